/**
 * The form's attachments: which addresses are taken (GitHub's attachment address only, a plain id,
 * at most ten), where a redirect may lead, and a photo's type by its bytes. The downloads
 * themselves run against a local server in test/e2e/lomake.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressesIn, attachmentsIn, GITHUB_ATTACHMENTS, photoType } from '../../src/author/attachments.ts';

const A = 'https://github.com/user-attachments/assets/';

describe('the attachments of an issue form', () => {
  it('should find Markdown images, <img src> and bare addresses, once each', () => {
    const text = `![kuva](${A}a1)\n<img width="10" alt="x" src="${A}b2" />\n${A}c3\n![again](${A}a1)`;
    assert.deepEqual(addressesIn(text), [`${A}a1`, `${A}b2`, `${A}c3`]);
  });

  it('should take only plain ids under GitHub attachment address, and at most ten', () => {
    assert.deepEqual(attachmentsIn(`![x](${A}0f3c-11)`), [`${A}0f3c-11`]);
    for (const address of [
      'https://example.com/kuva.jpg',
      `${A}../../x`,
      `${A}a1?x=1`,
      'http://github.com/user-attachments/assets/a1',
      'https://github.com.evil.fi/user-attachments/assets/a1',
    ])
      assert.equal((attachmentsIn(`![x](${address})`)[0] as { label: string }).label, 'Kuvat', address);
    const eleven = Array.from({ length: 11 }, (_, i) => `![x](${A}k${i})`).join('\n');
    assert.match((attachmentsIn(eleven)[0] as { text: string }).text, /enintään 10 kuvaa/);
  });

  it("should fetch nothing in a private repository and point to uudet-kuvat, and read a private form's checkbox as no photos", () => {
    const mistakes = attachmentsIn(`![x](${A}a1)`, GITHUB_ATTACHMENTS, true) as { label: string; text: string }[];
    assert.deepEqual(
      mistakes.map((m) => m.label),
      ['Kuvat'],
    );
    assert.match(mistakes[0]!.text, /^Yksityisen repositorion .* kansioon uudet-kuvat \(Add file → Upload files\)/);
    for (const checkbox of ['- [X] Kuvat ovat kansiossa uudet-kuvat', '- [ ] Kuvat ovat kansiossa uudet-kuvat'])
      for (const isPrivate of [true, false]) assert.deepEqual(attachmentsIn(checkbox, GITHUB_ATTACHMENTS, isPrivate), [], checkbox);
  });

  it("should follow redirects only to GitHub's own hosts", () => {
    for (const host of ['github.com', 'private-user-images.githubusercontent.com', 'github-production-user-asset-6210df.s3.amazonaws.com'])
      assert.ok(GITHUB_ATTACHMENTS.redirectHost(host), host);
    for (const host of ['example.com', 'githubusercontent.com.evil.fi', 's3.amazonaws.com', 'evil.s3.amazonaws.com'])
      assert.ok(!GITHUB_ATTACHMENTS.redirectHost(host), host);
  });

  it('should know JPEG, PNG and GIF by their bytes, and nothing else', () => {
    assert.equal(photoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), '.jpg');
    assert.equal(photoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), '.png');
    assert.equal(photoType(Buffer.from('GIF89a')), '.gif');
    assert.equal(photoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), undefined);
    assert.equal(photoType(Buffer.from('\0\0\0\x18ftypheic')), undefined, 'HEIC goes through uudet-kuvat/');
  });
});

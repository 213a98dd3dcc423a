import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cleanPhotoFile } from '../../src/author/clean-photos.ts';
import { defaults } from '../../src/config.ts';
import { decodeHeic } from '../../src/images/heic.ts';
import { stripPrivateMetadata } from '../../src/privacy/strip-metadata.ts';
import { canMakeHeic, heicFromJpeg } from '../helpers/heic.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

describe('stripPrivateMetadata on a HEIC made with heif-enc', () => {
  it('should remove GPS, camera and owner in place: same length, same pixels, date kept, second pass identical', async (t) => {
    if (!canMakeHeic(t)) return;
    const original = await heicFromJpeg(await privatePhoto('jpeg'));
    assert.ok(original.includes('SN123456'), 'heif-enc carried the EXIF over');
    const { bytes, removed } = stripPrivateMetadata(original);
    assert.deepEqual([...removed].sort(), ['camera', 'location', 'owner', 'serial number']);
    assert.equal(bytes.length, original.length, 'overwritten in place: no offset moves');
    for (const secret of ['Kamerafirma', 'SN123456', 'Virtanen']) assert.ok(!bytes.includes(secret), `${secret} gone`);
    const [before, after] = await Promise.all([decodeHeic(original, defaults.images), decodeHeic(bytes, defaults.images)]);
    assert.ok(after.png.equals(before.png), 'decoded pixels (orientation and profile applied) are the same');
    assert.equal(after.captureDate, '14.6.2026');
    const second = stripPrivateMetadata(bytes);
    assert.deepEqual(second.removed, []);
    assert.ok(second.bytes.equals(bytes));
  });
});

describe('cleanPhotoFile on a HEIC', () => {
  it("should compare the pixels through the build's own HEIC decoder, and so clean it in place", async (t) => {
    if (!canMakeHeic(t)) return;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'puhdista-heic-'));
    try {
      const file = path.join(folder, 'kuva.heic');
      await writeFile(file, await heicFromJpeg(await privatePhoto('jpeg', 64, 48)));
      const result = await cleanPhotoFile(file);
      assert.equal(result.keptOriginal, undefined, 'the clean HEIC decodes to the same pixels');
      assert.ok(result.removed.includes('location'), result.removed.join());
      assert.ok(!(await readFile(file)).includes('SN123456'), 'written: the serial number is gone');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

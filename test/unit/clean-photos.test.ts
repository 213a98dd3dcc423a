import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { cleanPhotos } from '../../src/author/clean-photos.ts';
import { resolveSettings } from '../../src/config.ts';
import { privacyMessages } from '../../src/messages/privacy.ts';
import { stripPrivateMetadata } from '../../src/privacy/strip-metadata.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

describe('npm run puhdista-kuvat', () => {
  it('should clean every photo under assets/ in place, report it, and change no byte the second time', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'puhdista-'));
    try {
      const project = { root, settings: resolveSettings({}, {}) };
      const folder = path.join(root, 'assets', 'kasvit');
      await mkdir(folder, { recursive: true });
      const originals: Record<string, Buffer> = {};
      for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
        originals[`kuva.${format}`] = await privatePhoto(format, 64, 48);
        await writeFile(path.join(folder, `kuva.${format}`), originals[`kuva.${format}`]!);
      }
      await writeFile(path.join(folder, 'piirros.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await writeFile(path.join(root, 'assets', 'LUE-MINUT.md'), 'Ei kuva.\n');

      const first = await cleanPhotos(project);
      assert.equal(first.total, 5, 'the photos, not the notes beside them');
      assert.deepEqual(first.kept, [], 'every photo decodes to the same pixels once clean');
      assert.deepEqual(first.cleaned.map((c) => c.file).sort(), [
        'assets/kasvit/kuva.avif',
        'assets/kasvit/kuva.jpeg',
        'assets/kasvit/kuva.png',
        'assets/kasvit/kuva.webp',
      ]);
      for (const photo of first.cleaned)
        assert.match(privacyMessages.cleaned(photo.file, photo.removed), /poistettiin sijainti(,| ja) kameran ja omistajan tiedot/);
      for (const [name, original] of Object.entries(originals)) {
        const now = await readFile(path.join(folder, name));
        assert.ok(!now.toString('latin1').includes('GPSLatitude'), `${name}: no location`);
        assert.ok((await sharp(now).raw().toBuffer()).equals(await sharp(original).raw().toBuffer()), `${name}: same pixels`);
      }
      assert.deepEqual((await readdir(folder)).sort(), ['kuva.avif', 'kuva.jpeg', 'kuva.png', 'kuva.webp', 'piirros.svg'], 'no temp file left');

      const bytes = await Promise.all((await readdir(folder)).sort().map((f) => readFile(path.join(folder, f))));
      const second = await cleanPhotos(project);
      assert.deepEqual(second.cleaned, []);
      const again = await Promise.all((await readdir(folder)).sort().map((f) => readFile(path.join(folder, f))));
      assert.deepEqual(again, bytes, 'the second run changes no byte');
      assert.match(privacyMessages.nothingToClean(second.total), /jo puhtaita/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should clean a photo whose only identity is a copyright name', async () => {
    await withAssets(async (project, folder) => {
      const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
        .withExif({ IFD0: { Copyright: '(c) Matti Meikalainen' } })
        .jpeg()
        .toBuffer();
      await writeFile(path.join(folder, 'kuva.jpg'), photo);
      const report = await cleanPhotos(project);
      assert.deepEqual(report.cleaned, [{ file: 'assets/kasvit/kuva.jpg', removed: ['owner'] }]);
      assert.ok(!(await readFile(path.join(folder, 'kuva.jpg'))).includes('Meikalainen'), 'the name is gone');
    });
  });

  it('should keep the original when the clean bytes would show other pixels, say so, and go on with the others', async () => {
    await withAssets(async (project, folder) => {
      const photo = sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } }).withExif({ IFD0: { Artist: 'Eetu Virtanen' } });
      const originals = { 'a.png': await photo.png().toBuffer(), 'b.jpeg': await privatePhoto('jpeg', 64, 48) };
      for (const [name, bytes] of Object.entries(originals)) await writeFile(path.join(folder, name), bytes);
      // A stripper with a bug: the PNG comes back clean but with one pixel changed.
      const damaged = await withFirstPixelChanged(originals['a.png']);
      const [before, after] = await Promise.all([sharp(originals['a.png']).raw().toBuffer(), sharp(damaged).raw().toBuffer()]);
      assert.equal(before.length, after.length);
      assert.equal(
        before.reduce((n, byte, i) => n + (byte === after[i] ? 0 : 1), 0),
        1,
        'the fake changes one value of one pixel',
      );
      const faulty = (bytes: Buffer) => (bytes.equals(originals['a.png']) ? { bytes: damaged, removed: ['owner'] } : stripPrivateMetadata(bytes));

      const report = await cleanPhotos(project, faulty);
      assert.deepEqual(
        report.kept.map((p) => [p.file, p.code]),
        [['assets/kasvit/a.png', 'author.clean.pixelsChanged']],
      );
      assert.ok((await readFile(path.join(folder, 'a.png'))).equals(originals['a.png']), 'the original is byte for byte as it was');
      assert.deepEqual(
        report.cleaned.map((c) => c.file),
        ['assets/kasvit/b.jpeg'],
        'the next photo is still cleaned',
      );
      assert.deepEqual((await readdir(folder)).sort(), ['a.png', 'b.jpeg'], 'no temp file left');
    });
  });
});

/** A fresh project with an `assets/kasvit/` folder, removed afterwards. */
async function withAssets(work: (project: { root: string; settings: ReturnType<typeof resolveSettings> }, folder: string) => Promise<void>) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'puhdista-'));
  try {
    const folder = path.join(root, 'assets', 'kasvit');
    await mkdir(folder, { recursive: true });
    await work({ root, settings: resolveSettings({}, {}) }, folder);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The photo as a PNG without metadata whose first pixel's red value is off by one. */
async function withFirstPixelChanged(bytes: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  data[0] = data[0]! ^ 1;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { cleanPhotos } from '../../src/author/clean-photos.ts';
import { resolveSettings } from '../../src/config.ts';
import { privacyMessages } from '../../src/messages/privacy.ts';
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
});

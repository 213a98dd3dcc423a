import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { openCache } from '../../src/cache/store.ts';
import { defaults, type ImageSettings } from '../../src/config.ts';
import { processImages } from '../../src/images/pipeline.ts';
import { canMakeHeic, heicFromJpeg, withContainerRotation } from '../helpers/heic.ts';
import { RED_CORNER_AFTER_ORIENTATION } from '../helpers/pixels.ts';

/** 64×32 blue photo whose stored top-left 16×16 block is red, with the given EXIF orientation. */
const orientedJpeg = (orientation: number) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 16, height: 16, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .withMetadata({ orientation })
    .jpeg({ quality: 95 })
    .toBuffer();

/** A phone-like photo: P3 colours, a shooting date, the camera's name and a GPS position, turned (6). */
const cameraJpeg = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'TestPhone 15', Copyright: 'SECRET-OWNER' },
      IFD2: { DateTimeOriginal: '2024:05:21 09:15:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    // Last: sharp stores the sRGB colour as P3 numbers only when the P3 profile is set after the metadata.
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toBuffer();

const RED_CORNER = RED_CORNER_AFTER_ORIENTATION;

describe('iPhone HEIC photos in the image pipeline', () => {
  let dir: string;
  const settings: ImageSettings = {
    ...defaults.images,
    slots: { card: { ...defaults.images.slots.card, widths: [280] }, detail: { ...defaults.images.slots.detail, widths: [480] } },
  };
  const run = (sources: string[]) =>
    processImages(
      sources.map((source) => ({ key: source, source })),
      { assetsDir: dir, cache: openCache(path.join(dir, '.cache')), settings },
    );

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-heic-test-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should publish a HEIC like the same photo as JPEG: same variants, upright, in sRGB, with its date and no metadata', async (t) => {
    if (!canMakeHeic(t)) return;
    const jpeg = await cameraJpeg();
    const stored = await sharp(jpeg, { ignoreIcc: true }).raw().toBuffer();
    assert.ok(Math.abs(stored[0]! - 200) > 5, `the fixture's stored red (${stored[0]}) differs from sRGB`);
    await writeFile(path.join(dir, 'kamera.jpg'), jpeg);
    await writeFile(path.join(dir, 'IMG_0412.HEIC'), await heicFromJpeg(jpeg));
    const results = await run(['kamera.jpg', 'IMG_0412.HEIC']);
    assert.deepEqual([...results.failures], []);
    const fromJpeg = results.images.get('kamera.jpg')!;
    const fromHeic = results.images.get('IMG_0412.HEIC')!;
    const shape = (image: typeof fromHeic) => image.slots.detail.variants.map((v) => `${v.format} ${v.width}×${v.height}`);
    assert.deepEqual(shape(fromHeic), shape(fromJpeg), 'the same formats and sizes as the JPEG');
    assert.deepEqual([fromHeic.large.width, fromHeic.large.height], [400, 600], 'turned upright by orientation 6');
    assert.equal(fromHeic.captureDate, '21.5.2024', 'shooting date from the EXIF inside the HEIC');

    const outputs = [...Object.values(fromHeic.slots).flatMap((slot) => slot.variants), fromHeic.large].map((v) => results.files.get(v.name)!);
    for (const file of outputs) {
      const meta = await sharp(file).metadata();
      const name = path.basename(file);
      assert.equal(meta.exif, undefined, `${name}: no EXIF (so no GPS, camera or date)`);
      assert.equal(meta.xmp, undefined, `${name}: no XMP`);
      assert.equal(meta.iptc, undefined, `${name}: no IPTC`);
      assert.equal(meta.orientation, undefined, `${name}: no orientation tag`);
    }
    const jpegVariant = fromHeic.slots.detail.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(results.files.get(jpegVariant.name)!).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    assert.ok(Math.abs(r - 200) <= 6 && Math.abs(g - 100) <= 6 && Math.abs(b - 50) <= 6, `P3 converted back to sRGB (${r}, ${g}, ${b}) ≈ (200, 100, 50)`);
  });

  it('should apply all eight EXIF orientations a HEIC can carry', async (t) => {
    if (!canMakeHeic(t)) return;
    for (let o = 1; o <= 8; o++) await writeFile(path.join(dir, `o${o}.heic`), await heicFromJpeg(await orientedJpeg(o)));
    const results = await run(Object.keys(RED_CORNER).map((o) => `o${o}.heic`));
    assert.deepEqual([...results.failures], []);
    for (const [o, corner] of Object.entries(RED_CORNER)) {
      // The large variant is the whole photo; the slots are cropped to their boxes.
      const { large } = results.images.get(`o${o}.heic`)!;
      const { data, info } = await sharp(results.files.get(large.name)!).raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([info.width, info.height], Number(o) >= 5 ? [32, 64] : [64, 32], `orientation ${o}: size`);
      const x = corner.endsWith('left') ? 3 : info.width - 4;
      const y = corner.startsWith('top') ? 3 : info.height - 4;
      assert.ok(data[(y * info.width + x) * info.channels]! > 200, `orientation ${o}: red block at the ${corner}`);
    }
  });

  it('should turn an iPhone-style HEIC (the turn in the container and in EXIF) once, not twice', async (t) => {
    if (!canMakeHeic(t)) return;
    // Stored 64×32 with orientation 6: the container says the same as a 270° anticlockwise turn.
    await writeFile(path.join(dir, 'iphone.heic'), withContainerRotation(await heicFromJpeg(await orientedJpeg(6)), 3));
    const results = await run(['iphone.heic']);
    const { large } = results.images.get('iphone.heic')!;
    const { data, info } = await sharp(results.files.get(large.name)!).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [32, 64], 'portrait');
    assert.ok(data[(3 * info.width + info.width - 4) * info.channels]! > 200, 'red block at the top right, as for orientation 6');
  });

  it('should refuse a damaged HEIC, saying what is wrong', async (t) => {
    if (!canMakeHeic(t)) return;
    const heic = await heicFromJpeg(await cameraJpeg());
    await writeFile(path.join(dir, 'rikki.heic'), heic.subarray(0, Math.floor(heic.length / 2)));
    const results = await run(['rikki.heic']);
    assert.equal(results.failures.get('rikki.heic')?.kind, 'undecodable');
    assert.equal(results.failures.get('rikki.heic')?.kind, 'undecodable');
  });
});

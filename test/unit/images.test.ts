import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { defaults } from '../../src/config.ts';
import { pruneEntries } from '../../src/images/cache.ts';
import { processImages, type ImageResults } from '../../src/images/pipeline.ts';

/**
 * A camera-like JPEG: grainy detail, a P3 profile, EXIF with GPS and orientation 6 (90° CW).
 * 2400×1800 is larger than the large variant on both edges, like a phone photo, at a third of a
 * 12 MP photo's encoding time.
 */
async function cameraPhoto(): Promise<Buffer> {
  const grain = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // withMetadata before withIccProfile: the other way round, it tags the photo sRGB again.
  return sharp(grain.data, { raw: grain.info })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'SECRET-OWNER' },
      IFD2: { DateTimeOriginal: '2023:06:07 12:34:56' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** 64×32 blue image whose stored top-left 16×16 block is red, with the given EXIF orientation. */
const oriented = (orientation: number) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 16, height: 16, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .withMetadata({ orientation })
    .png()
    .toBuffer();

/** A PNG header claiming 30 000 × 30 000 pixels (900 MP): a decompression bomb in a few bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe('image pipeline', () => {
  let dir: string;
  let assetsDir: string;
  let cacheDir: string;
  let photo: ImageResults;
  const run = (sources: string[]) => processImages(sources, { assetsDir, cacheDir, settings: defaults.images });

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-images-'));
    assetsDir = path.join(dir, 'assets');
    cacheDir = path.join(dir, 'cache');
    await mkdir(assetsDir, { recursive: true });
    const jpeg = await cameraPhoto();
    await writeFile(path.join(assetsDir, 'kamera.jpg'), jpeg);
    await writeFile(path.join(assetsDir, 'katkennut.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    await writeFile(path.join(assetsDir, 'pommi.png'), pngBomb());
    for (let o = 1; o <= 8; o++) await writeFile(path.join(assetsDir, `o${o}.png`), await oriented(o));
    photo = await run(['kamera.jpg']);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const outputs = (results: ImageResults) => [...results.files.values()];

  it('should process a camera photo without failure', () => {
    assert.deepEqual([...photo.failures], []);
    assert.equal(photo.images.size, 1);
  });

  it('should strip every metadata block (EXIF, GPS, XMP, ICC) from every published file', async () => {
    for (const file of outputs(photo)) {
      const bytes = await readFile(file);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.exif, undefined, `${path.basename(file)} has no EXIF`);
      assert.equal(meta.xmp, undefined, `${path.basename(file)} has no XMP`);
      assert.equal(meta.iptc, undefined, `${path.basename(file)} has no IPTC`);
      assert.equal(meta.orientation, undefined, `${path.basename(file)} has no orientation tag`);
      for (const secret of ['SECRET-OWNER', 'TestCam', 'GPS']) {
        assert.equal(bytes.includes(Buffer.from(secret)), false, `${path.basename(file)} does not contain "${secret}"`);
      }
    }
  });

  it('should rotate by the EXIF orientation (6: 2400×1800 stored, shown portrait)', () => {
    const image = photo.images.get('kamera.jpg')!;
    assert.equal(image.large.width, 1536, 'the large variant is the whole upright photo');
    assert.equal(image.large.height, 2048);
  });

  it('should crop each slot to the box the layout shows, and keep the large variant whole', () => {
    const image = photo.images.get('kamera.jpg')!;
    for (const slot of ['card', 'detail'] as const) {
      const { aspect, widths } = defaults.images.slots[slot];
      const { variants, width, height } = image.slots[slot];
      assert.deepEqual([...new Set(variants.map((v) => v.width))], widths, `${slot}: every configured width`);
      for (const v of variants) {
        assert.equal(v.height, Math.round((v.width * aspect[1]) / aspect[0]), `${slot} ${v.width} ${v.format}: ${aspect.join(':')} like its box`);
      }
      assert.deepEqual([width, height], [widths.at(-1), Math.round((widths.at(-1)! * aspect[1]) / aspect[0])], `${slot}: intrinsic size of the crop`);
    }
  });

  it('should write AVIF and WebP at every width and the JPEG fallback at each slot\'s widest only', () => {
    const image = photo.images.get('kamera.jpg')!;
    for (const [slot, { variants }] of Object.entries(image.slots)) {
      const jpegs = variants.filter((v) => v.format === 'jpeg').map((v) => v.width);
      const widest = Math.max(...variants.map((v) => v.width));
      assert.deepEqual(jpegs, [widest], `${slot}: one JPEG, at ${widest} px`);
      assert.equal(variants.filter((v) => v.format === 'avif').length, variants.filter((v) => v.format === 'webp').length, `${slot}: AVIF and WebP in step`);
    }
  });

  it('should apply all eight EXIF orientations', async () => {
    // Where the stored top-left (red) block must appear once the orientation is applied, in the
    // uncropped large variant.
    const expected: Record<number, 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left'> = {
      1: 'top-left', 2: 'top-right', 3: 'bottom-right', 4: 'bottom-left', 5: 'top-left', 6: 'top-right', 7: 'bottom-right', 8: 'bottom-left',
    };
    const results = await run(Object.keys(expected).map((o) => `o${o}.png`));
    for (const [o, corner] of Object.entries(expected)) {
      const image = results.images.get(`o${o}.png`)!;
      const { data, info } = await sharp(results.files.get(image.large.name)!).raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([info.width, info.height], Number(o) >= 5 ? [32, 64] : [64, 32], `orientation ${o}: size`);
      const x = corner.endsWith('left') ? 3 : info.width - 4;
      const y = corner.startsWith('top') ? 3 : info.height - 4;
      const red = data[(y * info.width + x) * info.channels]!;
      assert.ok(red > 200, `orientation ${o}: red block at the ${corner}`);
    }
  });

  it('should convert Display P3 colours to sRGB', async () => {
    await writeFile(
      path.join(assetsDir, 'p3.png'),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } } }).withIccProfile('p3').png().toBuffer(),
    );
    // sharp stored sRGB (200, 100, 50) as P3 numbers; a pipeline that ignored the profile would
    // publish those numbers, one that converts publishes the original colour again.
    const stored = await sharp(path.join(assetsDir, 'p3.png'), { ignoreIcc: true }).raw().toBuffer();
    assert.ok(Math.abs(stored[0]! - 200) > 5, `the fixture's stored red (${stored[0]}) differs from sRGB`);
    const results = await run(['p3.png']);
    const jpeg = results.images.get('p3.png')!.slots.detail.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(results.files.get(jpeg.name)!).raw().toBuffer({ resolveWithObject: true });
    assert.ok(Math.abs(data[0]! - 200) <= 4 && Math.abs(data[1]! - 100) <= 4 && Math.abs(data[2]! - 50) <= 4, `sRGB (${[...data.subarray(0, 3)]}) ≈ (200, 100, 50)`);
  });

  it('should cap the large variant at 2048 px and 400 KB', async () => {
    const image = photo.images.get('kamera.jpg')!;
    assert.ok(Math.max(image.large.width, image.large.height) <= 2048);
    assert.ok(image.large.bytes <= 400 * 1024, `${image.large.bytes} B`);
  });

  it('should read the shooting date from EXIF, and nothing of the position', () => {
    assert.equal(photo.images.get('kamera.jpg')!.captureDate, '7.6.2023');
  });

  it('should reject a truncated JPEG and a decompression bomb, naming the file', async () => {
    const results = await run(['katkennut.jpg', 'pommi.png']);
    assert.equal(results.failures.size, 2);
    assert.match(results.failures.get('katkennut.jpg') ?? '', /could not be decoded/);
    assert.match(results.failures.get('pommi.png') ?? '', /larger than 100,000,000 pixels/);
  });

  it('should take an unchanged image from the cache, and rebuild a damaged cache entry', async () => {
    await run(['o3.png']);
    const again = await run(['o3.png']);
    assert.equal(again.cacheHits, 1, 'cache hit');
    const [key] = again.keys;
    const entry = path.join(cacheDir, key!);
    const victim = (await readdir(entry)).find((f) => f.endsWith('.avif'))!;
    await writeFile(path.join(entry, victim), Buffer.from('not an image'));
    const repaired = await run(['o3.png']);
    assert.equal(repaired.cacheHits, 0, 'the damaged entry is not used');
    const bytes = await readFile(path.join(entry, victim));
    assert.ok((await sharp(bytes).metadata()).width, 'the entry was rebuilt with a real image');
  });

  it('should reprocess only a replaced image and prune the stale entry', async () => {
    const before = await run(['o1.png', 'o2.png']);
    assert.equal(before.cacheHits, 2);
    await writeFile(path.join(assetsDir, 'o2.png'), await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } }).png().toBuffer());
    const after = await run(['o1.png', 'o2.png']);
    assert.equal(after.cacheHits, 1, 'only the replaced image is processed again');
    const removed = await pruneEntries(cacheDir, after.keys);
    assert.ok(removed >= 1, 'the old entry is pruned');
    assert.deepEqual(new Set(await readdir(cacheDir)), after.keys);
  });
});

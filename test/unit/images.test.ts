import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { defaults, type ImageSettings } from '../../src/config.ts';
import { sha256 } from '../../src/hash.ts';
import { openCache } from '../../src/cache/store.ts';
import { writeEntry } from '../../src/images/cache.ts';
import { processImages, type ImageResults } from '../../src/images/pipeline.ts';
import type { ImageRequest, ProcessedImage } from '../../src/images/types.ts';
import { RED_CORNER_AFTER_ORIENTATION, seededNoise } from '../helpers/pixels.ts';

/** The cache entries a run's published files come from: each file is `<key>.<part>` in the store's `images` folder. */
const entryKeys = (results: ImageResults) => new Set([...results.files.values()].map((file) => path.basename(file).split('.')[0]!));

/** A cache manifest as a doctored test writes it: any shape, to see what the pipeline lets through. */
// biome-ignore lint/suspicious/noExplicitAny: the point is to write what the types forbid.
type Doctored = any;

/**
 * A camera-like JPEG: seeded grain (the same bytes every run), a P3 profile, EXIF with an owner,
 * a GPS position and orientation 6 (90° CW). 800×600 (600 wide upright) is wide enough for the
 * suite's one width per slot (280, 480); the encoder's work per pixel is what a 12 MP photo costs,
 * at a fraction of the time.
 */
async function cameraPhoto(): Promise<Buffer> {
  const grain = await seededNoise(800, 600, 20230607).blur(1.2).raw().toBuffer({ resolveWithObject: true });
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

/** Settings with one width per layout slot, each slot keeping its configured shape. */
const oneWidth = (card: number, detail: number): ImageSettings['slots'] => ({
  card: { ...defaults.images.slots.card, widths: [card] },
  detail: { ...defaults.images.slots.detail, widths: [detail] },
});

/** Requests for photos without a kohde, each filed under its path (as the build files them). */
const requests = (sources: readonly string[]): ImageRequest[] => sources.map((source) => ({ key: source, source }));

/** Every variant of an image, across its slots. */
const variantsOf = (image: ProcessedImage) => Object.values(image.slots).flatMap((slot) => slot.variants);

/** Every metadata block sharp finds in an encoded file, parsed: none may be left. */
async function metadataBlocks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const exif = meta.exif ? exifReader(meta.exif) : undefined;
  return { exif: meta.exif, gps: exif?.GPSInfo, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation };
}

/** 64×32 blue image whose stored top-left 16×16 block is red, with the given EXIF orientation. */
const oriented = (orientation: number) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 16, height: 16, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .withMetadata({ orientation })
    .png()
    .toBuffer();

/** A small PNG of one colour: a photo no other test has put in the cache. */
const solid = (background: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background } })
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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image pipeline', () => {
  let dir: string;
  let assetsDir: string;
  let cacheDir: string;
  let photo: ImageResults;
  // One width per slot instead of three, AVIF at effort 0: the pipeline's work per file is the same
  // (image-encode.test.ts tests the encoder's own settings), and the suite stays fast.
  const testSettings: ImageSettings = { ...defaults.images, avifEffort: 0, webpEffort: 0, slots: oneWidth(280, 480) };
  const run = (sources: string[], settings: ImageSettings = testSettings) =>
    processImages(requests(sources), { assetsDir, cache: openCache(cacheDir), settings });

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

  it('should strip every metadata block (EXIF, GPS, XMP, IPTC, orientation) from every published file', async () => {
    const source = await metadataBlocks(await readFile(path.join(assetsDir, 'kamera.jpg')));
    assert.ok(source.gps, 'the source photo records a GPS position (the fixture is meaningful)');
    assert.equal(outputs(photo).length, 2 * 3 + 1, 'one width per slot in three formats, and the large variant');
    for (const file of outputs(photo)) {
      const blocks = await metadataBlocks(await readFile(file));
      const name = path.basename(file);
      assert.equal(blocks.exif, undefined, `${name} has no EXIF`);
      assert.equal(blocks.gps, undefined, `${name} has no GPS position`);
      assert.equal(blocks.xmp, undefined, `${name} has no XMP`);
      assert.equal(blocks.iptc, undefined, `${name} has no IPTC`);
      assert.equal(blocks.orientation, undefined, `${name} has no orientation tag`);
    }
  });

  it('should rotate by the EXIF orientation (6: 800×600 stored, shown portrait)', () => {
    const image = photo.images.get('kamera.jpg')!;
    assert.equal(image.large.width, 600, 'the large variant is the whole upright photo');
    assert.equal(image.large.height, 800);
  });

  it('should crop each slot to the box the layout shows, and keep the large variant whole', () => {
    const image = photo.images.get('kamera.jpg')!;
    for (const slot of ['card', 'detail'] as const) {
      const { aspect, widths } = testSettings.slots[slot];
      const { variants, width, height } = image.slots[slot];
      assert.deepEqual([...new Set(variants.map((v) => v.width))], widths, `${slot}: every configured width`);
      for (const v of variants) {
        assert.equal(v.height, Math.round((v.width * aspect[1]) / aspect[0]), `${slot} ${v.width} ${v.format}: ${aspect.join(':')} like its box`);
      }
      assert.deepEqual([width, height], [widths.at(-1), Math.round((widths.at(-1)! * aspect[1]) / aspect[0])], `${slot}: intrinsic size of the crop`);
    }
  });

  it("should write AVIF and WebP at every width and the JPEG fallback at each slot's widest only", () => {
    const image = photo.images.get('kamera.jpg')!;
    for (const [slot, { variants }] of Object.entries(image.slots)) {
      const jpegs = variants.filter((v) => v.format === 'jpeg').map((v) => v.width);
      const widest = Math.max(...variants.map((v) => v.width));
      assert.deepEqual(jpegs, [widest], `${slot}: one JPEG, at ${widest} px`);
      assert.equal(variants.filter((v) => v.format === 'avif').length, variants.filter((v) => v.format === 'webp').length, `${slot}: AVIF and WebP in step`);
    }
  });

  it('should apply all eight EXIF orientations', async () => {
    // In the uncropped large variant.
    const expected = RED_CORNER_AFTER_ORIENTATION;
    // WebP alone: the turn happens on decoding, before any format is encoded.
    const results = await run(
      Object.keys(expected).map((o) => `o${o}.png`),
      { ...testSettings, formats: ['webp'] },
    );
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
      await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } } })
        .withIccProfile('p3')
        .png()
        .toBuffer(),
    );
    // sharp stored sRGB (200, 100, 50) as P3 numbers; a pipeline that ignored the profile would
    // publish those numbers, one that converts publishes the original colour again.
    const stored = await sharp(path.join(assetsDir, 'p3.png'), { ignoreIcc: true }).raw().toBuffer();
    assert.ok(Math.abs(stored[0]! - 200) > 5, `the fixture's stored red (${stored[0]}) differs from sRGB`);
    const results = await run(['p3.png']);
    const jpeg = results.images.get('p3.png')!.slots.detail.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(results.files.get(jpeg.name)!).raw().toBuffer({ resolveWithObject: true });
    assert.ok(
      Math.abs(data[0]! - 200) <= 4 && Math.abs(data[1]! - 100) <= 4 && Math.abs(data[2]! - 50) <= 4,
      `sRGB (${[...data.subarray(0, 3)]}) ≈ (200, 100, 50)`,
    );
  });

  it('should cap the large variant at its long edge and byte budget, stepping quality down to fit', async () => {
    const settings: ImageSettings = { ...testSettings, largeLongEdge: 640, largeMaxBytes: 36 * 1024 };
    const uncapped = await sharp(path.join(assetsDir, 'kamera.jpg'))
      .rotate()
      .resize(640, 640, { fit: 'inside' })
      .webp({ quality: settings.quality.large })
      .toBuffer();
    assert.ok(uncapped.length > settings.largeMaxBytes, `at quality ${settings.quality.large} the grain needs ${uncapped.length} B, over the cap`);
    const large = (await run(['kamera.jpg'], settings)).images.get('kamera.jpg')!.large;
    assert.deepEqual([large.width, large.height], [480, 640], 'long edge capped, upright');
    assert.ok(large.bytes <= settings.largeMaxBytes, `${large.bytes} B ≤ ${settings.largeMaxBytes} B`);
  });

  it('should read the shooting date from EXIF, and nothing of the position', () => {
    assert.equal(photo.images.get('kamera.jpg')!.captureDate, '7.6.2023');
  });

  it('should reject a truncated JPEG and a decompression bomb, each under its own key', async () => {
    const results = await run(['katkennut.jpg', 'pommi.png']);
    assert.equal(results.failures.size, 2);
    assert.equal(results.failures.get('katkennut.jpg')?.kind, 'undecodable');
    assert.equal(results.failures.get('katkennut.jpg')?.kind, 'undecodable');
    assert.equal(results.failures.get('pommi.png')?.kind, 'too-large');
    assert.equal(results.failures.get('pommi.png')?.kind, 'too-large');
  });

  it('should encode one photo under two names once, cold, and publish it under both names', async () => {
    await mkdir(path.join(assetsDir, 't'), { recursive: true });
    const bytes = await solid('#102030');
    await writeFile(path.join(assetsDir, 't/dup-a.png'), bytes);
    await writeFile(path.join(assetsDir, 't/dup-b.png'), bytes);
    const results = await run(['t/dup-a.png', 't/dup-b.png']);
    assert.deepEqual([...results.failures], [], 'no failure');
    assert.equal(results.cacheHits, 0, 'cold: nothing was cached');
    assert.equal(entryKeys(results).size, 1, 'one cache entry');
    const a = results.images.get('t/dup-a.png')!;
    const b = results.images.get('t/dup-b.png')!;
    assert.match(a.large.name, /^dup-a-/, 'published under its own name');
    assert.match(b.large.name, /^dup-b-/, 'published under its own name');
    for (const name of [a.large.name, b.large.name, ...variantsOf(a).map((v) => v.name), ...variantsOf(b).map((v) => v.name)]) {
      assert.ok((await readFile(results.files.get(name)!)).length > 0, `${name} can be copied`);
    }
  });

  it('should name outputs by the source path, never by the name a photo had when it was cached', async () => {
    await writeFile(path.join(assetsDir, 'ennen.png'), await solid('#203040'));
    assert.equal((await run(['ennen.png'])).cacheHits, 0, 'cached under its first name');
    await copyFile(path.join(assetsDir, 'ennen.png'), path.join(assetsDir, 'jalkeen.png'));
    const warm = await run(['jalkeen.png']);
    assert.equal(warm.cacheHits, 1, 'the renamed photo is a cache hit');
    const cold = await processImages(requests(['jalkeen.png']), { assetsDir, cache: openCache(path.join(dir, 'cache-fresh')), settings: testSettings });
    assert.equal(cold.cacheHits, 0);
    assert.deepEqual([...warm.files.keys()], [...cold.files.keys()], 'the same names with and without the cache');
    assert.ok(
      [...warm.files.keys()].every((name) => name.startsWith('jalkeen-')),
      'named after the source in use',
    );
    for (const [name, file] of cold.files) assert.deepEqual(await readFile(file), await readFile(warm.files.get(name)!), `same bytes: ${name}`);
  });

  it('should crop a photo around its kohde as a request of its own, cached and published beside the plain one', async () => {
    const results = await processImages([...requests(['o5.png']), { key: 'o5.png#50,10', source: 'o5.png', focus: { x: 50, y: 10 } }], {
      assetsDir,
      cache: openCache(cacheDir),
      settings: testSettings,
    });
    assert.deepEqual([...results.failures], []);
    assert.equal(entryKeys(results).size, 2, 'two cache entries: the kohde moves every crop');
    const [plain, focused] = [results.images.get('o5.png')!, results.images.get('o5.png#50,10')!];
    assert.equal(plain.source, 'o5.png');
    assert.equal(focused.source, 'o5.png');
    assert.notEqual(plain.slots.card.variants[0]!.name, focused.slots.card.variants[0]!.name, 'published under names of their own');
  });

  it('should let two runs share one cache at the same time', async () => {
    await writeFile(path.join(assetsDir, 'yhteinen.png'), await solid('#304050'));
    const [first, second] = await Promise.all([run(['yhteinen.png']), run(['yhteinen.png'])]);
    assert.deepEqual([...first.failures, ...second.failures], [], 'neither fails');
    assert.deepEqual([...first.files.keys()], [...second.files.keys()]);
  });

  it('should refuse a FIFO named like a photo instead of waiting for it forever', { timeout: 10_000 }, async () => {
    execFileSync('mkfifo', [path.join(assetsDir, 'putki.jpg')]);
    const results = await run(['putki.jpg']);
    assert.equal(results.failures.get('putki.jpg')?.kind, 'not-a-file');
    assert.equal(results.failures.get('putki.jpg')?.kind, 'not-a-file');
  });

  it('should refuse a folder named like a photo, and a file over the size cap', async () => {
    await mkdir(path.join(assetsDir, 'kansio.jpg'));
    const results = await run(['kansio.jpg']);
    assert.equal(results.failures.get('kansio.jpg')?.kind, 'not-a-file');
    assert.equal(results.failures.get('kansio.jpg')?.kind, 'not-a-file');
    const capped = await run(['o1.png'], { ...testSettings, maxSourceBytes: 100 });
    assert.equal(capped.failures.get('o1.png')?.kind, 'too-large');
    assert.equal(capped.failures.get('o1.png')?.kind, 'too-large');
  });

  it('should refuse a link that leads outside the assets folder, and follow one that stays inside', { timeout: 10_000 }, async () => {
    await mkdir(path.join(dir, 'muualla'), { recursive: true });
    await writeFile(path.join(dir, 'muualla/salainen.png'), await solid('#405060'));
    await symlink(path.join(dir, 'muualla/salainen.png'), path.join(assetsDir, 'linkki.png'));
    await symlink('/dev/zero', path.join(assetsDir, 'nollat.jpg'));
    await symlink('o5.png', path.join(assetsDir, 'sisalla.png'));
    const results = await run(['linkki.png', 'nollat.jpg', 'sisalla.png']);
    assert.equal(results.failures.get('linkki.png')?.kind, 'outside-assets');
    assert.equal(results.failures.get('linkki.png')?.kind, 'outside-assets');
    assert.equal(results.failures.get('nollat.jpg')?.kind, 'outside-assets');
    assert.equal(results.failures.get('nollat.jpg')?.kind, 'outside-assets');
    assert.equal(results.failures.get('sisalla.png'), undefined, 'a link inside the assets folder is followed');
    assert.ok(results.images.get('sisalla.png'));
  });

  it('should take an unchanged image from the cache, and rebuild a damaged cache entry', async () => {
    await run(['o3.png']);
    const again = await run(['o3.png']);
    assert.equal(again.cacheHits, 1, 'cache hit');
    const [key] = entryKeys(again);
    const folder = path.join(cacheDir, 'images');
    const victim = (await readdir(folder)).find((f) => f.startsWith(`${key}.`) && f.endsWith('.avif'))!;
    await writeFile(path.join(folder, victim), Buffer.from('not an image'));
    const repaired = await run(['o3.png']);
    assert.equal(repaired.cacheHits, 0, 'the damaged entry is not used');
    const bytes = await readFile(path.join(folder, victim));
    assert.ok((await sharp(bytes).metadata()).width, 'the entry was rebuilt with a real image');
  });

  it('should keep its cache hits when only a setting that accepts or refuses sources changes', async () => {
    const cold = await run(['o4.png']);
    const names = (results: ImageResults) => [...results.files.keys()].sort();
    for (const [name, changed] of [
      ['maxSourceBytes', { maxSourceBytes: defaults.images.maxSourceBytes / 2 }],
      ['maxInputPixels', { maxInputPixels: defaults.images.maxInputPixels / 2 }],
      ['sourceExtensions', { sourceExtensions: [...defaults.images.sourceExtensions, '.tif'] }],
    ] as const) {
      const again = await run(['o4.png'], { ...testSettings, ...changed });
      assert.equal(again.cacheHits, 1, `${name} changed: the photo is taken from the cache`);
      assert.deepEqual(names(again), names(cold), `${name} changed: the same published names`);
    }
  });

  it('should encode again when a setting that changes the bytes changes: a quality', async () => {
    await run(['o5.png']);
    const requality = await run(['o5.png'], { ...testSettings, quality: { ...testSettings.quality, webp: testSettings.quality.webp - 10 } });
    assert.equal(requality.cacheHits, 0, 'a new WebP quality is encoded again');
  });

  it('should write the large variant in the fallback format when formats leave out WebP', async () => {
    const results = await run(['o6.png'], { ...testSettings, formats: ['avif', 'jpeg'] });
    const large = results.images.get('o6.png')!.large;
    assert.match(large.name, /-full\.jpg$/);
    assert.equal((await sharp(results.files.get(large.name)!).metadata()).format, 'jpeg');
    const again = await run(['o6.png'], { ...testSettings, formats: ['avif', 'jpeg'] });
    assert.equal(again.cacheHits, 1, 'the JPEG large variant is taken from the cache');
  });

  it('should reprocess only a replaced image and prune the stale entry', async () => {
    // Photos of its own, cached here: no other test's cache entries or files are read or replaced.
    await copyFile(path.join(assetsDir, 'o1.png'), path.join(assetsDir, 'vaihto-1.png'));
    await copyFile(path.join(assetsDir, 'o2.png'), path.join(assetsDir, 'vaihto-2.png'));
    await run(['vaihto-1.png', 'vaihto-2.png']);
    const before = await run(['vaihto-1.png', 'vaihto-2.png']);
    assert.equal(before.cacheHits, 2, 'both cached by the run above');
    await writeFile(
      path.join(assetsDir, 'vaihto-2.png'),
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer(),
    );
    // One store for the run, as a build has: it prunes what this run did not use.
    const cache = openCache(cacheDir);
    const after = await processImages(requests(['vaihto-1.png', 'vaihto-2.png']), { assetsDir, cache, settings: testSettings });
    assert.equal(after.cacheHits, 1, 'only the replaced image is processed again');
    const stale = [...entryKeys(before)].filter((key) => !entryKeys(after).has(key));
    assert.equal(stale.length, 1, 'the replaced photo had one entry');
    await cache.prune();
    const left = new Set((await readdir(path.join(cacheDir, 'images'))).map((name) => name.split('.')[0]));
    assert.deepEqual(left, entryKeys(after), 'every entry but the ones in use is pruned, the stale one too');
  });
});

/** A published image name: `{slug}-{8 hex}-{width}.{ext}` or `{slug}-{8 hex}-full.{ext}`, nothing else. */
const PLAIN_NAME = /^[a-z0-9-]+-[0-9a-f]{8}-((card|detail)-\d+|full)\.(avif|webp|jpg)$/;

/**
 * The image cache is input from outside (CI keeps `.cache` between runs, anyone can edit it): a
 * doctored entry must be a miss that is encoded again, never a path, a name or a value that
 * reaches the site.
 */
describe('image cache entries are untrusted', () => {
  let dir: string;
  let assetsDir: string;
  let cacheDir: string;
  let caches = 0;
  // WebP alone: what is checked is the entry read back, not the encoders (9 doctored entries re-encode).
  const settings: ImageSettings = { ...defaults.images, formats: ['webp'], slots: oneWidth(280, 280) };
  const run = () => processImages(requests(['kuva.png']), { assetsDir, cache: openCache(cacheDir), settings });
  /** The one entry: its key, the file of each of its parts (`<key>.<part>`), and its parsed manifest. */
  const entry = async () => {
    const folder = path.join(cacheDir, 'images');
    const [key] = (await readdir(folder)).filter((name) => name.endsWith('.manifest.json')).map((name) => name.split('.')[0]!);
    const part = (name: string) => path.join(folder, `${key}.${name}`);
    return { key: key!, part, manifest: JSON.parse(await readFile(part('manifest.json'), 'utf8')) };
  };
  const doctor = async (change: (manifest: Doctored, part: (name: string) => string) => Promise<void> | void) => {
    const { part, manifest } = await entry();
    await change(manifest, part);
    await writeFile(part('manifest.json'), JSON.stringify(manifest));
  };
  /** Every published name is plain and every copied file lies inside the cache. */
  const assertSafe = (results: ImageResults) => {
    assert.deepEqual([...results.failures], [], 'no failure');
    for (const [name, file] of results.files) {
      assert.match(name, PLAIN_NAME, `published name ${name}`);
      assert.ok(path.resolve(file).startsWith(path.resolve(cacheDir) + path.sep), `${file} lies inside the cache`);
    }
    const image = results.images.get('kuva.png')!;
    assert.match(image.color, /^#[0-9a-f]{6}$/, 'colour is #rrggbb');
    assert.match(image.large.name, PLAIN_NAME);
    for (const variant of variantsOf(image)) assert.match(variant.name, PLAIN_NAME);
  };

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-cache-'));
    assetsDir = path.join(dir, 'assets');
    await mkdir(assetsDir, { recursive: true });
    await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a6b4a' } })
      .png()
      .toFile(path.join(assetsDir, 'kuva.png'));
  });
  beforeEach(async () => {
    // A fresh cache for every test: a counter, not the clock, so two tests never share one.
    cacheDir = path.join(dir, `cache-${++caches}`);
    assertSafe(await run());
    assert.equal((await run()).cacheHits, 1, 'a good entry is a hit');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should never publish a file name or path taken from the cache (../../PWNED.txt)', async () => {
    await doctor(async (manifest, part) => {
      const payload = Buffer.from('pwned');
      // Where a reader that joined the name to the entry's would find it.
      await writeFile(part('../../PWNED.txt'), payload);
      manifest.files.push({ name: '../../PWNED.txt', sha256: sha256(payload), bytes: payload.length });
      manifest.meta.large.name = '../../PWNED.txt';
      for (const variant of manifest.meta.slots.card) variant.name = '../../PWNED.txt';
    });
    const results = await run();
    assert.equal(results.cacheHits, 0, 'the doctored entry is a miss');
    assertSafe(results);
    assert.ok(![...results.files.values()].some((file) => file.includes('PWNED')), 'PWNED.txt is never copied');
    assert.equal((await run()).cacheHits, 1, 'the entry was encoded again and is good');
  });

  it('should not let a colour, a size or a format from the cache reach the pages', async () => {
    for (const change of [
      (m: Doctored) => {
        m.meta.color = '#ff0000}body{display:none';
      },
      (m: Doctored) => {
        m.meta.width = -1;
      },
      (m: Doctored) => {
        m.meta.height = '300';
      },
      (m: Doctored) => {
        m.meta.large.width = 1.5;
      },
      (m: Doctored) => {
        m.meta.slots.card[0].format = 'gif';
      },
      (m: Doctored) => {
        m.meta.slots.detail = [];
      },
      (m: Doctored) => {
        m.meta.captureDate = '<script>';
      },
      (m: Doctored) => {
        m.files[0].bytes = -3;
      },
      (m: Doctored) => {
        m.key = 'another';
      },
    ]) {
      await doctor(change);
      const results = await run();
      assert.equal(results.cacheHits, 0, `${change} is a miss`);
      assertSafe(results);
    }
  });

  it('should not read a manifest or a cached file that is not a regular file (a link to /dev/zero)', { timeout: 10_000 }, async () => {
    const { part, manifest } = await entry();
    const victim = part(manifest.files[0].name);
    await rm(victim);
    await symlink('/dev/zero', victim);
    assert.equal((await run()).cacheHits, 0, 'a cached file that is a device is a miss');
    const again = await entry();
    await rm(again.part('manifest.json'));
    await symlink('/dev/zero', again.part('manifest.json'));
    assert.equal((await run()).cacheHits, 0, 'a manifest that is a device is a miss');
    assert.equal((await run()).cacheHits, 1, 'and the entry is good again');
  });

  it('should leave a good entry and no temp file when a second writer finishes the same key', async () => {
    const { key, part, manifest } = await entry();
    const files = await Promise.all(manifest.files.map(async (f: { name: string }) => ({ name: f.name, data: await readFile(part(f.name)) })));
    await writeEntry(openCache(cacheDir).open('images'), key, files, manifest.meta, (meta): meta is unknown => meta !== undefined);
    assert.equal((await run()).cacheHits, 1, 'the entry is still good');
    assert.deepEqual(
      (await readdir(path.join(cacheDir, 'images'))).filter((name) => name.startsWith('.')),
      [],
      'the second writer left no temp file',
    );
  });
});

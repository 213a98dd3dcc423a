import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { defaults, type ImageSettings } from '../../src/config.ts';
import { sha256 } from '../../src/hash.ts';
import { writeEntry } from '../../src/images/cache.ts';
import { processImages, type ImageResults } from '../../src/images/pipeline.ts';

/** A published image name: `{slug}-{8 hex}-{width}.{ext}` or `{slug}-{8 hex}-full.webp`, nothing else. */
const PLAIN_NAME = /^[a-z0-9-]+-[0-9a-f]{8}-(\d+\.(avif|webp|jpg)|full\.webp)$/;

/**
 * The image cache is input from outside (CI keeps `.cache` between runs, anyone can edit it): a
 * doctored entry must be a miss that is encoded again, never a path, a name or a value that
 * reaches the site.
 */
describe('image cache entries are untrusted', () => {
  let dir: string;
  let assetsDir: string;
  let cacheDir: string;
  const settings: ImageSettings = { ...defaults.images, widths: [280] };
  const run = () => processImages(['kuva.png'], { assetsDir, cacheDir, settings });
  /** The one entry's folder and its parsed manifest. */
  const entry = async () => {
    const [key] = (await readdir(cacheDir)).filter((name) => /^[0-9a-f]+$/.test(name));
    const folder = path.join(cacheDir, key!);
    return { folder, manifest: JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) };
  };
  const doctor = async (change: (manifest: any, folder: string) => Promise<void> | void) => {
    const { folder, manifest } = await entry();
    await change(manifest, folder);
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
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
    for (const variant of image.variants) assert.match(variant.name, PLAIN_NAME);
  };

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-cache-'));
    assetsDir = path.join(dir, 'assets');
    await mkdir(assetsDir, { recursive: true });
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6b4a' } }).png().toFile(path.join(assetsDir, 'kuva.png'));
  });
  beforeEach(async () => {
    cacheDir = path.join(dir, `cache-${Math.floor(performance.now())}`);
    assertSafe(await run());
    assert.equal((await run()).cacheHits, 1, 'a good entry is a hit');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should never publish a file name or path taken from the cache (../../PWNED.txt)', async () => {
    await doctor(async (manifest, folder) => {
      const payload = Buffer.from('pwned');
      await writeFile(path.join(folder, '../../PWNED.txt'), payload);
      manifest.files.push({ name: '../../PWNED.txt', sha256: sha256(payload), bytes: payload.length });
      manifest.meta.large.name = '../../PWNED.txt';
      for (const variant of manifest.meta.variants) variant.name = '../../PWNED.txt';
    });
    const results = await run();
    assert.equal(results.cacheHits, 0, 'the doctored entry is a miss');
    assertSafe(results);
    assert.ok(![...results.files.values()].some((file) => file.includes('PWNED')), 'PWNED.txt is never copied');
    assert.equal((await run()).cacheHits, 1, 'the entry was encoded again and is good');
  });

  it('should not let a colour, a size or a format from the cache reach the pages', async () => {
    for (const change of [
      (m: any) => void (m.meta.color = '#ff0000}body{display:none'),
      (m: any) => void (m.meta.width = -1),
      (m: any) => void (m.meta.height = '300'),
      (m: any) => void (m.meta.large.width = 1.5),
      (m: any) => void (m.meta.variants[0].format = 'gif'),
      (m: any) => void (m.meta.variants = []),
      (m: any) => void (m.meta.captureDate = '<script>'),
      (m: any) => void (m.files[0].bytes = -3),
      (m: any) => void (m.key = 'another'),
    ]) {
      await doctor(change);
      const results = await run();
      assert.equal(results.cacheHits, 0, `${change} is a miss`);
      assertSafe(results);
    }
  });

  it('should not read a manifest or a cached file that is not a regular file (a link to /dev/zero)', { timeout: 10_000 }, async () => {
    const { folder, manifest } = await entry();
    const victim = path.join(folder, manifest.files[0].name);
    await rm(victim);
    await symlink('/dev/zero', victim);
    assert.equal((await run()).cacheHits, 0, 'a cached file that is a device is a miss');
    const again = await entry();
    await rm(path.join(again.folder, 'manifest.json'));
    await symlink('/dev/zero', path.join(again.folder, 'manifest.json'));
    assert.equal((await run()).cacheHits, 0, 'a manifest that is a device is a miss');
    assert.equal((await run()).cacheHits, 1, 'and the entry is good again');
  });

  it('should keep a good entry that another build may be copying from when a second writer finishes the same key', async () => {
    const { folder, manifest } = await entry();
    const inodes = async () => Promise.all(manifest.files.map(async (f: { name: string }) => (await stat(path.join(folder, f.name))).ino));
    const before = await inodes();
    const files = await Promise.all(manifest.files.map(async (f: { name: string }) => ({ name: f.name, data: await readFile(path.join(folder, f.name)) })));
    await writeEntry(cacheDir, path.basename(folder), files, manifest.meta, (meta): meta is unknown => meta !== undefined);
    assert.deepEqual(await inodes(), before, 'the files in place were neither removed nor replaced');
    assert.equal((await run()).cacheHits, 1, 'the entry is still good');
    assert.deepEqual((await readdir(cacheDir)).filter((name) => name.includes('.tmp-')), [], 'the second writer cleaned up its temp folder');
  });
});

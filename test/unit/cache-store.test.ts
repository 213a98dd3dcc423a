import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openCache, parseJson } from '../../src/cache/store.ts';

const KEY_A = 'a'.repeat(20);
const KEY_B = 'b'.repeat(20);
const KEY_C = 'c'.repeat(64);

describe('the cache store', () => {
  let dir: string;
  let stores = 0;
  /** A cache folder of its own for each test. */
  const fresh = () => path.join(dir, `cache-${++stores}`);
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-store-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should give back the bytes put, from a file per part in the kind’s folder, and leave no temp file', async () => {
    const cacheDir = fresh();
    const images = openCache(cacheDir).open('images');
    const failed = await images.put(KEY_A, { 'manifest.json': '{"key":1}', 'card-280.avif': Buffer.from([1, 2, 3]) });
    assert.equal(failed, undefined, 'written');
    const later = openCache(cacheDir).open('images');
    assert.deepEqual(await later.get(KEY_A, 'card-280.avif'), Buffer.from([1, 2, 3]), 'a later run reads the same bytes');
    assert.equal((await later.get(KEY_A, 'manifest.json'))?.toString(), '{"key":1}');
    assert.equal(later.file(KEY_A, 'card-280.avif'), path.join(cacheDir, 'images', `${KEY_A}.card-280.avif`));
    assert.deepEqual((await readdir(path.join(cacheDir, 'images'))).sort(), [`${KEY_A}.card-280.avif`, `${KEY_A}.manifest.json`], 'no temp file left');
  });

  it('should take a missing part, a folder, a device or a part over its size for a miss, never an error', { timeout: 10_000 }, async () => {
    const cacheDir = fresh();
    const faces = openCache(cacheDir).open('faces');
    assert.equal(await faces.get(KEY_A, 'json'), undefined, 'nothing stored yet: not even the folder');
    await mkdir(path.join(cacheDir, 'faces', `${KEY_A}.json`), { recursive: true });
    assert.equal(await faces.get(KEY_A, 'json'), undefined, 'a folder where the part should be');
    await symlink('/dev/zero', path.join(cacheDir, 'faces', `${KEY_B}.json`));
    assert.equal(await faces.get(KEY_B, 'json'), undefined, 'a link to a device is never read');
    await faces.put(KEY_C, { json: '{"faces":[]}' });
    assert.equal(await faces.get(KEY_C, 'json', 4), undefined, 'a part over the size its kind allows');
    assert.deepEqual(parseJson(await faces.get(KEY_C, 'json')), { faces: [] });
    await writeFile(faces.file(KEY_C, 'json'), '{"faces":');
    assert.equal(parseJson(await faces.get(KEY_C, 'json')), undefined, 'a damaged JSON part reads as nothing');
  });

  it('should refuse a key or part name that could leave the kind’s folder: a bug, not a miss', async () => {
    const bundles = openCache(fresh()).open('bundles');
    await assert.rejects(bundles.get('../../etc', 'json'), /not a key and a plain part name/);
    await assert.rejects(bundles.put(KEY_A, { '../x': 'y' }), /not a key and a plain part name/);
  });

  it('should prune, in each kind a run opened, the entries the run neither read nor wrote', async () => {
    const cacheDir = fresh();
    const first = openCache(cacheDir);
    await first.open('precompressed').put(KEY_A, { gz: 'a', br: 'a' });
    await first.open('precompressed').put(KEY_B, { gz: 'b', br: 'b' });
    await first.open('booklet').put(KEY_B, { jpg: 'kuva' });
    const folder = path.join(cacheDir, 'precompressed');
    // Left by earlier runs: a killed writer's temp files, young and old, and a folder of an older layout.
    await writeFile(path.join(folder, `.${KEY_A}.gz.123-abcd.tmp`), 'kesken');
    await writeFile(path.join(folder, `.${KEY_B}.gz.456-abcd.tmp`), 'hylätty');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(folder, `.${KEY_B}.gz.456-abcd.tmp`), twoHoursAgo, twoHoursAgo);
    await mkdir(path.join(folder, 'vanha'));

    const second = openCache(cacheDir);
    const copies = second.open('precompressed');
    assert.ok(await copies.get(KEY_A, 'gz'), 'read: used');
    await copies.put(KEY_C, { gz: 'c', br: 'c' });
    assert.equal(await copies.get('d'.repeat(20), 'gz'), undefined, 'a miss uses nothing');
    await second.prune();
    assert.deepEqual(
      (await readdir(folder)).sort(),
      [`.${KEY_A}.gz.123-abcd.tmp`, `${KEY_A}.br`, `${KEY_A}.gz`, `${KEY_C}.br`, `${KEY_C}.gz`],
      'the entries read and written stay, with a temp file another run may be writing; the rest goes',
    );
    assert.deepEqual(await readdir(path.join(cacheDir, 'booklet')), [`${KEY_B}.jpg`], 'a kind this run never opened is left alone');
    assert.deepEqual(second.problems, [], 'nothing to report');
  });

  it('should record a write that failed as one problem of its kind, and resolve instead of throwing', async () => {
    const cacheDir = fresh();
    await mkdir(cacheDir, { recursive: true });
    // A file where the kind's folder should be: refused as a read-only folder would be (also to root).
    await writeFile(path.join(cacheDir, 'faces'), 'ei kansio');
    const cache = openCache(cacheDir);
    const faces = cache.open('faces');
    const failed = await faces.put(KEY_A, { json: '{}' });
    assert.ok(failed instanceof Error, 'the error is returned to a caller that needs the part');
    await faces.put(KEY_B, { json: '{}' });
    assert.equal(await cache.open('images').put(KEY_A, { 'manifest.json': '{}' }), undefined, 'another kind is written');
    assert.deepEqual(
      cache.problems.map((problem) => problem.code),
      ['cache.writeFailed'],
      'one problem for the kind, however many writes it refused',
    );
    assert.ok(cache.problems[0]!.message.includes(path.join(cacheDir, 'faces')), `names the folder: ${cache.problems[0]!.message}`);
    assert.match(cache.problems[0]!.message, /seuraava rakentaminen on hitaampi/, 'says what it costs');
    assert.equal(await readFile(path.join(cacheDir, 'faces'), 'utf8'), 'ei kansio', 'the file in the way is untouched');
  });
});

import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openCache } from '../../src/cache/store.ts';
import { bundleBrowserScript, bundleClientScript } from '../../src/pipeline/bundle-assets.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the bundles kept between runs', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-cache-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  /** The one bundle a cache folder holds: its file in the `bundles` kind. */
  const storedBundle = async (cacheDir: string) => {
    const [name] = await readdir(path.join(cacheDir, 'bundles'));
    return path.join(cacheDir, 'bundles', name!);
  };

  it('should give the client script byte for byte as esbuild makes it, with the cache and without', async () => {
    const cacheDir = path.join(dir, 'client');
    const fresh = await bundleClientScript();
    assert.equal(await bundleClientScript(openCache(cacheDir)), fresh, 'first run: bundled and stored');
    assert.equal(await bundleClientScript(openCache(cacheDir)), fresh, 'second run: from the cache');
  });

  it('should use the stored bundle while every file it read is unchanged, and bundle again when one changed', async () => {
    const entry = path.join(dir, 'entry.ts');
    const imported = path.join(dir, 'word.ts');
    const cacheDir = path.join(dir, 'cache');
    await writeFile(entry, "import { word } from './word.ts';\ndocument.title = word;\n");
    await writeFile(imported, "export const word = 'haapa';\n");
    assert.match(text(await bundleBrowserScript(entry, openCache(cacheDir))), /haapa/);

    // The stored output marked: a second run with the same inputs must return exactly it.
    const file = await storedBundle(cacheDir);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { output: string };
    await writeFile(file, JSON.stringify({ ...stored, output: Buffer.from('stored').toString('base64') }));
    assert.equal(text(await bundleBrowserScript(entry, openCache(cacheDir))), 'stored');

    await writeFile(imported, "export const word = 'kuusi';\n");
    const again = text(await bundleBrowserScript(entry, openCache(cacheDir)));
    assert.match(again, /kuusi/, 'the imported file changed: bundled again');
    assert.doesNotMatch(again, /haapa|stored/);
  });

  it('should bundle again when the stored bundle is damaged', async () => {
    const entry = path.join(dir, 'damaged.ts');
    const cacheDir = path.join(dir, 'damaged');
    await writeFile(entry, "document.title = 'kataja';\n");
    assert.match(text(await bundleBrowserScript(entry, openCache(cacheDir))), /kataja/);
    await writeFile(await storedBundle(cacheDir), '{"key":');
    assert.match(text(await bundleBrowserScript(entry, openCache(cacheDir))), /kataja/);
    const stored = JSON.parse(await readFile(await storedBundle(cacheDir), 'utf8')) as { output: string };
    assert.match(text(Buffer.from(stored.output, 'base64')), /kataja/, 'the damaged bundle was replaced by a whole one');
  });
});

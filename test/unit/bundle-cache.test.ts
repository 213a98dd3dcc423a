import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bundleBrowserScript, bundleClientScript } from '../../src/pipeline/bundle-assets.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the bundles kept between runs', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-cache-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should give the client script byte for byte as esbuild makes it, with the cache and without', async () => {
    const cacheDir = path.join(dir, 'client');
    const fresh = await bundleClientScript();
    assert.equal(await bundleClientScript(cacheDir), fresh, 'first run: bundled and stored');
    assert.equal(await bundleClientScript(cacheDir), fresh, 'second run: from the cache');
  });

  it('should use the stored bundle while every file it read is unchanged, and bundle again when one changed', async () => {
    const entry = path.join(dir, 'entry.ts');
    const imported = path.join(dir, 'word.ts');
    const cacheFile = path.join(dir, 'cache', 'bundle.json');
    await writeFile(entry, "import { word } from './word.ts';\ndocument.title = word;\n");
    await writeFile(imported, "export const word = 'haapa';\n");
    assert.match(text(await bundleBrowserScript(entry, cacheFile)), /haapa/);

    // The stored output marked: a second run with the same inputs must return exactly it.
    const stored = JSON.parse(await readFile(cacheFile, 'utf8')) as { output: string };
    await writeFile(cacheFile, JSON.stringify({ ...stored, output: Buffer.from('stored').toString('base64') }));
    assert.equal(text(await bundleBrowserScript(entry, cacheFile)), 'stored');

    await writeFile(imported, "export const word = 'kuusi';\n");
    const again = text(await bundleBrowserScript(entry, cacheFile));
    assert.match(again, /kuusi/, 'the imported file changed: bundled again');
    assert.doesNotMatch(again, /haapa|stored/);
  });

  it('should bundle again when the cache file is damaged', async () => {
    const entry = path.join(dir, 'damaged.ts');
    const cacheFile = path.join(dir, 'damaged', 'bundle.json');
    await writeFile(entry, "document.title = 'kataja';\n");
    await mkdir(path.dirname(cacheFile));
    await writeFile(cacheFile, '{"key":');
    assert.match(text(await bundleBrowserScript(entry, cacheFile)), /kataja/);
  });
});

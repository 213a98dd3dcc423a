import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openPageCache } from '../../src/pipeline/page-cache.ts';

describe('the page cache between runs', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should give a page stored by an earlier run back only for exactly the view it was rendered from', async () => {
    const cacheDir = path.join(dir, 'same-view', 'images');
    const first = await openPageCache(cacheDir);
    assert.equal(first.get('index.html', '{"a":1}'), undefined, 'nothing stored yet');
    first.set('index.html', '{"a":1}', '<!DOCTYPE html><p>yksi</p>\n');
    await first.save();

    const second = await openPageCache(cacheDir);
    assert.equal(second.get('index.html', '{"a":1}'), '<!DOCTYPE html><p>yksi</p>\n');
    assert.equal(second.get('index.html', '{"a":2}'), undefined, 'another view is rendered again');
    assert.equal(second.get('haapa/index.html', '{"a":1}'), undefined, 'the same view under another path is not that page');
  });

  it('should drop the pages a run neither got nor set, and leave no temp file', async () => {
    const cacheDir = path.join(dir, 'drop', 'images');
    const first = await openPageCache(cacheDir);
    first.set('a.html', 'A', 'a');
    first.set('b.html', 'B', 'b');
    await first.save();

    const second = await openPageCache(cacheDir);
    assert.equal(second.get('a.html', 'A'), 'a');
    await second.save();

    const third = await openPageCache(cacheDir);
    assert.equal(third.get('a.html', 'A'), 'a');
    assert.equal(third.get('b.html', 'B'), undefined, 'b.html was not part of the second run');
    assert.deepEqual(await readdir(cacheDir), ['pages.json']);
  });

  it('should treat a damaged cache file as empty and replace it on save', async () => {
    const cacheDir = path.join(dir, 'damaged', 'images');
    const first = await openPageCache(cacheDir);
    first.set('a.html', 'A', 'a');
    await first.save();
    await writeFile(path.join(cacheDir, 'pages.json'), '{"renderer": "x", "pag');

    const second = await openPageCache(cacheDir);
    assert.equal(second.get('a.html', 'A'), undefined);
    second.set('a.html', 'A', 'a');
    await second.save();
    const stored = JSON.parse(await readFile(path.join(cacheDir, 'pages.json'), 'utf8')) as { pages: Record<string, { html: string }> };
    assert.equal(stored.pages['a.html']?.html, 'a');
  });

  it('should render again when the stored renderer fingerprint is not the current one', async () => {
    const cacheDir = path.join(dir, 'renderer', 'images');
    const first = await openPageCache(cacheDir);
    first.set('a.html', 'A', 'a');
    await first.save();
    const file = path.join(cacheDir, 'pages.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { renderer: string };
    await writeFile(file, JSON.stringify({ ...stored, renderer: 'templates-of-yesterday' }));

    const second = await openPageCache(cacheDir);
    assert.equal(second.get('a.html', 'A'), undefined);
  });
});

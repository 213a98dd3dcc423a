/** The one temp-and-rename writer (src/fs/write-atomic.ts). */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { writeFileAtomic } from '../../src/fs/write-atomic.ts';

describe('writeFileAtomic', () => {
  it('replaces a file whole, with the mode asked for, and leaves no temp file behind', async (t) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atomic-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'kuva.jpg');
    await writeFile(file, 'vanha');
    await writeFileAtomic(file, Buffer.from('uusi'), { mode: 0o600 });
    assert.equal(await readFile(file, 'utf8'), 'uusi');
    if (process.platform !== 'win32') assert.equal((await stat(file)).mode & 0o777, 0o600);
    await writeFileAtomic(path.join(dir, 'uusi.md'), 'teksti');
    assert.deepEqual((await readdir(dir)).sort(), ['kuva.jpg', 'uusi.md']);
  });

  it('leaves no temp file and the old file untouched when the folder is missing', async (t) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atomic-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    await assert.rejects(writeFileAtomic(path.join(dir, 'ei-ole', 'x.json'), '{}'), { code: 'ENOENT' });
    assert.deepEqual(await readdir(dir), []);
  });
});

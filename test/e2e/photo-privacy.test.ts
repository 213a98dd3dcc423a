/**
 * Issue 25's "done when" for a photo copied by hand: a camera JPEG with GPS and camera identity
 * in assets/, used by a species, stops `npm run build` (the real command) with a Finnish message
 * naming the photo and the fix, leaves the last site as it was, and is annotated on GitHub; after
 * `npm run puhdista-kuvat` the build passes and the photo's pixels are the same.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { privatePhoto } from '../helpers/private-photo.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { runScript } from '../helpers/run-script.ts';
import { snapshot } from '../helpers/snapshot.ts';

const GITHUB_VARIABLES = ['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_WORKSPACE', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_SHA'];
const PHOTO = 'assets/linnut/kurki-kamera.jpg';

/** The photo's decoded pixels, as stored (no rotation): cleaning must not change one. */
const pixels = async (file: string) => (await sharp(file).raw().toBuffer({ resolveWithObject: true })).data;

describe('a photo with a location, copied by hand into assets/', () => {
  let project: ProjectCopy;
  let photo: string;
  let dist: string;
  const build = (env: NodeJS.ProcessEnv = {}) => runScript(project.root, 'scripts/build.ts', [], env, GITHUB_VARIABLES);

  before(async () => {
    project = await copyProject({ whole: true });
    // One species keeps the builds quick: every image is encoded from a cold cache.
    const lajit = path.join(project.root, 'src/data/lajit');
    for (const entry of await readdir(lajit, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name !== 'kurki.md') await rm(path.join(entry.parentPath, entry.name));
    }
    const assets = path.join(project.root, 'assets');
    for (const entry of await readdir(assets, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/^kurki-\d\.svg$/.test(entry.name)) await rm(path.join(entry.parentPath, entry.name));
    }
    photo = path.join(project.root, PHOTO);
    dist = path.join(project.root, 'dist');
  });
  after(() => project?.cleanup());

  it('stops the build with a Finnish message naming the photo and the fix, and leaves dist/ as it was', async () => {
    const clean = await build();
    assert.equal(clean.code, 0, clean.stderr);
    const before = await snapshot(dist);

    await writeFile(photo, await privatePhoto('jpeg', 4000, 3000));
    const kurki = path.join(project.root, 'src/data/lajit/linnut/kurki.md');
    await writeFile(kurki, (await readFile(kurki, 'utf8')).replace('  - linnut/kurki-2.svg\n', '  - linnut/kurki-2.svg\n  - linnut/kurki-kamera.jpg\n'));
    const run = await build();
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stderr, /^Sivustoa ei rakennettu/m);
    const line = run.stderr.split('\n').find((l) => l.includes(PHOTO));
    assert.ok(line, run.stderr);
    assert.equal(line.split(PHOTO).length, 2, `the photo is named once: ${line}`);
    assert.match(line, /GPS-sijainti/);
    assert.match(line, /npm run puhdista-kuvat/);
    assert.match(line, /Poista kuvien sijainnit/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    assert.deepEqual(await snapshot(dist), before, 'dist/ is unchanged');
  });

  it('with GITHUB_ACTIONS=true, annotates the photo itself', async () => {
    const run = await build({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: path.join(project.root, '..', 'summary.md') });
    assert.equal(run.code, 1);
    const errors = run.stdout.split('\n').filter((l) => l.startsWith(`::error file=${PHOTO}`));
    assert.equal(errors.length, 1, run.stdout);
    assert.match(errors[0]!, /::kuvassa on tieto paikasta.*npm run puhdista-kuvat/);
  });

  it('after npm run puhdista-kuvat the build passes, and the pixels are the same', async () => {
    const pixelsBefore = await pixels(photo);
    const cleaned = await runScript(project.root, 'scripts/puhdista-kuvat.ts', []);
    assert.equal(cleaned.code, 0, cleaned.stderr);
    assert.match(cleaned.stdout + cleaned.stderr, /kurki-kamera\.jpg/);
    const metadata = await sharp(photo).metadata();
    assert.equal(metadata.width, 4000);
    assert.equal(metadata.height, 3000);
    assert.ok((await pixels(photo)).equals(pixelsBefore), 'decoded pixels unchanged');
    const run = await build();
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stderr, /kurki-kamera/, 'no location error and no identity warning');
  });
});

import assert from 'node:assert/strict';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sha256 } from '../../src/hash.ts';
import { detectorCalls, type FaceDetector } from '../../src/privacy/faces/detect-faces.ts';
import { warningsText } from '../../src/messages/warnings.ts';
import type { Problem } from '../../src/messages/student-error.ts';
import { successSummary } from '../../src/report/github-report.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { createSiteCore, EVERYTHING, NOTHING } from '../../src/pipeline/site-core.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { type FixtureSpecies, fixtureContent, fixtureSpecies, makeWorkspace, QUICK_IMAGES, type Workspace, workspaceSettings } from '../helpers/fixtures.ts';
import { facePhoto, sceneWithoutFace } from '../helpers/face-photo.ts';

const PHOTO = 'puut/koivu-1.jpg';
const SPECIES_FILE = 'src/data/lajit/kasvit/metsamanty.md';

/** The fixture with Metsämänty's first photo the 1600×1200 scene (`lupa: kyllä` under it when asked). */
function contentWithScene(permission = false) {
  const species: FixtureSpecies[] = fixtureSpecies().map((entry) =>
    entry.title === 'Metsämänty' ? { ...entry, images: [{ source: PHOTO, ...(permission ? { permission: true } : {}) }, ...entry.images.slice(1)] } : entry,
  );
  return fixtureContent(species);
}

/** The warnings about faces, of all a build or an update lists. */
const facesOf = (result: { warnings: readonly Problem[] }) => result.warnings.filter((warning) => warning.code === 'image.face');

/** A detector that finds a face (0.9, the mesh sure of it) in the face photo's bytes only, and counts its calls. */
function stubDetector(faceBytes: Buffer) {
  const faceHash = sha256(faceBytes);
  const calls: string[] = [];
  const detect: FaceDetector = async ({ bytes }) => {
    calls.push(sha256(bytes));
    return sha256(bytes) === faceHash ? { faces: [{ score: 0.9, mesh: 1, box: { x: 0.3, y: 0.3, width: 0.2, height: 0.25 } }] } : { faces: [] };
  };
  return { detect, calls };
}

describe('the build checks every photo for faces (stubbed detector)', () => {
  let ws: Workspace;
  let face: Buffer;
  before(async () => {
    ws = await makeWorkspace();
    face = await facePhoto();
  });
  after(async () => ws.cleanup());
  // Only the face results are forgotten: the encoded photos stay cached, so each build is quick.
  beforeEach(async () => rm(path.join(ws.cacheDir, 'faces'), { recursive: true, force: true }));

  // Encoding is not what these test: one WebP per slot keeps each build's photos quick.
  const settings = (overrides = {}) => workspaceSettings(ws, { images: QUICK_IMAGES, ...overrides });
  const build = (content = contentWithScene(), detect?: FaceDetector, overrides = {}) =>
    buildSite({ content, settings: settings(overrides), ...(detect ? { detectFaces: detect } : {}) });

  it('warns in Finnish about a photo with a face, naming the photo, the species file and lupa: kyllä', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const { detect } = stubDetector(face);
    const result = await build(contentWithScene(), detect);
    assert.equal(facesOf(result).length, 1, JSON.stringify(result.warnings));
    const [warning] = facesOf(result);
    assert.equal(warning!.code, 'image.face');
    assert.match(warning!.file!, /assets\/puut\/koivu-1\.jpg$/);
    assert.match(warning!.message, /ihmisen kasvot/);
    assert.match(warning!.message, /huoltaja/, 'a guardian is named for a child');
    assert.match(warning!.message, /rajaa kasvot pois/);
    assert.match(warning!.message, /valitse toinen kuva/);
    assert.ok(warning!.message.includes(`${SPECIES_FILE} rivillä 5`), warning!.message);
    assert.ok(warning!.message.includes(`- tiedosto: ${PHOTO} ja lisää sen alle rivi lupa: kyllä`), warning!.message);
    const text = warningsText(facesOf(result), { assetsDir: 'assets' });
    assert.match(text, /^varoitus: 1 kuvassa näyttää olevan ihmisen kasvot:\n {2}- .*assets\/puut\/koivu-1\.jpg: kuvassa näyttää/);
    assert.deepEqual(
      result.warnings.filter((w) => w.code === 'image.identity'),
      [],
      'the camera-identity warnings stay their own',
    );
  });

  it('gives no warning for the same scene without the face', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), await sceneWithoutFace());
    const { detect, calls } = stubDetector(face);
    const result = await build(contentWithScene(), detect);
    assert.deepEqual(facesOf(result), []);
    assert.equal(calls.length, 5, 'every photo in use was checked once');
  });

  it('gives no warning once lupa: kyllä is under the photo, and the file reads back the same', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const content = contentWithScene(true);
    assert.match(content.species[0]!.text, /- tiedosto: puut\/koivu-1\.jpg\n {4}lupa: kyllä\n/);
    const result = await build(content, stubDetector(face).detect);
    assert.deepEqual(facesOf(result), []);
  });

  it('refuses a lupa that is neither kyllä nor ei, at its line', () => {
    const content = contentWithScene(true);
    const broken = {
      ...content,
      species: content.species.map((file, i) => (i === 0 ? { ...file, text: file.text.replace('lupa: kyllä', 'lupa: ehkä') } : file)),
    };
    const parsed = parseContent(broken, ['.jpg', '.png']);
    const problem = parsed.problems.find((p) => p.code === 'content.key.yesNo');
    assert.ok(problem, JSON.stringify(parsed.problems));
    assert.equal(problem.line, 6);
  });

  it('detects nothing on a second build with no change (the cache), and still warns', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const { detect, calls } = stubDetector(face);
    await build(contentWithScene(), detect);
    const first = calls.length;
    const again = await build(contentWithScene(), detect);
    assert.equal(first, 5);
    assert.equal(calls.length, first, 'no detection on the second build');
    assert.equal(facesOf(again).length, 1);
  });

  it('runs no detection and warns about nothing with faces.enabled false', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const { detect, calls } = stubDetector(face);
    const result = await build(contentWithScene(), detect, { faces: { enabled: false } });
    assert.deepEqual(facesOf(result), []);
    assert.equal(calls.length, 0);
  });

  it("finds the face with the core's check alone, which encodes no photo (npm run luokka)", async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const { detect, calls } = stubDetector(face);
    const cacheDir = path.join(ws.dir, 'cache-check');
    const content = contentWithScene();
    const checked = await createSiteCore(settings({ cacheDir }), { loadContent: async () => content, detectFaces: detect }).check();
    assert.deepEqual(checked.problems, []);
    assert.deepEqual(
      facesOf(checked).map((w) => [w.code, path.basename(w.file!)]),
      [['image.face', 'koivu-1.jpg']],
    );
    assert.equal(calls.length, 5, 'every photo in use was looked at');
    assert.deepEqual(await readdir(cacheDir), ['faces'], 'only face results are cached: nothing was encoded');
  });

  it('keeps results in the core: an update with nothing changed detects nothing and lists the warning again', async () => {
    await writeFile(path.join(ws.assetsDir, PHOTO), face);
    const { detect, calls } = stubDetector(face);
    const content = contentWithScene();
    const core = createSiteCore(settings(), { loadContent: async () => content, detectFaces: detect });
    assert.equal(facesOf(await core.update(EVERYTHING)).length, 1);
    const count = calls.length;
    assert.equal(facesOf(await core.update(NOTHING)).length, 1, 'the dev overlay keeps showing it');
    assert.equal(calls.length, count);
  });

  it('does not detect when the content has a mistake', async () => {
    const { detect, calls } = stubDetector(face);
    const content = contentWithScene();
    const broken = {
      ...content,
      species: content.species.map((file, i) => (i === 0 ? { ...file, text: file.text.replace('kuvausaika: 7.6.2022', 'kuvausaika: 7.6.') } : file)),
    };
    await assert.rejects(build(broken, detect), StudentError);
    assert.equal(calls.length, 0);
  });

  it('lists the warnings in the job summary', () => {
    const summary = successSummary({
      siteUrl: '',
      species: 1,
      photos: 1,
      pages: 2,
      weights: [],
      viewport: { width: 390, devicePixelRatio: 2 },
      overBudget: [],
      warnings: [{ file: `assets/${PHOTO}`, code: 'image.face', message: 'kuvassa näyttää olevan ihmisen kasvot.' }],
    });
    assert.match(summary, /### Kuvat, joissa näyttää olevan ihmisen kasvot \(1\)\n\n- .*assets\/puut\/koivu-1\.jpg.*ihmisen kasvot/);
  });
});

describe('the build checks every photo for faces (the real detector)', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
    await writeFile(path.join(ws.assetsDir, PHOTO), await facePhoto());
  });
  after(async () => ws.cleanup());

  it('warns about the drawn face and none of the fixture photos, and a second build detects nothing', async () => {
    const settings = workspaceSettings(ws, { images: QUICK_IMAGES });
    const before = detectorCalls();
    const result = await buildSite({ content: contentWithScene(), settings });
    assert.deepEqual(
      facesOf(result).map((p) => [p.code, path.basename(p.file!)]),
      [['image.face', 'koivu-1.jpg']],
    );
    assert.equal(detectorCalls() - before, 5, 'each photo in use detected once');
    const calls = detectorCalls();
    const again = await buildSite({ content: contentWithScene(), settings });
    assert.equal(detectorCalls(), calls, 'the second build ran no detection');
    assert.equal(facesOf(again).length, 1);
  });
});

import assert from 'node:assert/strict';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { facePhoto, sceneWithoutFace } from '../helpers/face-photo.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { runScript } from '../helpers/run-script.ts';

const GITHUB_VARIABLES = ['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_WORKSPACE', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_SHA'];
const build = (cwd: string, env: NodeJS.ProcessEnv) => runScript(cwd, 'scripts/build.ts', [], env, GITHUB_VARIABLES);
const PHOTO = 'linnut/kurki-3.jpg';

/**
 * `npm run build` with a 1600×1200 drawn face on a scene used by a species (issue 31): the real
 * detector, the Finnish warning in the terminal, the annotation on the photo and the job summary
 * in GitHub Actions; none for the scene alone or once `lupa: kyllä` is under the photo.
 */
describe('npm run build warns about a face in a photo', () => {
  let project: ProjectCopy;
  let kurki: string;
  let original: string;
  let summaryFile: string;
  let github: NodeJS.ProcessEnv;

  before(async () => {
    project = await copyProject({ whole: true });
    // One species keeps the builds quick: every photo is encoded from a cold cache.
    const lajit = path.join(project.root, 'src/data/lajit');
    for (const entry of await readdir(lajit, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'kurki.md' && entry.name !== 'MALLI.md')
        await rm(path.join(entry.parentPath, entry.name));
    }
    const assets = path.join(project.root, 'assets');
    for (const entry of await readdir(assets, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/^kurki-\d\.svg$/.test(entry.name)) await rm(path.join(entry.parentPath, entry.name));
    }
    kurki = path.join(lajit, 'linnut/kurki.md');
    original = (await readFile(kurki, 'utf8')).replace('  - linnut/kurki-2.svg\n', `  - linnut/kurki-2.svg\n  - ${PHOTO}\n`);
    await writeFile(kurki, original);
    summaryFile = path.join(project.root, '..', 'summary.md');
    github = {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_WORKSPACE: project.root,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'aino/eliokokoelma',
      GITHUB_SHA: 'abc123',
    };
  });
  after(() => project?.cleanup());

  it('should warn in the terminal, annotate the photo and list it in the summary', async () => {
    await writeFile(path.join(project.root, 'assets', PHOTO), await facePhoto());
    await writeFile(summaryFile, '');
    const run = await build(project.root, github);
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stderr,
      /^varoitus: 1 kuvassa näyttää olevan ihmisen kasvot:\n {2}- assets\/linnut\/kurki-3\.jpg: kuvassa näyttää olevan ihmisen kasvot\./m,
    );
    assert.match(run.stderr, /src\/data\/lajit\/linnut\/kurki\.md rivillä 7 .*- tiedosto: linnut\/kurki-3\.jpg ja lisää sen alle rivi lupa: kyllä/);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    assert.equal(warnings.length, 1, run.stdout);
    assert.match(warnings[0]!, /^::warning file=assets\/linnut\/kurki-3\.jpg,title=Kuvassa on ehkä ihmisen kasvot::kuvassa näyttää olevan ihmisen kasvot\./);
    const summary = await readFile(summaryFile, 'utf8');
    assert.match(summary, /### Kuvat, joissa näyttää olevan ihmisen kasvot \(1\)/);
  });

  it('should say nothing once lupa: kyllä is under the photo', async () => {
    await writeFile(kurki, original.replace(`  - ${PHOTO}\n`, `  - tiedosto: ${PHOTO}\n    lupa: kyllä\n`));
    try {
      const run = await build(project.root, github);
      assert.equal(run.code, 0, run.stderr);
      assert.doesNotMatch(`${run.stdout}${run.stderr}`, /kasvot/);
    } finally {
      await writeFile(kurki, original);
    }
  });

  it('should say nothing for the same scene without the face', async () => {
    await writeFile(path.join(project.root, 'assets', PHOTO), await sceneWithoutFace());
    const run = await build(project.root, github);
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(`${run.stdout}${run.stderr}`, /kasvot/);
  });
});

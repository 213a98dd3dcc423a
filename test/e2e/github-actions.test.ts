import assert from 'node:assert/strict';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { runScript } from '../helpers/run-script.ts';
import { makeImage } from '../helpers/fixtures.ts';

/** Every variable GitHub Actions sets that the build reads, dropped from what the test itself runs in. */
const GITHUB_VARIABLES = [
  'GITHUB_ACTIONS',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_WORKSPACE',
  'GITHUB_SERVER_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_SHA',
  'GITHUB_REF_NAME',
  'GITHUB_REF_TYPE',
];

/** `npm run build` in the project copy, as a workflow step runs it: its exit code and output. */
const build = (cwd: string, env: NodeJS.ProcessEnv) => runScript(cwd, 'scripts/build.ts', [], env, GITHUB_VARIABLES);

const annotationLines = (output: string) => output.split('\n').filter((line) => line.startsWith('::'));

/**
 * The build in a GitHub Actions step (issue 22): every mistake a workflow annotation on its file and
 * line, in Finnish, and a job summary on the run's page; nothing of either anywhere else.
 */
describe('npm run build in GitHub Actions', () => {
  let project: ProjectCopy;
  let summaryFile: string;
  let kurki: string;
  let original: string;
  let github: NodeJS.ProcessEnv;
  const photo = 'assets/kasvit/sinivuokko-1.png';

  before(async () => {
    project = await copyProject({ whole: true });
    // Two species keep the builds quick: every image is encoded from a cold cache.
    const lajit = path.join(project.root, 'src/data/lajit');
    for (const entry of await readdir(lajit, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !['kurki.md', 'haapa.md'].includes(entry.name)) await rm(path.join(entry.parentPath, entry.name));
    }
    const assets = path.join(project.root, 'assets');
    for (const entry of await readdir(assets, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/^(kurki|haapa)-\d\.svg$/.test(entry.name)) await rm(path.join(entry.parentPath, entry.name));
    }
    kurki = path.join(lajit, 'linnut/kurki.md');
    original = await readFile(kurki, 'utf8');
    await makeImage(path.join(project.root, photo), 64, 48, '#3355cc');
    summaryFile = path.join(project.root, '..', 'summary.md');
    github = {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_WORKSPACE: project.root,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'aino/eliokokoelma',
      GITHUB_SHA: 'abc123',
      GITHUB_REF_NAME: 'main',
      GITHUB_REF_TYPE: 'branch',
      SITE_URL: 'https://aino.github.io/eliokokoelma',
    };
  });
  after(() => project?.cleanup());

  /** kurki.md with a date without its year on line 7 and a misspelt key on line 8. */
  const breakKurki = () =>
    writeFile(
      kurki,
      original.replace('kuvausaika: 14.5.2022\n', 'kuvausaika: 14.5.\nkuvauspaika: Siikaneva\n').replace('kuvauspaikka: Siikaneva, Ruovesi\n', ''),
    );

  it('should annotate each content mistake on its file and line, and list them in the summary', async () => {
    await breakKurki();
    await writeFile(summaryFile, '');
    const run = await build(project.root, github);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /^Sivustoa ei rakennettu: sisällössä on 2 virhettä\./m, 'the terminal report is as before');
    const errors = annotationLines(run.stdout).filter((line) => line.startsWith('::error'));
    assert.deepEqual(errors, [
      `::error file=src/data/lajit/linnut/kurki.md,line=7,title=Päivämäärästä puuttuu vuosi::päivämäärästä "14.5." puuttuu vuosi: kirjoita esimerkiksi 14.5.${new Date().getFullYear()}`,
      '::error file=src/data/lajit/linnut/kurki.md,line=8,title=Tuntematon avain::tuntematon avain "kuvauspaika": tarkoititko "kuvauspaikka"?',
    ]);
    const summary = await readFile(summaryFile, 'utf8');
    assert.match(summary, /^## Sivustoa ei rakennettu\n/);
    assert.ok(
      summary.includes(
        '- [`src/data/lajit/linnut/kurki.md`](https://github.com/aino/eliokokoelma/blob/main/src/data/lajit/linnut/kurki.md#L7), rivi 7 (kuvausaika): päivämäärästä',
      ),
      summary,
    );
    assert.ok(summary.includes('rivi 8 (kuvauspaika): tuntematon avain "kuvauspaika": tarkoititko "kuvauspaikka"?'), summary);
  });

  it('should print no annotation and write no summary outside GitHub Actions', async () => {
    await breakKurki();
    await writeFile(summaryFile, '');
    const run = await build(project.root, { GITHUB_STEP_SUMMARY: summaryFile, SITE_URL: github.SITE_URL });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /rivi 7 \(kuvausaika\)/);
    assert.deepEqual(annotationLines(run.stdout + run.stderr), []);
    assert.equal(await readFile(summaryFile, 'utf8'), '', 'no summary');
  });

  it('should warn on the unused photo itself and tell in the summary where the site is and which file would use the photo', async () => {
    await writeFile(kurki, original);
    await writeFile(summaryFile, '');
    const run = await build(project.root, github);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(annotationLines(run.stdout), [
      '::warning file=assets/kasvit/sinivuokko-1.png,title=Mikään laji ei käytä tätä kuvaa::mikään laji ei käytä tätä kuvaa: ' +
        'tee lajille tiedosto src/data/lajit/kasvit/sinivuokko.md (kopioi siihen mallitiedosto src/data/lajit/MALLI.md) ' +
        'ja kirjoita sen kuvat:-listaan rivi "  - kasvit/sinivuokko-1.png". Jos et tarvitse kuvaa, poista se.',
    ]);
    assert.match(run.stderr, /^varoitus: kansiossa assets\/ on 1 kuva, jota mikään laji ei käytä:/m, 'the terminal warning is as before');
    const summary = await readFile(summaryFile, 'utf8');
    assert.match(summary, /^## Sivusto on rakennettu\n\nSivusto julkaistaan osoitteeseen https:\/\/aino\.github\.io\/eliokokoelma\/ /);
    assert.match(summary, /\| Lajeja \| Kuvia \| Sivuja \|\n\|---:\|---:\|---:\|\n\| 2 \| 4 \| 5 \|/);
    assert.match(summary, /\| etusivu \| \d+,\d \| \d+,\d \| \d+,\d \|/);
    assert.match(summary, /\| raskain lajisivu \((Kurki|Haapa)\) \|/);
    assert.ok(summary.includes('### Kuvat, joita mikään laji ei käytä (1)\n\n- `assets/kasvit/sinivuokko-1.png`: mikään laji ei käytä'), summary);
  });
  it('should warn on each species file the assignment (tehtava.md) still lacks something of, and put the checklist in the summary', async () => {
    await writeFile(kurki, original);
    await writeFile(summaryFile, '');
    const task = path.join(project.root, 'src/data/tehtava.md');
    await writeFile(task, '---\nlajeja vähintään: 3\npakolliset tiedot:\n  - kasvupaikka\n---\n');
    try {
      const run = await build(project.root, github);
      assert.equal(run.code, 0, run.stderr);
      const warnings = annotationLines(run.stdout).filter((line) => line.includes('title=Laj'));
      assert.ok(
        warnings.some((line) => line.startsWith('::warning title=Lajeja on vielä liian vähän::')),
        warnings.join('\n'),
      );
      assert.ok(
        warnings.some((line) => line.startsWith('::warning file=src/data/lajit/linnut/kurki.md,line=1,title=Lajilta puuttuu pakollinen tieto::')),
        warnings.join('\n'),
      );
      assert.match(run.stderr, /^Tehtävä: 2\/3 lajia; 1 lajilta puuttuu tieto kasvupaikka$/m, 'the terminal shows the checklist');
      const summary = await readFile(summaryFile, 'utf8');
      assert.ok(summary.includes('\nTehtävä: 2/3 lajia; 1 lajilta puuttuu tieto kasvupaikka\n'), summary);
    } finally {
      await rm(task);
    }
  });
});

/**
 * The workflow "Luokan kokoelmat", run as GitHub runs it: each job's `run:` steps, taken from its
 * YAML, in order, with bash (`-eo pipefail`), GITHUB_ACTIONS=true and the secret as an empty
 * environment variable, in a scratch copy of the project holding the teacher's list. Only `npm ci`
 * is left out (node_modules is linked). The pupils' repositories are local git repositories that
 * `git clone https://github.com/…` reaches through `url.<folder>.insteadOf` in a git configuration
 * of the test's own (GIT_CONFIG_GLOBAL): no network. The face detector is the real one.
 *
 * - koulu-8b/eliokokoelma-aino: complete (test/helpers/class-repos.ts);
 * - koulu-8b/eliokokoelma-eetu: thin, short of species and sources;
 * - koulu-8b/eliokokoelma-sofia: a photo with a drawn face and one with a GPS position;
 * - koulu-8b/ei-ole: listed, but there is no such repository.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLASS_ASSIGNMENT, type ClassFolder, COMMIT_DATE, makeClassFolder } from '../helpers/class-repos.ts';
import { makeFaceRepository } from '../helpers/face-repository.ts';
import { privatePhoto } from '../helpers/private-photo.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { readWorkflow } from '../helpers/workflow.ts';

const workflow = readWorkflow('luokka.yml');
const LIST = 'luokka/oppilaat.md';

/** The Markdown as the reader sees it: backslash escapes removed. */
const shown = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

function commitAll(repo: string, remote: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Testi', '-c', 'user.email=testi@example.org', ...args], { cwd: repo, env, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('remote', 'add', 'origin', remote);
  git('add', '-A');
  git('commit', '-q', '-m', 'Kokoelma');
}

/** Sofia's repository: the face photo of test/helpers/face-repository.ts and a second species whose photo has a GPS position. */
async function sofiaRepository(repo: string) {
  await makeFaceRepository(repo);
  await writeFile(path.join(repo, 'src/data/kokoelma.md'), '---\notsikko: Eliökokoelma\nnimi: Sofia\nluokka: 8b\n---\n');
  await mkdir(path.join(repo, 'src/data/lajit/kasvit'), { recursive: true });
  await mkdir(path.join(repo, 'assets/kasvit'), { recursive: true });
  await writeFile(path.join(repo, 'assets/kasvit/kielo-1.jpg'), await privatePhoto('jpeg', 64, 48));
  await writeFile(
    path.join(repo, 'src/data/lajit/kasvit/kielo.md'),
    '---\nnimi: Kielo\nkuvat:\n  - kasvit/kielo-1.jpg\nkuvausaika: 1.6.2026\nlähteet:\n  - https://fi.wikipedia.org/wiki/Kielo Wikipedia: Kielo\n---\n\nKielo kukkii.\n',
  );
  commitAll(repo, 'https://github.com/koulu-8b/eliokokoelma-sofia.git');
}

interface Run {
  outputs: string;
  summary: string;
  stdout: string;
}

/** One job's `run:` steps with bash, as the runner runs them; `npm ci` is skipped. */
async function runJob(root: string, job: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const outputs = path.join(root, '..', `${job}-outputs`);
  const summary = path.join(root, '..', `${job}-summary.md`);
  await writeFile(outputs, '');
  await writeFile(summary, '');
  let stdout = '';
  for (const step of workflow.jobs[job]!.steps!) {
    if (!step.run || step.run === 'npm ci') continue;
    const stepEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...env,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_WORKSPACE: root,
    };
    for (const name of Object.keys(step.env ?? {})) assert.ok(name in env, `${step.name}: a value for ${name}`);
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: root, env: stepEnv, encoding: 'utf8' });
    assert.equal(result.status, 0, `${step.name ?? step.run}:\n${result.stdout}\n${result.stderr}`);
    stdout += result.stdout;
  }
  return { outputs: await readFile(outputs, 'utf8'), summary: await readFile(summary, 'utf8'), stdout };
}

describe('workflow Luokan kokoelmat, run as GitHub runs it', () => {
  let project: ProjectCopy;
  let pupils: ClassFolder;
  let env: NodeJS.ProcessEnv;
  let run: Run;
  let rows: Map<string, string[]>;

  before(async () => {
    project = await copyProject({ whole: true });
    await cp('luokka', path.join(project.root, 'luokka'), { recursive: true });
    await writeFile(path.join(project.root, 'src/data/tehtava.md'), CLASS_ASSIGNMENT);

    // "GitHub": owner folders holding the pupils' repositories, reached through insteadOf.
    pupils = await makeClassFolder();
    const github = path.join(pupils.root, 'github');
    await cp(path.join(pupils.root, 'eliokokoelma-aino'), path.join(github, 'koulu-8b/eliokokoelma-aino'), { recursive: true });
    await cp(path.join(pupils.root, 'eliokokoelma-eetu'), path.join(github, 'koulu-8b/eliokokoelma-eetu'), { recursive: true });
    await sofiaRepository(path.join(github, 'koulu-8b/eliokokoelma-sofia'));
    const gitconfig = path.join(pupils.root, 'gitconfig');
    await writeFile(gitconfig, `[url "file://${github}/"]\n\tinsteadOf = https://github.com/\n`);
    env = { GIT_CONFIG_GLOBAL: gitconfig, GIT_CONFIG_NOSYSTEM: '1', LUOKKA_TOKEN: '' };

    const shipped = await readFile(path.join(project.root, LIST), 'utf8');
    await writeFile(
      path.join(project.root, LIST),
      `${shipped}https://github.com/koulu-8b/eliokokoelma-aino\n- https://github.com/koulu-8b/eliokokoelma-eetu.git\nhttps://koulu-8b.github.io/eliokokoelma-sofia/\nhttps://github.com/koulu-8b/ei-ole\n`,
    );
    const list = await runJob(project.root, 'list', env);
    assert.match(list.outputs, /^pupils=true$/m, 'the list job finds the pupils, so the report job runs');
    run = await runJob(project.root, 'report', env);
    // The summary's table: each row by the pupil's label, its cells as the reader sees them.
    rows = new Map(
      shown(run.summary)
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
        .map((line) => line.slice(2, -2).split(' | '))
        .map((cells) => [cells[0]!.replace(/^\[(.*)\]\(.*\)$/, '$1'), cells.slice(1)]),
    );
  });
  after(async () => {
    await project?.cleanup();
    await pupils?.cleanup();
  });

  it('should give each listed repository its row in the summary table, in the list order', () => {
    assert.deepEqual([...rows.keys()], ['Oppilas', 'Aino, 8b', 'Eetu, 8b', 'Sofia, 8b', 'koulu-8b/ei-ole']);
    assert.deepEqual(rows.get('Oppilas'), ['Lajeja', 'Tehtävä', 'Virheitä', 'Kuvia, joissa kasvot', 'Kuvia, joissa sijainti', 'Viimeisin muutos', 'Sivusto']);
    assert.match(run.summary, /^\| \[Aino, 8b\]\(https:\/\/github\.com\/koulu-8b\/eliokokoelma-aino\) \|/m, "the pupil's name links to the repository");
  });

  it('should show the complete collection as complete, checked against the teacher’s own assignment', () => {
    assert.deepEqual(rows.get('Aino, 8b'), ['3', 'täyttyy', '0', '0', '0', '20.11.2026 klo 14.05', '<https://koulu-8b.github.io/eliokokoelma-aino/>']);
    assert.match(shown(run.summary), /Tehtävän vaatimukset: src\/data\/tehtava\.md\./);
  });

  it("should name the thin collection's shortfalls in words", () => {
    assert.deepEqual(rows.get('Eetu, 8b')!.slice(0, 5), ['2', 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet', '0', '0', '0']);
    const part = shown(run.summary.slice(run.summary.indexOf('### Eetu, 8b')));
    assert.match(part, /\*\*Tehtävän puutteet\*\*\n\n- kokoelmassa on 2 lajia, tehtävässä pitää olla vähintään 3 lajia/);
    assert.match(part, /- src\/data\/lajit\/kasvit\/kielo\.md, rivi 1 \(lähteet\): tehtävä vaatii jokaiselta lajilta tiedon lähteet/);
  });

  it('should count the face and the location, and name both photos in words', () => {
    assert.deepEqual(rows.get('Sofia, 8b')!.slice(0, 5), [
      '2',
      'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto kuvausaika; 1 lajilta puuttuu tieto lähteet',
      '1',
      '1',
      '1',
    ]);
    const part = shown(run.summary.slice(run.summary.indexOf('### Sofia, 8b')));
    assert.match(part, /- assets\/kasvit\/kielo-1\.jpg: .*sijainti/, 'the located photo stops the build: its problem in words');
    assert.match(part, /- assets\/linnut\/kurki-1\.jpg: kuvassa näyttää olevan ihmisen kasvot/, 'the face, in words');
    assert.match(part, /\*\*Kuvat, joissa on sijainti\*\*\n\n- assets\/kasvit\/kielo-1\.jpg/);
  });

  it('should give the missing repository its row with the reason in Finnish', () => {
    // A local folder that is not there fails in git's words for files; GitHub's answers are classified in test/unit/class-list.test.ts.
    assert.match(rows.get('koulu-8b/ei-ole')![2]!, /^Repositoriota ei voitu hakea/);
  });

  it('should speak Finnish only: no internal code in the summary or the log', () => {
    for (const text of [run.summary, run.stdout]) assert.doesNotMatch(text, /\b(content|image|assignment|teacher|handin)\.[a-z]+/);
    assert.match(run.summary, /kohdassa \*\*Artifacts\*\*/, 'the summary says where the downloads are');
  });

  it('should leave the report and the CSV for the upload steps, and the face results for the cache', async () => {
    const out = await readdir(path.join(project.root, 'luokka'));
    assert.ok(out.includes('luokka-raportti.html') && out.includes('luokka-raportti.csv'), out.join(', '));
    assert.ok((await readdir(path.join(project.root, '.cache', 'faces'))).length > 0, 'the face results are in .cache/faces');
  });

  it('should do nothing with the shipped empty list: one Finnish line, no pupils for the report job', async () => {
    await cp('luokka/oppilaat.md', path.join(project.root, LIST));
    const list = await runJob(project.root, 'list', env);
    assert.doesNotMatch(list.outputs, /pupils=true/);
    assert.equal(list.summary.trim(), 'Luettelossa luokka/oppilaat.md ei ole yhtään osoitetta, joten mitään ei tarkistettu.');
    assert.equal(workflow.jobs.report!.if, "needs.list.outputs.pupils == 'true'", 'so the report job, with npm ci and the clones, is skipped');
  });
});

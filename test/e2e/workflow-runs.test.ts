/**
 * The hand-run workflows, run as GitHub runs them: each job's `run:` steps, taken from its YAML, in
 * order, with bash (`-eo pipefail`, as the runner does), GITHUB_ACTIONS=true, each step's own
 * GITHUB_OUTPUT and its `if:` on earlier steps' outputs, and the inputs a student types coming in
 * through the environment. The student's repository is a real bare remote: the job works in a
 * shallow clone of it made when the job starts (what actions/checkout does), and pushes to it, while
 * the student's own clone can land a commit meanwhile, even between the job's pull and its push.
 * Only `npm ci` (node_modules is linked) and the `uses:` steps are left out. Then the remote is
 * checked, and the build the publish job would run (`npm run build`) must pass on the result.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { GROUP_NOTE } from '../../src/author/group-notes.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';
import { readWorkflow, type WorkflowStep } from '../helpers/workflow.ts';

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The student's repository on GitHub: a bare remote, the student's own clone and a folder for the jobs' checkouts. */
interface Hosted {
  project: ProjectCopy;
  remote: string;
  student: string;
  jobs: string;
}

/** A scratch repository: the project with the frozen sample, the workflows, the notes; one commit on main, pushed to a bare remote. */
async function hostedRepository(): Promise<Hosted> {
  const project = await copyProject({ whole: true });
  const student = project.root;
  for (const entry of ['.github', 'uudet-kuvat', 'biome.jsonc', '.gitignore']) await cp(entry, path.join(student, entry), { recursive: true });
  for (const group of GROUPS) {
    await mkdir(path.join(student, 'assets', group.folder), { recursive: true });
    await cp(path.join('assets', group.folder, GROUP_NOTE), path.join(student, 'assets', group.folder, GROUP_NOTE));
  }
  git(student, 'init', '--quiet', '--initial-branch=main');
  git(student, 'config', 'user.name', 'Testi');
  git(student, 'config', 'user.email', 'testi@example.invalid');
  git(student, 'add', '-A');
  git(student, 'commit', '--quiet', '-m', 'Pohja');
  const remote = path.join(student, '..', 'origin.git');
  git(student, 'clone', '--quiet', '--bare', student, remote);
  git(student, 'remote', 'add', 'origin', remote);
  git(student, 'fetch', '--quiet', 'origin');
  git(student, 'branch', '--quiet', '--set-upstream-to=origin/main');
  const jobs = path.join(student, '..', 'jobs');
  await mkdir(jobs);
  return { project, remote, student, jobs };
}

/** The student's upload on github.com: the files written, one commit pushed to main. */
async function upload(hosted: Hosted, files: Record<string, Buffer | string>, message = 'Lisää tiedostoja'): Promise<void> {
  git(hosted.student, 'pull', '--quiet', '--rebase');
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(hosted.student, file)), { recursive: true });
    await writeFile(path.join(hosted.student, file), bytes);
  }
  git(hosted.student, 'add', '-A');
  git(hosted.student, 'commit', '--quiet', '-m', message);
  git(hosted.student, 'push', '--quiet', 'origin', 'main');
}

/** actions/checkout at the job's start: a shallow clone of the branch's newest commit, with the installed node_modules. */
async function checkout(hosted: Hosted, name: string): Promise<string> {
  const dir = path.join(hosted.jobs, name);
  git(hosted.jobs, 'clone', '--quiet', '--depth', '1', '--branch', 'main', `file://${hosted.remote}`, dir);
  await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The files of main on the remote, as the next checkout would see them. */
const remoteFiles = (hosted: Hosted, folder: string) => git(hosted.remote, 'ls-tree', '-r', '--name-only', 'main', '--', folder).split('\n').filter(Boolean);

interface Run {
  /** The step that failed, or undefined when every step ran through. */
  failed?: string;
  /** Each step's outputs by its id. */
  outputs: Record<string, Record<string, string>>;
  summary: string;
  log: string;
}

interface RunOptions {
  /** Values for the env entries that are `${{ }}` expressions of GitHub's, by env name. */
  values?: Record<string, string>;
  /** Shell lines before each step's script (a stand-in for a command). */
  prelude?: string;
  /** This many of the job's pushes find that the student pushed another photo just before. */
  racePushes?: number;
}

const OUTPUT_EXPRESSION = /\$\{\{ steps\.([\w-]+)\.outputs\.([\w-]+) \}\}/g;

/** A step's `if:`, of the one form the workflows use: `steps.<id>.outputs.<name> == '<value>'` (or `!=`). */
function condition(expression: string, outputs: Run['outputs']): boolean {
  const test = /^steps\.([\w-]+)\.outputs\.([\w-]+) (==|!=) '([^']*)'$/.exec(expression);
  assert.ok(test, `a condition this runner knows: ${expression}`);
  return ((outputs[test[1]!]?.[test[2]!] ?? '') === test[4]) === (test[3] === '==');
}

/** Writes the script that lands the student's next photo on main, `times` times, at each push of the job. */
async function raceScript(hosted: Hosted, times: number): Promise<string> {
  const script = path.join(hosted.jobs, 'race.sh');
  await writeFile(path.join(hosted.jobs, 'race-count'), String(times));
  await writeFile(path.join(hosted.jobs, 'race.jpg'), await privatePhoto('jpeg', 64, 48));
  await writeFile(
    script,
    [
      'unset -f git',
      `count=$(cat '${hosted.jobs}/race-count')`,
      'if [ "$count" -le 0 ]; then exit 0; fi',
      `echo $((count - 1)) > '${hosted.jobs}/race-count'`,
      `cd '${hosted.student}'`,
      'git pull --quiet --rebase',
      `cp '${hosted.jobs}/race.jpg' "uudet-kuvat/IMG_09$count.jpg"`,
      'git add uudet-kuvat',
      'git commit --quiet -m "Seuraavan lajin kuva ladattu"',
      'git push --quiet origin main',
    ].join('\n'),
  );
  return script;
}

/**
 * Runs the job's run steps as the runner would: each a bash script with its env (GitHub's own
 * expressions from `values`, earlier steps' outputs filled in), skipped when its `if:` is false,
 * stopping at the first failure. `npm ci` is skipped.
 */
async function runJob(hosted: Hosted, dir: string, file: string, job: string, options: RunOptions = {}): Promise<Run> {
  const { values = {}, prelude = '' } = options;
  const spec = readWorkflow(file).jobs[job]!;
  const summary = path.join(dir, '..', `${path.basename(dir)}-summary.md`);
  await writeFile(summary, '');
  const race = options.racePushes ? await raceScript(hosted, options.racePushes) : undefined;
  const run: Run = { outputs: {}, summary: '', log: '' };
  for (const step of spec.steps!) {
    if (!step.run || step.run === 'npm ci' || (step.if && !condition(step.if, run.outputs))) continue;
    const outputFile = path.join(dir, '..', `${path.basename(dir)}-output`);
    await writeFile(outputFile, '');
    const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: dir };
    for (const [name, value] of Object.entries(spec.env ?? {})) env[name] = String(value);
    for (const [name, expression] of Object.entries(step.env ?? {})) env[name] = envValue(step, name, String(expression), values, run.outputs);
    // A stand-in for git lands the student's next photo on main just before the job's push.
    const racing = race ? `git() { if [ "$1" = push ]; then bash '${race}'; fi; command git "$@"; }\nexport -f git\n` : '';
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', `${racing}${prelude}\n${step.run}`], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    run.log += `${result.stdout}${result.stderr}`;
    if (step.id)
      run.outputs[step.id] = Object.fromEntries(
        (await readFile(outputFile, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(/=(.*)/s).slice(0, 2)),
      );
    if (result.status !== 0 && step['continue-on-error']) run.outputs[`${step.id}-outcome`] = { failure: 'true' };
    else if (result.status !== 0) {
      run.failed = step.name ?? step.run;
      break;
    }
  }
  run.summary = await readFile(summary, 'utf8');
  return run;
}

/** An env entry's value: given by the test, or an earlier step's outputs filled in. */
function envValue(step: WorkflowStep, name: string, expression: string, values: Record<string, string>, outputs: Run['outputs']): string {
  if (name in values) return values[name]!;
  const filled = expression.replace(OUTPUT_EXPRESSION, (_, id: string, key: string) => outputs[id]?.[key] ?? '');
  assert.ok(!filled.includes('${{'), `${step.name}: a value for ${name} (${expression})`);
  return filled;
}

function build(root: string): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'true' }, encoding: 'utf8' });
  assert.equal(result.status, 0, `npm run build:\n${result.stdout}\n${result.stderr}`);
}

const BRANCH_URL = 'https://github.com/aino/eliokokoelma/blob/main';
const START = { OTSIKKO: 'Ainon eliöt', ETUNIMI: 'Aino', LUOKKA: '8b', YKSITYINEN: 'false', BRANCH_URL };
const ADD = { NIMI: 'Kevätesikko', TIETEELLINEN: 'Primula veris', RYHMA: 'kasvit', RUUTU: '', BRANCH_URL };
/** The retry's line in the log: the push was rejected and tried again. */
const REJECTED = /Tallennus ei onnistunut \(yritys 1\/3\)/;

describe('workflow Aloita oma kokoelma, run as GitHub runs it', () => {
  let hosted: Hosted;
  before(async () => {
    hosted = await hostedRepository();
  });
  after(() => hosted?.project.cleanup());

  it('should push an empty collection with every group folder still in assets/ over a photo uploaded meanwhile, and then build', async () => {
    const job = await checkout(hosted, 'aloita');
    const quote = 'Ainon "eliöt" $(touch pwned)';
    // A private repository: the forms' photo fields are rewritten and committed too.
    const run = await runJob(hosted, job, 'aloita.yml', 'start', { values: { ...START, OTSIKKO: quote, YKSITYINEN: 'true' }, racePushes: 1 });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(run.outputs.commit?.committed, 'true');
    assert.match(run.log, REJECTED, 'the first push was rejected');
    assert.equal(git(hosted.remote, 'log', '-1', '--format=%s%n%an', 'main'), 'Aloita oma kokoelma\ngithub-actions[bot]');
    assert.equal(git(hosted.remote, 'log', '-1', '--format=%s', 'main~1'), 'Seuraavan lajin kuva ladattu', 'on top of what landed meanwhile');
    assert.equal(git(job, 'status', '--porcelain'), '', 'everything it changed is committed');
    const tracked = remoteFiles(hosted, 'assets');
    assert.deepEqual(tracked, GROUPS.map((group) => `assets/${group.folder}/${GROUP_NOTE}`).sort(), 'only the notes are left in assets/, one per group folder');
    assert.deepEqual(
      remoteFiles(hosted, 'src/data/lajit').filter((file) => path.basename(file) !== 'MALLI.md'),
      [],
      'no species file is left',
    );
    assert.deepEqual(remoteFiles(hosted, 'uudet-kuvat'), ['uudet-kuvat/IMG_091.jpg', `uudet-kuvat/${GROUP_NOTE}`], 'the photo uploaded meanwhile is kept');
    const collection = git(hosted.remote, 'show', 'main:src/data/kokoelma.md');
    assert.ok(collection.includes(quote), 'the title is kept as typed: the input is only text');
    assert.ok(!(await readdir(job)).includes('pwned'), 'nothing in an input ran');
    assert.ok(run.summary.includes(`](${BRANCH_URL}/src/data/kokoelma.md)`), 'the summary links the file on the branch');
    for (const form of ['uusi-laji.yml', 'lisaa-kuvia.yml'])
      assert.match(git(hosted.remote, 'show', `main:.github/ISSUE_TEMPLATE/${form}`), /- type: checkboxes\n {4}id: kuvat\n/, `${form}: no photo field`);
    build(job);
  });
});

describe('workflow Lisää laji kuvista, run as GitHub runs it', () => {
  let hosted: Hosted;
  before(async () => {
    hosted = await hostedRepository();
    // The student's own collection, started with the other button: the build then encodes only the new photos.
    const start = await checkout(hosted, 'aloita');
    assert.equal((await runJob(hosted, start, 'aloita.yml', 'start', { values: START })).failed, undefined);
  });
  after(() => hosted?.project.cleanup());

  it("should make a species of the photos there when the job started, keep the next species' photos uploaded meanwhile, push, and build", async () => {
    await upload(
      hosted,
      { 'uudet-kuvat/IMG_0001.jpg': await privatePhoto('jpeg', 640, 480), 'uudet-kuvat/IMG_0002.jpg': await privatePhoto('jpeg', 480, 640) },
      'Kuvat ladattu',
    );
    const job = await checkout(hosted, 'lisaa');
    // The next species' photo lands after the checkout (the job's pull takes it in), another between the pull and the push.
    await upload(hosted, { 'uudet-kuvat/IMG_0100.jpg': await privatePhoto('jpeg', 64, 48) }, 'Seuraavan lajin kuva ladattu');
    const run = await runJob(hosted, job, 'lisaa-laji.yml', 'add', { values: ADD, racePushes: 1 });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(run.outputs.commit?.committed, 'true');
    assert.match(run.log, REJECTED, 'the first push was rejected');
    assert.equal(git(job, 'status', '--porcelain'), '', 'everything it changed is committed');

    const changed = git(hosted.remote, 'show', '--name-status', '--no-renames', '--format=', 'main').split('\n').sort();
    const added = changed.filter((line) => line.startsWith('A\t')).map((line) => line.slice(2));
    const species = added.filter((file) => file.startsWith('src/data/lajit/'));
    const photos = added.filter((file) => file.startsWith('assets/'));
    assert.deepEqual(species, ['src/data/lajit/kasvit/kevatesikko.md']);
    assert.equal(photos.length, 2, `two photos in assets/: ${added.join(', ')}`);
    assert.deepEqual(
      changed.filter((line) => line.startsWith('D\t')),
      ['D\tuudet-kuvat/IMG_0001.jpg', 'D\tuudet-kuvat/IMG_0002.jpg'],
      'only the photos there when the job started are taken',
    );
    assert.equal(git(hosted.remote, 'log', '-1', '--format=%s', 'main'), 'Lisää laji kuvista: src/data/lajit/kasvit/kevatesikko.md');
    assert.deepEqual(
      remoteFiles(hosted, 'uudet-kuvat'),
      ['uudet-kuvat/IMG_0100.jpg', 'uudet-kuvat/IMG_091.jpg', `uudet-kuvat/${GROUP_NOTE}`],
      "the next species' photos stay for the next run",
    );

    const text = git(hosted.remote, 'show', `main:${species[0]}`);
    assert.match(text, /Kevätesikko/);
    assert.match(text, /Primula veris/);
    for (const photo of photos) {
      assert.ok(text.includes(path.basename(photo)), `${photo} is named in the species file`);
      const { exif, xmp } = await sharp(path.join(job, photo)).metadata();
      assert.equal(findPrivateMetadata({ exif, xmp }).location, false, `${photo} has no location`);
    }
    assert.equal(run.outputs.uusi?.['location-removed'], 'true');
    assert.match(run.summary, /^## Ladatussa kuvassa oli sijainti\n/, 'first on the page: the original stays in the history');
    assert.match(run.summary, /Kerro tästä opettajalle/);
    assert.match(run.log, /::warning title=Kuvassa oli sijainti::/);
    assert.ok(
      run.summary.includes(`## Uusi laji on lisätty\n\nLajitiedosto on [${species[0]}](${BRANCH_URL}/${species[0]}). Avaa se, paina kynän kuvaa`),
      run.summary,
    );
    build(job);
  });

  it('should say nothing of a location when the uploaded photos had none', async () => {
    const clean = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3355cc' } })
      .jpeg()
      .toBuffer();
    await upload(hosted, { 'uudet-kuvat/IMG_0100.jpg': clean, 'uudet-kuvat/IMG_091.jpg': clean }, 'Kuvat ilman sijaintia');
    const job = await checkout(hosted, 'lisaa-puhdas');
    const run = await runJob(hosted, job, 'lisaa-laji.yml', 'add', { values: { ...ADD, NIMI: 'Kielo', TIETEELLINEN: '' } });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(run.outputs.uusi?.['location-removed'], 'false');
    assert.doesNotMatch(run.summary, /Ladatussa kuvassa oli sijainti/);
    assert.doesNotMatch(run.log, /::warning/);
    assert.match(run.summary, /^## Uusi laji on lisätty/);
  });

  it('should fail with a Finnish summary and keep the photos when every push finds another commit', async () => {
    await upload(hosted, { 'uudet-kuvat/IMG_0200.jpg': await privatePhoto('jpeg', 64, 48) }, 'Kuva ladattu');
    const before = git(hosted.remote, 'rev-parse', 'main');
    const job = await checkout(hosted, 'lisaa-kiire');
    const run = await runJob(hosted, job, 'lisaa-laji.yml', 'add', { values: { ...ADD, NIMI: 'Sinivuokko', TIETEELLINEN: '' }, racePushes: 99 });
    assert.equal(run.failed, 'Tallenna uusi laji');
    assert.equal(run.outputs.commit?.committed, undefined, 'the publish job does not run');
    assert.match(run.log, /Tallennus ei onnistunut \(yritys 3\/3\)/);
    assert.match(run.log, /^::error title=Mitään ei tallennettu::/m);
    assert.match(run.summary, /## Mitään ei tallennettu\n/);
    assert.match(run.summary, /Lataamasi kuvat ovat yhä kansiossa uudet-kuvat\./);
    assert.match(run.summary, /Re-run all jobs/);
    assert.equal(git(hosted.remote, 'log', '--format=%s', `${before}..main`).split('\n').length, 3, "only the student's three uploads landed");
    assert.doesNotMatch(git(hosted.remote, 'log', '--format=%s', 'main'), /Sinivuokko/);
    assert.ok(remoteFiles(hosted, 'uudet-kuvat').includes('uudet-kuvat/IMG_0200.jpg'), 'the photo is kept for the next run');
    assert.deepEqual(remoteFiles(hosted, 'src/data/lajit/kasvit'), ['src/data/lajit/kasvit/kielo.md', 'src/data/lajit/kasvit/kevatesikko.md'].sort());
  });
});

describe('workflow Lomakkeet, run as GitHub runs it (gh stood in for)', () => {
  let hosted: Hosted;
  before(async () => {
    hosted = await hostedRepository();
    const start = await checkout(hosted, 'aloita');
    assert.equal((await runJob(hosted, start, 'aloita.yml', 'start', { values: START })).failed, undefined);
  });
  after(() => hosted?.project.cleanup());

  /** A stand-in for gh: each call logged, the comment's body kept, and the permission API's answer given. */
  const ghFake = (dir: string, role = 'none') =>
    [
      `gh() { echo "gh $*" >> '${dir}-gh.log'; if [ "$1 $2" = 'issue comment' ]; then cp "$5" '${dir}-comment.md'; fi;`,
      `  if [ "$1" = api ]; then echo ${role}; fi; }`,
    ].join('\n');

  const form = (name: string) =>
    [
      `### Lajin nimi\n\n${name}`,
      '### Tieteellinen nimi\n\n_No response_',
      '### Ryhmä\n\nkasvit',
      '### Kuvausaika\n\n14.6.2026',
      '### Kuvauspaikka\n\n"$(touch pwned)"',
      '### Ruutu\n\n_No response_',
      '### Kasvupaikka\n\n_No response_',
      '### Kuvaus\n\n`touch pwned2`',
      '### Lähteet\n\n_No response_',
      '### Kuvat\n\n_No response_',
      '### Luonnos\n\n- [ ] Luonnos: älä julkaise vielä',
    ].join('\n\n');

  async function runForm(name: string, body: string) {
    const job = await checkout(hosted, name);
    const event = `${job}-event.json`;
    await writeFile(event, JSON.stringify({ action: 'opened', issue: { number: 7, body, user: { login: 'aino' } }, repository: { private: false } }));
    const prelude = `${ghFake(job)}\nexport GITHUB_EVENT_PATH='${event}' RUNNER_TEMP='${path.dirname(job)}'`;
    const values = { GH_TOKEN: 'x', GH_REPO: 'aino/eliokokoelma', NUMBER: '7', SAVE: '' };
    const run = await runJob(hosted, job, 'lomake.yml', 'form', { values, prelude });
    const calls = await readFile(`${job}-gh.log`, 'utf8').catch(() => '');
    const comment = await readFile(`${job}-comment.md`, 'utf8').catch(() => '');
    return { job, run, calls, comment };
  }

  it('Uusi laji with photos in uudet-kuvat/: should commit the species, answer once and close the issue; the same issue again commits nothing', async () => {
    await upload(hosted, { 'uudet-kuvat/IMG_0001.jpg': await privatePhoto('jpeg', 320, 240) }, 'Kuva ladattu');
    const first = await runForm('lomake-1', form('Kevätesikko'));
    assert.equal(first.run.failed, undefined, first.run.log);
    assert.equal(first.run.outputs.commit?.committed, 'true');
    assert.equal(git(hosted.remote, 'log', '-1', '--format=%s%n%an', 'main'), 'Lomake: src/data/lajit/kasvit/kevatesikko.md\ngithub-actions[bot]');
    assert.deepEqual(remoteFiles(hosted, 'uudet-kuvat'), [`uudet-kuvat/${GROUP_NOTE}`], 'the photo it took is removed');
    assert.equal(first.calls, 'gh issue comment 7 --body-file ' + path.join(path.dirname(first.job), 'vastaus.md') + '\ngh issue close 7\n');
    assert.match(first.comment, /## Laji on tallennettu/);
    const text = git(hosted.remote, 'show', 'main:src/data/lajit/kasvit/kevatesikko.md');
    assert.ok(text.includes(`kuvauspaikka: '"$(touch pwned)"'`), `kept as typed:\n${text}`);
    assert.ok(!(await readdir(first.job)).some((f) => f.startsWith('pwned')), 'nothing in a field ran');
    build(first.job);

    const head = git(hosted.remote, 'rev-parse', 'main');
    const second = await runForm('lomake-2', form('Kevätesikko'));
    assert.equal(second.run.failed, undefined, second.run.log);
    assert.equal(second.run.outputs.commit, undefined, 'no commit step ran');
    assert.equal(git(hosted.remote, 'rev-parse', 'main'), head, 'nothing pushed');
    assert.match(second.comment, /## Ei muutoksia/);
    assert.match(second.calls, /gh issue close 7/);
  });

  it("the permission job: should let through an author with write access and no one else, running none of the project's code", async () => {
    for (const [role, allowed] of [
      ['write', 'true'],
      ['maintain', 'true'],
      ['admin', 'true'],
      ['read', undefined],
      ['none', undefined],
    ] as const) {
      const dir = path.join(hosted.jobs, `permission-${role}`);
      await mkdir(dir);
      const run = await runJob(hosted, dir, 'lomake.yml', 'permission', {
        values: { GH_TOKEN: 'x', PERMISSION_API: 'https://api.github.com/repos/aino/eliokokoelma/collaborators/vieras/permission' },
        prelude: ghFake(dir, role),
      });
      assert.equal(run.failed, undefined, run.log);
      assert.equal(run.outputs.ask?.allowed, allowed, role);
    }
  });
});

describe('workflow Poista kuvien sijainnit, run as GitHub runs it', () => {
  let hosted: Hosted;
  before(async () => {
    hosted = await hostedRepository();
  });
  after(() => hosted?.project.cleanup());

  it('should push the cleaned photo over a photo uploaded meanwhile', async () => {
    // A photo uploaded straight into assets/, location and all.
    await upload(hosted, { 'assets/kasvit/kielo-9.jpg': await privatePhoto('jpeg', 64, 48) }, 'Kuva ladattu');
    const job = await checkout(hosted, 'puhdista');
    const run = await runJob(hosted, job, 'poista-sijainnit.yml', 'clean', { racePushes: 1 });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(run.outputs.commit?.committed, 'true');
    assert.match(run.log, REJECTED, 'the first push was rejected');
    assert.equal(git(hosted.remote, 'log', '-1', '--format=%s', 'main'), 'Poista kuvista sijainnit ja kameran tiedot');
    assert.deepEqual(git(hosted.remote, 'show', '--name-only', '--format=', 'main').split('\n'), ['assets/kasvit/kielo-9.jpg']);
    const cleaned = await sharp(Buffer.from(execFileSync('git', ['show', 'main:assets/kasvit/kielo-9.jpg'], { cwd: hosted.remote }))).metadata();
    assert.equal(findPrivateMetadata(cleaned).location, false);
    assert.ok(remoteFiles(hosted, 'uudet-kuvat').includes('uudet-kuvat/IMG_091.jpg'), 'what landed meanwhile is kept');
  });
});

describe('pages.yml, its own steps', () => {
  const steps = readWorkflow('pages.yml').jobs.build!.steps!;
  const step = (id: string) => steps.find((s) => s.id === id)!;
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-pages-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  /** Runs one step's script in `cwd` with `env` and an optional stand-in: its exit code, outputs, summary and log. */
  async function runStep(id: string, cwd: string, env: Record<string, string>, prelude = '') {
    const [output, summary] = [path.join(dir, 'output'), path.join(dir, 'summary.md')];
    await writeFile(output, '');
    await writeFile(summary, '');
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', `${prelude}\n${step(id).run}`], {
      cwd,
      env: { ...process.env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, ...env },
      encoding: 'utf8',
    });
    return { status: result.status, outputs: await readFile(output, 'utf8'), summary: await readFile(summary, 'utf8'), log: result.stdout + result.stderr };
  }

  it('should run the checks and tests of a called publish only when code changed since the calling run started', async () => {
    // The repository: a commit the caller started from, then a content commit (what Lisää laji kuvista pushes), then code.
    const origin = path.join(dir, 'origin');
    await mkdir(path.join(origin, 'src', 'data'), { recursive: true });
    git(origin, 'init', '--quiet', '--initial-branch=main');
    const commit = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(origin, file)), { recursive: true });
      await writeFile(path.join(origin, file), text);
      git(origin, 'add', '-A');
      git(origin, '-c', 'user.name=T', '-c', 'user.email=t@example.invalid', 'commit', '--quiet', '-m', file);
      return git(origin, 'rev-parse', 'HEAD');
    };
    const started = await commit('src/code.ts', 'export {};\n');
    await commit('src/data/kokoelma.md', '---\notsikko: A\n---\n');
    const content = await commit('.github/README.md', '# Aino\n');
    // actions/checkout: the branch's newest commit alone, so the caller's commit must be fetched.
    const shallow = async (name: string) => {
      const clone = path.join(dir, name);
      git(dir, 'clone', '--quiet', '--depth', '1', '--branch', 'main', `file://${origin}`, clone);
      return clone;
    };
    const first = await shallow('content-only');
    const called = await runStep('code', first, { BASE: started });
    assert.equal(called.status, 0, called.log);
    assert.equal(called.outputs, 'changed=false\n', 'only content changed: no npm run check, no npm test');
    for (const base of ['', '0000000000000000000000000000000000000000']) {
      assert.equal((await runStep('code', first, { BASE: base })).outputs, 'changed=true\n', `a run by hand or a first push (BASE "${base}") checks`);
    }
    await commit('src/code.ts', 'export const x = 1;\n');
    const second = await shallow('code-changed');
    assert.equal((await runStep('code', second, { BASE: content })).outputs, 'changed=true\n', 'code changed since the caller started');
  });

  it('should ask the Pages API first and run configure-pages only when Pages is on', async () => {
    const answer = (status: string) => `curl() { printf '%s' '${status}'; }`;
    const env = { GH_TOKEN: 'token', PAGES_API: 'https://api.github.com/repos/aino/eliokokoelma/pages' };
    assert.equal((await runStep('probe', dir, env, answer('404'))).outputs, 'enabled=false\n', 'off: 404');
    assert.equal((await runStep('probe', dir, env, answer('200'))).outputs, 'enabled=true\n', 'on: 200');
    assert.equal((await runStep('probe', dir, env, answer('000'))).outputs, 'enabled=true\n', 'no answer: configure-pages tries, as before');
  });

  it('should write the Finnish instructions to the summary when Pages is off, sending no one to GitHub Classroom', async () => {
    const env = { PAGES_OUTCOME: 'skipped', PRIVATE: 'false', SETTINGS_URL: 'https://github.com/aino/eliokokoelma/settings/pages' };
    const off = await runStep('pages-off', dir, env);
    assert.equal(off.status, 0, off.log);
    assert.match(off.summary, /GitHub Pages ei ole vielä\s+päällä/);
    assert.match(off.summary, /\*\*Settings\*\*.*https:\/\/github\.com\/aino\/eliokokoelma\/settings\/pages/);
    assert.match(off.summary, /\*\*Pages\*\*/);
    assert.match(off.summary, /\*\*Build and deployment\*\* valitse \*\*Source\*\*-valikosta \*\*GitHub Actions\*\*/);
    assert.match(off.summary, /Jos et näe Settings-välilehteä, sinulla ei ole repositorioon ylläpitäjän oikeuksia\./);
    assert.doesNotMatch(off.summary, /Classroom/);
    assert.doesNotMatch(off.summary, /yksityinen/, 'a public repository hears nothing of plans');
    assert.match(off.log, /::notice title=Julkaisu ei ole päällä::/);
    assert.doesNotMatch(off.log, /::(error|warning)/);
    const privately = await runStep('pages-off', dir, { ...env, PRIVATE: 'true' });
    assert.match(privately.summary, /Tämä repositorio on yksityinen\./);
    assert.match(privately.summary, /GitHub Pro tai GitHub Team/);
  });
});

describe('workflow Palautus, run as GitHub runs it (npm run palautus stood in for)', () => {
  let hosted: Hosted;
  before(async () => {
    hosted = await hostedRepository();
  });
  after(() => hosted?.project.cleanup());

  /** npm as the step calls it: its arguments noted, and the PDF npm run palautus would write. */
  const npm = (file: string) => `npm() { printf '%s\\n' "$@" > ../npm-arguments; mkdir -p palautus; printf '%%PDF-1.7' > 'palautus/${file}'; }`;
  const URL = 'https://github.com/aino/eliokokoelma/actions/runs/1/artifacts/2';

  it('should make the first-name copy in a public repository, whatever was typed, and say how long it is kept and where to hand it in', async () => {
    const job = await checkout(hosted, 'palautus-julkinen');
    // In a public repository the expression gives NIMI '' whatever was typed (hand-workflows.test.ts checks it).
    const run = await runJob(hosted, job, 'palautus.yml', 'hand-in', {
      values: { NIMI: '', URL, PRIVATE: 'false', NAME_TYPED: 'true' },
      prelude: npm('aino-8b-2026-11-30.pdf'),
    });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(await readFile(path.join(hosted.jobs, 'npm-arguments'), 'utf8'), 'run\npalautus\n', 'npm run palautus, without --nimi');
    assert.match(run.summary, /^## Palautuksen PDF-kirja on valmis\n/);
    assert.ok(run.summary.includes(`Lataa PDF-kirja [aino-8b-2026-11-30.pdf](${URL})`), run.summary);
    assert.match(run.summary, /GitHub säilyttää sen 7 päivää/);
    assert.match(run.summary, /Google Classroom, Teams,\s+Peda\.net tai Wilma/);
    assert.match(run.summary, /vain etunimesi/);
    assert.match(run.summary, /Kirjoitit nimen, mutta julkisessa repositoriossa sitä ei käytetty\./);
    assert.match(run.summary, /Delete workflow run/);
  });

  it('should make the full-name copy in a private repository when a name was typed', async () => {
    const job = await checkout(hosted, 'palautus-yksityinen');
    const run = await runJob(hosted, job, 'palautus.yml', 'hand-in', {
      values: { NIMI: 'Helmi Saarikoski', URL, PRIVATE: 'true', NAME_TYPED: 'true' },
      prelude: npm('helmi-saarikoski-2026-11-30.pdf'),
    });
    assert.equal(run.failed, undefined, run.log);
    assert.equal(await readFile(path.join(hosted.jobs, 'npm-arguments'), 'utf8'), 'run\npalautus\n--\n--nimi\nHelmi Saarikoski\n');
    assert.ok(run.summary.includes('[helmi-saarikoski-2026-11-30.pdf]'), run.summary);
    assert.match(run.summary, /GitHub säilyttää sen 7 päivää/);
    assert.doesNotMatch(run.summary, /etunimesi|julkinen|Kirjoitit nimen/);
  });
});

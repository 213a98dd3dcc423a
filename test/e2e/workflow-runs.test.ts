/**
 * The hand-run workflows, run as GitHub runs them: each workflow's `run:` steps, taken from its
 * YAML, in order, with bash (`-eo pipefail`, as the runner does), GITHUB_ACTIONS=true and the
 * inputs a student types coming in through the environment, in a scratch git repository holding the
 * project. Only `npm ci` (node_modules is linked) and `git push` (no remote) are left out. Then the
 * commit is checked, and the build the publish job would run (`npm run build`) must pass on it.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { GROUP_NOTE } from '../../src/author/group-notes.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';
import { readWorkflow, type WorkflowStep } from '../helpers/workflow.ts';

const steps = (file: string, job: string): WorkflowStep[] => readWorkflow(file).jobs[job]!.steps!;

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** A scratch repository: the project with the frozen sample, the workflows, the notes; one commit on main. */
async function scratchRepository(): Promise<ProjectCopy> {
  const project = await copyProject({ whole: true });
  for (const entry of ['.github', 'uudet-kuvat', 'biome.jsonc', '.gitignore']) await cp(entry, path.join(project.root, entry), { recursive: true });
  for (const group of GROUPS) {
    await mkdir(path.join(project.root, 'assets', group.folder), { recursive: true });
    await cp(path.join('assets', group.folder, GROUP_NOTE), path.join(project.root, 'assets', group.folder, GROUP_NOTE));
  }
  git(project.root, 'init', '--quiet', '--initial-branch=main');
  git(project.root, 'config', 'user.name', 'Testi');
  git(project.root, 'config', 'user.email', 'testi@example.invalid');
  git(project.root, 'add', '-A');
  git(project.root, 'commit', '--quiet', '-m', 'Pohja');
  return project;
}

interface Run {
  outputs: string;
  summary: string;
}

/**
 * Runs the job's run steps as the runner would: each a bash script with its env (the values given
 * here stand for the `${{ }}` expressions), stopping at the first failure. `npm ci` is skipped and
 * `git push` made a no-op.
 */
async function runJob(root: string, file: string, job: string, values: Record<string, string>): Promise<Run> {
  const outputs = path.join(root, '..', `${job}-outputs`);
  const summary = path.join(root, '..', `${job}-summary.md`);
  await writeFile(outputs, '');
  await writeFile(summary, '');
  for (const step of await steps(file, job)) {
    if (!step.run || step.run === 'npm ci') continue;
    const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: outputs, GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: root };
    for (const name of Object.keys(step.env ?? {})) {
      assert.ok(name in values, `${step.name}: a value for ${name}`);
      env[name] = values[name];
    }
    // A shell function stands in for git: everything but `push` goes through.
    const script = `git() { if [ "$1" = push ]; then return 0; fi; command git "$@"; }\n${step.run}`;
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd: root, env, encoding: 'utf8' });
    assert.equal(result.status, 0, `${step.name ?? step.run}:\n${result.stdout}\n${result.stderr}`);
  }
  return { outputs: await readFile(outputs, 'utf8'), summary: await readFile(summary, 'utf8') };
}

function build(root: string): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'true' }, encoding: 'utf8' });
  assert.equal(result.status, 0, `npm run build:\n${result.stdout}\n${result.stderr}`);
}

const BRANCH_URL = 'https://github.com/aino/eliokokoelma/blob/main';

describe('workflow Aloita oma kokoelma, run as GitHub runs it', () => {
  let project: ProjectCopy;
  before(async () => {
    project = await scratchRepository();
  });
  after(() => project?.cleanup());

  it('should commit an empty collection with every group folder still in assets/, and then build', async () => {
    const quote = 'Ainon "eliöt" $(touch pwned)';
    const run = await runJob(project.root, 'aloita.yml', 'start', { OTSIKKO: quote, ETUNIMI: 'Aino', LUOKKA: '8B', BRANCH_URL });
    assert.match(run.outputs, /^committed=true$/m);
    assert.equal(git(project.root, 'log', '-1', '--format=%s%n%an'), 'Aloita oma kokoelma\ngithub-actions[bot]');
    assert.equal(git(project.root, 'status', '--porcelain'), '', 'everything it changed is committed');
    const tracked = git(project.root, 'ls-files', 'assets', 'src/data').split('\n');
    assert.deepEqual(
      tracked.filter((file) => file.startsWith('assets/')),
      GROUPS.map((group) => `assets/${group.folder}/${GROUP_NOTE}`).sort(),
      'only the notes are left in assets/, one per group folder',
    );
    assert.deepEqual(
      tracked.filter((file) => file.startsWith('src/data/lajit/') && path.basename(file) !== 'MALLI.md'),
      [],
      'no species file is left',
    );
    const collection = await readFile(path.join(project.root, 'src/data/kokoelma.md'), 'utf8');
    assert.ok(collection.includes(quote), 'the title is kept as typed: the input is only text');
    assert.ok(!(await readdir(project.root)).includes('pwned'), 'nothing in an input ran');
    assert.ok(run.summary.includes(`](${BRANCH_URL}/src/data/kokoelma.md)`), 'the summary links the file on the branch');
    build(project.root);
  });
});

describe('workflow Lisää laji kuvista, run as GitHub runs it', () => {
  let project: ProjectCopy;
  before(async () => {
    project = await scratchRepository();
  });
  after(() => project?.cleanup());

  it('should turn two uploaded camera photos with GPS into a species file and two photos without GPS, empty the upload folder, and build', async () => {
    // The student's own collection, started with the other button: the build then encodes only the new photos.
    await runJob(project.root, 'aloita.yml', 'start', { OTSIKKO: 'Ainon eliöt', ETUNIMI: 'Aino', LUOKKA: '8B', BRANCH_URL });
    const upload = path.join(project.root, 'uudet-kuvat');
    await writeFile(path.join(upload, 'IMG_0001.jpg'), await privatePhoto('jpeg', 640, 480));
    await writeFile(path.join(upload, 'IMG_0002.jpg'), await privatePhoto('jpeg', 480, 640));
    git(project.root, 'add', '-A');
    git(project.root, 'commit', '--quiet', '-m', 'Kuvat ladattu');

    const run = await runJob(project.root, 'lisaa-laji.yml', 'add', { NIMI: 'Kevätesikko', TIETEELLINEN: 'Primula veris', RYHMA: 'kasvit', BRANCH_URL });
    assert.match(run.outputs, /^committed=true$/m);
    assert.equal(git(project.root, 'status', '--porcelain'), '', 'everything it changed is committed');
    const changed = git(project.root, 'show', '--name-status', '--no-renames', '--format=', 'HEAD').split('\n').sort();
    const added = changed.filter((line) => line.startsWith('A\t')).map((line) => line.slice(2));
    const species = added.filter((file) => file.startsWith('src/data/lajit/'));
    const photos = added.filter((file) => file.startsWith('assets/'));
    assert.deepEqual(species, ['src/data/lajit/kasvit/kevatesikko.md']);
    assert.equal(photos.length, 2, `two photos in assets/: ${added.join(', ')}`);
    assert.deepEqual(
      changed.filter((line) => line.startsWith('D\t')),
      ['D\tuudet-kuvat/IMG_0001.jpg', 'D\tuudet-kuvat/IMG_0002.jpg'],
    );
    assert.deepEqual(await readdir(upload), [GROUP_NOTE], 'the upload folder keeps only its note');

    const text = await readFile(path.join(project.root, species[0]!), 'utf8');
    assert.match(text, /Kevätesikko/);
    assert.match(text, /Primula veris/);
    for (const photo of photos) {
      assert.ok(text.includes(path.basename(photo)), `${photo} is named in the species file`);
      const { exif, xmp } = await sharp(path.join(project.root, photo)).metadata();
      assert.equal(findPrivateMetadata({ exif, xmp }).location, false, `${photo} has no location`);
    }
    assert.ok(run.summary.includes(`](${BRANCH_URL}/${species[0]})`), 'the summary links the species file on the branch');
    build(project.root);
  });
});

describe('pages.yml with Pages switched off', () => {
  it('should write the Finnish instructions to the summary when configure-pages failed', async () => {
    const step = (await steps('pages.yml', 'build')).find((s) => s.id === 'pages-off')!;
    const dir = await copyProject();
    try {
      const summary = path.join(dir.root, 'summary.md');
      await writeFile(summary, '');
      const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
        cwd: dir.root,
        env: { ...process.env, GITHUB_STEP_SUMMARY: summary, PAGES_OUTCOME: 'failure', SETTINGS_URL: 'https://github.com/aino/eliokokoelma/settings/pages' },
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
      const text = await readFile(summary, 'utf8');
      assert.match(text, /GitHub Pages ei ole vielä\s+päällä/);
      assert.match(text, /\*\*Settings\*\*.*https:\/\/github\.com\/aino\/eliokokoelma\/settings\/pages/);
      assert.match(text, /\*\*Pages\*\*/);
      assert.match(text, /\*\*Build and deployment\*\* valitse \*\*Source\*\*-valikosta \*\*GitHub Actions\*\*/);
      assert.match(text, /GitHub Classroomissa/);
      assert.match(text, /ylläpitäjän oikeudet \(admin\)/);
      assert.match(result.stdout, /::notice title=Julkaisu ei ole päällä::/);
    } finally {
      await dir.cleanup();
    }
  });
});

describe('workflow Palautus', () => {
  it('should refuse in a public repository, in Finnish, before anything else', async () => {
    const [first] = await steps('palautus.yml', 'hand-in');
    const dir = await copyProject();
    try {
      const summary = path.join(dir.root, 'summary.md');
      await writeFile(summary, '');
      const run = (PRIVATE: string) =>
        spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', first!.run!], {
          cwd: dir.root,
          env: { ...process.env, GITHUB_STEP_SUMMARY: summary, PRIVATE },
          encoding: 'utf8',
        });
      const refused = run('false');
      assert.equal(refused.status, 1);
      assert.match(refused.stdout, /::error title=Projekti on julkinen::/);
      const text = await readFile(summary, 'utf8');
      assert.match(text, /Palautusta ei tehty: projekti on julkinen/);
      assert.match(text, /Delete workflow run/);
      await writeFile(summary, '');
      assert.equal(run('true').status, 0, 'a private repository goes on');
      assert.equal(await readFile(summary, 'utf8'), '');
    } finally {
      await dir.cleanup();
    }
  });
});

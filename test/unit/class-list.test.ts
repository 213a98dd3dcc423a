/**
 * The teacher's list of pupils (`luokka/oppilaat.md`), the workflow "Luokan kokoelmat" that reads
 * it, and the pieces of `npm run luokka -- --lista` that need no network: which lines are
 * addresses (the same in the workflow's first job as in the command), the Finnish reason for a
 * failed clone, the token's way to git, and the summary's escaping. The whole workflow runs
 * against local repositories in test/e2e/class-workflow.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLASS_LIST_FILE, readClassList } from '../../src/teacher/class-list.ts';
import type { StudentRow } from '../../src/teacher/class-report.ts';
import { renderClassSummary } from '../../src/teacher/class-report-summary.ts';
import { renderClassReportCsv } from '../../src/teacher/class-report-csv.ts';
import { fetchFailure, gitEnvironment } from '../../src/teacher/fetch-repositories.ts';
import { readWorkflow } from '../helpers/workflow.ts';

const workflow = readWorkflow('luokka.yml');

const LIST = [
  '# Luokan oppilaat',
  '',
  '2. Kirjoita osoite, esimerkiksi `https://github.com/koulu-8b/eliokokoelma-malli`.',
  '',
  'https://github.com/koulu-8b/eliokokoelma-aino',
  '- https://github.com/koulu-8b/eliokokoelma-eetu.git Eetu',
  '* <https://koulu-8b.github.io/eliokokoelma-sofia/>',
  'github.com/koulu-8b/eliokokoelma-aino/',
  '  https://gitlab.com/koulu/kokoelma',
  'HTTPS://GITHUB.COM/Koulu-8b/Eliokokoelma-Niko',
].join('\n');

describe('the list of pupils', () => {
  it('should take the address lines, in order, once each, and skip the instructions and an example in backticks', () => {
    const entries = readClassList(LIST);
    assert.deepEqual(
      entries.map((entry) => [entry.line, entry.repository ? `${entry.repository.owner}/${entry.repository.name}` : entry.text]),
      [
        [5, 'koulu-8b/eliokokoelma-aino'],
        [6, 'koulu-8b/eliokokoelma-eetu'],
        [7, 'koulu-8b/eliokokoelma-sofia'],
        [9, 'https://gitlab.com/koulu/kokoelma'],
        [10, 'Koulu-8b/Eliokokoelma-Niko'],
      ],
      'the second aino line is left out; the gitlab line is an entry without a repository',
    );
  });

  it('should ship empty: the template list has instructions and no address', async () => {
    const text = await readFile(CLASS_LIST_FILE, 'utf8');
    assert.deepEqual(readClassList(text), []);
    assert.match(text, /Luokan kokoelmat/, 'the instructions name the workflow');
    assert.match(text, /yksityisessä/, 'and tell the teacher to keep the list private');
  });
});

describe('workflow Luokan kokoelmat', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-luokka-lista-'));
    await mkdir(path.join(dir, 'luokka'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  /** The list job's step, run with bash as the runner runs it: whether it found pupils, and its summary. */
  const runList = async (text: string | undefined) => {
    const file = path.join(dir, CLASS_LIST_FILE);
    await rm(file, { force: true });
    if (text !== undefined) await writeFile(file, text);
    const [output, summary] = [path.join(dir, 'output'), path.join(dir, 'summary')];
    await writeFile(output, '');
    await writeFile(summary, '');
    const step = workflow.jobs.list!.steps!.find((s) => s.id === 'list')!;
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: dir,
      env: { ...process.env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    return { pupils: /^pupils=true$/m.test(await readFile(output, 'utf8')), summary: await readFile(summary, 'utf8') };
  };

  it('should find pupils exactly when npm run luokka finds an entry, line by line', async () => {
    const lines = [
      ...LIST.split('\n'),
      '<https://github.com/a/b>',
      '+ http://github.com/a/b',
      '\tgit@github.com:a/b.git',
      '[Aino](https://github.com/a/b)',
      'Aino https://github.com/a/b',
    ];
    for (const line of lines) {
      const { pupils } = await runList(`# Ohje\n\n${line}\n`);
      assert.equal(pupils, readClassList(line).length > 0, `the workflow and the command agree on: ${line}`);
    }
  });

  it('should do nothing, green and with one Finnish line, for the shipped empty list or no list', async () => {
    const empty = await runList(await readFile(CLASS_LIST_FILE, 'utf8'));
    assert.equal(empty.pupils, false);
    assert.equal(empty.summary.trim(), 'Luettelossa luokka/oppilaat.md ei ole yhtään osoitetta, joten mitään ei tarkistettu.');
    const missing = await runList(undefined);
    assert.equal(missing.pupils, false);
    assert.match(missing.summary, /^Tiedostoa luokka\/oppilaat\.md ei ole/);
  });

  it('should install and fetch nothing unless the list job found pupils, and read only, without persisting a token', () => {
    const { list, report } = workflow.jobs;
    assert.deepEqual(Object.keys(workflow.on), ['workflow_dispatch'], 'run by hand; the weekly schedule is left for the teacher to switch on');
    assert.deepEqual(workflow.permissions, { contents: 'read' });
    assert.ok(!list!.steps!.some((step) => step.run?.includes('npm')), 'the list job runs no npm');
    assert.equal(report!.if, "needs.list.outputs.pupils == 'true'");
    for (const job of [list!, report!]) {
      assert.equal(job.permissions, undefined, 'no job asks for more than the workflow');
      const checkout = job.steps!.find((step) => step.uses?.startsWith('actions/checkout@'))!;
      assert.equal(checkout.with?.['persist-credentials'], false, 'the checkout leaves no token in .git/config');
    }
  });

  it('should pass the token only through the step environment and upload the report and the CSV as two single files for a week', () => {
    const steps = workflow.jobs.report!.steps!;
    const check = steps.find((step) => step.id === 'check')!;
    assert.deepEqual(Object.keys(check.env ?? {}), ['LUOKKA_TOKEN']);
    assert.match(check.env!.LUOKKA_TOKEN!, /^\$\{\{ secrets\.LUOKKA_TOKEN \}\}$/, 'from the secret of that name');
    assert.match(check.run!, /npm run luokka -- --lista luokka\/oppilaat\.md/);
    assert.doesNotMatch(check.run!, /LUOKKA_TOKEN/, 'the script never names the token');
    const uploads = steps.filter((step) => step.uses === 'actions/upload-artifact@v7');
    assert.deepEqual(
      uploads.map((step) => [step.with?.path, step.with?.archive, step.with?.['retention-days']]),
      [
        ['luokka/luokka-raportti.html', false, 7],
        ['luokka/luokka-raportti.csv', false, 7],
      ],
    );
    const restore = steps.find((step) => step.uses === 'actions/cache/restore@v5')!;
    assert.equal(restore.with?.path, '.cache/faces', 'the face results are kept between runs');
    assert.ok(
      steps.some((step) => step.uses === 'actions/cache/save@v5' && step.if?.startsWith('always()')),
      'and saved even when a run fails',
    );
  });
});

describe('npm run luokka -- --lista without the network', () => {
  it('should tell a missing or private repository from a network failure', () => {
    assert.equal(fetchFailure("fatal: could not read Username for 'https://github.com': terminal prompts disabled", false), 'notFound');
    assert.equal(fetchFailure("remote: Repository not found.\nfatal: repository 'https://github.com/a/b/' not found", false), 'notFound');
    assert.equal(fetchFailure("fatal: unable to access 'https://github.com/a/b/': Could not resolve host: github.com", false), 'network');
    assert.equal(fetchFailure('', true), 'network', 'a clone that ran out of time');
    assert.equal(fetchFailure('fatal: something else', false), 'other');
  });

  it('should hand git the token as a header in its environment, after any configuration already there, and never ask on a terminal', () => {
    const env = gitEnvironment({ PATH: '/bin', GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'url.x.insteadOf', GIT_CONFIG_VALUE_0: 'y' }, 'salainen');
    assert.equal(env.GIT_TERMINAL_PROMPT, '0');
    assert.equal(env.GIT_CONFIG_COUNT, '2');
    assert.equal(env.GIT_CONFIG_KEY_0, 'url.x.insteadOf', 'the configuration given is kept');
    assert.equal(env.GIT_CONFIG_KEY_1, 'http.https://github.com/.extraheader');
    assert.equal(env.GIT_CONFIG_VALUE_1, `AUTHORIZATION: basic ${Buffer.from('x-access-token:salainen').toString('base64')}`);
    const without = gitEnvironment({ PATH: '/bin' }, undefined);
    assert.equal(without.GIT_CONFIG_COUNT, undefined, 'no token, no header');
  });

  it("should escape a pupil's text in the summary so it cannot make a link, a cell or a heading", () => {
    const row: StudentRow = {
      folder: 'koulu/x',
      name: 'Aino | <img src=x> [linkki](https://x.y)',
      className: '# 8b\n*lihava*',
      speciesCount: 0,
      groups: [],
      problems: [],
      warnings: [],
      locationPhotos: ['assets/kasvit/kielo_1.jpg'],
      locationsAllowed: false,
    };
    const summary = renderClassSummary([row], { origin: { kind: 'list', path: CLASS_LIST_FILE }, date: '1.12.2026', assignment: { kind: 'none' } }, 'r.html');
    assert.match(summary, /^\| Aino \\\| \\<img src=x\\> \\\[linkki\\\]\(https:\/\/x\.y\), \\# 8b \\\*lihava\\\* \| 0 \|/m, 'one escaped cell, on one line');
    assert.match(summary, /^### Aino .* \(koulu\/x\)$/m);
    assert.match(summary, /^- assets\/kasvit\/kielo\\_1\.jpg$/m);
  });

  it("should keep a pupil's text from running as a formula when the CSV opens in Excel", () => {
    const row: StudentRow = {
      folder: 'koulu/x',
      name: '=HYPERLINK("https://x.y","Aino")',
      className: '@8b',
      speciesCount: 0,
      groups: [],
      problems: [],
      warnings: [],
      locationPhotos: [],
      locationsAllowed: false,
    };
    const [, line] = renderClassReportCsv([row]).split('\r\n');
    assert.ok(line!.startsWith(`koulu/x;"'=HYPERLINK(""https://x.y"",""Aino"")";'@8b;0;`), line);
  });
});

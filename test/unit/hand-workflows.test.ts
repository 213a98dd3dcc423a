/**
 * Every workflow, checked the way pages-workflow.test.ts checks pages.yml: who may write, which
 * inputs a student types, that the commands they run exist, and that inputs reach the shell only
 * through the environment (a `${{ inputs.x }}` pasted into a script would run a quote or `$(…)` a
 * student typed: script injection). The hand-run workflows' commands run end to end in
 * test/e2e/workflow-runs.test.ts.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GROUPS, groupFolder } from '../../src/content/groups.ts';
import { readWorkflow, type Workflow } from '../helpers/workflow.ts';

const FILES = readdirSync('.github/workflows')
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
const read = readWorkflow;
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const stepsOf = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps ?? []);
const inputsOf = (w: Workflow) => w.on.workflow_dispatch?.inputs ?? {};
/** The commands a step runs that call the project's own npm scripts. */
const npmScripts = (run: string) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);

describe('every workflow', () => {
  for (const file of FILES) {
    const workflow = read(file);
    it(`${file}: should let no input or event text into a script except through env`, () => {
      for (const step of stepsOf(workflow)) {
        if (!step.run) continue;
        // Only values no one types may be pasted into a script; the test finds any ${{ }} at all.
        assert.doesNotMatch(step.run, /\$\{\{/, `${step.name ?? step.run}: pass values in env`);
      }
    });

    it(`${file}: should run only npm scripts that exist in package.json`, (t) => {
      for (const step of stepsOf(workflow))
        for (const script of npmScripts(step.run ?? '')) {
          // The hand-in command comes with issue 29, on its own branch.
          if (script === 'palautus' && !scripts[script]) {
            t.diagnostic('npm run palautus is not in package.json yet (issue 29)');
            continue;
          }
          assert.ok(scripts[script], `npm run ${script} exists`);
        }
    });

    it(`${file}: should give contents: write only to a workflow run by hand alone`, () => {
      const grants = [workflow.permissions, ...Object.values(workflow.jobs).map((job) => job.permissions)].some((p) => p?.contents === 'write');
      if (grants) assert.deepEqual(Object.keys(workflow.on), ['workflow_dispatch'], `${file} writes contents, so it must run only by hand`);
      assert.equal(workflow.permissions?.contents, 'read', 'reading is the default for the workflow as a whole');
    });

    it(`${file}: should have a Finnish name and Finnish input descriptions`, () => {
      assert.match(workflow.name, /^[A-ZÄÖ][a-zäöå]/);
      for (const [name, input] of Object.entries(inputsOf(workflow))) assert.match(input.description ?? '', /[a-zäö]{3,}/, `${name} is described`);
    });
  }
});

/** The committing workflows: their job, the input env names, their npm command, the paths they commit. */
const HAND_RUN = {
  'aloita.yml': { name: 'Aloita oma kokoelma', job: 'start', inputs: ['otsikko', 'etunimi', 'luokka'], command: 'aloita' },
  'lisaa-laji.yml': { name: 'Lisää laji kuvista', job: 'add', inputs: ['nimi', 'tieteellinen', 'ryhma'], command: 'uusi' },
  'poista-sijainnit.yml': { name: 'Poista kuvien sijainnit', job: 'clean', inputs: [], command: 'puhdista-kuvat' },
} as const;

describe('the hand-run workflows that commit', () => {
  for (const [file, expected] of Object.entries(HAND_RUN)) {
    const workflow = read(file);
    const job = workflow.jobs[expected.job]!;
    it(`${file}: should be named ${expected.name}, with these inputs, run only by hand`, () => {
      assert.equal(workflow.name, expected.name);
      assert.deepEqual(Object.keys(workflow.on), ['workflow_dispatch']);
      assert.deepEqual(Object.keys(inputsOf(workflow)), [...expected.inputs]);
    });

    it(`${file}: should write contents only in the job that commits`, () => {
      assert.deepEqual(job.permissions, { contents: 'write' });
      for (const [name, other] of Object.entries(workflow.jobs)) if (name !== expected.job) assert.notEqual(other.permissions?.contents, 'write');
    });

    it(`${file}: should pass every input to npm run ${expected.command} through env`, () => {
      const step = job.steps!.find((s) => s.run && npmScripts(s.run).includes(expected.command));
      assert.ok(step, `a step runs npm run ${expected.command}`);
      for (const input of expected.inputs) assert.ok(Object.values(step.env ?? {}).includes(`\${{ inputs.${input} }}`), `${input} in env`);
    });

    it(`${file}: should commit as github-actions[bot], push, and say it committed`, () => {
      const commit = job.steps!.find((s) => s.id === 'commit');
      assert.ok(commit?.run);
      assert.match(commit.run, /git diff --cached --quiet/, 'no empty commit');
      assert.match(commit.run, /user\.name "github-actions\[bot\]"/);
      assert.match(commit.run, /git push\n/);
      assert.match(commit.run, /echo "committed=true" >> "\$GITHUB_OUTPUT"/);
      assert.equal(job.outputs?.committed, '${{ steps.commit.outputs.committed }}');
    });

    it(`${file}: should then publish its commit through pages.yml, checked out from the branch`, () => {
      const publish = Object.values(workflow.jobs).find((j) => j.uses === './.github/workflows/pages.yml');
      assert.ok(publish, 'a job calls pages.yml');
      assert.equal(publish.needs, expected.job);
      assert.equal(publish.if, `needs.${expected.job}.outputs.committed == 'true'`);
      assert.deepEqual(publish.with, { ref: '${{ github.ref_name }}' }, 'the branch, so its new commit is built, not the SHA the run began from');
      assert.deepEqual(publish.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' }, "exactly what pages.yml's jobs ask for");
    });
  }

  it('aloita.yml and lisaa-laji.yml: should link the new file on the branch in the summary', () => {
    for (const file of ['aloita.yml', 'lisaa-laji.yml']) {
      const commit = read(file).jobs[HAND_RUN[file as 'aloita.yml'].job]!.steps!.find((s) => s.id === 'commit')!;
      assert.equal(commit.env?.BRANCH_URL, '${{ github.server_url }}/${{ github.repository }}/blob/${{ github.ref_name }}');
      assert.match(commit.run!, /\]\(\$BRANCH_URL\//);
    }
  });

  it('lisaa-laji.yml: should offer every group of the fixed list, and leaving it to the program', () => {
    const options = inputsOf(read('lisaa-laji.yml')).ryhma!.options!;
    assert.equal(options[0], 'ohjelma valitsee');
    assert.deepEqual(
      options.slice(1).map(groupFolder),
      GROUPS.map((group) => group.folder),
    );
  });
});

describe('pages.yml when Pages is not switched on', () => {
  const workflow = read('pages.yml');
  const build = workflow.jobs.build!;
  const configure = build.steps!.find((s) => s.uses?.startsWith('actions/configure-pages@'))!;

  it('should let configure-pages fail without failing the run, and pass its outcome to the deploy job', () => {
    assert.equal(configure['continue-on-error'], true);
    assert.equal(configure.id, 'pages');
    assert.equal(build.outputs?.pages, '${{ steps.pages.outcome }}');
    assert.equal(workflow.jobs.deploy!.if, "needs.build.outputs.pages == 'success'");
    const upload = build.steps!.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    assert.equal(upload.if, "steps.pages.outcome == 'success'");
  });

  it('should write the Finnish instructions in a step that runs only when configure-pages failed', () => {
    const summary = build.steps!.find((s) => s.id === 'pages-off')!;
    assert.equal(summary.if, "steps.pages.outcome != 'success'");
    assert.equal(summary.env?.PAGES_OUTCOME, '${{ steps.pages.outcome }}');
  });

  it('should be callable by the hand-run workflows with a branch to check out, and still run by hand', () => {
    assert.ok('workflow_dispatch' in workflow.on && 'workflow_call' in workflow.on);
    const checkout = build.steps!.find((s) => s.uses?.startsWith('actions/checkout@'))!;
    assert.equal(checkout.with?.ref, '${{ inputs.ref || github.sha }}');
  });

  it('should check and test the code only when a code step says the code changed', () => {
    const code = build.steps!.find((s) => s.id === 'code')!;
    assert.deepEqual(code.env, { EVENT_NAME: '${{ github.event_name }}', BEFORE: '${{ github.event.before }}' });
    for (const command of ['npm run check', 'npm test']) assert.equal(build.steps!.find((s) => s.run === command)?.if, "steps.code.outputs.changed == 'true'");
    assert.equal(build.steps!.find((s) => s.run === 'npm run build')?.if, undefined, 'the build with its content checks always runs');
  });
});

describe('palautus.yml', () => {
  const workflow = read('palautus.yml');
  const steps = stepsOf(workflow);
  it('should refuse first, in a public repository, reading only whether it is private', () => {
    assert.equal(workflow.name, 'Palautus');
    assert.deepEqual(Object.keys(inputsOf(workflow)), ['nimi']);
    assert.deepEqual(steps[0]!.env, { PRIVATE: '${{ github.event.repository.private }}' });
  });

  it('should commit nothing and upload the PDF as an artifact of the run', () => {
    assert.deepEqual(workflow.permissions, { contents: 'read' });
    for (const job of Object.values(workflow.jobs)) assert.equal(job.permissions, undefined);
    assert.ok(!steps.some((s) => /git (commit|push)/.test(s.run ?? '')));
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    assert.equal(upload.uses, 'actions/upload-artifact@v7');
    assert.equal(upload.with?.path, 'palautus/*.pdf');
  });
});

/**
 * Every workflow, checked the way pages-workflow.test.ts checks pages.yml: who may write, which
 * inputs a student types, that the commands they run exist, and that inputs reach the shell only
 * through the environment (a `${{ inputs.x }}` pasted into a script would run a quote or `$(…)` a
 * student typed: script injection). The hand-run workflows' commands run end to end in
 * test/e2e/workflow-runs.test.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GROUPS, groupFolder } from '../../src/content/groups.ts';
import { foreignWorkflows, PROJECT_WORKFLOWS, readWorkflow, type Workflow } from '../helpers/workflow.ts';

const FILES = [...PROJECT_WORKFLOWS];
const read = readWorkflow;
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const stepsOf = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps ?? []);
const inputsOf = (w: Workflow) => w.on.workflow_dispatch?.inputs ?? {};
/** The commands a step runs that call the project's own npm scripts. */
const npmScripts = (run: string) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);

describe('every workflow', () => {
  it("should judge only the project's own workflows, each of which exists", (t) => {
    for (const file of FILES) assert.ok(existsSync(`.github/workflows/${file}`), `${file} exists`);
    // Another tool's workflow in a pupil's copy (Classroom 50's autograde.yaml) is named, not judged.
    for (const file of foreignWorkflows()) t.diagnostic(`not the project's: .github/workflows/${file}`);
  });

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

    // Writing is for what the pupil or teacher starts: a workflow run by hand, or lomake.yml, whose
    // issue event anyone may cause, so its writing job is guarded by who wrote the issue (below).
    it(`${file}: should give contents: write only to a workflow run by hand alone, or to the guarded form job`, () => {
      const grants = [workflow.permissions, ...Object.values(workflow.jobs).map((job) => job.permissions)].some((p) => p?.contents === 'write');
      if (grants && file === 'lomake.yml') assert.deepEqual(Object.keys(workflow.on), ['issues']);
      else if (grants) assert.deepEqual(Object.keys(workflow.on), ['workflow_dispatch'], `${file} writes contents, so it must run only by hand`);
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
  'aloita.yml': {
    name: 'Aloita oma kokoelma',
    job: 'start',
    inputs: ['otsikko', 'etunimi', 'luokka'],
    command: 'aloita',
    paths: ['src/data', 'assets', '.github/README.md', '.github/ISSUE_TEMPLATE'],
  },
  'lisaa-laji.yml': {
    name: 'Lisää laji kuvista',
    job: 'add',
    inputs: ['nimi', 'tieteellinen', 'ryhma', 'ruutu'],
    command: 'uusi',
    paths: ['src/data', 'assets', 'uudet-kuvat'],
  },
  'poista-sijainnit.yml': { name: 'Poista kuvien sijainnit', job: 'clean', inputs: [], command: 'puhdista-kuvat', paths: ['assets'] },
} as const;

/** The one script that commits and pushes for every committing workflow (issue 41 reuses it). */
const COMMIT_AND_PUSH = '.github/scripts/commit-and-push.sh';

/** `bash <script> "<message>" <paths…>`, split into the message and the paths, or undefined. */
function commitCall(run: string): { message: string; paths: string[] } | undefined {
  const call = new RegExp(`^bash ${COMMIT_AND_PUSH.replaceAll('.', '\\.')} ("[^"]*") (.+)$`).exec(run.trim());
  return call ? { message: call[1]!.slice(1, -1), paths: call[2]!.split(' ') } : undefined;
}

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

    it(`${file}: should start from the branch's newest commit, not the one the run was asked on`, () => {
      const checkout = job.steps!.find((s) => s.uses?.startsWith('actions/checkout@'));
      assert.equal(checkout?.with?.ref, '${{ github.ref_name }}', 'github.sha is stale when the run waited behind another');
    });

    it(`${file}: should commit and push only through the shared script, with its paths, and say it committed`, () => {
      const commit = job.steps!.find((s) => s.id === 'commit');
      assert.ok(commit?.run);
      const call = commitCall(commit.run);
      assert.ok(call, `the step calls ${COMMIT_AND_PUSH}: ${commit.run}`);
      assert.deepEqual(call.paths, [...expected.paths]);
      assert.equal(job.outputs?.committed, '${{ steps.commit.outputs.committed }}');
      for (const step of job.steps!) assert.doesNotMatch(step.run ?? '', /git (commit|push)/, `${step.name}: no commit or push of its own`);
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

  it('aloita.yml and lisaa-laji.yml: should link the new file on the branch in a summary written only after the push', () => {
    for (const file of ['aloita.yml', 'lisaa-laji.yml']) {
      const steps = read(file).jobs[HAND_RUN[file as 'aloita.yml'].job]!.steps!;
      const after = steps.slice(steps.findIndex((s) => s.id === 'commit') + 1);
      const summary = after.find((s) => s.if === "steps.commit.outputs.committed == 'true'");
      assert.ok(summary?.run, `${file}: a step after the commit, run only when it pushed`);
      assert.equal(summary.env?.BRANCH_URL, '${{ github.server_url }}/${{ github.repository }}/blob/${{ github.ref_name }}');
      assert.match(summary.run, /\]\(\$BRANCH_URL\//);
    }
  });

  it('aloita.yml: should add --yksityinen exactly when the repository is private, read through env', () => {
    const step = read('aloita.yml').jobs.start!.steps!.find((s) => s.run && npmScripts(s.run).includes('aloita'))!;
    assert.equal(step.env?.YKSITYINEN, '${{ github.event.repository.private }}');
    // The step's script, with npm replaced by a printer of its arguments.
    const script = step.run!.replace('npm run aloita --', "printf '%s\\n'");
    const args = (isPrivate: string) =>
      execFileSync('bash', ['-c', script], {
        env: { PATH: process.env.PATH, OTSIKKO: 'Ainon "eliöt"', ETUNIMI: 'Aino', LUOKKA: '8b', YKSITYINEN: isPrivate },
        encoding: 'utf8',
      });
    assert.equal(args('false'), '--otsikko\nAinon "eliöt"\n--nimi\nAino\n--luokka\n8b\n');
    assert.equal(args('true'), '--otsikko\nAinon "eliöt"\n--nimi\nAino\n--luokka\n8b\n--yksityinen\n');
  });

  it("lisaa-laji.yml: should name the species file in the commit and the summary by uusi's step output", () => {
    const steps = read('lisaa-laji.yml').jobs.add!.steps!;
    const uusi = steps.find((s) => s.id === 'uusi');
    assert.ok(uusi?.run && npmScripts(uusi.run).includes('uusi'), 'the step with id uusi runs npm run uusi');
    const commit = steps.find((s) => s.id === 'commit')!;
    assert.equal(commit.env?.MESSAGE, 'Lisää laji kuvista: ${{ steps.uusi.outputs.species-file }}');
    assert.equal(commitCall(commit.run!)?.message, '$MESSAGE');
    assert.ok(steps.some((s) => s.env?.SPECIES === '${{ steps.uusi.outputs.species-file }}'));
  });

  it('lisaa-laji.yml: should say first, when uusi removed a location, that the original stays in the history', () => {
    const steps = read('lisaa-laji.yml').jobs.add!.steps!;
    const notice = steps.findIndex((s) => s.if === "steps.uusi.outputs.location-removed == 'true'");
    assert.equal(notice, steps.findIndex((s) => s.id === 'uusi') + 1, 'the step right after uusi, before anything else writes the summary');
    const text = steps[notice]!.run!;
    assert.match(text, />> "\$GITHUB_STEP_SUMMARY"/);
    assert.match(text, /historiaan/);
    assert.match(text, /Kerro tästä opettajalle/);
    assert.match(text, /::warning title=Kuvassa oli sijainti::/);
  });

  it('lisaa-laji.yml: should pass the optional 10 km square to npm run uusi as --ruutu, through env', () => {
    const { ruutu } = inputsOf(read('lisaa-laji.yml'));
    assert.equal(ruutu?.required, false);
    assert.match(ruutu?.description ?? '', /10 km:n ruutu muodossa 721:342/);
    const uusi = read('lisaa-laji.yml').jobs.add!.steps!.find((s) => s.id === 'uusi')!;
    assert.equal(uusi.env?.RUUTU, '${{ inputs.ruutu }}');
    assert.match(uusi.run!, /if \[ -n "\$RUUTU" \]; then options\+=\(--ruutu "\$RUUTU"\); fi/);
  });

  it('no workflow: should mention GitHub Classroom, which was retired', () => {
    for (const file of FILES) assert.doesNotMatch(readFileSync(`.github/workflows/${file}`, 'utf8'), /GitHub Classroom/i, file);
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

describe('lomake.yml, the issue forms', () => {
  const workflow = read('lomake.yml');
  const { permission, form } = workflow.jobs;

  it('should run on an issue opened or edited, and on nothing else', () => {
    assert.equal(workflow.name, 'Lomakkeet');
    assert.deepEqual(workflow.on, { issues: { types: ['opened', 'edited'] } });
  });

  it('should let the owner and collaborators through, and anyone else only when the permission job finds write access', () => {
    assert.equal(permission?.if, "github.event.issue.author_association != 'OWNER' && github.event.issue.author_association != 'COLLABORATOR'");
    assert.equal(
      form?.if,
      "always() && (github.event.issue.author_association == 'OWNER' || github.event.issue.author_association == 'COLLABORATOR' || needs.permission.outputs.allowed == 'true')",
    );
    assert.equal(form?.needs, 'permission');
    const ask = permission!.steps!;
    assert.equal(ask.length, 1, 'one step');
    assert.equal(ask[0]!.uses, undefined, 'no checkout: the permission job runs no project code');
    assert.doesNotMatch(ask[0]!.run!, /npm|node|\.\/|bash /);
    assert.match(ask[0]!.run!, /admin \| maintain \| write\) echo "allowed=true"/);
    assert.equal(
      ask[0]!.env?.PERMISSION_API,
      '${{ github.api_url }}/repos/${{ github.repository }}/collaborators/${{ github.event.issue.user.login }}/permission',
    );
    assert.deepEqual(permission!.permissions, {});
  });

  it('should write contents and issues only in the form job, and commit only through the shared script', () => {
    assert.deepEqual(form!.permissions, { contents: 'write', issues: 'write' });
    const commit = form!.steps!.find((s) => s.id === 'commit')!;
    assert.equal(commitCall(commit.run!)?.message, '$MESSAGE');
    assert.deepEqual(commitCall(commit.run!)?.paths, ['src/data', 'assets', 'uudet-kuvat']);
    assert.equal(form!.outputs?.committed, '${{ steps.commit.outputs.committed }}');
    assert.equal(form!.steps!.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.ref, '${{ github.ref_name }}');
    const publish = workflow.jobs.publish!;
    assert.equal(publish.uses, './.github/workflows/pages.yml');
    assert.equal(publish.if, "needs.form.outputs.committed == 'true'");
  });

  it("should hand the form's text to no step: npm run lomake reads the event file itself", () => {
    for (const step of Object.values(workflow.jobs).flatMap((job) => job.steps ?? []))
      for (const value of Object.values(step.env ?? {})) assert.doesNotMatch(String(value), /issue\.(body|title)|event\.changes/, `${step.name}`);
    const text = readFileSync('.github/workflows/lomake.yml', 'utf8');
    assert.doesNotMatch(text, /LOMAKE_ATTACHMENT_ORIGIN/, 'the local test origin is never set by the workflow');
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

  it('should start no run for a push that only uploads photos for Lisää laji kuvista', () => {
    assert.deepEqual(workflow.on.push?.['paths-ignore'], ['uudet-kuvat/**']);
  });

  it('should ask whether Pages is on before configure-pages, and run it only when it is', () => {
    const steps = build.steps!;
    const probe = steps.findIndex((s) => s.id === 'probe');
    assert.ok(probe >= 0 && probe < steps.indexOf(configure), 'the probe comes first');
    assert.equal(configure.if, "steps.probe.outputs.enabled == 'true'");
    assert.deepEqual(Object.keys(steps[probe]!.env ?? {}).sort(), ['GH_TOKEN', 'PAGES_API']);
    assert.equal(steps[probe]!.env?.PAGES_API, '${{ github.api_url }}/repos/${{ github.repository }}/pages');
  });

  it('should check and test the code only when a code step says the code changed', () => {
    const code = build.steps!.find((s) => s.id === 'code')!;
    // A push compares with its previous commit; a call (only callers pass ref) with github.sha,
    // which there is the calling run's starting commit; a run by hand with nothing.
    assert.deepEqual(code.env, { BASE: "${{ github.event_name == 'push' && github.event.before || inputs.ref && github.sha || '' }}" });
    for (const command of ['npm run check', 'npm test']) assert.equal(build.steps!.find((s) => s.run === command)?.if, "steps.code.outputs.changed == 'true'");
    assert.equal(build.steps!.find((s) => s.run === 'npm run build')?.if, undefined, 'the build with its content checks always runs');
  });
});

describe('palautus.yml', () => {
  const workflow = read('palautus.yml');
  const steps = stepsOf(workflow);
  const handIn = steps.find((s) => s.run && npmScripts(s.run).includes('palautus'))!;
  it('should take an optional name, read only in a private repository', () => {
    assert.equal(workflow.name, 'Palautus');
    assert.deepEqual(Object.keys(inputsOf(workflow)), ['nimi']);
    assert.equal(inputsOf(workflow).nimi!.required, false);
    assert.match(inputsOf(workflow).nimi!.description!, /Jätä tyhjäksi julkisessa repositoriossa/);
    assert.deepEqual(handIn.env, { NIMI: "${{ github.event.repository.private && inputs.nimi || '' }}" });
    const named = steps.filter((s) => Object.values(s.env ?? {}).some((value) => value.includes('inputs.nimi')));
    assert.deepEqual(
      named.map((s) => s.env),
      [
        handIn.env,
        { URL: '${{ steps.upload.outputs.artifact-url }}', PRIVATE: '${{ github.event.repository.private }}', NAME_TYPED: "${{ inputs.nimi != '' }}" },
      ],
      'elsewhere only whether a name was typed',
    );
  });

  it('should commit nothing and upload the one PDF as itself, not a ZIP, for as long as the summary says', () => {
    assert.deepEqual(workflow.permissions, { contents: 'read' });
    for (const job of Object.values(workflow.jobs)) assert.equal(job.permissions, undefined);
    assert.ok(!steps.some((s) => /git (commit|push)/.test(s.run ?? '')));
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    assert.equal(upload.uses, 'actions/upload-artifact@v7');
    assert.equal(upload.with?.path, 'palautus/*.pdf');
    assert.equal(upload.with?.archive, false, 'the artifact is the PDF, named as the file');
    assert.equal(upload.with?.name, undefined, 'archive: false names the artifact after the file');
    assert.equal(upload.with?.['retention-days'], '${{ env.KEEP_DAYS }}');
    assert.equal(workflow.jobs['hand-in']!.env?.KEEP_DAYS, 7);
  });
});

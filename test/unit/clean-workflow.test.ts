import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readWorkflow, type Workflow } from '../helpers/workflow.ts';

const read = readWorkflow;
const workflow = read('poista-sijainnit.yml');
const clean = workflow.jobs.clean!;
const steps = clean.steps!;
const triggers = (w: Workflow) => (typeof w.on === 'string' ? [w.on] : Object.keys(w.on));

describe('the workflow Poista kuvien sijainnit', () => {
  it('should be named as OHJE.md and the build messages name it, and run only by hand', () => {
    assert.equal(workflow.name, 'Poista kuvien sijainnit');
    assert.deepEqual(triggers(workflow), ['workflow_dispatch']);
  });

  it('should read by default, and only its cleaning job write the repository contents', () => {
    assert.deepEqual(workflow.permissions, { contents: 'read' });
    assert.deepEqual(clean.permissions, { contents: 'write' });
  });

  it('should run on Node 24 with the same action versions as pages.yml', () => {
    const pagesActions = new Set(Object.values(read('pages.yml').jobs).flatMap((job) => (job.steps ?? []).map((step) => step.uses).filter(Boolean)));
    for (const step of steps.filter((s) => s.uses)) assert.ok(pagesActions.has(step.uses), `${step.uses} as in pages.yml`);
    assert.equal(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version'], 24);
  });

  it('should install, clean with npm run puhdista-kuvat, and commit only assets/ through the shared script', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
    assert.deepEqual(runs.slice(0, 2), ['npm ci', 'npm run puhdista-kuvat']);
    for (const run of runs) for (const [, script] of run.matchAll(/npm run (\S+)/g)) assert.ok(scripts[script!], `npm run ${script} exists`);
    assert.equal(runs[2], 'bash .github/scripts/commit-and-push.sh "Poista kuvista sijainnit ja kameran tiedot" assets');
    assert.equal(steps.find((s) => s.run === runs[2])?.id, 'commit');
  });

  it('should publish its commit by calling pages.yml on the branch, only when it committed', () => {
    const publish = workflow.jobs.publish!;
    assert.equal(publish.uses, './.github/workflows/pages.yml');
    assert.equal(publish.needs, 'clean');
    assert.equal(publish.if, "needs.clean.outputs.committed == 'true'");
    assert.equal(clean.outputs?.committed, '${{ steps.commit.outputs.committed }}');
    assert.deepEqual(publish.with, { ref: '${{ github.ref_name }}' });
    assert.deepEqual(publish.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { defaults } from '../../src/config.ts';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}

interface Workflow {
  on: { push?: { branches?: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { needs?: string | string[]; environment?: { name: string }; steps: Step[] }>;
}

const workflow = parse(readFileSync('.github/workflows/pages.yml', 'utf8')) as Workflow;
const build = workflow.jobs.build!.steps;
const indexOf = (action: string) => build.findIndex((step) => step.uses?.startsWith(`${action}@`));
const stepUsing = (action: string) => build[indexOf(action)];

/** The commands in the README's GitHub Pages section, each split into its environment and the command. */
function readmeCommands(): { env: string[]; command: string }[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Publishing on GitHub Pages'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'the README has a GitHub Pages section with a sh block');
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const env = [...line.matchAll(/^([A-Z_]+)=\S+\s+/g)].map((m) => m[1]!);
      return { env, command: line.replace(/^([A-Z_]+=\S+\s+)+/, '') };
    });
}

describe('GitHub Pages workflow (.github/workflows/pages.yml)', () => {
  it('should publish on every push to main, with the permissions Pages needs', () => {
    assert.deepEqual(workflow.on.push?.branches, ['main']);
    assert.equal(workflow.permissions.pages, 'write');
    assert.equal(workflow.permissions['id-token'], 'write', 'deploy-pages proves where it runs with an OIDC token');
  });

  it('should install and build with exactly the commands the README gives', () => {
    const runs = build.filter((step) => step.run).map((step) => ({ env: Object.keys(step.env ?? {}), command: step.run!.trim() }));
    assert.deepEqual(runs, readmeCommands());
    assert.deepEqual(runs.map((r) => r.command), ['npm ci', 'npm run build']);
  });

  it("should build with the site's public address from actions/configure-pages", () => {
    const pages = stepUsing('actions/configure-pages');
    assert.ok(pages?.id, 'configure-pages has an id to read its outputs by');
    const buildStep = build.find((step) => step.run?.trim() === 'npm run build')!;
    assert.equal(buildStep.env?.SITE_URL, `\${{ steps.${pages.id}.outputs.base_url }}`);
    assert.ok(indexOf('actions/configure-pages') < build.indexOf(buildStep), 'the address is known before the build');
  });

  it('should keep the processed images between runs, keyed on the photos and the lock file', () => {
    const cache = stepUsing('actions/cache');
    assert.ok(cache, 'an actions/cache step');
    assert.equal(cache.with?.path, defaults.cacheDir);
    const key = String(cache.with?.key);
    assert.match(key, /hashFiles\(/);
    assert.ok(key.includes(`'${defaults.assetsDir}/**'`), `the photos are in the key: ${key}`);
    assert.ok(key.includes("'package-lock.json'"), `the lock file (sharp's version) is in the key: ${key}`);
    assert.ok(cache.with?.['restore-keys'], 'a changed photo starts from the previous cache, not from nothing');
    assert.ok(indexOf('actions/cache') < build.findIndex((step) => step.run?.trim() === 'npm run build'), 'restored before the build');
  });

  it('should upload the built folder and deploy it with the official Pages actions', () => {
    const upload = stepUsing('actions/upload-pages-artifact');
    assert.equal(upload?.with?.path, defaults.outDir);
    assert.ok(indexOf('actions/upload-pages-artifact') > build.findIndex((step) => step.run?.trim() === 'npm run build'));
    const deploy = workflow.jobs.deploy!;
    assert.equal(deploy.needs, 'build');
    assert.equal(deploy.environment?.name, 'github-pages');
    assert.ok(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
  });

  it('should run on the Node version the project supports, with every action pinned to a major version', () => {
    const node = Number(stepUsing('actions/setup-node')?.with?.['node-version']);
    const engine = Number(/>=\s*(\d+)/.exec((JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node)?.[1]);
    assert.ok(node >= engine, `Node ${node} satisfies the engines field (>= ${engine})`);
    const actions = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    assert.ok(actions.every((uses) => /^actions\/[a-z-]+@v\d+$/.test(uses)), actions.join(', '));
  });
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BUILD_MARKER } from '../../src/output/write-site.ts';
import { defaults } from '../../src/config.ts';
import { buildInto, makeWorkspace, quick, type Workspace } from '../helpers/fixtures.ts';
import { snapshot } from '../helpers/snapshot.ts';
import { readWorkflow, type WorkflowStep } from '../helpers/workflow.ts';

/**
 * The lowest major of each action known to run on Node 24, the runtime GitHub moves every action
 * to (looked up in each action's repository, 2026). A floor, not a list of allowed versions: a new
 * major passes the day it ships, and an action not listed here passes when pinned to a major.
 */
const MIN_MAJOR: Record<string, number> = {
  'actions/checkout': 7,
  'actions/setup-node': 7,
  'actions/configure-pages': 6,
  'actions/cache/restore': 5,
  'actions/cache/save': 5,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
};

/** Why a step's `uses` is not an action pinned to a major at or above its known floor, or `undefined`. */
function actionVersionProblem(uses: string): string | undefined {
  const pinned = /^([\w.-]+\/[\w.-]+(?:\/[\w.-]+)?)@v(\d+)$/.exec(uses);
  if (!pinned) return `${uses}: not pinned to a major version (@vN)`;
  const floor = MIN_MAJOR[pinned[1]!];
  return floor !== undefined && Number(pinned[2]) < floor ? `${uses}: older than v${floor}, the first on Node 24` : undefined;
}

/**
 * What upload-pages-artifact@v5 runs on Linux (its action.yml) to pack the site, with its default
 * `include-hidden-files: false`: every file but `.git`, `.github` and names starting with a dot.
 */
const UPLOAD_TAR = ['--dereference', '--hard-dereference', '--exclude=.git', '--exclude=.github', '--exclude=.[^/]*'];

const workflow = readWorkflow('pages.yml');
const buildJob = workflow.jobs.build!;
const deployJob = workflow.jobs.deploy!;
const build = buildJob.steps!;
const actionOf = (step: WorkflowStep) => step.uses?.split('@')[0];
const indexOf = (action: string) => build.findIndex((step) => actionOf(step) === action);
const stepUsing = (action: string) => build[indexOf(action)];
const runIndex = (command: string) => build.findIndex((step) => step.run?.trim() === command);

/** The commands in docs/hosting.md's GitHub Pages section, each split into its environment and the command. */
function documentedCommands(): { env: string[]; command: string }[] {
  const guide = readFileSync('docs/hosting.md', 'utf8');
  const section = guide.slice(guide.indexOf('## Publishing on GitHub Pages'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'docs/hosting.md has a GitHub Pages section with a sh block');
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const env = [...line.matchAll(/^([A-Z_]+)=\S+\s+/g)].map((m) => m[1]!);
      return { env, command: line.replace(/^([A-Z_]+=\S+\s+)+/, '') };
    });
}

/** The `hashFiles('a', 'b')` arguments of every hashFiles call in an expression, in order. */
const hashedFiles = (expression: string): string[][] =>
  [...expression.matchAll(/hashFiles\(([^)]*)\)/g)].map((m) => [...m[1]!.matchAll(/'([^']*)'/g)].map((f) => f[1]!));

describe('GitHub Pages workflow (.github/workflows/pages.yml)', () => {
  it('should publish on every push to main', () => {
    assert.deepEqual(workflow.on.push?.branches, ['main']);
  });

  it('should give the build job read access only, and only the deploy job the right to publish', () => {
    assert.deepEqual(workflow.permissions ?? {}, { contents: 'read' }, 'nothing but reading the code for the workflow as a whole');
    // configure-pages reads the Pages settings (GET /repos/…/pages) for the site's address, which
    // needs `pages: read`; the job runs npm ci and the project's code, so it may write nothing.
    assert.deepEqual(buildJob.permissions, { contents: 'read', pages: 'read' });
    assert.deepEqual(
      deployJob.permissions,
      { pages: 'write', 'id-token': 'write' },
      'deploy-pages creates a deployment and proves its origin with an OIDC token',
    );
    assert.ok(!deployJob.steps!.some((step) => step.run), 'the job holding the write permission runs no code of the project');
  });

  it('should install, check, test and build with exactly the commands docs/hosting.md gives', () => {
    // The bash steps of issues 28 and 38 (did the code change; is Pages on; the Pages-off summary) are no documented commands.
    const runs = build
      .filter((step) => step.run && !['code', 'probe', 'pages-off'].includes(step.id ?? ''))
      .map((step) => ({ env: Object.keys(step.env ?? {}), command: step.run!.trim() }));
    assert.deepEqual(runs, documentedCommands());
    assert.deepEqual(
      runs.slice(0, 4).map((r) => r.command),
      ['npm ci', 'npm run check', 'npm test', 'npm run build'],
    );
  });

  it('should type-check and run the unit tests before anything is built or uploaded', () => {
    const [check, test, site, upload] = [runIndex('npm run check'), runIndex('npm test'), runIndex('npm run build'), indexOf('actions/upload-pages-artifact')];
    assert.ok(check > runIndex('npm ci') && check < site && test < site && site < upload, `order: ${build.map((s) => s.run ?? s.uses).join(' → ')}`);
    assert.ok(
      // Issue 28: the checks are skipped only when no code changed; issue 38: configure-pages only while Pages is off.
      build
        .slice(0, upload)
        .every(
          (step) =>
            step.if === undefined ||
            step.uses?.startsWith('actions/cache/save@') ||
            step.if === "steps.code.outputs.changed == 'true'" ||
            (step.uses?.startsWith('actions/configure-pages@') && step.if === "steps.probe.outputs.enabled == 'true'"),
        ),
      'no step before the upload is skipped on failure by a condition of its own',
    );
  });

  it("should build with the site's public address from actions/configure-pages", () => {
    const pages = stepUsing('actions/configure-pages');
    assert.ok(pages?.id, 'configure-pages has an id to read its outputs by');
    const buildStep = build[runIndex('npm run build')]!;
    assert.equal(buildStep.env?.SITE_URL, `\${{ steps.${pages.id}.outputs.base_url }}`);
    assert.ok(indexOf('actions/configure-pages') < build.indexOf(buildStep), 'the address is known before the build');
  });

  it('should key the cache on the code of its costly kinds and the photos, with restore keys for partial hits', () => {
    assert.equal(indexOf('actions/cache'), -1, 'not actions/cache itself: it saves only when the whole job succeeds');
    const restore = stepUsing('actions/cache/restore');
    assert.ok(restore?.id, 'an actions/cache/restore step with an id');
    assert.equal(restore.with?.path, defaults.cacheDir);
    const key = String(restore.with?.key);
    const hashed = hashedFiles(key).flat();
    for (const input of [
      'src/config.ts',
      'src/cache/**',
      'src/images/**',
      'src/privacy/faces/**',
      'package-lock.json',
      `${defaults.assetsDir}/**`,
      'src/booklet/print-images.ts',
    ]) {
      assert.ok(hashed.includes(input), `${input} is in the key: ${key}`);
    }
    assert.ok(key.startsWith('cache-${{ runner.os }}-'), key);
    const restoreKeys = String(restore.with?.['restore-keys'])
      .trim()
      .split('\n')
      .map((line) => line.trim());
    assert.ok(restoreKeys.length >= 2, 'the same pipeline with other photos first, then any earlier cache');
    for (const prefix of restoreKeys) assert.ok(key.startsWith(prefix) && prefix !== key, `restore key "${prefix}" is a prefix of the key`);
    assert.deepEqual(hashedFiles(restoreKeys[0]!), hashedFiles(key).slice(0, 1), 'the first restore key is the pipeline without the photos');
    assert.ok(indexOf('actions/cache/restore') < runIndex('npm run build'), 'restored before the build');
  });

  it('should save the cache after the build even when it fails, but not over a complete one', () => {
    const restore = stepUsing('actions/cache/restore')!;
    const buildStep = build[runIndex('npm run build')]!;
    const save = stepUsing('actions/cache/save');
    assert.ok(save, 'an actions/cache/save step');
    assert.ok(buildStep.id, 'the build step has an id, so the save can read its outcome');
    assert.ok(indexOf('actions/cache/save') > build.indexOf(buildStep), 'saved after the build');
    assert.equal(save.with?.path, defaults.cacheDir);
    const condition = String(save.if);
    assert.match(condition, /\balways\(\)/, 'saved whatever happened before');
    assert.ok(condition.includes(`steps.${restore.id}.outputs.cache-hit != 'true'`), `skipped after an exact hit: ${condition}`);
    const key = String(save.with?.key);
    // A partial cache saved under the exact key would be restored as complete by every later run
    // with the same photos, and never saved again: only a successful build saves under it.
    assert.ok(key.includes(`steps.${buildStep.id}.outcome == 'success' && steps.${restore.id}.outputs.cache-primary-key ||`), key);
    assert.match(
      key,
      /format\('\{0\}-[a-z]+-\{1\}-\{2\}', steps\.\w+\.outputs\.cache-primary-key, github\.run_id, github\.run_attempt\)/,
      'an unfinished build saves under a key of its own',
    );
  });

  it('should upload the built folder and deploy it with the official Pages actions', () => {
    const upload = stepUsing('actions/upload-pages-artifact');
    assert.equal(upload?.with?.path, defaults.outDir);
    assert.notEqual(String(upload?.with?.['include-hidden-files']), 'true', `hidden files (${BUILD_MARKER}) stay out`);
    assert.ok(indexOf('actions/upload-pages-artifact') > runIndex('npm run build'));
    assert.equal(deployJob.needs, 'build');
    assert.equal(deployJob.environment?.name, 'github-pages');
    assert.ok(deployJob.steps!.some((step) => actionOf(step) === 'actions/deploy-pages'));
  });

  it('should give both jobs a time limit', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const minutes = job['timeout-minutes'];
      assert.ok(typeof minutes === 'number' && minutes > 0 && minutes <= 60, `${name}: timeout-minutes ${minutes}`);
    }
  });

  it('should run on Node 24, an LTS line CI tests, which the engines field allows', () => {
    const node = Number(stepUsing('actions/setup-node')?.with?.['node-version']);
    assert.equal(node, 24);
    const engine = Number(/>=\s*(\d+)/.exec((JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node)?.[1]);
    assert.ok(node >= engine, `Node ${node} satisfies the engines field (>= ${engine})`);
  });

  it('should pin every action to a major version (@vN), no older than the first on Node 24 where that is known', () => {
    const used = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])));
    assert.ok(used.length > 0, 'the workflow uses actions');
    assert.deepEqual(used.map(actionVersionProblem).filter(Boolean), []);
  });

  it('should accept a new major and an unlisted action, and refuse an unpinned, a too old or a minor-pinned one', () => {
    assert.equal(actionVersionProblem('actions/checkout@v99'), undefined, 'a major shipped after the floor was written');
    assert.equal(actionVersionProblem('someone/new-action@v1'), undefined, 'an action the floor does not list');
    for (const uses of ['actions/checkout', 'actions/checkout@main', 'actions/checkout@v4.2.0', 'actions/checkout@v1']) {
      assert.ok(actionVersionProblem(uses), uses);
    }
  });
});

describe('GitHub Pages workflow: what is published', () => {
  let ws: Workspace;
  let built: string[];
  before(async () => {
    ws = await makeWorkspace();
    // One WebP width per slot, no face detection: what is published does not depend on them.
    await buildInto(ws, undefined, quick());
    built = Object.keys(await snapshot(ws.outDir)).sort();
  });
  after(() => ws.cleanup());

  /** Runs the workflow's step between the build and the upload on the workspace's built folder. */
  function runCleanupStep() {
    const cleanup = build.slice(runIndex('npm run build') + 1, indexOf('actions/upload-pages-artifact')).filter((step) => step.run);
    assert.equal(cleanup.length, 1, 'one step between the build and the upload runs a command');
    assert.equal(path.basename(ws.outDir), defaults.outDir, 'the step runs where the build wrote');
    execFileSync('bash', ['-eo', 'pipefail', '-c', cleanup[0]!.run!], { cwd: path.dirname(ws.outDir) });
  }

  /** The files upload-pages-artifact would pack from the built folder, as paths inside it. */
  function uploaded(): string[] {
    const archive = execFileSync('tar', [...UPLOAD_TAR, '--directory', ws.outDir, '-cf', '-', '.']);
    return execFileSync('tar', ['-tf', '-'], { input: archive })
      .toString()
      .split('\n')
      .filter((line) => line !== '' && !line.endsWith('/'))
      .map((line) => line.replace(/^\.\//, ''))
      .sort();
  }

  it("should publish every file visitors need and leave out _headers, the .gz and .br copies and the build's marker", () => {
    assert.ok(
      built.includes('_headers') && built.includes(BUILD_MARKER) && built.some((f) => f.endsWith('.gz')) && built.some((f) => f.endsWith('.br')),
      'the build writes them',
    );
    runCleanupStep();
    const members = uploaded();
    const needed = built.filter((file) => file !== '_headers' && file !== BUILD_MARKER && !/\.(gz|br)$/.test(file));
    assert.deepEqual(members, needed);
    for (const file of ['index.html', '404.html', 'kasvi/404.html', 'robots.txt', 'kasvi/Haapa/index.html']) assert.ok(members.includes(file), file);
    assert.ok(
      members.some((file) => file.startsWith('img/')),
      'the images',
    );
  });
});

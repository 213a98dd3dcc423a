import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ICruiseResult } from 'dependency-cruiser';
import { checkImports } from '../helpers/architecture.ts';

// One file for both suites: loading dependency-cruiser (and the TypeScript compiler it parses
// with) is most of their time, paid once.

/** The stage folders of src/ (the rules in `.dependency-cruiser.cjs` order them). */
const STAGES = [
  'messages',
  'fs',
  'cache',
  'model',
  'names',
  'client',
  'templates',
  'content',
  'images',
  'privacy',
  'pages',
  'booklet',
  'output',
  'pipeline',
  'report',
  'teacher',
  'author',
  'serve',
];

describe('architecture (.dependency-cruiser.cjs)', () => {
  let result: ICruiseResult;
  let violations: string[];
  before(async () => {
    // Tests import anything; the rules about tests concern their helpers.
    ({ result, violations } = await checkImports(process.cwd(), ['src', 'scripts', 'tools', 'test/helpers']));
  });

  it('should find no import that breaks a rule in src/, scripts/, tools/ or the test helpers', () => {
    assert.deepEqual(violations, []);
  });

  it('should have read every file and its imports, of every form the code uses: a parser that sees nothing cannot pass', () => {
    const read = new Set(result.modules.map((m) => m.source));
    const onDisk = ['src', 'scripts', 'tools'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
    );
    assert.deepEqual(
      onDisk.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !read.has(file)),
      [],
      'every module of src/, scripts/ and tools/ read',
    );
    const fromSrc = result.modules.filter((m) => m.source.startsWith('src/')).flatMap((m) => m.dependencies);
    // 237 when this was written; a parser that missed a form would drop far below.
    assert.ok(fromSrc.filter((d) => d.dependencyTypes.includes('local')).length >= 180, `imports between modules of src/: ${fromSrc.length}`);
    const forms = new Set(fromSrc.flatMap((d) => d.dependencyTypes));
    for (const form of ['import', 'type-only', 'dynamic-import', 'core', 'npm'] as const) assert.ok(forms.has(form), `${form} imports seen`);
  });

  it('should keep every module of src/ in a stage folder, with at most four shared files on top', () => {
    const sources = result.modules.map((m) => m.source).filter((file) => file.startsWith('src/') && /\.tsx?$/.test(file));
    const top = sources.filter((file) => file.split('/').length === 2);
    assert.deepEqual(
      sources.filter((file) => file.split('/').length > 2 && !STAGES.includes(file.split('/')[1]!)),
      [],
    );
    assert.ok(top.length <= 4, `top of src/: ${top.join(', ')}`);
  });

  it("should keep src/data/ for the student's content: no module of code in it", () => {
    const code = readdirSync(path.join('src', 'data'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|[cm]?js|json)$/.test(file));
    assert.deepEqual(code, []);
  });

  it('should spell the output folders in the routes module only', () => {
    const spelled = result.modules
      .map((m) => m.source)
      .filter((file) => /^(src|scripts|tools)\//.test(file) && /\.tsx?$/.test(file))
      .filter((file) => /['`/](kasvi|img)[/'`]/.test(readFileSync(file, 'utf8')));
    assert.deepEqual(spelled, [path.posix.join('src', 'pages', 'routes.ts')]);
  });
});

/**
 * Bad imports, one of each form and each rule, planted in a copy of the project: the rules must
 * name every one. File → what it imports → the rule it breaks.
 */
const PLANTED: [file: string, code: string, rule: string][] = [
  ['src/pages/planted-double-quotes.ts', 'import { buildSite } from "../pipeline/build-site.ts";\nexport const x = buildSite;\n', 'stage-order-pages'],
  ['src/pages/planted-multi-line.ts', "import {\n  buildSite,\n} from '../pipeline/build-site.ts';\nexport const x = buildSite;\n", 'stage-order-pages'],
  ['src/content/planted-dynamic.ts', "export const load = () => import('../images/pipeline.ts');\n", 'stage-order-content'],
  ['src/content/planted-dynamic-template.ts', 'export const load = () => import(`../pages/render.tsx`);\n', 'stage-order-content'],
  ['src/images/planted-side-effect.ts', "import '../pages/render.tsx';\n", 'stage-order-images'],
  ['src/pages/planted-re-export.ts', "export { bundleStylesheet } from '../pipeline/bundle-assets.ts';\n", 'stage-order-pages'],
  ['src/pages/planted-star.ts', "export * from '../booklet/browser.ts';\n", 'stage-order-pages'],
  [
    'src/templates/planted-type.ts',
    "import type { ContentFiles } from '../content/parse-content.ts';\nexport type X = ContentFiles;\n",
    'stage-order-templates',
  ],
  ['src/templates/planted-inline-type.ts', "import { type ImageJob } from '../images/pipeline.ts';\nexport type X = ImageJob;\n", 'stage-order-templates'],
  ['src/model/planted-type-re-export.ts', "export type { SpeciesEntry } from '../content/model.ts';\n", 'stage-order-model'],
  ['src/data/planted-code.ts', "import { defaults } from '../config.ts';\nexport const x = defaults;\n", 'no-code-in-data'],
  ['src/output/planted-up.ts', "import { buildSite } from '../pipeline/build-site.ts';\nexport const x = buildSite;\n", 'stage-order-output'],
  ['src/pipeline/planted-up.ts', "import { workflowCommand } from '../report/github-report.ts';\nexport const x = workflowCommand;\n", 'stage-order-pipeline'],
  ['src/report/planted-up.ts', "import { addSpecies } from '../author/add-species.ts';\nexport const x = addSpecies;\n", 'stage-order-report'],
  ['src/report/planted-fs.ts', "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n", 'pure-stages-no-io'],
  ['scripts/planted-tool.ts', "import { CHROMIUM } from '../tools/lib/chromium.ts';\nexport const x = CHROMIUM;\n", 'commands-not-tools'],
  ['src/messages/planted.ts', "import { defaults } from '../config.ts';\nexport const x = defaults;\n", 'stage-order-messages'],
  ['src/client/planted.ts', "import { texts } from '../templates/view-models.ts';\nexport const x = texts;\n", 'stage-order-client'],
  ['src/pipeline/planted-same-rank.ts', "import { addSpecies } from '../author/add-species.ts';\nexport const x = addSpecies;\n", 'stage-order-pipeline'],
  [
    'src/author/planted-serve.ts',
    "import { startPreviewServer } from '../serve/preview-server.ts';\nexport const x = startPreviewServer;\n",
    'stage-order-author',
  ],
  ['src/teacher/planted-pipeline.ts', "import { createSiteCore } from '../pipeline/site-core.ts';\nexport const x = createSiteCore;\n", 'teacher-formats-only'],
  ['src/teacher/planted-booklet.ts', "import type { Booklet } from '../booklet/make-booklet.ts';\nexport type X = Booklet;\n", 'teacher-formats-only'],
  ['src/teacher/planted-images.ts', "export const load = () => import('../images/pipeline.ts');\n", 'teacher-formats-only'],
  ['src/teacher/planted-privacy.ts', "export { checkPhotos } from '../privacy/check-photos.ts';\n", 'teacher-formats-only'],
  [
    'src/serve/planted-report.ts',
    "import { warningAnnotations } from '../report/github-report.ts';\nexport const x = warningAnnotations;\n",
    'serve-not-report',
  ],
  ['src/author/planted-page.ts', "import { renderPage } from '../pages/render.tsx';\nexport const x = renderPage;\n", 'author-reads-below-the-build'],
  ['src/pages/planted-pipeline.ts', "import { processImages } from '../images/pipeline.ts';\nexport const x = processImages;\n", 'views-read-image-types-only'],
  ['src/pages/planted-sharp.ts', "import sharp from 'sharp';\nexport const x = sharp;\n", 'pure-stages-no-io'],
  ['src/templates/planted-fs.ts', 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n', 'pure-stages-no-io'],
  ['src/client/planted-fs.ts', "import fs from 'fs';\nexport const x = fs;\n", 'pure-stages-no-io'],
  ['src/content/planted-child-process.ts', "import { spawn } from 'node:child_process';\nexport const x = spawn;\n", 'pure-stages-no-io'],
  ['src/content/planted-glob.ts', "export const glob = () => import('fast-glob');\n", 'pure-stages-no-io'],
  ['src/planted-top.ts', "import { writeFile } from 'node:fs/promises';\nexport const x = writeFile;\n", 'pure-stages-no-io'],
  [
    'src/pipeline/planted-scripts.ts',
    "import { npmCommand } from '../../scripts/lib/npm-command.ts';\nexport const x = npmCommand;\n",
    'src-not-scripts-or-tests',
  ],
  ['src/pipeline/planted-test.ts', "import { SAMPLE_ROOT } from '../../test/helpers/sample.ts';\nexport const x = SAMPLE_ROOT;\n", 'src-not-scripts-or-tests'],
  ['src/pipeline/planted-dev-dependency.ts', "import { Launcher } from 'chrome-launcher';\nexport const x = Launcher;\n", 'src-runs-on-dependencies'],
  ['src/pages/planted-widget.ts', "import { x } from '../widgets/planted.ts';\nexport const y = x;\n", 'known-stage'],
  ['src/pages/planted-typo.ts', "import { x } from './no-such-module.ts';\nexport const y = x;\n", 'no-unresolvable'],
  ['test/helpers/planted.ts', "import { CHROMIUM } from '../../tools/lib/chromium.ts';\nexport const x = CHROMIUM;\n", 'test-helpers-not-scripts'],
  [
    'test/helpers/planted-command.ts',
    "import { npmCommand } from '../../scripts/lib/npm-command.ts';\nexport const x = npmCommand;\n",
    'test-helpers-not-scripts',
  ],
  ['scripts/lib/planted.ts', "import '../build.ts';\n", 'scripts-lib-not-commands'],
];

/** A module in a folder that is no stage, for the import above to find. */
const WIDGET: [file: string, code: string] = ['src/widgets/planted.ts', 'export const x = 1;\n'];

/** A bad import added to the end of a real module, beside its good ones. */
const APPENDED: [file: string, code: string, rule: string] = [
  'src/pages/views.ts',
  "\nexport { writeSite } from '../output/write-site.ts';\n",
  'stage-order-pages',
];

describe('architecture rules on planted imports', () => {
  let root: string;
  let violations: string[];
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-planted-'));
    for (const entry of ['src', 'scripts', 'tools', 'test/helpers', 'package.json', 'tsconfig.json']) {
      await cp(entry, path.join(root, entry), { recursive: true, filter: (from) => !from.startsWith(path.join('src', 'data', 'lajit')) });
    }
    await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'));
    for (const [file, code] of [...PLANTED, WIDGET]) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    }
    await appendFile(path.join(root, APPENDED[0]), APPENDED[1]);
    ({ violations } = await checkImports(root, [...PLANTED.map(([file]) => file), APPENDED[0]], 1));
  });
  after(() => rm(root, { recursive: true, force: true }));

  for (const [file, code, rule] of [...PLANTED, APPENDED]) {
    it(`should name ${rule} for ${file}: ${code.trim().split('\n')[0]}`, () => {
      const found = violations.filter((v) => v.includes(`: ${file} → `));
      assert.ok(
        found.some((v) => v.startsWith(`${rule}: `)),
        `${file} breaks ${rule}; found: ${found.join('; ') || 'nothing'}`,
      );
    });
  }

  it('should find nothing else wrong in the copy: each violation is a planted one', () => {
    const planted = new Set([...PLANTED.map(([file]) => file), APPENDED[0]]);
    assert.deepEqual(
      violations.filter((v) => !planted.has(v.split(': ')[1]!.split(' → ')[0]!)),
      [],
    );
  });
});

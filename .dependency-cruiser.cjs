/**
 * The architecture as rules dependency-cruiser checks (run by `test/unit/architecture.test.ts`, so
 * by `npm test`; by hand: `npx depcruise src scripts test`). It parses every import form there is:
 * static, dynamic `import()`, side-effect, re-export and `import type`, with any quotes.
 *
 * The stages of `src/`, lowest first. A module may import from its own stage or one below it,
 * never above: data flows content → images → pages → booklet → pipeline, and the commands sit on
 * top. Stages on one line of the README's table are ordered here too, so no two stages can
 * import each other:
 * - `messages` (the Finnish catalogue) is the leaf: it imports nothing of the project's.
 * - the top of `src/` (config, flags, hash) is shared by all and reads messages only.
 * - `fs` (the one atomic file writer, the guarded file reader, the one lock file) serves every stage
 *   that touches files.
 * - `cache` (the one store kept between runs, written through `fs`) serves every stage that keeps
 *   an entry: image variants, faces, print photos, bundles, compressed copies.
 * - `model` (the content's types) < `names` (the Finnish species-name table and the YKJ grid:
 *   reference data any stage may ask) < `client` (browser code) < `templates` (React views,
 *   which may name model types). `src/data/` is the student's content and holds no code at all.
 * - `content` < `images` < `privacy`: the image stage takes the content's photo uses and slugs;
 *   photo privacy (location and identity metadata, faces) opens photos with the image stage's readers.
 * - `pages` < `booklet` < `output` < `pipeline`: the booklet reuses the pages' routes and
 *   templates; the output transaction (claim, lock, stage, swap) knows nothing of what it writes;
 *   the pipeline wires every stage and hands its files to the output.
 * - `pipeline` < `report` < `teacher` < `author` < `serve`: the report formats a pipeline's result
 *   for GitHub; `teacher` (the class report) formats the checks the site core made, which the
 *   command in scripts/ hands it, so it reaches into no stage that checks or encodes; the commands
 *   sit above; neither command imports the other.
 */
const STAGES = [
  'messages',
  '',
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

/** The path pattern of a stage's modules ('' is the files directly in src/). */
const stagePath = (stage) => (stage === '' ? '^src/[^/]+$' : `^src/${stage}/`);
const named = (stage) => (stage === '' ? 'top' : stage);

/** Pure stages: they compute from their arguments and never touch the disk, a process or pixels. */
const PURE = ['messages', '', 'model', 'names', 'client', 'templates', 'content', 'pages', 'report'];
/** What pure code must not import: the file system, processes, and the packages doing I/O or pixels. */
const IO_CORE = ['fs', 'fs/promises', 'child_process', 'worker_threads', 'net', 'http', 'https'];
const IO_PACKAGES = ['sharp', 'fast-glob', 'esbuild', 'playwright-core', 'chrome-launcher', 'heic-decode'];

module.exports = {
  forbidden: [
    ...STAGES.slice(0, -1).map((stage, rank) => ({
      name: `stage-order-${named(stage)}`,
      comment: `${named(stage)} imports only from its own stage or below: never ${STAGES.slice(rank + 1)
        .map(named)
        .join(', ')}`,
      severity: 'error',
      from: { path: stagePath(stage) },
      to: { path: STAGES.slice(rank + 1).map(stagePath) },
    })),
    {
      name: 'known-stage',
      comment: 'Every module of src/ is in a stage folder (or one of the shared files on top), so the order above covers it',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: STAGES.map(stagePath) },
    },
    {
      name: 'src-not-scripts-or-tests',
      comment: 'src/ is the generator; the command shells in scripts/, the engineer tools in tools/ and the tests use it, never the other way round',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|tools|test)/' },
    },
    {
      name: 'no-code-in-data',
      comment: "src/data/ is the student's content (Markdown); a module there would be deleted or edited by a student replacing the sample",
      severity: 'error',
      from: { path: '^src/data/' },
      to: {},
    },
    {
      name: 'commands-not-tools',
      comment: "The student's commands never depend on the engineer's tooling (bench, Lighthouse, sample freezing)",
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tools/' },
    },
    {
      name: 'scripts-lib-not-commands',
      comment: 'scripts/lib/ serves the commands; a command is an entry point nothing imports',
      severity: 'error',
      from: { path: '^(scripts/lib|tools/lib|test)/' },
      to: { path: '^(scripts|tools)/[^/]+$' },
    },
    {
      name: 'test-helpers-not-scripts',
      comment: 'Test helpers build on src/ only: a change to a bench or a command must not change how every test runs',
      severity: 'error',
      from: { path: '^test/helpers/' },
      to: { path: '^(scripts|tools)/' },
    },
    {
      name: 'pure-stages-no-io',
      comment:
        'messages, the top of src/, model, names, client, templates, content, pages and report compute from their arguments: no file system, process or pixel library (the content is read by content/read-content.ts alone, the name table by names/table.ts)',
      severity: 'error',
      // The content and the name table are each read by one module: the rest of their stages compute.
      from: { path: PURE.map(stagePath), pathNot: '^src/(content/read-content|names/table)\\.ts$' },
      // Node's modules resolve to their bare name (`node:fs` to `fs`), packages to their folder.
      to: { dependencyTypesNot: ['local'], path: [`^(${IO_CORE.join('|')})$`, `(^|/)node_modules/(${IO_PACKAGES.join('|')})/`] },
    },
    {
      name: 'teacher-formats-only',
      comment:
        "teacher/ formats what scripts/luokka.ts hands it (the site core's check of each repository): it never checks, encodes or prints a collection itself, so no second wiring of the pipeline grows there",
      severity: 'error',
      from: { path: '^src/teacher/' },
      to: { path: '^src/(pipeline|booklet|images|privacy)/' },
    },
    {
      name: 'serve-not-report',
      comment: "The dev server shows the core's warnings through the one printer (messages/warnings.ts); the GitHub formats in report/ are not its business",
      severity: 'error',
      from: { path: '^src/serve/' },
      to: { path: '^src/report/' },
    },
    {
      name: 'author-reads-below-the-build',
      comment: 'npm run uusi and aloita read content, images and the routes; they never build, serve or render a page',
      severity: 'error',
      from: { path: '^src/author/' },
      to: { path: ['^src/(output|pipeline|report|serve|templates|client)/', '^src/pages/(?!routes\\.ts$)'] },
    },
    {
      name: 'views-read-image-types-only',
      comment: 'pages, templates and client read what the image stage hands on (its types, formats and the pure variant plan), never the sharp pipeline',
      severity: 'error',
      from: { path: '^src/(pages|templates|client)/' },
      to: { path: '^src/images/', pathNot: '^src/images/(types|formats|variant-plan)\\.ts$' },
    },
    {
      name: 'src-runs-on-dependencies',
      comment:
        "What src/ imports to run is in package.json dependencies, so a production install (npm ci --omit=dev) builds; a devDependency only as a type or loaded on demand with a message when missing (the booklet's browser)",
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package; and a rule cannot check what it cannot see',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // `import type` counts: a type from a stage above ties the two stages as surely as a value.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^test/fixtures/' },
    // Node's own modules (`node:fs`) and packages resolve by the project's tsconfig and package.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
  },
};

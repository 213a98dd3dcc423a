// @ts-check
/**
 * The project's commands (`scripts/*.ts`) as one esbuild bundle, made when a source changed and
 * kept in `.cache/commands/` otherwise (beside the image cache, and like it never committed), so
 * `npm start` and the other commands start without a TypeScript loader. Through tsx, a command
 * spent about 0.2 s starting the loader and about as long again sending each of its 150 modules
 * through it; a bundle is a few files, loaded by Node itself. Plain JavaScript, because it is what
 * runs before any TypeScript can.
 *
 * The bundle is trusted only while every file esbuild read to make it has the same bytes (sha256),
 * with the same esbuild, Node major, tsconfig.json and project folder (a moved project's bundle
 * would look for its templates in the old place): an engineer's edit to any module makes a new
 * bundle on the next command, as tsx would have run the edit. Packages stay outside the bundle
 * (`packages: 'external'`): Node loads them from node_modules as it always did.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The sha256 of each file the bundle read, by absolute path (esbuild's virtual `<…>` inputs are not files).
 * @param {import('esbuild').Metafile} metafile @param {string} workingDir @returns {Promise<Record<string, string>>}
 */
async function recordInputs(metafile, workingDir) {
  const files = Object.keys(metafile.inputs)
    .filter((name) => !name.startsWith('<'))
    .map((name) => path.resolve(workingDir, name))
    .sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, sha256(await readFile(file))])));
}

/** True while every recorded file still has the bytes it had. @param {Record<string, string>} inputs */
async function inputsUnchanged(inputs) {
  const hashes = await Promise.all(Object.keys(inputs).map((file) => readFile(file).then(sha256, () => '')));
  return Object.values(inputs).every((hash, i) => hash === hashes[i]);
}

/** Changed when the bundle's layout changes, so no older cache is read as a newer one. */
const FORMAT = 1;
/**
 * The file naming the current bundle, one per Node major version (each has a bundle of its own):
 * an engineer or CI running the commands on Node 20 and 24 in turn does not bundle at every switch.
 */
const POINTER = `current-node${process.versions.node.split('.')[0]}.json`;
/** Modules under `scripts/lib/` that a command starts as a process of their own. */
const WORKERS = ['lib/dev-worker'];
/** Bundles kept besides the current one: a long-running `npm run dev` may still load a chunk lazily from the one it started with. */
const KEEP = 3;

/**
 * @typedef {object} Commands
 * @property {string} root the project: where `scripts/`, `src/`, `tsconfig.json` and node_modules are
 * @property {string} cacheDir where bundles and their pointers (`current-node<major>.json`) are kept
 * @property {readonly string[]} entries the commands, as paths under `scripts/` without `.ts` (`build`, `lib/dev-worker`)
 */

/**
 * @typedef {object} Current
 * @property {number} format
 * @property {string} key the folder under `cacheDir` that holds this bundle
 * @property {string[]} entries
 * @property {Record<string, string>} inputs sha256 of each file read, by its absolute path
 */

/**
 * The default: every command in `scripts/` of this project, bundled into its own `.cache/`: a
 * copy of the project (the tests make many, sharing one node_modules) keeps its own bundle.
 */
export async function projectCommands() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const names = (await readdir(path.join(root, 'scripts'))).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));
  // Processes the commands start of their own: `npm run dev`'s server runs in a worker process.
  const workers = await Promise.all(
    WORKERS.map(async (worker) => ((await stat(path.join(root, 'scripts', `${worker}.ts`)).catch(() => undefined)) ? [worker] : [])),
  );
  return { root, cacheDir: path.join(root, '.cache', 'commands'), entries: [...names.sort(), ...workers.flat()] };
}

/**
 * The file URL of `entry`'s bundled module, bundling first when the kept bundle is missing or
 * stale. `rebuilt` says which it was (for the tests).
 * @param {Commands} commands
 * @param {string} entry
 * @returns {Promise<{ url: string, rebuilt: boolean }>}
 */
export async function commandModule(commands, entry) {
  if (!commands.entries.includes(entry)) throw new Error(`No command "${entry}": scripts/ has ${commands.entries.join(', ')}.`);
  const fingerprint = await environment(commands.root);
  const current = await readCurrent(commands.cacheDir);
  if (current && (await fresh(commands, current, fingerprint))) return { url: entryUrl(commands, current.key, entry), rebuilt: false };
  const made = await bundle(commands, fingerprint);
  return { url: entryUrl(commands, made.key, entry), rebuilt: true };
}

/**
 * What a bundle depends on besides the files esbuild read: its esbuild (which resolves and
 * transforms), Node's major version (the target), tsconfig.json (JSX and other transforms), and
 * the project's folder, which every `import.meta.url` in the bundle names.
 * @param {string} root
 */
async function environment(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const esbuildVersion = /** @type {{ version: string }} */ (require('esbuild/package.json')).version;
  const tsconfig = await readFile(path.join(root, 'tsconfig.json'), 'utf8').catch(() => '');
  return sha256(JSON.stringify([FORMAT, esbuildVersion, process.versions.node.split('.')[0], tsconfig, root]));
}

/** @param {string} cacheDir @returns {Promise<Current | undefined>} */
async function readCurrent(cacheDir) {
  try {
    const current = JSON.parse(await readFile(path.join(cacheDir, POINTER), 'utf8'));
    return current.format === FORMAT && typeof current.key === 'string' && typeof current.inputs === 'object' ? current : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True while the kept bundle has every entry asked for, its folder is there, and every file it was
 * made from has the bytes it had.
 * @param {Commands} commands @param {Current} current @param {string} fingerprint
 */
async function fresh(commands, current, fingerprint) {
  if (current.key !== keyOf(fingerprint, current.inputs)) return false;
  if (commands.entries.some((entry) => !current.entries.includes(entry))) return false;
  if (!(await stat(path.join(commands.cacheDir, current.key)).catch(() => undefined))) return false;
  return inputsUnchanged(current.inputs);
}

/**
 * Bundles every entry into a new folder under `cacheDir`, then points `POINTER` at it. Two
 * commands started at once may both bundle: each writes its own temp folder and renames it into
 * place, and the one renamed last is the one `POINTER` names; both are whole.
 * @param {Commands} commands @param {string} fingerprint
 */
async function bundle(commands, fingerprint) {
  const require = createRequire(path.join(commands.root, 'package.json'));
  const esbuild = /** @type {typeof import('esbuild')} */ (require('esbuild'));
  await mkdir(commands.cacheDir, { recursive: true });
  const temp = path.join(commands.cacheDir, `.tmp-${process.pid}-${Date.now()}`);
  const result = await esbuild
    .build({
      absWorkingDir: commands.root,
      entryPoints: Object.fromEntries(commands.entries.map((entry) => [entry, path.join('scripts', `${entry}.ts`)])),
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Lazily imported modules (React's renderer, the booklet, the face model's glue) stay lazy: chunks.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      tsconfig: path.join(commands.root, 'tsconfig.json'),
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [keepImportMeta(commands.root)],
    })
    .catch(async (/** @type {import('esbuild').BuildFailure} */ failure) => {
      await rm(temp, { recursive: true, force: true });
      const text = failure.errors ? await esbuild.formatMessages(failure.errors, { kind: 'error' }) : [String(failure)];
      throw new Error(`The commands could not be bundled:\n${text.join('\n')}`);
    });
  // Packages are external, so every input is the project's own.
  const inputs = await recordInputs(result.metafile, commands.root);
  const key = keyOf(fingerprint, inputs);
  const folder = path.join(commands.cacheDir, key);
  // Another command may have made the same bundle meanwhile: then its folder is used, as good as this one.
  await rename(temp, folder).catch(() => rm(temp, { recursive: true, force: true }));
  /** @type {Current} */
  const current = { format: FORMAT, key, entries: [...commands.entries], inputs };
  const pointer = path.join(commands.cacheDir, `.current-${process.pid}-${Date.now()}.json`);
  await writeFile(pointer, `${JSON.stringify(current, null, 1)}\n`);
  await rename(pointer, path.join(commands.cacheDir, POINTER));
  await prune(commands.cacheDir, key);
  return current;
}

/**
 * Each source's `import.meta.url` written in as the source file's own URL: the code finds its
 * templates, name table and client scripts beside its sources, wherever the bundle is. Any other
 * use of `import.meta` stops the bundle, so none can silently point into the cache instead.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
export function keepImportMeta(root) {
  return {
    name: 'keep-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        const left = contents.search(/\bimport\.meta\b/);
        if (left >= 0) {
          const line = contents.slice(0, left).split('\n').length;
          return {
            errors: [
              {
                text: 'Only import.meta.url can be used in a command’s modules: the bundle writes it in as the source file’s URL.',
                location: { file: path.relative(root, args.path), line, column: 0, lineText: contents.split('\n')[line - 1] ?? '' },
              },
            ],
          };
        }
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Removes the bundles older than the newest `KEEP`, never the current one, and what a command
 * stopped while bundling left behind (an hour old: one still bundling is never that slow).
 * @param {string} cacheDir @param {string} key
 */
async function prune(cacheDir, key) {
  const entries = await readdir(cacheDir, { withFileTypes: true });
  const timed = await Promise.all(
    entries.map(async (entry) => ({ entry, time: (await stat(path.join(cacheDir, entry.name)).catch(() => undefined))?.mtimeMs ?? Date.now() })),
  );
  const bundles = timed.filter(({ entry }) => entry.isDirectory() && /^[0-9a-f]{64}$/.test(entry.name) && entry.name !== key);
  const old = bundles.sort((a, b) => b.time - a.time).slice(KEEP);
  const leftOver = timed.filter(({ entry, time }) => /^\.(tmp|current)-/.test(entry.name) && Date.now() - time > 60 * 60 * 1000);
  await Promise.all([...old, ...leftOver].map(({ entry }) => rm(path.join(cacheDir, entry.name), { recursive: true, force: true })));
}

/** @param {Commands} commands @param {string} key @param {string} entry */
const entryUrl = (commands, key, entry) => pathToFileURL(path.join(commands.cacheDir, key, `${entry}.mjs`)).href;

/** @param {string} fingerprint @param {Record<string, string>} inputs */
const keyOf = (fingerprint, inputs) => sha256(JSON.stringify([fingerprint, inputs]));

/** @param {string | Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

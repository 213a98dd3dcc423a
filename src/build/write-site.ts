/**
 * The only module that writes the site, and the guard of the output folder it writes.
 *
 * A build replaces the output folder as a whole, so it must be sure the folder is its own: it
 * replaces a folder only when it is missing, empty or marked by an earlier build, and never the
 * project, its source code, the assets, the image cache or any folder above them. One build at a
 * time holds a lock file beside the folder. Everything is written into a staging folder of this
 * build's own beside the output, which replaces the old site in two renames only after every
 * file is written; a build killed between the two leaves the old site aside, and the next build
 * puts it back before it does anything else.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Settings } from '../config.ts';
import { buildMessages, type GuardedFolderLabel } from '../messages/build.ts';
import { StudentError } from '../messages/student-error.ts';
import { HASHED_FOLDERS, HOST_FILES, outputPath } from '../pages/routes.ts';

export type OutputFile =
  | { path: string; contents: string | Uint8Array }
  /** Copied from a file on disk (a cached image), so large files never pass through memory twice. */
  | { path: string; copyFrom: string };

/** Written into every build: the folder it marks may be replaced by the next build. */
export const BUILD_MARKER = '.eliokokoelma-build';
const MARKER_TEXT = 'Written by the Eliökokoelma build (npm run build). The next build replaces this whole folder.\n';

/** Why the output folder was not written: refused (not a build's folder), locked (another build), or a write that failed. */
export class OutputError extends StudentError {
  constructor(
    readonly kind: 'refused' | 'locked' | 'write-failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message);
    if (options) this.cause = options.cause;
    this.name = 'OutputError';
  }
}

/** The folders and files a build keeps beside the output folder, named after it. */
export function sideFolders(outDir: string) {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  return {
    /** The previous site while the new one is renamed into place. */
    previous: path.join(parent, `.${name}.previous`),
    /** Held by the build writing the folder. */
    lock: path.join(parent, `.${name}.lock`),
    /** Each build stages into a folder of its own with this prefix. */
    stagingPrefix: path.join(parent, `.${name}.staging-`),
  };
}

const messages = buildMessages.output;

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type GuardedFolders = Pick<Settings, 'assetsDir' | 'cacheDir'>;

/**
 * Why `outDir` must never be replaced, or `undefined`: it is, or holds, the project, its source
 * code, the current folder, the assets or the image cache. Real paths are compared, so a link or
 * `..` does not get around it.
 */
export async function outputFolderProblem(outDir: string, folders: GuardedFolders): Promise<string | undefined> {
  const target = await realPathOf(outDir);
  const out = shown(outDir);
  const labels = messages.guarded;
  const guarded: [GuardedFolderLabel, string][] = [
    [labels.project, PROJECT_DIR],
    [labels.source, path.join(PROJECT_DIR, 'src')],
    [labels.current, process.cwd()],
    [labels.assets, folders.assetsDir],
    [labels.cache, folders.cacheDir],
  ];
  for (const [label, folder] of guarded) {
    const real = await realPathOf(folder);
    if (real === target) return messages.is(out, label);
    if (real.startsWith(target.endsWith(path.sep) ? target : target + path.sep)) return messages.holds(out, label, `(${shown(folder)})`);
  }
  return undefined;
}

/** A folder as messages show it: as given, with where it really is when given relative. */
const shown = (folder: string) => (path.isAbsolute(folder) ? `"${folder}"` : `"${folder}" (${path.resolve(folder)})`);

/** The real path of a folder that may not exist yet: its deepest existing ancestor resolved, the rest appended. */
async function realPathOf(folder: string): Promise<string> {
  const absolute = path.resolve(folder);
  try {
    return await realpath(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(await realPathOf(parent), path.basename(absolute));
  }
}

/** Why the folder may not be replaced by a build, or `undefined` when it is missing, empty or marked. */
async function replaceProblem(outDir: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // ENOTDIR also comes when a folder above it is a file: then creating the folder fails, and says so.
    if (code === 'ENOTDIR') return (await lstat(outDir).then((s) => !s.isDirectory(), () => false)) ? messages.isFile(shown(outDir)) : undefined;
    throw error;
  }
  if (names.length === 0 || names.includes(BUILD_MARKER) || isEarlierBuild(names)) return undefined;
  const some = names.sort().slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  return messages.foreignFiles(shown(outDir), some, BUILD_MARKER);
}

/**
 * A site from a build made before the marker existed: it holds the home page and `_headers`, and
 * nothing but names a build writes at the top of its folder. A student's `dist/` from last week
 * is then replaced as before, while a folder with anything else in it (photos, code) is refused.
 */
function isEarlierBuild(names: readonly string[]): boolean {
  const home = outputPath({ kind: 'home' });
  const pages = [home, outputPath({ kind: 'not-found' }), ...Object.values(HOST_FILES)];
  const written = new Set([
    ...pages.flatMap((file) => [file, `${file}.gz`, `${file}.br`]),
    ...HASHED_FOLDERS,
    // Builds before the stylesheet, script and favicon were inlined kept them in this folder.
    'assets',
    outputPath({ kind: 'species-not-found' }).split('/')[0]!,
  ]);
  return names.includes(home) && names.includes(HOST_FILES.headers) && names.every((name) => written.has(name));
}

const refusal = (problem: string) => new OutputError('refused', messages.refused(problem));

/**
 * Makes the output folder this build's own: refuses a folder that is not a build's, takes the
 * lock, and puts back a previous site that a killed build left aside. Call `release` when done.
 */
export async function claimOutputFolder(settings: Pick<Settings, 'outDir'> & GuardedFolders): Promise<{ release(): Promise<void> }> {
  const { outDir } = settings;
  const problem = (await outputFolderProblem(outDir, settings)) ?? (await replaceProblem(outDir));
  if (problem) throw refusal(problem);
  const side = sideFolders(outDir);
  try {
    await mkdir(path.dirname(side.lock), { recursive: true });
    await takeLock(side.lock, outDir);
  } catch (error) {
    // A folder that cannot be created or written (no permission, a full disk) is the person's to fix.
    throw error instanceof OutputError ? error : writeFailure(error, outDir, messages.state.untouched);
  }
  const release = () => rm(side.lock, { force: true });
  try {
    await recoverSwap(outDir);
    const afterRecovery = await replaceProblem(outDir);
    if (afterRecovery) throw refusal(afterRecovery);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

interface LockHolder {
  pid: number;
  host: string;
  started?: string;
}

/**
 * Creates the lock file with its holder already written: the file is written under a name of its
 * own and hard-linked into place, which fails if a lock exists. A second build thus never sees a
 * lock without its holder.
 */
async function takeLock(lock: string, outDir: string): Promise<void> {
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), started: new Date().toISOString() };
  const mine = `${lock}-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(mine, JSON.stringify(holder));
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        await createLock(mine, lock, holder);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const other = await readHolder(lock);
      if (!other || isRunning(other)) {
        throw new OutputError('locked', messages.locked(outDir, other, lock));
      }
      // The build that held it is gone (killed, or the machine restarted): its lock means nothing.
      await rm(lock, { force: true });
    }
    throw new OutputError('locked', messages.locked(outDir));
  } finally {
    await rm(mine, { force: true });
  }
}

/** Links `mine` to `lock`; on a disk without hard links (FAT, exFAT) creates it exclusively and writes it. */
async function createLock(mine: string, lock: string, holder: LockHolder): Promise<void> {
  try {
    await link(mine, lock);
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await writeFile(lock, JSON.stringify(holder), { flag: 'wx' });
  }
}

async function readHolder(lock: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lock, 'utf8')) as Partial<LockHolder>;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** A holder on another machine (a shared folder) cannot be checked, so it counts as running; so does an unreadable lock. */
function isRunning(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Finishes what a killed build left: with the output folder missing and the previous site aside,
 * the previous site goes back; with both present the swap had finished and the old copy goes.
 * Staging folders of dead builds go too (the lock says no other build is running).
 */
async function recoverSwap(outDir: string): Promise<void> {
  const side = sideFolders(outDir);
  const exists = (p: string) => lstat(p).then(() => true, () => false);
  if (await exists(side.previous)) {
    if (await exists(outDir)) await rm(side.previous, { recursive: true, force: true });
    else await rename(side.previous, outDir);
  }
  const parent = path.dirname(side.stagingPrefix);
  const prefix = path.basename(side.stagingPrefix);
  const stale = (await readdir(parent)).filter((name) => name.startsWith(prefix));
  await Promise.all(stale.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
}

/** A `/`-separated path inside the site: no empty, `.` or `..` segment, not absolute. */
function isSitePath(file: string): boolean {
  return file !== '' && !file.includes('\\') && file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Writes the site: every file into a staging folder of this build's own, then swaps it in for
 * the old site. Call it while holding `claimOutputFolder`. Throws `OutputError` saying what
 * happened to the old site.
 */
export async function writeSite(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const bad = files.find((file) => !isSitePath(file.path));
  if (bad) throw new Error(`output path ${JSON.stringify(bad.path)} leaves the site folder or is not a file path`);
  const target = path.resolve(outDir);
  const side = sideFolders(target);

  let staging: string | undefined;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    // Not mkdtemp: its folder is private (0700), and renamed into place a web server could not read the site.
    staging = `${side.stagingPrefix}${process.pid}-${randomBytes(4).toString('hex')}`;
    await mkdir(staging);
    const root = staging;
    const folders = new Set(files.map((f) => path.dirname(path.join(root, f.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all(
      files.map((file) => {
        const into = path.join(root, file.path);
        return 'copyFrom' in file ? copyFile(file.copyFrom, into) : writeFile(into, file.contents);
      }),
    );
    await writeFile(path.join(root, BUILD_MARKER), MARKER_TEXT);
  } catch (error) {
    if (staging) await rm(staging, { recursive: true, force: true });
    throw writeFailure(error, outDir, messages.state.kept(outDir));
  }

  let movedAside = false;
  try {
    const problem = await replaceProblem(target);
    if (problem) throw refusal(problem);
    await rm(side.previous, { recursive: true, force: true });
    try {
      await rename(target, side.previous);
      movedAside = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof OutputError) throw error;
    const restored = !movedAside || (await rename(side.previous, target).then(() => true, () => false));
    throw writeFailure(
      error,
      outDir,
      restored ? messages.state.kept(outDir) : messages.state.setAside(outDir, side.previous),
    );
  }
  await rm(side.previous, { recursive: true, force: true });
}

function writeFailure(error: unknown, outDir: string, state: string): OutputError {
  const code = (error as NodeJS.ErrnoException).code;
  const detail = error instanceof Error ? error.message : String(error);
  const message = code === 'ENOSPC' ? messages.diskFull(outDir, state) : messages.writeFailed(outDir, detail, state);
  return new OutputError('write-failed', message, { cause: error });
}

/**
 * Which folders a build may replace. A build replaces the output folder as a whole, so it takes
 * only a folder that is missing, empty, or marked by an earlier build; never the project, its
 * source code, the assets or the cache, nor a folder above any of them, nor one inside the
 * source code, the assets or the cache (a site inside `assets/` would be listed by the next build
 * as hundreds of unused photos). A folder that merely looks like a site is not a build's: it may
 * hold the student's only copy of a photo.
 */
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Settings } from '../config.ts';
import { buildMessages, type GuardedFolderLabel } from '../messages/build.ts';

/** Written into every build: the folder it marks may be replaced by the next build. */
export const BUILD_MARKER = '.eliokokoelma-build';
export const MARKER_TEXT = 'Written by the Eliökokoelma build (npm run build). The next build replaces this whole folder.\n';

const messages = buildMessages.output;

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type GuardedFolders = Pick<Settings, 'assetsDir' | 'cacheDir'>;

/**
 * Why `outDir` must never be replaced, or `undefined`: it is, or holds, the project, its source
 * code, the current folder, the assets or the cache, or lies inside the source code, the
 * assets or the cache. Real paths are compared, so a link or `..` does not get around it.
 */
export async function outputFolderProblem(outDir: string, folders: GuardedFolders): Promise<string | undefined> {
  const target = await realPathOf(outDir);
  const out = shown(outDir);
  const labels = messages.guarded;
  const guarded: [GuardedFolderLabel, string, { insideToo: boolean }][] = [
    [labels.project, PROJECT_DIR, { insideToo: false }],
    [labels.source, path.join(PROJECT_DIR, 'src'), { insideToo: true }],
    [labels.current, process.cwd(), { insideToo: false }],
    [labels.assets, folders.assetsDir, { insideToo: true }],
    [labels.cache, folders.cacheDir, { insideToo: true }],
  ];
  for (const [label, folder, { insideToo }] of guarded) {
    const real = await realPathOf(folder);
    if (real === target) return messages.is(out, label);
    if (isInside(real, target)) return messages.holds(out, label, `(${shown(folder)})`);
    if (insideToo && isInside(target, real)) return messages.inside(out, label, `(${shown(folder)})`);
  }
  return undefined;
}

/** Whether `folder` lies below `ancestor` (not equal to it). */
const isInside = (folder: string, ancestor: string) => folder.startsWith(ancestor.endsWith(path.sep) ? ancestor : ancestor + path.sep);

/** A folder as messages show it: as given, with where it really is when given relative. */
export const shown = (folder: string) => (path.isAbsolute(folder) ? `"${folder}"` : `"${folder}" (${path.resolve(folder)})`);

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
export async function replaceProblem(outDir: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // ENOTDIR also comes when a folder above it is a file: then creating the folder fails, and says so.
    if (code === 'ENOTDIR')
      return (await lstat(outDir).then(
        (s) => !s.isDirectory(),
        () => false,
      ))
        ? messages.isFile(shown(outDir))
        : undefined;
    throw error;
  }
  if (names.length === 0 || names.includes(BUILD_MARKER)) return undefined;
  const some = names.sort().slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  return messages.foreignFiles(shown(outDir), some, BUILD_MARKER);
}

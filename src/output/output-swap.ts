/**
 * Replacing the site in one step: every file is written into a staging folder of this build's own
 * beside the output, which replaces the old site in two renames only after every file is written.
 * A build killed between the two renames leaves the old site aside, and the next build puts it
 * back (`recoverSwap`) before it does anything else.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildMessages } from '../messages/build.ts';
import { OutputError, writeFailure } from './output-error.ts';
import { BUILD_MARKER, MARKER_TEXT } from './output-guard.ts';

export type OutputFile =
  | { path: string; contents: string | Uint8Array }
  /** Taken from a file on disk (a cached image), so large files never pass through memory: hard-linked, or copied where a link cannot be made. */
  | { path: string; copyFrom: string };

const messages = buildMessages.output;

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

/**
 * Finishes what a killed build left: with the output folder missing and the previous site aside,
 * the previous site goes back; with both present the swap had finished and the old copy goes.
 * Staging folders of dead builds go too. Call it holding the lock, so no other build is running.
 */
export async function recoverSwap(outDir: string): Promise<void> {
  const side = sideFolders(outDir);
  const exists = (p: string) =>
    lstat(p).then(
      () => true,
      () => false,
    );
  if (await exists(side.previous)) {
    if (await exists(outDir)) await rm(side.previous, { recursive: true, force: true });
    else await rename(side.previous, outDir);
  }
  const parent = path.dirname(side.stagingPrefix);
  const prefix = path.basename(side.stagingPrefix);
  const stale = (await readdir(parent)).filter((name) => name.startsWith(prefix));
  await Promise.all(stale.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
}

/** Writes every file and the build's marker into a new staging folder beside `outDir`; returns its path. */
export async function stage(outDir: string, files: readonly OutputFile[]): Promise<string> {
  const target = path.resolve(outDir);
  let staging: string | undefined;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    // Not mkdtemp: its folder is private (0700), and renamed into place a web server could not read the site.
    staging = `${sideFolders(target).stagingPrefix}${process.pid}-${randomBytes(4).toString('hex')}`;
    await mkdir(staging);
    const root = staging;
    const folders = new Set(files.map((f) => path.dirname(path.join(root, f.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all(
      files.map((file) => {
        const into = path.join(root, file.path);
        return 'copyFrom' in file ? linkOrCopy(file.copyFrom, into) : writeFile(into, file.contents);
      }),
    );
    await writeFile(path.join(root, BUILD_MARKER), MARKER_TEXT);
    return staging;
  } catch (error) {
    if (staging) await rm(staging, { recursive: true, force: true });
    throw writeFailure(error, outDir, messages.state.kept(outDir));
  }
}

/**
 * A hard link to a cached file costs no bytes and no time, however many photos the site has. The
 * cache never changes a file in place (an entry is written aside and renamed in, and checked
 * against its checksums when read), so the site's copy stays what it was when the build ran.
 * Across disks, or on a file system without links (FAT, exFAT), the file is copied.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * Puts a staged site in place of `outDir` in two renames, after `stillReplaceable` says (once more,
 * just before) that the folder may be replaced. On failure the old site is put back, or the error
 * says where it was left.
 */
export async function swapIn(staging: string, outDir: string, stillReplaceable: () => Promise<OutputError | undefined>): Promise<void> {
  const target = path.resolve(outDir);
  const side = sideFolders(target);
  let movedAside = false;
  try {
    const refused = await stillReplaceable();
    if (refused) throw refused;
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
    const restored =
      !movedAside ||
      (await rename(side.previous, target).then(
        () => true,
        () => false,
      ));
    throw writeFailure(error, outDir, restored ? messages.state.kept(outDir) : messages.state.setAside(outDir, side.previous));
  }
  await rm(side.previous, { recursive: true, force: true });
}

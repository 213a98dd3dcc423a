/**
 * The only module that writes the site. Everything goes into a staging folder beside the output
 * folder, which replaces the old site in one rename only after every file is written: a build
 * that fails at any point leaves the previous site exactly as it was.
 */
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile =
  | { path: string; contents: string | Uint8Array }
  /** Copied from a file on disk (a cached image), so large files never pass through memory twice. */
  | { path: string; copyFrom: string };

export async function writeSite(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.staging`);
  const old = path.join(parent, `.${name}.old`);
  await rm(staging, { recursive: true, force: true });
  try {
    const folders = new Set(files.map((f) => path.dirname(path.join(staging, f.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all(
      files.map((file) => {
        const target = path.join(staging, file.path);
        return 'copyFrom' in file ? copyFile(file.copyFrom, target) : writeFile(target, file.contents);
      }),
    );
    await rm(old, { recursive: true, force: true });
    await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
  } catch (error) {
    // If the old site was already moved aside, put it back before giving up.
    await rename(old, outDir).catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/**
 * Replacing a file so that a reader (or a build killed half-way, or a power cut) sees the old
 * whole file or the new whole file, never half of one: the bytes go to a temp file of this
 * process's own in the same folder (so the rename cannot cross disks), are flushed, and the temp
 * file is renamed over the target; the folder is flushed so the rename itself is on the disk.
 * The one temp-and-rename writer: for every cache entry (`src/cache/store.ts`), `aloita`'s files
 * and `puhdista-kuvat`'s photos.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Writes `data` to `file` atomically; `mode` for a new file (e.g. the mode of the photo it replaces). */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: { mode?: number } = {}): Promise<void> {
  // A dot name: hidden in the student's file manager, and never matched by a folder's own file pattern.
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', options.mode ?? 0o666);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  // Not every system lets a folder be opened and flushed (Windows does not): best effort.
  const dir = await open(path.dirname(file), 'r').catch(() => undefined);
  await dir?.sync().catch(() => undefined);
  await dir?.close().catch(() => undefined);
}

/**
 * Cleans photos in place: every file under the assets folder loses its location and camera
 * identity (src/privacy/strip-metadata.ts), losslessly. Each file is replaced atomically: the clean
 * bytes go to a temp file in the same folder, are flushed to disk, and renamed over the photo, so
 * a crash leaves the old photo or the new one, never half of one. A photo that is already clean is
 * not written at all, so a second run changes no byte (not even a modification time).
 */
import { writeFileAtomic } from '../fs/write-atomic.ts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { stripPrivateMetadata } from '../privacy/strip-metadata.ts';
import { privacyMessages as say } from '../messages/privacy.ts';
import { StudentError } from '../messages/student-error.ts';
import { assetsFolder, type Project, shownPath } from './project.ts';

export interface CleanedPhoto {
  /** As the student sees it, e.g. `assets/kasvit/sinivuokko-1.jpg`. */
  file: string;
  /** The stripper's tags of what was removed. */
  removed: string[];
}

export interface CleaningReport {
  cleaned: CleanedPhoto[];
  /** How many photos were looked at (the `LUE-MINUT.md` notes `npm run aloita` leaves are not photos). */
  total: number;
}

/** Cleans every file under the assets folder (hidden files and symbolic links are left alone). */
export async function cleanPhotos(project: Project): Promise<CleaningReport> {
  const folder = assetsFolder(project);
  const files = (await fg('**/*', { cwd: folder, onlyFiles: true, absolute: true, followSymbolicLinks: false })).map((file) => path.resolve(file)).sort();
  const cleaned: CleanedPhoto[] = [];
  for (const file of files) {
    const removed = await cleanPhotoFile(file).catch((error: NodeJS.ErrnoException) => {
      // A full or read-only disk is the student's to fix; the photos cleaned so far stay clean.
      if (typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code))
        throw new StudentError(say.writeFailed(shownPath(project, file), error.code), [], 'author.writeFailed');
      throw error;
    });
    if (removed.length > 0) cleaned.push({ file: shownPath(project, file), removed });
  }
  const photos = files.filter((file) => project.settings.images.sourceExtensions.includes(path.extname(file).toLowerCase()));
  return { cleaned, total: photos.length };
}

/** Cleans one photo in place; returns what was removed (empty: the file was not touched). */
export async function cleanPhotoFile(file: string): Promise<string[]> {
  const { bytes, removed } = stripPrivateMetadata(await readFile(file));
  if (removed.length === 0) return [];
  await replaceAtomically(file, bytes);
  return removed;
}

/** Writes `bytes` under a temp name in the same folder, flushes them, then renames over `file`. */
export async function replaceAtomically(file: string, bytes: Buffer): Promise<void> {
  const { mode } = await stat(file);
  await writeFileAtomic(file, bytes, { mode });
}

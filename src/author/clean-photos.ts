/**
 * Cleans photos in place: every file under the assets folder loses its location and camera
 * identity (src/privacy/strip-metadata.ts), losslessly. Each file is replaced atomically: the clean
 * bytes go to a temp file in the same folder, are flushed to disk, and renamed over the photo, so
 * a crash leaves the old photo or the new one, never half of one. A photo that is already clean is
 * not written at all, so a second run changes no byte (not even a modification time).
 *
 * The photo is often the student's only copy, so before it is replaced the old and the clean
 * bytes are both decoded and their pixels compared: on any difference the original stays as it
 * was, and the student is told.
 */
import { writeFileAtomic } from '../fs/write-atomic.ts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { decodeHeic, isHeic } from '../images/heic.ts';
import { type Stripped, stripPrivateMetadata } from '../privacy/strip-metadata.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { assetsFolder, type Project, shownPath } from './project.ts';

export interface CleanedPhoto {
  /** As the student sees it, e.g. `assets/kasvit/sinivuokko-1.jpg`. */
  file: string;
  /** The stripper's tags of what was removed. */
  removed: string[];
}

export interface CleaningReport {
  cleaned: CleanedPhoto[];
  /** Photos left as they were because their clean bytes would have shown other pixels. */
  kept: Problem[];
  /** How many photos were looked at (the `LUE-MINUT.md` notes `npm run aloita` leaves are not photos). */
  total: number;
}

/** What cleaning one photo did. */
export interface PhotoCleaning {
  /** What was removed; empty when the photo was not written. */
  removed: string[];
  /** The clean bytes would have shown other pixels (or none), so the original was kept. */
  keptOriginal?: true;
}

/** The stripper; a test passes one that damages the pixels. */
export type Strip = (bytes: Buffer) => Stripped;

/** Cleans every file under the assets folder (hidden files and symbolic links are left alone). */
export async function cleanPhotos(project: Project, strip: Strip = stripPrivateMetadata): Promise<CleaningReport> {
  const folder = assetsFolder(project);
  const files = (await fg('**/*', { cwd: folder, onlyFiles: true, absolute: true, followSymbolicLinks: false })).map((file) => path.resolve(file)).sort();
  const cleaned: CleanedPhoto[] = [];
  const kept: Problem[] = [];
  for (const file of files) {
    const result = await cleanPhotoFile(file, strip).catch((error: NodeJS.ErrnoException) => {
      // A full or read-only disk is the student's to fix; the photos cleaned so far stay clean.
      if (typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code))
        throw new StudentError(problem('author.writeFailed', 'photo', shownPath(project, file), error.code));
      throw error;
    });
    if (result.keptOriginal) kept.push({ file: shownPath(project, file), ...problem('author.clean.pixelsChanged', 'kept') });
    else if (result.removed.length > 0) cleaned.push({ file: shownPath(project, file), removed: result.removed });
  }
  const photos = files.filter((file) => project.settings.images.sourceExtensions.includes(path.extname(file).toLowerCase()));
  return { cleaned, kept, total: photos.length };
}

/** Cleans one photo in place, unless that would change its pixels. */
export async function cleanPhotoFile(file: string, strip: Strip = stripPrivateMetadata): Promise<PhotoCleaning> {
  const original = await readFile(file);
  const { bytes, removed } = strip(original);
  if (removed.length === 0) return { removed: [] };
  if (!(await samePixels(original, bytes))) return { removed: [], keptOriginal: true };
  await replaceAtomically(file, bytes);
  return { removed };
}

/** Writes `bytes` under a temp name in the same folder, flushes them, then renames over `file`. */
export async function replaceAtomically(file: string, bytes: Buffer): Promise<void> {
  const { mode } = await stat(file);
  await writeFileAtomic(file, bytes, { mode });
}

/** Whether both decode to the same upright pixels; false when either cannot be decoded. */
async function samePixels(before: Buffer, after: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([uprightPixels(before), uprightPixels(after)]);
  if (!a || !b) return false;
  return a.info.width === b.info.width && a.info.height === b.info.height && a.info.channels === b.info.channels && a.data.equals(b.data);
}

/** The decoded, upright pixels; HEIC through the build's own decoder (sharp's libvips has no HEVC). */
async function uprightPixels(bytes: Buffer) {
  try {
    const input = isHeic(bytes) ? (await decodeHeic(bytes, { maxInputPixels: Number.POSITIVE_INFINITY })).png : bytes;
    return await sharp(input, { limitInputPixels: false }).rotate().raw().toBuffer({ resolveWithObject: true });
  } catch {
    return undefined;
  }
}

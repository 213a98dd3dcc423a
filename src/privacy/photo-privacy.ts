import path from 'node:path';
import sharp from 'sharp';
import type { Settings } from '../config.ts';
import type { ImageUse } from '../content/model.ts';
import { findPrivateMetadata } from './private-metadata.ts';
import { problem } from '../messages/problems.ts';
import type { Problem } from '../messages/student-error.ts';

/** What the privacy check found: errors stop the build, warnings are printed and annotated. */
export interface PhotoPrivacy {
  errors: Problem[];
  warnings: Problem[];
  /** Every photo carrying a location, allowed or not (`npm run luokka` lists them), as `file` names it. */
  located: string[];
}

/**
 * Reads (metadata only, no decoding) every photo the content uses that could be opened, and
 * reports location (an error unless the collection allows it) and camera identity (a warning).
 * Each problem's file is the photo itself, so GitHub annotates the photo.
 */
export async function photoPrivacy(uses: readonly ImageUse[], skip: ReadonlySet<string>, settings: Settings, allowLocation: boolean): Promise<PhotoPrivacy> {
  const sources = [...new Set(uses.map((use) => use.source))].filter((source) => !skip.has(source)).sort();
  const found = await Promise.all(
    sources.map(async (source) => {
      try {
        const { exif, xmp } = await sharp(path.join(settings.assetsDir, source)).metadata();
        return { source, ...findPrivateMetadata({ exif, xmp }) };
      } catch {
        return { source, location: false, identity: [] as string[] }; // Unreadable photos are reported by the encoder.
      }
    }),
  );
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const located: string[] = [];
  for (const { source, location, identity } of found) {
    const file = photoFile(settings.assetsDir, source);
    if (location) located.push(file);
    if (location && !allowLocation) errors.push({ file, ...problem('image.location') });
    else if (identity.length > 0) warnings.push({ file, ...problem('image.identity', identity) });
  }
  return { errors, warnings, located };
}

/** The photo's path from the project root (`assets/linnut/kurki-1.jpg`), as the student sees it. */
export function photoFile(assetsDir: string, source: string): string {
  const relative = path.relative(process.cwd(), path.resolve(assetsDir, source));
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? path.join(assetsDir, source) : relative;
  return shown.split(path.sep).join('/');
}

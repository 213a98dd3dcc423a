/**
 * The photo checks that encode nothing, run before any photo is encoded: every photo opened (not
 * decoded) and its privacy metadata read. The site core runs them on the photos new to it.
 */
import type { Settings } from '../config.ts';
import { type ImageUse, imageKey } from '../content/model.ts';
import { imageProblems } from '../content/parse-content.ts';
import type { ImageError } from '../images/errors.ts';
import { sourceProblem } from '../images/pipeline.ts';
import { type PhotoPrivacy, photoPrivacy } from './photo-privacy.ts';

/**
 * The photo checks, encoding nothing: every photo opened (not decoded) and its privacy metadata
 * read. `errors` stop a build (a photo that cannot be opened, a location not allowed), `warnings`
 * are printed (camera identity), `located` names every photo with a location. The site core runs
 * it before encoding, for every command.
 */
export async function checkPhotos(uses: readonly ImageUse[], settings: Settings, allowLocation: boolean): Promise<PhotoPrivacy> {
  const failures = await openFailures(uses, settings);
  const privacy = await photoPrivacy(uses, failedSources(uses, failures), settings, allowLocation);
  return { ...privacy, errors: [...imageProblems(uses, failures), ...privacy.errors] };
}

/** Why each photo cannot be opened, by `imageKey`: checked for every photo without decoding any. */
async function openFailures(uses: readonly ImageUse[], settings: Settings): Promise<Map<string, ImageError>> {
  const bySource = new Map<string, Promise<ImageError | undefined>>();
  for (const use of uses) {
    if (!bySource.has(use.source)) bySource.set(use.source, sourceProblem(use.source, settings.assetsDir, settings.images.maxSourceBytes));
  }
  const failures = new Map<string, ImageError>();
  for (const use of uses) {
    const problem = await bySource.get(use.source);
    if (problem) failures.set(imageKey(use), problem);
  }
  return failures;
}

/** The sources that could not be opened: their own problem is reported, the privacy check skips them. */
function failedSources(uses: readonly ImageUse[], failures: ReadonlyMap<string, unknown>): Set<string> {
  return new Set(uses.filter((use) => failures.has(imageKey(use))).map((use) => use.source));
}

/**
 * Photos in the assets folder that no species uses, as warnings on the photos themselves: a
 * student copies photos in first and writes the entries later, so each warning says which species
 * file would use the photo and how.
 */
import path from 'node:path';
import type { Settings } from '../config.ts';
import type { ContentFiles } from '../content/parse-content.ts';
import { TEMPLATE_FILE } from '../content/read-content.ts';
import { slugify } from '../content/slug.ts';
import { findUnusedPhotos } from '../images/discover.ts';
import { problem } from '../messages/problems.ts';
import type { Problem } from '../messages/student-error.ts';
import { photoFile } from '../privacy/photo-privacy.ts';

/** Where the species file that would use a photo is, and whether it is there already. */
export interface PhotoUse {
  /** Path of the photo from the assets folder, as `kuvat:` lists it. */
  photo: string;
  /** The species file that would use it, as messages print paths. */
  speciesFile: string;
  exists: boolean;
}

/**
 * The species file a photo no species uses belongs to, by the names `npm run uusi` and OHJE.md
 * give: `kasvit/sinivuokko-2.jpg` → `<speciesDir>/kasvit/sinivuokko.md`. A photo outside a group
 * folder, or named by the camera (`IMG_0412.HEIC`), gets `<ryhmä>` or `<laji>` in its place.
 */
export function photoUse(photo: string, speciesDir: string, speciesFiles: readonly string[]): PhotoUse {
  const parts = photo.split('/');
  const group = parts.length > 1 ? parts[0]! : '<ryhmä>';
  const stem = path.posix.basename(photo, path.posix.extname(photo));
  const numbered = /^(.+)-\d+$/.exec(stem);
  const name = numbered ? slugify(numbered[1]!, 'laji') : '<laji>';
  const speciesFile = `${speciesDir}/${group}/${name}.md`;
  const exists = speciesFiles.some((file) => file.toLowerCase() === speciesFile.toLowerCase());
  return { photo, speciesFile, exists };
}

/** A warning for each photo in the assets folder that none of `used` (paths as the content writes them) names, in path order. */
export async function unusedPhotoWarnings(settings: Settings, files: ContentFiles, used: Iterable<string>): Promise<Problem[]> {
  const photos = await findUnusedPhotos(settings.assetsDir, settings.images.sourceExtensions, used);
  const template = `${files.speciesDir}/${TEMPLATE_FILE}`;
  const speciesFiles = files.species.map((file) => file.path);
  return photos.map((photo) => {
    const use = photoUse(photo, files.speciesDir, speciesFiles);
    return { file: photoFile(settings.assetsDir, photo), photo, ...problem('image.unused', photo, use.speciesFile, use.exists, template) };
  });
}

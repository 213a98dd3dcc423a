/**
 * The trusted content: what `parseContent` hands to the rest of the build once every rule holds.
 * Nothing downstream checks it again.
 */
import type { Finding } from '../messages/student-error.ts';
import type { Focus, SiteSettings, Species, SpeciesImage } from '../model/types.ts';

/** A species that passed every check, with the page id derived from its title. */
export interface SpeciesEntry extends Readonly<Species> {
  /** URL-encoded page id (the spec's rule, see `species-id.ts`). */
  readonly id: string;
  /** The group folder it was found in (`linnut`), and the group's Finnish name. */
  readonly group: string;
  readonly groupName: string;
  /** Its file, from the project folder (`src/data/lajit/linnut/kurki.md`). */
  readonly file: string;
  /** `luonnos: kyllä`: kept off the published site (`drafts.ts`); `npm run dev` shows it, marked. */
  readonly draft?: true;
}

export interface Content {
  readonly site: SiteSettings;
  /** In grid order: by group, then Finnish alphabetical order of the name. */
  readonly species: readonly SpeciesEntry[];
}

/** One photo in the content, safe to open, with where it is written (for messages). */
export interface ImageUse extends SpeciesImage {
  file: string;
  line: number;
}

/**
 * Why the image stage cannot use a photo, as it hands it back (an `ImageError`): the problem the
 * content stage places at the photo's line, its code from the error's kind (`image.missing`).
 */
export interface PhotoFailure {
  readonly finding: Finding;
}

/**
 * The key the image stage files a processed photo under: the path, plus the subject point when
 * the student gave one (the same photo cropped around two points is two sets of crops).
 */
export function imageKey(image: SpeciesImage): string {
  return image.focus ? `${image.source}#${image.focus.x},${image.focus.y}` : image.source;
}

export type { Focus };

/**
 * The trusted content: what `parseContent` hands to the rest of the build once every rule holds.
 * Nothing downstream checks it again.
 */
import type { SiteSettings, Species } from '../data/types.ts';

/** A species that passed every check, with the page id derived from its title. */
export interface SpeciesEntry extends Readonly<Species> {
  /** URL-encoded page id (the spec's rule, see `species-id.ts`). */
  readonly id: string;
}

export interface Content {
  readonly site: SiteSettings;
  readonly species: readonly SpeciesEntry[];
}

/** One image path in the content, safe to open, with where it is used (for error messages). */
export interface ImageUse {
  /** Path relative to the assets folder, as written in the content. */
  source: string;
  /** The species, as messages name it. */
  where: string;
  /** The field path, e.g. `images[1]`. */
  field: string;
}

/**
 * The content model, exactly as the spec's "Species" table names it. Field names stay in the
 * original (Finnish) form so a student's existing data can be pasted in unchanged.
 */

/** A source the student used: `url` is shown as an external link, `kohde` is the source's name. */
export interface Source {
  url: string;
  kohde: string;
}

export interface InfoCard {
  /** Date photographed, `d.m.yyyy` (e.g. `7.6.2022`). */
  kuvausaika?: string;
  /** Place photographed, e.g. `Nuuksio, Espoo`. */
  kuvauspaikka?: string;
}

export interface Species {
  /** Finnish common name; the page id is derived from it (see `src/content/species-id.ts`). */
  title: string;
  /** Scientific name, shown in italics. Omit when the species was not determined. */
  officName?: string;
  /** Image files, relative to the `assets/` folder. May be empty. */
  images: string[];
  /** Description paragraphs; may be empty. */
  contentArr: string[];
  infoCard?: InfoCard;
  /** Habitat text. */
  kasvupaikka?: string;
  lahteet?: Source[];
}

/** Site-wide settings shown on the home page and in the top bar. */
export interface SiteSettings {
  /** Collection title: top bar, home h1 and every page title. */
  title: string;
  /** The author's first name (only the first name: the site is public). */
  authorFirstName: string;
  /** The author's school class, e.g. `8b`. */
  className: string;
}

/** Everything `src/data` exports for the build: the site settings and the species, in grid order. */
export interface Collection {
  site: SiteSettings;
  species: Species[];
}

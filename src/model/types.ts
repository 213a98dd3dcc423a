/**
 * The content model, as the spec's "Species" table names it. The student writes it as Finnish keys
 * in one Markdown file per species (`src/data/lajit/<ryhmä>/<laji>.md`; see `src/content/`), which
 * the content stage checks and turns into these types.
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

/** Where the subject is in a photo, in per cent of its width and height from the top left corner. */
export interface Focus {
  x: number;
  y: number;
}

/** One photo of a species: a file in the assets folder, and where its subject is, if the student said. */
export interface SpeciesImage {
  /** Path relative to the `assets/` folder, `/`-separated. */
  source: string;
  /** Every crop of the photo is centred on this point (as near as the photo's edges allow). */
  focus?: Focus;
  /** `lupa: kyllä`: publishing the people in it is allowed, so a face found in it is not warned about. */
  permission?: boolean;
}

export interface Species {
  /** Finnish common name (`nimi`); the page id is derived from it (see `src/content/species-id.ts`). */
  title: string;
  /** Scientific name (`tieteellinen`), shown in italics. Absent when the species was not determined. */
  officName?: string;
  /** Photos (`kuvat`); may be empty. */
  images: SpeciesImage[];
  /** Description paragraphs (the text after the front matter); may be empty. */
  contentArr: string[];
  infoCard?: InfoCard;
  /** Habitat text (`kasvupaikka`). */
  kasvupaikka?: string;
  /** Sources (`lähteet`). */
  lahteet?: Source[];
  /**
   * The 10 km square of Finland's uniform grid (YKJ) the photo was taken in (`ruutu: 721:342`),
   * typed by the student or written by `npm run uusi` when the collection asks for it. Only the
   * observation export reads it: no page and no booklet shows it.
   */
  square?: string;
  /**
   * The observation's stable identifier (`havaintotunnus: urn:uuid:…`), written once by `npm run
   * uusi` or the export; only the export reads it (src/content/observation-id.ts).
   */
  observationId?: string;
}

/** Site-wide settings (`src/data/kokoelma.md`) shown on the home page and in the top bar. */
export interface SiteSettings {
  /** Collection title (`otsikko`): top bar, home h1 and every page title. */
  title: string;
  /** The author's first name (`nimi`; only the first name: the site is public). */
  authorFirstName: string;
  /** The author's school class (`luokka`), e.g. `8b`. */
  className: string;
  /** `pdf: kyllä`: every build also writes the collection as a PDF booklet (`src/booklet/`). */
  pdf?: boolean;
  /** `sijainnit: saa näkyä`: photos may carry their GPS location (the default refuses them). */
  showLocations?: boolean;
  /**
   * `hakukoneet: ei` gives `false`: every page and `_headers` ask search engines not to index the
   * site, and no sitemap is written. Absent (or `kyllä`): indexed as usual.
   */
  searchEngines?: boolean;
  /**
   * `ruutu: kyllä`: `npm run uusi` reads each new photo's position before removing it and writes
   * its 10 km square into the species file (for the observation export). Absent or `ei`: no square.
   */
  squares?: boolean;
}

/** A piece of a description paragraph with its emphasis (`*italic*`, `**bold**`), as the pages render it. */
export interface Run {
  text: string;
  em?: true;
  strong?: true;
}

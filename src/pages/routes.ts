/**
 * The only place that knows URLs and output paths. A link and the file it points at are made by
 * the same function here, so they cannot disagree; the base path is applied here and nowhere else.
 * Renaming the species folder or an asset folder is a one-line change below.
 */
import type { SpeciesEntry } from '../content/model.ts';

/** The folder of species pages: the spec's `/kasvi/{id}`. */
const SPECIES_FOLDER = 'kasvi';
/** Processed images, named by content hash. */
const IMAGE_FOLDER = 'img';
const NOT_FOUND_FILE = '404.html';
const INDEX_FILE = 'index.html';

/** The whole collection as a PDF booklet (`npm run pdf`), when the build made one. */
export const BOOKLET_PATH = 'kokoelma.pdf';

/** Files for hosts and crawlers, at the root where they look for them. */
export const HOST_FILES = { headers: '_headers', robots: 'robots.txt', sitemap: 'sitemap.xml' } as const;

/**
 * Output folders whose files are named by a content hash, so they can be cached forever. The
 * stylesheet, script and favicon need none: every page carries them inline.
 */
export const HASHED_FOLDERS = [IMAGE_FOLDER] as const;

export type Route = { kind: 'home' } | { kind: 'species'; entry: SpeciesEntry } | { kind: 'species-not-found' } | { kind: 'not-found' };

/** Every page of the site, in a stable order. */
export function allRoutes(species: readonly SpeciesEntry[]): Route[] {
  return [{ kind: 'home' }, ...species.map((entry): Route => ({ kind: 'species', entry })), { kind: 'species-not-found' }, { kind: 'not-found' }];
}

/** Output file of each page, relative to the output folder, `/`-separated. */
export function outputPath(route: Route): string {
  switch (route.kind) {
    case 'home':
      return INDEX_FILE;
    case 'species':
      // The folder is the decoded id: a web server decodes `%20` before it looks for the file.
      return `${SPECIES_FOLDER}/${decodeURIComponent(route.entry.id)}/${INDEX_FILE}`;
    case 'species-not-found':
      return `${SPECIES_FOLDER}/${NOT_FOUND_FILE}`;
    case 'not-found':
      return NOT_FOUND_FILE;
  }
}

/** Output path of a processed image, given its file name. */
export const imagePath = (name: string): string => `${IMAGE_FOLDER}/${name}`;

/** Normalises a base path setting: '' for the root, otherwise '/segment' with no trailing slash. */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

export interface Routes {
  basePath: string;
  /** Absolute URL of a site path (from the other functions here), or `undefined` without a site URL. */
  absoluteUrl(url: string): string | undefined;
  /** URL of a page. */
  pageUrl(route: Route): string;
  homeUrl(): string;
  speciesUrl(entry: { id: string }): string;
  /** URL of any built file, given its path inside the output folder (e.g. `img/haapa-1-0123abcd-280.avif`). */
  fileUrl(outPath: string): string;
  /** The URL prefix every species page lives under; misses below it get the species not-found view. */
  speciesPrefix(): string;
  /** The not-found page that answers a missed URL path (with the base path), as an output path. */
  notFoundFor(pathname: string): string;
}

/**
 * Routes for a site served at `basePath`. `siteUrl` (the public address of the home page, e.g.
 * `https://aino.github.io/eliokokoelma/`) enables absolute URLs for sharing and the sitemap; when
 * no base path is given, the site URL's path is the base path.
 */
export function createRoutes(basePath = '', siteUrl = ''): Routes {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  const base = normaliseBasePath(basePath || (site?.pathname ?? ''));
  const fileUrl = (outPath: string) => `${base}/${outPath.split('/').map(encodeURIComponent).join('/')}`;
  const speciesPrefix = `${base}/${SPECIES_FOLDER}/`;
  // Trailing slash: `kasvi/{id}/index.html` answers 200 at exactly this URL on any file server,
  // so no link costs a redirect hop.
  const speciesUrl = (entry: { id: string }) => `${speciesPrefix}${entry.id}/`;
  const pageUrl = (route: Route): string => {
    switch (route.kind) {
      case 'home':
        return `${base}/`;
      case 'species':
        return speciesUrl(route.entry);
      default:
        return fileUrl(outputPath(route));
    }
  };
  return {
    basePath: base,
    absoluteUrl: (url) => (site ? new URL(url, site.origin).href : undefined),
    pageUrl,
    homeUrl: () => pageUrl({ kind: 'home' }),
    speciesUrl,
    fileUrl,
    speciesPrefix: () => speciesPrefix,
    notFoundFor: (pathname) => outputPath({ kind: pathname.startsWith(speciesPrefix) ? 'species-not-found' : 'not-found' }),
  };
}

/**
 * The only place that knows URLs and output paths. A link and the file it points at are made by
 * the same function here, so they cannot disagree; the base path is applied here and nowhere else.
 */
import { speciesId } from './species-id.ts';

export type Route =
  | { kind: 'home' }
  | { kind: 'species'; index: number }
  | { kind: 'species-not-found' }
  | { kind: 'not-found' };

/** Normalises a base path setting: '' for the root, otherwise '/segment' with no trailing slash. */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

export interface Routes {
  basePath: string;
  /** Absolute URL of a site path (from the other functions here), or `undefined` without a site URL. */
  absoluteUrl(url: string): string | undefined;
  homeUrl(): string;
  speciesUrl(title: string): string;
  /** URL of a built asset, given its path inside the output folder (e.g. `assets/site-1a2b.css`). */
  fileUrl(outPath: string): string;
  /** The URL prefix every species page lives under; misses below it get the species not-found view. */
  speciesPrefix(): string;
}

/**
 * Routes for a site served at `basePath`. `siteUrl` (the public address of the home page, e.g.
 * `https://aino.github.io/eliokokoelma/`) enables absolute URLs for sharing and the sitemap; when
 * no base path is given, the site URL's path is the base path.
 */
export function createRoutes(basePath = '', siteUrl = ''): Routes {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  const base = normaliseBasePath(basePath || (site?.pathname ?? ''));
  return {
    basePath: base,
    absoluteUrl: (url) => (site ? new URL(url, site.origin).href : undefined),
    homeUrl: () => `${base}/`,
    // Trailing slash: `kasvi/{id}/index.html` answers 200 at exactly this URL on any file server,
    // so no link costs a redirect hop.
    speciesUrl: (title) => `${base}/kasvi/${speciesId(title)}/`,
    fileUrl: (outPath) => `${base}/${outPath.split('/').map(encodeURIComponent).join('/')}`,
    speciesPrefix: () => `${base}/kasvi/`,
  };
}

/** Output file (relative to the output folder, `/`-separated) of each page. */
export function outputPath(route: Route, titles: readonly string[]): string {
  switch (route.kind) {
    case 'home':
      return 'index.html';
    case 'species': {
      const title = titles[route.index];
      if (title === undefined) throw new Error(`No species at index ${route.index}`);
      // The folder is the decoded id: a web server decodes `%20` before it looks for the file.
      return `kasvi/${decodeURIComponent(speciesId(title))}/index.html`;
    }
    case 'species-not-found':
      return 'kasvi/404.html';
    case 'not-found':
      return '404.html';
  }
}

/** Every page of the site, in a stable order. */
export function allRoutes(speciesCount: number): Route[] {
  return [
    { kind: 'home' },
    ...Array.from({ length: speciesCount }, (_, index): Route => ({ kind: 'species', index })),
    { kind: 'species-not-found' },
    { kind: 'not-found' },
  ];
}

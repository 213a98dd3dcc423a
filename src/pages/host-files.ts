/**
 * Files for hosts and crawlers, generated from the routes: `_headers` (Netlify, Cloudflare Pages),
 * `robots.txt` and `sitemap.xml`. Pure: each returns the file's text.
 */
import type { SpeciesEntry } from '../content/model.ts';
import { HASHED_FOLDERS, HOST_FILES, outputPath, type Routes } from './routes.ts';

/**
 * The Content-Security-Policy the site is built to work under: nothing inline, nothing from any
 * other origin. Sent on documents only: on an image it would also govern the browser's own image
 * viewer, whose inline styles it blocks.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

/** Hashed files never change under the same name: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `_headers`: the policy on every document path, long caching on hashed files. */
export function headersFile(routes: Routes): string {
  const documents = [
    routes.homeUrl(),
    routes.fileUrl(outputPath({ kind: 'home' })),
    routes.fileUrl(outputPath({ kind: 'not-found' })),
    `${routes.speciesPrefix()}*`,
  ];
  const documentRules = documents.map(
    (path) => `${path}\n  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n  Cache-Control: no-cache`,
  );
  const assetRules = HASHED_FOLDERS.map((folder) => `${routes.fileUrl(folder)}/*\n  Cache-Control: ${IMMUTABLE}\n  X-Content-Type-Options: nosniff`);
  return `${[...documentRules, ...assetRules].join('\n')}\n`;
}

export function robotsFile(routes: Routes): string {
  const sitemap = routes.absoluteUrl(routes.fileUrl(HOST_FILES.sitemap));
  return `User-agent: *\nAllow: /\n${sitemap ? `Sitemap: ${sitemap}\n` : ''}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `sitemap.xml` of the home page and every species page; needs absolute URLs, so a site URL. */
export function sitemapFile(routes: Routes, species: readonly SpeciesEntry[]): string | undefined {
  const urls = [routes.homeUrl(), ...species.map((entry) => routes.speciesUrl(entry))].map((url) => routes.absoluteUrl(url));
  if (urls.some((url) => url === undefined)) return undefined;
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url!)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

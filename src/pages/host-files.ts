/**
 * Files for hosts and crawlers, generated from the routes: `_headers` (Netlify, Cloudflare Pages)
 * with the Content-Security-Policy, `robots.txt` and `sitemap.xml`. Pure: each returns the file's
 * text.
 */
import { ASSET_SECURITY_HEADERS, securityHeaders } from './security-headers.ts';
import { createHash } from 'node:crypto';
import type { SpeciesEntry } from '../content/model.ts';
import { HASHED_FOLDERS, HOST_FILES, outputPath, type Routes } from './routes.ts';

/** What every page carries inline: the same bytes on every page. */
export interface InlineAssets {
  css: string;
  script: string;
  /** The favicon as a `data:` URL. */
  favicon: string;
}

/** A CSP source that allows exactly this inline text: `'sha256-…'` of its UTF-8 bytes, base64. */
export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy the site is built to work under: nothing from any other origin, and
 * of inline code only the build's own stylesheet and script, by their hashes (no 'unsafe-inline',
 * no style attributes). One hash each covers the whole site, so the policy does not grow with the
 * collection. Script files stay allowed from 'self' for the dev build's reload script; a real
 * build writes none. Images may be `data:` URLs for the inline favicon: an image cannot run code.
 *
 * `header`: sent on documents only, since on an image it would also govern the browser's own
 * image viewer, whose inline styles it blocks. `meta`: in every page, for hosts that cannot send
 * headers (GitHub Pages); `frame-ancestors` is left out there because a `<meta>` policy cannot
 * carry it (Chromium logs an error), so only the header forbids framing. Where both arrive, the
 * browser enforces both, and they allow the same.
 */
export function contentSecurityPolicy(inline: Pick<InlineAssets, 'css' | 'script'>, delivery: 'header' | 'meta'): string {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    `style-src ${cspHash(inline.css)}`,
    `script-src 'self' ${cspHash(inline.script)}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** The policy `_headers` sends on documents, read back from the file, or undefined if it has none. */
export function documentPolicy(headers: string): string | undefined {
  return /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1];
}

/** Hashed files never change under the same name: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the collection tells search engines (`hakukoneet` in `kokoelma.md`). */
export interface Indexing {
  /** `hakukoneet: ei`: ask every crawler not to index anything, and offer no sitemap. */
  noindex?: boolean;
}

/**
 * `_headers`: the policy on every document path, long caching on hashed files, and with
 * `noindex` an `X-Robots-Tag` on every path (the hosts apply every matching rule), so photos and
 * host files are kept out of search results too, not only the pages that carry the meta tag.
 */
export function headersFile(routes: Routes, inline: Pick<InlineAssets, 'css' | 'script'>, indexing: Indexing = {}): string {
  const policy = contentSecurityPolicy(inline, 'header');
  const documents = [
    routes.homeUrl(),
    routes.fileUrl(outputPath({ kind: 'home' })),
    routes.fileUrl(outputPath({ kind: 'not-found' })),
    `${routes.speciesPrefix()}*`,
  ];
  const rule = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const documentRules = documents.map((path) => rule(path, { ...securityHeaders(policy), 'Cache-Control': 'no-cache' }));
  const assetRules = HASHED_FOLDERS.map((folder) => rule(`${routes.fileUrl(folder)}/*`, { 'Cache-Control': IMMUTABLE, ...ASSET_SECURITY_HEADERS }));
  const noindexRules = indexing.noindex ? [rule(`${routes.fileUrl('')}*`, { 'X-Robots-Tag': 'noindex' })] : [];
  return `${[...documentRules, ...assetRules, ...noindexRules].join('\n')}\n`;
}

/**
 * `robots.txt` allows every crawler even with `noindex`: a crawler kept out by `Disallow` never
 * reads the `noindex` and may still list the bare URL. With `noindex` it names no sitemap.
 */
export function robotsFile(routes: Routes, indexing: Indexing = {}): string {
  const sitemap = indexing.noindex ? undefined : routes.absoluteUrl(routes.fileUrl(HOST_FILES.sitemap));
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

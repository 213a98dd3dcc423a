/**
 * The preview's answer to one request, decided without touching the network: a status, headers,
 * and a body or a file of the site (with the byte range to send). `send-reply.ts` sends it.
 *
 * It answers the way a real host does: paths decoded as nginx decodes them, both not-found views
 * with a real 404 status, the build's `.br`/`.gz` copies to browsers that accept them, byte ranges,
 * and exactly the headers the built `_headers` file gives each URL (read on each request: a rebuild
 * may change it). Every answer carries the security headers: where `_headers` names none (robots.txt,
 * the PDF, redirects and errors), those of the home page; an image or the PDF gets no CSP, which
 * would also govern the browser's own image or PDF viewer.
 */
import { LOCKED_POLICY, securityHeaders } from '../pages/security-headers.ts';
import { serveMessages } from '../messages/serve.ts';
import { createRoutes, HOST_FILES, outputPath, type Routes } from '../pages/routes.ts';
import { texts } from '../messages/site.ts';
import { CODINGS, chooseCoding, type Coding } from './accept-encoding.ts';
import { isOwnHost } from './allowed-host.ts';
import { byteRange } from './byte-range.ts';
import { contentType } from './content-types.ts';
import { headersFor, type HeaderRule, parseHeaderRules } from './header-rules.ts';
import { decodeRequestPath } from './request-path.ts';
import type { SiteSource } from './site-source.ts';

export interface RequestInfo {
  method: string;
  /** The request target as sent (`/some/page/?x=1`). */
  url: string;
  headers: { host?: string | undefined; 'accept-encoding'?: string | undefined; range?: string | undefined; 'if-range'?: string | undefined };
}

export type HeaderMap = Record<string, string | number>;

export type Reply =
  | { status: number; headers: HeaderMap; body: string | Uint8Array }
  /** A file of the site; `range` is the part to send (all of it for a 200). */
  | { status: number; headers: HeaderMap; file: string; range: { start: number; end: number } | undefined };

export interface SiteOptions {
  source: SiteSource;
  basePath?: string;
  /** `split` (default) as docs/hosting.md's server configurations; `root` as GitHub Pages: one 404.html for every miss. */
  notFound?: 'split' | 'root';
  /** The `Host` values this server answers (`allowed-host.ts`); any other is refused. */
  ownHosts: ReadonlySet<string>;
  /** Paths the caller answers itself (the dev server's reload channel); they come back as `{ own: pathname }`. */
  ownPath?: (pathname: string) => boolean;
  /** Where the site is, for the message to a request addressed to another host. */
  url: string;
}

/** Used only where `_headers` is missing (a folder no build wrote): allows nothing but the page itself. */
const FALLBACK_SECURITY: [string, string][] = Object.entries(securityHeaders(LOCKED_POLICY));
const SECURITY_NAMES = FALLBACK_SECURITY.map(([name]) => name.toLowerCase());

export async function resolveRequest(request: RequestInfo, site: SiteOptions): Promise<Reply | { own: string }> {
  const routes = createRoutes(site.basePath ?? '');
  const rules = parseHeaderRules((await site.source.readText(HOST_FILES.headers)) ?? '');
  const plain = (status: number, body: string, extra: HeaderMap = {}): Reply => ({
    status,
    headers: withSecurity({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra }, rules, routes),
    body,
  });

  if (!isOwnHost(request.headers.host, site.ownHosts)) return plain(403, serveMessages.otherHost(site.url));
  const pathname = decodeRequestPath(request.url.split('?')[0]!);
  if (pathname === undefined) return plain(400, serveMessages.badRequest);
  if (site.ownPath?.(pathname)) return { own: pathname };
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, serveMessages.methodNotAllowed, { Allow: 'GET, HEAD' });
  const base = routes.basePath;
  if (base && pathname === base) return plain(301, '', { Location: `${base}/` });

  const sitePath = base && !pathname.startsWith(`${base}/`) ? undefined : pathname.slice(base.length);
  const file = sitePath === undefined ? undefined : await fileFor(sitePath, site.source);
  if (file) return fileReply(request, 200, file, pathname, site.source, rules, routes);

  const page = site.notFound === 'root' ? outputPath({ kind: 'not-found' }) : routes.notFoundFor(pathname);
  if ((await site.source.lookup(page))?.kind === 'file') return fileReply(request, 404, page, routes.fileUrl(page), site.source, rules, routes);
  return plain(404, texts.notFound);
}

/** The not-found pages, reached by their role, never by their own file name. */
const NOT_FOUND_FILES = new Set([outputPath({ kind: 'not-found' }), outputPath({ kind: 'species-not-found' })]);

/** The file a site path (`/some/page/`) names, or `undefined`: a folder means its index.html; hidden files and `_headers` are never served. */
async function fileFor(sitePath: string, source: SiteSource): Promise<string | undefined> {
  const segments = sitePath.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || s.includes('\\'))) return undefined;
  const file = segments.join('/');
  if (file === HOST_FILES.headers || NOT_FOUND_FILES.has(file)) return undefined;
  const entry = await source.lookup(file);
  if (entry?.kind === 'file' && !sitePath.endsWith('/')) return file;
  if (entry?.kind !== 'folder') return undefined;
  const index = [...segments, outputPath({ kind: 'home' })].join('/');
  return (await source.lookup(index))?.kind === 'file' ? index : undefined;
}

/** A file with the `_headers` rules of `url`, its compressed copy when the browser accepts it, and the byte range asked for. */
async function fileReply(
  request: RequestInfo,
  status: number,
  file: string,
  url: string,
  source: SiteSource,
  rules: HeaderRule[],
  routes: Routes,
): Promise<Reply> {
  const copies = await Promise.all(CODINGS.map(async ({ name, ext }) => ({ name, ext, entry: await source.lookup(file + ext) })));
  const available = copies.filter((copy) => copy.entry?.kind === 'file').map((copy) => copy.name as Coding);
  const coding = chooseCoding(request.headers['accept-encoding'], available);
  const sent = coding ? file + CODINGS.find((c) => c.name === coding)!.ext : file;
  const entry = coding ? copies.find((c) => c.name === coding)!.entry : await source.lookup(file);
  const size = entry?.kind === 'file' ? entry.size : 0;
  const headers: HeaderMap = {};
  for (const [name, value] of headersFor(rules, url)) headers[name] = value;
  Object.assign(headers, { 'Content-Type': contentType(file), Vary: 'Accept-Encoding', 'Accept-Ranges': 'bytes' });
  if (coding) headers['Content-Encoding'] = coding;
  const range = status === 200 ? byteRange(request.headers.range, size, request.headers['if-range']) : undefined;
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: withSecurity({ ...headers, 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' }, rules, routes),
      body: '',
    };
  }
  const part = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = part.end - part.start + 1;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  return { status: range ? 206 : status, headers: withSecurity(headers, rules, routes), file: sent, range: size > 0 ? part : undefined };
}

/** `headers` with every security header `_headers` gives the home page that they lack (no CSP on an image or the PDF). */
function withSecurity(headers: HeaderMap, rules: readonly HeaderRule[], routes: Routes): HeaderMap {
  const home = [...headersFor(rules, routes.homeUrl())].filter(([name]) => SECURITY_NAMES.includes(name.toLowerCase()));
  const security = home.length > 0 ? home : FALLBACK_SECURITY;
  const present = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  // The browser's own image and PDF viewers are pages too, which a CSP of the site's would break.
  const viewer = /^(image\/|application\/pdf)/.test(String(headers['Content-Type'] ?? ''));
  const result = { ...headers };
  for (const [name, value] of security) {
    if (present.has(name.toLowerCase()) || (viewer && name.toLowerCase() === 'content-security-policy')) continue;
    result[name] = value;
  }
  return result;
}

/**
 * The local preview: serves a built site the way a real host does. Paths are decoded as nginx
 * decodes them, both not-found views answer with a real 404 status, the build's `.br`/`.gz`
 * copies are sent to browsers that accept them, and every response carries exactly the headers
 * the built `_headers` file gives its URL (read on each request: a rebuild may change it), so the
 * policy a host would send is the one the pages are tested under.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { defaults } from '../config.ts';
import { serveMessages } from '../messages/serve.ts';
import { StudentError } from '../messages/student-error.ts';
import { createRoutes, HOST_FILES, outputPath } from '../pages/routes.ts';
import { texts } from '../texts.ts';
import { headersFor, parseHeaderRules } from './header-rules.ts';
import { decodeRequestPath } from './request-path.ts';

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

export interface PreviewOptions {
  dir: string;
  basePath?: string;
  /**
   * `split` (default) answers species misses with the species not-found page, as the README's server
   * configurations do; `root` answers every miss with the root one, as GitHub Pages and Netlify do.
   */
  notFound?: 'split' | 'root';
  /** Handles a request before the static files (the dev server's reload channel); true if it did. */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => boolean;
  port?: number;
  host?: string;
  /** How the student started this server (`npm run dev`): a taken port's message says to run it again with another. */
  command?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Precompressed copies the build writes, best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  const routes = createRoutes(options.basePath ?? '');
  const base = routes.basePath;
  const rootNotFound = outputPath({ kind: 'not-found' });
  const notFoundFiles = new Set([rootNotFound, outputPath({ kind: 'species-not-found' })].map((file) => `/${file}`));

  const headerRules = async () => parseHeaderRules(await readFile(path.join(options.dir, HOST_FILES.headers), 'utf8').catch(() => ''));

  /** Sends a file with the `_headers` rules of `url`, compressed when the browser accepts it. */
  const send = async (req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string, url: string) => {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let body: Buffer | undefined;
    let encoding: string | undefined;
    for (const { name, ext } of ENCODINGS) {
      if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue;
      body = await readFile(file + ext).catch(() => undefined);
      if (body) {
        encoding = name;
        break;
      }
    }
    body ??= await readFile(file);
    res.statusCode = status;
    for (const [name, value] of headersFor(await headerRules(), url)) res.setHeader(name, value);
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** A miss: the not-found page for the path, with that page's own rules (a document's, never an image's). */
  const notFound = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const page = options.notFound === 'root' ? rootNotFound : routes.notFoundFor(pathname);
    try {
      await send(req, res, 404, path.join(options.dir, page), routes.fileUrl(page));
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(texts.notFound);
    }
  };

  /** The file a site path names, or `undefined`: a folder means its index.html, hidden files and `_headers` are never served. */
  const fileFor = async (sitePath: string): Promise<string | undefined> => {
    const segments = sitePath.split('/').filter((s) => s !== '');
    if (segments.some((s) => s.startsWith('.') || s.includes('\\')) || sitePath === `/${HOST_FILES.headers}`) return undefined;
    const file = path.join(options.dir, ...segments);
    const stats = await stat(file).catch(() => undefined);
    if (stats?.isFile() && !sitePath.endsWith('/')) return file;
    if (!stats?.isDirectory()) return undefined;
    const index = path.join(file, outputPath({ kind: 'home' }));
    return (await stat(index).catch(() => undefined))?.isFile() ? index : undefined;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = decodeRequestPath((req.url ?? '/').split('?')[0]!);
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    if (options.intercept?.(req, res, pathname)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (base && pathname === base) {
      res.writeHead(301, { Location: `${base}/` }).end();
      return;
    }
    if (base && !pathname.startsWith(`${base}/`)) return notFound(req, res, pathname);
    const sitePath = pathname.slice(base.length);
    // The not-found pages are reached by their role, never by their own file name.
    const file = notFoundFiles.has(sitePath) ? undefined : await fileFor(sitePath);
    if (!file) return notFound(req, res, pathname);
    return send(req, res, 200, file, pathname);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(error, options) ?? error));
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}${base}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port the student can free or change (taken, or reserved for administrators), as their mistake to fix. */
function listenProblem(error: NodeJS.ErrnoException, options: PreviewOptions): StudentError | undefined {
  const port = options.port ?? 0;
  const command = options.command ?? 'npm run serve';
  const other = port < 65535 ? port + 1 : port - 1;
  if (error.code === 'EADDRINUSE') return new StudentError(serveMessages.portInUse(port, command, other));
  if (error.code === 'EACCES') return new StudentError(serveMessages.portDenied(port, command, defaults.port));
  return undefined;
}

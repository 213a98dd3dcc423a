/**
 * The local preview: serves a built site the way the README's nginx configuration does, including
 * the two not-found views with a real 404 status. Static files are served by `sirv`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { documentPolicy, IMMUTABLE } from '../pages/host-files.ts';
import { createRoutes, HASHED_FOLDERS, HOST_FILES, outputPath } from '../pages/routes.ts';
import { texts } from '../texts.ts';

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
}

export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  const routes = createRoutes(options.basePath ?? '');
  const base = routes.basePath;
  const rootNotFound = outputPath({ kind: 'not-found' });
  const notFoundFiles = new Set([rootNotFound, outputPath({ kind: 'species-not-found' })].map((file) => `/${file}`));
  // The policy carries the hashes of this build's inline code: read what the build wrote, on each
  // request, since a dev rebuild rewrites it.
  const headersFile = path.join(options.dir, HOST_FILES.headers);
  const setPolicy = (res: http.ServerResponse) => {
    const policy = existsSync(headersFile) ? documentPolicy(readFileSync(headersFile, 'utf8')) : undefined;
    if (policy) res.setHeader('Content-Security-Policy', policy);
  };
  const serveFile = sirv(options.dir, {
    // Re-read the folder on each request: a rebuild swaps in new hashed file names.
    dev: true,
    dotfiles: false,
    // Serve the build's .br/.gz copies, as a production server would compress.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      // Only documents get the policy: on an image it would also govern the browser's own image
      // viewer, whose inline styles it blocks (the large image would open unstyled). `pathname` is
      // the URL's, so a page is also a path with no extension (a folder, or a species without
      // its slash).
      if (pathname.endsWith('.html') || !/\.\w+$/.test(pathname)) setPolicy(res);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        HASHED_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`)) ? IMMUTABLE : 'no-cache',
      );
    },
  });

  const notFound = async (res: http.ServerResponse, pathname: string) => {
    const file = path.join(options.dir, options.notFound === 'root' ? rootNotFound : routes.notFoundFor(pathname));
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    setPolicy(res);
    res.setHeader('Cache-Control', 'no-cache');
    try {
      res.end(await readFile(file));
    } catch {
      res.end(texts.notFound);
    }
  };

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (options.intercept?.(req, res, pathname)) return;
    if (base && pathname === base) {
      res.writeHead(301, { Location: `${base}/` }).end();
      return;
    }
    if (base && !pathname.startsWith(`${base}/`)) {
      void notFound(res, pathname);
      return;
    }
    // The not-found pages are reached by their role, never by their own file name.
    const inner = pathname.slice(base.length);
    if (notFoundFiles.has(inner)) {
      void notFound(res, pathname);
      return;
    }
    req.url = (req.url ?? '/').slice(base.length) || '/';
    serveFile(req, res, () => void notFound(res, pathname));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
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

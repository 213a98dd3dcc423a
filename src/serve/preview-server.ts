/**
 * The local preview (`npm run serve`, `npm start`, the tests, Lighthouse): serves a site the way a
 * real host does. `resolve-request.ts` decides each answer, `send-reply.ts` sends it; this module
 * only listens, on 127.0.0.1 and for requests addressed to it.
 */
import { LOCKED_POLICY, securityHeaders } from '../pages/security-headers.ts';
import http from 'node:http';
import { serveMessages } from '../messages/serve.ts';
import { createRoutes } from '../pages/routes.ts';
import { ownHosts } from './allowed-host.ts';
import { closeServer, listen, LOCAL_HOST } from './listen.ts';
import { type RequestInfo, resolveRequest, type SiteOptions } from './resolve-request.ts';
import { sendReply } from './send-reply.ts';
import { diskSource, type SiteSource } from './site-source.ts';

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

export interface PreviewOptions {
  /** The built site's folder; or `source`, a site held elsewhere (the dev server's memory). */
  dir?: string;
  source?: SiteSource;
  basePath?: string;
  /** `split` (default) answers species misses with the species not-found page, as docs/hosting.md's server configurations do; `root` as GitHub Pages. */
  notFound?: 'split' | 'root';
  /** Answers the paths `ownPath` claims (the dev server's reload channel). */
  own?: { ownPath(pathname: string): boolean; handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void };
  /** Headers added to every answer from the site (the dev server's build number). */
  headers?: () => Record<string, string>;
  port?: number;
  /** How the student started this server (`npm run dev`): a taken port's message says to run it again with another. */
  command?: string;
}

export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  const source = options.source ?? diskSource(options.dir ?? '.');
  const base = createRoutes(options.basePath ?? '').basePath;
  // Known once listening (the Host check needs the port); no request arrives before.
  let site: SiteOptions | undefined;
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug, not a student's mistake: said in the terminal, where the stack trace helps.
      console.error(error);
      if (!res.headersSent)
        res.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...securityHeaders(LOCKED_POLICY),
        });
      res.end(serveMessages.serverError);
    });
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const reply = await resolveRequest(requestInfo(req), site!);
    if ('own' in reply) return options.own!.handle(req, res, reply.own);
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) res.setHeader(name, value);
    await sendReply(req, res, reply, source);
  };

  const port = await listen(server, options.port ?? 0, LOCAL_HOST, options.command ?? 'npm run serve');
  const url = `http://${LOCAL_HOST}:${port}${base}/`;
  site = {
    source,
    basePath: base,
    ownHosts: ownHosts(port),
    url,
    ...(options.notFound ? { notFound: options.notFound } : {}),
    ...(options.own ? { ownPath: options.own.ownPath } : {}),
  };
  return { url, close: () => closeServer(server) };
}

const requestInfo = (req: http.IncomingMessage): RequestInfo => ({
  method: req.method ?? 'GET',
  url: req.url ?? '/',
  headers: {
    host: req.headers.host,
    'accept-encoding': req.headers['accept-encoding'],
    range: req.headers.range,
    'if-range': [req.headers['if-range']].flat()[0],
  },
});

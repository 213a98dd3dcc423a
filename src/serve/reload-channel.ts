/**
 * The dev server's line to the open tabs (server-sent events): `reload` after a good build,
 * `build-error` with the Finnish report after a failed one, and on connecting `hello` with this
 * server's id, so a tab that reconnects to a restarted server (after a code change) reloads, and
 * `build-warnings` with the last good build's warnings (a tab gets them when it connects, so after
 * the reload that a good build causes).
 *
 * Each good build has a number, which every page the dev server sends carries (`Server-Timing:
 * dev-build;desc=N`) and the tab sends back when it connects (`?build=N`). A tab whose page is
 * older than the last good build is told to reload at once: a build that ended between sending the
 * page and the tab's connecting would otherwise reload nobody, and the tab would keep the old page
 * until the next save (a save right after a reload, or a restarted server's first build).
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';

export function createReloadChannel() {
  const id = randomBytes(6).toString('hex');
  const clients = new Set<http.ServerResponse>();
  let lastError: string | undefined;
  let lastWarnings: string | undefined;
  /** Good builds so far: 0 before the first (the waiting page). */
  let build = 0;
  const event = (name: string, data: string) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const broadcast = (name: string, data: string) => {
    for (const client of clients) client.write(event(name, data));
  };
  return {
    /** The error shown now, if the last build failed. */
    get lastError() {
      return lastError;
    },
    /** The header that tells a page which build it came from. */
    get buildHeader(): Record<string, string> {
      return { 'Server-Timing': `dev-build;desc="${build}"` };
    },
    /** Holds a tab's event stream open; `headers` are the security headers every answer carries. */
    connect(req: http.IncomingMessage, res: http.ServerResponse, headers: Record<string, string>) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(`retry: 500\n\n${event('hello', id)}`);
      const shown = new URL(req.url ?? '/', 'http://localhost').searchParams.get('build');
      if (shown !== null && shown !== String(build)) res.write(event('reload', 'stale'));
      else if (lastError) res.write(event('build-error', lastError));
      else if (lastWarnings) res.write(event('build-warnings', lastWarnings));
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    /** `warnings`: what the page lists in a small box (the assignment's shortfalls), none when empty. */
    built(warnings?: string) {
      lastError = undefined;
      lastWarnings = warnings || undefined;
      build++;
      broadcast('reload', 'changed');
    },
    failed(report: string) {
      lastError = report;
      broadcast('build-error', report);
    },
  };
}

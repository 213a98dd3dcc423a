/**
 * `npm run dev`: build, serve, and on every change under src/ or assets/ rebuild and reload the
 * open browser tabs. A build error is printed and shown over the page; the server keeps running
 * and the next good save recovers. Builds go to their own folder, never to `dist/`, and only they
 * carry the live-reload script.
 *
 * Each rebuild runs `scripts/build.ts` in a fresh process: Node caches imported modules, so a
 * process that imported the content once would never see the student's edits.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import type http from 'node:http';
import { bundleBrowserScript, DEV_RELOAD_SCRIPT } from '../build/bundle-assets.ts';
import type { Settings } from '../config.ts';
import { serveMessages } from '../messages/serve.ts';
import { startPreviewServer, type PreviewServer } from './preview-server.ts';

/** Where dev builds go: inside the cache folder, which is never published. */
const DEV_OUT_DIR = '.cache/dev-site';
const RELOAD_SCRIPT = '/__dev/reload.js';
const EVENTS = '/__dev/events';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface DevOptions {
  /** Rebuilt on every change under these folders. */
  watchFolders?: readonly string[];
  /** How the student started the server, for the message when its port is taken. */
  command?: string;
}

/**
 * Starts serving at once (a taken port is reported before any build), then builds; resolves when
 * the first build has ended, well or not.
 */
export async function startDevServer(settings: Settings, options: DevOptions = {}): Promise<PreviewServer & { watchFolders: readonly string[] }> {
  const watchFolders = options.watchFolders ?? ['src', settings.assetsDir];
  const reloadScript = Buffer.from(await bundleBrowserScript(DEV_RELOAD_SCRIPT));
  const clients = new Set<http.ServerResponse>();
  let lastError: string | undefined;
  let siteReady = false;
  const broadcast = (event: string, data: string) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  function intercept(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
    if (pathname === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(reloadScript);
      return true;
    }
    if (pathname === EVENTS) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    }
    // Before the first good build there is no page to show: answer with one that waits for it,
    // showing the error when the build failed (the reload script lays it over the page too).
    if (!siteReady && !/\.\w+$/.test(pathname)) {
      const title = lastError ? serveMessages.failedTitle : serveMessages.waitingTitle;
      const body = lastError ? `${serveMessages.overlayHeading}\n\n${lastError}` : serveMessages.waitingText;
      res
        .writeHead(lastError ? 500 : 503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(
          `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>${title}</title><script defer src="${RELOAD_SCRIPT}"></script></head>` +
            `<body><pre>${escapeHtml(body)}</pre></body></html>`,
        );
      return true;
    }
    return false;
  }

  /** Runs one build in a child process; resolves with its report (the Finnish one it printed), or undefined on success. */
  const build = () =>
    new Promise<string | undefined>((resolve) => {
      const args = ['--import', 'tsx', 'scripts/build.ts', '--out', DEV_OUT_DIR, '--budget=warn', '--dev-script', RELOAD_SCRIPT, '--base', settings.basePath];
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk;
        process.stderr.write(chunk);
      });
      child.on('close', (code, signal) => resolve(code === 0 ? undefined : stderr.trim() || serveMessages.buildEnded(code, signal)));
    });

  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    do {
      again = false;
      const error = await build();
      if (error) {
        lastError = error;
        broadcast('build-error', error);
      } else {
        const hadError = lastError !== undefined;
        lastError = undefined;
        siteReady = true;
        broadcast('reload', hadError ? 'recovered' : 'changed');
      }
    } while (again);
    building = false;
  };

  const server = await startPreviewServer({ dir: DEV_OUT_DIR, basePath: settings.basePath, port: settings.port, intercept, command: options.command });
  await rebuild();
  let timer: NodeJS.Timeout | undefined;
  // A missing folder (a student who deleted assets/) has nothing to watch, and is not worth a crash.
  const watchers = watchFolders.filter((folder) => existsSync(folder)).map((folder) =>
    watch(folder, { recursive: true }, () => {
      // Editors write a file in several steps: wait for the burst to end.
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), 150);
    }),
  );
  return {
    url: server.url,
    watchFolders,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      clearTimeout(timer);
      await server.close();
    },
  };
}

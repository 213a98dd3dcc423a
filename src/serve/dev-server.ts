/**
 * `npm run dev`: builds in memory (the pipeline's core, kept by `pipeline/dev-build.ts`), serves the pages from there through the
 * preview's own resolver, and after each save rebuilds what it changed and reloads the open tabs.
 * A build error is printed and shown over the page (and the warnings of `OVERLAY_CODES`, in a small box); the server keeps running and the next good
 * save recovers. A change to the code Node runs calls `onCodeChange` (scripts/dev.ts then starts
 * a fresh process, whose tabs reload when they reconnect).
 */
import { securityHeaders } from '../pages/security-headers.ts';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleBrowserScript, DEV_RELOAD_SCRIPT } from '../pipeline/bundle-assets.ts';
import { createDevBuild, type DevBuildResult, type DevFile, EVERYTHING } from '../pipeline/dev-build.ts';
import type { Settings } from '../config.ts';
import { serveMessages } from '../messages/serve.ts';
import { formatReport, StudentError } from '../messages/student-error.ts';
import { type CodePattern, matchesCode, warningsText } from '../messages/warnings.ts';
import { startPreviewServer, type PreviewServer } from './preview-server.ts';
import { createReloadChannel } from './reload-channel.ts';
import { createBuildQueue } from './build-queue.ts';
import { classifySave, watchFolders } from './dev-watch.ts';
import { memorySource } from './site-source.ts';

const RELOAD_SCRIPT = '/__dev/reload.js';
const EVENTS = '/__dev/events';
/** The warnings shown in the page's small box (the terminal prints them all): faces in photos and the assignment's shortfalls. */
export const OVERLAY_CODES: readonly CodePattern[] = ['image.face', 'assignment.'];
/** Files saved together (an editor's "save all", a photo and its species file): one build for them all. */
const SETTLE_MS = 10;
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DevOptions {
  /** How the student started the server, for the message when its port is taken. */
  command?: string;
  /** After a change to code Node has imported; without it the change is said in the terminal. */
  onCodeChange?: (file: string) => void;
  /** After each build, with its result (or the report of a failed one). */
  onBuild?: (result: DevBuildResult | string) => void;
}

export type DevServer = PreviewServer & { watchFolders: readonly string[]; port: number };

/** Starts serving at once (a taken port is reported before any build), then builds; resolves when the first build has ended. */
export async function startDevServer(settings: Settings, options: DevOptions = {}): Promise<DevServer> {
  const folders = { dataDir: settings.dataDir, assetsDir: settings.assetsDir, clientDir: path.join(SRC, 'client'), codeDir: SRC };
  const channel = createReloadChannel();
  const builder = createDevBuild(settings, RELOAD_SCRIPT);
  let site: ReadonlyMap<string, DevFile> | undefined;
  let reloadScript = await bundleBrowserScript(DEV_RELOAD_SCRIPT);

  const server = await startPreviewServer({
    source: memorySource(() => site ?? new Map()),
    basePath: settings.basePath,
    port: settings.port,
    headers: () => channel.buildHeader,
    ...(options.command ? { command: options.command } : {}),
    own: {
      // Before the first good build there is no page: one that waits for it (or shows its error) answers instead.
      ownPath: (pathname) => pathname.startsWith('/__dev/') || (!site && !/\.\w+$/.test(pathname)),
      handle: (req, res, pathname) => answerOwn(req, res, pathname),
    },
  });

  const answerOwn = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    if (pathname === EVENTS) return channel.connect(req, res, SECURITY);
    if (pathname === RELOAD_SCRIPT) {
      return res.writeHead(200, { ...SECURITY, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(reloadScript);
    }
    if (site) return res.writeHead(404, { ...SECURITY, 'Content-Type': 'text/plain; charset=utf-8' }).end();
    res
      .writeHead(channel.lastError ? 500 : 503, {
        ...SECURITY,
        ...channel.buildHeader,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      .end(waitingPage(channel.lastError));
  };

  const queue = createBuildQueue(async (changes) => {
    if (changes.client) reloadScript = await bundleBrowserScript(DEV_RELOAD_SCRIPT);
    try {
      const result = await builder.build(changes);
      site = result.files;
      const shown = result.warnings.filter((warning) => matchesCode(warning.code, OVERLAY_CODES));
      channel.built(warningsText(shown, { assetsDir: settings.assetsDir, checklist: result.checklist }, '\n\n') || undefined);
      options.onBuild?.(result);
    } catch (error) {
      // A bug, unlike a student's mistake, keeps its stack trace, in the terminal and over the page.
      const report = error instanceof StudentError ? formatReport(error) : String((error as Error)?.stack ?? error);
      channel.failed(report);
      options.onBuild?.(report);
    }
  }, SETTLE_MS);
  await queue.add(EVERYTHING, true);
  const watcher = await watchFolders([settings.dataDir, settings.assetsDir, SRC], (file) => {
    const save = classifySave(file, folders);
    if (!save) return;
    if (save.restart) return options.onCodeChange ? options.onCodeChange(file) : console.log(serveMessages.restartForCode(path.relative(process.cwd(), file)));
    void queue.add(save.changes);
  });
  return {
    url: server.url,
    port: Number(new URL(server.url).port),
    watchFolders: [settings.dataDir, settings.assetsDir],
    close: async () => {
      await watcher.close();
      await queue.stop();
      await server.close();
    },
  };
}

/** The headers every answer of the dev server's own carries (its pages get theirs from the built `_headers`). */
const SECURITY = securityHeaders("default-src 'self'; frame-ancestors 'none'");

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page before the first good build: it waits, or shows why the build failed; the reload script lays the error over it too. */
function waitingPage(error: string | undefined): string {
  const title = error ? serveMessages.failedTitle : serveMessages.waitingTitle;
  const body = error ? `${serveMessages.overlayHeading}\n\n${error}` : serveMessages.waitingText;
  return (
    `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>${title}</title><script defer src="${RELOAD_SCRIPT}"></script></head>` +
    `<body><pre>${escapeHtml(body)}</pre></body></html>`
  );
}

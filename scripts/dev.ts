/**
 * `npm run dev`: build, serve, and on every change under src/ or assets/ rebuild and reload the
 * open browser tabs. A build error is printed here and shown over the page; the server keeps
 * running and the next good save recovers. Builds go to `.cache/dev-site/`, never to `dist/`,
 * and only they carry the live-reload script.
 *
 * Each rebuild runs `scripts/build.ts` in a fresh process: Node caches imported modules, so a
 * process that imported the content once would never see the student's edits.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import type http from 'node:http';
import { parseArgs } from 'node:util';
import { bundleBrowserScript } from '../src/bundle-assets.ts';
import { defaults } from '../src/config.ts';
import { startPreviewServer } from '../src/preview-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const OUT_DIR = '.cache/dev-site';
const RELOAD_SCRIPT = '/__dev/reload.js';
const basePath = process.env.BASE_PATH ?? defaults.basePath;

const reloadScript = Buffer.from(await bundleBrowserScript('src/client/dev-reload.ts'));

const clients = new Set<http.ServerResponse>();
let lastError: string | undefined;
let siteReady = false;
const broadcast = (event: string, data: string) => {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function intercept(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
  if (pathname === RELOAD_SCRIPT) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(reloadScript);
    return true;
  }
  if (pathname === '/__dev/events') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  }
  // Before the first good build there is no page to show the error over: answer with one.
  if (lastError && !siteReady && !/\.\w+$/.test(pathname)) {
    res
      .writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title><script defer src="${RELOAD_SCRIPT}"></script></head><body><pre>${escapeHtml(lastError)}</pre></body></html>`);
    return true;
  }
  return false;
}

/** Runs one build in a child process; resolves with its error output, or undefined on success. */
function build(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', '--out', OUT_DIR, '--budget=warn', '--dev-script', RELOAD_SCRIPT],
      { stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve(code === 0 ? undefined : stderr.trim() || `build exited with ${code}`));
  });
}

let building = false;
let again = false;
async function rebuild(): Promise<void> {
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
}

await rebuild();
const server = await startPreviewServer({ dir: OUT_DIR, basePath, port: Number(values.port ?? process.env.PORT ?? 4173), intercept });
console.log(`Dev server: ${server.url}  (watching src/ and assets/; Ctrl+C stops)`);

let timer: NodeJS.Timeout | undefined;
for (const folder of ['src', defaults.assetsDir]) {
  watch(folder, { recursive: true }, () => {
    // Editors write a file in several steps: wait for the burst to end.
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 150);
  });
}

/**
 * `npm run dev`: the dev server (src/serve/dev-server.ts) runs in a child process, `lib/dev-worker.ts`,
 * which rebuilds in memory on every save of the content, the photos or the stylesheet. A change to
 * the program's own code (a template, the settings) needs a fresh process, since Node never forgets
 * a module it has imported: the worker then exits with `RESTART`, and a new one starts on the same
 * port; the open tabs reconnect and reload.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RESTART } from './lib/dev-worker.ts';

const WORKER = fileURLToPath(new URL('./lib/dev-worker.ts', import.meta.url));
const args = process.argv.slice(2);
let port: number | undefined;
let child: ReturnType<typeof fork> | undefined;

function start() {
  // The port the first worker got (port 0 lets the system choose), so the tabs find the next one.
  // Node's flags as this process got them (`--import tsx`, as package.json runs every command), so
  // the worker loads the TypeScript sources as this process did, from any working folder.
  const worker = fork(WORKER, [...args, ...(port === undefined ? [] : ['--port', String(port)])], { execArgv: process.execArgv, stdio: 'inherit' });
  child = worker;
  worker.on('message', (message: { port?: number }) => {
    if (typeof message.port === 'number') port = message.port;
  });
  worker.on('exit', (code, signal) => {
    if (code === RESTART) return start();
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!child || child.exitCode !== null) process.exit();
    child.kill(signal);
  });
}
start();

/**
 * The web servers docs/hosting.md documents (Debian's nginx, apache2 and caddy), run unprivileged
 * in a temp folder with nothing but the guide's snippet and the minimum each needs to start.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** The engineer's hosting guide, whose server snippets the e2e tests run. */
export const HOSTING_GUIDE = 'docs/hosting.md';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface DocumentedServer {
  name: string;
  /** The hosting guide's code fence for its snippet. */
  fence: string;
  binary: string;
  debianPackage: string;
  /** Runs the snippet (already pointed at the site) on 127.0.0.1, with its files under `workDir`. */
  start(snippet: string, workDir: string): Promise<RunningServer>;
}

/** Resolves once the server answers, so a test never races its start. */
async function waitForServer(url: string, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`the server at ${url} did not start: ${await log()}`);
}

/** Stops a server process and waits for it to go. */
const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const readLog = (file: string) => () => readFile(file, 'utf8').catch(() => '(no log)');

/**
 * Checks a configuration with the server's own test command, then runs the server until it
 * answers on `port`; what it printed, else its log file, explains a start that failed.
 */
async function runChecked(
  binary: string,
  args: { check: string[]; run: string[] },
  port: number,
  logFile: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const check = spawnSync(binary, args.check, { encoding: 'utf8', env });
  assert.equal(check.status, 0, check.stderr);
  const child = spawn(binary, args.run, { stdio: ['ignore', 'ignore', 'pipe'], env });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, child, async () => output || (await readLog(logFile)()));
  return { url, stop: () => stopProcess(child) };
}

/** Debian's nginx, apache2 and caddy, each configured by nothing but the hosting guide's snippet and the minimum to run unprivileged in a temp folder. */
export const SERVERS: DocumentedServer[] = [
  {
    name: 'nginx',
    fence: 'nginx',
    binary: '/usr/sbin/nginx',
    debianPackage: 'nginx',
    async start(snippet, workDir) {
      const port = await freePort();
      await mkdir(path.join(workDir, 'logs'), { recursive: true });
      const conf = path.join(workDir, 'nginx.conf');
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${workDir};`).join('\n');
      await writeFile(
        conf,
        `daemon off;\nworker_processes 1;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${temp}\n  server {\n    listen 127.0.0.1:${port};\n${snippet}\n  }\n}\n`,
      );
      return runChecked(
        this.binary,
        { check: ['-t', '-c', conf, '-p', workDir], run: ['-c', conf, '-p', workDir] },
        port,
        path.join(workDir, 'logs', 'error.log'),
      );
    },
  },
  {
    name: 'Apache',
    fence: 'apache',
    binary: '/usr/sbin/apache2',
    debianPackage: 'apache2',
    async start(snippet, workDir) {
      const port = await freePort();
      await mkdir(workDir, { recursive: true });
      const conf = path.join(workDir, 'httpd.conf');
      const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers']
        .map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`)
        .join('\n');
      // Started as root (CI), Apache serves as www-data, as Debian's own configuration does.
      const user = process.getuid?.() === 0 ? 'User www-data\nGroup www-data\n' : '';
      await writeFile(
        conf,
        `ServerRoot ${workDir}\nServerName 127.0.0.1\nListen 127.0.0.1:${port}\nPidFile ${workDir}/httpd.pid\nErrorLog ${workDir}/error.log\n${user}${modules}\nTypesConfig /etc/mime.types\nDirectoryIndex index.html\n${snippet}\n`,
      );
      return runChecked(this.binary, { check: ['-t', '-f', conf], run: ['-f', conf, '-DFOREGROUND'] }, port, path.join(workDir, 'error.log'));
    },
  },
  {
    name: 'Caddy',
    fence: 'caddy',
    binary: '/usr/bin/caddy',
    debianPackage: 'caddy',
    async start(snippet, workDir) {
      const port = await freePort();
      await mkdir(workDir, { recursive: true });
      const conf = path.join(workDir, 'Caddyfile');
      // No admin endpoint and no certificates: a plain local server on its own port.
      await writeFile(conf, `{\n\tadmin off\n\tauto_https off\n}\n${snippet.replace(/^example\.org\b/m, `http://127.0.0.1:${port}`)}`);
      const env = { ...process.env, HOME: workDir, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir };
      const config = ['--config', conf, '--adapter', 'caddyfile'];
      return runChecked(this.binary, { check: ['validate', ...config], run: ['run', ...config] }, port, path.join(workDir, 'caddy.log'), env);
    },
  },
];

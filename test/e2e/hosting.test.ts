import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startPreviewServer } from '../../src/serve/preview-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { buildInto, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

interface DocumentedServer {
  name: string;
  /** The README's code fence for its snippet. */
  fence: string;
  binary: string;
  debianPackage: string;
  /** Runs the snippet (already pointed at the site) on 127.0.0.1, with its files under `workDir`. */
  start(snippet: string, workDir: string): Promise<RunningServer>;
}

/** Resolves once the server answers, so a test never races its start. */
async function waitForServer(url: string, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then(() => true, () => false)) return;
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

/** Debian's nginx, apache2 and caddy, each configured by nothing but the README's snippet and the minimum to run unprivileged in a temp folder. */
const SERVERS: DocumentedServer[] = [
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
      return runChecked(this.binary, { check: ['-t', '-c', conf, '-p', workDir], run: ['-c', conf, '-p', workDir] }, port, path.join(workDir, 'logs', 'error.log'));
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
      const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers'].map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`).join('\n');
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

describe('hosting: sub-path, root-only 404 hosts, and the README\'s nginx, Apache and Caddy configurations', () => {
  let ws: Workspace;
  let sub: Workspace;
  let browser: Browser;
  before(async () => {
    ws = await makeWorkspace();
    sub = await makeWorkspace();
    await buildInto(ws);
    await buildInto(sub, undefined, { basePath: '/eliokokoelma' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await ws?.cleanup();
    await sub?.cleanup();
  });

  it('should work under a sub-path: every link, asset and image, and both 404 views', async () => {
    const server = await startPreviewServer({ dir: sub.outDir, basePath: '/eliokokoelma' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const failed: string[] = [];
    context.on('response', (r) => {
      if (r.status() >= 400 && !r.url().includes('/ei-ole') && !r.url().includes('/kasvi/Tuntematon')) failed.push(`${r.status()} ${r.url()}`);
    });
    const page = await context.newPage();
    await page.goto(server.url);
    assert.match(server.url, /\/eliokokoelma\/$/);
    await page.getByRole('link', { name: 'Katso' }).first().click();
    await page.waitForURL(/\/eliokokoelma\/kasvi\/Metsmnty\/$/);
    await page.getByRole('button', { name: 'Seuraava kuva' }).click();
    assert.equal(await page.locator('[data-counter]').textContent(), 'Kuva 2 / 3');
    await page.getByRole('link', { name: 'Kasvit' }).click();
    await page.waitForURL(/\/eliokokoelma\/$/);
    const stylesApplied = await page.evaluate(() => getComputedStyle(document.querySelector('main')!).marginTop);
    assert.equal(stylesApplied, '80px', 'the stylesheet loads under the sub-path');
    for (const [route, heading] of [['ei-ole', '404 - Ei löydy'], ['kasvi/Tuntematon/', 'Ei löydy']]) {
      const response = await page.goto(server.url + route);
      assert.equal(response?.status(), 404);
      assert.equal(await page.locator('h1').textContent(), heading);
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).marginTop), '80px', `${route}: styled`);
    }
    assert.deepEqual(failed, []);
    await context.close();
    await server.close();
  });

  it('should show the species view from the root 404.html on hosts that only have that one', async () => {
    const server = await startPreviewServer({ dir: ws.outDir, notFound: 'root' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${server.url}kasvi/Tuntematon/`);
    assert.equal(response?.status(), 404);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Ei löydy');
    assert.ok(await page.getByText('Osumaa ei löytynyt.').isVisible());
    assert.equal(await page.title(), 'Ei löydy – Eliökokoelma');
    await page.goto(`${server.url}muu/sivu`);
    assert.equal(await page.locator('h1').textContent(), '404 - Ei löydy', 'other misses stay the generic view');
    assert.equal(await page.getByText('Osumaa ei löytynyt.').isVisible(), false);
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${server.url}kasvi/Tuntematon/`);
    assert.equal(await plain.locator('h1').textContent(), '404 - Ei löydy', 'without JavaScript: a correct generic 404 page');
    assert.equal(await plain.getByText('Osumaa ei löytynyt.').isVisible(), false);
    await noJs.close();
    await context.close();
    await server.close();
  });

  for (const server of SERVERS) {
    it(`should serve every route and both 404 views with the README's ${server.name} configuration, at the root and under a sub-path`, async (t) => {
      if (!existsSync(server.binary)) {
        if (process.env.CI) assert.fail(`${server.name} is not installed; .ci/run installs it`);
        t.skip(`${server.name} is not installed (apt-get install -y ${server.debianPackage})`);
        return;
      }
      // The snippet is taken from the README itself, so the documentation is what is tested.
      const readme = await readFile('README.md', 'utf8');
      const snippet = new RegExp(`\`\`\`${server.fence}\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
      assert.ok(snippet, `the README has a ${server.fence} block`);
      // Server workers run as an unprivileged user, and temp folders are private by default.
      for (const dir of [ws.dir, sub.dir]) await chmod(dir, 0o755);
      // Under a sub-path the README says to put the prefix in front of each path, and to serve
      // the folder that holds the site's folder.
      const subRoot = path.join(sub.dir, `${server.name.toLowerCase()}-www`);
      await cp(sub.outDir, path.join(subRoot, 'eliokokoelma'), { recursive: true });
      for (const [docRoot, prefix] of [[ws.outDir, ''], [subRoot, '/eliokokoelma']] as const) {
        const config = snippet
          .replace(/(?<=[\s^])\/(?=kasvi\/|404\.html|assets\/|img\/|\(assets\|img\))/g, `${prefix}/`)
          .replaceAll('/var/www/eliokokoelma', docRoot);
        const running = await server.start(config, path.join(docRoot, '..', `${server.name.toLowerCase()}${prefix.replace('/', '-')}`));
        try {
          await checkHosting(running.url + prefix, `${server.name} ${prefix || '/'}`);
        } finally {
          await running.stop();
        }
      }
    });
  }

  /** What every documented server must do for a built site at `base` (no trailing slash). */
  async function checkHosting(base: string, label: string) {
    const cases: [string, number, RegExp][] = [
      ['/', 200, /<h1>Eliökokoelma<\/h1>/],
      ['/kasvi/Metsmnty/', 200, /<h1>Metsämänty/],
      ['/kasvi/Iso%20kuovi/', 200, /<h1>Iso kuovi/],
      ['/kasvi/Tuntematon/', 404, /<h1>Ei löydy<\/h1><p>Osumaa ei löytynyt\.<\/p>/],
      ['/kasvi/Tuntematon', 404, /<h1>Ei löydy<\/h1>/],
      ['/ei/ole', 404, /<h1>404 - Ei löydy<\/h1>/],
    ];
    for (const [route, status, body] of cases) {
      const response = await fetch(base + route, { redirect: 'manual' });
      assert.equal(response.status, status, `${label}: ${route}`);
      assert.match(await response.text(), body, `${label}: ${route} body`);
    }
    const noSlash = await fetch(`${base}/kasvi/Metsmnty`, { redirect: 'manual' });
    assert.ok([200, 301, 308].includes(noSlash.status), `${label}: without the slash, the page or one redirect to it (${noSlash.status})`);
    if (noSlash.status !== 200) assert.equal(new URL(noSlash.headers.get('location')!, base).href, `${base}/kasvi/Metsmnty/`, `${label}: redirect target`);
    const page = await browser.newPage();
    await page.goto(`${base}/kasvi/Metsmnty`);
    assert.equal(await page.locator('h1').textContent(), 'Metsämänty Pinus sylvestris', `${label}: the page without the slash`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).marginTop), '80px', `${label}: the stylesheet loads`);
    const image = await fetch(new URL((await page.locator('.detail-media img').getAttribute('src'))!, base).href);
    assert.equal(image.status, 200, `${label}: the image loads`);
    assert.equal(image.headers.get('cache-control'), 'public, max-age=31536000, immutable', `${label}: images cached for a year`);
    await page.close();
  }
});

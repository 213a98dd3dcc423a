import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
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

describe('hosting: sub-path, root-only 404 hosts and nginx', () => {
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

  it("should serve every route and both 404 views with the README's nginx configuration", async (t) => {
    if (!existsSync('/usr/sbin/nginx')) {
      if (process.env.CI) assert.fail('nginx is not installed; .ci/run installs it');
      t.skip('nginx is not installed (apt-get install -y nginx)');
      return;
    }
    // The snippet is taken from the README itself, so the documentation is what is tested.
    const readme = await readFile('README.md', 'utf8');
    const snippet = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(snippet, 'the README has an nginx block');
    // nginx workers run as an unprivileged user, and temp folders are private by default.
    await chmod(ws.dir, 0o755);
    const port = await freePort();
    const prefix = path.join(ws.dir, 'nginx');
    await mkdir(path.join(prefix, 'logs'), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    await writeFile(
      conf,
      `daemon off;\nworker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  fastcgi_temp_path ${prefix};\n  uwsgi_temp_path ${prefix};\n  scgi_temp_path ${prefix};\n  server {\n    listen 127.0.0.1:${port};\n${snippet.replace('/var/www/eliokokoelma', ws.outDir)}\n  }\n}\n`,
    );
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    const nginx: ChildProcess = spawn('/usr/sbin/nginx', ['-c', conf, '-p', prefix], { stdio: 'ignore' });
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 50; i++) {
        if (await fetch(base).then(() => true, () => false)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
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
        assert.equal(response.status, status, `nginx ${route}`);
        assert.match(await response.text(), body, `nginx ${route} body`);
      }
      const redirect = await fetch(`${base}/kasvi/Metsmnty`, { redirect: 'manual' });
      assert.ok([200, 301].includes(redirect.status), 'without the slash: the page or one redirect to it');
      const page = await browser.newPage();
      await page.goto(`${base}/kasvi/Metsmnty`);
      assert.equal(await page.locator('h1').textContent(), 'Metsämänty Pinus sylvestris');
      const image = await fetch(`${base}${(await page.locator('.detail-media img').getAttribute('src'))!}`);
      assert.equal(image.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      await page.close();
    } finally {
      nginx.kill();
    }
  });
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chmod, cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startPreviewServer } from '../../src/serve/preview-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { buildInto, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';
import { HOSTING_GUIDE, SERVERS } from '../helpers/web-servers.ts';

describe("hosting: sub-path, root-only 404 hosts, and docs/hosting.md's nginx, Apache and Caddy configurations", () => {
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
    for (const [route, heading] of [
      ['ei-ole', '404 - Ei löydy'],
      ['kasvi/Tuntematon/', 'Ei löydy'],
    ]) {
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
    it(`should serve every route and both 404 views with docs/hosting.md's ${server.name} configuration, at the root and under a sub-path`, async (t) => {
      if (!existsSync(server.binary)) {
        if (process.env.CI) assert.fail(`${server.name} is not installed; .ci/run installs it`);
        t.skip(`${server.name} is not installed (apt-get install -y ${server.debianPackage})`);
        return;
      }
      // The snippet is taken from the hosting guide itself, so the documentation is what is tested.
      const guide = await readFile(HOSTING_GUIDE, 'utf8');
      const snippet = new RegExp(`\`\`\`${server.fence}\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
      assert.ok(snippet, `${HOSTING_GUIDE} has a ${server.fence} block`);
      // Server workers run as an unprivileged user, and temp folders are private by default.
      for (const dir of [ws.dir, sub.dir]) await chmod(dir, 0o755);
      // Under a sub-path the guide says to put the prefix in front of each path, and to serve
      // the folder that holds the site's folder.
      const subRoot = path.join(sub.dir, `${server.name.toLowerCase()}-www`);
      await cp(sub.outDir, path.join(subRoot, 'eliokokoelma'), { recursive: true });
      for (const [docRoot, prefix] of [
        [ws.outDir, ''],
        [subRoot, '/eliokokoelma'],
      ] as const) {
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

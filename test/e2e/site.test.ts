import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { defaults } from '../../src/config.ts';
import { documentPolicy } from '../../src/pages/host-files.ts';
import { startPreviewServer, type PreviewServer } from '../../src/serve/preview-server.ts';
import { axeViolations, launchBrowser, layoutShift } from '../helpers/browser.ts';
import { buildInto, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';

describe('the built site in Chromium (fixture collection)', () => {
  let ws: Workspace;
  let server: PreviewServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    ws = await makeWorkspace();
    await buildInto(ws);
    server = await startPreviewServer({ dir: ws.outDir });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await ws?.cleanup();
  });

  it('should answer every route with the right page and status', async () => {
    const page = await context.newPage();
    const cases: [string, number, string][] = [
      ['', 200, 'Eliökokoelma'],
      ['kasvi/Metsmnty/', 200, 'Metsämänty Pinus sylvestris'],
      ['kasvi/Metsmnty', 200, 'Metsämänty Pinus sylvestris'],
      ['kasvi/Iso%20kuovi/', 200, 'Iso kuovi Numenius arquata'],
      ['kasvi/Tuntematon/', 404, 'Ei löydy'],
      ['kasvi/Tuntematon', 404, 'Ei löydy'],
      ['ei/ole/olemassa', 404, '404 - Ei löydy'],
      ['404.html', 404, '404 - Ei löydy'],
    ];
    for (const [route, status, heading] of cases) {
      const response = await page.goto(server.url + route);
      assert.equal(response?.status(), status, `status of /${route}`);
      assert.equal(await page.locator('h1').textContent(), heading, `heading of /${route}`);
    }
    const text = await page.goto(`${server.url}kasvi/Tuntematon/`).then(() => page.locator('main').textContent());
    assert.match(text ?? '', /Osumaa ei löytynyt\./);
    await page.close();
  });

  it('should advance "Seuraava kuva" through every image and wrap to the first', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    const next = page.getByRole('button', { name: 'Seuraava kuva' });
    const counter = page.locator('[data-counter]');
    const alt = () => page.locator('.detail-media img').getAttribute('alt');
    const expand = () => page.getByRole('link', { name: 'Katso kuva laajempana' }).getAttribute('href');
    assert.equal(await counter.textContent(), 'Kuva 1 / 3');
    const firstLarge = await expand();
    const seen: string[] = [];
    for (const n of [2, 3, 1]) {
      await next.click();
      assert.equal(await counter.textContent(), `Kuva ${n} / 3`);
      assert.equal(await alt(), `Metsämänty (Pinus sylvestris), kuva ${n}/3`);
      seen.push((await expand()) ?? '');
    }
    assert.equal(new Set(seen).size, 3, 'the expand link follows the image');
    assert.equal(seen[2], firstLarge, 'after the last it wraps to the first');
    const loaded = await page.locator('.detail-media img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    assert.ok(loaded, 'the shown image has loaded');
    await page.close();
  });

  it('should open "Katso kuva laajempana" in a new window showing the large image', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}kasvi/Haapa/`);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Katso kuva laajempana' }).click()]);
    await popup.waitForLoadState('load');
    assert.match(popup.url(), /\/img\/haapa-[0-9a-f]+-full\.webp$/, 'the popup shows the large variant');
    const response = await context.request.get(popup.url());
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'image/webp');
    const size = await popup.evaluate(() => {
      const img = document.querySelector('img');
      return img ? img.naturalWidth : 0;
    });
    assert.equal(size, 1000, 'the whole source width (no upscaling beyond it)');
    await popup.close();
    await page.close();
  });

  it('should offer no dead control with JavaScript off', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noJs.newPage();
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    assert.equal(await page.getByRole('button', { name: 'Seuraava kuva' }).count(), 0, 'hidden without JS');
    assert.ok(await page.getByRole('link', { name: 'Katso kuva laajempana' }).isVisible(), 'the expand link still works');
    await noJs.close();
  });

  it('should not shift the layout when the script shows the button', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    await page.waitForLoadState('load');
    assert.ok(await page.getByRole('button', { name: 'Seuraava kuva' }).isVisible());
    assert.equal(await layoutShift(page), 0, 'no layout shift');
    await page.close();
  });

  it('should lay out the spec: 80 px top margin, cards at most 17.5rem / 30rem, nothing wider than a phone', async () => {
    const page = await context.newPage();
    await page.goto(server.url);
    const metrics = await page.evaluate(() => ({
      marginTop: getComputedStyle(document.querySelector('main')!).marginTop,
      cardWidths: [...document.querySelectorAll('.grid > li')].map((li) => li.getBoundingClientRect().width),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      topbar: getComputedStyle(document.querySelector('header')!).backgroundColor,
    }));
    assert.equal(metrics.marginTop, '80px');
    assert.ok(
      metrics.cardWidths.every((w) => w <= 280),
      `cards ≤ 280 px: ${metrics.cardWidths}`,
    );
    assert.equal(metrics.overflow, 0, 'no horizontal scrolling at 390 px');
    assert.equal(metrics.topbar, 'rgb(31, 31, 31)', 'dark top bar');
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    const detail = await page.locator('article.detail').boundingBox();
    assert.ok(detail && detail.width <= 480, 'detail card ≤ 30rem');
    await page.close();
  });

  it('should centre the single column of cards on a phone (390 px), four columns on a desktop (1280 px)', async () => {
    const page = await context.newPage();
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.url);
      return page.evaluate(() => {
        const cards = [...document.querySelectorAll('.grid > li')].map((li) => li.getBoundingClientRect());
        const lefts = [...new Set(cards.map((r) => Math.round(r.left)))];
        const grid = document.querySelector('.grid')!.getBoundingClientRect();
        return { lefts, widths: cards.map((r) => r.width), spaceLeft: cards[0]!.left - grid.left, spaceRight: grid.right - cards[0]!.right };
      });
    };
    const phone = await columns(390);
    assert.equal(phone.lefts.length, 1, 'one column');
    assert.ok(
      phone.widths.every((w) => w <= 280),
      `cards ≤ 17.5rem: ${phone.widths}`,
    );
    assert.ok(Math.abs(phone.spaceLeft - phone.spaceRight) <= 1, `centred: ${phone.spaceLeft} px left, ${phone.spaceRight} px right`);
    const desktop = await columns(1280);
    assert.equal(desktop.lefts.length, 4, 'four columns');
    assert.equal(desktop.spaceLeft, 0, 'the desktop grid starts at the content edge');
    await page.close();
  });

  it('should open a source link in a new tab with no access back to the page, and say so to screen readers', async () => {
    // Its own context: the source's site is answered locally, and no other test sees that request.
    const sources = await browser.newContext();
    await sources.route('https://fi.wikipedia.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Lähde</title>' }));
    const page = await sources.newPage();
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    const link = page.getByRole('link', { name: 'https://fi.wikipedia.org/wiki/Metsämänty (avautuu uuteen välilehteen)' });
    const hint = await link.locator('.visually-hidden').boundingBox();
    assert.ok(hint && hint.width <= 1 && hint.height <= 1, 'the hint is not drawn');
    const [tab] = await Promise.all([sources.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    assert.equal(tab.url(), 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty', 'the source opened in a new tab');
    assert.equal(await tab.evaluate(() => window.opener), null, 'noopener: the new tab cannot reach this page');
    assert.equal(page.url(), `${server.url}kasvi/Metsmnty/`, 'the species page stays open');
    await sources.close();
  });

  it('should have zero axe-core violations on every page type, at 390 px and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['', 'kasvi/Metsmnty/', 'kasvi/Iso%20kuovi/', 'kasvi/Tuntematon/', 'ei-ole']) {
        await page.goto(server.url + route);
        assert.deepEqual(await axeViolations(page), [], `axe on /${route} at ${width} px`);
      }
      await page.close();
    }
  });

  it('should lay out a 768 px tablet: two columns of whole cards, the detail card at its width, nothing wider than the screen', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(server.url);
    const home = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cards: [...document.querySelectorAll('.grid > li')]
        .map((li) => li.getBoundingClientRect())
        .map((r) => ({ left: Math.round(r.left), top: Math.round(r.top), width: r.width })),
      images: [...document.querySelectorAll('.grid img')].map((img) => img.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height })),
    }));
    const { cardWidth, cardMinWidth, detailWidth, pagePadding } = defaults.layout;
    assert.equal(home.overflow, 0, 'no horizontal scrolling at 768 px');
    const lefts = [...new Set(home.cards.map((c) => c.left))];
    assert.equal(lefts.length, 2, `two columns: ${lefts}`);
    assert.deepEqual([...new Set(home.cards.map((c) => c.top))].length, Math.ceil(home.cards.length / 2), 'the cards wrap two to a row');
    assert.ok(
      home.cards.every((c) => c.width >= cardMinWidth && c.width <= cardWidth),
      `cards between ${cardMinWidth} and ${cardWidth} px: ${home.cards.map((c) => c.width)}`,
    );
    const [aspectWidth, aspectHeight] = defaults.images.slots.card.aspect;
    assert.ok(
      home.images.every((i) => Math.abs(i.height - (cardWidth * aspectHeight) / aspectWidth) < 1),
      `card photos ${(cardWidth * aspectHeight) / aspectWidth} px high: ${home.images.map((i) => i.height)}`,
    );
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    const detail = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      card: document.querySelector('article.detail')!.getBoundingClientRect().width,
      photo: document.querySelector('.detail-media img')!.getBoundingClientRect(),
    }));
    assert.equal(detail.overflow, 0, 'no horizontal scrolling on a species page');
    assert.equal(detail.card, Math.min(detailWidth, 768 - 2 * pagePadding), 'the detail card at its full width');
    const [detailW, detailH] = defaults.images.slots.detail.aspect;
    assert.ok(Math.abs(detail.photo.height - (detail.photo.width * detailH) / detailW) < 1, `the photo frame is ${detailW}:${detailH}`);
    await page.close();
  });

  it('should take a screenshot of every page type at 390 px and 1280 px, each the page drawn at that width', async () => {
    await mkdir('test-results/screenshots', { recursive: true });
    for (const width of [390, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const [name, route] of [
        ['home', ''],
        ['species', 'kasvi/Metsmnty/'],
        ['species-none', 'kasvi/Iso%20kuovi/'],
        ['404', 'x'],
      ]) {
        await page.goto(server.url + route);
        const file = `test-results/screenshots/fixture-${name}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const shot = sharp(file);
        const { width: shotWidth, height: shotHeight } = await shot.metadata();
        assert.deepEqual([shotWidth, shotHeight], [width, height], `${file}: the whole page at ${width} px`);
        // A blank or unstyled capture is one colour (or white): the page's dark theme and its text are both there.
        const { channels, dominant } = await shot.stats();
        assert.ok(
          channels.some((c) => c.stdev > 10),
          `${file}: more than one colour`,
        );
        assert.ok(dominant.r < 64 && dominant.g < 64 && dominant.b < 64, `${file}: the dark theme (${JSON.stringify(dominant)})`);
      }
      await page.close();
    }
  });

  it("should send the build's policy, and need no request but the document before the first photo, fetched once in AVIF", async () => {
    const page = await context.newPage();
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    const response = await page.goto(`${server.url}kasvi/Haapa/`);
    await page.waitForLoadState('load');
    const policy = documentPolicy(await readFile(path.join(ws.outDir, '_headers'), 'utf8'));
    assert.ok(policy, '_headers has a policy');
    assert.equal(response?.headers()['content-security-policy'], policy, 'the preview sends the policy the build wrote');
    assert.deepEqual(
      paths.filter((p) => !p.startsWith('/img/')),
      ['/kasvi/Haapa/'],
      'no stylesheet, script or favicon file',
    );
    const images = paths.filter((p) => p.startsWith('/img/'));
    assert.equal(images.length, 1, `one image request: ${images.join(', ')}`);
    assert.match(images[0]!, /\.avif$/, 'the format the browser picks from <picture>: nothing fetched twice');
    await page.close();
  });

  it('should make no request to any other origin, and log no error (no CSP violation), on every page type', async () => {
    const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    own.on('request', (request) => requests.push(request.url()));
    own.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const page = await own.newPage();
    for (const route of ['', 'kasvi/Metsmnty/', 'kasvi/Iso%20kuovi/', 'kasvi/Tuntematon/', 'ei-ole']) {
      await page.goto(server.url + route);
      await page.waitForLoadState('load');
    }
    await page.goto(`${server.url}kasvi/Metsmnty/`);
    await page.getByRole('button', { name: 'Seuraava kuva' }).click();
    await own.close();
    const origin = new URL(server.url).origin;
    assert.ok(requests.length >= 6, `requests seen: ${requests.length}`);
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(origin)),
      [],
    );
    // The 404 routes are expected to log their status; anything else is a fault.
    assert.deepEqual(
      consoleErrors.filter((e) => !/status of 404/.test(e)),
      [],
    );
  });
});

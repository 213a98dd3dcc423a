import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { firstViewBytes } from '../../tools/lib/first-view.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { defaults } from '../../src/config.ts';
import type { SpeciesEntry } from '../../src/content/model.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { startPreviewServer, type PreviewServer } from '../../src/serve/preview-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { readSample, sampleSettings } from '../helpers/sample.ts';
import { brokenLinks, htmlErrors, siteInFolder } from '../helpers/site-checks.ts';

/** The frozen sample (test/fixtures/sample), not the student's own collection in src/data. */
describe('the sample collection in Chromium', () => {
  let dir: string;
  let outDir: string;
  let species: readonly SpeciesEntry[];
  let built: Awaited<ReturnType<typeof buildSite>>;
  let server: PreviewServer;
  let browser: Browser;
  /** A new context whose requests to any other origin are collected, for its test to check. */
  const openContext = async (options: Parameters<Browser['newContext']>[0]) => {
    const context = await browser.newContext(options);
    const outside: string[] = [];
    const origin = new URL(server.url).origin;
    context.on('request', (r) => {
      if (!r.url().startsWith(origin)) outside.push(r.url());
    });
    return { context, outside };
  };

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-sample-'));
    outDir = path.join(dir, 'dist');
    const content = await readSample();
    species = parseContent(content, defaults.images.sourceExtensions).content!.species;
    // Into a temp folder, with the tests' own image cache: the real dist/ and .cache stay untouched.
    built = await buildSite({ content, settings: sampleSettings(outDir) });
    server = await startPreviewServer({ dir: outDir });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('should build clean: no drawing squeezed to the lowest quality allowed (a newcomer reads that notice as a fault)', () => {
    assert.deepEqual(
      built.warnings.filter((p) => p.code === 'image.qualityFloor'),
      [],
    );
  });

  it('should pass html-validate and resolve every link on every page of the sample', async () => {
    const site = await siteInFolder(outDir);
    assert.equal(site.pages.size, 32, 'home, 29 species, 2 not-found pages');
    assert.deepEqual(await htmlErrors(site), []);
    const { broken, external } = brokenLinks(site);
    assert.deepEqual(broken, []);
    assert.ok(
      external.every((url) => url.startsWith('https://fi.wikipedia.org/wiki/')),
      'only source links leave the site',
    );
  });

  it('should show 29 species and open every species page with all its images, from this origin only', async () => {
    const { context, outside } = await openContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    assert.match((await page.locator('main p').first().textContent()) ?? '', /Eliöiden määrä: 29/);
    assert.equal(await page.locator('.grid > li').count(), 29);
    for (const entry of species) {
      const response = await page.goto(`${server.url}kasvi/${entry.id}/`);
      assert.equal(response?.status(), 200, entry.title);
      const img = page.locator('.detail-media img');
      await img.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((r) => el.addEventListener('load', r))));
      assert.ok(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0), `${entry.title}: image loads`);
    }
    await context.close();
    assert.deepEqual(outside, [], 'no request to any other origin');
  });

  // Stepping through the photos, axe-core and the screenshots of every page type are checked once,
  // on the fixture collection (test/e2e/site.test.ts), which has every page type the sample has and
  // a species without photos: this file keeps what only the sample's size and content show.

  it('should keep the first view of the home and a species page under 120 KB on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const twoImages = species.find((s) => s.images.length === 2)!;
    for (const [name, route] of [
      ['home', ''],
      [twoImages.title, `kasvi/${twoImages.id}/`],
    ] as const) {
      const bytes = await firstViewBytes(page, server.url + route);
      console.log(
        `first view of ${name} at 390 px @2x: ${(bytes.total / 1024).toFixed(1)} KB in ${bytes.requests} requests (images ${(bytes.images / 1024).toFixed(1)} KB)`,
      );
      assert.ok(bytes.total <= 120 * 1024, `${name}: ${bytes.total} B`);
    }
    await context.close();
  });

  it('should leave cards far below a phone screen unrendered, reserve their height, and show each one scrolled to', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const cards = page.locator('.grid .card');
    // A skipped card's contents (not the card itself) report themselves hidden.
    const rendered = () => cards.evaluateAll((all) => all.map((card) => card.querySelector('.card-title')!.checkVisibility({ contentVisibilityAuto: true })));
    const atFirst = await rendered();
    assert.equal(atFirst[0], true, 'the first card is rendered');
    assert.equal(atFirst.at(-1), false, 'the last card is skipped until the visitor scrolls near it');
    const reservedHeight = await page.evaluate(() => document.documentElement.scrollHeight);

    const last = page.locator('.grid .card').last();
    await last.scrollIntoViewIfNeeded();
    const img = last.locator('img');
    await img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? null : new Promise((r) => el.addEventListener('load', r))));
    assert.equal((await rendered()).at(-1), true, 'scrolled to, the last card is rendered');
    assert.ok(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0), 'and its image loads');
    assert.ok(await last.evaluate((card) => card.getBoundingClientRect().bottom <= window.innerHeight + 1), 'the page did not jump it out of view');

    // Render every card: the page is as tall as the height reserved for the skipped ones said.
    // (Through the CSSOM: the page's policy rightly refuses an added <style>.)
    await cards.evaluateAll((all) => {
      for (const card of all) (card as HTMLElement).style.contentVisibility = 'visible';
    });
    const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(Math.abs(fullHeight - reservedHeight) <= reservedHeight * 0.01, `reserved ${reservedHeight} px, rendered ${fullHeight} px`);
    await context.close();
  });
});

/**
 * `npm run lighthouse`: Lighthouse (mobile preset, Debian's Chromium) on the home page, a
 * two-image species page and the 404 page of the built `dist/`, served by the preview server.
 * Prints the four category scores, LCP, CLS, TBT and transferred bytes. Not a test: the figures
 * go in the README.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import sirv from 'sirv';
import lighthouse from 'lighthouse';
import { defaults } from '../src/config.ts';
import { content } from '../src/data/index.ts';
import { startPreviewServer } from '../src/preview-server.ts';
import { speciesId } from '../src/species-id.ts';
import { CHROMIUM } from '../test/helpers/browser.ts';

const server = await startPreviewServer({ dir: defaults.outDir });
// Lighthouse refuses to audit a page answered with status 404, so the 404 page's content is
// audited from a plain static server that returns the file itself with 200.
const plain = http.createServer(sirv(defaults.outDir, { dev: true, brotli: true, gzip: true })).listen(0, '127.0.0.1');
await once(plain, 'listening');
const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
const twoImages = content.species.find((s) => s.images.length === 2);
const pages: [string, string][] = [
  ['home', server.url],
  ...(twoImages ? [[`species (${twoImages.title})`, `${server.url}kasvi/${speciesId(twoImages.title)}/`] as [string, string]] : []),
  ['404 page (as /404.html, status 200)', `${plainUrl}404.html`],
];

const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: string[] = [];
try {
  for (const [name, url] of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
    rows.push(
      `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${audits['largest-contentful-paint']?.displayValue ?? '?'} | ${audits['cumulative-layout-shift']?.displayValue ?? '?'} | ` +
        `${audits['total-blocking-time']?.displayValue ?? '?'} | ${((audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(0)} KiB | ${failing.join(', ') || '–'} |`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
  plain.close();
}
console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | bytes | audits not passed |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

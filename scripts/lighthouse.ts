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
import { speciesId } from '../src/content/species-id.ts';
import { content } from '../src/data/index.ts';
import { createRoutes } from '../src/pages/routes.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';

const server = await startPreviewServer({ dir: defaults.outDir });
const origin = new URL(server.url).origin;
const routes = createRoutes();
// Lighthouse refuses to audit a page answered with status 404, so the 404 page's content is
// audited from a plain static server that returns the file itself with 200.
const plain = http.createServer(sirv(defaults.outDir, { dev: true, brotli: true, gzip: true })).listen(0, '127.0.0.1');
await once(plain, 'listening');
const plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
const notFoundPath = routes.pageUrl({ kind: 'not-found' });
const twoImages = content.species.find((s) => s.images.length === 2);
const pages: [string, string][] = [
  ['home', origin + routes.homeUrl()],
  ...(twoImages ? [[`species (${twoImages.title})`, origin + routes.speciesUrl({ id: speciesId(twoImages.title) })] as [string, string]] : []),
  [`404 page (as ${notFoundPath}, status 200)`, plainOrigin + notFoundPath],
];

const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROMIUM_FLAGS,
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

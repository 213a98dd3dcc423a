/**
 * `npm run lighthouse [-- --runs N] [-- --camera | --every-species]`: Lighthouse (mobile preset,
 * simulated throttling, Debian's Chromium) on the sample collection (the frozen one in
 * `test/fixtures/sample`, not the student's `src/data`), built into a temp folder and served by
 * the preview server: the home page, a two-image species page and the 404 page; with
 * `--every-species`, each species page instead. With `--camera`, on a collection of generated
 * 12 MP portrait phone photos (built cold): home and the first species page. Each page is audited N times
 * (default 3), round by round so that a burst of load on the machine does not fall on one page
 * only; the table gives the median of every figure, and the lines under it every run. Not a
 * test: the figures go in the README.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildSite } from '../src/pipeline/build-site.ts';
import { resolveSettings } from '../src/config.ts';
import type { ContentFiles } from '../src/content/parse-content.ts';
import { speciesId } from '../src/content/species-id.ts';
import { createRoutes, outputPath } from '../src/pages/routes.ts';
import { type PreviewServer, startPreviewServer } from '../src/serve/preview-server.ts';
import { memorySource } from '../src/serve/site-source.ts';
import { cachedCameraCollection } from './lib/camera-photos.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';
import { contentFiles, readSampleSpecies, SAMPLE_ASSETS_DIR } from './lib/collections.ts';

/**
 * Portrait shots, as most phone photos are: enough cards that the home page's lazy images near
 * the first screen all load, as they would with a class's real collection.
 */
const PORTRAIT_PHOTOS = 16;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, camera: { type: 'boolean', default: false }, 'every-species': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1. Received: ${values.runs}`);
  process.exit(1);
}
if (values.camera && values['every-species']) {
  console.error('--camera and --every-species audit different sites; give one of them.');
  process.exit(1);
}

interface Run {
  scores: [number, number, number, number];
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Requests by resource type, e.g. `Document 1, Image 2`: shows a wasted preload at a glance. */
  requests: string;
  /**
   * Bytes transferred for the LCP image (0 when the LCP is text): over about 14.3 KB it needs a
   * second round trip in Lighthouse's model, about 150 ms more.
   */
  lcpImageBytes: number;
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const routes = createRoutes();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-lighthouse-'));
const cleanUp = () => rm(workDir, { recursive: true, force: true });
const siteDir = path.join(workDir, 'dist');

/** Builds a collection into `siteDir`; the temp folder is removed if the build fails. */
async function buildInto(content: ContentFiles, assetsDir: string, cacheDir: string, what: string): Promise<void> {
  process.stderr.write(`Building ${what} into ${siteDir}…\n`);
  try {
    const result = await buildSite({ content, settings: resolveSettings({}, {}, { assetsDir, outDir: siteDir, cacheDir, budget: 'warn' }) });
    // The photos whose first-view variant a budget pushed to the quality floor: they explain an LCP image over budget.
    for (const { photo } of result.warnings.filter((w) => w.code === 'image.qualityFloor')) process.stderr.write(`at the AVIF quality floor: ${photo}\n`);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The portrait photos, built cold (their own cache in the temp folder); returns the first species' title. */
async function buildPortraitSite(): Promise<string> {
  const photos = await cachedCameraCollection(PORTRAIT_PHOTOS);
  const assetsDir = path.join(workDir, 'assets');
  await cp(photos.dir, assetsDir, { recursive: true });
  await buildInto(contentFiles(photos.species), assetsDir, path.join(workDir, 'cache'), `${PORTRAIT_PHOTOS} portrait camera photos (3024×4032)`);
  return photos.species[0]!.title;
}

/**
 * The frozen sample, with an image cache kept in the system temp folder between runs (encoding
 * its drawings takes longer than the audits of one page); returns its species in grid order.
 */
async function buildSampleSite() {
  const species = await readSampleSpecies();
  const cacheDir = path.join(os.tmpdir(), 'eliokokoelma-lighthouse-cache');
  await buildInto(contentFiles(species), SAMPLE_ASSETS_DIR, cacheDir, `the frozen sample (${species.length} species)`);
  return species;
}

const portraitFirst = values.camera ? await buildPortraitSite() : undefined;
const sample = portraitFirst === undefined ? await buildSampleSite() : [];
const server = await startPreviewServer({ dir: siteDir });
const origin = new URL(server.url).origin;
const speciesPage = (title: string, note = ''): [string, string] => [`species (${title}${note})`, origin + routes.speciesUrl({ id: speciesId(title) })];
let plain: PreviewServer | undefined;
let pages: [string, string][];
if (portraitFirst !== undefined) {
  pages = [[`home (${PORTRAIT_PHOTOS} portrait photos)`, origin + routes.homeUrl()], speciesPage(portraitFirst, ', portrait photo')];
} else if (values['every-species']) {
  pages = sample.map((s) => speciesPage(s.title));
} else {
  // Lighthouse refuses to audit a page answered with status 404, so the 404 page's content is
  // audited from a second preview whose home page is that file (with its compressed copies and
  // the site's headers), answered with 200.
  const notFoundFile = outputPath({ kind: 'not-found' });
  const copies: [string, string][] = [
    [notFoundFile, 'index.html'],
    [`${notFoundFile}.br`, 'index.html.br'],
    [`${notFoundFile}.gz`, 'index.html.gz'],
    ['_headers', '_headers'],
  ];
  const files = new Map(await Promise.all(copies.map(async ([from, to]) => [to, await readFile(path.join(siteDir, from))] as const)));
  plain = await startPreviewServer({ source: memorySource(() => files) });
  const twoImages = sample.find((s) => s.images.length === 2);
  pages = [
    ['home', origin + routes.homeUrl()],
    ...(twoImages ? [speciesPage(twoImages.title)] : []),
    [`404 page (${notFoundFile} as a home page, status 200)`, plain.url],
  ];
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  // The element audit shows the LCP image with the address the browser chose from its srcset.
  type ElementTable = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const snippet = (audits['largest-contentful-paint-element']?.details as ElementTable | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  const lcpImage = /^<img[^>]* src="([^"]+)"/.exec(snippet)?.[1];
  const byType = new Map<string, number>();
  for (const item of items) byType.set(item.resourceType ?? '?', (byType.get(item.resourceType ?? '?') ?? 0) + 1);
  return {
    scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)) as Run['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: [...byType].map(([type, n]) => `${type} ${n}`).join(', '),
    lcpImageBytes: items.find((item) => item.url === lcpImage)?.transferSize ?? 0,
    failing: Object.values(categories).flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
const results = new Map<string, Run[]>(pages.map(([name]) => [name, []]));
try {
  for (let round = 1; round <= runs; round++) {
    for (const [name, url] of pages) {
      process.stderr.write(`run ${round}/${runs}: ${name}\n`);
      results.get(name)!.push(await audit(url, chrome.port));
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await plain?.close();
  await cleanUp();
}

console.log(`Median of ${runs} run${runs === 1 ? '' : 's'} (Lighthouse mobile preset, simulated throttling):\n`);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | LCP image | CLS | TBT | bytes | audits not passed |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const [name, list] of results) {
  const scores = CATEGORIES.map((_, i) => median(list.map((r) => r.scores[i]!)));
  const failing = [...new Set(list.flatMap((r) => r.failing))];
  console.log(
    `| ${name} | ${scores.join(' | ')} | ${seconds(median(list.map((r) => r.fcp)))} | ${seconds(median(list.map((r) => r.lcp)))} | ` +
      `${list[0]!.lcpImageBytes ? `${(list[0]!.lcpImageBytes / 1024).toFixed(1)} KiB` : 'text'} | ` +
      `${median(list.map((r) => r.cls)).toFixed(3)} | ${median(list.map((r) => r.tbt)).toFixed(0)} ms | ${kib(median(list.map((r) => r.bytes)))} | ${failing.join(', ') || '–'} |`,
  );
}
console.log('\nEvery run (scores P/A/BP/SEO, FCP, LCP, CLS, TBT, bytes, requests):');
for (const [name, list] of results) {
  for (const [i, r] of list.entries()) {
    console.log(
      `  ${name} #${i + 1}: ${r.scores.join('/')}, FCP ${seconds(r.fcp)}, LCP ${seconds(r.lcp)}, CLS ${r.cls.toFixed(3)}, ` +
        `TBT ${r.tbt.toFixed(0)} ms, ${kib(r.bytes)}, ${r.requests}`,
    );
  }
}

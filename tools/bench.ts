/**
 * `npm run bench`: times the builds a student actually runs (cold, warm, after a text edit, after
 * swapping one photo) and the face check (model load, per photo, cold build with and without it) on the sample collection (the frozen one in `test/fixtures/sample`, not the
 * student's `src/data`) and on a collection of generated 12 MP camera photos (with its peak memory,
 * the CPU split per photo and the first view in Chromium), and a synthetic 2 000-species
 * collection's HTML with its peak memory. Everything goes to temp folders; `dist/` and `.cache/`
 * are not touched. `--sample` runs the sample rows only (the quickest), `--camera` the camera-photo
 * rows only. Not a test: it prints figures to compare against the goals in the README.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { openCache } from '../src/cache/store.ts';
import { buildSite } from '../src/pipeline/build-site.ts';
import { imageKey } from '../src/content/model.ts';
import { speciesId } from '../src/content/species-id.ts';
import { defaults, resolveSettings, type Settings, type SettingOverrides } from '../src/config.ts';
import type { Species } from '../src/model/types.ts';
import { decodeImage } from '../src/images/decode.ts';
import { encodeImage, type EncodeStage } from '../src/images/encode.ts';
import { createRoutes } from '../src/pages/routes.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { cachedCameraCollection } from './lib/camera-photos.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';
import { contentFiles, type GroupedSpecies, readSampleSpecies, SAMPLE_ASSETS_DIR } from './lib/collections.ts';
import { firstViewBytes } from './lib/first-view.ts';
import { benchBooklet } from './lib/bench-booklet.ts';
import { benchDevLoop } from './lib/bench-dev-loop.ts';
import { benchFaces } from './lib/bench-faces.ts';
import { benchChecksNames, benchNames } from './lib/bench-names.ts';
import { benchClassReport } from './lib/bench-class.ts';

const SYNTHETIC = 2000;
/** Twelve photos, three of them landscape: a small class project, enough to fill a phone's first view of home. */
const CAMERA_PHOTOS = 12;
const CAMERA_OPTIONS = { landscape: true };

type Row = [string, string, string];

const USAGE = `Usage: npm run bench [-- --sample | --camera | --class]
  (no flag)  every row: the sample, ${CAMERA_PHOTOS} generated camera photos, ${SYNTHETIC} synthetic species
  --sample   the sample collection's builds only (cold, warm, text edit, photo swap): the quickest
  --camera   the camera-photo rows only
  --class    the class report's rows only (npm run luokka over 25 and 1 000 generated collections)`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
} else if (process.argv.includes('--synthetic-child')) {
  await syntheticChild(process.argv[process.argv.indexOf('--synthetic-child') + 1]!);
} else if (process.argv.includes('--camera-child')) {
  await cameraChild(process.argv[process.argv.indexOf('--camera-child') + 1]!);
} else if (process.argv.includes('--camera')) {
  await cachedCameraCollection(CAMERA_PHOTOS, CAMERA_OPTIONS);
  printRows(runChild<{ rows: Row[] }>('--camera-child', os.tmpdir()).rows);
} else if (process.argv.includes('--class')) {
  printRows(await benchClassReport());
} else if (process.argv.includes('--sample')) {
  await main({ sampleOnly: true });
} else if (process.argv.length > 2) {
  console.error(`Unknown option: ${process.argv.slice(2).join(' ')}\n${USAGE}`);
  process.exitCode = 1;
} else {
  await main({ sampleOnly: false });
}

/** Runs this script again in a child process, so the child's peak memory is its own. */
function runChild<T>(flag: string, argument: string): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tools/bench.ts', flag, argument], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').pop()!) as T;
}

function printRows(rows: readonly Row[]) {
  console.log('\n| measurement | result | goal |\n|---|---|---|');
  for (const [label, result, goal] of rows) console.log(`| ${label} | ${result} | ${goal} |`);
}

async function main({ sampleOnly }: { sampleOnly: boolean }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-'));
  try {
    const assetsDir = path.join(dir, 'assets');
    await cp(SAMPLE_ASSETS_DIR, assetsDir, { recursive: true });
    const paths = { assetsDir, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache'), checkNames: benchChecksNames() };
    const settings = resolveSettings({}, {}, paths);
    console.log(
      `Machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, sharp ${sharp.versions.sharp}`,
    );
    const rows = await sampleRows(assetsDir, settings);
    rows.push(...(await benchBooklet()));
    rows.push(...(await benchNames()));
    rows.push(...(await benchDevLoop()).rows);
    rows.push(...(await benchFaces()));
    if (sampleOnly) {
      printRows(rows);
      return;
    }

    // Generated here, once, so the child's peak memory is the build's alone.
    await cachedCameraCollection(CAMERA_PHOTOS, CAMERA_OPTIONS);
    rows.push(...runChild<{ rows: Row[] }>('--camera-child', dir).rows);

    const synthetic = runChild<{ render: number; build: number; rssMb: number }>('--synthetic-child', JSON.stringify(paths));
    rows.push([`${SYNTHETIC} species: render all HTML`, `${synthetic.render.toFixed(2)} s`, '≤ 3 s']);
    rows.push([`${SYNTHETIC} species: whole build (images cached)`, `${synthetic.build.toFixed(2)} s`, '']);
    rows.push([`${SYNTHETIC} species: peak RSS`, `${synthetic.rssMb.toFixed(0)} MB`, '≤ 400 MB']);
    rows.push(...(await benchClassReport()));

    printRows(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Cold, warm, text-edit and photo-swap builds of the frozen sample, copied into `assetsDir` (the
 * swap writes a photo there). Leaves the sample's own images in the cache.
 */
async function sampleRows(assetsDir: string, settings: Settings): Promise<Row[]> {
  const species = await readSampleSpecies();
  const content = contentFiles(species);
  const rows: Row[] = [];
  const timed = async (label: string, goal: string, build: () => Promise<{ images: { sources: number; cacheHits: number } }>) => {
    const started = performance.now();
    const result = await build();
    const seconds = (performance.now() - started) / 1000;
    rows.push([label, `${seconds.toFixed(2)} s (${result.images.sources - result.images.cacheHits} images encoded)`, goal]);
    console.log(`${label}: ${seconds.toFixed(2)} s`);
  };
  /** The sample with its first species changed. */
  const withFirst = (change: (first: GroupedSpecies) => GroupedSpecies) => contentFiles(species.map((s, i) => (i === 0 ? change(s) : s)));

  await timed(`sample: cold build (${species.length} species)`, '≤ 15 s', () => buildSite({ content, settings }));
  await timed('sample: warm build, nothing changed', '≤ 1.0 s', () => buildSite({ content, settings }));
  const edited = withFirst((s) => ({ ...s, contentArr: [...s.contentArr, 'Lisätty kappale.'] }));
  await timed('sample: text edit (one paragraph added)', '≤ 1.0 s', () => buildSite({ content: edited, settings }));

  const first = species[0]!.images[0]!.source;
  const replacement = first.replace(/\.\w+$/, '.png');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
    .blur(1)
    .png()
    .toFile(path.join(assetsDir, replacement));
  const swapped = withFirst((s) => ({ ...s, images: [{ source: replacement }, ...s.images.slice(1)] }));
  await timed('sample: photo swap (one image replaced)', 'only that image', () => buildSite({ content: swapped, settings }));
  // Put the sample's own images back in the cache (the swap pruned one), untimed, so the
  // synthetic run after this encodes nothing and its memory is the HTML work's.
  await buildSite({ content, settings });
  return rows;
}

/** Builds a synthetic collection that reuses a few sample images; prints timings as JSON. */
async function syntheticChild(pathsJson: string) {
  const paths = JSON.parse(pathsJson) as SettingOverrides & { outDir: string };
  const settings = (overrides: SettingOverrides = {}) => resolveSettings({}, {}, { ...paths, ...overrides });
  const sample = (await readSampleSpecies()).slice(0, 3);
  const species: GroupedSpecies[] = Array.from({ length: SYNTHETIC }, (_, i) => {
    const { file: _file, ...base } = sample[i % sample.length]!;
    return { ...base, title: `${base.title} ${String(i + 1).padStart(4, '0')}` };
  });
  // Warm the image cache for these few images, so the timing below is the HTML work.
  await buildSite({ content: contentFiles(sample), settings: settings({ outDir: `${paths.outDir}-warm` }) });

  const { renderPage } = await import('../src/pages/render.tsx');
  const { processImages } = await import('../src/images/pipeline.ts');
  const { allRoutes } = await import('../src/pages/routes.ts');
  const { parseContent } = await import('../src/content/parse-content.ts');
  const synthetic = contentFiles(species);
  const parsed = parseContent(synthetic, defaults.images.sourceExtensions).content!;
  const requests = new Map(sample.flatMap((s) => s.images).map((image) => [imageKey(image), { key: imageKey(image), ...image }]));
  const images = await processImages([...requests.values()], { assetsDir: paths.assetsDir!, cache: openCache(paths.cacheDir!), settings: defaults.images });
  const inline = { css: 'body{margin:0}', script: 'void 0', favicon: 'data:,' };
  const data = { content: parsed, images: images.images, routes: createRoutes(), inline, settings: settings() };
  const renderStart = performance.now();
  for (const route of allRoutes(parsed.species)) renderPage(route, data);
  const render = (performance.now() - renderStart) / 1000;

  const buildStart = performance.now();
  await buildSite({ content: synthetic, settings: settings({ outDir: `${paths.outDir}-synthetic`, budget: 'warn' }) });
  const build = (performance.now() - buildStart) / 1000;
  console.log(JSON.stringify({ render, build, rssMb: process.resourceUsage().maxRSS / 1024 }));
}

/** Cold, warm, text-edit and photo-swap builds of the camera photos, then the CPU split and the first view. */
async function cameraChild(parent: string) {
  const photos = await cachedCameraCollection(CAMERA_PHOTOS, CAMERA_OPTIONS);
  const dir = await mkdtemp(path.join(parent, 'camera-'));
  try {
    const assetsDir = path.join(dir, 'assets');
    await cp(photos.dir, assetsDir, { recursive: true });
    const settings = resolveSettings({}, {}, { assetsDir, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache'), budget: 'warn' });
    const rows: Row[] = [];
    const label = `${CAMERA_PHOTOS} camera photos (12 MP JPEG)`;
    // CPU time beside wall time: on a machine shared with other work it is the steadier figure.
    const time = async (species: readonly GroupedSpecies[]) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await buildSite({ content: contentFiles(species), settings });
      const used = process.cpuUsage(cpu);
      return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, result };
    };

    const cold = await time(photos.species);
    const perPhoto = cold.result.images.files / cold.result.images.sources;
    rows.push([`${label}: cold build`, `${cold.seconds.toFixed(2)} s, CPU ${cold.cpuSeconds.toFixed(1)} s (${perPhoto} files per photo)`, '≤ 0.75 × before']);
    const views = await firstViews(settings.outDir, photos.species, label);
    rows.push([`${label}: warm build`, `${(await time(photos.species)).seconds.toFixed(2)} s`, '≤ 1.0 s']);
    const edited = photos.species.map((s, i) => (i === 0 ? { ...s, contentArr: [...s.contentArr, 'Lisätty kappale.'] } : s));
    rows.push([`${label}: text edit`, `${(await time(edited)).seconds.toFixed(2)} s`, '≤ 1.0 s']);
    const photoOf = (index: number) => photos.species[index]!.images[0]!.source;
    await cp(photos.swap, path.join(assetsDir, photoOf(0)));
    const swap = await time(photos.species);
    rows.push([
      `${label}: photo swap`,
      `${swap.seconds.toFixed(2)} s (${swap.result.images.sources - swap.result.images.cacheHits} encoded)`,
      'only that image',
    ]);
    rows.push([`${label}: peak RSS`, `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`, '']);

    rows.push([`${label}: CPU per photo`, await cpuSplit(await readFile(path.join(photos.dir, photoOf(1)))), '']);
    rows.push(...views);
    const pair = path.join(os.tmpdir(), 'eliokokoelma-crop-pair.png');
    await cropPair(await readFile(path.join(photos.dir, photoOf(0))), pair);
    rows.push([
      `${label}: detail crop of a portrait photo, subject near the top`,
      `centre crop (left) beside the pipeline's attention crop (right): ${pair}`,
      'subject in view',
    ]);
    console.log(JSON.stringify({ rows }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A side-by-side PNG for the eye: the detail slot's widest crop of a photo as a centred crop would
 * cut it (left) and as the pipeline cuts it with sharp's attention strategy (right: the first
 * format's variant, decoded). Both come from the same decoded pixels.
 */
async function cropPair(photo: Buffer, file: string) {
  const { pixels } = await decodeImage(photo, defaults.images);
  const { slots } = await encodeImage(pixels, defaults.images);
  const widest = slots.detail.filter((variant) => variant.format === defaults.images.formats[0]).at(-1)!;
  const { width, height } = widest;
  const raw = { width: pixels.width, height: pixels.height, channels: pixels.channels };
  const centre = await sharp(pixels.data, { raw }).resize({ width, height, fit: 'cover', position: 'centre' }).png().toBuffer();
  const attention = await sharp(widest.data).png().toBuffer();
  const gap = 16;
  await sharp({ create: { width: 2 * width + gap, height, channels: 3, background: '#1f1f1f' } })
    .composite([
      { input: centre, left: 0, top: 0 },
      { input: attention, left: width + gap, top: 0 },
    ])
    .png()
    .toFile(file);
}

/**
 * CPU time of each part of one photo's processing, run alone so the process's CPU clock belongs to
 * it: the median of three runs, as `decode+rotate+resize 610 ms (24 %), AVIF …`.
 */
async function cpuSplit(photo: Buffer): Promise<string> {
  type Part = 'decode+rotate+resize' | 'AVIF' | 'WebP' | 'JPEG' | 'large';
  const partOf: Record<EncodeStage, Part> = { resize: 'decode+rotate+resize', avif: 'AVIF', webp: 'WebP', jpeg: 'JPEG', large: 'large' };
  const parts: Part[] = ['decode+rotate+resize', 'AVIF', 'WebP', 'JPEG', 'large'];
  const runs: Record<Part, number>[] = [];
  const cpuMs = async (work: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  for (let run = 0; run < 3; run++) {
    const spent = Object.fromEntries(parts.map((p) => [p, 0])) as Record<Part, number>;
    let decoded: Awaited<ReturnType<typeof decodeImage>> | undefined;
    spent['decode+rotate+resize'] += await cpuMs(async () => {
      decoded = await decodeImage(photo, defaults.images);
    });
    await encodeImage(decoded!.pixels, defaults.images, async (stage, work) => {
      let result: Awaited<ReturnType<typeof work>> | undefined;
      spent[partOf[stage]] += await cpuMs(async () => {
        result = await work();
      });
      return result!;
    });
    runs.push(spent);
  }
  const median = (part: Part) => runs.map((r) => r[part]).sort((a, b) => a - b)[1]!;
  const total = parts.reduce((sum, p) => sum + median(p), 0);
  return `${(total / 1000).toFixed(2)} s: ${parts.map((p) => `${p} ${median(p).toFixed(0)} ms (${((100 * median(p)) / total).toFixed(0)} %)`).join(', ')}`;
}

/** Bytes of the first view of home and the first species page, in Chromium at 390 px @2x. */
async function firstViews(outDir: string, collection: readonly Species[], label: string): Promise<Row[]> {
  if (!existsSync(CHROMIUM)) return [[`${label}: first view in Chromium`, `skipped: no browser at ${CHROMIUM}`, '']];
  const server = await startPreviewServer({ dir: outDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const { viewport } = defaults.budgets;
    const species = collection[0]!;
    const rows: Row[] = [];
    const routes = createRoutes();
    for (const [name, url] of [
      ['home', routes.homeUrl()],
      [species.title, routes.speciesUrl({ id: speciesId(species.title) })],
    ] as const) {
      // A fresh context each: a first visit, with nothing in the cache.
      const context = await browser.newContext({ viewport: { width: viewport.width, height: 844 }, deviceScaleFactor: viewport.devicePixelRatio });
      const view = await firstViewBytes(await context.newPage(), new URL(url, server.url).href);
      await context.close();
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      rows.push([
        `${label}: first view of ${name}, ${viewport.width} px @${viewport.devicePixelRatio}x`,
        `${kb(view.total)} (images ${kb(view.images)}, ${view.requests} requests)`,
        'not above before',
      ]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}

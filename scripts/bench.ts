/**
 * `npm run bench`: times the builds a student actually runs (cold, warm, after a text edit, after
 * swapping one photo) on the sample collection, and a synthetic 2 000-species collection's HTML
 * with its peak memory. Everything goes to temp folders; `dist/` and `.cache/` are not touched.
 * Not a test: it prints figures to compare against the goals in the README.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildSite } from '../src/build/build-site.ts';
import { defaults, resolveSettings, type SettingOverrides } from '../src/config.ts';
import { content } from '../src/data/index.ts';
import type { Collection, Species } from '../src/data/types.ts';

const SYNTHETIC = 2000;

if (process.argv.includes('--synthetic-child')) {
  await syntheticChild(process.argv[process.argv.indexOf('--synthetic-child') + 1]!);
} else {
  await main();
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-'));
  try {
    const assetsDir = path.join(dir, 'assets');
    await cp(defaults.assetsDir, assetsDir, { recursive: true });
    const paths = { assetsDir, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache') };
    const settings = resolveSettings({}, {}, paths);
    const rows: [string, string, string][] = [];
    const timed = async (label: string, goal: string, build: () => Promise<{ images: { sources: number; cacheHits: number } }>) => {
      const started = performance.now();
      const result = await build();
      const seconds = (performance.now() - started) / 1000;
      rows.push([label, `${seconds.toFixed(2)} s (${result.images.sources - result.images.cacheHits} images encoded)`, goal]);
      console.log(`${label}: ${seconds.toFixed(2)} s`);
    };

    console.log(`Machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, sharp ${sharp.versions.sharp}`);
    await timed(`cold build (${content.species.length} species)`, '≤ 15 s', () => buildSite({ content, settings }));
    await timed('warm build, nothing changed', '≤ 1.0 s', () => buildSite({ content, settings }));

    const edited: Collection = {
      ...content,
      species: content.species.map((s, i) => (i === 0 ? { ...s, contentArr: [...s.contentArr, 'Lisätty kappale.'] } : s)),
    };
    await timed('text edit (one paragraph added)', '≤ 1.0 s', () => buildSite({ content: edited, settings }));

    const first = content.species[0]!.images[0]!;
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
      .blur(1)
      .png()
      .toFile(path.join(assetsDir, first.replace(/\.\w+$/, '.png')));
    const swapped: Collection = {
      ...content,
      species: content.species.map((s, i) => (i === 0 ? { ...s, images: [first.replace(/\.\w+$/, '.png'), ...s.images.slice(1)] } : s)),
    };
    await timed('photo swap (one image replaced)', 'only that image', () => buildSite({ content: swapped, settings }));
    // Put the sample's own images back in the cache (the swap pruned one), untimed, so the
    // synthetic run below encodes nothing and its memory is the HTML work's.
    await buildSite({ content, settings });

    // The synthetic collection runs in a child process so its peak memory is its own.
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench.ts', '--synthetic-child', JSON.stringify(paths)], {
      encoding: 'utf8',
    });
    const synthetic = JSON.parse(output.trim().split('\n').pop()!) as { render: number; build: number; rssMb: number };
    rows.push([`${SYNTHETIC} species: render all HTML`, `${synthetic.render.toFixed(2)} s`, '≤ 3 s']);
    rows.push([`${SYNTHETIC} species: whole build (images cached)`, `${synthetic.build.toFixed(2)} s`, '']);
    rows.push([`${SYNTHETIC} species: peak RSS`, `${synthetic.rssMb.toFixed(0)} MB`, '≤ 400 MB']);

    console.log('\n| measurement | result | goal |\n|---|---|---|');
    for (const [label, result, goal] of rows) console.log(`| ${label} | ${result} | ${goal} |`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Builds a synthetic collection that reuses a few sample images; prints timings as JSON. */
async function syntheticChild(pathsJson: string) {
  const paths = JSON.parse(pathsJson) as SettingOverrides & { outDir: string };
  const settings = (overrides: SettingOverrides = {}) => resolveSettings({}, {}, { ...paths, ...overrides });
  const sample = content.species.slice(0, 3);
  const species: Species[] = Array.from({ length: SYNTHETIC }, (_, i) => {
    const base = sample[i % sample.length]!;
    return { ...base, title: `${base.title} ${String(i + 1).padStart(4, '0')}` };
  });
  const synthetic: Collection = { ...content, species };
  // Warm the image cache for these few images, so the timing below is the HTML work.
  await buildSite({ content: { ...content, species: sample }, settings: settings({ outDir: `${paths.outDir}-warm` }) });

  const { renderPage } = await import('../src/pages/render.tsx');
  const { processImages } = await import('../src/images/pipeline.ts');
  const { allRoutes, createRoutes } = await import('../src/pages/routes.ts');
  const { parseContent } = await import('../src/content/parse-content.ts');
  const parsed = parseContent(synthetic, defaults.images.sourceExtensions).content!;
  const images = await processImages([...new Set(sample.flatMap((s) => s.images))], { assetsDir: paths.assetsDir!, cacheDir: paths.cacheDir!, settings: defaults.images });
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

/**
 * The build, in the order the data flows: validate the content, process the images, bundle CSS and
 * JS, render every route, write the site. Used by `scripts/build.ts` and by the tests (with their
 * own content and temp folders).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClientScript, bundleStylesheet, loadFavicon } from './bundle-assets.ts';
import { defaults } from './config.ts';
import type { Content } from './content.ts';
import { headersFile, robotsFile, sitemapFile } from './host-files.ts';
import { pruneEntries } from './image-cache.ts';
import { processImages } from './images.ts';
import { budgetProblems, gzipSize, measurePages, type PageWeight } from './page-weight.ts';
import { precompressed } from './precompress.ts';
import { renderPage, type SiteData } from './render.tsx';
import { allRoutes, createRoutes, outputPath } from './routes.ts';
import { ContentError, entryLabel, imagePathProblem, validateContent } from './validate.ts';
import { type OutputFile, writeSite } from './write-site.ts';

export interface BuildOptions {
  content: Content;
  assetsDir?: string;
  outDir?: string;
  cacheDir?: string;
  basePath?: string;
  /** Public address of the home page; enables canonical URLs, share images and sitemap.xml. */
  siteUrl?: string;
  /** `npm run dev` only: URL of the live-reload script to add to every page. */
  devScriptUrl?: string;
  /** `warn` reports pages over budget instead of failing the build. */
  budget?: 'fail' | 'warn';
  /** Progress reports while images are processed. */
  onImageProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  pages: number;
  images: { sources: number; files: number; cacheHits: number };
  /** Every written file with its size, by path inside the output folder. */
  files: Map<string, number>;
  /** Output paths of the stylesheet and the client script. */
  assets: { css: string; script: string; favicon: string };
  /** First-view weight of each page type, and the budgets it breaks (only with `budget: 'warn'`). */
  weights: PageWeight[];
  overBudget: string[];
  seconds: number;
}

/** Thrown when a page is heavier than its budget; nothing was written. */
export class BudgetError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length === 1 ? 'A page is' : 'Pages are'} over budget; nothing was written and the previous site is unchanged.\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nMake the images smaller (fewer eager cards, lower quality in src/config.ts) or build with --budget=warn.',
    );
    this.name = 'BudgetError';
  }
}

/** Builds the whole site; throws `ContentError` (listing every problem) before writing anything. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { content } = options;
  const assetsDir = options.assetsDir ?? defaults.assetsDir;
  const outDir = options.outDir ?? defaults.outDir;
  const cacheDir = options.cacheDir ?? defaults.cacheDir;

  const problems = validateContent(content, defaults.images.sourceExtensions);
  const usable = usableImages(content);
  const images = await processImages(
    usable.map((u) => u.source),
    { assetsDir, cacheDir, ...(options.onImageProgress ? { onProgress: options.onImageProgress } : {}) },
  );
  for (const failure of images.failures) {
    for (const use of usable.filter((u) => u.source === failure.source)) {
      problems.push({ where: use.where, field: `images[${use.index}]`, message: failure.message });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  const [css, script, favicon] = await Promise.all([
    bundleStylesheet([...images.images.values()].map((image) => image.color)),
    bundleClientScript(),
    loadFavicon(),
  ]);
  const routes = createRoutes(options.basePath ?? defaults.basePath, options.siteUrl ?? defaults.siteUrl);
  const data: SiteData = {
    content,
    images: images.images,
    routes,
    assets: { css: css.file, script: script.file, favicon: favicon.file },
    ...(options.devScriptUrl ? { devScriptUrl: options.devScriptUrl } : {}),
  };
  const titles = content.species.map((s) => s.title);
  const pages = new Map(allRoutes(content.species.length).map((route) => [outputPath(route, titles), renderPage(route, data)]));

  const weights = measurePages({
    content,
    images: images.images,
    pages,
    css: css.contents,
    script: script.contents,
    speciesPages: content.species.map((_, index) => outputPath({ kind: 'species', index }, titles)),
  });
  const overBudget = budgetProblems(weights, gzipSize(script.contents));
  if (overBudget.length > 0 && options.budget !== 'warn') throw new BudgetError(overBudget);

  const sitemap = sitemapFile(routes, titles);
  const textFiles = [
    ...[...pages].map(([path, contents]) => ({ path, contents })),
    { path: css.file, contents: css.contents },
    { path: script.file, contents: script.contents },
    { path: favicon.file, contents: favicon.contents },
    { path: 'robots.txt', contents: robotsFile(routes) },
    ...(sitemap ? [{ path: 'sitemap.xml', contents: sitemap }] : []),
  ];
  const files: OutputFile[] = [
    ...textFiles,
    ...(await precompressed(textFiles)),
    { path: '_headers', contents: headersFile(routes) },
    ...[...images.files].map(([path, copyFrom]) => ({ path, copyFrom })),
  ];
  await writeSite(outDir, files);
  await pruneEntries(cacheDir, images.keys);

  return {
    pages: pages.size,
    images: { sources: images.images.size, files: images.files.size, cacheHits: images.cacheHits },
    files: await sizes(outDir, files),
    assets: data.assets,
    weights,
    overBudget,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Image paths safe to open (the rest are already reported), with where each is used. */
function usableImages(content: Content) {
  const species = Array.isArray(content.species) ? content.species : [];
  return species.flatMap((entry, speciesIndex) =>
    (Array.isArray(entry?.images) ? entry.images : []).flatMap((source, index) =>
      typeof source === 'string' && !imagePathProblem(source, defaults.images.sourceExtensions)
        ? [{ source, where: entryLabel(entry, speciesIndex), index }]
        : [],
    ),
  );
}

async function sizes(outDir: string, files: readonly OutputFile[]): Promise<Map<string, number>> {
  const entries = await Promise.all(files.map(async (f) => [f.path, (await stat(path.join(outDir, f.path))).size] as const));
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

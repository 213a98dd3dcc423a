/**
 * The build, in the order the data flows: parse the content, process the images, bundle CSS and
 * JS, render every route, write the site. Used by `scripts/build.ts` and the tests (with their own
 * content and temp folders); `dev-build.ts` runs the same stages in memory for `npm run dev`.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BookletReport, type BookletWanted, bookletForBuild } from '../booklet/build-booklet.ts';
import type { Settings } from '../config.ts';
import { type ImageUse, imageKey, type SpeciesEntry } from '../content/model.ts';
import { type ContentFiles, imageProblems, parseContent } from '../content/parse-content.ts';
import { pruneEntries } from '../images/cache.ts';
import { findUnusedPhotos } from '../images/discover.ts';
import type { ImageError } from '../images/errors.ts';
import { processImages, sourceProblem } from '../images/pipeline.ts';
import type { ProcessedImage } from '../images/types.ts';
import { buildMessages } from '../messages/build.ts';
import { contentMessages } from '../messages/content.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { headersFile, type InlineAssets, robotsFile, sitemapFile } from '../pages/host-files.ts';
import { renderPage, type SiteData } from '../pages/render.tsx';
import { allRoutes, createRoutes, HOST_FILES, imagePath, outputPath, type Routes } from '../pages/routes.ts';
import { bundleClientScript, bundleStylesheet, faviconDataUrl } from './bundle-assets.ts';
import { budgetProblems, gzipSize, measurePages, type PageWeight } from './page-weight.ts';
import { photoPrivacy } from '../images/photo-privacy.ts';
import { precompressed } from './precompress.ts';
import { claimOutputFolder, type OutputFile, writeSite } from '../output/write-site.ts';

export interface BuildOptions {
  /** The student's files, as `readContent` found them; checked here. */
  content: ContentFiles;
  /** From `resolveSettings`: folders, base path, site URL, image and layout settings, budgets. */
  settings: Settings;
  /** Progress reports while images are processed. */
  onImageProgress?: (done: number, total: number) => void;
  /** The PDF booklet (`src/booklet/`): `true` always, `'setting'` as kokoelma.md says; none by default. */
  pdf?: BookletWanted;
}

export interface BuildResult {
  pages: number;
  images: { sources: number; files: number; cacheHits: number };
  /** Every written file with its size, by path inside the output folder. */
  files: Map<string, number>;
  /** First-view weight of each page type, and the budgets it breaks (only with `budget: 'warn'`). */
  weights: PageWeight[];
  overBudget: string[];
  /** Photos in the assets folder that no species uses (paths relative to it): worth a warning, not an error. */
  unusedPhotos: string[];
  /** Photos carrying a camera serial number or owner name: printed and annotated, never fatal. */
  photoWarnings: Problem[];
  /** Photos whose budgeted variant is at the quality floor (`leadMinQuality`), where the content names them. */
  atQualityFloor: { photo: string; file: string; line: number }[];
  /** The booklet made (or why not), when one was asked for. */
  booklet?: BookletReport;
  seconds: number;
}

/** Thrown when a page is heavier than its budget; nothing was written. */
export class BudgetError extends StudentError {
  constructor(readonly overBudget: string[]) {
    super(
      buildMessages.overBudget(overBudget.length),
      overBudget.map((message) => ({ message })),
    );
    this.name = 'BudgetError';
  }
}

/**
 * Builds the whole site; throws `ContentError` (listing every problem) before writing anything.
 * The output folder is claimed first (refused if it is not a build's, locked against a second
 * build, a killed build's swap finished), so every message after that tells the truth about it.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const output = await claimOutputFolder(options.settings);
  try {
    return await buildClaimed(options);
  } finally {
    await output.release();
  }
}

async function buildClaimed(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { settings } = options;

  const parsed = parseContent(options.content, settings.images.sourceExtensions);
  // Every photo is opened (not decoded) before any is encoded: a content mistake or a missing
  // photo is reported at once, not after minutes of encoding the others.
  const failures = await openFailures(parsed.images, settings);
  const privacy = await photoPrivacy(parsed.images, failedSources(parsed.images, failures), settings, parsed.content?.site.showLocations === true);
  const early = [...parsed.problems, ...imageProblems(parsed.images, failures), ...privacy.errors];
  if (early.length > 0 || !parsed.content) throw contentError(early);

  const images = await processImages(imageRequests(parsed.images), {
    assetsDir: settings.assetsDir,
    cacheDir: settings.cacheDir,
    settings: settings.images,
    ...(options.onImageProgress ? { onProgress: options.onImageProgress } : {}),
  });
  const problems = imageProblems(parsed.images, images.failures);
  if (problems.length > 0) throw contentError(problems);
  const content = parsed.content;
  // Before the pages: the home page links the booklet with its size.
  const booklet = await bookletForBuild(options.pdf, { content, images: images.images, files: images.files, cacheDir: settings.cacheDir });

  const inline = await inlineAssets(images.images.values(), settings);
  const { script } = inline;
  const routes = createRoutes(settings.basePath, settings.siteUrl);
  const data: SiteData = { content, images: images.images, routes, inline, settings, ...(booklet.link ? { booklet: booklet.link } : {}) };
  const pages = new Map(allRoutes(content.species).map((route) => [outputPath(route), renderPage(route, data)]));

  const weights = measurePages({ content, images: images.images, pages, settings });
  const overBudget = budgetProblems(weights, gzipSize(script), settings.budgets);
  if (overBudget.length > 0 && settings.budget !== 'warn') throw new BudgetError(overBudget);

  const { texts: hostTexts, headers } = hostFiles(routes, content.species, inline);
  const textFiles = [...[...pages].map(([path, contents]) => ({ path, contents })), ...hostTexts];
  const files: OutputFile[] = [
    ...textFiles,
    ...(await precompressed(textFiles)),
    headers,
    ...[...images.files].map(([name, copyFrom]) => ({ path: imagePath(name), copyFrom })),
    ...booklet.files,
  ];
  await writeSite(settings.outDir, files);
  await pruneEntries(settings.cacheDir, images.keys);

  return {
    pages: pages.size,
    images: { sources: images.images.size, files: images.files.size, cacheHits: images.cacheHits },
    files: await sizes(settings.outDir, files),
    weights,
    overBudget,
    photoWarnings: privacy.warnings,
    atQualityFloor: parsed.images
      .filter((use) => images.images.get(imageKey(use))?.atQualityFloor)
      .map((use) => ({ photo: use.source, file: use.file, line: use.line })),
    unusedPhotos: await findUnusedPhotos(
      settings.assetsDir,
      settings.images.sourceExtensions,
      parsed.images.map((use) => use.source),
    ),
    ...(booklet.report ? { booklet: booklet.report } : {}),
    seconds: (performance.now() - started) / 1000,
  };
}

async function sizes(outDir: string, files: readonly OutputFile[]): Promise<Map<string, number>> {
  const entries = await Promise.all(files.map(async (f) => [f.path, (await stat(path.join(outDir, f.path))).size] as const));
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The photos the content names, as the image stage's requests (each filed under its `imageKey`). */
export const imageRequests = (uses: readonly ImageUse[]) =>
  uses.map((use) => ({ key: imageKey(use), source: use.source, ...(use.focus ? { focus: use.focus } : {}) }));

/** What every page carries inline: the stylesheet (with a placeholder rule per image colour), the client script, the favicon. */
export async function inlineAssets(images: Iterable<ProcessedImage>, settings: Settings): Promise<InlineAssets> {
  const [css, script, favicon] = await Promise.all([
    bundleStylesheet(
      [...images].map((image) => image.color),
      settings,
    ),
    bundleClientScript(),
    faviconDataUrl(),
  ]);
  return { css, script, favicon };
}

/** The files for hosts and crawlers: robots.txt and sitemap.xml (text, compressed with the pages), and `_headers`. */
export function hostFiles(routes: Routes, species: readonly SpeciesEntry[], inline: InlineAssets) {
  const sitemap = sitemapFile(routes, species);
  return {
    texts: [{ path: HOST_FILES.robots, contents: robotsFile(routes) }, ...(sitemap ? [{ path: HOST_FILES.sitemap, contents: sitemap }] : [])],
    headers: { path: HOST_FILES.headers, contents: headersFile(routes, inline) },
  };
}

/** The student's content mistakes as one error: every problem, each at its file and line. */
export function contentError(problems: readonly Problem[]): StudentError {
  return new StudentError(contentMessages.heading(problems.length), problems);
}

/** Why each photo cannot be opened, by `imageKey`: checked for every photo without decoding any. */
export async function openFailures(uses: readonly ImageUse[], settings: Settings): Promise<Map<string, ImageError>> {
  const bySource = new Map<string, Promise<ImageError | undefined>>();
  for (const use of uses) {
    if (!bySource.has(use.source)) bySource.set(use.source, sourceProblem(use.source, settings.assetsDir, settings.images.maxSourceBytes));
  }
  const failures = new Map<string, ImageError>();
  for (const use of uses) {
    const problem = await bySource.get(use.source);
    if (problem) failures.set(imageKey(use), problem);
  }
  return failures;
}

/** The sources that could not be opened: their own problem is reported, the privacy check skips them. */
export function failedSources(uses: readonly ImageUse[], failures: ReadonlyMap<string, unknown>): Set<string> {
  return new Set(uses.filter((use) => failures.has(imageKey(use))).map((use) => use.source));
}

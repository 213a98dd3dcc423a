/**
 * The build: the site's one pipeline (`site-core.ts`) run once from nothing, then what only a
 * build does: the booklet, the page budgets, the precompressed copies and the write. Used by
 * `scripts/build.ts` and the tests (with their own content and temp folders); `npm run dev` keeps
 * the same core between saves.
 */
import { performance } from 'node:perf_hooks';
import { type BookletReport, type BookletWanted, bookletForBuild } from '../booklet/build-booklet.ts';
import { openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import type { ContentFiles } from '../content/parse-content.ts';
import type { ProcessedImage } from '../images/types.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { imagePath } from '../pages/routes.ts';
import { claimOutputFolder, type OutputFile, writeSite } from '../output/write-site.ts';
import { budgetProblems, gzipSize, measurePages, type PageWeight } from './page-weight.ts';
import { precompressed } from './precompress.ts';
import type { FaceDetector } from '../privacy/faces/detect-faces.ts';
import { createSiteCore, EVERYTHING, NOTHING } from './site-core.ts';

export interface BuildOptions {
  /** The student's files, as `readContent` found them; checked here. */
  content: ContentFiles;
  /** From `resolveSettings`: folders, base path, site URL, image and layout settings, budgets. */
  settings: Settings;
  /** Progress reports while images are processed. */
  onImageProgress?: (done: number, total: number) => void;
  /** The PDF booklet (`src/booklet/`): `true` always, `'setting'` as kokoelma.md says; none by default. */
  pdf?: BookletWanted;
  /** Replaces the face detector (tests); the real one by default. */
  detectFaces?: FaceDetector;
}

export interface BuildResult {
  /** The species published (drafts left out). */
  species: number;
  pages: number;
  images: { sources: number; files: number; cacheHits: number };
  /** Every written file with its size, by path inside the output folder. */
  files: Map<string, number>;
  /** First-view weight of each page type, and the budgets it breaks (only with `budget: 'warn'`). */
  weights: PageWeight[];
  overBudget: Problem[];
  /**
   * Everything that built but is worth a look, printed and annotated, never fatal; each code
   * decides its group and heading (`messages/warnings.ts`): photos no species uses, camera
   * identity, faces, the assignment's shortfalls, content warnings, photos at the quality floor.
   */
  warnings: Problem[];
  /** The assignment's checklist line (`Tehtävä: 18/20 lajia; …`); none without a `src/data/tehtava.md`. */
  checklist?: string;
  /** The booklet made (or why not), when one was asked for. */
  booklet?: BookletReport;
  seconds: number;
}

/** Thrown when a page is heavier than its budget; nothing was written. */
export class BudgetError extends StudentError {
  constructor(readonly overBudget: Problem[]) {
    super(problem('build.overBudgetHeading', overBudget.length), overBudget);
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
  // One store for the whole build, so that it knows at the end what this build used.
  const cache = openCache(settings.cacheDir);
  const core = createSiteCore(settings, {
    cache,
    loadContent: async () => options.content,
    ...(options.onImageProgress ? { onImageProgress: options.onImageProgress } : {}),
    ...(options.detectFaces ? { detectFaces: options.detectFaces } : {}),
  });
  const first = await core.update(EVERYTHING);
  const { content } = first;
  const booklet = await bookletForBuild(options.pdf, { content, images: first.images, files: first.imageFiles, cache });
  // The home page links the booklet with its size: only pages whose view it changes (the home page) are rendered again.
  const site = booklet.link ? await core.update(NOTHING, { booklet: booklet.link }) : first;

  const weights = measurePages({ content, images: site.images, pages: site.pages, settings });
  const overBudget = budgetProblems(weights, gzipSize(site.inline.script), settings.budgets);
  if (overBudget.length > 0 && settings.budget !== 'warn') throw new BudgetError(overBudget);

  const textFiles = [...[...site.pages].map(([path, contents]) => ({ path, contents })), ...site.hostTexts];
  const files: OutputFile[] = [
    ...textFiles,
    ...(await precompressed(textFiles, cache)),
    site.headers,
    ...[...site.imageFiles].map(([name, copyFrom]) => ({ path: imagePath(name), copyFrom })),
    ...booklet.files,
  ];
  await writeSite(settings.outDir, files);
  // A full build used every entry it needs: the rest (photos changed or removed, old bundles) goes.
  await cache.prune();

  return {
    species: site.content.species.length,
    pages: site.pages.size,
    images: { sources: site.images.size, files: site.imageFiles.size, cacheHits: first.cacheHits },
    files: sizes(files, site.images.values()),
    weights,
    overBudget,
    // A cache folder that refused a write (the site is whole; the next build is slower).
    warnings: [...first.warnings, ...cache.problems],
    ...(first.checklist ? { checklist: first.checklist } : {}),
    ...(booklet.report ? { booklet: booklet.report } : {}),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Each written file's size, known without asking the disk: a text's bytes, a photo's from the image stage. */
function sizes(files: readonly OutputFile[], images: Iterable<ProcessedImage>): Map<string, number> {
  const photoBytes = new Map(
    [...images]
      .flatMap((image) => [...Object.values(image.slots).flatMap((slot) => slot.variants), image.large])
      .map((file) => [imagePath(file.name), file.bytes]),
  );
  const size = (file: OutputFile) => ('copyFrom' in file ? photoBytes.get(file.path)! : Buffer.byteLength(file.contents));
  return new Map(files.map((file) => [file.path, size(file)] as const).sort(([a], [b]) => a.localeCompare(b)));
}

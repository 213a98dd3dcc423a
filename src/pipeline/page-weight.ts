/**
 * The page-weight report: what the first view of each page type costs a phone, checked against the
 * budgets in the settings. Pure: it works from the rendered HTML and the sizes the build already
 * knows, estimating image downloads the way a browser picks from `srcset`.
 */
import { kilobytes } from '../messages/numbers.ts';
import { gzipSync } from 'node:zlib';
import type { ImageSlot, Settings } from '../config.ts';
import { type Content, imageKey } from '../content/model.ts';
import type { SpeciesImage } from '../model/types.ts';
import type { ProcessedImage } from '../images/types.ts';
import { buildMessages, pageName } from '../messages/build.ts';
import { problem } from '../messages/problems.ts';
import type { Problem } from '../messages/student-error.ts';
import { pickCandidate, slotVariants, slotWidth } from '../pages/image-sizes.ts';
import { outputPath } from '../pages/routes.ts';

/** Which page a row measures: the home page, the heaviest species page (named), or a not-found page. */
export type WeighedPage = { kind: 'home' } | { kind: 'species'; species: string } | { kind: 'not-found' } | { kind: 'species-not-found' };

export interface PageWeight {
  page: WeighedPage;
  /** Transferred bytes (gzip) of the HTML, with the stylesheet and script it carries inline. */
  html: number;
  /**
   * Bytes of the eagerly loaded images (the first configured format, the candidate a phone
   * picks). Chromium also fetches
   * lazy images within about 1250 px below the view, which this estimate leaves out; the e2e suite
   * measures the real first view in the browser.
   */
  images: number;
  total: number;
}

export interface WeightInput {
  content: Content;
  images: ReadonlyMap<string, ProcessedImage>;
  /** Rendered HTML by output path. */
  pages: ReadonlyMap<string, string>;
  settings: Pick<Settings, 'images' | 'layout' | 'budgets'>;
}

export const gzipSize = (data: string | Uint8Array): number => gzipSync(data, { level: 9 }).length;

/** Rows for home, the heaviest species page and both not-found pages. */
export function measurePages(input: WeightInput): PageWeight[] {
  const { settings } = input;
  const { viewport } = settings.budgets;
  const imageBytes = (first: SpeciesImage | undefined, slot: ImageSlot) => {
    const image = first === undefined ? undefined : input.images.get(imageKey(first));
    if (!image) return 0;
    const preferred = slotVariants(image, slot, settings.images.slots).filter((v) => v.format === settings.images.formats[0]);
    return pickCandidate(preferred, slotWidth(slot, viewport.width, settings.layout) * viewport.devicePixelRatio)?.bytes ?? 0;
  };
  const row = (page: WeighedPage, file: string, images: number): PageWeight => {
    const html = gzipSize(input.pages.get(file) ?? '');
    return { page, html, images, total: html + images };
  };

  const eager = input.content.species.slice(0, settings.layout.eagerCards);
  const home = row(
    { kind: 'home' },
    outputPath({ kind: 'home' }),
    eager.reduce((sum, s) => sum + imageBytes(s.images[0], 'card'), 0),
  );
  const species = input.content.species
    .map((entry) => row({ kind: 'species', species: entry.title }, outputPath({ kind: 'species', entry }), imageBytes(entry.images[0], 'detail')))
    .sort((a, b) => b.total - a.total)[0];
  return [
    home,
    ...(species ? [species] : []),
    row({ kind: 'not-found' }, outputPath({ kind: 'not-found' }), 0),
    row({ kind: 'species-not-found' }, outputPath({ kind: 'species-not-found' }), 0),
  ];
}

/** Every budget the pages break, as messages naming the page and the part that is too heavy. */
export function budgetProblems(rows: readonly PageWeight[], scriptGzip: number, budgets: Settings['budgets']): Problem[] {
  const kb = (n: number) => `${kilobytes(n)} kt`;
  const problems: Problem[] = [];
  for (const row of rows) {
    const limit = row.page.kind === 'home' ? budgets.home : budgets.species;
    if (row.total > limit) {
      problems.push(problem('build.overBudget', pageName(row.page), kb(row.total), kb(limit), kb(row.html), kb(row.images)));
    }
  }
  if (scriptGzip > budgets.script) problems.push(problem('build.scriptOverBudget', scriptGzip, budgets.script));
  return problems;
}

/**
 * The report as a small aligned table for the terminal: each figure right-aligned under its
 * heading, the columns as wide as their headings and two spaces apart, whatever the wording.
 */
export function formatWeights(rows: readonly PageWeight[], { viewport }: Settings['budgets']): string {
  const head = buildMessages.weightsHeader(viewport);
  const headings = [head.html, head.images, head.total];
  const widths = headings.map((heading) => Math.max(heading.length, 7));
  const line = (page: string, cells: readonly string[]) => `${page.slice(0, 33).padEnd(34)}${cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ')}`;
  const header = `${line(head.page, headings)}  ${head.note}`;
  return [header, ...rows.map((r) => line(pageName(r.page), [r.html, r.images, r.total].map(kilobytes)))].join('\n');
}

/**
 * `npm run dev`'s build: the site's one pipeline (`site-core.ts`) kept between saves, so a save
 * redoes only what it changed, and its files as the dev server serves them. Nothing is written to
 * disk and nothing is precompressed: the pages are served from memory, the photos from the image
 * cache.
 */
import { performance } from 'node:perf_hooks';
import { openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import type { Problem } from '../messages/student-error.ts';
import { imagePath } from '../pages/routes.ts';
import { type Changes, createSiteCore } from './site-core.ts';

export { type Changes, EVERYTHING } from './site-core.ts';

/** A file of the dev site: its bytes, or a cached photo on disk. */
export type DevFile = Uint8Array | { copyFrom: string };

export interface DevBuildResult {
  /** Every file of the site by its path inside it (`robots.txt`, a page's `index.html` in its folder). */
  files: ReadonlyMap<string, DevFile>;
  pages: number;
  /** Pages rendered by this build (the others were unchanged). */
  rendered: number;
  sources: number;
  imageFiles: number;
  /** Photos encoded or read from the cache by this build (the others were in memory). */
  processed: number;
  /** The core's warnings (`SiteState.warnings`): printed, and those of the overlay's codes shown over the page. */
  warnings: Problem[];
  /** The assignment's checklist line, checked on every build; `undefined` without a `src/data/tehtava.md`. */
  checklist: string | undefined;
  seconds: number;
}

/** A build that remembers; call `build` with what changed. Throws `StudentError` for the student's mistakes, like `buildSite`. */
export function createDevBuild(settings: Settings, devScriptUrl: string) {
  // The dev build never prunes (a later save may need what an earlier one stored), but says when a cache folder refused a write.
  const cache = openCache(settings.cacheDir);
  // Drafts (`luonnos: kyllä`) show here, marked, so the student sees them before publishing them.
  const core = createSiteCore(settings, { devScriptUrl, cache, drafts: 'show' });
  const encoder = new TextEncoder();
  /** Each page's bytes, encoded again only when its HTML changed. */
  let encoded = new Map<string, { html: string; bytes: Uint8Array }>();

  async function build(changes: Changes): Promise<DevBuildResult> {
    const started = performance.now();
    const site = await core.update(changes);
    const previous = encoded;
    encoded = new Map(
      [...site.pages].map(([file, html]) => [file, previous.get(file)?.html === html ? previous.get(file)! : { html, bytes: encoder.encode(html) }]),
    );
    const files = new Map<string, DevFile>([
      ...[...encoded].map(([file, page]): [string, DevFile] => [file, page.bytes]),
      ...[...site.hostTexts, site.headers].map((file): [string, DevFile] => [file.path, encoder.encode(file.contents)]),
      ...[...site.imageFiles].map(([name, copyFrom]): [string, DevFile] => [imagePath(name), { copyFrom }]),
    ]);
    return {
      files,
      pages: site.pages.size,
      rendered: site.rendered,
      sources: site.images.size,
      imageFiles: site.imageFiles.size,
      processed: site.processed,
      warnings: [...site.warnings, ...cache.problems],
      checklist: site.checklist,
      seconds: (performance.now() - started) / 1000,
    };
  }
  return { build };
}

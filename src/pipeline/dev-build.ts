/**
 * `npm run dev`'s build: the stages of `build-site.ts`, kept in memory between saves so a save
 * redoes only what it changed. A species file is re-read alone; processed photos stay in memory
 * and only a changed photo is encoded again; a page is rendered again only when its view model
 * changed (a species file's own page, and the home page when its card changed; kokoelma.md or the
 * stylesheet changes every page). Nothing is written to disk and nothing is precompressed: the dev
 * server serves these files from memory, the photos from the image cache.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Settings } from '../config.ts';
import { imageKey } from '../content/model.ts';
import { type ContentFiles, imageProblems, parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import { findUnusedPhotos } from '../images/discover.ts';
import { processImages } from '../images/pipeline.ts';
import type { ProcessedImage } from '../images/types.ts';
import type { Problem } from '../messages/student-error.ts';
import type { InlineAssets } from '../pages/host-files.ts';
import { renderPage, type SiteData } from '../pages/render.tsx';
import { allRoutes, createRoutes, imagePath, outputPath, type Route } from '../pages/routes.ts';
import { homeView, notFoundView, speciesView } from '../pages/views.ts';
import { contentError, failedSources, hostFiles, imageRequests, inlineAssets, openFailures } from './build-site.ts';
import { photoPrivacy } from '../images/photo-privacy.ts';

/** What changed since the last build; the first build is `EVERYTHING`. */
export interface Changes {
  /** Content files saved (absolute paths), or `'all'` (a file added or removed: read them all again). */
  content: readonly string[] | 'all';
  /** Photos saved or removed, as paths inside the assets folder (`linnut/kurki-1.jpg`), or `'all'`. */
  photos: readonly string[] | 'all';
  /** The stylesheet, client script or favicon (`src/client/`). */
  client: boolean;
}

export const EVERYTHING: Changes = { content: 'all', photos: 'all', client: true };

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
  /** Photos no species uses, when this build looked (the first, and after the photos or the photos named changed); else `undefined`. */
  unusedPhotos: string[] | undefined;
  /** Photos read by this build that carry camera identity (serial, owner): warned once, when read, as `buildSite`'s `photoWarnings`. */
  photoWarnings: Problem[];
  seconds: number;
}

interface HeldImage {
  image: ProcessedImage;
  /** Its published files: name → cached file. */
  files: [string, string][];
}

/** A build that remembers; call `build` with what changed. Throws `StudentError` for the student's mistakes, like `buildSite`. */
export function createDevBuild(settings: Settings, devScriptUrl: string) {
  let content: ContentFiles | undefined;
  const images = new Map<string, HeldImage>();
  let inline: { colors: string; assets: InlineAssets } | undefined;
  const pages = new Map<string, { view: string; html: Uint8Array }>();
  const routes = createRoutes(settings.basePath, settings.siteUrl);
  const encoder = new TextEncoder();
  /** The photos the content named at the last build: unused photos are looked for again only when these or the photos change. */
  let usedSources: string | undefined;

  async function build(changes: Changes): Promise<DevBuildResult> {
    const started = performance.now();
    content = await refreshContent(content, changes.content, settings.dataDir);
    for (const [key, held] of images) if (changes.photos === 'all' || changes.photos.includes(held.image.source)) images.delete(key);
    if (changes.client) inline = undefined;

    const parsed = parseContent(content, settings.images.sourceExtensions);
    const missing = parsed.images.filter((use) => !images.has(imageKey(use)));
    const failures = await openFailures(missing, settings);
    const privacy = await photoPrivacy(missing, failedSources(missing, failures), settings, parsed.content?.site.showLocations === true);
    const early = [...parsed.problems, ...imageProblems(missing, failures), ...privacy.errors];
    if (early.length > 0 || !parsed.content) throw contentError(early);
    const processed = await processImages(imageRequests(missing), { assetsDir: settings.assetsDir, cacheDir: settings.cacheDir, settings: settings.images });
    const failed = imageProblems(missing, processed.failures);
    if (failed.length > 0) throw contentError(failed);
    for (const [key, image] of processed.images) images.set(key, { image, files: publishedNames(image).map((name) => [name, processed.files.get(name)!]) });
    const used = new Set(parsed.images.map(imageKey));
    for (const key of images.keys()) if (!used.has(key)) images.delete(key);

    const byKey = new Map([...images].map(([key, held]) => [key, held.image]));
    const colors = [...new Set([...byKey.values()].map((image) => image.color))].sort().join(',');
    if (inline?.colors !== colors) inline = { colors, assets: await inlineAssets(byKey.values(), settings) };
    const data: SiteData = { content: parsed.content, images: byKey, routes, inline: inline.assets, settings, devScriptUrl };

    let rendered = 0;
    const routesNow = allRoutes(parsed.content.species);
    const current = new Set(routesNow.map(outputPath));
    for (const file of pages.keys()) if (!current.has(file)) pages.delete(file);
    for (const route of routesNow) {
      const file = outputPath(route);
      const view = JSON.stringify(viewOf(route, data));
      if (pages.get(file)?.view === view) continue;
      pages.set(file, { view, html: encoder.encode(renderPage(route, data)) });
      rendered++;
    }

    const host = hostFiles(routes, parsed.content, inline.assets);
    const files = new Map<string, DevFile>([
      ...[...pages].map(([file, page]): [string, DevFile] => [file, page.html]),
      ...[...host.texts, host.headers].map((file): [string, DevFile] => [file.path, encoder.encode(file.contents)]),
      ...[...images.values()].flatMap((held) => held.files.map(([name, copyFrom]): [string, DevFile] => [imagePath(name), { copyFrom }])),
    ]);
    const sources = [...new Set(parsed.images.map((use) => use.source))].sort().join('\n');
    const looked = changes.photos.length > 0 || sources !== usedSources;
    usedSources = sources;
    return {
      files,
      pages: pages.size,
      rendered,
      sources: images.size,
      imageFiles: [...images.values()].reduce((sum, held) => sum + held.files.length, 0),
      processed: new Set(missing.map(imageKey)).size,
      unusedPhotos: looked
        ? await findUnusedPhotos(
            settings.assetsDir,
            settings.images.sourceExtensions,
            parsed.images.map((use) => use.source),
          )
        : undefined,
      photoWarnings: privacy.warnings,
      seconds: (performance.now() - started) / 1000,
    };
  }
  return { build };
}

/** The view model a page is rendered from: two equal views give the same HTML. */
function viewOf(route: Route, data: SiteData) {
  switch (route.kind) {
    case 'home':
      return homeView(data);
    case 'species':
      return speciesView(route.entry, data);
    default:
      return notFoundView(route.kind, data);
  }
}

const publishedNames = (image: ProcessedImage) => [...Object.values(image.slots).flatMap((slot) => slot.variants.map((v) => v.name)), image.large.name];

/**
 * The content with the saved files read again: only those, when each is a file already known;
 * everything through `readContent` (the one loader) on the first build, or when a file was added,
 * removed or renamed.
 */
async function refreshContent(previous: ContentFiles | undefined, changed: Changes['content'], dataDir: string): Promise<ContentFiles> {
  if (!previous || changed === 'all') return readContent(dataDir);
  let next = previous;
  for (const file of changed) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return readContent(dataDir);
    if (path.resolve(next.collection.path) === file) {
      next = { ...next, collection: { ...next.collection, text } };
      continue;
    }
    const index = next.species.findIndex((species) => path.resolve(species.path) === file);
    if (index < 0) return readContent(dataDir);
    next = { ...next, species: next.species.map((species, i) => (i === index ? { ...species, text } : species)) };
  }
  return next;
}

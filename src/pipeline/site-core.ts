/**
 * The site's one pipeline, kept in memory between calls: `update(changes)` parses the content,
 * checks every photo (opens it, reads its privacy metadata, looks for faces), processes the photos, bundles the
 * inline assets, renders the pages and makes the host files, redoing only what `changes` touched.
 * A species file is re-read alone; a processed photo stays until it changes; a page is rendered
 * again only when its view model changed (its own species file, the home page when its card
 * changed; kokoelma.md or the stylesheet changes every page). As Astro's content layer calls one
 * `load()` at build and again on a watcher event, `buildSite` is one `update(EVERYTHING)` of a new
 * core followed by what only a build does, and `npm run dev` keeps one core between saves.
 * Nothing here writes the site.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Cache, openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import { type Content, type ImageUse, imageKey } from '../content/model.ts';
import { type ContentFiles, imageProblems, type ParsedContent, parseContent, byPlace } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import type { NameLookups } from '../content/check-names.ts';
import { checkAssignment, type RequirementCheck } from '../content/requirements.ts';
import { findUnusedPhotos } from '../images/discover.ts';
import type { FaceDetection, FaceDetector } from '../privacy/faces/detect-faces.ts';
import { detectPhotoFaces, faceWarnings } from '../privacy/faces/photo-faces.ts';
import { checkPhotos } from '../privacy/check-photos.ts';
import { processImages } from '../images/pipeline.ts';
import type { ProcessedImage } from '../images/types.ts';
import { contentMessages } from '../messages/content.ts';
import { lookupName, scientificConflict, suggestName } from '../names/table.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { headersFile, type Indexing, type InlineAssets, robotsFile, sitemapFile } from '../pages/host-files.ts';
import { allRoutes, createRoutes, HOST_FILES, outputPath, type Routes } from '../pages/routes.ts';
import { pageView, type SiteData } from '../pages/views.ts';
import { bundleClientScript, bundleStylesheet, faviconDataUrl } from './bundle-assets.ts';

/** What changed since the last update; a new core's first update is `EVERYTHING`. */
export interface Changes {
  /** Content files saved (absolute paths), or `'all'` (a file added or removed: read them all again). */
  content: readonly string[] | 'all';
  /** Photos saved or removed, as paths inside the assets folder (`linnut/kurki-1.jpg`), or `'all'`. */
  photos: readonly string[] | 'all';
  /** The stylesheet, client script or favicon (`src/client/`). */
  client: boolean;
}

export const EVERYTHING: Changes = { content: 'all', photos: 'all', client: true };
export const NOTHING: Changes = { content: [], photos: [], client: false };

export interface CoreOptions {
  /** The content to start from; by default `readContent` reads `settings.dataDir` (also again after a file is added or removed). */
  loadContent?: () => Promise<ContentFiles>;
  /** `npm run dev` only: the live-reload script every page loads. */
  devScriptUrl?: string;
  /** Progress reports while photos are processed. */
  onImageProgress?: (done: number, total: number) => void;
  /** Replaces the face detector (tests count or fake detections); the cache is used either way. */
  detectFaces?: FaceDetector;
  /** The store kept between runs; by default one in `settings.cacheDir` (a build passes its own, to prune it when done). */
  cache?: Cache;
}

/** What only a build adds to the pages: the booklet's link on the home page. */
export interface PageExtras {
  booklet?: { path: string; bytes: number };
}

export interface SiteState {
  content: Content;
  /** Every photo use the content names (a photo used twice with two crops is two uses). */
  uses: readonly ImageUse[];
  /** Processed photos by `imageKey`. */
  images: ReadonlyMap<string, ProcessedImage>;
  /** Every published photo file: its name → the cached file holding its bytes. */
  imageFiles: ReadonlyMap<string, string>;
  routes: Routes;
  inline: InlineAssets;
  /** Every page's HTML by its output path, in route order. */
  pages: ReadonlyMap<string, string>;
  /** robots.txt and sitemap.xml: text a build precompresses with the pages. */
  hostTexts: { path: string; contents: string }[];
  /** `_headers`, for hosts that read it (and the preview and dev servers). */
  headers: { path: string; contents: string };
  /** Pages rendered by this update (the others were unchanged). */
  rendered: number;
  /** Photos checked and processed by this update (the others were in memory), and how many of them came from the cache. */
  processed: number;
  cacheHits: number;
  /** Camera serial numbers or owner names in the photos this update checked: printed and annotated, never fatal. */
  photoWarnings: Problem[];
  /**
   * Photos in use that probably show a person's face and have no `lupa: kyllä`: printed,
   * annotated and shown over the dev page, never fatal. Every update lists them all (only photos
   * new to this core are detected), so the dev overlay shows them until they are dealt with.
   */
  faceWarnings: Problem[];
  /** The collection against its `src/data/tehtava.md` (warnings and the checklist line); `undefined` without one. */
  assignment: RequirementCheck | undefined;
  /** Files under src/data nothing reads, Markdown shown as text: printed and annotated, never fatal. */
  contentWarnings: Problem[];
  /** Photos no species uses, when this update looked (the first, and after the photos or the photos named changed); else `undefined`. */
  unusedPhotos: string[] | undefined;
}

interface HeldImage {
  image: ProcessedImage;
  /** Its published files: name → cached file. */
  files: [string, string][];
}

/** The shipped table of Finnish species names, read on the first name it is asked about. */
const NAME_TABLE: NameLookups = { find: lookupName, suggest: suggestName, conflict: scientificConflict };

/** A site pipeline that remembers; throws `StudentError` (every problem at its file and line) for the student's mistakes. */
export function createSiteCore(settings: Settings, options: CoreOptions = {}) {
  const load = options.loadContent ?? (() => readContent(settings.dataDir));
  const cache = options.cache ?? openCache(settings.cacheDir);
  const routes = createRoutes(settings.basePath, settings.siteUrl);
  let files: ContentFiles | undefined;
  let parsed: { from: ContentFiles; result: ParsedContent } | undefined;
  const images = new Map<string, HeldImage>();
  /** Face detections by photo path, kept like the processed photos until the photo changes. */
  const faces = new Map<string, FaceDetection>();
  let inline: { colors: string; assets: InlineAssets } | undefined;
  const pages = new Map<string, { view: string; html: string }>();
  /** React and the templates, loaded when the first page is rendered. */
  let renderView: ((page: ReturnType<typeof pageView>) => string) | undefined;
  /** The photos the content named at the last update: unused photos are looked for again only when these or the photos change. */
  let usedSources: string | undefined;

  async function update(changes: Changes, extras: PageExtras = {}): Promise<SiteState> {
    files = await refreshContent(files, changes.content, load);
    for (const [key, held] of images) if (changes.photos === 'all' || changes.photos.includes(held.image.source)) images.delete(key);
    for (const source of faces.keys()) if (changes.photos === 'all' || changes.photos.includes(source)) faces.delete(source);
    if (changes.client) inline = undefined;

    if (parsed?.from !== files)
      parsed = { from: files, result: parseContent(files, settings.images.sourceExtensions, settings.checkNames ? { names: NAME_TABLE } : {}) };
    const { content, problems, images: uses } = parsed.result;
    const missing = uses.filter((use) => !images.has(imageKey(use)));
    // Every new photo is opened (not decoded) before any is encoded: a content mistake or a missing
    // photo is reported at once, not after minutes of encoding the others.
    const photos = await checkPhotos(missing, settings, content?.site.showLocations === true);
    const early = [...problems, ...photos.errors];
    if (early.length > 0 || !content) throw contentError(early);
    // Faces, before any photo is encoded: only photos this core has not looked at (the cache
    // answers for unchanged bytes, so a second build detects nothing).
    const sources = new Set(uses.map((use) => use.source));
    if (settings.faces.enabled) {
      const unchecked = [...sources].filter((source) => !faces.has(source));
      for (const [source, found] of await detectPhotoFaces(unchecked, settings, cache, options.detectFaces)) faces.set(source, found);
    }
    for (const source of faces.keys()) if (!sources.has(source)) faces.delete(source);

    const processed = await processImages(imageRequests(missing), {
      assetsDir: settings.assetsDir,
      cache,
      settings: settings.images,
      ...(options.onImageProgress ? { onProgress: options.onImageProgress } : {}),
    });
    const failed = imageProblems(missing, processed.failures);
    if (failed.length > 0) throw contentError(failed);
    for (const [key, image] of processed.images) images.set(key, { image, files: publishedNames(image).map((name) => [name, processed.files.get(name)!]) });
    const used = new Set(uses.map(imageKey));
    for (const key of images.keys()) if (!used.has(key)) images.delete(key);

    const byKey = new Map([...images].map(([key, held]) => [key, held.image]));
    const colors = [...new Set([...byKey.values()].map((image) => image.color))].sort().join(',');
    if (inline?.colors !== colors) inline = { colors, assets: await inlineAssets(byKey.values(), settings, cache) };
    const data: SiteData = {
      content,
      images: byKey,
      routes,
      inline: inline.assets,
      settings,
      ...(options.devScriptUrl ? { devScriptUrl: options.devScriptUrl } : {}),
      ...(extras.booklet ? { booklet: extras.booklet } : {}),
    };

    let rendered = 0;
    const routesNow = allRoutes(content.species);
    const current = new Set(routesNow.map(outputPath));
    for (const file of pages.keys()) if (!current.has(file)) pages.delete(file);
    for (const route of routesNow) {
      const file = outputPath(route);
      const page = pageView(route, data);
      const view = JSON.stringify(page);
      if (pages.get(file)?.view === view) continue;
      renderView ??= (await import('../pages/render.tsx')).renderView;
      pages.set(file, { view, html: renderView(page) });
      rendered++;
    }

    // With `hakukoneet: ei` there is no sitemap (it would only invite indexing), and every page and header says noindex.
    const indexing: Indexing = content.site.searchEngines === false ? { noindex: true } : {};
    const sitemap = indexing.noindex ? undefined : sitemapFile(routes, content.species);
    const imageFiles = new Map([...images.values()].flatMap((held) => held.files));
    const sourceList = [...sources].sort().join('\n');
    const looked = changes.photos.length > 0 || sourceList !== usedSources;
    usedSources = sourceList;
    return {
      content,
      uses,
      images: byKey,
      imageFiles,
      routes,
      inline: inline.assets,
      pages: new Map(routesNow.map((route) => [outputPath(route), pages.get(outputPath(route))!.html])),
      hostTexts: [{ path: HOST_FILES.robots, contents: robotsFile(routes, indexing) }, ...(sitemap ? [{ path: HOST_FILES.sitemap, contents: sitemap }] : [])],
      headers: { path: HOST_FILES.headers, contents: headersFile(routes, inline.assets, indexing) },
      rendered,
      processed: new Set(missing.map(imageKey)).size,
      cacheHits: processed.cacheHits,
      photoWarnings: photos.warnings,
      faceWarnings: settings.faces.enabled ? faceWarnings(uses, faces, settings) : [],
      // Checked on every update (cheap, pure): the one place the build and npm run dev get it from.
      assignment: checkAssignment(files, content),
      contentWarnings: parsed.result.warnings,
      unusedPhotos: looked
        ? await findUnusedPhotos(
            settings.assetsDir,
            settings.images.sourceExtensions,
            uses.map((use) => use.source),
          )
        : undefined,
    };
  }
  return { update };
}

/** The student's content mistakes as one error: every problem, each at its file and line. */
export function contentError(problems: readonly Problem[]): StudentError {
  // Content, photo and privacy problems together, by file and line: the order the student fixes them in.
  return new StudentError(contentMessages.heading(problems.length), [...problems].sort(byPlace), 'content.invalid');
}

/** The photos the content names, as the image stage's requests (each filed under its `imageKey`). */
export const imageRequests = (uses: readonly ImageUse[]) =>
  uses.map((use) => ({ key: imageKey(use), source: use.source, ...(use.focus ? { focus: use.focus } : {}) }));

const publishedNames = (image: ProcessedImage) => [...Object.values(image.slots).flatMap((slot) => slot.variants.map((v) => v.name)), image.large.name];

/** What every page carries inline: the stylesheet (with a placeholder rule per image colour), the client script, the favicon. */
async function inlineAssets(images: Iterable<ProcessedImage>, settings: Settings, cache: Cache): Promise<InlineAssets> {
  const [css, script, favicon] = await Promise.all([
    bundleStylesheet(
      [...images].map((image) => image.color),
      settings,
      cache,
    ),
    bundleClientScript(cache),
    faviconDataUrl(),
  ]);
  return { css, script, favicon };
}

/**
 * The content with the saved files read again: only those, when each is a file already known;
 * everything through `load` (the one loader) at first, or when a file was added, removed or
 * renamed. Unchanged content is the same object, so its parse is reused.
 */
async function refreshContent(previous: ContentFiles | undefined, changed: Changes['content'], load: () => Promise<ContentFiles>): Promise<ContentFiles> {
  if (!previous || changed === 'all') return load();
  let next = previous;
  for (const file of changed) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return load();
    if (path.resolve(next.collection.path) === file) {
      next = { ...next, collection: { ...next.collection, text } };
      continue;
    }
    const index = next.species.findIndex((species) => path.resolve(species.path) === file);
    if (index < 0) return load();
    next = { ...next, species: next.species.map((species, i) => (i === index ? { ...species, text } : species)) };
  }
  return next;
}

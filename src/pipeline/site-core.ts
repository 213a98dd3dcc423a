/**
 * The site's one pipeline, kept in memory between calls. `check(changes)` parses the content and
 * checks every photo without encoding one (opens it, reads its privacy metadata, looks for faces);
 * `update(changes)` checks, then processes the photos, bundles the inline assets, renders the
 * pages and makes the host files, redoing only what `changes` touched. A species file is re-read
 * alone; a processed photo stays until it changes; a page is rendered again only when its view
 * model changed (its own species file, the home page when its card changed; kokoelma.md or the
 * stylesheet changes every page). As Astro's content layer calls one `load()` at build and again
 * on a watcher event, `buildSite` is one `update(EVERYTHING)` of a new core followed by what only
 * a build does, `npm run dev` keeps one core between saves, `npm run palautus` updates a core and
 * prints the booklet, and `npm run luokka` checks each student's repository with a core of its own.
 * Nothing here writes the site.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Cache, openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import { publishedContent, usesOf } from '../content/drafts.ts';
import { type Content, type ImageUse, imageKey } from '../content/model.ts';
import { byPlace, type ContentFiles, imageProblems, type ParsedContent, parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import type { NameLookups } from '../content/check-names.ts';
import { checkAssignment } from '../content/requirements.ts';
import type { Pixels } from '../images/decode.ts';
import { processImages } from '../images/pipeline.ts';
import type { ProcessedImage } from '../images/types.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import type { SiteSettings } from '../model/types.ts';
import { lookupName, scientificConflict, suggestName } from '../names/table.ts';
import { headersFile, type Indexing, type InlineAssets, robotsFile, sitemapFile } from '../pages/host-files.ts';
import { allRoutes, createRoutes, HOST_FILES, outputPath, type Route, type Routes } from '../pages/routes.ts';
import { pageView, type SiteData } from '../pages/views.ts';
import { checkPhotos } from '../privacy/check-photos.ts';
import type { FaceDetection, FaceDetector } from '../privacy/faces/detect-faces.ts';
import { detectPhotoFaces, faceWarnings, facesInPixels } from '../privacy/faces/photo-faces.ts';
import { bundleClientScript, bundleStylesheet, faviconDataUrl } from './bundle-assets.ts';
import { unusedPhotoWarnings } from './unused-photos.ts';

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
  /** The day a date photographed may not be after; the clock's now unless given. */
  today?: Date;
  /** The store kept between runs; by default one in `settings.cacheDir` (a build passes its own, to prune it when done). */
  cache?: Cache;
  /** `npm run dev` only: drafts (`luonnos: kyllä`) are shown too, marked; everywhere else they are left out. */
  drafts?: 'show';
}

/** What only a build adds to the pages: the booklet's link on the home page. */
export interface PageExtras {
  booklet?: { path: string; bytes: number };
}

/** The content and its photos checked, nothing encoded: what `check` finds. */
export interface SiteCheck {
  files: ContentFiles;
  /** The trusted content with the species this core shows (`publishedContent`: drafts only in `npm run dev`); `undefined` when there are problems. */
  content: Content | undefined;
  /** The collection's settings when kokoelma.md itself is right, even when a species file is not. */
  site: SiteSettings | undefined;
  /** Every photo use the content names, drafts' too (a photo used twice with two crops is two uses). */
  uses: readonly ImageUse[];
  /** What stops a build: content mistakes, photos that cannot be opened, locations not allowed; by file and line. */
  problems: Problem[];
  /** The photos this check opened that carry a location, allowed or not (`npm run luokka` lists them). */
  located: string[];
  /**
   * What builds but is worth a look, each decided by its code (`messages/warnings.ts`): camera
   * identity in the photos this check opened; faces in every photo in use with no `lupa: kyllä`
   * (looked for only when there are no problems); the assignment's shortfalls; files nothing
   * reads, Markdown shown as text and names the table questions.
   */
  warnings: Problem[];
  /** The assignment's checklist line (`Tehtävä: 18/20 lajia; …`); `undefined` without a `tehtava.md`. */
  checklist: string | undefined;
}

export interface SiteState {
  content: Content;
  /** Every photo use of the species shown (a photo used twice with two crops is two uses). */
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
  /**
   * Every warning, never fatal: the check's, then photos no species uses (when this update
   * looked: the first, and after the photos or the photos named changed) and photos this update
   * processed whose small versions are at the quality floor.
   */
  warnings: Problem[];
  /** The assignment's checklist line; `undefined` without a `tehtava.md`. */
  checklist: string | undefined;
}

interface HeldImage {
  image: ProcessedImage;
  /** Its published files: name → cached file. */
  files: [string, string][];
}

/** What `check` finds before the faces: the warnings that go before and after theirs. */
interface Inspection extends Omit<SiteCheck, 'warnings'> {
  before: Problem[];
  after: Problem[];
}

/** The check with the face warnings in their place: after the photos' metadata, before the assignment's and the content's. */
const withFaces = ({ before, after, ...found }: Inspection, faces: readonly Problem[]): SiteCheck => ({ ...found, warnings: [...before, ...faces, ...after] });

/** What a core keeps between calls; each phase below reads and renews its part. */
interface Memory {
  files?: ContentFiles;
  parsed?: { from: ContentFiles; result: ParsedContent };
  /** Processed photos by `imageKey`, kept until the photo changes or no species uses it. */
  images: Map<string, HeldImage>;
  /** Face detections by photo path, kept like the processed photos until the photo changes. */
  faces: Map<string, FaceDetection>;
  inline?: { colors: string; assets: InlineAssets };
  /** Each page's view and HTML by output path. */
  pages: Map<string, { view: string; html: string }>;
  /** React and the templates, loaded when the first page is rendered. */
  renderView?: (page: ReturnType<typeof pageView>) => string;
  /** The photos the content named at the last update: unused photos are looked for again only when these or the photos change. */
  usedSources?: string;
}

/** The shipped table of Finnish species names, read on the first name it is asked about. */
const NAME_TABLE: NameLookups = { find: lookupName, suggest: suggestName, conflict: scientificConflict };

/** A site pipeline that remembers. `update` throws `StudentError` (every problem at its file and line) for the student's mistakes; `check` returns them. */
export function createSiteCore(settings: Settings, options: CoreOptions = {}) {
  const load = options.loadContent ?? (() => readContent(settings.dataDir));
  const cache = options.cache ?? openCache(settings.cacheDir);
  const routes = createRoutes(settings.basePath, settings.siteUrl);
  const memory: Memory = { images: new Map(), faces: new Map(), pages: new Map() };

  /** The content parsed and every photo new to this core checked, encoding nothing; faces too, once the content parses. */
  async function check(changes: Changes = EVERYTHING): Promise<SiteCheck> {
    const found = await inspect(changes);
    // Faces are looked for whenever the content parsed, even when a photo problem (a location) stops
    // the build: the class report shows them beside it, and the results are cached for the next build.
    const faces = found.content ? await lookForFaces(memory, found.uses, settings, cache, options.detectFaces) : [];
    return withFaces(found, faces);
  }

  /** The content parsed and every photo new to this core opened and its metadata read, nothing decoded. */
  async function inspect(changes: Changes): Promise<Inspection> {
    forgetChanged(memory, changes);
    memory.files = await refreshContent(memory.files, changes.content, load);
    const files = memory.files;
    const parsed = parseFiles(memory, files, settings, options.today);
    const { images: uses } = parsed;
    // Drafts are checked like every species below; only the species published are built and counted.
    const content = parsed.content && publishedContent(parsed.content, options);
    // Every new photo is opened (not decoded) before any is encoded: a content mistake or a missing
    // photo is reported at once, not after minutes of encoding the others.
    const photos = await checkPhotos(newUses(memory, uses), settings, content?.site.showLocations === true);
    const assignment = checkAssignment(files, content);
    return {
      files,
      content,
      site: parsed.site,
      uses,
      problems: [...parsed.problems, ...photos.errors],
      located: photos.located,
      before: photos.warnings,
      after: [...(assignment?.warnings ?? []), ...parsed.warnings],
      checklist: assignment?.checklist,
    };
  }

  /**
   * The whole site in memory, redoing what `changes` touched. The photos new to this core are
   * looked at for faces while they are encoded, on the pixels the encoder decodes; a photo already
   * encoded (a cached one too) is decoded for the face check only when the face cache has no result.
   */
  async function update(changes: Changes, extras: PageExtras = {}): Promise<SiteState> {
    const found = await inspect(changes);
    const { content, uses } = found;
    if (found.problems.length > 0 || !content) throw contentError(found.problems);
    const shownUses = usesOf(content, uses);
    const processed = await processNew(memory, shownUses, settings, cache, options.onImageProgress, options.detectFaces);
    // Every use, drafts' too, as check() does: a draft's photo is decoded for its faces here.
    const checked = withFaces(found, await lookForFaces(memory, uses, settings, cache, options.detectFaces));
    const images = new Map([...memory.images].map(([key, held]) => [key, held.image]));
    const inline = await inlineFor(memory, images.values(), settings, cache);
    const data: SiteData = {
      content,
      images,
      routes,
      inline,
      settings,
      ...(options.devScriptUrl ? { devScriptUrl: options.devScriptUrl } : {}),
      ...(extras.booklet ? { booklet: extras.booklet } : {}),
    };
    const routesNow = allRoutes(content.species);
    const rendered = await renderChanged(memory, routesNow, data);
    const imageFiles = new Map([...memory.images.values()].flatMap((held) => held.files));
    return {
      content,
      uses: shownUses,
      images,
      imageFiles,
      routes,
      inline,
      pages: new Map(routesNow.map((route) => [outputPath(route), memory.pages.get(outputPath(route))!.html])),
      ...hostFiles(content, routes, inline),
      rendered,
      processed: processed.count,
      cacheHits: processed.cacheHits,
      warnings: [...(await unusedIfChanged(memory, checked, changes, settings)), ...checked.warnings, ...processed.atQualityFloor],
      checklist: checked.checklist,
    };
  }
  return { check, update };
}

/** Forgets what `changes` made stale: the processed photos and face detections of changed photos, the inline assets when the client changed. */
function forgetChanged(memory: Memory, changes: Changes): void {
  const changed = (source: string) => changes.photos === 'all' || changes.photos.includes(source);
  for (const [key, held] of memory.images) if (changed(held.image.source)) memory.images.delete(key);
  for (const source of memory.faces.keys()) if (changed(source)) memory.faces.delete(source);
  if (changes.client) memory.inline = undefined;
}

/** The content parsed, again only when its files changed (unchanged files are the same object). */
function parseFiles(memory: Memory, files: ContentFiles, settings: Settings, today: Date | undefined): ParsedContent {
  if (memory.parsed?.from !== files) {
    const names = settings.checkNames ? { names: NAME_TABLE } : {};
    memory.parsed = { from: files, result: parseContent(files, settings.images.sourceExtensions, { ...names, ...(today ? { today } : {}) }) };
  }
  return memory.parsed.result;
}

/** The photo uses this core has not processed yet. */
const newUses = (memory: Memory, uses: readonly ImageUse[]) => uses.filter((use) => !memory.images.has(imageKey(use)));

/**
 * The face warnings of every photo in use (so the dev page shows them until they are dealt
 * with). Photos this core has not looked at yet are read and decoded for it here (the cache
 * answers for unchanged bytes, so a second build decodes nothing): all of them for `check`, none
 * after `update` looked at the photos it encoded, unless one could not be looked at then.
 */
async function lookForFaces(memory: Memory, uses: readonly ImageUse[], settings: Settings, cache: Cache, detect: FaceDetector | undefined): Promise<Problem[]> {
  if (!settings.faces.enabled) return [];
  const sources = new Set(uses.map((use) => use.source));
  const unchecked = [...sources].filter((source) => !memory.faces.has(source));
  for (const [source, found] of await detectPhotoFaces(unchecked, settings, cache, detect)) memory.faces.set(source, found);
  for (const source of memory.faces.keys()) if (!sources.has(source)) memory.faces.delete(source);
  return faceWarnings(uses, memory.faces, settings);
}

/**
 * Encodes (or reads from the cache) the photos new to this core and forgets the ones no longer
 * used; throws the photos that failed. Each photo it reads that this core has not looked at for
 * faces gets its faces from the face cache or from the pixels decoded for the encoder.
 */
async function processNew(
  memory: Memory,
  uses: readonly ImageUse[],
  settings: Settings,
  cache: Cache,
  onProgress: CoreOptions['onImageProgress'],
  detect: FaceDetector | undefined,
): Promise<{ count: number; cacheHits: number; atQualityFloor: Problem[] }> {
  const missing = newUses(memory, uses);
  const faces = new Map<string, Promise<FaceDetection | undefined>>();
  const onSource = (source: string, bytes: Buffer, pixels: () => Promise<Pixels>) => {
    // Undecodable: left out, and the encoder says why.
    if (!memory.faces.has(source) && !faces.has(source))
      faces.set(
        source,
        facesInPixels(bytes, pixels, settings, cache, detect).catch(() => undefined),
      );
    return faces.get(source) ?? Promise.resolve(undefined);
  };
  const processed = await processImages(imageRequests(missing), {
    assetsDir: settings.assetsDir,
    cache,
    settings: settings.images,
    ...(onProgress ? { onProgress } : {}),
    ...(settings.faces.enabled ? { onSource } : {}),
  });
  for (const [source, found] of faces) {
    const detection = await found;
    if (detection) memory.faces.set(source, detection);
  }
  const failed = imageProblems(missing, processed.failures);
  if (failed.length > 0) throw contentError(failed);
  for (const [key, image] of processed.images)
    memory.images.set(key, { image, files: publishedNames(image).map((name) => [name, processed.files.get(name)!]) });
  const used = new Set(uses.map(imageKey));
  for (const key of memory.images.keys()) if (!used.has(key)) memory.images.delete(key);
  return {
    count: new Set(missing.map(imageKey)).size,
    cacheHits: processed.cacheHits,
    atQualityFloor: missing.filter((use) => processed.images.get(imageKey(use))?.atQualityFloor).map(qualityFloorNotice),
  };
}

/** A photo whose small versions are at the lowest quality allowed, at the line that names it. */
const qualityFloorNotice = (use: ImageUse): Problem => ({
  file: use.file,
  line: use.line,
  key: 'kuvat',
  photo: use.source,
  ...problem('image.qualityFloor', use.source),
});

/** The inline assets, bundled again only when the client changed or the set of placeholder colours did. */
async function inlineFor(memory: Memory, images: Iterable<ProcessedImage>, settings: Settings, cache: Cache): Promise<InlineAssets> {
  const list = [...images];
  const colors = [...new Set(list.map((image) => image.color))].sort().join(',');
  if (memory.inline?.colors !== colors) memory.inline = { colors, assets: await inlineAssets(list, settings, cache) };
  return memory.inline.assets;
}

/** Renders the pages whose view changed and forgets removed ones; returns how many. */
async function renderChanged(memory: Memory, routesNow: readonly Route[], data: SiteData): Promise<number> {
  const current = new Set(routesNow.map(outputPath));
  for (const file of memory.pages.keys()) if (!current.has(file)) memory.pages.delete(file);
  let rendered = 0;
  for (const route of routesNow) {
    const file = outputPath(route);
    const page = pageView(route, data);
    const view = JSON.stringify(page);
    if (memory.pages.get(file)?.view === view) continue;
    memory.renderView ??= (await import('../pages/render.tsx')).renderView;
    memory.pages.set(file, { view, html: memory.renderView(page) });
    rendered++;
  }
  return rendered;
}

/** robots.txt, sitemap.xml and `_headers`. With `hakukoneet: ei` there is no sitemap (it would only invite indexing), and every page and header says noindex. */
function hostFiles(content: Content, routes: Routes, inline: InlineAssets): Pick<SiteState, 'hostTexts' | 'headers'> {
  const indexing: Indexing = content.site.searchEngines === false ? { noindex: true } : {};
  const sitemap = indexing.noindex ? undefined : sitemapFile(routes, content.species);
  return {
    hostTexts: [{ path: HOST_FILES.robots, contents: robotsFile(routes, indexing) }, ...(sitemap ? [{ path: HOST_FILES.sitemap, contents: sitemap }] : [])],
    headers: { path: HOST_FILES.headers, contents: headersFile(routes, inline, indexing) },
  };
}

/** The photos no species uses, looked for when the photos or the photos named changed (always on a core's first update). */
async function unusedIfChanged(memory: Memory, checked: SiteCheck, changes: Changes, settings: Settings): Promise<Problem[]> {
  const sources = [...new Set(checked.uses.map((use) => use.source))].sort().join('\n');
  const look = changes.photos.length > 0 || sources !== memory.usedSources;
  memory.usedSources = sources;
  return look
    ? unusedPhotoWarnings(
        settings,
        checked.files,
        checked.uses.map((use) => use.source),
      )
    : [];
}

/** The student's content mistakes as one error: every problem, each at its file and line. */
export function contentError(problems: readonly Problem[]): StudentError {
  // Content, photo and privacy problems together, by file and line: the order the student fixes them in.
  return new StudentError(problem('content.invalid', problems.length), [...problems].sort(byPlace));
}

/** The photos the content names, as the image stage's requests (each filed under its `imageKey`). */
const imageRequests = (uses: readonly ImageUse[]) =>
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

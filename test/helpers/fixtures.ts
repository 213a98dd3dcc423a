/**
 * Test fixtures: a small collection covering every optional part of the content model, written as
 * the Markdown files a student writes (in memory, as `ContentFiles`). Page tests render it with
 * stub images (no sharp, no disk); integration tests build it for real, with images drawn by sharp
 * into a temp folder, never into `dist/`.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BuildResult } from '../../src/pipeline/build-site.ts';
import { defaults, type ImageSlot, resolveSettings, type SettingOverrides, type Settings } from '../../src/config.ts';
import { type Content, imageKey } from '../../src/content/model.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { formatCollectionFile, formatSpeciesFile } from '../../src/content/species-file.ts';
import type { SiteSettings, Species, SpeciesImage } from '../../src/model/types.ts';
import { planVariants } from '../../src/images/variant-plan.ts';
import type { ProcessedImage, SlotImage } from '../../src/images/types.ts';
import { renderPage } from '../../src/pages/render.tsx';
import { allRoutes, createRoutes, outputPath } from '../../src/pages/routes.ts';
import { parsePage } from './dom.ts';

/**
 * Page tests render in memory and never need sharp or the build: both are imported on first use,
 * which keeps each page test's process start a second shorter.
 */
const loadSharp = async () => (await import('sharp')).default;
const loadBuild = () => import('../../src/pipeline/build-site.ts');

/** A solid-colour test image with a diagonal stripe, so crops and rotations are visible. */
export async function makeImage(file: string, width: number, height: number, colour: string, format: 'png' | 'jpeg' = 'png', takenAt?: string) {
  const sharp = await loadSharp();
  await mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><path d="M0 0L${width} ${height}" stroke="#fff" stroke-width="${Math.ceil(width / 20)}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  if (takenAt) image.withExif({ IFD2: { DateTimeOriginal: takenAt } });
  await (format === 'png' ? image.png() : image.jpeg()).toFile(file);
}

/** A fixture species and the group folder its file lies in (`kasvit` unless it says). */
export type FixtureSpecies = Species & { group?: string };

/**
 * Four species, each in a group folder chosen so that the grid order (groups in their fixed order,
 * then a folder of the student's own) is the order written here: the page tests count on it.
 */
export const fixtureSpecies = (): FixtureSpecies[] => [
  {
    group: 'kasvit',
    title: 'Metsämänty',
    officName: 'Pinus sylvestris',
    images: [{ source: 'puut/manty-1.png' }, { source: 'puut/manty-2.png' }, { source: 'puut/manty-3.png' }],
    contentArr: ['Mänty on Suomen yleisin puu.', 'Sen kaarna on ylhäällä oranssi.'],
    infoCard: { kuvausaika: '7.6.2022', kuvauspaikka: 'Nuuksio, Espoo' },
    kasvupaikka: 'Kuivat kankaat',
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty', kohde: 'Wikipedia: Metsämänty' },
      { url: 'https://example.org/manty', kohde: 'Esimerkkilähde' },
    ],
  },
  {
    group: 'puut',
    title: 'Haapa',
    officName: 'Populus tremula',
    images: [{ source: 'puut/haapa.png' }],
    contentArr: ['Haavan lehdet värisevät tuulessa.'],
    infoCard: { kuvausaika: '12.10.2023' },
  },
  {
    group: 'hamahakit',
    title: 'Rapuhämähäkki',
    images: [{ source: 'hamahakki.jpg' }],
    contentArr: [],
    infoCard: { kuvauspaikka: 'Oulu' },
  },
  {
    // A folder of the student's own: after every known group.
    group: 'kahlaajat',
    title: 'Iso kuovi',
    officName: 'Numenius arquata',
    images: [],
    contentArr: [],
  },
];

export const FIXTURE_SITE: SiteSettings = { title: 'Eliökokoelma', authorFirstName: 'Aino', className: '8b' };

/** Where content files lie, as the build's messages name them. */
export const SPECIES_DIR = 'src/data/lajit';

/** A file name from a title, as a student would save it: `Iso kuovi` → `iso-kuovi`. */
export const fileSlug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[äå]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'laji';

/**
 * The species as the files a student writes (`src/data/lajit/<group>/<name>.md`, in the form
 * `npm run uusi` writes), ready for `parseContent` or a build. Two titles that make the same
 * file name get `-2`, `-3`: the files are in memory, the names only show in messages.
 */
export function fixtureContent(species: readonly FixtureSpecies[] = fixtureSpecies(), site: SiteSettings = FIXTURE_SITE): ContentFiles {
  const taken = new Set<string>();
  const files = species.map(({ group = 'kasvit', ...entry }) => {
    const stem = `${SPECIES_DIR}/${group}/${fileSlug(entry.title)}`;
    let file = `${stem}.md`;
    for (let n = 2; taken.has(file); n++) file = `${stem}-${n}.md`;
    taken.add(file);
    return { path: file, text: formatSpeciesFile(entry), group };
  });
  return { collection: { path: 'src/data/kokoelma.md', text: formatCollectionFile(site) }, species: files, speciesDir: SPECIES_DIR };
}

/** The fixture images' pixel sizes and, for the camera JPEG, the date its EXIF records. */
const FIXTURE_IMAGES: Record<string, { width: number; height: number; colour: string; format?: 'jpeg'; takenAt?: string }> = {
  'puut/manty-1.png': { width: 800, height: 600, colour: '#4a6b3a' },
  'puut/manty-2.png': { width: 600, height: 900, colour: '#8a5a2b' },
  'puut/manty-3.png': { width: 640, height: 480, colour: '#2b4a8a' },
  'puut/haapa.png': { width: 1000, height: 750, colour: '#c8a030' },
  // A camera JPEG with a shooting date: Rapuhämähäkki has no written Kuvausaika.
  'hamahakki.jpg': { width: 300, height: 200, colour: '#d0d0b0', format: 'jpeg', takenAt: '2022:08:15 10:00:00' },
};

/**
 * What the image stage would report for each photo, by `imageKey`, without encoding anything: the
 * variants the encoder's own plan (`planVariants`) gives the fixture's size, named like real ones.
 */
export function stubImages(photos: Iterable<SpeciesImage | string>, settings: Settings = defaults): Map<string, ProcessedImage> {
  const images = new Map<string, ProcessedImage>();
  for (const photo of photos) {
    const image: SpeciesImage = typeof photo === 'string' ? { source: photo } : photo;
    const { source } = image;
    const fixture = FIXTURE_IMAGES[source] ?? { width: 1200, height: 900, colour: '#507050' };
    const stem = path.posix.basename(source, path.posix.extname(source));
    const plan = planVariants(fixture, settings.images);
    const slot = (name: ImageSlot): SlotImage => {
      const variants = plan.slots[name].map(({ file, ...v }) => ({ ...v, name: `${stem}-0123abcd-${file}`, bytes: v.width * 10 }));
      const widest = variants[variants.length - 1]!;
      return { width: widest.width, height: widest.height, variants };
    };
    images.set(imageKey(image), {
      source,
      color: fixture.colour,
      slots: { card: slot('card'), detail: slot('detail') },
      large: { width: fixture.width, height: fixture.height, name: `${stem}-0123abcd-${plan.largeFile}`, bytes: fixture.width * 20 },
      ...(fixture.takenAt ? { captureDate: '15.8.2022' } : {}),
    });
  }
  return images;
}

/** Stand-ins for the inline stylesheet, script and favicon in in-memory renders. */
export const STUB_INLINE = { css: 'body{margin:0}', script: 'void 0', favicon: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' };

export interface RenderedSite {
  content: Content;
  images: Map<string, ProcessedImage>;
  /** HTML by output path. */
  pages: Map<string, string>;
  /** A page parsed the way a browser reads it. */
  page(file: string): Document;
}

/** Renders every page of a collection in memory, with stub images: the page tests' fast path. */
export function renderFixture(files: ContentFiles = fixtureContent(), overrides: SettingOverrides = {}): RenderedSite {
  const settings = resolveSettings({}, {}, overrides);
  const parsed = parseContent(files, settings.images.sourceExtensions);
  if (!parsed.content) throw new Error(`fixture content has problems: ${JSON.stringify(parsed.problems)}`);
  const content = parsed.content;
  const images = stubImages(parsed.images, settings);
  const data = { content, images, routes: createRoutes(settings.basePath, settings.siteUrl), inline: STUB_INLINE, settings };
  const pages = new Map(allRoutes(content.species).map((route) => [outputPath(route), renderPage(route, data)]));
  return {
    content,
    images,
    pages,
    page: (file) => {
      const html = pages.get(file);
      if (html === undefined) throw new Error(`no page ${file}; pages: ${[...pages.keys()].join(', ')}`);
      return parsePage(html);
    },
  };
}

export interface Workspace {
  dir: string;
  assetsDir: string;
  outDir: string;
  cacheDir: string;
  cleanup(): Promise<void>;
}

/** A temp folder with the fixture images drawn into `assets/`. */
export async function makeWorkspace(): Promise<Workspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-test-'));
  const assetsDir = path.join(dir, 'assets');
  await Promise.all(
    Object.entries(FIXTURE_IMAGES).map(([source, f]) => makeImage(path.join(assetsDir, source), f.width, f.height, f.colour, f.format ?? 'png', f.takenAt)),
  );
  return {
    dir,
    assetsDir,
    outDir: path.join(dir, 'dist'),
    cacheDir: path.join(dir, 'cache'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * For a build whose test is about something other than encoding: one WebP width per slot and a
 * 480 px large variant, three files a photo instead of eleven in three formats (AVIF is most of a
 * build's time), at WebP effort 0 (a quarter of effort 4's time). The pipeline's work per variant
 * is the same; image-encode, images and build tests keep the real formats and widths.
 */
export const QUICK_IMAGES = {
  formats: ['webp'],
  slots: { card: { ...defaults.images.slots.card, widths: [280] }, detail: { ...defaults.images.slots.detail, widths: [480] } },
  largeLongEdge: 480,
  webpEffort: 0,
} satisfies SettingOverrides['images'];

/**
 * No face detection, for a build whose test is not about faces: the real model costs about a
 * second to start and a detection per photo in every new cache. faces-build.test.ts tests it.
 */
export const NO_FACES = { faces: { enabled: false } } satisfies SettingOverrides;

/**
 * `overrides` on top of `QUICK_IMAGES` and `NO_FACES`; a test's own `images` and `faces` settings
 * win key by key (resolveSettings merges them only one level deep, which would drop these).
 */
export const quick = (overrides: SettingOverrides = {}): SettingOverrides => ({
  ...overrides,
  images: { ...QUICK_IMAGES, ...overrides.images },
  faces: { ...NO_FACES.faces, ...overrides.faces },
});

/** The settings of a build into the workspace's own folders. */
export const workspaceSettings = (ws: Workspace, overrides: SettingOverrides = {}): Settings =>
  resolveSettings({}, {}, { assetsDir: ws.assetsDir, outDir: ws.outDir, cacheDir: ws.cacheDir, ...overrides });

/** A real build (sharp, disk) of a collection into the workspace. */
export async function buildInto(ws: Workspace, content: ContentFiles = fixtureContent(), overrides: SettingOverrides = {}): Promise<BuildResult> {
  const { buildSite } = await loadBuild();
  return buildSite({ content, settings: workspaceSettings(ws, overrides) });
}

/** Parses a built page into a DOM, the way a browser reads it. */
export async function readPage(ws: Workspace, file: string) {
  const html = await readFile(path.join(ws.outDir, file), 'utf8');
  return { html, document: parsePage(html) };
}

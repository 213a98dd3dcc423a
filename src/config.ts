/**
 * Every tunable setting of the build in one typed object. `defaults` holds the values with the
 * reason for each; `resolveSettings` merges flags and environment variables over them, once, for
 * every command (build, serve, dev). Change a value here, not in the module that uses it.
 */
import { problem } from './messages/problems.ts';
import { type Finding, StudentError } from './messages/student-error.ts';

/** Encoded formats the image pipeline can write. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** The places a photo is shown in: a home-page card and the species page's detail card. */
export type ImageSlot = 'card' | 'detail';

export interface SlotImageSettings {
  /** Shape (width, height) of the box the layout shows; every variant is cropped to it. */
  aspect: readonly [number, number];
  /** Widths (px) of the variants, each one a browser picks for some screen. */
  widths: readonly number[];
  /**
   * A slot whose wider crops serve screens denser than this slot's widest crop, instead of more
   * crops of its own. Its box must be close in shape: `object-fit: cover` trims the difference.
   */
  denserFrom?: ImageSlot;
}

export interface ImageSettings {
  /** Per layout slot, the box its variants are cropped to and their widths. */
  slots: Record<ImageSlot, SlotImageSettings>;
  /** Long edge (px) of the "Katso kuva laajempana" variant, the only uncropped one. */
  largeLongEdge: number;
  /**
   * Formats in order of preference. Every one but the last becomes a `<source>` at every width;
   * the last is the `<img>` fallback, only for browsers that decode none of the others, so it is
   * written at each slot's largest width only and must be one every browser decodes. The first
   * is what the page-weight report counts, as the format a current browser picks.
   */
  formats: readonly [ImageFormat, ...ImageFormat[]];
  /** Encoder quality per format, and of the large variant. */
  quality: { avif: number; webp: number; jpeg: number; large: number };
  /** Byte cap of the large variant, and the lowest quality it may step down to to fit. */
  largeMaxBytes: number;
  largeMinQuality: number;
  /**
   * Per slot, a byte cap on the variant the budget phone takes (the narrowest at least `width`
   * wide) in the first format: that file is a page's largest paint, so it must arrive in the
   * first round trip. Its quality steps down by 2 until it fits, to no lower than `leadMinQuality`.
   */
  leadBudgets: Partial<Record<ImageSlot, { width: number; maxBytes: number }>>;
  /** The lowest quality (on the first format's scale, sharp's AVIF 1–100) a budget may step down to. */
  leadMinQuality: number;
  /** AVIF encoder effort (0–9). */
  avifEffort: number;
  /** WebP encoder effort (0–6). */
  webpEffort: number;
  /** Sources above this many pixels are refused. */
  maxInputPixels: number;
  /** Sources above this many bytes are refused before they are read into memory. */
  maxSourceBytes: number;
  /** Source file types the pipeline accepts (by file extension, lowercase, with the dot). */
  sourceExtensions: readonly string[];
}

/**
 * The page's layout in CSS px: the stylesheet reads these numbers (`var(--layout-…)` in `site.css`,
 * written in when the site is built), and so do the `sizes` attributes and the page-weight report.
 */
export interface LayoutSettings {
  /** Widest a grid card gets. */
  cardWidth: number;
  /** Narrowest a grid card gets before the grid has one column fewer. */
  cardMinWidth: number;
  /** Space between grid cards. */
  gridGap: number;
  /** Widest the detail card gets. */
  detailWidth: number;
  /** Page padding on each side. */
  pagePadding: number;
  /** Cards loaded eagerly; the rest load lazily. */
  eagerCards: number;
  /** Of those, how many also get `fetchpriority="high"`. */
  highPriorityCards: number;
}

export interface Budgets {
  /** The phone the budgets are measured for. */
  viewport: { width: number; devicePixelRatio: number };
  /** Home page first view, bytes. */
  home: number;
  /** Heaviest species page first view, bytes. */
  species: number;
  /** The client script, gzip bytes. */
  script: number;
}

/** The face detector's settings; every one but `enabled` and `meshThreshold` is part of its cache key. */
export interface FaceCheckSettings {
  /** Off only to measure what the check costs (`npm run bench`); a student never turns it off. */
  enabled: boolean;
  model: string;
  modelVersion: string;
  minScore: number;
  meshThreshold: number;
  maxFaces: number;
  inputSize: number;
  tiles: number;
  tileAbove: number;
}

export interface Settings {
  /** Folder of the student's text files: `kokoelma.md` and `lajit/<ryhmä>/*.md`. */
  dataDir: string;
  /** Folder of source images; every `kuvat` path in the content is relative to it. */
  assetsDir: string;
  /** Output folder; replaced as a whole only when a build succeeds. */
  outDir: string;
  /** What is kept between runs (`src/cache/store.ts`), a folder per kind: `images/`, `faces/`, `booklet/`, `bundles/`, `precompressed/`. */
  cacheDir: string;
  /** URL prefix when the site lives under a sub-path; '' for the root. */
  basePath: string;
  /** Public address of the home page; enables canonical URLs, share images and sitemap.xml. */
  siteUrl: string;
  /** Port of the local preview and dev servers. */
  port: number;
  /** `warn` reports pages over budget instead of failing the build. */
  budget: 'fail' | 'warn';
  images: ImageSettings;
  /** The face check every photo gets before it is published (`src/privacy/faces/`). */
  faces: FaceCheckSettings;
  /** Species names checked against the table of Finnish names (`src/names/`), as warnings. */
  checkNames: boolean;
  layout: LayoutSettings;
  budgets: Budgets;
  /** The browser-visible theme colour (top bar), also `<meta name="theme-color">`. */
  themeColor: string;
}

export const defaults = {
  /** Where OHJE.md tells the student to write. */
  dataDir: 'src/data',
  /** The folder a student drops photos into. */
  assetsDir: 'assets',
  /** Where every static host expects a built site. */
  outDir: 'dist',
  /** Safe to delete; CI keeps it between runs. */
  cacheDir: '.cache',
  /** The root of the host; GitHub Pages project sites set `/repository-name`. */
  basePath: '',
  /** Unknown until the student publishes; without it the site still works, minus share tags. */
  siteUrl: '',
  /** Vite's preview port: free on most machines, and what students see in tutorials. */
  port: 4173,
  /** A page over budget is a mistake to fix, not to ship. */
  budget: 'fail',

  images: {
    /**
     * Cropped to the boxes the stylesheet draws with `object-fit: cover` (it takes their shapes
     * from here): the card image 7:5, the detail image 4:3, so no variant carries pixels the box
     * cuts away. Widths are the ones browsers pick (the narrowest at least slot width × device
     * pixel ratio) on current screens, counted with `test/unit/image-sizes.test.ts`: card 280 CSS
     * px: 280 at 1×, 560 at 1.25–2×; detail (480 CSS px, or the phone's width less padding): 480
     * at 1×, 720 on 2× phones and 1.25–1.5× desktops, 960 on 2× desktops, tablets and 2.625–3×
     * phones. A width no screen picks is build time nobody receives, so none is kept. 2.625–3×
     * phones take the detail's 960 crop in the card (4:3 in the 7:5 box, a little of its height
     * trimmed) rather than a third card crop, which would cost encoding time for every photo.
     * The README's Performance section has the measurements.
     */
    slots: {
      card: { aspect: [7, 5], widths: [280, 560], denserFrom: 'detail' },
      detail: { aspect: [4, 3], widths: [480, 720, 960] },
    },
    /**
     * Sharp on any screen, far smaller than a 12 MP original. Not lowered to let libjpeg decode a
     * 4032 px photo at half scale: sharp shrinks on load by 2 only from a factor of 3 (its guard
     * against libjpeg rounding), so that would take 1344 px, visibly soft on a 3× phone.
     */
    largeLongEdge: 2048,
    /**
     * AVIF is the smallest, WebP the widely decoded fallback, JPEG the last resort inside `<img>`
     * for browsers that know neither (so only at each slot's widest: 2 files instead of 5, and
     * the widest detail JPEG is the share image).
     */
    formats: ['avif', 'webp', 'jpeg'],
    /**
     * Chosen by comparing outputs side by side: below these, AVIF smears fine texture (bark,
     * feathers) and JPEG shows blocking in skies; above them bytes grow with no visible gain at
     * these display sizes.
     */
    quality: { avif: 50, webp: 72, jpeg: 75, large: 80 },
    /**
     * A detailed 12 MP photo at WebP 80 can reach ~500 KB at 2048 px; the encoder then steps
     * quality down by 8 (to at most `largeMinQuality`) until it fits, trying each step on a
     * sample of the photo first.
     */
    largeMaxBytes: 400 * 1024,
    largeMinQuality: 56,
    /**
     * A page's first photo is its largest paint on a phone (Lighthouse's mobile LCP). The budget
     * phone (390 px at 2×) takes the card's 560 crop and the detail's 720 crop. In Lighthouse's
     * model a connection sends about 14.3 KB in its first round trip (response headers included)
     * and about twice that in the next, each costing 150 ms. Card: the home page must paint its
     * first card in one round trip; the sample's Haapa card at 16.5 KB took home's LCP from
     * 0.91–0.93 s to 1.05–1.11 s. 14 000 bytes (≤ 14 KB whichever kilobyte is meant) leaves room
     * for the headers. Detail: measured on the sample's 29 species pages, a first photo of
     * 14.7–34 KiB paints at 0.90–0.94 s (two round trips), under 1.0 s; real phone photos above
     * that took a third (1.06 s). 30 000 bytes keeps every species page at two round trips without
     * taking quality from the photos that already fit; one round trip (≤ 14 KB) would cost AVIF
     * quality 40 or less on most of the sample. Every photo is held to these, not only the one
     * that sorts first today: any photo can become first (a new species, a reordered `kuvat`
     * list) without a re-encode, and a photo under its budget is not touched.
     */
    leadBudgets: { card: { width: 560, maxBytes: 14_000 }, detail: { width: 720, maxBytes: 30_000 } },
    /**
     * Below AVIF 40, fine texture (bark, feathers) visibly turns to smears at these sizes; a photo
     * that needs less to fit stays over its budget at 40 and the build report names it.
     */
    leadMinQuality: 40,
    /**
     * Effort 2 keeps visitors' bytes lowest for a build cost paid once per image (the cache keeps
     * the result): 3 was slower and no smaller, 0 much faster but heavier (the README's
     * Performance section has the measurements).
     */
    avifEffort: 2,
    /**
     * sharp's own default. Tests that are not about bytes take 0: a quarter of the time on a
     * 480 px crop, the same size on grain, about half again as large on a flat drawing.
     */
    webpEffort: 4,
    /** Decompression bombs; a 24 MP camera photo is well below. */
    maxInputPixels: 100_000_000,
    /** A camera photo is 2–15 MB; 200 MB is a video or a mistake, and would be read whole. */
    maxSourceBytes: 200 * 1024 * 1024,
    /** What sharp's prebuilt libvips decodes, plus iPhone HEIC/HEIF, which `images/heic.ts` decodes. */
    sourceExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg', '.heic', '.heif'],
  },

  /**
   * Offline face detection (issue 31): a photo that probably shows a person's face is a warning,
   * silenced for one photo by `lupa: kyllä` under it in `kuvat`. Results are cached by the photo's
   * bytes and the keyed settings below (`src/privacy/faces/face-cache.ts`).
   */
  faces: {
    /** Every build checks; `npm run bench` turns it off once to measure the build without it. */
    enabled: true,
    /**
     * BlazeFace finds candidates, the face mesh takes a second look at each. The models ship in
     * the package named by `modelVersion`: both are part of every cache key, so a new Human (new
     * model files) re-checks every photo. A unit test fails when the installed package differs,
     * so a dependency bump cannot keep stale results.
     */
    model: 'blazeface+facemesh',
    modelVersion: 'human-3.3.6',
    /**
     * BlazeFace's floor: a weaker candidate is dropped, anything stronger gets the mesh's second
     * look. Low, because real faces 150–300 px high in a 12 MP photo score only 0.30–0.60 here
     * (docs/decisions/face-detector.md): BlazeFace's score alone cannot tell them from reed heads
     * (0.62).
     */
    minScore: 0.3,
    /**
     * A candidate is a probable face when the face mesh is at least this sure it holds one. Measured
     * (docs/decisions/face-detector.md): real faces 150 px high in a 12 MP photo 0.9–1 for 74 of 79
     * candidates, drawn faces from 120 px 1.00; reed heads 0.00, the sample's drawings at most 0.61
     * (a fungus). 0.75 keeps 0.14 from the sample and drops 2 of 77 real faces at 150 px. Applied
     * after the cache, so changing it re-detects nothing.
     */
    meshThreshold: 0.75,
    /** At most this many faces per photo; a class photo has more, but one is enough to warn. */
    maxFaces: 20,
    /**
     * Longest side, in pixels, of the one copy the detector sees, resized from the pixels the
     * encoder decodes. Each pass of BlazeFace sees its part at 256 px whatever this is; the mesh
     * crops its faces from this copy, and needs about 40 px of face to be sure of one.
     */
    inputSize: 1024,
    /**
     * Passes besides the whole photo: a grid of `tiles` × `tiles` overlapping parts, each 60 % of
     * the photo's width and height, so that a face down to 150 px high in a 12 MP photo is large
     * enough in BlazeFace's 256 px view (docs/decisions/face-detector.md has the sizes).
     */
    tiles: 2,
    /**
     * Only a photo whose longest side (as decoded) is more than this gets the tiles. In BlazeFace's
     * 256 px view of a whole photo of 2400 px, a 150 px face is 16 px high, as large as a tile shows
     * it in a 12 MP photo (4032 px): a smaller photo needs no tiles. Each pass and its mesh looks
     * cost about 0.1 s, so this keeps a 2048 px photo (the sample's) at one pass instead of five.
     */
    tileAbove: 2400,
  },

  layout: {
    /** The spec's 17.5rem. */
    cardWidth: 280,
    /** 15rem: two columns from a 536 px wide window (two cards, a gap and the page padding). */
    cardMinWidth: 240,
    /** 3 of the stylesheet's 8 px spacing units. */
    gridGap: 24,
    /** The spec's 30rem. */
    detailWidth: 480,
    /** 2 spacing units. */
    pagePadding: 16,
    /**
     * One: on a phone only the first card is in view, and the largest paint came sooner when the
     * first row of four stopped competing with it (measured in the README's Performance
     * section). On a desktop the lazy cards in view still load at once.
     */
    eagerCards: 1,
    /** The first card is the phone's LCP image. */
    highPriorityCards: 1,
  },

  /**
   * Checked by every build against the first view on a phone. HTML, CSS and JS count as
   * transferred (gzip); images count as stored (they are already compressed).
   */
  budgets: {
    /** 390 CSS px wide, as a common mid-range phone, at 2× density. */
    viewport: { width: 390, devicePixelRatio: 2 },
    /** HTML + CSS + the eagerly loaded card images. */
    home: 120 * 1024,
    /** HTML + CSS + JS + its first image. */
    species: 120 * 1024,
    /** The gallery script is a dozen lines; a kilobyte means something crept in. */
    script: 1024,
  },

  /**
   * A Finnish name one or two letters from a known one, or written with another species'
   * scientific name, is a warning (issue 30). Every build checks; `npm run bench` turns it off
   * (BENCH_NAMES=off) to measure what the table costs a build.
   */
  checkNames: true,

  /** The top bar's colour. */
  themeColor: '#1f1f1f',
} satisfies Settings;

/** What a command line or a test may set; groups are merged field by field over the defaults. */
export interface SettingOverrides extends Partial<Omit<Settings, 'images' | 'faces' | 'layout' | 'budgets'>> {
  images?: Partial<ImageSettings>;
  faces?: Partial<FaceCheckSettings>;
  layout?: Partial<LayoutSettings>;
  budgets?: Partial<Budgets>;
}

/** The command-line flags every command shares; each wins over its environment variable. */
export interface SettingFlags {
  base?: string | undefined;
  'site-url'?: string | undefined;
  out?: string | undefined;
  port?: string | undefined;
  budget?: string | undefined;
}

/** Thrown when a flag or environment variable cannot be used; its message lists every problem. */
export class SettingsError extends StudentError {
  constructor(settingProblems: readonly Finding[]) {
    super(problem('settings.value', 'heading', settingProblems.length), settingProblems);
    this.name = 'SettingsError';
  }
}

/**
 * The settings in force: a flag, else its environment variable (`BASE_PATH`, `SITE_URL`,
 * `PORT`), else the default; `overrides` (tests, the dev server) win over all three. Throws a
 * `SettingsError` naming every value that cannot be used, before anything is built or served.
 */
export function resolveSettings(flags: SettingFlags = {}, env: NodeJS.ProcessEnv = {}, overrides: SettingOverrides = {}): Settings {
  const pick = (flag: string | undefined, variable: string | undefined) => flag ?? (variable === '' ? undefined : variable);
  const basePath = pick(flags.base, env.BASE_PATH);
  const siteUrl = pick(flags['site-url'], env.SITE_URL);
  const port = pick(flags.port, env.PORT);
  const fromCommandLine: SettingOverrides = {
    ...(basePath !== undefined ? { basePath } : {}),
    ...(siteUrl !== undefined ? { siteUrl } : {}),
    ...(port !== undefined ? { port: /^\d{1,5}$/.test(port) ? Number(port) : Number.NaN } : {}),
    ...(flags.out !== undefined ? { outDir: flags.out } : {}),
    ...(flags.budget !== undefined ? { budget: flags.budget as Settings['budget'] } : {}),
  };
  const settings = mergeSettings(mergeSettings(defaults, fromCommandLine), overrides);
  const problems = settingsProblems(settings, port);
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}

/** Why each top-level setting cannot be used, named by its environment variable and flag. */
function settingsProblems(settings: Settings, portReceived: string | undefined): Finding[] {
  const problems: Finding[] = [];
  const siteUrl = siteUrlProblem(settings.siteUrl);
  if (siteUrl) problems.push(siteUrl);
  if (!isUrlPath(settings.basePath)) problems.push(problem('settings.value', 'basePath', settings.basePath));
  if (!Number.isInteger(settings.port) || settings.port < 0 || settings.port > 65535) {
    problems.push(problem('settings.value', 'port', portReceived ?? String(settings.port)));
  }
  if (settings.budget !== 'fail' && settings.budget !== 'warn') problems.push(problem('settings.value', 'budget', settings.budget));
  if (settings.outDir.trim() === '') problems.push(problem('settings.value', 'out', settings.outDir));
  return problems;
}

/** Why a site URL cannot be the public address of the home page, or `undefined`. '' means none. */
function siteUrlProblem(siteUrl: string): Finding | undefined {
  if (siteUrl === '') return undefined;
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return problem('settings.value', 'siteUrl', siteUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem('settings.value', 'siteUrlScheme', siteUrl);
  if (url.hostname === '') return problem('settings.value', 'siteUrlHost', siteUrl);
  if (url.search || url.hash) return problem('settings.value', 'siteUrlQuery', siteUrl);
  // Without BASE_PATH the address's path is the base path of every link, so it follows the same rule.
  if (!isUrlPath(url.pathname)) return problem('settings.value', 'siteUrlPath', siteUrl, url.pathname);
  return undefined;
}

/**
 * Whether a base path can be put in front of every URL as it is: segments of the characters a URL
 * path needs no escaping for (as GitHub repository names are), no `.`/`..` and no empty segment.
 * A `%` is refused too: `/a%ZZ/` is no escape at all, and a real one would be decoded by some
 * servers and not by others.
 */
function isUrlPath(basePath: string): boolean {
  const segments = basePath.trim().replace(/^\/+|\/+$/g, '');
  return segments === '' || segments.split('/').every((segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

function mergeSettings(base: Settings, overrides: SettingOverrides): Settings {
  const { images, faces, layout, budgets, ...top } = overrides;
  return {
    ...base,
    ...top,
    images: { ...base.images, ...images },
    faces: { ...base.faces, ...faces },
    layout: { ...base.layout, ...layout },
    budgets: { ...base.budgets, ...budgets },
  };
}

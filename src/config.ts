/**
 * Every tunable default of the build in one place. Change a value here, not in the module that
 * uses it; each line says why it has the value it has.
 */
export const defaults = {
  /** Folder of source images; every `images` path in the content is relative to it. */
  assetsDir: 'assets',
  /** Output folder; replaced as a whole only when a build succeeds. */
  outDir: 'dist',
  /** Processed image variants, kept between builds (safe to delete; CI may cache it). */
  cacheDir: '.cache/images',
  /** URL prefix when the site lives under a sub-path (e.g. `/eliokokoelma`); '' for the root. */
  basePath: '',

  images: {
    /**
     * Widths (px) of the responsive variants. The layout shows a card at up to 280 CSS px and the
     * detail image at up to 480 CSS px, so these are ×1 and ×2 of both; the browser picks one from
     * `srcset` + `sizes`.
     */
    widths: [280, 480, 560, 960],
    /** Long edge of the "Katso kuva laajempana" variant: sharp on any screen, far smaller than a 12 MP original. */
    largeLongEdge: 2048,
    /**
     * Formats in the order `<picture>` offers them: AVIF is the smallest, WebP the widely decoded
     * fallback, JPEG the last resort inside `<img>` for browsers that know neither.
     */
    formats: ['avif', 'webp', 'jpeg'] as const,
    /**
     * Encoder qualities, chosen by comparing outputs side by side: below these, AVIF smears fine
     * texture (bark, feathers) and JPEG shows blocking in skies; above them bytes grow with no
     * visible gain at these display sizes.
     */
    quality: { avif: 50, webp: 72, jpeg: 75, large: 80 },
    /** AVIF encoder effort (0–9): 4 is sharp's default; higher saves a few % for much more CPU time. */
    avifEffort: 4,
    /** Refuse sources above this many pixels (decompression bombs); a 24 MP camera photo is well below. */
    maxInputPixels: 100_000_000,
    /** Source file types the pipeline accepts (by file extension). */
    sourceExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'],
  },

  layout: {
    /** `sizes` for a grid card: full width minus page padding on phones, 17.5rem (280 px) otherwise. */
    cardSizes: '(max-width: 327px) calc(100vw - 2rem), 280px',
    /** `sizes` for the detail image: the card is at most 30rem (480 px) wide. */
    detailSizes: '(max-width: 527px) calc(100vw - 2rem - 2px), 480px',
    /** Cards loaded eagerly at the top of the grid (one row on a desktop); the rest load lazily. */
    eagerCards: 4,
    /** Of those, how many also get `fetchpriority="high"`: the first is the phone's LCP image. */
    highPriorityCards: 1,
  },

  /** The browser-visible theme colour (top bar), also used for `<meta name="theme-color">`. */
  themeColor: '#1f1f1f',
} as const;

export type Defaults = typeof defaults;
export type ImageFormat = (typeof defaults.images.formats)[number];

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
  /** Public address of the home page (e.g. `https://aino.github.io/eliokokoelma/`); enables canonical URLs, share images and sitemap.xml. */
  siteUrl: '',

  images: {
    /**
     * Widths (px) of the responsive variants. The layout shows a card at up to 280 CSS px and the
     * detail image at up to 480 CSS px, so these are ×1 and ×2 of both, plus 720 for the detail
     * image on phones (358–380 CSS px at 1.75–2×), which would otherwise load the 960 one.
     */
    widths: [280, 480, 560, 720, 960],
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
    /**
     * Byte cap of the large variant. A detailed 12 MP photo at WebP 80 can reach ~500 KB at
     * 2048 px; the encoder then steps quality down (to at most `largeMinQuality`) until it fits.
     */
    largeMaxBytes: 400 * 1024,
    largeMinQuality: 56,
    /**
     * AVIF encoder effort (0–9). All five widths of three sample images, 2 cores:
     * effort 0: 245–264 ms, 47–171 KB; 1: 419–743 ms, 38–138 KB; 2: 623–1132 ms, 34–135 KB;
     * 3: 1075–1989 ms, no smaller. Effort 2 keeps visitors' bytes lowest for a build cost paid once
     * per image (the cache keeps the result); 0 would be 3× faster but 20–38 % heavier.
     */
    avifEffort: 2,
    /** Refuse sources above this many pixels (decompression bombs); a 24 MP camera photo is well below. */
    maxInputPixels: 100_000_000,
    /** Source file types the pipeline accepts (by file extension). */
    sourceExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'],
  },

  layout: {
    /** Widest a grid card gets, in CSS px (the spec's 17.5rem); `site.css` uses the same value. */
    cardWidth: 280,
    /** Widest the detail card gets, in CSS px (the spec's 30rem). */
    detailWidth: 480,
    /** Page padding on each side, in CSS px (2 spacing units in `site.css`). */
    pagePadding: 16,
    /**
     * Cards loaded eagerly; the rest load lazily. One: on a phone only the first card is in view,
     * and Lighthouse's mobile LCP went from 1.5 s to 1.0 s when the first row of four stopped
     * competing with it. On a desktop the lazy cards in view still load at once.
     */
    eagerCards: 1,
    /** Of those, how many also get `fetchpriority="high"`: the first is the phone's LCP image. */
    highPriorityCards: 1,
  },

  /**
   * Page-weight budgets, checked by every build against the first view on a phone. Bytes of HTML,
   * CSS and JS count as transferred (gzip); images count as stored (they are already compressed).
   */
  budgets: {
    /** The phone the budgets are measured for: 390 CSS px wide, as a common mid-range phone, at 2× density. */
    viewport: { width: 390, devicePixelRatio: 2 },
    /** Home page: HTML + CSS + the eagerly loaded card images. */
    home: 120 * 1024,
    /** Heaviest species page: HTML + CSS + JS + its first image. */
    species: 120 * 1024,
    /** The gallery script, gzip. */
    script: 1024,
  },

  /** The browser-visible theme colour (top bar), also used for `<meta name="theme-color">`. */
  themeColor: '#1f1f1f',
} as const;

export type Defaults = typeof defaults;
export type ImageFormat = (typeof defaults.images.formats)[number];

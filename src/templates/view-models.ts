/**
 * The props the templates render: plain data with every URL already resolved, so a template never
 * computes a path or reads a file.
 */
import type { Run } from '../model/types.ts';

/** How urgently the browser should fetch an image, next to the other requests of the page. */
export type FetchPriority = 'high' | 'auto' | 'low';

export interface PictureView {
  alt: string;
  width: number;
  height: number;
  /** One `<source>` per modern format, best first. */
  sources: { type: string; srcset: string }[];
  /** JPEG fallback for `<img>`. */
  src: string;
  srcset: string;
  /** CSS class painting the image's average colour while it loads. */
  colorClass: string;
  /** The large variant, opened by "Katso kuva laajempana" (and printed: it is the whole photo). */
  largeUrl: string;
  largeWidth: number;
  largeHeight: number;
}

export interface NameView {
  title: string;
  officName?: string;
}

export interface PageShell {
  siteTitle: string;
  homeUrl: string;
  /** Text of `<title>`. */
  documentTitle: string;
  description: string;
  /** The policy as a `<meta>`, for hosts that send no headers; must precede the inline code. */
  contentSecurityPolicy: string;
  /** The stylesheet, inline: the same bytes on every page, allowed by its hash in the policy. */
  css: string;
  /** The client script, inline, only on pages that need it; likewise the same bytes everywhere. */
  script?: string;
  themeColor: string;
  /** A `data:` URL: inline like the stylesheet, so no request competes with the first photo. */
  favicon: string;
  /** Absolute URLs, only when a site URL is configured. */
  canonicalUrl?: string;
  shareImageUrl?: string;
  /** Live reload, in `npm run dev` output only. */
  devScriptUrl?: string;
  /** Not-found pages ask search engines not to index them. */
  noindex?: boolean;
}

export interface CardView {
  name: NameView;
  url: string;
  picture?: PictureView;
  loading: 'eager' | 'lazy';
  priority: FetchPriority;
  /** `npm run dev` only: the draft's mark (`luonnos: kyllä`). */
  draft?: string;
}

export interface HomeView {
  shell: PageShell;
  title: string;
  authorFirstName: string;
  className: string;
  /** The `sizes` attribute of every card image. */
  cardSizes: string;
  /** The PDF booklet, when the build made one: its URL and its size as shown (`2,4 Mt`). */
  booklet?: { url: string; size: string };
  cards: CardView[];
}

export interface FactView {
  label: string;
  text: string;
  /** ISO date for `<time datetime>`, only for Kuvausaika. */
  isoDate?: string;
}

export interface SpeciesView {
  shell: PageShell;
  name: NameView;
  homeUrl: string;
  url: string;
  pictures: PictureView[];
  sizes: string;
  facts: FactView[];
  /** Description paragraphs as runs of text, italic and bold (`inline-markdown.ts`). */
  paragraphs: Run[][];
  sources: { url: string; label: string; kohde: string }[];
  /** `npm run dev` only: why this draft is not on the published site. */
  draft?: string;
}

export interface NotFoundView {
  shell: PageShell;
  heading: string;
  text?: string;
  /**
   * On hosts that serve one root 404.html for every miss, the client script switches it to the
   * species not-found view under this URL prefix; without JavaScript the generic view stays.
   */
  speciesMiss?: { prefix: string; heading: string; text: string; documentTitle: string };
}

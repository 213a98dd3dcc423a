/**
 * View models: content and processed images turned into the plain props the templates render,
 * with every URL resolved through the routes module and every text taken from `src/messages/site.ts`.
 * Pure and free of React and sharp, so it can be tested on its own.
 */
import { inlineRuns, plainText } from '../content/inline-markdown.ts';
import type { ImageSlot, Settings } from '../config.ts';
import { isoDate } from '../content/finnish-date.ts';
import { type Content, imageKey, type SpeciesEntry } from '../content/model.ts';
import { mimeType } from '../images/formats.ts';
import type { ProcessedImage } from '../images/types.ts';
import type { FactView, HomeView, NotFoundView, PageShell, PictureView, SpeciesView } from '../templates/view-models.ts';
import { serveMessages } from '../messages/serve.ts';
import { documentTitle, fileSize, homeDescription, imageAlt, siteDescription, speciesDescription, texts } from '../messages/site.ts';
import { contentSecurityPolicy, type InlineAssets } from './host-files.ts';
import { sizesAttribute, slotVariants } from './image-sizes.ts';
import { colorClass } from './placeholders.ts';
import { imagePath, type Route, type Routes } from './routes.ts';

export interface SiteData {
  content: Content;
  /** Processed images by source path (as written in the content). */
  images: ReadonlyMap<string, ProcessedImage>;
  routes: Routes;
  /** The stylesheet, client script and favicon that pages carry inline. */
  inline: InlineAssets;
  settings: Pick<Settings, 'images' | 'layout' | 'themeColor'>;
  /** Only `npm run dev` sets this: the live-reload script, which never reaches a real build. */
  devScriptUrl?: string;
  /** The PDF booklet, when the build made one: its output path and size, for the home page's link. */
  booklet?: { path: string; bytes: number };
}

interface ShellOptions {
  description?: string;
  script?: boolean;
  /** The page's own URL, for the canonical link. */
  url?: string;
  /** Output path of the image shown when the page is shared. */
  image?: string | undefined;
  noindex?: boolean;
}

function shell(data: SiteData, pageTitle: string | undefined, options: ShellOptions = {}): PageShell {
  const { site } = data.content;
  const { routes } = data;
  const canonicalUrl = options.url ? routes.absoluteUrl(options.url) : undefined;
  const shareImageUrl = canonicalUrl && options.image ? routes.absoluteUrl(routes.fileUrl(options.image)) : undefined;
  return {
    siteTitle: site.title,
    homeUrl: routes.homeUrl(),
    documentTitle: documentTitle(pageTitle, site.title),
    description: options.description ?? siteDescription(site.title, site.authorFirstName, site.className),
    contentSecurityPolicy: contentSecurityPolicy(data.inline, 'meta'),
    css: data.inline.css,
    ...(options.script ? { script: data.inline.script } : {}),
    themeColor: data.settings.themeColor,
    favicon: data.inline.favicon,
    ...(data.devScriptUrl ? { devScriptUrl: data.devScriptUrl } : {}),
    ...(canonicalUrl ? { canonicalUrl } : {}),
    ...(shareImageUrl ? { shareImageUrl } : {}),
    ...(options.noindex || site.searchEngines === false ? { noindex: true } : {}),
  };
}

/**
 * Output path of the image shown when a page is shared: the widest detail JPEG (the format every
 * link preview understands, in the 4:3 crop that keeps the subject), else the widest detail
 * variant of the `<img>` fallback format.
 */
function shareImage(entry: SpeciesEntry | undefined, data: SiteData): string | undefined {
  const first = entry?.images[0];
  const image = first === undefined ? undefined : data.images.get(imageKey(first));
  if (!image) return undefined;
  const formats = data.settings.images.formats;
  const format = formats.includes('jpeg') ? 'jpeg' : formats[formats.length - 1];
  const variant = image.slots.detail.variants.filter((v) => v.format === format).at(-1);
  return variant && imagePath(variant.name);
}

export function homeView(data: SiteData): HomeView {
  const { site, species } = data.content;
  const { eagerCards, highPriorityCards } = data.settings.layout;
  return {
    shell: shell(data, undefined, {
      description: homeDescription(site.title, site.authorFirstName, site.className, species.length),
      url: data.routes.homeUrl(),
      image: shareImage(
        species.find((s) => s.images.length > 0),
        data,
      ),
    }),
    title: site.title,
    authorFirstName: site.authorFirstName,
    className: site.className,
    cardSizes: sizesAttribute('card', data.settings.layout),
    ...(data.booklet ? { booklet: { url: data.routes.fileUrl(data.booklet.path), size: fileSize(data.booklet.bytes) } } : {}),
    cards: species.map((entry, index) => ({
      name: nameOf(entry),
      url: data.routes.speciesUrl(entry),
      ...(entry.images.length > 0 ? { picture: pictureView(entry, 0, 'card', data) } : {}),
      loading: index < eagerCards ? 'eager' : 'lazy',
      // Lazy cards near the view still load at once on a desktop, and Chromium starts them while
      // the first card (the phone's LCP image) is still arriving: `low` lets that one finish first.
      priority: index < highPriorityCards ? 'high' : index < eagerCards ? 'auto' : 'low',
      ...(entry.draft ? { draft: serveMessages.draftCard } : {}),
    })),
  };
}

export function speciesView(entry: SpeciesEntry, data: SiteData): SpeciesView {
  const fullName = fullNameOf(entry);
  const url = data.routes.speciesUrl(entry);
  const firstImage = entry.images[0] === undefined ? undefined : data.images.get(imageKey(entry.images[0]));
  return {
    shell: shell(data, fullName, {
      description: summary(entry.contentArr[0] === undefined ? undefined : plainText(entry.contentArr[0])) ?? speciesDescription(fullName),
      script: entry.images.length > 1,
      url,
      image: shareImage(entry, data),
    }),
    name: nameOf(entry),
    homeUrl: data.routes.homeUrl(),
    url,
    pictures: entry.images.map((_, index) => pictureView(entry, index, 'detail', data)),
    sizes: sizesAttribute('detail', data.settings.layout),
    facts: facts(entry, firstImage?.captureDate),
    paragraphs: entry.contentArr.map((paragraph) => inlineRuns(paragraph)),
    sources: (entry.lahteet ?? []).map((source) => ({ url: source.url, label: readableUrl(source.url), kohde: source.kohde })),
    ...(entry.draft ? { draft: serveMessages.draftPage } : {}),
  };
}

/** The species not-found view (`Ei löydy`), or the generic one (`404 - Ei löydy`). */
export function notFoundView(kind: 'species-not-found' | 'not-found', data: SiteData): NotFoundView {
  if (kind === 'species-not-found') {
    return { shell: shell(data, texts.speciesNotFound, { noindex: true }), heading: texts.speciesNotFound, text: texts.speciesNotFoundText };
  }
  return {
    shell: shell(data, texts.notFound, { noindex: true, script: true }),
    heading: texts.notFound,
    // Hosts with one root 404.html: the client script switches to the species view under the prefix.
    speciesMiss: {
      prefix: data.routes.speciesPrefix(),
      heading: texts.speciesNotFound,
      text: texts.speciesNotFoundText,
      documentTitle: documentTitle(texts.speciesNotFound, data.content.site.title),
    },
  };
}

const nameOf = (entry: SpeciesEntry) => (entry.officName ? { title: entry.title, officName: entry.officName } : { title: entry.title });
const fullNameOf = (entry: SpeciesEntry) => (entry.officName ? `${entry.title} (${entry.officName})` : entry.title);

/** One image as the given slot shows it: its crop's variants, and its intrinsic size for zero layout shift. */
function pictureView(entry: SpeciesEntry, index: number, slot: ImageSlot, data: SiteData): PictureView {
  const key = imageKey(entry.images[index]!);
  const image = data.images.get(key);
  if (!image) throw new Error(`Image "${key}" of species "${entry.title}" was not processed`);
  const { width, height, variants: own } = image.slots[slot];
  const url = (name: string) => data.routes.fileUrl(imagePath(name));
  const { formats } = data.settings.images;
  const fallbackFormat = formats[formats.length - 1]!;
  const srcset = (format: string) =>
    slotVariants(image, slot, data.settings.images.slots)
      .filter((v) => v.format === format)
      .map((v) => `${url(v.name)} ${v.width}w`)
      .join(', ');
  // A browser without srcset shows `src`: the slot's own crop.
  const fallback = own.filter((v) => v.format === fallbackFormat).at(-1)!;
  return {
    alt: imageAlt(fullNameOf(entry), index + 1, entry.images.length),
    width,
    height,
    sources: formats.slice(0, -1).map((format) => ({ type: mimeType(format), srcset: srcset(format) })),
    src: url(fallback.name),
    srcset: srcset(fallbackFormat),
    colorClass: colorClass(image.color),
    largeUrl: url(image.large.name),
    largeWidth: image.large.width,
    largeHeight: image.large.height,
  };
}

/** Tietoja; without a written Kuvausaika, the date the first photo's camera recorded stands in. */
/** Tietoja: place, date (the entry's, else the first photo's), habitat; each only when known. */
export function facts(entry: SpeciesEntry, photoDate: string | undefined): FactView[] {
  const list: FactView[] = [];
  const { kuvauspaikka } = entry.infoCard ?? {};
  const kuvausaika = entry.infoCard?.kuvausaika ?? photoDate;
  if (kuvauspaikka) list.push({ label: texts.place, text: kuvauspaikka });
  if (kuvausaika) {
    const iso = isoDate(kuvausaika);
    list.push({ label: texts.date, text: kuvausaika, ...(iso ? { isoDate: iso } : {}) });
  }
  if (entry.kasvupaikka) list.push({ label: texts.habitat, text: entry.kasvupaikka });
  return list;
}

/** A meta description from the first paragraph: search engines show about 155 characters. */
function summary(paragraph: string | undefined): string | undefined {
  if (!paragraph) return undefined;
  if (paragraph.length <= 155) return paragraph;
  const cut = paragraph.slice(0, 154);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100)).trimEnd()}…`;
}

/** Shows `…/wiki/Metsämänty` rather than `…/wiki/Mets%C3%A4m%C3%A4nty` as the link text. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** A page's view model with the template it is for: two equal page views give the same HTML. */
export type PageView = { template: 'home'; view: HomeView } | { template: 'species'; view: SpeciesView } | { template: 'not-found'; view: NotFoundView };

/** The one route → view function: which view model a route is rendered from. */
export function pageView(route: Route, data: SiteData): PageView {
  switch (route.kind) {
    case 'home':
      return { template: 'home', view: homeView(data) };
    case 'species':
      return { template: 'species', view: speciesView(route.entry, data) };
    case 'species-not-found':
    case 'not-found':
      return { template: 'not-found', view: notFoundView(route.kind, data) };
  }
}

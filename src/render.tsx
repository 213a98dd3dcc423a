/**
 * Pure page rendering: `renderPage(route, data)` returns the HTML of one page. It turns content and
 * processed images into view models (resolving every URL through the routes module) and renders
 * the React templates to static markup. No I/O here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { defaults } from './config.ts';
import type { Content } from './content.ts';
import type { Species } from './data/types.ts';
import { mimeType, type ProcessedImage } from './images.ts';
import { sizesAttribute } from './layout.ts';
import type { Route, Routes } from './routes.ts';
import { HomePage } from './templates/HomePage.tsx';
import { NotFoundPage } from './templates/NotFoundPage.tsx';
import { SpeciesPage } from './templates/SpeciesPage.tsx';
import type { FactView, PageShell, PictureView, SpeciesView } from './templates/view-models.ts';
import { parseFinnishDate } from './validate.ts';

export interface SiteData {
  content: Content;
  /** Processed images by source path (as written in the content). */
  images: ReadonlyMap<string, ProcessedImage>;
  routes: Routes;
  /** Output paths of the built stylesheet and client script. */
  assets: { css: string; script: string; favicon: string };
  /** Only `npm run dev` sets this: the live-reload script, which never reaches a real build. */
  devScriptUrl?: string;
}

/** The CSS class that paints an image's average colour as its loading placeholder. */
export const colorClass = (color: string): string => `ph-${color.slice(1)}`;

export function renderPage(route: Route, data: SiteData): string {
  const element = (() => {
    switch (route.kind) {
      case 'home':
        return <HomePage view={homeView(data)} />;
      case 'species': {
        const entry = data.content.species[route.index];
        if (!entry) throw new Error(`No species at index ${route.index}`);
        return <SpeciesPage view={speciesView(entry, data)} />;
      }
      case 'species-not-found':
        return <NotFoundPage view={{ shell: shell(data, SPECIES_MISS.heading, { noindex: true }), ...SPECIES_MISS }} />;
      case 'not-found':
        return (
          <NotFoundPage
            view={{
              shell: shell(data, '404 - Ei löydy', { noindex: true, script: true }),
              heading: '404 - Ei löydy',
              speciesMiss: {
                prefix: data.routes.speciesPrefix(),
                ...SPECIES_MISS,
                documentTitle: `${SPECIES_MISS.heading} – ${data.content.site.title}`,
              },
            }}
          />
        );
    }
  })();
  return `<!DOCTYPE html>${lowercaseAttributes(renderToStaticMarkup(element))}\n`;
}

/**
 * React writes some attributes with their JSX spelling (`srcSet`, `charSet`, `fetchPriority`).
 * Browsers accept any case, but validators and DOM tools expect HTML's lowercase names. Text
 * never contains a raw `<` (React escapes it), so the pattern only ever meets tags.
 */
function lowercaseAttributes(html: string): string {
  return html.replace(/<[a-z][^<>]*>/g, (tag) => tag.replace(/\s[a-z]+[A-Z][A-Za-z]*(?==)/g, (name) => name.toLowerCase()));
}

/** The spec's texts for an unknown species id. */
const SPECIES_MISS = { heading: 'Ei löydy', text: 'Osumaa ei löytynyt.' } as const;

interface ShellOptions {
  description?: string;
  script?: boolean;
  /** The page's own URL, for the canonical link. */
  url?: string;
  /** Output path of the image shown when the page is shared. */
  image?: string;
  noindex?: boolean;
}

function shell(data: SiteData, pageTitle: string | undefined, options: ShellOptions = {}): PageShell {
  const { site } = data.content;
  const { routes } = data;
  const canonicalUrl = options.url ? routes.absoluteUrl(options.url) : undefined;
  const shareImageUrl = canonicalUrl && options.image ? routes.absoluteUrl(routes.fileUrl(options.image)) : undefined;
  return {
    siteTitle: site.title,
    homeUrl: data.routes.homeUrl(),
    documentTitle: pageTitle ? `${pageTitle} – ${site.title}` : site.title,
    description: options.description ?? `${site.title}: ${site.authorFirstName}, luokka ${site.className}.`,
    cssUrl: data.routes.fileUrl(data.assets.css),
    ...(options.script ? { scriptUrl: data.routes.fileUrl(data.assets.script) } : {}),
    themeColor: defaults.themeColor,
    faviconUrl: routes.fileUrl(data.assets.favicon),
    ...(data.devScriptUrl ? { devScriptUrl: data.devScriptUrl } : {}),
    ...(canonicalUrl ? { canonicalUrl } : {}),
    ...(shareImageUrl ? { shareImageUrl } : {}),
    ...(options.noindex ? { noindex: true } : {}),
  };
}

/** The largest JPEG of a species' first image: the format every link preview understands. */
function shareImage(entry: Species | undefined, data: SiteData): string | undefined {
  const source = entry?.images[0];
  const image = source === undefined ? undefined : data.images.get(source);
  return image?.variants.filter((v) => v.format === 'jpeg').at(-1)?.file;
}

function homeView(data: SiteData) {
  const { site, species } = data.content;
  const { eagerCards, highPriorityCards } = defaults.layout;
  return {
    shell: shell(data, undefined, {
      description: `${site.title}: ${site.authorFirstName}, luokka ${site.className}. Eliöiden määrä: ${species.length}. Kuvat ja tiedot jokaisesta lajista.`,
      url: data.routes.homeUrl(),
      image: shareImage(species.find((s) => s.images.length > 0), data),
    }),
    title: site.title,
    authorFirstName: site.authorFirstName,
    className: site.className,
    cards: species.map((entry, index) => {
      const first = entry.images[0];
      return {
        name: nameOf(entry),
        url: data.routes.speciesUrl(entry.title),
        ...(first !== undefined ? { picture: pictureView(entry, 0, data) } : {}),
        loading: index < eagerCards ? ('eager' as const) : ('lazy' as const),
        highPriority: index < highPriorityCards,
      };
    }),
  };
}

function speciesView(entry: Species, data: SiteData): SpeciesView {
  const name = nameOf(entry);
  const fullName = entry.officName ? `${entry.title} (${entry.officName})` : entry.title;
  return {
    shell: shell(data, fullName, {
      description: summary(entry.contentArr[0]) ?? `${fullName}: kuvat ja tiedot lajista.`,
      script: entry.images.length > 1,
      url: data.routes.speciesUrl(entry.title),
      image: shareImage(entry, data),
    }),
    name,
    homeUrl: data.routes.homeUrl(),
    url: data.routes.speciesUrl(entry.title),
    pictures: entry.images.map((_, index) => pictureView(entry, index, data)),
    sizes: sizesAttribute('detail'),
    facts: facts(entry, entry.images[0] === undefined ? undefined : data.images.get(entry.images[0])?.captureDate),
    paragraphs: entry.contentArr,
    sources: (entry.lahteet ?? []).map((source) => ({ url: source.url, label: readableUrl(source.url), kohde: source.kohde })),
  };
}

const nameOf = (entry: Species) => (entry.officName ? { title: entry.title, officName: entry.officName } : { title: entry.title });

function pictureView(entry: Species, index: number, data: SiteData): PictureView {
  const source = entry.images[index]!;
  const image = data.images.get(source);
  if (!image) throw new Error(`Image "${source}" of species "${entry.title}" was not processed`);
  const url = data.routes.fileUrl;
  const srcset = (format: 'avif' | 'webp' | 'jpeg') =>
    image.variants
      .filter((v) => v.format === format)
      .map((v) => `${url(v.file)} ${v.width}w`)
      .join(', ');
  const jpegs = image.variants.filter((v) => v.format === 'jpeg');
  const fallback = jpegs[jpegs.length - 1]!;
  const name = entry.officName ? `${entry.title} (${entry.officName})` : entry.title;
  return {
    alt: `${name}, kuva ${index + 1}/${entry.images.length}`,
    width: image.width,
    height: image.height,
    sources: defaults.images.formats.filter((f) => f !== 'jpeg').map((f) => ({ type: mimeType(f), srcset: srcset(f) })),
    src: url(fallback.file),
    srcset: srcset('jpeg'),
    colorClass: colorClass(image.color),
    largeUrl: url(image.large.file),
  };
}

/** Tietoja; without a written Kuvausaika, the date the first photo's camera recorded stands in. */
function facts(entry: Species, photoDate: string | undefined): FactView[] {
  const list: FactView[] = [];
  const { kuvauspaikka } = entry.infoCard ?? {};
  const kuvausaika = entry.infoCard?.kuvausaika ?? photoDate;
  if (kuvauspaikka) list.push({ label: 'Kuvauspaikka', text: kuvauspaikka });
  if (kuvausaika) {
    const date = parseFinnishDate(kuvausaika);
    const iso = date && `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    list.push({ label: 'Kuvausaika', text: kuvausaika, ...(iso ? { isoDate: iso } : {}) });
  }
  if (entry.kasvupaikka) list.push({ label: 'Kasvupaikka', text: entry.kasvupaikka });
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
function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

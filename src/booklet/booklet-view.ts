/**
 * The booklet as plain props: which photo goes where at what printed size, the cover's facts,
 * the contents by group, one sheet per species and the closing species list. Pure: the photos'
 * files and the page numbers are filled in by `make-booklet.ts`.
 *
 * Every photo has a fixed printed size in millimetres, worked out here from the photo's shape
 * and the box its sheet gives it. The layout thus never depends on an image having loaded, which
 * lets the first of the two renders (the one that finds each species' page) use no photos at all.
 */
import { inlineRuns, type Run } from '../content/inline-markdown.ts';
import { finnishOrder } from '../content/groups.ts';
import { parseFinnishDate } from '../content/finnish-date.ts';
import { type Content, imageKey, type SpeciesEntry } from '../content/model.ts';
import type { ProcessedImage } from '../images/types.ts';
import { facts, readableUrl } from '../pages/views.ts';
import type { FactView } from '../templates/view-models.ts';
import { authorLine, imageAlt, speciesCount } from '../messages/site.ts';

/** A4 and the margins `booklet.css` gives every page, in millimetres. */
export const PAGE = { width: 210, height: 297, top: 14, side: 18, bottom: 18 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
/** Room between two photos side by side (the same gap as `booklet.css`). */
const GAP = 4;
/** Printer resolution the photos are made for: sharp on paper at reading distance, a fraction of the bytes of 300. */
export const PRINT_DPI = 200;

/** The box photos of a sheet fit into, by how many photos it has: one large, or two per row. */
export function photoBox(count: number): { width: number; height: number } {
  if (count <= 1) return { width: CONTENT_WIDTH, height: 125 };
  const width = (CONTENT_WIDTH - GAP) / 2;
  return { width, height: count === 2 ? 105 : 80 };
}
export const COVER_BOX = { width: 150, height: 130 } as const;

/** One printed photo: which processed image, at what size on paper and in pixels. */
export interface PhotoPlan {
  /** The processed image (by `imageKey`). */
  image: string;
  widthMm: number;
  heightMm: number;
  /** Pixels of the print JPEG: `PRINT_DPI` at the printed size, never more than the large variant has. */
  widthPx: number;
  heightPx: number;
  alt: string;
}

export interface BookletPhoto extends PhotoPlan {
  /** Set by `make-booklet.ts` once the print JPEG exists. */
  url: string;
}

export interface BookletSpecies {
  /** Anchor of its sheet, the contents' link target. */
  anchor: string;
  title: string;
  officName?: string;
  groupName: string;
  /** The first sheet of its group carries the group as a heading (the outline's first level). */
  firstOfGroup: boolean;
  photos: BookletPhoto[];
  facts: FactView[];
  /** Description paragraphs as runs of text, italic and bold (`inline-markdown.ts`). */
  paragraphs: readonly Run[][];
  sources: { url: string; label: string; kohde: string }[];
  /** For the species list: when and where it was photographed, if known. */
  date?: string;
  place?: string;
}

export interface BookletView {
  /** `<title>`, and so the PDF's title. */
  documentTitle: string;
  title: string;
  authorFirstName: string;
  className: string;
  /** `Aino, luokka 8b.` */
  authorLine: string;
  /** `Eliöiden määrä: 29` */
  countLine: string;
  /** `Kuvattu 14.5.2023–7.9.2024`, when any date is known. */
  dateLine?: string;
  cover?: BookletPhoto;
  groups: { name: string; species: BookletSpecies[] }[];
  species: BookletSpecies[];
  /** The running footer's text (the page number is added by the browser). */
  footer: string;
}

/** Where a photo of `width`×`height` pixels prints inside `box` (mm), and its print pixels. */
export function fitPhoto(width: number, height: number, box: { width: number; height: number }): Omit<PhotoPlan, 'image' | 'alt'> {
  const scale = Math.min(box.width / width, box.height / height);
  const widthMm = round1(width * scale);
  const heightMm = round1(height * scale);
  const px = (mm: number) => Math.round((mm / 25.4) * PRINT_DPI);
  // Never more pixels than the large variant has: a small photo prints at a lower resolution.
  const shrink = Math.min(1, width / px(widthMm), height / px(heightMm));
  return { widthMm, heightMm, widthPx: Math.max(1, Math.round(px(widthMm) * shrink)), heightPx: Math.max(1, Math.round(px(heightMm) * shrink)) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every photo the booklet prints, by species (in content order), and the cover's. */
export function planPhotos(content: Content, images: ReadonlyMap<string, ProcessedImage>): { sheets: PhotoPlan[][]; cover: PhotoPlan | undefined } {
  const plan = (entry: SpeciesEntry, index: number, box: { width: number; height: number }): PhotoPlan => {
    const key = imageKey(entry.images[index]!);
    const image = images.get(key);
    if (!image) throw new Error(`Image "${key}" of species "${entry.title}" was not processed`);
    return { image: key, alt: imageAlt(fullName(entry), index + 1, entry.images.length), ...fitPhoto(image.large.width, image.large.height, box) };
  };
  const sheets = content.species.map((entry) => entry.images.map((_, index) => plan(entry, index, photoBox(entry.images.length))));
  const first = content.species.find((entry) => entry.images.length > 0);
  return { sheets, cover: first ? plan(first, 0, COVER_BOX) : undefined };
}

/** The booklet's props, with each planned photo's URL from `urlOf`. */
export function bookletView(
  content: Content,
  images: ReadonlyMap<string, ProcessedImage>,
  plans: ReturnType<typeof planPhotos>,
  urlOf: (plan: PhotoPlan) => string,
): BookletView {
  const { site } = content;
  const photo = (plan: PhotoPlan): BookletPhoto => ({ ...plan, url: urlOf(plan) });
  const seenGroups = new Set<string>();
  const species = content.species.map((entry, index): BookletSpecies => {
    const firstOfGroup = !seenGroups.has(entry.groupName);
    seenGroups.add(entry.groupName);
    const firstImage = entry.images[0] && images.get(imageKey(entry.images[0]));
    const date = entry.infoCard?.kuvausaika ?? firstImage?.captureDate;
    const place = entry.infoCard?.kuvauspaikka;
    return {
      anchor: `laji-${index + 1}`,
      title: entry.title,
      ...(entry.officName ? { officName: entry.officName } : {}),
      groupName: entry.groupName,
      firstOfGroup,
      photos: plans.sheets[index]!.map(photo),
      facts: facts(entry, firstImage?.captureDate),
      paragraphs: entry.contentArr.map((paragraph) => inlineRuns(paragraph)),
      sources: (entry.lahteet ?? []).map((source) => ({ url: source.url, label: readableUrl(source.url), kohde: source.kohde })),
      ...(date ? { date } : {}),
      ...(place ? { place } : {}),
    };
  });
  const groups: BookletView['groups'] = [];
  for (const entry of species) {
    const last = groups.at(-1);
    if (last?.name === entry.groupName) last.species.push(entry);
    else groups.push({ name: entry.groupName, species: [entry] });
  }
  const span = dateSpan(species.map((s) => s.date));
  return {
    documentTitle: `${site.title} – ${site.authorFirstName}, ${site.className}`,
    title: site.title,
    authorFirstName: site.authorFirstName,
    className: site.className,
    authorLine: authorLine(site.authorFirstName, site.className),
    countLine: speciesCount(species.length),
    ...(span ? { dateLine: `Kuvattu ${span}` } : {}),
    ...(plans.cover ? { cover: photo(plans.cover) } : {}),
    groups,
    species,
    footer: `${site.title} · ${site.authorFirstName}, ${site.className}`,
  };
}

const fullName = (entry: SpeciesEntry) => (entry.officName ? `${entry.title} (${entry.officName})` : entry.title);

/** `14.5.2023–7.9.2024` from the earliest to the latest real date, one date when they are the same. */
export function dateSpan(dates: readonly (string | undefined)[]): string | undefined {
  const known = dates
    .map((text) => (text ? { text, date: parseFinnishDate(text) } : undefined))
    .filter((d): d is { text: string; date: NonNullable<ReturnType<typeof parseFinnishDate>> } => d?.date !== undefined)
    .map(({ date }) => ({ text: `${date.day}.${date.month}.${date.year}`, order: date.year * 10000 + date.month * 100 + date.day }))
    .sort((a, b) => a.order - b.order || finnishOrder(a.text, b.text));
  if (known.length === 0) return undefined;
  const [first, last] = [known[0]!, known.at(-1)!];
  return first.order === last.order ? first.text : `${first.text}–${last.text}`;
}

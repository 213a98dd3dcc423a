/**
 * The content stage: `parseContent` checks everything `src/data` exports against the spec's rules
 * and hands back trusted, typed content with the image paths it found, or every problem at once.
 * Pure: it never touches the disk (the image stage opens the files and reports what fails, which
 * `imageProblems` turns into problems of the same kind).
 */
import type { SiteSettings } from '../data/types.ts';
import { isRecord, isText } from './check-fields.ts';
import { checkImages } from './check-images.ts';
import { checkInfoCard, checkOptionalText, checkParagraphs, checkTitle, type SeenTitles } from './check-entry.ts';
import { checkSite } from './check-site.ts';
import { checkSources } from './check-sources.ts';
import { checkKnownFields, INFO_CARD_FIELDS, SPECIES_FIELDS } from './known-fields.ts';
import type { Content, ImageUse, SpeciesEntry } from './model.ts';
import { type Problem, show } from './problems.ts';

export interface ParsedContent {
  /** Present only when there are no problems. */
  content: Content | undefined;
  /** Every image path that is safe to open, even in an entry with other problems. */
  images: ImageUse[];
  problems: Problem[];
}

/** Checks all content; returns it trusted and typed, or every problem found. */
export function parseContent(input: unknown, imageExtensions: readonly string[]): ParsedContent {
  const problems: Problem[] = [];
  const images: ImageUse[] = [];
  const collection = isRecord(input) ? input : {};
  const site = checkSite(collection.site, problems);

  const list = collection.species;
  if (!Array.isArray(list)) {
    problems.push({ where: 'species list', field: '(all)', message: `must be an array, received ${show(list)}` });
    return { content: undefined, images, problems };
  }
  const seen: SeenTitles = new Map();
  const species = list.map((entry: unknown, index) => parseEntry(entry, index, imageExtensions, seen, problems, images));
  const content = problems.length === 0 ? { site: site as SiteSettings, species: species as SpeciesEntry[] } : undefined;
  return { content, images, problems };
}

function parseEntry(
  entry: unknown,
  index: number,
  extensions: readonly string[],
  seen: SeenTitles,
  problems: Problem[],
  uses: ImageUse[],
): SpeciesEntry | undefined {
  const where = isRecord(entry) && isText(entry.title) ? `species "${entry.title.normalize('NFC')}"` : `species #${index + 1}`;
  const add = (field: string, message: string) => problems.push({ where, field, message });
  if (!isRecord(entry)) {
    add('(entry)', `must be an object, received ${show(entry)}`);
    return undefined;
  }
  const named = checkTitle(entry.title, seen, add);
  if ('id' in entry) add('id', 'must not be written by hand: it is derived from the title');
  const nearby = Object.fromEntries(INFO_CARD_FIELDS.fields.map((field) => [`infoCard.${field}`, field]));
  checkKnownFields(entry, SPECIES_FIELDS, add, { nearby, ignore: ['id'] });
  const officName = checkOptionalText(entry.officName, 'officName', add);
  const images = checkImages(entry.images, where, extensions, add, uses);
  const contentArr = checkParagraphs(entry.contentArr, add);
  const infoCard = checkInfoCard(entry.infoCard, add);
  const kasvupaikka = checkOptionalText(entry.kasvupaikka, 'kasvupaikka', add);
  const lahteet = checkSources(entry.lahteet, add);
  if (!named || 'id' in entry || officName === false || !images || !contentArr || infoCard === false || kasvupaikka === false || !lahteet) {
    return undefined;
  }
  return {
    id: named.id,
    title: named.title,
    ...(officName !== undefined ? { officName } : {}),
    images,
    contentArr,
    ...(infoCard !== undefined ? { infoCard } : {}),
    ...(kasvupaikka !== undefined ? { kasvupaikka } : {}),
    ...(lahteet.length > 0 ? { lahteet } : {}),
  };
}

/** Problems for the images the image stage could not read or decode, at every place each is used. */
export function imageProblems(uses: readonly ImageUse[], failures: ReadonlyMap<string, string>): Problem[] {
  return uses.flatMap((use) => {
    const message = failures.get(use.source);
    return message === undefined ? [] : [{ where: use.where, field: use.field, message }];
  });
}

/**
 * The content stage: `parseContent` checks the student's files (read by `read-content.ts`) against
 * the spec's rules and hands back trusted, typed content with the photos it names, or every problem
 * at once, each with its file and line. Pure: it never touches the disk.
 */
import type { SiteSettings, Source, SpeciesImage } from '../model/types.ts';
import { contentMessages as say } from '../messages/content.ts';
import { imageMessages } from '../messages/images.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, within } from '../messages/student-error.ts';
import { type AddProblem, listItems, optionalText, readKeys } from './check-fields.ts';
import { checkImages } from './check-images.ts';
import { checkNames, type NameLookups } from './check-names.ts';
import { readSquare, SQUARE_KEY } from './check-square.ts';
import { OBSERVATION_ID_KEY, readObservationId } from './observation-id.ts';
import { checkSources } from './check-sources.ts';
import { unreadFileWarnings } from './data-files.ts';
import { DRAFT_KEY } from './drafts.ts';
import { dateProblem } from './finnish-date.ts';
import { type Entry, parseContentFile } from './front-matter.ts';
import { finnishOrder, groupOf } from './groups.ts';
import { invisibleCharacterProblem } from './invisible-characters.ts';
import { isFirstNameOnly } from './first-name.ts';
import { COLLECTION_KEYS, COLLECTION_OPTIONAL_KEYS, foldKey, SPECIES_KEYS } from './known-fields.ts';
import { readYesNo } from './yes-no.ts';
import { type Content, type ImageUse, imageKey, type PhotoFailure, type SpeciesEntry } from './model.ts';
import { speciesFolderKey, speciesId, unsafeIdReason } from './species-id.ts';

/** A content file as read from the disk: its path from the project folder and its text. */
export interface ContentFile {
  path: string;
  text: string;
}

/** Everything under `src/data` the build reads. */
export interface ContentFiles {
  /** `src/data/kokoelma.md`, with `text` undefined when the file is missing. */
  collection: { path: string; text: string | undefined };
  /** One per species, each with the group folder it lies in (`undefined` directly in `lajit/`). */
  species: readonly (ContentFile & { group: string | undefined })[];
  /** Where species files go, for messages (`src/data/lajit`). */
  speciesDir: string;
  /** The teacher's `src/data/tehtava.md`, when there is one (`requirements.ts` reads it). */
  assignment?: ContentFile;
  /** Every file under the data folder, relative to it, when the disk was listed: the ones nothing reads are named. */
  listed?: readonly string[];
  /** The data folder as messages print it (`src/data`), with `listed`. */
  dataDir?: string;
}

export interface ParseOptions {
  /** The day a date photographed may not be after; the clock's now unless given (tests fix it). */
  today?: Date;
  /** The table of Finnish species names: with it, names it questions are warnings at their line. */
  names?: NameLookups;
}

export interface ParsedContent {
  /** Present only when there are no problems. */
  content: Content | undefined;
  /** The collection's settings when kokoelma.md itself is right, even when a species file is not. */
  site: SiteSettings | undefined;
  /** Every photo path that is safe to open, even in a file with other problems. */
  images: ImageUse[];
  problems: Problem[];
  /** What builds but may not show as the student expects: files nothing reads, Markdown shown as text. */
  warnings: Problem[];
}

/**
 * Checks all content; returns it trusted and typed, in grid order, or every problem found. Pure:
 * the only outside fact, today's date, is `options.today` (the clock's when not given).
 */
export function parseContent(files: ContentFiles, imageExtensions: readonly string[], options: ParseOptions = {}): ParsedContent {
  const today = options.today ?? new Date();
  const problems: Problem[] = [];
  const fileWarnings: Problem[] = [];
  const images: ImageUse[] = [];
  const site = parseCollection(files.collection, problems);
  // File order by name without `.md`: a copy (`kurki-2.md`, `kurki - kopio.md`) comes after the
  // file it was copied from, so a clash is reported on the copy, naming the original.
  const stem = (file: { path: string }) => file.path.replace(/\.md$/i, '');
  const ordered = [...files.species].sort((a, b) => stem(a).localeCompare(stem(b)) || a.path.localeCompare(b.path));
  const titleLines = new Map<SpeciesEntry, number>();
  const entries = ordered.map((file) =>
    parseSpecies(file, files.speciesDir, imageExtensions, today, problems, images, titleLines, fileWarnings, options.names),
  );
  const species = entries.filter((entry): entry is SpeciesEntry => entry !== undefined);
  checkIdsUnique(species, titleLines, problems);
  const sorted = problems.sort(byPlace);
  const warnings = [...(files.listed ? unreadFileWarnings(files.listed, files.dataDir ?? 'src/data') : []), ...fileWarnings].sort(byPlace);
  if (sorted.length > 0 || !site) return { content: undefined, site, images, problems: sorted, warnings };
  return { content: { site, species: sortSpecies(species) }, site, images, problems, warnings };
}

/** Problems by file, then line: the order every report prints them in. */
export function byPlace(a: Problem, b: Problem): number {
  return (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0);
}

function parseCollection(file: ContentFiles['collection'], problems: Problem[]): SiteSettings | undefined {
  if (file.text === undefined) {
    problems.push({ file: file.path, ...problem('content.collection.missing', file.path) });
    return undefined;
  }
  const parsed = parseContentFile(file.text);
  problems.push(...parsed.problems.map((p) => ({ ...p, file: file.path })));
  if (!parsed.entries) return undefined;
  const add: AddProblem = (line, key, finding) => problems.push({ file: file.path, line, key, ...finding });
  const keys = readKeys(parsed.entries, [...COLLECTION_KEYS, ...COLLECTION_OPTIONAL_KEYS], add);
  const pdf = readYesNo(keys.get('pdf'), add);
  const searchEngines = readYesNo(keys.get('hakukoneet'), add);
  const squares = readYesNo(keys.get(SQUARE_KEY), add);
  const values = COLLECTION_KEYS.map((key) => {
    const value = nameText(keys.get(key), key, add);
    if (value === undefined && !parsed.partial) add(keys.get(key)?.line ?? 1, key, problem('content.key.required', key, say.collection.example[key]!));
    return value;
  });
  const [title, authorFirstName, className] = values;
  let nameOk = true;
  if (typeof authorFirstName === 'string' && !isFirstNameOnly(authorFirstName)) {
    add(keys.get('nimi')?.line ?? 1, 'nimi', problem('content.name.notFirstName', authorFirstName));
    nameOk = false;
  }
  const locations = readLocations(keys.get('sijainnit'), add);
  if (
    typeof title !== 'string' ||
    typeof authorFirstName !== 'string' ||
    typeof className !== 'string' ||
    pdf === false ||
    searchEngines === false ||
    squares === false ||
    !nameOk ||
    locations === false
  )
    return undefined;
  return {
    title,
    authorFirstName,
    className,
    ...(pdf ? { pdf: pdf.value } : {}),
    ...(locations ? { showLocations: true } : {}),
    ...(searchEngines ? { searchEngines: searchEngines.value } : {}),
    ...(squares?.value ? { squares: true } : {}),
  };
}

/** `sijainnit: saa näkyä` is the one way to allow photo locations; `true` then, `undefined` when absent, `false` for any other value. */
function readLocations(entry: Entry | undefined, add: AddProblem): true | undefined | false {
  const text = optionalText(entry, add);
  if (text === undefined || text === false) return text;
  if (foldKey(text).replace(/\s+/g, ' ') === 'saa nakya') return true;
  add(entry!.line, entry!.key, problem('content.locations.value', text));
  return false;
}

function parseSpecies(
  file: ContentFile & { group: string | undefined },
  speciesDir: string,
  extensions: readonly string[],
  today: Date,
  problems: Problem[],
  uses: ImageUse[],
  titleLines: Map<SpeciesEntry, number>,
  /** Where this file's warnings go: Markdown shown as text, names the table questions. */
  warnings: Problem[],
  names: NameLookups | undefined,
): SpeciesEntry | undefined {
  const before = problems.length;
  const add: AddProblem = (line, key, finding) => problems.push({ file: file.path, line, key, ...finding });
  const name = file.path.split('/').pop()!;
  if (file.group === undefined) {
    problems.push({ file: file.path, ...problem('content.species.notInGroup', `${speciesDir}/kasvit/${name}`) });
  }
  const folders = foldersUnder(speciesDir, file.path);
  if (folders.length > 1) {
    const [group, ...inner] = folders;
    const movedTo = `${speciesDir}/${group}/${name}`;
    problems.push({ file: file.path, ...problem('content.species.nestedFolder', group!, inner.join('/'), movedTo, speciesDir) });
  }
  const parsed = parseContentFile(file.text);
  problems.push(...parsed.problems.map((p) => ({ ...p, file: file.path })));
  warnings.push(...parsed.warnings.map((p) => ({ ...p, file: file.path })));
  if (!parsed.entries) return undefined;
  const keys = readKeys(parsed.entries, SPECIES_KEYS, add);

  const title = nameText(keys.get('nimi'), 'nimi', add);
  if (title === undefined && !parsed.partial) add(keys.get('nimi')?.line ?? 1, 'nimi', problem('content.key.required', 'nimi', 'Kurki'));
  let id: string | undefined;
  if (typeof title === 'string') {
    id = speciesId(title.normalize('NFC'));
    const unsafe = unsafeIdReason(id);
    if (unsafe) add(keys.get('nimi')!.line, 'nimi', problem('content.title.unsafe', id, unsafe));
  }
  const officName = nameText(keys.get('tieteellinen'), 'tieteellinen', add);
  if (names && typeof title === 'string') {
    for (const { key, ...finding } of checkNames(title, typeof officName === 'string' ? officName : undefined, names))
      warnings.push({ file: file.path, line: keys.get(key)!.line, key, ...finding });
  }
  const kuvausaika = optionalText(keys.get('kuvausaika'), add);
  const dateWrong = typeof kuvausaika === 'string' ? dateProblem(kuvausaika, today) : undefined;
  if (dateWrong) add(keys.get('kuvausaika')!.line, 'kuvausaika', dateWrong);
  const kuvauspaikka = optionalText(keys.get('kuvauspaikka'), add);
  const kasvupaikka = optionalText(keys.get('kasvupaikka'), add);
  const square = readSquare(keys.get(SQUARE_KEY), add);
  const observationId = readObservationId(keys.get(OBSERVATION_ID_KEY), add);
  const draft = readYesNo(keys.get(DRAFT_KEY), add);
  const isDraft = draft ? draft.value : false;

  const imageItems = listItems(keys.get('kuvat'), 'kasvit/kielo-1.jpg', add);
  const images = imageItems && checkImages(imageItems, extensions, add);
  for (const image of images ?? []) uses.push({ ...image, file: file.path });
  const sourceItems = listItems(keys.get('lähteet'), 'https://fi.wikipedia.org/wiki/Kurki Wikipedia: Kurki', add);
  const lahteet: Source[] | undefined = sourceItems && checkSources(sourceItems, add);

  if (problems.length > before || typeof title !== 'string' || !images || !lahteet || id === undefined) return undefined;
  const group = groupOf(file.group!);
  const infoCard = {
    ...(typeof kuvausaika === 'string' ? { kuvausaika } : {}),
    ...(typeof kuvauspaikka === 'string' ? { kuvauspaikka } : {}),
  };
  const entry: SpeciesEntry = {
    id,
    title: title.normalize('NFC'),
    ...(typeof officName === 'string' ? { officName } : {}),
    images: images.map(({ source, focus }): SpeciesImage => (focus ? { source, focus } : { source })),
    contentArr: parsed.paragraphs.map((p) => p.text),
    ...(Object.keys(infoCard).length > 0 ? { infoCard } : {}),
    ...(typeof kasvupaikka === 'string' ? { kasvupaikka } : {}),
    ...(lahteet.length > 0 ? { lahteet } : {}),
    ...(typeof square === 'string' ? { square } : {}),
    ...(typeof observationId === 'string' ? { observationId } : {}),
    group: group.folder,
    groupName: group.name,
    file: file.path,
    ...(isDraft ? { draft: true } : {}),
  };
  titleLines.set(entry, keys.get('nimi')!.line);
  return entry;
}

/**
 * The folders between the species folder and the file (`['kasvit', 'puut']` for
 * `src/data/lajit/kasvit/puut/kuusi.md`). The group is the first; a folder inside it would
 * otherwise be passed over without a word, the species filed under the outer group.
 */
function foldersUnder(speciesDir: string, file: string): string[] {
  return file.startsWith(`${speciesDir}/`)
    ? file
        .slice(speciesDir.length + 1)
        .split('/')
        .slice(0, -1)
    : [];
}

/**
 * A name (`nimi`, `tieteellinen`, the collection's `otsikko`) as `optionalText` reads it, `false`
 * when it holds an invisible character; `key` is the known key the entry was read as.
 */
function nameText(entry: Entry | undefined, key: string, add: AddProblem): string | undefined | false {
  const text = optionalText(entry, add);
  const invisible = typeof text === 'string' ? invisibleCharacterProblem(text) : undefined;
  if (!invisible) return text;
  add(entry!.line, key, invisible);
  return false;
}

/**
 * Two species may not share a page, nor have folders that differ only in case (one folder on
 * macOS and Windows disks): both files are named, each pointing at the other.
 */
function checkIdsUnique(species: readonly SpeciesEntry[], lines: ReadonlyMap<SpeciesEntry, number>, problems: Problem[]): void {
  const byFolder = new Map<string, SpeciesEntry>();
  for (const entry of species) {
    const folder = speciesFolderKey(entry.id);
    const other = byFolder.get(folder);
    if (!other) {
      byFolder.set(folder, entry);
      continue;
    }
    const code = other.id === entry.id ? 'content.title.sameId' : 'content.title.caseOnly';
    problems.push({ file: entry.file, line: lines.get(entry)!, key: 'nimi', others: [other.file], ...problem(code, entry.id, other.title, other.file) });
  }
}

/** Grid order: groups in their fixed order (folders of the student's own after), names alphabetically. */
function sortSpecies(species: readonly SpeciesEntry[]): SpeciesEntry[] {
  return [...species].sort((a, b) => {
    const [ga, gb] = [groupOf(a.group), groupOf(b.group)];
    return ga.rank - gb.rank || finnishOrder(ga.folder, gb.folder) || finnishOrder(a.title, b.title) || a.file.localeCompare(b.file);
  });
}

/**
 * Problems for the photos the image stage could not use (its typed failures, by `imageKey`), at
 * every line each is written.
 */
export function imageProblems(uses: readonly ImageUse[], failures: ReadonlyMap<string, PhotoFailure>): Problem[] {
  return uses.flatMap((use) => {
    const failure = failures.get(imageKey(use));
    if (failure === undefined) return [];
    return [{ file: use.file, line: use.line, key: 'kuvat', ...within(failure.finding, (message) => imageMessages.about(use.source, message)) }];
  });
}

/**
 * `npm run havainnot`: the collection's new observations as files in `havainnot/` (ignored by
 * git): a Vihko sheet for Laji.fi's spreadsheet import (`.xlsx`, and the same as `.csv`) and a
 * Darwin Core occurrence table. Every species with a date (`kuvausaika`) and a 10 km square
 * (`ruutu`) is one observation, known by its `havaintotunnus` (a `urn:uuid`, written here for a
 * species that lacks one); the others are listed, with the reason, as not exportable.
 *
 * Only observations not exported before are written: the ledger `src/data/viedyt-havainnot.txt`
 * (committed, ids only, docs/observation-ledger.md) records every id written, because Laji.fi's
 * importer refuses only a byte-identical file and a cumulative export would duplicate every
 * earlier observation. `kaikki` writes all of them again.
 *
 * The observer's full name goes into the Vihko sheet only, where Laji.fi keeps it hidden unless
 * `namesPublic`; Darwin Core's recordedBy holds the initials unless `namesPublic`. Never into src/,
 * assets/ or the built site.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { EXPORT_LEDGER_FILE } from '../content/data-files.ts';
import { isoDate } from '../content/finnish-date.ts';
import type { Content, SpeciesEntry } from '../content/model.ts';
import { observationIdOf, withObservationId } from '../content/observation-id.ts';
import { publishedContent } from '../content/drafts.ts';
import { parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import { largeImageName } from '../images/pipeline.ts';
import { observationMessages as say } from '../messages/observations.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import type { Kingdom, NameGroup } from '../names/names.ts';
import { lookupTaxon } from '../names/table.ts';
import { ykjSquareCentre, ykjSquareFootprint, YKJ_SQUARE_UNCERTAINTY_METRES } from '../names/ykj.ts';
import { createRoutes, imagePath } from '../pages/routes.ts';
import { withContentLock } from './content-lock.ts';
import { dataFolder, type Project } from './project.ts';

/** Where the export writes, from the project folder; `.gitignore` lists it. */
export const EXPORT_FOLDER = 'havainnot';
/**
 * The Vihko sheet's name: Laji.fi's importer picks the form itself when the file name holds its
 * id (`\bJX.519\b`, the Retkilomake), instead of asking the student.
 */
const VIHKO_NAME = 'laji-fi-vihko (JX.519)';
export const VIHKO_XLSX = `${VIHKO_NAME}.xlsx`;
export const VIHKO_CSV = `${VIHKO_NAME}.csv`;
export const DARWIN_CORE_FILE = 'darwin-core-occurrence.csv';

/**
 * Vihko's columns: the Retkilomake (JX.519) template's full labels, each unique in the form, so
 * the importer maps every column by itself (a bare `Lisätiedot` names two fields and blocks the
 * import until mapped by hand). Required: Havainnoijat, Alku, Koordinaatit, Laji. Instructions:
 * https://laji.fi/about/3412 (import), https://laji.fi/about/2858 (the form; names and exact places).
 */
export const VIHKO_COLUMNS = [
  'Havainnoijat - Yleinen keruutapahtuma',
  'Havainnoijien nimet ovat julkisia - Yleinen keruutapahtuma',
  'Alku - Yleinen keruutapahtuma',
  'Koordinaatit - Keruutapahtuma',
  'Havainnon tarkat paikkatiedot ovat julkisia - Havaintoerä',
  'Laji - Määritys',
  'Havainnointitapa - Havainto',
  'Paikannimet - Keruutapahtuma',
  'Lisätiedot - Havainto',
] as const;

/**
 * The Darwin Core occurrence terms written, in this order: every term is in the Simple Darwin Core
 * list (https://dwc.tdwg.org/terms/), with GBIF's required ones (occurrenceID, basisOfRecord,
 * scientificName, eventDate) always filled and its recommended ones where known.
 */
export const DARWIN_CORE_TERMS = [
  'occurrenceID',
  'basisOfRecord',
  'occurrenceStatus',
  'scientificName',
  'taxonRank',
  'kingdom',
  'taxonID',
  'vernacularName',
  'eventDate',
  'countryCode',
  'locality',
  'decimalLatitude',
  'decimalLongitude',
  'geodeticDatum',
  'coordinateUncertaintyInMeters',
  'verbatimCoordinates',
  'verbatimCoordinateSystem',
  'verbatimSRS',
  'footprintWKT',
  'footprintSRS',
  'georeferenceProtocol',
  'dataGeneralizations',
  'recordedBy',
  'license',
  'references',
  'associatedMedia',
] as const;

/** The collection's licence for Darwin Core: the site's photos and texts are the student's, CC BY 4.0 like FinBIF's own data. */
export const LICENSE = 'http://creativecommons.org/licenses/by/4.0/legalcode';

/** One species that can be exported: it has a date and a square, and an id. */
export interface Observation {
  entry: SpeciesEntry;
  /** `721:342`. */
  square: string;
  /** `14.5.2022`, as the student wrote it. */
  date: string;
  /** `urn:uuid:…`, the species file's `havaintotunnus`. */
  id: string;
}

/** A species left out, and why (the message): `title` is its name. */
export interface NotExportable extends Problem {
  file: string;
  title: string;
  code: 'export.noDate' | 'export.noSquare' | 'export.noDateNoSquare' | 'export.noScientificName';
}

/** The species that can be exported (their id, when they have none yet, is ''), and the others with their reason. Pure. */
export function planExport(content: Content): { observations: Observation[]; skipped: NotExportable[] } {
  const observations: Observation[] = [];
  const skipped: NotExportable[] = [];
  for (const entry of content.species) {
    const date = entry.infoCard?.kuvausaika;
    const square = entry.square;
    if (date && square) {
      observations.push({ entry, square, date, id: entry.observationId ?? '' });
      continue;
    }
    const code = !date && !square ? 'export.noDateNoSquare' : !date ? 'export.noDate' : 'export.noSquare';
    skipped.push({ file: entry.file, title: entry.title, ...problem(code) });
  }
  return { observations, skipped };
}

/** `Eetu Virtanen` → `E. V.`, `Anna-Liisa Oja` → `A.-L. O.`: Darwin Core's recordedBy for a minor. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => `${[...part][0]!.toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

/** The table's row for the species, when it knows the name: scientific name, taxon id, kingdom and rank come from it together. */
const taxonOf = (entry: SpeciesEntry) => lookupTaxon(entry.title, entry.officName);

/** Vihko's table: one row per observation; `namesPublic` shows the observer's name on Laji.fi. Pure. */
export function vihkoTable(observations: readonly Observation[], observer: string, namesPublic: boolean): string[][] {
  return [
    [...VIHKO_COLUMNS],
    ...observations.map(({ entry, square, date }) => [
      observer,
      namesPublic ? 'Kyllä' : 'Ei',
      // d.m.yyyy: the importer reads Finnish dates.
      date,
      // YKJ 10 km square as Finnish recording writes it; Vihko takes `N:E` with 3+3 digits as YKJ.
      square,
      // The square is the finest place the collection has: Laji.fi's open data shows no finer one.
      '10 km',
      // Laji.fi's exact spelling links the taxon by itself; the Finnish name is searchable too.
      taxonOf(entry)?.scientific ?? entry.officName ?? entry.title,
      'Valokuvattu',
      entry.infoCard?.kuvauspaikka ?? '',
      `${entry.title}. Valokuvattu havainto koulun eliökokoelmasta.`,
    ]),
  ];
}

/** Where the observations are published: the site's address (for the page and photo links) and its image settings. */
export interface ExportSite {
  /** `SITE_URL`, '' when not set. */
  siteUrl: string;
  basePath: string;
  /** Each observation's photo names as the build publishes them (`kurki-1-0123abcd-full.jpg`), by its id. */
  photos: ReadonlyMap<string, readonly string[]>;
}

/** A group's kingdom, for a species the name table does not know (`muut` could be anything). */
const GROUP_KINGDOM: Partial<Record<NameGroup, Kingdom>> = {
  kasvit: 'Plantae',
  puut: 'Plantae',
  sammalet: 'Plantae',
  jakalat: 'Fungi',
  sienet: 'Fungi',
  linnut: 'Animalia',
  perhoset: 'Animalia',
  hyonteiset: 'Animalia',
  hamahakit: 'Animalia',
};

/**
 * The Darwin Core occurrence table, and the observations left out of it: a species with no
 * scientific name (neither `tieteellinen` nor the name table's) would leave GBIF's required
 * scientificName empty. Pure.
 */
export function darwinCoreTable(observations: readonly Observation[], recordedBy: string, site: ExportSite): { rows: string[][]; skipped: NotExportable[] } {
  const routes = createRoutes(site.basePath, site.siteUrl);
  const skipped: NotExportable[] = [];
  const rows: string[][] = [];
  for (const { entry, square, date, id } of observations) {
    const taxon = taxonOf(entry);
    const scientific = taxon?.scientific ?? entry.officName;
    if (!scientific) {
      skipped.push({ file: entry.file, title: entry.title, ...problem('export.noScientificName') });
      continue;
    }
    const centre = ykjSquareCentre(square)!;
    const photos = (site.photos.get(id) ?? []).map((name) => routes.absoluteUrl(routes.fileUrl(imagePath(name))));
    rows.push([
      id,
      'HumanObservation',
      'present',
      scientific,
      taxon?.rank ?? '',
      taxon?.kingdom ?? GROUP_KINGDOM[entry.group as NameGroup] ?? '',
      taxon ? `http://tun.fi/${taxon.id}` : '',
      entry.title,
      isoDate(date) ?? '',
      'FI',
      entry.infoCard?.kuvauspaikka ?? '',
      String(centre.lat),
      String(centre.lon),
      'EPSG:4326',
      String(YKJ_SQUARE_UNCERTAINTY_METRES),
      square,
      'YKJ 10 km grid square (N:E)',
      'EPSG:2393',
      ykjSquareFootprint(square)!,
      'EPSG:4326',
      'centre of the YKJ 10 km square; uncertainty is half its diagonal',
      'location generalised by the observer to a 10 km square',
      recordedBy,
      LICENSE,
      routes.absoluteUrl(routes.speciesUrl(entry)) ?? '',
      photos.every(Boolean) ? photos.join(' | ') : '',
    ]);
  }
  return { rows: [[...DARWIN_CORE_TERMS], ...rows], skipped };
}

/** RFC 4180 CSV: comma-separated, fields quoted when they hold a comma, quote, semicolon or line break, CRLF lines. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The ledger's ids: every line that is not a comment or empty. */
export const ledgerIds = (text: string): Set<string> =>
  new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );

/** The ledger's text: its Finnish header, then the ids, one a line, in the order exported. */
const ledgerText = (ids: Iterable<string>) => `${say.ledgerHeader.map((line) => `# ${line}`).join('\n')}\n${[...ids].map((id) => `${id}\n`).join('')}`;

export interface ExportOptions {
  /** The observer's full name, for the Vihko sheet. */
  observer: string;
  /** Show the name on Laji.fi and write it whole into Darwin Core (opt-in; hidden and initials by default). */
  namesPublic?: boolean;
  /** Write every observation, also those exported before. */
  all?: boolean;
}

export interface ExportResult {
  /** The files written, from the project folder; none when there was nothing new. */
  files: string[];
  /** Observations written. */
  observations: number;
  /** Observations left out as exported before. */
  exportedBefore: number;
  skipped: NotExportable[];
  /** Files changed that the student should commit: species files given an id, the ledger. */
  changed: string[];
}

/**
 * Reads the content, gives each exportable species without an id one, writes the observations
 * not in the ledger into `havainnot/` and adds them to the ledger, all under the content lock, so
 * that `npm run uusi` cannot write the same files meanwhile. Says what was and was not exported.
 */
export async function exportObservations(project: Project, options: ExportOptions): Promise<ExportResult> {
  const observer = options.observer.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (observer === '') throw new StudentError(problem('student.error', 'exportUsage'), [problem('export.noObserver')]);
  return withContentLock(project, async () => {
    const parsed = parseContent(await readContent(dataFolder(project), project.root), project.settings.images.sourceExtensions);
    if (parsed.problems.length > 0 || !parsed.content) {
      throw new StudentError(problem('student.error', 'exportContent', parsed.problems.length), parsed.problems);
    }
    // A draft (luonnos: kyllä) is not published, so it is not an observation to share either.
    const { observations, skipped } = planExport(publishedContent(parsed.content));
    const changed = await addMissingIds(project, observations);
    const ledgerPath = path.join(dataFolder(project), EXPORT_LEDGER_FILE);
    const exported = ledgerIds((await readFile(path.resolve(project.root, ledgerPath), 'utf8').catch(() => '')) ?? '');
    const fresh = options.all ? observations : observations.filter(({ id }) => !exported.has(id));
    const result = { observations: fresh.length, exportedBefore: observations.length - fresh.length, changed };
    if (fresh.length === 0) return { ...result, files: [], skipped };

    const namesPublic = options.namesPublic ?? false;
    const site: ExportSite = { siteUrl: project.settings.siteUrl, basePath: project.settings.basePath, photos: await photoNames(project, fresh) };
    const darwinCore = darwinCoreTable(fresh, namesPublic ? observer : initials(observer), site);
    const vihko = vihkoTable(fresh, observer, namesPublic);
    const folder = path.join(project.root, EXPORT_FOLDER);
    await mkdir(folder, { recursive: true });
    await writeXlsxFile(vihko).toFile(path.join(folder, VIHKO_XLSX));
    // A BOM, so a spreadsheet opening the file reads ä and ö as UTF-8 (the .xlsx is the one to open).
    await writeFile(path.join(folder, VIHKO_CSV), `\uFEFF${toCsv(vihko)}`);
    await writeFile(path.join(folder, DARWIN_CORE_FILE), toCsv(darwinCore.rows));
    const added = fresh.filter(({ id }) => !exported.has(id));
    if (added.length > 0) {
      await writeFile(path.resolve(project.root, ledgerPath), ledgerText([...exported, ...added.map(({ id }) => id)]));
      changed.push(shown(project, ledgerPath));
    }
    return {
      ...result,
      files: [VIHKO_XLSX, VIHKO_CSV, DARWIN_CORE_FILE].map((file) => `${EXPORT_FOLDER}/${file}`),
      skipped: [...skipped, ...darwinCore.skipped],
    };
  });
}

const shown = (project: Project, file: string) => path.relative(project.root, path.resolve(project.root, file)).split(path.sep).join('/');

/** Writes a new `havaintotunnus` into each exportable species file that has none; returns those files. */
async function addMissingIds(project: Project, observations: Observation[]): Promise<string[]> {
  const changed: string[] = [];
  for (const observation of observations) {
    if (observation.id !== '') continue;
    const file = path.resolve(project.root, observation.entry.file);
    const id = observationIdOf(randomUUID());
    const text = withObservationId(await readFile(file, 'utf8'), id);
    if (text === undefined) continue;
    await writeFile(file, text);
    observation.id = id;
    changed.push(shown(project, file));
  }
  return changed;
}

/** Each observation's photos by the names the build publishes them under, without encoding them. */
async function photoNames(project: Project, observations: readonly Observation[]): Promise<Map<string, string[]>> {
  const { assetsDir, images } = project.settings;
  const entries = await Promise.all(
    observations.map(async ({ entry, id }) => {
      const names = await Promise.all(
        entry.images.map(async (image) => {
          const bytes = await readFile(path.resolve(project.root, assetsDir, image.source)).catch(() => undefined);
          return bytes ? largeImageName(image.source, bytes, images, image.focus) : '';
        }),
      );
      return [id, names] as const;
    }),
  );
  return new Map(entries.map(([id, names]) => [id, names.filter(Boolean)]));
}

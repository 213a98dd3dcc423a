/**
 * `npm run havainnot`: the collection's observations as two files in `havainnot/` (ignored by
 * git), for Laji.fi's Vihko file import and as a Darwin Core occurrence table. Every species with
 * a date (`kuvausaika`) and a 10 km square (`ruutu`) is one observation; the others are listed,
 * with the reason, as not exportable. The observer's full name is given on the command line and
 * goes into these two files only: never into src/, assets/ or the built site.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDate } from '../content/finnish-date.ts';
import type { Content, SpeciesEntry } from '../content/model.ts';
import { parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { lookupName } from '../names/table.ts';
import { ykjSquareCentre, YKJ_SQUARE_UNCERTAINTY_METRES } from '../names/ykj.ts';
import { createRoutes } from '../pages/routes.ts';
import { dataFolder, type Project } from './project.ts';

/** Where the export writes, from the project folder; `.gitignore` lists it. */
export const EXPORT_FOLDER = 'havainnot';
export const VIHKO_FILE = 'laji-fi-vihko.csv';
export const DARWIN_CORE_FILE = 'darwin-core-occurrence.csv';

/**
 * Vihko's file import: the four required columns (laji.fi/about/5001: Havainnoijat, Alku,
 * Koordinaatit, Laji), then the optional ones this collection can fill. Column names are Vihko's
 * template names as far as the public instructions give them (see the README).
 */
export const VIHKO_COLUMNS = ['Havainnoijat', 'Alku', 'Koordinaatit', 'Laji', 'Paikannimet', 'Lisätiedot'] as const;

/** The Darwin Core occurrence terms written, in this order (https://dwc.tdwg.org/terms/). */
export const DARWIN_CORE_TERMS = [
  'occurrenceID',
  'basisOfRecord',
  'scientificName',
  'vernacularName',
  'taxonID',
  'eventDate',
  'countryCode',
  'locality',
  'decimalLatitude',
  'decimalLongitude',
  'geodeticDatum',
  'coordinateUncertaintyInMeters',
  'recordedBy',
  'associatedMedia',
] as const;

/** A problem with a stable code (issue 26 makes `code` part of every Problem). */

/** One species that can be exported: it has a date and a square. */
export interface Observation {
  entry: SpeciesEntry;
  /** `721:342`. */
  square: string;
  /** `14.5.2022`, as the student wrote it. */
  date: string;
}

/** A species left out, and why (the message): `title` is its name. */
export interface NotExportable extends Problem {
  file: string;
  title: string;
  code: 'export.noDate' | 'export.noSquare' | 'export.noDateNoSquare';
}

/** Splits the content into observations and the species that lack a date or a square. Pure. */
export function planExport(content: Content): { observations: Observation[]; skipped: NotExportable[] } {
  const observations: Observation[] = [];
  const skipped: NotExportable[] = [];
  for (const entry of content.species) {
    const date = entry.infoCard?.kuvausaika;
    const square = entry.square;
    if (date && square) {
      observations.push({ entry, square, date });
      continue;
    }
    const code = !date && !square ? 'export.noDateNoSquare' : !date ? 'export.noDate' : 'export.noSquare';
    skipped.push({ file: entry.file, title: entry.title, ...problem(code) });
  }
  return { observations, skipped };
}

/** The scientific name to report: the student's, else the name table's for the Finnish name. */
function scientificName(entry: SpeciesEntry): string {
  return entry.officName ?? lookupName(entry.title)?.scientific ?? '';
}

/** Vihko's table: one row per observation. Pure. */
export function vihkoTable(observations: readonly Observation[], observer: string): string[][] {
  return [
    [...VIHKO_COLUMNS],
    ...observations.map(({ entry, square, date }) => [
      observer,
      date,
      // YKJ 10 km square as Finnish recording writes it; Vihko takes `N:E` with 3+3 digits as YKJ.
      square,
      scientificName(entry) || entry.title,
      entry.infoCard?.kuvauspaikka ?? '',
      `${entry.title}. Valokuvattu havainto koulun eliökokoelmasta.`,
    ]),
  ];
}

/** Where the observations live: the site's address, else the repository's, for stable ids and links. */
export interface ExportSite {
  /** `SITE_URL`, '' when not set. */
  siteUrl: string;
  basePath: string;
  /** The repository's web address (`https://github.com/aino/eliokokoelma`), when it has a remote. */
  repositoryUrl?: string;
}

/** The Darwin Core occurrence table. Pure. */
export function darwinCoreTable(observations: readonly Observation[], observer: string, site: ExportSite): string[][] {
  const routes = createRoutes(site.basePath, site.siteUrl);
  const pageUrl = (entry: SpeciesEntry) => routes.absoluteUrl(routes.speciesUrl(entry));
  return [
    [...DARWIN_CORE_TERMS],
    ...observations.map(({ entry, square, date }) => {
      const centre = ykjSquareCentre(square)!;
      const page = pageUrl(entry);
      // Without a site address: the repository's, with the page's path (routes.ts spells it).
      const occurrenceID = page ?? `${site.repositoryUrl ?? 'urn:eliokokoelma'}${createRoutes().speciesUrl(entry)}`;
      const taxon = lookupName(entry.title);
      return [
        occurrenceID,
        'HumanObservation',
        scientificName(entry),
        entry.title,
        taxon ? `http://tun.fi/${taxon.id}` : '',
        isoDate(date) ?? '',
        'FI',
        entry.infoCard?.kuvauspaikka ?? '',
        String(centre.lat),
        String(centre.lon),
        'WGS84',
        String(YKJ_SQUARE_UNCERTAINTY_METRES),
        observer,
        // The photos' own file names are content hashes the image pipeline makes; the species
        // page shows them all, so it is the media link (only when the site's address is known).
        entry.images.length > 0 && page ? page : '',
      ];
    }),
  ];
}

/** RFC 4180 CSV: comma-separated, fields quoted when they hold a comma, quote or line break, CRLF lines. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The repository's web address from its `origin` remote, without credentials; undefined without one. */
export function repositoryUrl(root: string): string | undefined {
  try {
    const remote = execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const ssh = /^git@([^:]+):(.+?)(\.git)?$/.exec(remote);
    const url = new URL(ssh ? `https://${ssh[1]}/${ssh[2]}` : remote);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    url.username = '';
    url.password = '';
    return url.href.replace(/\.git$/, '').replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

export interface ExportResult {
  /** The two files written, from the project folder. */
  files: string[];
  observations: number;
  skipped: NotExportable[];
}

/** Reads the content, writes both files into `havainnot/`, and says what was and was not exported. */
export async function exportObservations(project: Project, observer: string): Promise<ExportResult> {
  const name = observer.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name === '') throw new StudentError(problem('student.error', 'exportUsage'), [problem('export.noObserver')]);
  const parsed = parseContent(await readContent(dataFolder(project), project.root), project.settings.images.sourceExtensions);
  const { problems } = parsed;
  if (problems.length > 0 || !parsed.content) throw new StudentError(problem('student.error', 'exportContent', problems.length), problems);
  const { observations, skipped } = planExport(parsed.content);
  const site: ExportSite = { siteUrl: project.settings.siteUrl, basePath: project.settings.basePath, repositoryUrl: repositoryUrl(project.root) };
  const folder = path.join(project.root, EXPORT_FOLDER);
  await mkdir(folder, { recursive: true });
  // A BOM, so Excel (which a student may open the file in first) reads ä and ö as UTF-8.
  await writeFile(path.join(folder, VIHKO_FILE), `\uFEFF${toCsv(vihkoTable(observations, name))}`);
  await writeFile(path.join(folder, DARWIN_CORE_FILE), toCsv(darwinCoreTable(observations, name, site)));
  return { files: [VIHKO_FILE, DARWIN_CORE_FILE].map((file) => `${EXPORT_FOLDER}/${file}`), observations: observations.length, skipped };
}

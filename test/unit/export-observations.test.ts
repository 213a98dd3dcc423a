/**
 * `npm run havainnot` (issues 30, 39): the sample plus species with a square exports the Vihko
 * sheet and Darwin Core into havainnot/; read back the way Laji.fi's importer reads it (SheetJS
 * 0.17.5, its own version), every column maps by its label, names are hidden and the basis is
 * "Valokuvattu"; Darwin Core uses Darwin Core terms only, with GBIF's required terms filled; a
 * second export writes only the new species; the full name reaches no file under dist/, src/ or
 * assets/.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import XLSX from 'xlsx';
import {
  DARWIN_CORE_FILE,
  DARWIN_CORE_TERMS,
  type ExportResult,
  exportObservations,
  initials,
  toCsv,
  VIHKO_CSV,
  VIHKO_XLSX,
} from '../../src/author/export-observations.ts';
import { checkSquare } from '../../src/content/check-square.ts';
import { unreadFileWarnings } from '../../src/content/data-files.ts';
import { readContent } from '../../src/content/read-content.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { type AuthorProject, authorProject } from '../helpers/author-project.ts';

const OBSERVER = 'Eetu Virtanen';
const SITE_URL = 'https://aino.github.io/eliokokoelma/';

/** RFC 4180 rows, as a spreadsheet reads them back (quoted fields may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n')) {
      field += char;
    } else {
      row.push(field.replace(/\r$/, ''));
      field = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

const records = (rows: string[][]) => rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((column, i) => [column, row[i] ?? ''])));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Vihko's labels for these columns in the Retkilomake (JX.519), each unique in the form, so the
 * importer maps it without a manual step: verified by the citizen-science review's port of
 * Laji.fi's importer (../shared/reviews/2026-11-27-citizen-science.md §5). Written out here, not
 * imported, so that a changed label fails.
 */
const VIHKO_LABELS = [
  'Havainnoijat - Yleinen keruutapahtuma',
  'Havainnoijien nimet ovat julkisia - Yleinen keruutapahtuma',
  'Alku - Yleinen keruutapahtuma',
  'Koordinaatit - Keruutapahtuma',
  'Havainnon tarkat paikkatiedot ovat julkisia - Havaintoerä',
  'Laji - Määritys',
  'Havainnointitapa - Havainto',
  'Paikannimet - Keruutapahtuma',
  'Lisätiedot - Havainto',
];
const VIHKO_REQUIRED = VIHKO_LABELS.filter((label) => /^(Havainnoijat|Alku|Koordinaatit|Laji) /.test(label));

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'darwin-core');

/** A sheet's rows as the importer reads them: every cell a string, the first row the labels. */
function sheetRecords(workbook: XLSX.WorkBook): Record<string, string>[] {
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { raw: false, defval: '' });
}

const kurki = (root: string) => path.join(root, 'src', 'data', 'lajit', 'linnut', 'kurki.md');

/** Adds `ruutu:` after the species' kuvausaika, as a student types it. */
async function addSquare(file: string, square: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^(kuvausaika: .*)$/m, `$1\nruutu: ${square}`));
}

describe('npm run havainnot: the observation export', () => {
  let project: AuthorProject;
  let first: ExportResult;
  let vihko: Record<string, string>[];
  let vihkoCsv: Record<string, string>[];
  let darwinCore: Record<string, string>[];
  let darwinCoreHeader: string[];
  const dataDir = () => path.join(project.root, 'src', 'data');

  before(async () => {
    project = await authorProject({ sampleAssets: true });
    await addSquare(kurki(project.root), '685:334');
    // A species the name table does not know, without tieteellinen: Vihko takes its Finnish name, Darwin Core cannot.
    await writeFile(
      path.join(dataDir(), 'lajit', 'linnut', 'pikkulepinkainen.md'),
      '---\nnimi: Pikkulepinkäinen\nkuvausaika: 2.6.2024\nruutu: 721:339\n---\n\nPieni lintu pensaikossa.\n',
    );
    await writeFile(path.join(project.root, '.gitignore'), await readFile('.gitignore', 'utf8'));
    git(project.root, 'init', '-q');
    git(project.root, 'add', '.');
    git(project.root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'sample');
    project.settings = { ...project.settings, siteUrl: SITE_URL };
    first = await exportObservations(project, { observer: OBSERVER });
    const folder = path.join(project.root, 'havainnot');
    vihko = sheetRecords(XLSX.read(await readFile(path.join(folder, VIHKO_XLSX)), { type: 'buffer' }));
    // The CSV as the importer reads a text/csv upload: raw strings, UTF-8.
    vihkoCsv = sheetRecords(XLSX.read(new Uint8Array(await readFile(path.join(folder, VIHKO_CSV))), { type: 'array', raw: true, codepage: 65001 }));
    const darwinRows = parseCsv(await readFile(path.join(folder, DARWIN_CORE_FILE), 'utf8'));
    darwinCore = records(darwinRows);
    darwinCoreHeader = darwinRows[0]!;
  });
  after(() => project.cleanup());

  it('should write the sheet, its CSV and Darwin Core, and list every species without a date or a square with its reason', async () => {
    assert.deepEqual(first.files, ['havainnot/laji-fi-vihko (JX.519).xlsx', 'havainnot/laji-fi-vihko (JX.519).csv', 'havainnot/darwin-core-occurrence.csv']);
    assert.equal(first.observations, 2);
    const species = (await readContent(dataDir(), project.root)).species.length;
    const missing = first.skipped.filter((s) => s.code !== 'export.noScientificName');
    assert.equal(missing.length, species - 2);
    assert.ok(!missing.some((s) => s.file.endsWith('kurki.md') || s.file.endsWith('pikkulepinkainen.md')));
  });

  it('should read in SheetJS 0.17.5 as the importer does: every label its own, the required four filled, d.m.yyyy, N:E, one observer', () => {
    for (const rows of [vihko, vihkoCsv]) {
      assert.equal(rows.length, 2);
      assert.deepEqual(Object.keys(rows[0]!), VIHKO_LABELS);
      for (const row of rows) {
        for (const label of VIHKO_REQUIRED) assert.ok(row[label], `${label} empty`);
        assert.match(row['Alku - Yleinen keruutapahtuma']!, /^\d{1,2}\.\d{1,2}\.\d{4}$/);
        const square = /^(\d{3,7}):(\d{3,7})$/.exec(row['Koordinaatit - Keruutapahtuma']!);
        assert.ok(square && square[1]!.length === square[2]!.length, 'YKJ N:E of equal lengths');
        // The importer splits observers at ';'.
        assert.deepEqual(row['Havainnoijat - Yleinen keruutapahtuma']!.split(';'), [OBSERVER]);
      }
      const [kurkiRow, unknownRow] = rows;
      assert.equal(kurkiRow!['Alku - Yleinen keruutapahtuma'], '14.5.2022');
      assert.equal(kurkiRow!['Koordinaatit - Keruutapahtuma'], '685:334');
      assert.equal(kurkiRow!['Laji - Määritys'], 'Grus grus');
      assert.equal(kurkiRow!['Paikannimet - Keruutapahtuma'], 'Siikaneva, Ruovesi');
      assert.equal(unknownRow!['Laji - Määritys'], 'Pikkulepinkäinen');
    }
  });

  it('should hide the names on Laji.fi, show no place finer than 10 km, and say the species was photographed', () => {
    for (const row of vihko) {
      assert.equal(row['Havainnoijien nimet ovat julkisia - Yleinen keruutapahtuma'], 'Ei');
      assert.equal(row['Havainnon tarkat paikkatiedot ovat julkisia - Havaintoerä'], '10 km');
      assert.equal(row['Havainnointitapa - Havainto'], 'Valokuvattu');
    }
  });

  it('should use Darwin Core terms only and fill every GBIF required term, with all its recommended ones but the count', async () => {
    const dwc = new Set((await readFile(path.join(FIXTURES, 'simple_dwc_vertical.csv'), 'utf8')).split(/\r?\n/).slice(1).filter(Boolean));
    assert.ok(dwc.has('occurrenceID') && dwc.size > 150, 'the term list read');
    for (const term of darwinCoreHeader) assert.ok(dwc.has(term), `${term} is not a Darwin Core term`);
    const gbif = records(parseCsv(await readFile(path.join(FIXTURES, 'gbif-occurrence-terms.csv'), 'utf8')));
    const required = gbif.filter((t) => t.status === 'required').map((t) => t.term!);
    const recommended = gbif.filter((t) => t.status === 'strongly recommended').map((t) => t.term!);
    assert.equal(required.length, 4);
    for (const row of darwinCore) for (const term of required) assert.ok(row[term], `${term} empty`);
    assert.deepEqual(
      recommended.filter((term) => !darwinCoreHeader.includes(term)),
      ['individualCount', 'organismQuantity', 'organismQuantityType'],
    );
    assert.deepEqual(darwinCoreHeader, [...DARWIN_CORE_TERMS]);
  });

  it('should write Kurki from one name-table row, the square verbatim beside its centre, the page and the photos', () => {
    assert.equal(darwinCore.length, 1);
    const row = darwinCore[0]!;
    assert.match(row.occurrenceID!, /^urn:uuid:[0-9a-f-]{36}$/);
    assert.equal(row.basisOfRecord, 'HumanObservation');
    assert.equal(row.occurrenceStatus, 'present');
    assert.equal(row.scientificName, 'Grus grus');
    assert.equal(row.taxonRank, 'species');
    assert.equal(row.kingdom, 'Animalia');
    assert.match(row.taxonID!, /^http:\/\/tun\.fi\/MX\.\d+$/);
    assert.equal(row.vernacularName, 'Kurki');
    assert.equal(row.eventDate, '2022-05-14');
    assert.equal(row.countryCode, 'FI');
    // The centre of 685:334 (N 6 855 000, E 3 345 000 in YKJ) lies near Ruovesi, 61.8° N 24.1° E.
    assert.ok(Math.abs(Number(row.decimalLatitude) - 61.77) < 0.02 && Math.abs(Number(row.decimalLongitude) - 24.06) < 0.02);
    assert.equal(row.geodeticDatum, 'EPSG:4326');
    assert.equal(row.coordinateUncertaintyInMeters, '7072');
    assert.equal(row.verbatimCoordinates, '685:334');
    assert.equal(row.verbatimSRS, 'EPSG:2393');
    assert.match(row.footprintWKT!, /^POLYGON \(\(2\d\.\d{5} 61\.\d{5}, (\d\d\.\d{5} \d\d\.\d{5}(, )?){4}\)\)$/);
    assert.equal(row.recordedBy, 'E. V.');
    assert.equal(row.license, 'http://creativecommons.org/licenses/by/4.0/legalcode');
    assert.equal(row.references, `${SITE_URL}kasvi/Kurki/`);
    const media = row.associatedMedia!.split(' | ');
    assert.equal(media.length, 2);
    for (const url of media) assert.match(url, new RegExp(`^${SITE_URL}img/kurki-[12]-[0-9a-f]{8}-`));
  });

  it('should leave the species without a scientific name out of Darwin Core, naming it', () => {
    const left = first.skipped.filter((s) => s.code === 'export.noScientificName');
    assert.deepEqual(
      left.map((s) => s.title),
      ['Pikkulepinkäinen'],
    );
    assert.match(left[0]!.message, /tieteellinen/);
  });

  it('should store each id in its species file and the ledger, which holds ids only, and say to commit them', async () => {
    const id = darwinCore[0]!.occurrenceID!;
    assert.match(await readFile(kurki(project.root), 'utf8'), new RegExp(`\\nhavaintotunnus: ${id} `));
    const ledger = await readFile(path.join(dataDir(), 'viedyt-havainnot.txt'), 'utf8');
    const lines = ledger.split('\n').filter((line) => line && !line.startsWith('#'));
    assert.equal(lines.length, 2);
    assert.ok(lines.every((line) => /^urn:uuid:[0-9a-f-]{36}$/.test(line)));
    assert.ok(lines.includes(id));
    // The build neither reads nor warns about it.
    assert.deepEqual(unreadFileWarnings(['viedyt-havainnot.txt', 'kokoelma.md'], 'src/data'), []);
    assert.deepEqual(first.changed.sort(), ['src/data/lajit/linnut/kurki.md', 'src/data/lajit/linnut/pikkulepinkainen.md', 'src/data/viedyt-havainnot.txt']);
  });

  it('should write nothing the second time, then only a species added since, and all of them with kaikki under the same ids for another SITE_URL', async () => {
    const again = await exportObservations(project, { observer: OBSERVER });
    assert.deepEqual([again.files, again.observations, again.exportedBefore, again.changed], [[], 0, 2, []]);

    await addSquare(path.join(dataDir(), 'lajit', 'kasvit', 'kielo.md'), '667:338');
    const added = await exportObservations(project, { observer: OBSERVER });
    assert.equal(added.observations, 1);
    assert.equal(added.exportedBefore, 2);
    const rows = records(parseCsv(await readFile(path.join(project.root, 'havainnot', DARWIN_CORE_FILE), 'utf8')));
    assert.deepEqual(
      rows.map((row) => row.vernacularName),
      ['Kielo'],
    );

    project.settings = { ...project.settings, siteUrl: 'https://example.org/toinen/' };
    const all = await exportObservations(project, { observer: OBSERVER, all: true });
    assert.equal(all.observations, 3);
    const again3 = records(parseCsv(await readFile(path.join(project.root, 'havainnot', DARWIN_CORE_FILE), 'utf8')));
    assert.equal(again3.find((row) => row.vernacularName === 'Kurki')!.occurrenceID, darwinCore[0]!.occurrenceID);
    project.settings = { ...project.settings, siteUrl: SITE_URL };
  });

  it('should export no draft (luonnos: kyllä), not even with kaikki, and write no id into it', async () => {
    const draft = path.join(dataDir(), 'lajit', 'kasvit', 'valkovuokko.md');
    const text = '---\nnimi: Valkovuokko\nluonnos: kyllä\nkuvausaika: 3.5.2024\nruutu: 667:338\n---\n\nKevään kukka.\n';
    await writeFile(draft, text);
    const result = await exportObservations(project, { observer: OBSERVER, all: true });
    const rows = records(parseCsv(await readFile(path.join(project.root, 'havainnot', DARWIN_CORE_FILE), 'utf8')));
    assert.ok(result.observations > 0 && !rows.some((row) => row.vernacularName === 'Valkovuokko'), 'the draft is no row');
    assert.equal(await readFile(draft, 'utf8'), text, 'the draft gets no id');
    await rm(draft);
  });

  it('should give recordedBy initials, and the name whole only when the student makes it public', () => {
    assert.equal(initials('Eetu Virtanen'), 'E. V.');
    assert.equal(initials(' anna-liisa  Öhman '), 'A.-L. Ö.');
  });

  it('should keep git status to the files it names and the full name out of every file under dist/, src/ or assets/', async () => {
    // The build of the exported species (with its square) and two others, not of all 29: the
    // surname could only come from the content the pages are made of, and encoding every photo
    // of the sample would make this the slowest unit test for no more proof.
    const read = await readContent(project.settings.dataDir, project.root);
    const kept = ['linnut/kurki.md', 'kasvit/kielo.md', 'muut/karpassieni.md'];
    const content = { ...read, species: read.species.filter((file) => kept.some((name) => file.path.endsWith(name))) };
    assert.equal(content.species.length, kept.length);
    await buildSite({ content, settings: project.settings });
    const status = git(project.root, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
      .sort();
    assert.deepEqual(status, [
      'src/data/lajit/kasvit/kielo.md',
      'src/data/lajit/linnut/kurki.md',
      'src/data/lajit/linnut/pikkulepinkainen.md',
      'src/data/viedyt-havainnot.txt',
    ]);
    // The photo links Darwin Core gave are the files the build published.
    const published = new Set(await readdir(path.join(project.settings.outDir, 'img')));
    for (const url of darwinCore[0]!.associatedMedia!.split(' | ')) assert.ok(published.has(url.split('/').at(-1)!), `${url} not built`);
    const surname = OBSERVER.split(' ')[1]!;
    const places = [path.join(project.root, 'src'), path.join(project.root, 'assets'), project.settings.outDir];
    const files = (await Promise.all(places.map(filesUnder))).flat();
    assert.ok(
      files.some((file) => file.endsWith('index.html')),
      'the build wrote pages',
    );
    for (const file of files) assert.ok(!(await readFile(file)).includes(surname), `${file} holds the surname`);
  });
});

describe('the ruutu key', () => {
  it('should take 721:342 with spaces around the colon, and name the form for anything else', () => {
    assert.deepEqual(checkSquare(' 721 : 342 '), { square: '721:342' });
    const form = checkSquare('721342');
    assert.ok('code' in form && form.code === 'content.square.form');
    const swapped = checkSquare('342:721');
    assert.ok('code' in swapped && swapped.code === 'content.square.outside');
  });

  it('should quote CSV fields holding a comma, a quote or a semicolon', () => {
    assert.equal(toCsv([['a, b', 'say "hi"', 'x;y', 'plain']]), '"a, b","say ""hi""","x;y",plain\r\n');
  });
});

/**
 * `npm run havainnot` (issue 30): the sample plus one species with a square exports both files
 * into havainnot/, parsed back they hold what Vihko and Darwin Core need, git sees nothing new,
 * and the observer's full name reaches no file under dist/, src/ or assets/.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  DARWIN_CORE_FILE,
  DARWIN_CORE_TERMS,
  type ExportResult,
  exportObservations,
  toCsv,
  VIHKO_COLUMNS,
  VIHKO_FILE,
} from '../../src/author/export-observations.ts';
import { checkSquare } from '../../src/content/check-square.ts';
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

describe('npm run havainnot: the observation export', () => {
  let project: AuthorProject;
  let result: ExportResult;
  let vihko: Record<string, string>[];
  let darwinCore: Record<string, string>[];
  let darwinCoreHeader: string[];

  before(async () => {
    project = await authorProject({ sampleAssets: true });
    const kurki = path.join(project.root, 'src', 'data', 'lajit', 'linnut', 'kurki.md');
    await writeFile(kurki, (await readFile(kurki, 'utf8')).replace('kuvausaika: 14.5.2022\n', 'kuvausaika: 14.5.2022\nruutu: 685:334\n'));
    await writeFile(path.join(project.root, '.gitignore'), await readFile('.gitignore', 'utf8'));
    git(project.root, 'init', '-q');
    git(project.root, 'add', '.');
    git(project.root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'sample');
    project.settings = { ...project.settings, siteUrl: SITE_URL };
    result = await exportObservations(project, OBSERVER);
    const vihkoRows = parseCsv(await readFile(path.join(project.root, 'havainnot', VIHKO_FILE), 'utf8'));
    const darwinRows = parseCsv(await readFile(path.join(project.root, 'havainnot', DARWIN_CORE_FILE), 'utf8'));
    vihko = records(vihkoRows);
    darwinCore = records(darwinRows);
    darwinCoreHeader = darwinRows[0]!;
  });
  after(() => project.cleanup());

  it('should write both files into havainnot/ and list every species without a date or a square with its reason', async () => {
    assert.deepEqual(result.files, ['havainnot/laji-fi-vihko.csv', 'havainnot/darwin-core-occurrence.csv']);
    assert.equal(result.observations, 1);
    const species = (await readContent(path.join(project.root, 'src', 'data'), project.root)).species.length;
    assert.equal(result.skipped.length, species - 1);
    assert.ok(result.skipped.every((s) => s.code === 'export.noSquare' || s.code === 'export.noDate' || s.code === 'export.noDateNoSquare'));
    assert.ok(!result.skipped.some((s) => s.file.endsWith('kurki.md')));
  });

  it("should fill Vihko's required columns for every exported species, the square as YKJ N:E", () => {
    assert.equal(vihko.length, 1);
    for (const row of vihko) for (const column of ['Havainnoijat', 'Alku', 'Koordinaatit', 'Laji']) assert.ok(row[column], `${column} empty`);
    assert.deepEqual(Object.keys(vihko[0]!), [...VIHKO_COLUMNS]);
    assert.equal(vihko[0]!.Havainnoijat, OBSERVER);
    assert.equal(vihko[0]!.Alku, '14.5.2022');
    assert.equal(vihko[0]!.Koordinaatit, '685:334');
    assert.equal(vihko[0]!.Laji, 'Grus grus');
    assert.equal(vihko[0]!.Paikannimet, 'Siikaneva, Ruovesi');
  });

  it('should write one Darwin Core row per exported species with the terms, the square centre and the FinBIF taxon', () => {
    assert.deepEqual(darwinCoreHeader, [...DARWIN_CORE_TERMS]);
    assert.equal(darwinCore.length, result.observations);
    const row = darwinCore[0]!;
    assert.equal(row.occurrenceID, `${SITE_URL}kasvi/Kurki/`);
    assert.equal(row.basisOfRecord, 'HumanObservation');
    assert.equal(row.scientificName, 'Grus grus');
    assert.equal(row.vernacularName, 'Kurki');
    assert.match(row.taxonID!, /^http:\/\/tun\.fi\/MX\.\d+$/);
    assert.equal(row.eventDate, '2022-05-14');
    assert.equal(row.countryCode, 'FI');
    assert.equal(row.locality, 'Siikaneva, Ruovesi');
    // The centre of 685:334 (N 6 855 000, E 3 345 000 in YKJ) lies near Ruovesi, 61.8° N 24.1° E.
    assert.ok(Math.abs(Number(row.decimalLatitude) - 61.77) < 0.02 && Math.abs(Number(row.decimalLongitude) - 24.06) < 0.02);
    assert.equal(row.geodeticDatum, 'WGS84');
    assert.equal(row.coordinateUncertaintyInMeters, '7072');
    assert.equal(row.recordedBy, OBSERVER);
    assert.equal(row.associatedMedia, `${SITE_URL}kasvi/Kurki/`);
  });

  it('should leave git status empty and the full name in no file under dist/, src/ or assets/', async () => {
    // The build of the exported species (with its square) and two others, not of all 29: the
    // surname could only come from the content the pages are made of, and encoding every photo
    // of the sample would make this the slowest unit test for no more proof.
    const read = await readContent(project.settings.dataDir, project.root);
    const kept = ['linnut/kurki.md', 'kasvit/kielo.md', 'muut/karpassieni.md'];
    const content = { ...read, species: read.species.filter((file) => kept.some((name) => file.path.endsWith(name))) };
    assert.equal(content.species.length, kept.length);
    await buildSite({ content, settings: project.settings });
    assert.equal(git(project.root, 'status', '--porcelain'), '');
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

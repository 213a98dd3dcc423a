import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkRepository } from '../../src/pipeline/check-repository.ts';
import { type ClassCommandResult, runClassReport, splitFolder } from '../../src/teacher/class-report-command.ts';
import { CLASS_ASSIGNMENT, type ClassFolder, makeClassFolder } from '../helpers/class-repos.ts';

describe('class report (npm run luokka)', () => {
  let folder: ClassFolder;
  /** The site core's check, its face results cached in the class folder, by a detector that finds none (test/unit/check-commands.test.ts finds one). */
  const check = (repo: string, today: Date) =>
    checkRepository(repo, today, { cacheDir: path.join(folder.root, '.cache'), detectFaces: async () => ({ faces: [] }) });
  let result: ClassCommandResult;
  let csv: string[][];
  before(async () => {
    folder = await makeClassFolder();
    await writeFile(path.join(folder.root, 'tehtava.md'), CLASS_ASSIGNMENT);
    result = await runClassReport({ check, folder: folder.root, assignmentFile: path.join(folder.root, 'tehtava.md'), today: new Date(2026, 10, 26) });
    const text = await readFile(path.join(folder.root, 'luokka-raportti.csv'), 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a byte-order mark for Excel');
    csv = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/));
  });
  after(() => folder.cleanup());

  it('should find the three repositories, clones and an unpacked ZIP one folder deeper, one row each', () => {
    assert.deepEqual(
      result.rows.map((row) => row.folder),
      ['eliokokoelma-aino', 'eliokokoelma-eetu', 'zipit/eliokokoelma-sofia-main'],
    );
    assert.equal(csv.length, 4, 'a header and three rows');
  });

  it('should show the complete collection as complete: every requirement met, no problem, its addresses from the https remote', () => {
    const [, aino] = csv;
    const column = (name: string) => aino![csv[0]!.indexOf(name)];
    assert.equal(column('nimi'), 'Aino');
    assert.equal(column('luokka'), '8b');
    assert.equal(column('lajeja'), '3');
    assert.equal(column('lajeja ryhmittäin'), 'Kasvit 1, Puut 1, Linnut 1');
    assert.equal(column('tehtävä täyttyy'), 'kyllä');
    assert.equal(column('virheitä'), '0');
    assert.equal(column('kuvia, joissa sijainti'), '');
    assert.equal(column('viimeisin muutos'), '20.11.2026 klo 14.05');
    assert.equal(column('sivusto'), 'https://koulu-8b.github.io/eliokokoelma-aino/');
    assert.equal(column('kirjanen'), 'https://koulu-8b.github.io/eliokokoelma-aino/kokoelma.pdf');
  });

  it('should show the collection short of species and missing sources with the checklist and the file, its address from the ssh remote', () => {
    const eetu = result.rows[1]!;
    assert.equal(eetu.assignment?.met, false);
    assert.equal(eetu.assignment?.checklist, 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet');
    assert.deepEqual(
      eetu.assignment?.warnings.map((w) => [w.code, w.file ?? '']),
      [
        ['assignment.tooFewSpecies', ''],
        ['assignment.missingField', 'src/data/lajit/kasvit/kielo.md'],
      ],
    );
    assert.deepEqual(eetu.problems, []);
    assert.equal(csv[2]![csv[0]!.indexOf('tehtävä täyttyy')], 'ei');
    assert.equal(csv[2]![csv[0]!.indexOf('sivusto')], 'https://koulu-8b.github.io/eliokokoelma-eetu/');
    assert.equal(csv[2]![csv[0]!.indexOf('kirjanen')], 'ei');
  });

  it('should show the broken species file and the photo with GPS by their files, and "ei tiedossa" where a ZIP cannot tell', () => {
    const sofia = result.rows[2]!;
    assert.equal(sofia.speciesCount, 3);
    assert.deepEqual(
      sofia.problems.map((p) => p.file),
      ['src/data/lajit/linnut/kurki.md', 'assets/kasvit/kielo-1.jpg'],
    );
    assert.deepEqual(sofia.locationPhotos, ['assets/kasvit/kielo-1.jpg']);
    const row = csv[3]!;
    const column = (name: string) => row[csv[0]!.indexOf(name)];
    assert.equal(column('virheitä'), '2');
    assert.equal(column('kuvia, joissa sijainti'), 'assets/kasvit/kielo-1.jpg');
    for (const name of ['viimeisin muutos', 'sivusto', 'kirjanen']) assert.equal(column(name), 'ei tiedossa', name);
  });

  it('should write an HTML report with one summary row per student and no script', async () => {
    const html = await readFile(path.join(folder.root, 'luokka-raportti.html'), 'utf8');
    assert.equal((html.match(/<tr><th scope="row">/g) ?? []).length, 3);
    assert.doesNotMatch(html, /<script/i);
    assert.match(html, /<html lang="fi">/);
    assert.match(html, /@media print/);
  });

  it('should give a collection whose kokoelma.md cannot be read its row, with the reason', async () => {
    await writeFile(path.join(folder.root, 'eliokokoelma-eetu', 'src', 'data', 'kokoelma.md'), 'otsikko: ilman viivoja\n');
    const again = await runClassReport({ check, folder: folder.root, outDir: path.join(folder.root, 'eliokokoelma-eetu') });
    const eetu = again.rows[1]!;
    assert.match(eetu.failure ?? '', /^Kokoelmaa ei voitu lukea: src\/data\/kokoelma\.md, rivi 1: /);
    assert.equal(eetu.speciesCount, 2);
  });

  it('should take the folder apart from the flags, wherever it is written', () => {
    assert.deepEqual(splitFolder(['--ulos', 'x', 'luokka', '--tehtava', 't.md'], ['--ulos', '--tehtava']), {
      folder: 'luokka',
      flags: ['--ulos', 'x', '--tehtava', 't.md'],
    });
  });
});

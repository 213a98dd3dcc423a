import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseContent } from '../../src/content/parse-content.ts';
import { checkAssignment, checkRequirements, contentFacts, parseAssignment, speciesFacts } from '../../src/content/requirements.ts';
import { fixtureContent, fixtureSpecies, type FixtureSpecies } from '../helpers/fixtures.ts';

const ASSIGNMENT = {
  path: 'src/data/tehtava.md',
  text: [
    '---',
    'lajeja vähintään: 4',
    'ryhmittäin:',
    '  puut: 1',
    'pakolliset tiedot:',
    '  - kuvausaika',
    '  - lähteet',
    'kuvauksen kappaleita vähintään: 1',
    '---',
    '',
    'Kerää vähintään neljä lajia.',
  ].join('\n'),
};

/** Every fixture species with a date, a source and a paragraph: meets ASSIGNMENT. */
const complete = (): FixtureSpecies[] =>
  fixtureSpecies().map((s) => ({
    ...s,
    infoCard: { ...s.infoCard, kuvausaika: s.infoCard?.kuvausaika ?? '1.6.2024' },
    lahteet: s.lahteet ?? [{ url: 'https://fi.wikipedia.org/wiki/Laji', kohde: 'Wikipedia' }],
    contentArr: s.contentArr.length > 0 ? s.contentArr : ['Kuvaus.'],
  }));

describe('assignment requirements (src/data/tehtava.md)', () => {
  it('should read every requirement of tehtava.md, with Finnish keys matched ignoring case and dots', () => {
    const { requirements, warnings } = parseAssignment({
      path: 'x',
      text: ASSIGNMENT.text.replace('pakolliset tiedot', 'Pakolliset Tiedot').replace('lähteet', 'lahteet'),
    });
    assert.deepEqual(warnings, []);
    assert.deepEqual(requirements, {
      minSpecies: 4,
      perGroup: [{ folder: 'puut', name: 'Puut', minimum: 1 }],
      fields: ['kuvausaika', 'lähteet'],
      minParagraphs: 1,
    });
  });

  it('should warn about a wrong value in tehtava.md at its line, and drop only that requirement', () => {
    const text = ['---', 'lajeja vähintään: kaksikymmentä', 'pakolliset tiedot:', '  - lähde', 'kuvia: 3', '---'].join('\n');
    const { requirements, warnings } = parseAssignment({ path: 'src/data/tehtava.md', text });
    assert.deepEqual(
      warnings.map((w) => [w.code, w.file, w.line, w.key]),
      [
        ['assignment.badValue', 'src/data/tehtava.md', 2, 'lajeja vähintään'],
        ['assignment.badValue', 'src/data/tehtava.md', 4, 'pakolliset tiedot'],
        ['assignment.badValue', 'src/data/tehtava.md', 5, 'kuvia'],
      ],
    );
    assert.match(warnings[0]!.message, /kokonaisluku/);
    assert.deepEqual(requirements, { perGroup: [], fields: [] });
  });

  it('should give a collection that meets the requirements no warning, from the files and from the parsed content alike', () => {
    const { requirements } = parseAssignment(ASSIGNMENT);
    const files = fixtureContent(complete());
    const fromFiles = checkRequirements(requirements, speciesFacts(files));
    assert.deepEqual(fromFiles.warnings, []);
    assert.equal(fromFiles.met, true);
    assert.equal(fromFiles.checklist, 'Tehtävä: 4/4 lajia');
    const parsed = parseContent(files, ['.png', '.jpg']);
    assert.deepEqual(parsed.problems, []);
    assert.deepEqual(checkRequirements(requirements, contentFacts(parsed.content!)), fromFiles);
  });

  it('should warn, with codes and files, about a collection short of species and missing sources, and say so in the checklist', () => {
    const { requirements } = parseAssignment({ path: 't', text: ASSIGNMENT.text.replace('lajeja vähintään: 4', 'lajeja vähintään: 20') });
    const species = complete().map((s, i) => (i < 3 ? { ...s, lahteet: undefined } : s)) as FixtureSpecies[];
    const check = checkRequirements(requirements, speciesFacts(fixtureContent(species)));
    assert.equal(check.met, false);
    assert.equal(check.checklist, 'Tehtävä: 4/20 lajia; 3 lajilta puuttuu tieto lähteet');
    assert.deepEqual(
      check.warnings.map((w) => [w.code, w.file, w.key]),
      [
        ['assignment.tooFewSpecies', undefined, undefined],
        ['assignment.missingField', 'src/data/lajit/hamahakit/rapuhamahakki.md', 'lähteet'],
        ['assignment.missingField', 'src/data/lajit/kasvit/metsamanty.md', 'lähteet'],
        ['assignment.missingField', 'src/data/lajit/puut/haapa.md', 'lähteet'],
      ],
    );
    assert.match(check.warnings[0]!.message, /4 lajia, tehtävässä pitää olla vähintään 20 lajia/);
    assert.deepEqual(
      check.items.map((item) => item.met),
      [false, true, true, false, true],
    );
  });

  it('should count a group short and a description short of paragraphs', () => {
    const { requirements } = parseAssignment({ path: 't', text: ['---', 'ryhmittäin:', '  linnut: 2', 'kuvauksen kappaleita vähintään: 2', '---'].join('\n') });
    const check = checkRequirements(requirements, speciesFacts(fixtureContent(complete())));
    assert.deepEqual(
      check.warnings.map((w) => [w.code, w.file ?? w.key]),
      [
        ['assignment.tooFewInGroup', 'linnut'],
        ['assignment.tooFewParagraphs', 'src/data/lajit/hamahakit/rapuhamahakki.md'],
        ['assignment.tooFewParagraphs', 'src/data/lajit/kahlaajat/iso-kuovi.md'],
        ['assignment.tooFewParagraphs', 'src/data/lajit/puut/haapa.md'],
      ],
    );
    assert.equal(check.checklist, 'Tehtävä: Linnut 0/2; 3 lajilta kuvauksessa alle 2 kappaletta');
  });
});

describe("the teacher's guide (OPETTAJA.md)", () => {
  const guide = readFileSync('OPETTAJA.md', 'utf8');

  it('should show a tehtava.md example that reads without a warning and sets every requirement', () => {
    const example = /```yaml\n([\s\S]*?)```/.exec(guide)?.[1];
    assert.ok(example, 'a yaml block');
    const { requirements, warnings } = parseAssignment({ path: 'OPETTAJA.md', text: example });
    assert.deepEqual(warnings, []);
    assert.equal(requirements.minSpecies, 20);
    assert.equal(requirements.minParagraphs, 2);
    assert.deepEqual(
      requirements.perGroup.map((g) => g.folder),
      ['puut', 'linnut'],
    );
    assert.equal(requirements.fields.length, 6);
  });

  it('should name every command it tells the teacher to run, and be linked from the README', () => {
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
    for (const [, script] of guide.matchAll(/npm run ([a-z-]+)/g)) assert.ok(scripts.includes(script!), script);
    assert.match(readFileSync('README.md', 'utf8'), /\[OPETTAJA\.md\]\(OPETTAJA\.md\)/);
  });
});

describe('checkAssignment: the one call for the build', () => {
  it('should check nothing without tehtava.md, and put a mistake in tehtava.md before the shortfalls', () => {
    const files = fixtureContent(complete());
    assert.equal(checkAssignment(files), undefined);
    const check = checkAssignment({ ...files, assignment: { path: 'src/data/tehtava.md', text: '---\nlajeja vähintään: 5\nkuvia: 2\n---\n' } });
    assert.deepEqual(
      check?.warnings.map((w) => [w.code, w.file]),
      [
        ['assignment.badValue', 'src/data/tehtava.md'],
        ['assignment.tooFewSpecies', undefined],
      ],
    );
    assert.equal(check?.checklist, 'Tehtävä: 4/5 lajia');
  });
});

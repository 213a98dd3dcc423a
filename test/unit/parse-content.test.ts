import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { parseFinnishDate } from '../../src/content/finnish-date.ts';
import { parseContentFile } from '../../src/content/front-matter.ts';
import { imageKey } from '../../src/content/model.ts';
import { type ContentFiles, imageProblems, parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { contentMessages } from '../../src/messages/content.ts';
import { formatProblem, type Problem, type ProblemCode } from '../../src/messages/student-error.ts';
import { fixtureContent } from '../helpers/fixtures.ts';

const COLLECTION_PATH = 'src/data/kokoelma.md';
const COLLECTION = md('---', 'otsikko: Eliökokoelma', 'nimi: Aino', 'luokka: 8b', '---');

/** Lines of a file as a student saves it (ending in a newline). */
function md(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/**
 * Content of species files by their path under `src/data/lajit` (`linnut/kurki.md`; a file with no
 * folder lies directly in `lajit/`), as `readContent` would hand them over.
 */
function contentFiles(species: Record<string, string>, collection: string | undefined): ContentFiles {
  return {
    collection: { path: COLLECTION_PATH, text: collection },
    species: Object.entries(species).map(([file, text]) => {
      const parts = file.split('/');
      return { path: `src/data/lajit/${file}`, text, group: parts.length > 1 ? parts[0] : undefined };
    }),
    speciesDir: 'src/data/lajit',
  };
}

const parse = (species: Record<string, string>, collection = COLLECTION) => parseContent(contentFiles(species, collection), defaults.images.sourceExtensions);

/** The one species a single file makes, or a failure listing the problems found. */
function speciesOf(text: string) {
  const { content, problems } = parse({ 'linnut/kurki.md': text });
  assert.deepEqual(problems.map(formatProblem), [], 'no problems');
  return content!.species[0]!;
}

/** The problems of one file `src/data/lajit/linnut/kurki.md`. */
const problemsOf = (text: string): Problem[] => parse({ 'linnut/kurki.md': text }).problems;

const KURKI = 'src/data/lajit/linnut/kurki.md';

describe('content files', () => {
  it('should read a species file with every key into the species it describes', () => {
    const entry = speciesOf(
      md(
        '---',
        'nimi: Kurki',
        'tieteellinen: Grus grus',
        'kuvat:',
        '  - linnut/kurki-1.svg',
        '  - tiedosto: linnut/kurki-2.svg',
        '    kohde: 50% 20%',
        'kuvausaika: 14.5.2023',
        'kuvauspaikka: Siikaneva, Ruovesi',
        'kasvupaikka: Suot ja kosteat rannat',
        'lähteet:',
        '  - https://fi.wikipedia.org/wiki/Kurki Wikipedia: Kurki',
        '---',
        'Kurki on iso harmaa lintu.',
        '',
        'Se pesii soilla.',
      ),
    );
    assert.deepEqual(entry, {
      id: 'Kurki',
      title: 'Kurki',
      officName: 'Grus grus',
      images: [{ source: 'linnut/kurki-1.svg' }, { source: 'linnut/kurki-2.svg', focus: { x: 50, y: 20 } }],
      contentArr: ['Kurki on iso harmaa lintu.', 'Se pesii soilla.'],
      infoCard: { kuvausaika: '14.5.2023', kuvauspaikka: 'Siikaneva, Ruovesi' },
      kasvupaikka: 'Suot ja kosteat rannat',
      lahteet: [{ url: 'https://fi.wikipedia.org/wiki/Kurki', kohde: 'Wikipedia: Kurki' }],
      group: 'linnut',
      groupName: 'Linnut',
      file: KURKI,
    });
  });

  it('should take a file with only a name, leaving out every optional part', () => {
    assert.deepEqual(speciesOf(md('---', 'nimi: Kurki', 'tieteellinen:', 'kuvat:', '---')), {
      id: 'Kurki',
      title: 'Kurki',
      images: [],
      contentArr: [],
      group: 'linnut',
      groupName: 'Linnut',
      file: KURKI,
    });
  });

  it('should accept the fixture collection and hand back every photo with the file and line it is written on', () => {
    const { content, images, problems } = parseContent(fixtureContent(), defaults.images.sourceExtensions);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      content?.species.map((s) => s.id),
      ['Metsmnty', 'Haapa', 'Rapuhmhkki', 'Iso%20kuovi'],
    );
    assert.equal(content?.site.title, 'Eliökokoelma');
    assert.equal(images.length, 5, 'every photo of every species');
    assert.deepEqual(
      images.find((use) => use.source === 'puut/manty-2.png'),
      { source: 'puut/manty-2.png', file: 'src/data/lajit/kasvit/metsamanty.md', line: 6 },
    );
  });

  it('should name the file, the 1-based line and the key of every problem, in Finnish', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvausaika: 17.5.', '---'));
    assert.equal(problems.length, 1);
    assert.deepEqual({ ...problems[0], message: undefined }, { code: 'content.date.noYear', file: KURKI, line: 3, key: 'kuvausaika', message: undefined });
    assert.match(formatProblem(problems[0]!), /^src\/data\/lajit\/linnut\/kurki\.md, rivi 3 \(kuvausaika\): /, 'the place, as the student reads it');
  });

  it('should report every problem of every file at once, in file and line order', () => {
    const { content, problems } = parse({
      'linnut/kurki.md': md('---', 'nimi: Kurki', 'kuvausaika: 31.2.2023', 'kuvauspaika: Siikaneva', '---'),
      'kasvit/kielo.md': md('---', 'nimi: Kielo', 'lähteet:', '  - https://fi.wikipedia.org/wiki/Kielo', '---'),
    });
    assert.equal(content, undefined, 'no content while anything is wrong');
    assert.deepEqual(
      problems.map((p) => [p.file, p.line, p.key]),
      [
        ['src/data/lajit/kasvit/kielo.md', 4, 'lähteet'],
        [KURKI, 3, 'kuvausaika'],
        [KURKI, 4, 'kuvauspaika'],
      ],
    );
  });
});

describe('content files: YAML syntax', () => {
  const cases: [string, string[], number, ProblemCode][] = [
    ['an unclosed double quote', ['nimi: Kurki', 'tieteellinen: "Grus grus', 'kuvausaika: 14.5.2023'], 3, 'content.yaml.quote'],
    ['an unclosed single quote', ['nimi: Kurki', "kuvauspaikka: 'Siikaneva", 'kuvausaika: 14.5.2023'], 3, 'content.yaml.quote'],
    ['a tab as indentation', ['nimi: Kurki', 'kuvat:', '\t- linnut/kurki-1.svg', 'kuvausaika: 14.5.2023'], 4, 'content.yaml.tab'],
    ['a key indented by a stray space', ['nimi: Kurki', ' tieteellinen: Grus grus', 'kuvausaika: 14.5.2023'], 3, 'content.yaml.indent'],
    ['": " inside a value', ['nimi: Kurki', 'kuvauspaikka: Siikaneva: Ruovesi', 'kuvausaika: 14.5.2023'], 3, 'content.yaml.colonInValue'],
    ['a key written twice', ['nimi: Kurki', 'kuvausaika: 14.5.2023', 'nimi: Harmaakurki'], 4, 'content.yaml.duplicateKey'],
    ['no space after the colon', ['nimi:Kurki', 'kuvausaika: 14.5.2023'], 2, 'content.file.notKeyValue'],
  ];
  for (const [mistake, lines, line, code] of cases) {
    it(`should point at the line of ${mistake}`, () => {
      const problems = problemsOf(md('---', ...lines, '---'));
      const found = problems.find((p) => p.line === line);
      assert.ok(found, `a problem on line ${line}: ${JSON.stringify(problems.map(formatProblem))}`);
      assert.equal(found.file, KURKI);
      assert.equal(found.code, code);
    });
  }

  it('should not let one broken line hide a wrong date further down', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'tieteellinen: "Grus grus', 'kuvauspaikka: Siikaneva', 'kuvausaika: 17.5.', '---'));
    assert.deepEqual(
      problems.map((p) => [p.line, p.key]),
      [
        [3, undefined],
        [5, 'kuvausaika'],
      ],
    );
  });

  it('should ask for the --- line at the start of a file without one', () => {
    const problems = problemsOf(md('nimi: Kurki', 'kuvausaika: 14.5.2023'));
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.line, 1);
    assert.equal(problems[0]!.code, 'content.file.noFrontMatter');
  });

  it('should ask for the closing --- line when the front matter never ends', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvausaika: 14.5.2023', '', 'Kurki on iso lintu.'));
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.line, 1);
    assert.equal(problems[0]!.code, 'content.file.unclosedFrontMatter');
  });

  it('should ask for key: value lines when the front matter is a list or a text', () => {
    for (const lines of [['- Kurki'], ['Kurki']]) {
      const problems = problemsOf(md('---', ...lines, '---'));
      assert.ok(
        problems.some((p) => p.line === 2 && p.code === 'content.file.notKeyValue'),
        JSON.stringify(problems),
      );
    }
  });
});

describe('content files: keys', () => {
  it('should suggest kuvauspaikka for kuvauspaika, not kuvausaika', () => {
    const [problem, ...rest] = problemsOf(md('---', 'nimi: Kurki', 'kuvauspaika: Siikaneva', '---'));
    assert.deepEqual(rest, []);
    assert.deepEqual([problem!.code, problem!.line, problem!.key], ['content.key.unknown', 3, 'kuvauspaika']);
    assert.match(problem!.message, /"kuvauspaikka"/, 'the key meant is suggested');
    assert.doesNotMatch(problem!.message, /"kuvausaika"/);
  });

  it('should list the keys when an unknown one is like none of them', () => {
    const [problem] = problemsOf(md('---', 'nimi: Kurki', 'väri: harmaa', '---'));
    assert.equal(problem!.code, 'content.key.unknown');
    assert.match(problem!.message, /nimi, tieteellinen, kuvat, kuvausaika, kuvauspaikka, kasvupaikka, lähteet/, 'every key is listed');
  });

  it('should take lahteet, Nimi and KUVAUSAIKA as the keys they mean', () => {
    const entry = speciesOf(md('---', 'Nimi: Kurki', 'KUVAUSAIKA: 14.5.2023', 'lahteet:', '  - https://fi.wikipedia.org/wiki/Kurki Wikipedia: Kurki', '---'));
    assert.equal(entry.title, 'Kurki');
    assert.deepEqual(entry.infoCard, { kuvausaika: '14.5.2023' });
    assert.deepEqual(entry.lahteet, [{ url: 'https://fi.wikipedia.org/wiki/Kurki', kohde: 'Wikipedia: Kurki' }]);
  });

  it('should ask for a name when there is none, and refuse a page id written by hand', () => {
    const problems = problemsOf(md('---', 'id: kurki', 'tieteellinen: Grus grus', '---'));
    assert.deepEqual(
      problems.map((p) => [p.line, p.key]),
      [
        [1, 'nimi'],
        [2, 'id'],
      ],
    );
    assert.deepEqual(
      problems.map((p) => p.code),
      ['content.key.required', 'content.key.id'],
    );
  });

  it('should want a text, not a list, for a name, and a list for kuvat', () => {
    const problems = problemsOf(md('---', 'nimi:', '  - Kurki', 'kuvat:', '  tiedosto: linnut/kurki-1.svg', '---'));
    assert.deepEqual(
      problems.map((p) => [p.line, p.key]),
      [
        [2, 'nimi'],
        [4, 'kuvat'],
      ],
    );
    assert.deepEqual(
      problems.map((p) => p.code),
      ['content.key.notText', 'content.key.notList'],
    );
  });

  it('should read values as text: a date stays a date, and quotes and apostrophes need no escaping', () => {
    const entry = speciesOf(
      md('---', 'nimi: Kyllä', "kuvauspaikka: Vaa'an ranta", 'kasvupaikka: ”Kosteat” niityt ja ’rannat’', 'kuvausaika: 01.06.2023', '---'),
    );
    assert.equal(entry.title, 'Kyllä');
    assert.deepEqual(entry.infoCard, { kuvausaika: '01.06.2023', kuvauspaikka: "Vaa'an ranta" });
    assert.equal(entry.kasvupaikka, '”Kosteat” niityt ja ’rannat’');
  });
});

describe('content files: dates', () => {
  const cases: [string, ProblemCode][] = [
    ['17.5.', 'content.date.noYear'],
    ['17.5.24', 'content.date.shortYear'],
    ['31.2.2023', 'content.date.notReal'],
    ['2023-05-17', 'content.date.form'],
    ['17.5.1799', 'content.date.tooOld'],
  ];
  for (const [date, code] of cases) {
    it(`should explain what is wrong with the date ${date}`, () => {
      const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvauspaikka: Siikaneva', `kuvausaika: ${date}`, '---'));
      assert.equal(problems.length, 1);
      assert.deepEqual([problems[0]!.code, problems[0]!.line, problems[0]!.key], [code, 4, 'kuvausaika']);
    });
  }

  it('should take real dates, including 29 February of a leap year', () => {
    assert.deepEqual(speciesOf(md('---', 'nimi: Kurki', 'kuvausaika: 29.2.2024', '---')).infoCard, { kuvausaika: '29.2.2024' });
    assert.deepEqual(parseFinnishDate('07.06.2022'), { day: 7, month: 6, year: 2022 });
    assert.equal(parseFinnishDate('29.2.2023'), undefined);
  });
});

describe('content files: sources', () => {
  it('should join a source name holding ": " back together, as it was written', () => {
    const entry = speciesOf(
      md('---', 'nimi: Kurki', 'lähteet:', '  - https://fi.wikipedia.org/wiki/Kurki Wikipedia: Kurki', '  - https://example.org/kurki Lintuopas 2024', '---'),
    );
    assert.deepEqual(entry.lahteet, [
      { url: 'https://fi.wikipedia.org/wiki/Kurki', kohde: 'Wikipedia: Kurki' },
      { url: 'https://example.org/kurki', kohde: 'Lintuopas 2024' },
    ]);
  });

  it('should ask for the name of a source given as an address alone', () => {
    const [problem, ...rest] = problemsOf(md('---', 'nimi: Kurki', 'lähteet:', '  - https://fi.wikipedia.org/wiki/Kurki', '---'));
    assert.deepEqual(rest, []);
    assert.deepEqual([problem!.code, problem!.line, problem!.key], ['content.source.noName', 4, 'lähteet']);
  });

  it('should refuse a source that does not start with an http(s) address', () => {
    for (const source of ['ftp://example.org/kurki Lintuopas', 'javascript:alert(1) Lintuopas', 'Lintuopas']) {
      const problems = problemsOf(md('---', 'nimi: Kurki', 'lähteet:', `  - ${source}`, '---'));
      assert.equal(problems.length, 1, source);
      assert.deepEqual([problems[0]!.code, problems[0]!.line, problems[0]!.key], ['content.source.notAddress', 4, 'lähteet'], source);
    }
  });
});

describe('content files: photos', () => {
  it('should take photos as plain paths and as tiedosto with kohde, normalising each path', () => {
    const entry = speciesOf(
      md('---', 'nimi: Kurki', 'kuvat:', '  - ./linnut//kurki-1.svg', '  - tiedosto: linnut/kurki-2.svg', '    kohde: 30 75%', '  - IMG_0001.HEIC', '---'),
    );
    assert.deepEqual(entry.images, [{ source: 'linnut/kurki-1.svg' }, { source: 'linnut/kurki-2.svg', focus: { x: 30, y: 75 } }, { source: 'IMG_0001.HEIC' }]);
  });

  it('should refuse a kohde that is not two percentages, on the kohde line', () => {
    for (const kohde of ['ylhäällä', '50%', '120% 20%']) {
      const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvat:', '  - tiedosto: linnut/kurki-2.svg', `    kohde: ${kohde}`, '---'));
      assert.equal(problems.length, 1, kohde);
      assert.deepEqual([problems[0]!.code, problems[0]!.line, problems[0]!.key], ['content.image.focus', 5, 'kuvat'], kohde);
    }
  });

  it('should ask for the file of a photo item that has only kohde, and name a misspelt item key', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvat:', '  - kohde: 50% 20%', '  - tiedsto: linnut/kurki-1.svg', '---'));
    assert.ok(
      problems.some((p) => p.line === 4 && p.key === 'kuvat' && p.code === 'content.image.noFile'),
      JSON.stringify(problems),
    );
    assert.ok(
      problems.some((p) => p.line === 5 && p.key === 'kuvat' && p.code === 'content.key.unknown' && p.message.includes('"tiedosto"')),
      JSON.stringify(problems),
    );
  });

  it('should refuse a photo path that leaves the assets folder or is not a supported image, on its line', () => {
    const cases: [string, ProblemCode][] = [
      ['../salainen.jpg', 'content.image.outside'],
      ['linnut/../../salainen.jpg', 'content.image.outside'],
      ['/home/aino/kurki.jpg', 'content.image.absolute'],
      ['C:/Kuvat/kurki.jpg', 'content.image.absolute'],
      ['linnut\\kurki.jpg', 'content.image.backslash'],
      ['linnut/kurki.gif', 'content.image.type'],
    ];
    for (const [image, code] of cases) {
      const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvat:', '  - linnut/kurki-1.svg', `  - ${JSON.stringify(image)}`, '---'));
      assert.equal(problems.length, 1, image);
      assert.deepEqual([problems[0]!.code, problems[0]!.line, problems[0]!.key], [code, 5, 'kuvat'], image);
    }
  });

  it('should hand over the usable photos of a file with other problems, so their own problems show too', () => {
    const { content, images } = parse({ 'linnut/kurki.md': md('---', 'nimi: Kurki', 'kuvat:', '  - linnut/kurki-1.svg', 'kuvausaika: 31.2.2023', '---') });
    assert.equal(content, undefined);
    assert.deepEqual(images, [{ source: 'linnut/kurki-1.svg', file: KURKI, line: 4 }]);
  });

  it("should turn the image stage's failures into problems at every line the photo is written on", () => {
    const { images } = parse({
      'linnut/kurki.md': md('---', 'nimi: Kurki', 'kuvat:', '  - yhteinen.jpg', '  - tiedosto: yhteinen.jpg', '    kohde: 50% 10%', '---'),
      'kasvit/kielo.md': md('---', 'nimi: Kielo', 'kuvat:', '  - yhteinen.jpg', '---'),
    });
    const failures = new Map([[imageKey({ source: 'yhteinen.jpg' }), { finding: { code: 'image.undecodable', message: 'kuvaa ei voitu purkaa' } as const }]]);
    assert.deepEqual(
      imageProblems(images, failures).map((p) => `${p.code} ${p.file}:${p.line}`),
      ['image.undecodable src/data/lajit/kasvit/kielo.md:4', 'image.undecodable src/data/lajit/linnut/kurki.md:4'],
      "the image stage's kind is the problem's code",
    );
    assert.deepEqual(
      imageProblems(images, failures).map(formatProblem).sort(),
      [
        'src/data/lajit/kasvit/kielo.md, rivi 4 (kuvat): kuva "yhteinen.jpg": kuvaa ei voitu purkaa',
        'src/data/lajit/linnut/kurki.md, rivi 4 (kuvat): kuva "yhteinen.jpg": kuvaa ei voitu purkaa',
      ],
      'the photo cropped around its kohde is another request, which did not fail',
    );
  });
});

describe('content files: description text', () => {
  it("should keep apostrophes, Word's quote marks and markup as text", () => {
    const entry = speciesOf(
      md('---', 'nimi: Kurki', '---', "Kurjen ääni kuuluu vaa'an yli.", 'Sanotaan ’kurki’ ja ”lainaus”.', '', '<script>alert(1)</script> & <b>lihava</b>'),
    );
    assert.deepEqual(entry.contentArr, ["Kurjen ääni kuuluu vaa'an yli. Sanotaan ’kurki’ ja ”lainaus”.", '<script>alert(1)</script> & <b>lihava</b>']);
  });

  it('should split paragraphs on blank lines and join the lines of each with one space', () => {
    const entry = speciesOf(
      md('---', 'nimi: Kurki', '---', '', '', 'Ensimmäinen rivi,  ', '   toinen rivi.', '', '   ', '', 'Toinen kappale.', '', '', 'Kolmas', 'kappale.', '', ''),
    );
    assert.deepEqual(entry.contentArr, ['Ensimmäinen rivi, toinen rivi.', 'Toinen kappale.', 'Kolmas kappale.']);
  });

  it('should read a file saved with Windows line ends and a byte order mark as the same file, at the same lines', () => {
    const lines = ['---', 'nimi: Kurki', 'kuvausaika: 14.5.2023', '---', '', 'Kurki on', 'iso lintu.', '', 'Se pesii soilla.'];
    assert.deepEqual(speciesOf(`\uFEFF${lines.join('\r\n')}\r\n`), speciesOf(md(...lines)));
    const wrong = `\uFEFF${['---', 'nimi: Kurki', 'kuvausaika: 17.5.', '---'].join('\r\n')}\r\n`;
    assert.deepEqual(
      problemsOf(wrong).map((p) => [p.line, p.key]),
      [[3, 'kuvausaika']],
    );
  });

  it('should ask for UTF-8 when a file was saved in another encoding, naming the first line that shows it', () => {
    // "Hämeenlinna" saved in Latin-1 and read as UTF-8, as Node reads it: ä becomes U+FFFD.
    const latin1 = Buffer.from(md('---', 'nimi: Kurki', 'kuvauspaikka: Hämeenlinna', '---', 'Pesii Hämeessä.'), 'latin1').toString('utf8');
    assert.ok(latin1.includes('\uFFFD'), 'the bytes really do not decode');
    const problems = problemsOf(latin1);
    assert.equal(problems.length, 1);
    assert.deepEqual([problems[0]!.file, problems[0]!.line], [KURKI, 3]);
    assert.equal(problems[0]!.code, 'content.file.notUtf8');
  });
});

describe('content files: files and names', () => {
  it('should ask to move a species file lying directly in lajit/ into a group folder', () => {
    const problems = parse({ 'kurki.md': md('---', 'nimi: Kurki', '---') }).problems;
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.file, 'src/data/lajit/kurki.md');
    assert.equal(problems[0]!.code, 'content.species.notInGroup');
    assert.ok(problems[0]!.message.includes('src/data/lajit/kasvit/kurki.md'), 'the folder to move it to, by example');
  });

  it('should refuse two species with the same page id, naming both files', () => {
    const { problems } = parse({
      'puut/haapa.md': md('---', 'nimi: Haapa', '---'),
      'kasvit/haapa-2.md': md('---', 'tieteellinen: Populus tremula', 'nimi: Haapaä', '---'),
    });
    assert.equal(problems.length, 1);
    const [problem] = problems;
    const files = [problem!.file, ...(problem!.others ?? [])].sort();
    assert.deepEqual(files, ['src/data/lajit/kasvit/haapa-2.md', 'src/data/lajit/puut/haapa.md'], 'both files are named');
    assert.equal(problem!.key, 'nimi');
    assert.equal(problem!.line, problem!.file === 'src/data/lajit/puut/haapa.md' ? 2 : 3, 'at the nimi line of its file');
    assert.equal(problem!.code, 'content.title.sameId');
  });

  it('should refuse names whose pages differ only in case, which are one folder on Windows and macOS', () => {
    const { problems } = parse({ 'puut/haapa.md': md('---', 'nimi: Haapa', '---'), 'puut/haapa-pieni.md': md('---', 'nimi: haapa', '---') });
    assert.equal(problems.length, 1);
    const [problem] = problems;
    assert.deepEqual([problem!.code, problem!.line, problem!.key], ['content.title.caseOnly', 2, 'nimi']);
    assert.deepEqual(
      [problem!.file, ...problem!.others!].sort(),
      ['src/data/lajit/puut/haapa-pieni.md', 'src/data/lajit/puut/haapa.md'],
      'both files are named',
    );
  });

  it('should take a name typed with combining accents as the same name', () => {
    const decomposed = 'Metsämänty'.normalize('NFD');
    assert.notEqual(decomposed, 'Metsämänty', 'the name really is decomposed');
    const entry = speciesOf(md('---', `nimi: ${decomposed}`, '---'));
    assert.deepEqual([entry.title, entry.id], ['Metsämänty', 'Metsmnty']);
  });

  it('should refuse a name that cannot be a page address, saying why', () => {
    const cases: [string, string][] = [
      ['Puu/Pensas', contentMessages.idReasons.slash],
      ['Ää', contentMessages.idReasons.empty],
      ['Haapa'.repeat(60), contentMessages.idReasons.tooLong(300, 255)],
    ];
    for (const [name, reason] of cases) {
      const problems = problemsOf(md('---', `nimi: ${name}`, '---'));
      assert.equal(problems.length, 1, name);
      assert.deepEqual([problems[0]!.code, problems[0]!.line, problems[0]!.key], ['content.title.unsafe', 2, 'nimi'], name);
      assert.ok(problems[0]!.message.includes(reason), `${name}: the reason is given`);
    }
  });

  it("should order the grid by group (the fixed order, then folders of the student's own), then by name in Finnish alphabetical order", () => {
    const names: Record<string, string> = {
      'muut/ampiainen.md': 'Ampiainen',
      'kahlaajat/kuovi.md': 'Iso kuovi',
      'linnut/harakka.md': 'Harakka',
      'kasvit/angelma.md': 'Ängelmä',
      'kasvit/vadelma.md': 'Vadelma',
      'kasvit/oljypalmu.md': 'Öljypalmu',
      'kasvit/zinnia.md': 'Zinnia',
      'kasvit/ahomansikka.md': 'Ahomansikka',
      'hamahakit/ristihamahakki.md': 'Ristihämähäkki',
      'aaltoset/aalto.md': 'Aalto',
    };
    const { content } = parse(Object.fromEntries(Object.entries(names).map(([file, name]) => [file, md('---', `nimi: ${name}`, '---')])));
    assert.deepEqual(
      content?.species.map((s) => s.title),
      ['Ahomansikka', 'Vadelma', 'Zinnia', 'Ängelmä', 'Öljypalmu', 'Harakka', 'Ristihämähäkki', 'Ampiainen', 'Aalto', 'Iso kuovi'],
    );
  });
});

describe('content files: the collection file', () => {
  it('should read the title, first name and class of kokoelma.md', () => {
    const { content } = parse({}, md('---', 'otsikko: Ainon ötökät', 'nimi: Aino', 'luokka: 8b', '---', 'Muistiinpanoja itselle.'));
    assert.deepEqual(content, { site: { title: 'Ainon ötökät', authorFirstName: 'Aino', className: '8b' }, species: [] });
  });

  it('should say how to make kokoelma.md when it is missing', () => {
    const { content, problems } = parseContent(contentFiles({}, undefined), defaults.images.sourceExtensions);
    assert.equal(content, undefined);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.file, COLLECTION_PATH);
    assert.equal(problems[0]!.code, 'content.collection.missing');
  });

  it('should ask for each missing setting of kokoelma.md', () => {
    const { problems } = parse({}, md('---', 'otsikko: Eliökokoelma', 'luokka:', '---'));
    assert.deepEqual(
      problems.map((p) => [p.file, p.key, p.message]),
      [
        [COLLECTION_PATH, 'nimi', 'nimi puuttuu: lisää rivi "nimi: Aino"'],
        [COLLECTION_PATH, 'luokka', 'luokka puuttuu: lisää rivi "luokka: 8b"'],
      ],
    );
  });
});

describe('reading content from the disk', () => {
  it('should read kokoelma.md and every species file by its group, with paths from the project folder, leaving out MALLI.md', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-read-'));
    try {
      const write = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      await write('src/data/kokoelma.md', COLLECTION);
      await write('src/data/lajit/linnut/kurki.md', md('---', 'nimi: Kurki', '---'));
      await write('src/data/lajit/linnut/Joutsen.MD', md('---', 'nimi: Joutsen', '---'));
      await write('src/data/lajit/irrallaan.md', md('---', 'nimi: Irrallaan', '---'));
      await write('src/data/lajit/MALLI.md', md('---', 'nimi: Malli', '---'));
      await write('src/data/lajit/linnut/MALLI.md', md('---', 'nimi: Malli', '---'));
      await write('src/data/lajit/linnut/muistiinpano.txt', 'ei laji');
      const files = await readContent('src/data', root);
      assert.deepEqual(files.collection, { path: COLLECTION_PATH, text: COLLECTION });
      assert.equal(files.speciesDir, 'src/data/lajit');
      assert.deepEqual(
        files.species.map((f) => [f.path, f.group]),
        [
          ['src/data/lajit/irrallaan.md', undefined],
          ['src/data/lajit/linnut/Joutsen.MD', 'linnut'],
          ['src/data/lajit/linnut/kurki.md', 'linnut'],
        ],
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should read a collection without kokoelma.md or lajit/ as missing, not as an error', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-read-'));
    try {
      const files = await readContent('src/data', root);
      assert.deepEqual(files, {
        collection: { path: COLLECTION_PATH, text: undefined },
        species: [],
        speciesDir: 'src/data/lajit',
        listed: [],
        dataDir: 'src/data',
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('content files: names, dates and addresses that pass the syntax and fail later', () => {
  /** 15:00 on 14 May 2026 in Finland: every date test takes this as today, never the clock. */
  const TODAY = new Date('2026-05-14T12:00:00Z');
  const problemsOn = (text: string, today = TODAY): Problem[] =>
    parseContent(contentFiles({ 'linnut/kurki.md': text }, COLLECTION), defaults.images.sourceExtensions, { today }).problems;
  const where = (problems: readonly Problem[]) => problems.map((p) => [p.file, p.line, p.key]);

  it('should refuse a name whose page folder would start with a dot, which servers and the preview hide', () => {
    for (const name of ['.Haapa', '..a', 'ä.Haapa']) {
      const problems = problemsOf(md('---', `nimi: ${name}`, '---'));
      assert.deepEqual(where(problems), [[KURKI, 2, 'nimi']], name);
      assert.ok(problems[0]!.code === 'content.title.unsafe' && problems[0]!.message.includes(contentMessages.idReasons.startsWithDot), name);
    }
  });

  it('should refuse a name ending like a file name (404.html.gz, x.html, x.br), which the build writes or servers treat as a file', () => {
    for (const name of ['404.html.gz', '404.html.br', 'Haapa.html', 'Haapa.gz', 'Haapa.br', 'Haapa.XML', 'index.htm', 'Haapa.zst']) {
      const problems = problemsOf(md('---', `nimi: ${name}`, '---'));
      assert.deepEqual(where(problems), [[KURKI, 2, 'nimi']], name);
      assert.ok(problems[0]!.code === 'content.title.unsafe' && problems[0]!.message.includes(contentMessages.idReasons.fileName), name);
    }
    for (const name of ['Haapa 2.0', 'Carex nigra v. juncea', 'Pihlaja (2.5 m)']) {
      assert.deepEqual(problemsOf(md('---', `nimi: ${name}`, '---')).map(formatProblem), [], `${name} is an ordinary name`);
    }
  });

  it('should refuse a date after today, taking today as an option, and accept today and the days before it', () => {
    const dated = (date: string) => md('---', 'nimi: Kurki', `kuvausaika: ${date}`, '---');
    for (const date of ['1.1.2999', '16.5.2026', '1.6.2026', '1.1.2027']) {
      const problems = problemsOn(dated(date));
      assert.deepEqual(where(problems), [[KURKI, 3, 'kuvausaika']], date);
      assert.equal(problems[0]!.code, 'content.date.future', date);
    }
    for (const date of ['14.5.2026', '13.5.2026', '31.12.2025']) assert.deepEqual(problemsOn(dated(date)), [], date);
    // 15.5. is already today east of Finland (UTC+14 at the most): a date is in the future only
    // when it is in the future everywhere, so a build on a runner in UTC never refuses a photo
    // taken just after midnight in Finland.
    assert.deepEqual(problemsOn(dated('15.5.2026')), [], 'already today somewhere');
    assert.equal(problemsOn(dated('15.5.2026'), new Date('2026-05-13T09:00:00Z')).length, 1, 'two days ahead is refused');
  });

  it('should take today from the clock when no today is given', () => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const date = `${next.getDate()}.${next.getMonth() + 1}.${next.getFullYear()}`;
    assert.equal(problemsOf(md('---', 'nimi: Kurki', `kuvausaika: ${date}`, '---'))[0]?.code, 'content.date.future');
  });

  const invisible: [string, string, RegExp][] = [
    ['U+200B', 'Kur\u200Bki', /näkymätön merkki U\+200B \(leveydetön välilyönti\) kohdassa 4, heti tekstin "Kur" jälkeen: poista se/],
    ['U+200D', 'Kurki\u200D', /näkymätön merkki U\+200D \(leveydetön liitos\) kohdassa 6, heti tekstin "Kurki" jälkeen/],
    ['U+FEFF', 'Ku\uFEFFrki', /näkymätön merkki U\+FEFF \(tavujärjestysmerkki, BOM\) kohdassa 3, heti tekstin "Ku" jälkeen/],
    ['U+2060', '\u2060Kurki', /näkymätön merkki U\+2060 \(sanaliitos\) kohdassa 1, tekstin alussa/],
    ['U+202E', 'Ku\u202Eikr', /näkymätön merkki U\+202E \(oikealta vasemmalle -pakotus, joka kääntää tekstin suunnan\) kohdassa 3/],
    ['U+202D', 'Ku\u202Drki', /U\+202D \(vasemmalta oikealle -pakotus/],
    ['U+2066', 'Ku\u2066rki\u2069', /U\+2066 \(vasemmalta oikealle -eristys/],
    ['U+2067', 'Ku\u2067rki', /U\+2067 \(oikealta vasemmalle -eristys/],
    ['U+2068', 'Ku\u2068rki', /U\+2068 \(tekstin suunnan eristysmerkki/],
    ['U+2069', 'Kurki\u2069', /U\+2069 \(eristyksen loppu/],
    ['U+202A', 'Ku\u202Arki', /U\+202A \(vasemmalta oikealle -upotus/],
    ['U+202C', 'Ku\u202Crki', /U\+202C \(upotuksen tai pakotuksen loppu/],
    ['U+200F', 'Kurki\u200F', /U\+200F \(oikealta vasemmalle -merkki/],
  ];
  for (const [code, name, message] of invisible) {
    it(`should refuse an invisible ${code} in nimi, saying which character and where`, () => {
      const problems = problemsOf(md('---', `nimi: ${name}`, '---'));
      assert.deepEqual(where(problems), [[KURKI, 2, 'nimi']], 'one problem, on the name line');
      assert.equal(problems[0]!.code, 'content.name.invisible');
      assert.match(problems[0]!.message, message, 'which character, and where: read from the name');
    });
  }

  it('should take a byte order mark at the start of a value as YAML does: dropped, so the name is clean', () => {
    assert.equal(speciesOf(md('---', 'nimi: \uFEFFKurki', '---')).title, 'Kurki');
  });

  it('should refuse an invisible or direction character in tieteellinen too', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'tieteellinen: Grus\u00A0\u200Bgrus', '---'));
    assert.deepEqual(where(problems), [[KURKI, 3, 'tieteellinen']]);
    assert.match(problems[0]!.message, /U\+200B \(leveydetön välilyönti\) kohdassa 6, heti tekstin "Grus\u00A0" jälkeen/);
  });

  it("should refuse an invisible character in the collection's title and the student's name", () => {
    const { problems } = parse({}, md('---', 'otsikko: Eliö\u202Ekokoelma', 'nimi: Ai\u200Bno', 'luokka: 8b', '---'));
    assert.deepEqual(where(problems), [
      [COLLECTION_PATH, 2, 'otsikko'],
      [COLLECTION_PATH, 3, 'nimi'],
    ]);
    assert.match(problems[0]!.message, /U\+202E .* kohdassa 5, heti tekstin "Eliö" jälkeen/);
  });

  it('should refuse a source address carrying a user name or password, without repeating the password', () => {
    for (const url of ['https://user:pass@example.org/kurki', 'https://aino@example.org/kurki', 'http://:salasana@example.org/']) {
      const problems = problemsOf(md('---', 'nimi: Kurki', 'lähteet:', `  - ${url} Lintuopas`, '---'));
      assert.deepEqual(where(problems), [[KURKI, 4, 'lähteet']], url);
      assert.equal(problems[0]!.code, 'content.source.credentials', url);
      assert.ok(!problems[0]!.message.includes('pass') && !problems[0]!.message.includes('salasana@'), `${url}: the password is not printed`);
      assert.ok(problems[0]!.message.includes('example.org'), `${url}: the site is named`);
    }
    assert.deepEqual(problemsOf(md('---', 'nimi: Kurki', 'lähteet:', '  - https://mastodon.example/@aino Aino', '---')), [], 'an @ in the path is no password');
  });
});

describe('content files: read once', () => {
  it('should give the same frozen result for the same text, so a file saved unchanged is not parsed again and no caller can change it', () => {
    const text = '---\nnimi: Kielo\nkuvat:\n  - kielo.jpg\n---\n\nKielo kukkii.\n';
    const first = parseContentFile(text);
    assert.equal(parseContentFile(`${text}`), first, 'the same object for the same text');
    assert.notEqual(parseContentFile(text.replace('Kielo kukkii', 'Kielo tuoksuu')), first, 'another text is parsed anew');
    assert.ok(Object.isFrozen(first) && Object.isFrozen(first.entries) && Object.isFrozen(first.entries![1]!.value));
    assert.throws(() => first.problems.push({ code: 'content.file.nul', message: '' }), TypeError);
  });
});

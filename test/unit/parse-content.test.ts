import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { parseFinnishDate } from '../../src/content/finnish-date.ts';
import { imageProblems, parseContent } from '../../src/content/parse-content.ts';
import { formatProblem } from '../../src/content/problems.ts';
import type { Species } from '../../src/data/types.ts';
import { fixtureContent, fixtureSpecies } from '../helpers/fixtures.ts';

const parse = (species: unknown[]) => parseContent(fixtureContent(species as Species[]), defaults.images.sourceExtensions);
const problemsFor = (species: unknown[]) => parse(species).problems.map(formatProblem);

const withHaapa = (patch: Record<string, unknown>) => [{ ...fixtureSpecies()[1], ...patch }];

describe('content parsing', () => {
  it('should accept the fixture collection', () => {
    assert.deepEqual(problemsFor(fixtureSpecies()), []);
  });

  it('should hand back trusted content with derived ids and every image use', () => {
    const { content, images } = parse(fixtureSpecies());
    assert.ok(content, 'content is returned when there are no problems');
    assert.deepEqual(content.species.map((s) => s.id), ['Metsmnty', 'Haapa', 'Rapuhmhkki', 'Iso%20kuovi']);
    assert.equal(content.site.title, 'Eliökokoelma');
    assert.deepEqual(images[1], { source: 'puut/manty-2.png', where: 'species "Metsämänty"', field: 'images[1]' });
    assert.equal(images.length, 5, 'every image of every species');
  });

  it('should return no content, and still the usable images, when anything is wrong', () => {
    const { content, images, problems } = parse([{ ...fixtureSpecies()[1], infoCard: { kuvausaika: '31.2.2023' } }]);
    assert.equal(content, undefined);
    assert.equal(problems.length, 1);
    assert.deepEqual(images.map((use) => use.source), ['puut/haapa.png'], 'the image stage can still report its own problems');
  });

  it('should turn image failures into problems at every place the image is used', () => {
    const { images } = parse([fixtureSpecies()[1], { ...fixtureSpecies()[2], images: ['puut/haapa.png'] }]);
    const problems = imageProblems(images, new Map([['puut/haapa.png', 'could not be decoded']])).map(formatProblem);
    assert.deepEqual(problems, ['species "Haapa" → images[0]: could not be decoded', 'species "Rapuhämähäkki" → images[0]: could not be decoded']);
  });

  it('should reject two species whose ids are the same, naming both', () => {
    const problems = problemsFor([...withHaapa({}), ...withHaapa({ title: 'Haapaä' })]);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /species "Haapaä" → title: gives the id "Haapa", the same as species "Haapa"/);
  });

  it('should reject a date that is not a real d.m.yyyy date, showing the value', () => {
    for (const date of ['31.2.2023', '2023-06-07', '7.13.2022', '7.6.22', 'kesäkuu']) {
      const problems = problemsFor(withHaapa({ infoCard: { kuvausaika: date } }));
      assert.equal(problems.length, 1, date);
      assert.match(problems[0]!, new RegExp(`species "Haapa" → infoCard\\.kuvausaika: "${date.replace(/\./g, '\\.')}" is not a real date \\(expected d\\.m\\.yyyy`));
    }
  });

  it('should parse real dates, including 29 February of a leap year', () => {
    assert.deepEqual(parseFinnishDate('29.2.2024'), { day: 29, month: 2, year: 2024 });
    assert.deepEqual(parseFinnishDate('07.06.2022'), { day: 7, month: 6, year: 2022 });
    assert.equal(parseFinnishDate('29.2.2023'), undefined);
  });

  it('should reject a source URL that is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/x', 'www.example.org', '']) {
      const problems = problemsFor(withHaapa({ lahteet: [{ url, kohde: 'X' }] }));
      assert.equal(problems.length, 1, url);
      assert.match(problems[0]!, /species "Haapa" → lahteet\[0\]\.url: .* is not an http\(s\) address/);
    }
  });

  it('should reject an image path that leaves the assets folder', () => {
    for (const image of ['../secret.jpg', '/etc/passwd.png', 'a/../../b.png', 'C:/kuvat/x.jpg', 'kuvat\\x.jpg']) {
      const problems = problemsFor(withHaapa({ images: [image] }));
      assert.equal(problems.length, 1, image);
      assert.match(problems[0]!, /species "Haapa" → images\[0\]: /);
    }
  });

  it('should reject an unsupported image type, and take iPhone HEIC/HEIF photos as they are', () => {
    const [gif] = problemsFor(withHaapa({ images: ['x.gif'] }));
    assert.match(gif!, /images\[0\]: "x\.gif" is not a supported image type/);
    assert.deepEqual(problemsFor(withHaapa({ images: ['IMG_0001.HEIC', 'kasvit/haapa-2.heif'] })), [], 'HEIC and HEIF, any case');
  });

  it('should reject a title whose id is not one safe path segment', () => {
    for (const title of ['Puu/Pensas', '..', 'Ää']) {
      const problems = problemsFor(withHaapa({ title }));
      assert.equal(problems.length, 1, title);
      assert.match(problems[0]!, /→ title: gives the id .* which cannot be a page address/);
    }
  });

  it('should reject fields of the wrong type, since TypeScript types are not checked at build time', () => {
    const problems = problemsFor(withHaapa({ images: 'haapa.png', contentArr: 'teksti', officName: 42 }));
    assert.equal(problems.length, 3);
    assert.ok(problems.some((p) => /species "Haapa" → images: must be a list/.test(p)));
    assert.ok(problems.some((p) => /species "Haapa" → contentArr: must be a list/.test(p)));
    assert.ok(problems.some((p) => /species "Haapa" → officName: must be a non-empty text/.test(p)));
  });

  it('should reject an entry without a title, naming it by its position', () => {
    const problems = problemsFor([fixtureSpecies()[0], { images: [], contentArr: [] }]);
    assert.deepEqual(problems, ['species #2 → title: must be a non-empty text, received undefined']);
  });

  it('should reject a hand-written id, which must be derived', () => {
    const [problem] = problemsFor(withHaapa({ id: 'haapa' }));
    assert.match(problem!, /species "Haapa" → id: must not be written by hand/);
  });

  it('should NFC-normalise titles, so a name typed with combining accents is the same species', () => {
    const decomposed = 'Metsämänty'.normalize('NFD');
    assert.notEqual(decomposed, 'Metsämänty', 'the fixture really is decomposed');
    const { content } = parse([{ ...fixtureSpecies()[0], title: decomposed }]);
    assert.equal(content?.species[0]?.title, 'Metsämänty', 'the title is stored composed');
    assert.equal(content?.species[0]?.id, 'Metsmnty', 'the id comes from the composed form');
    const problems = problemsFor([fixtureSpecies()[0], { ...fixtureSpecies()[0], title: decomposed }]);
    assert.equal(problems.length, 1, 'the same name typed twice is one page');
    assert.match(problems[0]!, /gives the id "Metsmnty", the same as species "Metsämänty"/);
  });

  it('should reject titles whose page folders differ only in case, which collide on macOS and Windows disks', () => {
    const problems = problemsFor([...withHaapa({}), ...withHaapa({ title: 'haapa' })]);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /species "haapa" → title: gives the id "haapa", which differs from the id of species "Haapa" only in case/);
  });

  it('should reject a title too long to be a folder name, saying the limit', () => {
    const title = 'Haapa'.repeat(100);
    const problems = problemsFor(withHaapa({ title }));
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /→ title: gives the id .* which cannot be a page address: it is 500 bytes long as a folder name; the limit is 255/);
  });

  it('should reject a title with a broken character (a lone surrogate) instead of crashing', () => {
    const problems = problemsFor(withHaapa({ title: 'Haapa\uD800' }));
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /→ title: contains a broken character \(a lone UTF-16 surrogate at position 6\)/);
  });

  it('should reject unknown fields anywhere in an entry, suggesting the nearest known one', () => {
    const problems = problemsFor(
      withHaapa({ kuvausAika: '7.6.2022', lahde: [], infoCard: { kuvausaika: '7.6.2022', paikka: 'Oulu' }, lahteet: [{ url: 'https://example.org', kohde: 'X', sivu: 3 }] }),
    );
    assert.deepEqual(problems, [
      'species "Haapa" → kuvausAika: is not a field of a species; did you mean infoCard.kuvausaika?',
      'species "Haapa" → lahde: is not a field of a species; did you mean lahteet?',
      'species "Haapa" → infoCard.paikka: is not a field of infoCard; did you mean kuvauspaikka?',
      'species "Haapa" → lahteet[0].sivu: is not a field of a source; the fields are url, kohde',
    ]);
  });

  it('should reject unknown fields in the site settings', () => {
    const problems = parseContent({ ...fixtureContent(), site: { ...fixtureContent().site, luokka: '8b' } }, defaults.images.sourceExtensions).problems.map(formatProblem);
    assert.deepEqual(problems, ['site settings → luokka: is not a field of the site settings; the fields are title, authorFirstName, className']);
  });

  it('should take "./t/x.jpg" and "t/x.jpg" as one image', () => {
    const { content, images } = parse([
      { ...fixtureSpecies()[1], images: ['./puut/haapa.png'] },
      { ...fixtureSpecies()[2], images: ['puut//haapa.png', 'puut/../puut/haapa.png'] },
    ]);
    assert.deepEqual(content?.species.map((s) => s.images), [['puut/haapa.png'], ['puut/haapa.png', 'puut/haapa.png']]);
    assert.deepEqual(new Set(images.map((use) => use.source)), new Set(['puut/haapa.png']), 'the image stage sees one source');
  });

  it('should report every problem at once', () => {
    const problems = problemsFor([
      { ...fixtureSpecies()[0], infoCard: { kuvausaika: '32.1.2022' } },
      { ...fixtureSpecies()[1], lahteet: [{ url: 'mailto:a@b.c', kohde: '' }] },
    ]);
    assert.equal(problems.length, 3);
  });
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { binomials, buildNameIndex, conflictingName, editDistance, nearestName, normaliseName } from '../../src/names/names.ts';
import { lookupName, nameIndex, readNameTable, scientificConflict, suggestName } from '../../src/names/table.ts';

const GROUPS = ['kasvit', 'puut', 'sammalet', 'jakalat', 'sienet', 'linnut', 'perhoset', 'hyonteiset', 'hamahakit', 'muut'];

/** `nimi` and `tieteellinen` of every species of the shipped sample, read line by line. */
function sampleSpecies(): { file: string; name: string; scientific?: string }[] {
  const root = new URL('../fixtures/sample/src/data/lajit/', import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(new URL(`${folder.name}/`, root))
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const text = readFileSync(new URL(`${folder.name}/${file}`, root), 'utf8');
          const field = (key: string) => new RegExp(`^${key}:[ \\t]*(.*)$`, 'm').exec(text.split(/^---$/m)[1] ?? '')?.[1]?.trim();
          return { file: `${folder.name}/${file}`, name: field('nimi') ?? '', scientific: field('tieteellinen') };
        }),
    );
}

describe('species names: the shipped table', () => {
  it('should hold the school list, the kingdoms and every group, normalised, with FinBIF ids', () => {
    const rows = readNameTable();
    assert.ok(rows.length > 15_000, `${rows.length} rows`);
    const groups = new Set(rows.map((row) => row[2]));
    assert.deepEqual([...groups].sort(), [...GROUPS].sort());
    for (const [name, scientific, group, id, kingdom, rank, ...alternatives] of rows) {
      for (const known of [name, ...alternatives]) assert.equal(known, normaliseName(known), id);
      assert.match(id, /^MX\.\d+$/);
      assert.ok(scientific.length > 0 && scientific !== 'nan' && GROUPS.includes(group), id);
      assert.ok(['Plantae', 'Fungi', 'Animalia', 'Chromista'].includes(kingdom), `${id} kingdom ${kingdom}`);
      assert.match(rank, /^(species|subspecies|variety|speciesAggregate|subgenus|genus|tribe|family|suborder|order|subphylum)$/, id);
    }
  });

  it("should give each row its kingdom and rank for the Darwin Core export: a higher taxon's rank from ranks.json", () => {
    const row = (name: string) => lookupName(name)!;
    assert.deepEqual([row('kurki').kingdom, row('kurki').rank], ['Animalia', 'species']);
    assert.deepEqual([row('kielo').kingdom, row('seinäsammal').kingdom, row('metsähaapa').kingdom], ['Plantae', 'Plantae', 'Plantae']);
    assert.deepEqual([row('naavat').kingdom, row('naavat').rank], ['Fungi', 'genus']);
    assert.deepEqual([row('kärpässieni').kingdom, row('nokkosperhonen').kingdom], ['Fungi', 'Animalia']);
    assert.deepEqual([row('rakkohauru').kingdom, row('viherahdinparta').kingdom], ['Chromista', 'Plantae']);
    assert.deepEqual([row('lepakot').rank, row('lierot').rank, row('kalatiira/lapintiira').rank], ['order', 'family', 'speciesAggregate']);
    // FinBIF's export writes `nan` where a taxon has no scientific name: such rows are left out.
    assert.equal(lookupName('peltokimalaisen kaltaiset'), undefined);
  });

  it('should know names with their group: kurki, metsähaapa, seinäsammal, nokkosperhonen', () => {
    assert.deepEqual(lookupName('Kurki'), {
      name: 'kurki',
      alternatives: [],
      scientific: 'Grus grus',
      group: 'linnut',
      id: 'MX.27214',
      kingdom: 'Animalia',
      rank: 'species',
    });
    assert.equal(lookupName('metsähaapa')?.group, 'puut');
    assert.equal(lookupName('seinäsammal')?.group, 'sammalet');
    assert.equal(lookupName('sormipaisukarve')?.group, 'jakalat');
    assert.equal(lookupName('pörrökääpä')?.group, 'sienet');
    assert.equal(lookupName('nokkosperhonen')?.group, 'perhoset');
    assert.equal(lookupName('metsämittari')?.group, 'perhoset');
    assert.equal(lookupName('huonekärpänen')?.group, 'hyonteiset');
    assert.equal(lookupName('raitarannakki')?.group, 'hamahakit');
    assert.equal(lookupName('kielo')?.group, 'kasvit');
  });

  it('should take alternative names as names: haapa, kärpässieni, rakkolevä', () => {
    assert.equal(lookupName('haapa')?.name, 'metsähaapa');
    assert.equal(lookupName('  Kärpässieni ')?.scientific, 'Amanita muscaria');
    assert.equal(lookupName('rakkolevä')?.name, 'rakkohauru');
    assert.equal(lookupName('lumikko'), undefined);
  });

  it('should suggest the nearest name one or two letters away, and nothing for a far or known one', () => {
    assert.equal(suggestName('Talitiaiinen'), 'talitiainen');
    assert.equal(suggestName('mustikkka'), 'mustikka');
    assert.equal(suggestName('Punakärpäsieni'), 'punakärpässieni');
    assert.equal(suggestName('talitiainen'), undefined);
    assert.equal(suggestName('ristihämähäkki'), undefined);
    assert.equal(suggestName(''), undefined);
  });

  it('should find a scientific name the table gives to another species', () => {
    assert.equal(scientificConflict('kurki', 'Anser anser')?.scientific, 'Grus grus');
    assert.equal(scientificConflict('Kurki', 'grus grus (Linnaeus, 1758)'), undefined);
    assert.equal(scientificConflict('haapa', 'Betula pendula')?.name, 'metsähaapa');
    assert.equal(scientificConflict('lumikko', 'Mustela nivalis'), undefined);
  });

  it('should let every species of the frozen sample (test/fixtures) pass both checks', () => {
    const species = sampleSpecies();
    assert.ok(species.length >= 25, `${species.length} species`);
    for (const { file, name, scientific } of species) {
      const row = lookupName(name);
      if (row) {
        if (scientific) assert.equal(scientificConflict(name, scientific), undefined, `${file}: ${name} ${scientific} vs ${row.scientific}`);
      } else {
        assert.equal(suggestName(name), undefined, `${file}: ${name} is near ${suggestName(name)}`);
      }
    }
    // Most of the sample is known: the check is no empty pass.
    assert.ok(species.filter(({ name }) => lookupName(name)).length >= species.length - 4);
  });

  it('should index once: the same index on every call', () => {
    assert.equal(nameIndex(), nameIndex());
  });
});

describe('species names: the pure functions', () => {
  const index = buildNameIndex([
    ['talitiainen', 'Parus major', 'linnut', 'MX.1', 'Animalia', 'species'],
    ['sinitiainen', 'Cyanistes caeruleus', 'linnut', 'MX.2', 'Animalia', 'species'],
    ['metsämittari', 'Hypomecis atomaria', 'perhoset', 'MX.3', 'Animalia', 'species'],
    ['virnaperhonen', 'Leptidea sinapis', 'perhoset', 'MX.4', 'Animalia', 'species'],
    ['naavat', 'Usnea', 'jakalat', 'MX.5', 'Fungi', 'genus'],
    ['kuusi', 'Picea abies', 'puut', 'MX.6', 'Plantae', 'species', 'kuusipuu'],
  ]);

  it('should normalise case, spaces and Unicode form', () => {
    assert.equal(normaliseName('  Metsä \t Haapa '), 'metsä haapa');
    assert.equal(normaliseName('ka\u0308rpa\u0308ssieni'), 'kärpässieni');
  });

  it('should count a swap of neighbours as one edit', () => {
    assert.equal(editDistance('talitiainen', 'taltiiainen'), 1);
    assert.equal(editDistance('kissa', 'kassi'), 2);
    assert.equal(editDistance('abc', 'abc'), 0);
    assert.equal(editDistance('kissa', 'koira', 1), 2);
  });

  it('should give the same distance with a bound as the full table does, up to the bound', () => {
    // Deterministic pseudo-random pairs over a small alphabet, so near pairs, swaps and repeats are common.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const word = () => Array.from({ length: 1 + (next() % 9) }, () => 'aäiks'[next() % 5]).join('');
    for (let n = 0; n < 3000; n++) {
      const [a, b] = [word(), word()];
      const full = editDistance(a, b);
      for (const max of [0, 1, 2, 3]) assert.equal(editDistance(a, b, max), Math.min(full, max + 1), `${a} ${b} ${max}`);
    }
  });

  it('should suggest what a search of the whole shipped table with the full distance suggests', () => {
    const table = nameIndex();
    const all = [...table.byName.keys()];
    const reference = (name: string) => {
      const wanted = normaliseName(name);
      if (table.byName.has(wanted)) return undefined;
      const limit = wanted.length <= 5 ? 1 : 2;
      const near = all.map((known) => [known, editDistance(wanted, known)] as const).filter(([, d]) => d <= limit);
      near.sort(([a, da], [b, db]) => da - db || (a < b ? -1 : a > b ? 1 : 0));
      return near[0]?.[0];
    };
    for (const name of [
      'Talitiaiinen',
      'mustikkka',
      'Punakärpäsieni',
      'kotikissa',
      'kuusu',
      'sinitiainen',
      'Siili',
      'haappa',
      'kärpässieeni',
      'nokkosperhonenn',
      'metsähapa',
    ])
      assert.equal(nearestName(table, name), reference(name), name);
  });

  it('should give short names one edit only, longer names two', () => {
    assert.equal(nearestName(index, 'kuusu'), 'kuusi');
    assert.equal(nearestName(index, 'kauso'), undefined);
    assert.equal(nearestName(index, 'talitainen'), 'talitiainen');
    assert.equal(nearestName(index, 'xalitiaizen'), 'talitiainen');
    assert.equal(nearestName(index, 'xalitiaizex'), undefined);
    assert.equal(nearestName(index, 'titiainen'), 'talitiainen');
    assert.equal(nearestName(index, 'sinitiainen'), undefined);
  });

  it('should read species out of scientific names', () => {
    assert.deepEqual(binomials('Leptidea sinapis/juvernica'), [
      { genus: 'leptidea', epithet: 'sinapis' },
      { genus: 'leptidea', epithet: 'juvernica' },
    ]);
    assert.deepEqual(binomials('Parus major Linnaeus, 1758'), [{ genus: 'parus', epithet: 'major' }]);
    assert.deepEqual(binomials('Polygonia c-album'), [{ genus: 'polygonia', epithet: 'c-album' }]);
    assert.deepEqual(binomials('Trombidium sp.'), []);
    assert.deepEqual(binomials('Usnea'), []);
  });

  it('should accept a revised genus, either of two species and a genus, and flag another species', () => {
    assert.equal(conflictingName(index, 'metsämittari', 'Ematurga atomaria'), undefined);
    assert.equal(conflictingName(index, 'virnaperhonen', 'Leptidea juvernica/sinapis'), undefined);
    assert.equal(conflictingName(index, 'naavat', 'Usnea hirta'), undefined);
    assert.equal(conflictingName(index, 'talitiainen', 'Parus sp.'), undefined);
    assert.equal(conflictingName(index, 'talitiainen', 'Cyanistes caeruleus')?.id, 'MX.1');
    assert.equal(conflictingName(index, 'kuusipuu', 'Pinus sylvestris')?.name, 'kuusi');
  });
});

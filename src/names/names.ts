/**
 * Finnish species names: finding a name in the table, the nearest known name for a misspelt one,
 * and a scientific name that the table gives to another species. Pure: the table comes in as
 * rows (src/names/table.ts passes the shipped one, src/names/lajinimet/; see SOURCE.md).
 */

/** The group folders of src/data/lajit/ a row can belong to (src/content/groups.ts lists them). */
export type NameGroup = 'kasvit' | 'puut' | 'sammalet' | 'jakalat' | 'sienet' | 'linnut' | 'perhoset' | 'hyonteiset' | 'hamahakit' | 'muut';

/** Darwin Core's kingdom of a row (FinBIF's, see SOURCE.md). */
export type Kingdom = 'Plantae' | 'Fungi' | 'Animalia' | 'Chromista';

/**
 * A row as stored: Finnish name, scientific name, group, FinBIF id (`MX.…`), kingdom, rank (Darwin
 * Core's taxonRank: `species`, `genus` …), then alternative names.
 */
export type NameRow = readonly [name: string, scientific: string, group: NameGroup, id: string, kingdom: Kingdom, rank: string, ...alternatives: string[]];

/** A species (or a higher taxon, e.g. `naavat` = `Usnea`) of the table. Names are lower case. */
export interface SpeciesName {
  /** FinBIF's Finnish name, e.g. `metsähaapa`. */
  name: string;
  /** Other Finnish names people use, e.g. `haapa`. */
  alternatives: readonly string[];
  /** As FinBIF writes it, without author: `Populus tremula`. */
  scientific: string;
  group: NameGroup;
  /** FinBIF taxon id, e.g. `MX.38590`; as a URI `http://tun.fi/MX.38590`. */
  id: string;
  /** `Plantae` (for the Darwin Core export). */
  kingdom: Kingdom;
  /** Darwin Core's taxonRank: `species` for most rows, `genus` for `naavat` (Usnea). */
  rank: string;
}

export interface NameIndex {
  /** Every name and alternative name (normalised) → the rows carrying it (homonyms are rare). */
  byName: ReadonlyMap<string, readonly SpeciesName[]>;
}

/** The table's lower-case name with a capital first letter when the student wrote one: `talitiainen`, `Talitiaiinen` → `Talitiainen`. */
export function capitalLike(name: string, written: string): string {
  const first = written.trim()[0];
  return first && first !== first.toLowerCase() && name ? name[0]!.toUpperCase() + name.slice(1) : name;
}

/** Lower case, NFC, single spaces, no spaces around: `  Metsä  Haapa ` → `metsä haapa`. */
export function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Indexes rows whose names are already normalised (tools/names/make-names.ts writes them so). */
export function buildNameIndex(rows: readonly NameRow[]): NameIndex {
  const byName = new Map<string, SpeciesName[]>();
  const add = (known: string, species: SpeciesName) => {
    const list = byName.get(known);
    if (!list) byName.set(known, [species]);
    else if (!list.includes(species)) list.push(species);
  };
  // A plain loop over the stored arrays: this runs for every row on every build.
  for (const row of rows) {
    const alternatives = row.length > 6 ? (row.slice(6) as string[]) : [];
    const species: SpeciesName = { name: row[0], alternatives, scientific: row[1], group: row[2], id: row[3], kingdom: row[4], rank: row[5] };
    add(row[0], species);
    for (const known of alternatives) add(known, species);
  }
  return { byName };
}

/** Names of one length, and the letters each holds as a bit set (`letterBits`). */
interface SameLength {
  names: string[];
  letters: number[];
}

/** The index's names by length, built on the first unknown name: a build whose names are all known never needs it. */
const byLength = new WeakMap<NameIndex, Map<number, SameLength>>();

function namesByLength(index: NameIndex): Map<number, SameLength> {
  let map = byLength.get(index);
  if (map) return map;
  map = new Map();
  for (const name of index.byName.keys()) {
    let same = map.get(name.length);
    if (!same) {
      same = { names: [], letters: [] };
      map.set(name.length, same);
    }
    same.names.push(name);
    same.letters.push(letterBits(name));
  }
  byLength.set(index, map);
  return map;
}

/**
 * The letters of a name as 32 bits (a letter's code mod 32; two letters may share a bit). One
 * edit takes away at most one letter and brings at most one, so two names whose bit sets differ
 * by more than `max` bits on either side are more than `max` edits apart: most of the table is
 * ruled out by this before the edit distance is computed. Sharing bits only hides differences, so
 * the test never rules out a name within reach.
 */
function letterBits(name: string): number {
  let bits = 0;
  for (let i = 0; i < name.length; i++) bits |= 1 << (name.charCodeAt(i) & 31);
  return bits;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The row of a Finnish name or alternative name, whatever its case and spacing; the first of homonyms. */
export function findName(index: NameIndex, name: string): SpeciesName | undefined {
  return index.byName.get(normaliseName(name))?.[0];
}

/**
 * The known name nearest to an unknown one, one or two edits away (a letter missing, extra,
 * changed, or two neighbours swapped): `Talitiaiinen` → `talitiainen`. Undefined for a known name,
 * and for a name with nothing that close. Names of five letters or fewer get one edit only:
 * two edits turn most short words into some other species. Ties go to the alphabetically first.
 */
export function nearestName(index: NameIndex, name: string): string | undefined {
  const wanted = normaliseName(name);
  if (!wanted || index.byName.has(wanted)) return undefined;
  const limit = wanted.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  const lengths = namesByLength(index);
  const wantedBits = letterBits(wanted);
  for (let length = wanted.length - limit; length <= wanted.length + limit; length++) {
    const same = lengths.get(length);
    if (!same) continue;
    for (let k = 0; k < same.names.length; k++) {
      const bits = same.letters[k]!;
      if (bitCount(wantedBits & ~bits) > limit || bitCount(bits & ~wantedBits) > limit) continue;
      const known = same.names[k]!;
      const distance = editDistance(wanted, known, Math.min(bestDistance, limit));
      if (distance <= limit && (distance < bestDistance || (distance === bestDistance && best !== undefined && known < best))) {
        best = known;
        bestDistance = distance;
      }
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/**
 * The table's row for a Finnish name written with the scientific name of another species:
 * `kurki` with `Anser anser`. Undefined when the name is unknown, when the names agree, and when
 * either side names no species (a genus, `Trombidium sp.`): that is no contradiction. Genus and
 * species epithet are compared, case and author ignored; a written `A b/c` (either of two) agrees
 * when one of them does. The same epithet under another genus agrees too: genera get revised
 * (`Ematurga atomaria` is FinBIF's `Hypomecis atomaria`), species rarely change their epithet.
 */
export function conflictingName(index: NameIndex, name: string, scientific: string): SpeciesName | undefined {
  const rows = index.byName.get(normaliseName(name));
  if (!rows) return undefined;
  const written = binomials(scientific);
  if (written.length === 0) return undefined;
  let conflict: SpeciesName | undefined;
  for (const row of rows) {
    const known = binomials(row.scientific);
    if (known.length === 0) return undefined;
    if (written.some((w) => known.some((k) => w.epithet === k.epithet))) return undefined;
    conflict ??= row;
  }
  return conflict;
}

/**
 * The species a scientific name names, lower case, the author dropped:
 * `Leptidea sinapis/juvernica` → leptidea sinapis, leptidea juvernica; `Parus major L.` →
 * parus major; `Usnea`, `Trombidium sp.` → none (no species).
 */
export function binomials(scientific: string): { genus: string; epithet: string }[] {
  const found: { genus: string; epithet: string }[] = [];
  let genus = '';
  for (const part of scientific.normalize('NFC').split('/')) {
    const words = part.trim().split(/\s+/);
    let epithet = words[0] ?? '';
    if (/^[A-ZÄÖ]/.test(epithet)) {
      genus = epithet.toLowerCase();
      epithet = words[1] ?? '';
    }
    // An epithet is a lower-case Latin word (hyphens allowed: c-album); `sp.`, `spp.`, `x`, an
    // author and `-ryhmä` are not.
    if (genus && /^[a-z][a-z-]+$/.test(epithet) && !['sp', 'spp', 'x'].includes(epithet)) found.push({ genus, epithet });
  }
  return found;
}

/** The dynamic-programming rows, kept between calls and grown when a longer name comes. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Damerau–Levenshtein distance (optimal string alignment), or `max + 1` as soon as it must exceed
 * `max`. A suggestion compares thousands of names, so the three rows of the table are allocated
 * once, not per call, and with a finite `max` only the band of cells within `max` of the diagonal
 * is computed (a cell further out is already over `max`): both together made `nearestName` some
 * ten times faster, with the same answers (test/unit/names.test.ts compares it with the full table).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  // Outside the band a cell stands for "more than max": max + 1 keeps every sum above max too.
  const over = Number.isFinite(max) ? max + 1 : a.length + b.length + 1;
  const band = Number.isFinite(max) ? max : a.length + width;
  for (let j = 0; j < width; j++) previous[j] = j <= band ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(width - 1, i + band);
    current[0] = i <= band ? i : over;
    if (from > 1) current[from - 1] = over;
    let smallest = from > 1 ? over : current[0]!;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, before[j - 2]! + 1);
      if (value > over) value = over;
      current[j] = value;
      if (value < smallest) smallest = value;
    }
    if (to + 1 < width) current[to + 1] = over;
    if (smallest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, over);
}

/**
 * The table's rows whose scientific name names the species `scientific` names, genus and epithet
 * compared (`Anser anser L.` → merihanhi); none for a genus alone (`Usnea`) or an unknown name.
 * A scan, not an index: it is asked only after a name disagrees with the table (rare), and
 * indexing every row's binomials cost some 200 ms. Rows whose text lacks the epithet are skipped
 * before the slower parse.
 */
export function rowsOfScientific(index: NameIndex, scientific: string): SpeciesName[] {
  const wanted = binomials(scientific);
  if (wanted.length === 0) return [];
  const found: SpeciesName[] = [];
  for (const rows of index.byName.values())
    for (const row of rows) {
      if (found.includes(row) || !wanted.some(({ epithet }) => row.scientific.includes(epithet))) continue;
      const known = binomials(row.scientific);
      if (wanted.some((w) => known.some((k) => k.genus === w.genus && k.epithet === w.epithet))) found.push(row);
    }
  return found;
}

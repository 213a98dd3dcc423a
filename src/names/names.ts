/**
 * Finnish species names: finding a name in the table, the nearest known name for a misspelt one,
 * and a scientific name that the table gives to another species. Pure: the table comes in as
 * rows (src/names/table.ts passes the shipped one, src/names/lajinimet/; see SOURCE.md).
 */

/** The group folders of src/data/lajit/ a row can belong to (src/content/groups.ts lists them). */
export type NameGroup = 'kasvit' | 'puut' | 'sammalet' | 'jakalat' | 'sienet' | 'linnut' | 'perhoset' | 'hyonteiset' | 'hamahakit' | 'muut';

/** A row as stored: Finnish name, scientific name, group, FinBIF id (`MX.…`), then alternative names. */
export type NameRow = readonly [name: string, scientific: string, group: NameGroup, id: string, ...alternatives: string[]];

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
}

export interface NameIndex {
  /** Every name and alternative name (normalised) → the rows carrying it (homonyms are rare). */
  byName: ReadonlyMap<string, readonly SpeciesName[]>;
  /** The names again, grouped by length, for the edit-distance search. */
  byLength: ReadonlyMap<number, readonly string[]>;
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
  const byLength = new Map<number, string[]>();
  for (const [name, scientific, group, id, ...alternatives] of rows) {
    const species: SpeciesName = { name, alternatives, scientific, group, id };
    for (const known of alternatives.length === 0 ? [name] : new Set([name, ...alternatives])) {
      const list = byName.get(known);
      if (list) {
        list.push(species);
        continue;
      }
      byName.set(known, [species]);
      const sameLength = byLength.get(known.length);
      if (sameLength) sameLength.push(known);
      else byLength.set(known.length, [known]);
    }
  }
  return { byName, byLength };
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
  const wantedMask = letterMask(wanted);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (let length = wanted.length - limit; length <= wanted.length + limit; length++) {
    const names = index.byLength.get(length);
    if (!names) continue;
    const masks = bucketMasks(names);
    for (let i = 0; i < names.length; i++) {
      // Most names differ in more letters than two edits can change: skip them before the
      // dynamic programme, which is what made a scan of the table cost 5–35 ms per unknown name.
      const mask = masks[i]!;
      if (bitCount(mask & ~wantedMask) > limit || bitCount(wantedMask & ~mask) > limit) continue;
      const known = names[i]!;
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
 * The letters a name holds, one bit each (a–z, ä, ö, å, anything else). An edit adds at most one
 * letter the other name lacks and removes at most one (a swap of neighbours neither), so the
 * letters one name has and the other lacks are a lower bound of their edit distance.
 */
export function letterMask(name: string): number {
  let mask = 0;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const bit = code >= 97 && code <= 122 ? code - 97 : code === 0xe4 ? 26 : code === 0xf6 ? 27 : code === 0xe5 ? 28 : 29;
    mask |= 1 << bit;
  }
  return mask;
}

/** Set bits of a 32-bit number. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Each length bucket's letter masks, made the first time a suggestion needs that bucket. */
const masksOfBucket = new WeakMap<readonly string[], Uint32Array>();
function bucketMasks(names: readonly string[]): Uint32Array {
  let masks = masksOfBucket.get(names);
  if (!masks) {
    masks = new Uint32Array(names.length);
    for (let i = 0; i < names.length; i++) masks[i] = letterMask(names[i]!);
    masksOfBucket.set(names, masks);
  }
  return masks;
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

/**
 * Damerau–Levenshtein distance (optimal string alignment), or `max + 1` as soon as it must exceed
 * `max`. Three rows of the dynamic-programming table, reused: a suggestion compares thousands of
 * names, and allocating rows for each was most of its time.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

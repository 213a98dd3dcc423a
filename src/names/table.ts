/**
 * The shipped table of Finnish species names (lajinimet/<group>.json, from FinBIF's open taxonomy; see
 * SOURCE.md), read and indexed once per process, on first use, and the look-ups on it. The only I/O of
 * src/names/ is here. The files are read with readFileSync + JSON.parse (about 16 ms) rather than
 * `import … with { type: 'json' }`, which tsx turns into modules at some 75 ms.
 */
import { readFileSync } from 'node:fs';
import {
  buildNameIndex,
  conflictingName,
  findName,
  type NameGroup,
  type NameIndex,
  type NameRow,
  nearestName,
  normaliseName,
  rowsOfScientific,
  type SpeciesName,
} from './names.ts';

/** One file per group, named after the group's folder (tools/names/make-names.ts writes them). */
const GROUPS: readonly NameGroup[] = ['kasvit', 'puut', 'sammalet', 'jakalat', 'sienet', 'linnut', 'perhoset', 'hyonteiset', 'hamahakit', 'muut'];
const TABLE = new URL('./lajinimet/', import.meta.url);

/** The rows of the shipped table, group by group, in the stored form the index takes. */
export function readNameTable(): NameRow[] {
  const all: NameRow[] = [];
  for (const group of GROUPS) {
    const rows = JSON.parse(readFileSync(new URL(`${group}.json`, TABLE), 'utf8')) as [string, string, string, string, string, ...string[]][];
    // The group goes in after the scientific name, in place: copying 18 000 rows cost more than parsing them.
    for (const row of rows) {
      row.splice(2, 0, group);
      all.push(row as unknown as NameRow);
    }
  }
  return all;
}

let index: NameIndex | undefined;

/** The index of the shipped table, built on the first call and kept for the process (`npm run dev` rebuilds reuse it). */
export function nameIndex(): NameIndex {
  index ??= buildNameIndex(readNameTable());
  return index;
}

/** `haapa`, `Metsähaapa`, ` metsähaapa ` → the row of metsähaapa (Populus tremula). */
export function lookupName(name: string): SpeciesName | undefined {
  return findName(nameIndex(), name);
}

/** `Talitiaiinen` → `talitiainen` (lower case, as the table writes it); undefined if none is close. */
export function suggestName(name: string): string | undefined {
  return nearestName(nameIndex(), name);
}

/** `kurki` with `Anser anser` (merihanhi's) → kurki's row (Grus grus); undefined when nothing contradicts, or when the table gives the written name to no species. */
export function scientificConflict(finnishName: string, scientific: string): SpeciesName | undefined {
  const index = nameIndex();
  const own = conflictingName(index, finnishName, scientific);
  if (!own) return undefined;
  // Only a scientific name the table gives to another species contradicts: one it does not hold
  // (a synonym, a spelling FinBIF does not use) may be right.
  const mine = index.byName.get(own.name) ?? [];
  return rowsOfScientific(index, scientific).some((row) => !mine.includes(row)) ? own : undefined;
}

/**
 * The row an observation is reported as, so that its scientific name, taxon id, kingdom and rank
 * all come from one row (the export's Darwin Core file): the row of the scientific name the
 * student wrote (the one that also carries the Finnish name, when several do), or without one the
 * Finnish name's row. Undefined when the table knows neither.
 */
export function lookupTaxon(finnishName: string, scientific?: string): SpeciesName | undefined {
  const byName = lookupName(finnishName);
  if (scientific === undefined) return byName;
  if (byName && normaliseName(byName.scientific) === normaliseName(scientific)) return byName;
  const rows = rowsOfScientific(nameIndex(), scientific);
  return rows.find((row) => row === byName) ?? rows[0];
}

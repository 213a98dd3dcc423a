/**
 * The keys each content file may have. A misspelt key (`kuvauspaika`, `lahde`) would otherwise be
 * dropped without a word and the student would wonder where the place went, so every unknown key
 * is a problem, with the nearest known key as a suggestion.
 */

/** The keys of a species file, as the student writes them. */
export const SPECIES_KEYS = [
  'nimi',
  'tieteellinen',
  'kuvat',
  'kuvausaika',
  'kuvauspaikka',
  'kasvupaikka',
  'lähteet',
  'ruutu',
  'havaintotunnus',
  'luonnos',
] as const;
/** The keys of one photo written as a map (`- tiedosto: …` / `kohde: …` / `lupa: kyllä`). */
export const IMAGE_KEYS = ['tiedosto', 'kohde', 'lupa'] as const;
/** The keys of `src/data/kokoelma.md`. */
export const COLLECTION_KEYS = ['otsikko', 'nimi', 'luokka'] as const;
/**
 * Optional keys of `src/data/kokoelma.md`: `pdf: kyllä` (booklet), `sijainnit: saa näkyä` (photo
 * locations), `hakukoneet: ei` (noindex), `ruutu: kyllä` (npm run uusi writes 10 km squares).
 */
export const COLLECTION_OPTIONAL_KEYS = ['pdf', 'sijainnit', 'hakukoneet', 'ruutu'] as const;

/**
 * A key as typed, folded so that `Nimi`, `lahteet` and `Lähteet` are the keys they were meant to
 * be: case and the dots of ä and ö make no difference (not every keyboard has them).
 */
export function foldKey(key: string): string {
  return key.trim().toLowerCase().normalize('NFC').replace(/ä/g, 'a').replace(/ö/g, 'o');
}

/** The known key this one means (`lahteet` → `lähteet`), or `undefined`. */
export function knownKey<K extends string>(key: string, keys: readonly K[]): K | undefined {
  return keys.find((known) => foldKey(known) === foldKey(key));
}

/**
 * The known key closest to a misspelt one, if any is close enough to be a typo (at most half the
 * longer name apart). Ties go to the key sharing the longer beginning: `kuvauspaika` is one edit
 * from both `kuvauspaikka` and `kuvausaika`, and means the first.
 */
export function nearestKey(key: string, keys: readonly string[]): string | undefined {
  const typed = foldKey(key);
  let best: { key: string; distance: number; prefix: number } | undefined;
  for (const known of keys) {
    const folded = foldKey(known);
    const distance = editDistance(typed, folded);
    if (distance > Math.floor(Math.max(typed.length, folded.length) / 2)) continue;
    const prefix = commonPrefix(typed, folded);
    if (!best || distance < best.distance || (distance === best.distance && prefix > best.prefix)) best = { key: known, distance, prefix };
  }
  return best?.key;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/** Levenshtein distance: the fewest single-character insertions, deletions or substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

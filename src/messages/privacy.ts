/**
 * What `npm run puhdista-kuvat` and `npm run uusi` say about removing a photo's location and camera
 * identity, in Finnish (a photo left as it was, or not saved, is a problem: `author.clean.pixelsChanged`
 * and `author.writeFailed` in `problems/author.ts`). The stripper (src/privacy/strip-metadata.ts)
 * reports short English tags; this file alone turns them into words a student reads.
 */

/** The stripper's tags, grouped into what a student understands. */
const KIND: Record<string, 'location' | 'camera' | 'other'> = {
  location: 'location',
  camera: 'camera',
  owner: 'camera',
  'serial number': 'camera',
  lens: 'camera',
  'maker note': 'camera',
  thumbnail: 'camera',
};

const WORDS = { location: 'sijainti', camera: 'kameran ja omistajan tiedot', other: 'muita kuvan lisätietoja' };

/** "sijainti, kameran ja omistajan tiedot" from the stripper's tags, location first. */
export function removedWords(removed: readonly string[]): string {
  const kinds = new Set(removed.map((tag) => KIND[tag] ?? 'other'));
  const words = (['location', 'camera', 'other'] as const).filter((kind) => kinds.has(kind)).map((kind) => WORDS[kind]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ja ${words.at(-1)}` : (words[0] ?? WORDS.other);
}

export const privacyMessages = {
  /** One cleaned photo, e.g. "assets/kasvit/sinivuokko-1.jpg: poistettiin sijainti ja kameran ja omistajan tiedot." */
  cleaned: (file: string, removed: readonly string[]) => `${file}: poistettiin ${removedWords(removed)}.`,
  cleanedCount: (count: number, total: number) =>
    `Puhdistettiin ${count} ${count === 1 ? 'kuva' : 'kuvaa'} (kuvia yhteensä ${total}). Kuvat näyttävät samalta kuin ennenkin.`,
  nothingToClean: (total: number) =>
    total === 0
      ? 'Assets-kansiossa ei ole kuvia, joten puhdistettavaa ei ollut.'
      : total === 1
        ? 'Ainoa kuva on jo puhdas: siinä ei ole sijaintia eikä kameran tietoja. Mitään ei muutettu.'
        : `Kaikki ${total} kuvaa ovat jo puhtaita: niissä ei ole sijaintia eikä kameran tietoja. Mitään ei muutettu.`,
  /** The job summary on github.com, after the list of cleaned photos. */
  summaryHeading: '## Kuvien sijainnit poistettu',
  summaryNothing: '## Kuvat olivat jo puhtaita\n\nYhdestäkään kuvasta ei tarvinnut poistaa sijaintia tai kameran tietoja, joten mitään ei tallennettu.',
  summaryCommitted: 'Puhdistetut kuvat on tallennettu repositorioon. Vanhat versiot jäävät kuitenkin repositorion historiaan.',
  /** uusi: the copy in assets/ lost these. */
  uusiCleaned: (file: string, removed: readonly string[]) => `Kuvasta ${file} poistettiin ${removedWords(removed)}.`,
  /** The job summary's heading when some photo was left as it was. */
  summaryKeptHeading: '## Kaikkia kuvia ei voitu puhdistaa',
};

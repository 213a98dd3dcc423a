/**
 * The groups a collection is sorted into: one folder each under `src/data/lajit/` (and, for the
 * photos `npm run uusi` copies, under `assets/`). Folder names are plain ASCII so they survive a
 * ZIP, a USB stick and any file system; the student may type them with ä and ö (`hyönteiset`).
 * The home page lists the groups in this order, then any folder of the student's own, then the
 * species of each group in Finnish alphabetical order: the order OHJE.md describes.
 */
export interface Group {
  folder: string;
  /** Finnish name, as the booklet and the messages write it. */
  name: string;
}

export const GROUPS: readonly Group[] = [
  { folder: 'kasvit', name: 'Kasvit' },
  { folder: 'puut', name: 'Puut' },
  { folder: 'sammalet', name: 'Sammalet' },
  { folder: 'jakalat', name: 'Jäkälät' },
  { folder: 'sienet', name: 'Sienet' },
  { folder: 'linnut', name: 'Linnut' },
  { folder: 'perhoset', name: 'Perhoset' },
  { folder: 'hyonteiset', name: 'Hyönteiset' },
  { folder: 'hamahakit', name: 'Hämähäkit' },
  { folder: 'muut', name: 'Muut eliöt' },
];

/** Finnish alphabetical order (å, ä, ö last; digits by value), the same on every machine. */
export const finnishOrder = new Intl.Collator('fi', { numeric: true }).compare;

/** A name as a folder: lower case, ä → a, ö → o, å → a (`Hyönteiset` → `hyonteiset`). */
export function groupFolder(name: string): string {
  return name.trim().toLowerCase().normalize('NFC').replace(/[äå]/g, 'a').replace(/ö/g, 'o');
}

/** The group of a folder: a known one (whatever its spelling), else one named after the folder. */
export function groupOf(folder: string): Group & { rank: number } {
  const rank = GROUPS.findIndex((group) => group.folder === groupFolder(folder));
  if (rank !== -1) return { ...GROUPS[rank]!, rank };
  return { folder, name: folder.charAt(0).toUpperCase() + folder.slice(1), rank: GROUPS.length };
}

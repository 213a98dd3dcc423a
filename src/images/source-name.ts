/**
 * A photo's name in `kuvat` must match the file's name exactly: GitHub's Linux runner tells
 * `Kuva.JPG` from `kuva.jpg`, and `ä` written as one character (NFC) from `a` + dots (NFD, as a
 * Mac or a Mac-made ZIP may save it), while Windows and macOS do not. So the name is checked
 * against the folder listings on every system, and when it is not there the nearest existing file
 * is suggested.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export type NameMatch =
  /** Every part of the path is in its folder exactly as written. */
  | { kind: 'exact' }
  /** The file is there under a name differing only in case (`case`) or only in Unicode form (`form`). */
  | { kind: 'case' | 'form'; actual: string }
  /** Not there; `nearest` is the most similar file in the deepest folder that exists, if any is close. */
  | { kind: 'missing'; nearest?: string };

const loose = (name: string) => name.normalize('NFC').toLowerCase();

/** `source` (`linnut/kuva.jpg`, `/`-separated, relative to `assetsDir`) against the folder listings. */
export async function matchSourceName(source: string, assetsDir: string): Promise<NameMatch> {
  const parts = source.split('/').filter((part) => part !== '' && part !== '.');
  const actual: string[] = [];
  let kind: 'exact' | 'case' | 'form' = 'exact';
  for (const [index, part] of parts.entries()) {
    const entries = await readdir(path.join(assetsDir, ...actual)).catch(() => undefined);
    if (!entries) return { kind: 'missing' };
    if (entries.includes(part)) {
      actual.push(part);
      continue;
    }
    const same = entries.find((entry) => loose(entry) === loose(part));
    if (same === undefined) {
      const nearest = index === parts.length - 1 ? nearestName(part, entries) : undefined;
      return nearest === undefined ? { kind: 'missing' } : { kind: 'missing', nearest: [...actual, nearest].join('/') };
    }
    if (kind === 'exact' || kind === 'form') kind = same.normalize('NFC') === part.normalize('NFC') ? 'form' : 'case';
    actual.push(same);
  }
  return kind === 'exact' ? { kind } : { kind, actual: actual.join('/') };
}

/** The entry closest to `name` by edit distance (case and form ignored), if within a third of its length. */
export function nearestName(name: string, entries: readonly string[]): string | undefined {
  let best: { entry: string; distance: number } | undefined;
  for (const entry of entries) {
    const distance = editDistance(loose(name), loose(entry));
    if (!best || distance < best.distance) best = { entry, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.entry : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

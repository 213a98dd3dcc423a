/**
 * The `ruutu` key of a species file: the 10 km square of Finland's uniform grid (YKJ) the photo
 * was taken in, typed by the student (`ruutu: 721:342`) or written by `npm run uusi` when the
 * collection allows it, or given as `npm run uusi -- … --ruutu 721:342`. Spaces around the colon
 * are allowed everywhere: on the command line, and in a species file, where front-matter.ts takes
 * them out before YAML would read `682 : 332` as a second key. Only the export (`npm run havainnot`)
 * reads the square; it never shows on a page. Pure: the grid's rules are src/names/ykj.ts's.
 */
import { formatYkjSquare, parseYkjSquare } from '../names/ykj.ts';
import { type AddProblem, optionalText } from './check-fields.ts';
import type { Entry } from './front-matter.ts';
import { problem } from '../messages/problems.ts';

/** The species file's key, as the student writes it. */
export const SQUARE_KEY = 'ruutu';

/** A square as written: the canonical `721:342`, or the Finnish problem with it (and a stable code). */
export type SquareCheck = { square: string } | { code: 'content.square.form' | 'content.square.outside'; message: string };

/**
 * ` 721 : 342 ` → `{ square: '721:342' }`; `721342`, `342:721` → a problem naming the form, worded
 * for a line of a species file or for a square typed on the command line (`npm run uusi -- --ruutu`).
 */
export function checkSquare(text: string, where: 'file' | 'typed' = 'file'): SquareCheck {
  const square = parseYkjSquare(text);
  if (square) return { square: formatYkjSquare(square) };
  // Three digits each side but outside the grid: most likely the numbers swapped.
  if (/^\s*\d{3}\s*:\s*\d{3}\s*$/.test(text)) return problem('content.square.outside', text.trim());
  return problem('content.square.form', where, text.trim());
}

/**
 * The `ruutu` entry as `parseSpecies` reads its other keys: the square, `undefined` when absent
 * or empty, `false` after adding its problem at the key's line.
 */
export function readSquare(entry: Entry | undefined, add: AddProblem): string | undefined | false {
  const text = optionalText(entry, add);
  if (text === undefined || text === false) return text;
  const checked = checkSquare(text);
  if ('square' in checked) return checked.square;
  add(entry!.line, entry!.key, checked);
  return false;
}

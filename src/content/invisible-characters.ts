/**
 * Characters that show as nothing, or turn the text around them, in a name. A zero-width space
 * copied from a web page makes two names that look the same different pages; a right-to-left
 * override (U+202E) makes a name show in a different order than it is stored and spelt in its
 * address (the "Trojan Source" trick). No Finnish or scientific name needs one, so `nimi` and
 * `tieteellinen` refuse them, naming the character and where it is.
 */
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';

/**
 * Zero-width spaces and joiners (U+200B–U+200D, U+2060), the byte order mark (U+FEFF) and every
 * bidirectional control: marks (U+200E, U+200F, U+061C), embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/** The problem with the first invisible character of `text`, or `undefined` when it has none. */
export function invisibleCharacterProblem(text: string): Finding | undefined {
  const characters = [...text];
  const index = characters.findIndex((character) => INVISIBLE.test(character));
  if (index < 0) return undefined;
  return problem('content.name.invisible', characters[index]!.codePointAt(0)!, index + 1, characters.slice(0, index).join(''));
}

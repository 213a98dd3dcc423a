/**
 * A new species as TypeScript source, in the style of the hand-written entries in
 * `src/data/species/*.ts`, and where it goes in such a file: last, before the list's closing `];`.
 * Pure text in, text out; `add-species.ts` reads and writes the file.
 */
import type { Species } from '../data/types.ts';

/** Longest `images: [...]` line kept on one line, as the hand-written entries do. */
const ONE_LINE = 100;

/** The entry, indented to sit in a species list. Only the fields a new species has are written. */
export function formatEntry(entry: Species): string {
  const images = `    images: [${entry.images.map(quote).join(', ')}],`;
  const lines = [
    '  {',
    `    title: ${quote(entry.title)},`,
    ...(entry.officName ? [`    officName: ${quote(entry.officName)},`] : []),
    images.length <= ONE_LINE ? images : ['    images: [', ...entry.images.map((image) => `      ${quote(image)},`), '    ],'].join('\n'),
    '    contentArr: [],',
    ...(entry.infoCard?.kuvausaika ? [`    infoCard: { kuvausaika: ${quote(entry.infoCard.kuvausaika)} },`] : []),
    '  },',
  ];
  return lines.join('\n');
}

/**
 * The file's text with the entry added as the last item of its species list, or `undefined` when
 * the list's end (a line starting with `];`) is not found.
 */
export function insertEntry(source: string, entry: string): string | undefined {
  const end = source.lastIndexOf('\n];');
  const emptyList = /\[\];\s*$/.exec(source);
  if (end === -1 && !emptyList) return undefined;
  const cut = end === -1 ? emptyList!.index + 1 : end;
  const before = source.slice(0, cut).trimEnd();
  // The hand-written lists end every entry with a comma; one written without gets it here.
  const comma = before.endsWith('}') ? ',' : '';
  return `${before}${comma}\n${entry}\n${source.slice(cut).replace(/^\n/, '')}`;
}

/** A single-quoted TypeScript string, as the species files write them. */
export function quote(text: string): string {
  const escaped = text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' })[c]!);
  return `'${escaped}'`;
}

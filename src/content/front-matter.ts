/**
 * A content file as the student writes it: a front matter block of `key: value` lines between two
 * `---` lines (YAML, parsed with the `yaml` package so every node keeps its line), then the
 * description as plain paragraphs separated by blank lines. Pure text in, a small tree with line
 * numbers out; what the keys mean is checked by the caller.
 *
 * YAML's failsafe schema reads every value as text, so `kuvausaika: 17.5` stays "17.5" (not the
 * number 17.5) and `nimi: Kyllä` stays a name; quotes and apostrophes inside a value need no escaping.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, visit, type YAMLError } from 'yaml';
import { problem } from '../messages/problems.ts';
import type { Problem } from '../messages/student-error.ts';
import { markdownWarnings } from './inline-markdown.ts';
import { COLLECTION_KEYS, COLLECTION_OPTIONAL_KEYS, knownKey, SPECIES_KEYS } from './known-fields.ts';

export type Value =
  | { kind: 'text'; text: string; line: number }
  | { kind: 'list'; items: Value[]; line: number }
  | { kind: 'map'; entries: Entry[]; line: number };

export interface Entry {
  key: string;
  line: number;
  value: Value;
}

export interface Paragraph {
  text: string;
  line: number;
}

export interface ParsedFile {
  /** The front matter's keys in file order; `undefined` when it could not be read at all. */
  entries: Entry[] | undefined;
  paragraphs: Paragraph[];
  /** Markdown in the description the page shows as typed, without a file name like `problems`. */
  warnings: Problem[];
  /** Problems without a file name: the caller knows which file it read. */
  problems: Problem[];
  /** Lines YAML could not read were left out: a key "missing" may be on one of them. */
  partial: boolean;
}

const FENCE = /^---\s*$/;

/**
 * The most characters a description may hold: about fifty printed pages, far more than a species
 * needs, and small enough that a pasted or generated text fails here, naming its file, rather
 * than later as a page too heavy for a phone.
 */
export const MAX_DESCRIPTION_CHARACTERS = 100_000;

/** Every key a content file may have, for telling a key without its colon from a stray sentence. */
const ALL_KEYS = [...new Set([...SPECIES_KEYS, ...COLLECTION_KEYS, ...COLLECTION_OPTIONAL_KEYS])];

/** Half of a character written as a YAML escape (`\ud83c`): a surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Files read before, by their exact text. `npm run dev` parses every file again after each save,
 * and the tests parse the same sample hundreds of times; YAML is most of that work, and an
 * unchanged file reads the same. Results are frozen, so no caller can change another's. Cleared
 * when full, which a student's collection never is.
 */
const parsedBefore = new Map<string, ParsedFile>();
const PARSED_KEPT = 2000;

export function parseContentFile(raw: string): ParsedFile {
  const known = parsedBefore.get(raw);
  if (known) return known;
  const parsed = deepFreeze(parseText(raw));
  if (parsedBefore.size >= PARSED_KEPT) parsedBefore.clear();
  parsedBefore.set(raw, parsed);
  return parsed;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function parseText(raw: string): ParsedFile {
  const problems: Problem[] = [];
  const unix = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // NUL bytes come from a file saved as UTF-16 or a broken copy; they would reach the HTML.
  unix.split('\n').forEach((line, index) => {
    if (line.includes('\u0000')) problems.push({ line: index + 1, ...problem('content.file.nul') });
  });
  const text = unix.replaceAll('\u0000', '');
  const lines = text.split('\n');
  const garbled = lines.findIndex((line) => line.includes('\uFFFD'));
  if (garbled !== -1) problems.push({ line: garbled + 1, ...problem('content.file.notUtf8') });

  const open = lines.findIndex((line) => line.trim() !== '');
  if (open === -1 || !FENCE.test(lines[open]!)) {
    problems.push({ line: open === -1 ? 1 : open + 1, ...problem('content.file.noFrontMatter') });
    return { entries: undefined, paragraphs: [], warnings: [], problems, partial: true };
  }
  const close = lines.findIndex((line, i) => i > open && FENCE.test(line));
  if (close === -1) {
    problems.push({ line: open + 1, ...problem('content.file.unclosedFrontMatter', open + 1) });
    return { entries: undefined, paragraphs: [], warnings: [], problems, partial: true };
  }
  const front = strayLines(lines.slice(open + 1, close), open + 1, problems);
  const before = problems.length;
  const entries = parseFront(front, open + 1, problems);
  const partial = problems.length > before;
  bodyProblems(lines, close + 1, problems);
  return { entries, paragraphs: paragraphsOf(lines, close + 1), warnings: markdownWarnings(lines, close + 1), problems, partial };
}

/**
 * `ruutu: 682 : 332`: a 10 km square with spaces around its colon, as `npm run uusi -- --ruutu`
 * and src/names/ykj.ts take it. YAML would read the second ": " as a nested key, so the line is
 * made `ruutu: 682:332` before YAML reads it (the check of the square is src/content/check-square.ts).
 */
const SPACED_SQUARE = /^(ruutu\s*:\s+)(\d{3})\s*:\s*(\d{3})(\s+#.*)?\s*$/i;

/**
 * The front matter with the lines YAML would misread made plain: a square written `682 : 332`
 * loses the spaces around its colon (SPACED_SQUARE); a no-break space after a key's
 * colon (a Mac's Option+Space) becomes a space; a top-level line with no colon is reported and
 * left out, as a known key missing its colon (`kasvupaikka Järvet`) or as the description written
 * above the closing `---`.
 */
function strayLines(front: readonly string[], lineBefore: number, problems: Problem[]): string[] {
  return front.map((raw, index) => {
    const line = raw
      .replace(/^(\s*(?:-\s+)?[^\s:#'"][^:]*:)\u00A0+/, '$1 ')
      .replace(/^\u00A0+/, (spaces) => ' '.repeat(spaces.length))
      .replace(SPACED_SQUARE, '$1$2:$3$4');
    if (line.trim() === '' || /^[\s#-]/.test(line) || line.includes(':') || /^['"]/.test(line)) return line;
    const [first = '', ...rest] = line.trim().split(/\s+/);
    const key = knownKey(first, ALL_KEYS);
    const at = lineBefore + index + 1;
    if (key && rest.length > 0) problems.push({ line: at, key, ...problem('content.key.noColon', key, rest.join(' ')) });
    // A sentence: three words or more, or an ending stop. A lone word is left for YAML to name.
    else if (rest.length >= 2 || /[.!?]$/.test(line.trim())) problems.push({ line: at, ...problem('content.file.descriptionInFrontMatter') });
    else return line;
    return '';
  });
}

/** The description's own mistakes: a second `---` block (the template pasted twice), a text too long for a page. */
function bodyProblems(lines: readonly string[], start: number, problems: Problem[]): void {
  for (let i = start; i < lines.length; i++) {
    if (!FENCE.test(lines[i]!)) continue;
    const next = lines.slice(i + 1).find((line) => line.trim() !== '');
    if (next !== undefined && /^[^\s:#-][^:]*:(\s|$)/.test(next)) {
      problems.push({ line: i + 1, ...problem('content.file.secondFrontMatter') });
      break;
    }
  }
  const length = lines.slice(start).reduce((sum, line) => sum + line.length, 0);
  if (length > MAX_DESCRIPTION_CHARACTERS) {
    const first = lines.findIndex((line, i) => i >= start && line.trim() !== '');
    problems.push({ line: first + 1, ...problem('content.file.tooLong', length, MAX_DESCRIPTION_CHARACTERS) });
  }
}

/**
 * What the failsafe schema would read without a word: an anchor (`&p`) or alias (`*p`) copies or
 * loses a value, a tag (`!!binary`) turns it into something else, and half of a character escaped
 * (`"\ud83c"`) shows as `�` and breaks the page address. Each is reported at its line and made
 * harmless (the alias empty, the half character removed), so the checks after it do not trip on it.
 */
function yamlFeatureProblems(doc: ReturnType<typeof parseDocument>, lineAt: (offset: number) => number, problems: Problem[]): void {
  const lineOf = (node: { range?: readonly number[] | null | undefined }) => lineAt(node.range?.[0] ?? 0);
  const seen = new Set<number>();
  const once = (problem: Problem) => {
    if (seen.has(problem.line!)) return;
    seen.add(problem.line!);
    problems.push(problem);
  };
  visit(doc, {
    Alias(_, node) {
      once({ line: lineOf(node), ...problem('content.yaml.anchor', `*${node.source}`) });
    },
    Node(_, node) {
      if (isAlias(node)) return;
      if (node.anchor) once({ line: lineOf(node), ...problem('content.yaml.anchor', `&${node.anchor}`) });
      if (node.tag) once({ line: lineOf(node), ...problem('content.yaml.tag') });
      if (isScalar(node) && typeof node.value === 'string' && new RegExp(LONE_SURROGATE.source).test(node.value)) {
        once({ line: lineOf(node), ...problem('content.text.halfCharacter') });
        node.value = node.value.replace(LONE_SURROGATE, '');
      }
    },
  });
}

/**
 * The front matter's entries; `lineBefore` is the 1-based line number of the `---` above it.
 * A line YAML cannot read is reported and left out (with the lines indented under it), and the rest
 * read again, up to a few times: so one broken line does not hide a wrong date three lines below.
 */
function parseFront(front: readonly string[], lineBefore: number, problems: Problem[]): Entry[] | undefined {
  let lines = [...front];
  for (let attempt = 0; attempt < 5; attempt++) {
    const counter = new LineCounter();
    const doc = parseDocument(lines.join('\n'), { lineCounter: counter, schema: 'failsafe', prettyErrors: false, uniqueKeys: true });
    const lineAt = (offset: number) => lineBefore + counter.linePos(offset).line;
    const [error] = doc.errors;
    if (error) {
      const problem = yamlProblem(error, lines, lineBefore, lineAt);
      problems.push(problem);
      lines = withoutLine(lines, problem.line! - lineBefore - 1);
      continue;
    }
    yamlFeatureProblems(doc, lineAt, problems);
    const root = doc.contents;
    if (root === null) return [];
    if (!isMap(root)) {
      problems.push({ line: lineAt(root.range?.[0] ?? 0), ...problem('content.file.notKeyValue') });
      return undefined;
    }
    const value = toValue(root, lineAt);
    return value.kind === 'map' ? value.entries : undefined;
  }
  return undefined;
}

/** The lines with one blanked, and every line indented deeper under it (its list or map). */
function withoutLine(lines: readonly string[], index: number): string[] {
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  const out = [...lines];
  if (index < 0 || index >= out.length) return out;
  const own = indent(out[index]!);
  out[index] = '';
  for (let i = index + 1; i < out.length && (out[i]!.trim() === '' || indent(out[i]!) > own); i++) out[i] = '';
  return out;
}

function toValue(node: Node | null | undefined, lineAt: (offset: number) => number, fallbackLine = 0): Value {
  const line = node?.range ? lineAt(node.range[0]) : fallbackLine;
  if (isMap(node)) {
    const entries = node.items.filter(isPair).map((pair) => {
      const key = pair.key as Node | null;
      const keyLine = key?.range ? lineAt(key.range[0]) : line;
      return { key: isScalar(key) ? String(key.value ?? '') : String(key), line: keyLine, value: toValue(pair.value as Node | null, lineAt, keyLine) };
    });
    return { kind: 'map', entries, line };
  }
  if (isSeq(node)) return { kind: 'list', items: node.items.map((item) => toValue(item as Node | null, lineAt, line)), line };
  if (isScalar(node)) return { kind: 'text', text: String(node.value ?? '').trim(), line };
  return { kind: 'text', text: '', line };
}

/** One YAML syntax error in the student's words, on the line that most likely holds the mistake. */
function yamlProblem(error: YAMLError, front: readonly string[], lineBefore: number, lineAt: (offset: number) => number): Problem {
  const reported = Math.min(lineAt(error.pos[0]), lineBefore + front.length);
  const fileLine = (index: number) => lineBefore + index + 1;
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { line: reported, ...problem('content.yaml.tab') };
    case 'DUPLICATE_KEY': {
      const key = /^\s*([^:#]+?)\s*:/.exec(front[reported - lineBefore - 1] ?? '')?.[1] ?? '';
      return { line: reported, ...problem('content.yaml.duplicateKey', key) };
    }
    case 'MISSING_CHAR': {
      const quoted = front.findIndex((line) => unclosedQuote(line) !== undefined);
      if (quoted !== -1) return { line: fileLine(quoted), ...problem('content.yaml.quote', unclosedQuote(front[quoted]!)!) };
      break;
    }
  }
  const tab = front.findIndex((line) => /^\s*\t/.test(line));
  if (tab !== -1) return { line: fileLine(tab), ...problem('content.yaml.tab') };
  const noSpace = front.findIndex((line) => /^\s*(?:-\s+)?[^\s#:'"-][^:\s]*:[^\s/]/.test(line));
  if (noSpace !== -1) return { line: fileLine(noSpace), ...problem('content.file.notKeyValue') };
  const colon = front.findIndex(
    (line) =>
      (/^\s*(?:-\s+)?[^\s#:'"][^:]*:\s+[^'"\s][^#]*?:(\s|$)/.test(line) && !/:\s*https?:\/\//.test(line)) ||
      // A source line whose name holds ": " twice (`- https://… Lintuopas: kurjet: Kurki`).
      /^\s*-\s+https?:\/\/\S+\s[^#]*?:\s[^#]*?:(\s|$)/.test(line),
  );
  if (colon !== -1) return { line: fileLine(colon), ...problem('content.yaml.colonInValue') };
  const indented = strayIndent(front);
  if (indented !== undefined) return { line: fileLine(indented), ...problem('content.yaml.indent') };
  if (error.code === 'BAD_INDENT' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    return { line: reported, ...problem('content.yaml.indent') };
  }
  return { line: reported, ...problem('content.yaml.other') };
}

/** The quote mark a value opens and never closes on its line, if any. */
function unclosedQuote(line: string): string | undefined {
  const match = /^\s*(?:-\s+)?(?:[^:#'"]+:\s+)?(['"])(.*)$/.exec(line);
  if (!match) return undefined;
  const [, mark, rest] = match;
  // '' inside single quotes is an escaped quote, not the end.
  const closed = mark === "'" ? /(^|[^'])'(?!')|^'$/.test(rest!.replace(/''/g, '')) : /(^|[^\\])"/.test(rest!);
  return closed ? undefined : mark;
}

/** A `key: value` line indented under a line that already had its value: a stray space at its start. */
function strayIndent(front: readonly string[]): number | undefined {
  let previous: string | undefined;
  for (const [index, line] of front.entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\s+[^\s\-#][^:]*:(\s|$)/.test(line) && previous !== undefined && /^[^\s\-#][^:]*:\s*\S/.test(previous)) return index;
    previous = line;
  }
  return undefined;
}

/** The body's paragraphs: runs of non-blank lines, each joined into one line of text. */
function paragraphsOf(lines: readonly string[], start: number): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: { parts: string[]; line: number } | undefined;
  for (let i = start; i <= lines.length; i++) {
    const line = lines[i]?.trim() ?? '';
    if (line === '') {
      if (current) paragraphs.push({ text: current.parts.join(' '), line: current.line });
      current = undefined;
    } else if (current) {
      current.parts.push(line);
    } else {
      current = { parts: [line], line: i + 1 };
    }
  }
  return paragraphs;
}

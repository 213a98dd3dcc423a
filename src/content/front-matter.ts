/**
 * A content file as the student writes it: a front matter block of `key: value` lines between two
 * `---` lines (YAML, parsed with the `yaml` package so every node keeps its line), then the
 * description as plain paragraphs separated by blank lines. Pure text in, a small tree with line
 * numbers out; what the keys mean is checked by the caller.
 *
 * YAML's failsafe schema reads every value as text, so `kuvausaika: 17.5` stays "17.5" (not the
 * number 17.5) and `nimi: Kyllä` stays a name; quotes and apostrophes inside a value need no escaping.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLError } from 'yaml';
import { contentMessages as say } from '../messages/content.ts';
import type { Problem } from '../messages/student-error.ts';

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
  /** Problems without a file name: the caller knows which file it read. */
  problems: Problem[];
  /** Lines YAML could not read were left out: a key "missing" may be on one of them. */
  partial: boolean;
}

const FENCE = /^---\s*$/;

export function parseContentFile(raw: string): ParsedFile {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const problems: Problem[] = [];
  const garbled = lines.findIndex((line) => line.includes('\uFFFD'));
  if (garbled !== -1) problems.push({ line: garbled + 1, code: 'content.file.notUtf8', message: say.notUtf8 });

  const open = lines.findIndex((line) => line.trim() !== '');
  if (open === -1 || !FENCE.test(lines[open]!)) {
    problems.push({ line: open === -1 ? 1 : open + 1, code: 'content.file.noFrontMatter', message: say.noFrontMatter });
    return { entries: undefined, paragraphs: [], problems, partial: true };
  }
  const close = lines.findIndex((line, i) => i > open && FENCE.test(line));
  if (close === -1) {
    problems.push({ line: open + 1, code: 'content.file.unclosedFrontMatter', message: say.unclosedFrontMatter(open + 1) });
    return { entries: undefined, paragraphs: [], problems, partial: true };
  }
  const front = lines.slice(open + 1, close);
  const before = problems.length;
  const entries = parseFront(front, open + 1, problems);
  return { entries, paragraphs: paragraphsOf(lines, close + 1), problems, partial: problems.length > before };
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
    const root = doc.contents;
    if (root === null) return [];
    if (!isMap(root)) {
      problems.push({ line: lineAt(root.range?.[0] ?? 0), code: 'content.file.notKeyValue', message: say.notKeyValue });
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
      return { line: reported, code: 'content.yaml.tab', message: say.yaml.tab };
    case 'DUPLICATE_KEY': {
      const key = /^\s*([^:#]+?)\s*:/.exec(front[reported - lineBefore - 1] ?? '')?.[1] ?? '';
      return { line: reported, code: 'content.yaml.duplicateKey', message: say.yaml.duplicateKey(key) };
    }
    case 'MISSING_CHAR': {
      const quoted = front.findIndex((line) => unclosedQuote(line) !== undefined);
      if (quoted !== -1) return { line: fileLine(quoted), code: 'content.yaml.quote', message: say.yaml.quote(unclosedQuote(front[quoted]!)!) };
      break;
    }
  }
  const tab = front.findIndex((line) => /^\s*\t/.test(line));
  if (tab !== -1) return { line: fileLine(tab), code: 'content.yaml.tab', message: say.yaml.tab };
  const noSpace = front.findIndex((line) => /^\s*(?:-\s+)?[^\s#:'"-][^:\s]*:[^\s/]/.test(line));
  if (noSpace !== -1) return { line: fileLine(noSpace), code: 'content.file.notKeyValue', message: say.notKeyValue };
  const colon = front.findIndex(
    (line) =>
      (/^\s*(?:-\s+)?[^\s#:'"][^:]*:\s+[^'"\s][^#]*?:(\s|$)/.test(line) && !/:\s*https?:\/\//.test(line)) ||
      // A source line whose name holds ": " twice (`- https://… Lintuopas: kurjet: Kurki`).
      /^\s*-\s+https?:\/\/\S+\s[^#]*?:\s[^#]*?:(\s|$)/.test(line),
  );
  if (colon !== -1) return { line: fileLine(colon), code: 'content.yaml.colonInValue', message: say.yaml.colonInValue };
  const indented = strayIndent(front);
  if (indented !== undefined) return { line: fileLine(indented), code: 'content.yaml.indent', message: say.yaml.indent };
  if (error.code === 'BAD_INDENT' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    return { line: reported, code: 'content.yaml.indent', message: say.yaml.indent };
  }
  return { line: reported, code: 'content.yaml.other', message: say.yaml.other };
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

/**
 * The Markdown a description may use: *italic* and **bold** (biology texts italicise scientific
 * names, and GitHub's preview of the same file renders them). A tiny tokenizer, not a Markdown
 * library: the spec has no place for links, headings, lists, images or tables, so those stay
 * plain text and get a warning at their line (`markdownWarnings`), and no HTML is ever made from
 * the text (the templates render runs as React text, which escapes it).
 */
import { type ProblemArguments, problem } from '../messages/problems.ts';
import type { Problem } from '../messages/student-error.ts';
import type { Run } from '../model/types.ts';

export type { Run } from '../model/types.ts';

/** `**x**` before `*x*`; a delimiter touches its text on the inside (`2 * 3 * 4` stays as typed). */
const EMPHASIS = /\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*/g;

/** A paragraph as runs of text, italic and bold; stars that open nothing stay as typed. */
export function inlineRuns(text: string, outer: { em?: true; strong?: true } = {}): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), ...outer });
    if (match[1] !== undefined) runs.push(...inlineRuns(match[1], { ...outer, strong: true }));
    else runs.push(...inlineRuns(match[2]!, { ...outer, em: true }));
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), ...outer });
  return runs;
}

/** The paragraph's text without its emphasis marks (a page's meta description). */
export const plainText = (text: string): string =>
  inlineRuns(text)
    .map((run) => run.text)
    .join('');

/** What the page shows as typed, by the Markdown it would be elsewhere: checked in this order, one warning a line. */
const PLAIN: readonly [RegExp, ProblemArguments<'content.markdown.plain'>[0]][] = [
  [/!\[[^\]]*\]\([^)]*\)/, 'image'],
  [/\[[^\]]+\]\([^)\s]+\)|<https?:\/\/[^>]+>/, 'link'],
  [/^#{1,6}\s/, 'heading'],
  [/^\s*\|.*\|\s*$/, 'table'],
  [/^\s*(?:[-+*]|\d{1,3}[.)])\s+\S/, 'list'],
];

/** A warning at each description line holding Markdown the page shows as plain text; `start` is the body's first index. */
export function markdownWarnings(lines: readonly string[], start: number): Problem[] {
  const warnings: Problem[] = [];
  for (let i = start; i < lines.length; i++) {
    const found = PLAIN.find(([pattern]) => pattern.test(lines[i]!));
    if (found) warnings.push({ line: i + 1, ...problem('content.markdown.plain', found[1]) });
  }
  return warnings;
}

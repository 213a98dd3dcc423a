/**
 * The one error model for mistakes a person can fix: the content, a photo, a setting, the output
 * folder, a page over budget, a command's arguments. Each carries Finnish problems from the message
 * catalogue (this folder), each naming its file and line where there is one. Commands print them
 * with `formatReport` and exit 1 without a stack trace; any other error is a bug and keeps its trace.
 */

import type { Finding, ProblemCode } from './problems.ts';

export type { Finding, ProblemCode } from './problems.ts';

/**
 * One thing the student can fix: what it is (`code`, stable, for tests and tools; its entry in
 * `problems.ts` says when it fires), where (file, line, key) and what happened and what to do
 * (`message`, Finnish, free to reword).
 */
export interface Problem extends Finding {
  /** Path from the project folder, `/`-separated (`src/data/lajit/linnut/kurki.md`). */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** The key or part of the file the problem is in (`kuvausaika`, `kuvat`). */
  key?: string;
  /**
   * Other files the problem is about besides `file` (the species that already has the page id),
   * so a tool can find every problem touching a file without reading the message.
   */
  others?: readonly string[];
  /** The photo the problem is about, as a `kuvat:` list names it (`linnut/kurki-1.jpg`), where the report lists photos by it. */
  photo?: string;
}

export class StudentError extends Error {
  /** Finnish: what happened as a whole and what was kept (`Sivustoa ei rakennettu…`). */
  readonly heading: string;
  /** The heading's identity, for tests and tools (`content.invalid`, `output.refused`). */
  readonly code: ProblemCode;

  /**
   * @param heading the heading from the catalogue: `problem('content.invalid', count)`, or a
   *   mistake that is one finding on its own.
   * @param problems every problem found, in file order; may be empty when the heading says it all.
   */
  constructor(
    heading: Finding,
    readonly problems: readonly Problem[] = [],
  ) {
    super([heading.message, ...problems.map((p) => `  - ${formatProblem(p)}`)].join('\n'));
    this.name = 'StudentError';
    this.heading = heading.message;
    this.code = heading.code;
  }

  /** The heading as a finding: to set inside another text (`within`) or list as one problem of several. */
  get finding(): Finding {
    return { code: this.code, message: this.heading };
  }
}

/** `src/data/lajit/linnut/kurki.md, rivi 4`: where a problem is, the parts there are ('' for neither). */
export const problemPlace = (problem: Problem): string =>
  [problem.file, problem.line !== undefined ? `rivi ${problem.line}` : undefined].filter(Boolean).join(', ');

/** `src/data/lajit/linnut/kurki.md, rivi 4 (kuvausaika): message` — the parts there are. */
export function formatProblem(problem: Problem): string {
  const where = [problemPlace(problem), problem.key !== undefined ? `(${problem.key})` : undefined].filter(Boolean).join(' ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/** The text a command prints for a student's mistake: the heading, then one line per problem. */
export function formatReport(error: StudentError): string {
  return error.message;
}

/**
 * The same problem with its message set inside another (a photo's problem at the species file's
 * line: `kuva "…": …`). The catalogue composes; no caller reads a problem's message.
 */
export const within = <C extends ProblemCode>(finding: { code: C; message: string }, wrap: (message: string) => string): { code: C; message: string } => ({
  code: finding.code,
  message: wrap(finding.message),
});

/**
 * A foreign error's own text (a library's, the system's), quoted as the detail of a Finnish
 * message. The one place outside the reporter that reads an error's message: it is shown, never
 * matched.
 */
export const errorDetail = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A received value as messages quote it: texts in quotes, anything else as JSON. */
export const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value)));

/**
 * The one error model for mistakes a person can fix: the content, a photo, a setting, the output
 * folder, a page over budget, a command's arguments. Each carries Finnish problems from the message
 * catalogue (this folder), each naming its file and line where there is one. Commands print them
 * with `formatReport` and exit 1 without a stack trace; any other error is a bug and keeps its trace.
 */

/** One thing the student can fix: where (file, line, key) and what happened and what to do. */
export interface Problem {
  /** Path from the project folder, `/`-separated (`src/data/lajit/linnut/kurki.md`). */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** The key or part of the file the problem is in (`kuvausaika`, `kuvat`). */
  key?: string;
  /** Finnish: what is wrong and what to do. */
  message: string;
}

export class StudentError extends Error {
  /**
   * @param heading Finnish: what happened as a whole and what was kept (`Sivustoa ei rakennettu…`).
   * @param problems every problem found, in file order; may be empty when the heading says it all.
   */
  constructor(
    readonly heading: string,
    readonly problems: readonly Problem[] = [],
  ) {
    super([heading, ...problems.map((p) => `  - ${formatProblem(p)}`)].join('\n'));
    this.name = 'StudentError';
  }
}

/** `src/data/lajit/linnut/kurki.md, rivi 4 (kuvausaika): message` — the parts there are. */
export function formatProblem(problem: Problem): string {
  const place = [problem.file, problem.line !== undefined ? `rivi ${problem.line}` : undefined].filter(Boolean).join(', ');
  const where = [place, problem.key !== undefined ? `(${problem.key})` : undefined].filter(Boolean).join(' ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/** The text a command prints for a student's mistake: the heading, then one line per problem. */
export function formatReport(error: StudentError): string {
  return error.message;
}

/** A received value as messages quote it: texts in quotes, anything else as JSON. */
export const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value)));

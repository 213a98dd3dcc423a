/**
 * The problem catalogue, in the manner of Astro's `core/errors/errors-data.ts`: one entry per
 * code holds everything about that problem: when it fires, its Finnish text, its GitHub
 * annotation title and, for a warning, the group it is printed in (`problems/spec.ts`). The
 * entries are split by area under `problems/`; a code is unique across them.
 *
 * A call site names the code and its arguments, `problem('content.date.noYear', given, year)`,
 * and places the result: `{ ...problem(…), file, line }`. So a code cannot be paired with
 * another problem's text (test/unit/problem-codes.test.ts fails on a pair made by hand), and
 * adding a problem, or a kind of warning, is one entry and the code that raises it.
 */
import { authorProblems } from './problems/author.ts';
import { buildProblems } from './problems/build.ts';
import { contentProblems } from './problems/content.ts';
import { imageProblems } from './problems/images.ts';
import type { ProblemSpec, Text } from './problems/spec.ts';
import { teacherProblems } from './problems/teacher.ts';

export type { WarningGroupName } from './problems/spec.ts';

export const problems = { ...contentProblems, ...imageProblems, ...buildProblems, ...authorProblems, ...teacherProblems };

/** A problem's stable identity (`content.date.noYear`). */
export type ProblemCode = keyof typeof problems;

/** A problem before it has a place: what a check returns for its caller to place at a line. */
export interface Finding {
  code: ProblemCode;
  /** Finnish: what is wrong and what to do. */
  message: string;
}

type TextArguments<T> = T extends (...args: infer A) => string ? A : [];
/** For a code worded more than one way: the way's name, then that way's arguments. */
type WayArguments<F> = { [W in keyof F & string]: [way: W, ...TextArguments<F[W]>] }[keyof F & string];
type ArgumentsOf<F> = F extends Text ? TextArguments<F> : WayArguments<F>;

/** What a call site gives with `code`: its text's arguments (`given, year`), or a way's name and its arguments (`'folder'`). */
export type ProblemArguments<C extends ProblemCode> = ArgumentsOf<(typeof problems)[C]['fi']>;

/** The problem `code` with its Finnish text made from `args`. */
export function problem<C extends ProblemCode>(code: C, ...args: ProblemArguments<C>): { code: C; message: string } {
  const { fi } = problems[code] as ProblemSpec;
  const say = (text: Text | undefined, rest: readonly unknown[]) => (typeof text === 'function' ? (text as (...a: unknown[]) => string)(...rest) : text);
  const message = typeof fi === 'object' ? say(fi[args[0] as string], args.slice(1)) : say(fi, args);
  if (message === undefined) throw new Error(`${code} has no wording ${String(args[0])}`);
  return { code, message };
}

/** How a run prints the warnings that its cache (`.cache/`) could not be written (`cache.writeFailed`): never fatal. */
import { formatProblem, type Problem } from './student-error.ts';

export const cacheMessages = {
  /** The warnings as the terminal prints them, one line each. */
  warnings: (problems: readonly Problem[]) => problems.map((problem) => `varoitus: ${formatProblem(problem)}`).join('\n'),
};

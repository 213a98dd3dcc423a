/**
 * The one error of the output folder: refused (not a build's folder), locked (another build), or a
 * write that failed, each with the Finnish message saying what happened to the folder.
 */
import { problem } from '../messages/problems.ts';
import { errorDetail, type ProblemCode, StudentError } from '../messages/student-error.ts';

export class OutputError extends StudentError {
  /** The heading's code: `output.refused`, `output.locked` or `output.writeFailed`. */
  constructor(heading: { code: Extract<ProblemCode, `output.${string}`>; message: string }, options?: { cause?: unknown }) {
    super(heading);
    if (options) this.cause = options.cause;
    this.name = 'OutputError';
  }
}

/** A failed write as the student's mistake to fix: a full disk, a folder that cannot be written; `state` says what was kept. */
export function writeFailure(error: unknown, outDir: string, state: string): OutputError {
  const heading =
    (error as NodeJS.ErrnoException).code === 'ENOSPC'
      ? problem('output.writeFailed', 'diskFull', outDir, state)
      : problem('output.writeFailed', 'failed', outDir, errorDetail(error), state);
  return new OutputError(heading, { cause: error });
}

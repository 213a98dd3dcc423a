/**
 * The one error of the output folder: refused (not a build's folder), locked (another build), or a
 * write that failed, each with the Finnish message saying what happened to the folder.
 */
import { buildMessages } from '../messages/build.ts';
import { errorDetail, StudentError } from '../messages/student-error.ts';

export class OutputError extends StudentError {
  constructor(
    readonly kind: 'refused' | 'locked' | 'write-failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, [], kind === 'refused' ? 'output.refused' : kind === 'locked' ? 'output.locked' : 'output.writeFailed');
    if (options) this.cause = options.cause;
    this.name = 'OutputError';
  }
}

/** A failed write as the student's mistake to fix: a full disk, a folder that cannot be written; `state` says what was kept. */
export function writeFailure(error: unknown, outDir: string, state: string): OutputError {
  const code = (error as NodeJS.ErrnoException).code;
  const detail = errorDetail(error);
  const messages = buildMessages.output;
  const message = code === 'ENOSPC' ? messages.diskFull(outDir, state) : messages.writeFailed(outDir, detail, state);
  return new OutputError('write-failed', message, { cause: error });
}

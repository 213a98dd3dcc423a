/**
 * How a command ends on a mistake a person can fix (the content, a photo, a setting, the output
 * folder, a page over budget): the Finnish report alone, no stack trace, exit code 1. Anything
 * else is a bug, and its stack trace is what a bug report needs, so it is thrown on.
 */
import { formatReport, StudentError } from '../../src/messages/student-error.ts';

export function reportMistake(error: unknown): void {
  if (!(error instanceof StudentError)) throw error;
  console.error(formatReport(error));
  process.exitCode = 1;
}

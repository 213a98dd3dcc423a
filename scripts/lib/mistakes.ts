/**
 * How a command ends on a mistake a person can fix (the content, a photo, a setting, the output
 * folder, a page over budget): the Finnish report alone, no stack trace, exit code 1. Anything
 * else is a bug, and its stack trace is what a bug report needs, so it is thrown on. In GitHub
 * Actions each problem is also a workflow annotation on its file and line, in the same words.
 */
import { mistakeAnnotations } from '../../src/report/github-report.ts';
import { formatReport, StudentError } from '../../src/messages/student-error.ts';
import { contentMessages } from '../../src/messages/content.ts';
import { annotate, repositoryPath } from './github.ts';

/** Reports the student's mistake and returns it (for a command's own summary); throws anything else. */
export function reportMistake(error: unknown): StudentError {
  if (!(error instanceof StudentError)) throw error;
  console.error(formatReport(error));
  if (error.code === 'content.invalid') console.error(contentMessages.fixInTerminal);
  annotate(mistakeAnnotations(error, 'error', (file) => repositoryPath(file)));
  process.exitCode = 1;
  return error;
}

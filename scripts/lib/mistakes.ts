/**
 * How a command ends on a mistake a person can fix (the content, a setting, the output folder, a
 * page over budget): the message alone, no stack trace, exit code 1. Anything else is a bug, and
 * its stack trace is what a bug report needs, so it is thrown on.
 */
import { BudgetError } from '../../src/build/build-site.ts';
import { OutputError } from '../../src/build/write-site.ts';
import { SettingsError } from '../../src/config.ts';
import { ContentError } from '../../src/content/problems.ts';

const MISTAKES = [ContentError, BudgetError, SettingsError, OutputError];

export function reportMistake(error: unknown): void {
  if (!MISTAKES.some((kind) => error instanceof kind)) throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
}

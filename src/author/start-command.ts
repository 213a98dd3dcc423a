/**
 * What `npm run aloita` was asked to do: the collection's title, the student's first name and
 * class from `--otsikko`, `--nimi` and `--luokka`, the missing ones asked on the terminal and
 * every answer checked as soon as it is given; `--yksityinen`: the repository is private, so the
 * issue forms' photo fields are rewritten (`private-forms.ts`).
 */
import type { SiteSettings } from '../model/types.ts';
import { aloitaMessages as say, aloitaPrompts as prompts } from '../messages/author.ts';
import { problem } from '../messages/problems.ts';
import { formatProblem, StudentError } from '../messages/student-error.ts';
import { readCommandLine } from '../flags.ts';
import { collectionValueProblems } from './start-collection.ts';
import type { Terminal } from './terminal.ts';

export interface StartCommand {
  help: boolean;
  /** The repository is private: its forms take no attachments. */
  privateRepository: boolean;
  title?: string;
  firstName?: string;
  className?: string;
}

/** Each value's flag and question, in the order they are asked. */
const FIELDS = [
  { field: 'title', flag: '--otsikko', prompt: prompts.title },
  { field: 'firstName', flag: '--nimi', prompt: prompts.firstName },
  { field: 'className', flag: '--luokka', prompt: prompts.className },
] as const;

/** The arguments after `npm run aloita --`; a mistake in them is a `StudentError`. */
export function readStartCommand(args: readonly string[]): StartCommand {
  const { values } = readCommandLine(
    {
      otsikko: { type: 'string' },
      nimi: { type: 'string' },
      luokka: { type: 'string' },
      yksityinen: { type: 'boolean' },
      apua: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    args,
    { help: say.help },
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const [title, firstName, className] = [text(values.otsikko), text(values.nimi), text(values.luokka)];
  return {
    help: Boolean(values.apua || values.help),
    privateRepository: Boolean(values.yksityinen),
    ...(title !== undefined ? { title } : {}),
    ...(firstName !== undefined ? { firstName } : {}),
    ...(className !== undefined ? { className } : {}),
  };
}

/**
 * The settings: as given when all three are; otherwise the missing (or unusable) ones are asked
 * on `terminal`, or, with no terminal to ask on, a `StudentError` names the flags to give.
 */
export async function askMissing(command: StartCommand, terminal: Terminal | undefined): Promise<SiteSettings> {
  const values: Partial<Record<(typeof FIELDS)[number]['field'], string>> = { ...command };
  const missing = FIELDS.filter(({ field }) => values[field] === undefined);
  if (!terminal) {
    if (missing.length > 0)
      throw new StudentError(
        problem(
          'author.usage',
          'aloita',
          missing.map(({ flag }) => flag),
        ),
      );
  } else {
    if (missing.length > 0) terminal.say(prompts.intro);
    for (const { field, prompt } of FIELDS) {
      const problemOf = (value: string | undefined) => collectionValueProblems({ [field]: value }).find((p) => p.field === field);
      let problem = values[field] === undefined ? undefined : problemOf(values[field]);
      if (values[field] !== undefined && !problem) continue;
      for (;;) {
        if (problem) terminal.say(formatProblem(problem));
        values[field] = (await terminal.ask(prompt)).trim();
        problem = problemOf(values[field]);
        if (!problem) break;
      }
    }
  }
  return { title: values.title ?? '', authorFirstName: values.firstName ?? '', className: values.className ?? '' };
}

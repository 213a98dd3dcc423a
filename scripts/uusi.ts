/**
 * `npm run uusi`: add a species from photos (Finnish prompts and messages). Run with a name and
 * photos it asks nothing; run bare on a terminal it asks for what it needs. See OHJE.md.
 */
import { createInterface } from 'node:readline/promises';
import { AuthorError, addSpecies, listGroups, suggestGroup } from '../src/author/add-species.ts';
import { completeRequest, parseCommandLine, type Terminal } from '../src/author/command-line.ts';
import { added, usage } from '../src/author/messages.ts';
import { resolveSettings } from '../src/config.ts';

const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
// npm runs scripts in the project folder; INIT_CWD is where the student typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();

/** Questions on the terminal; Ctrl+C while asking stops before anything is written. */
function openTerminal(): { terminal: Terminal; close(): void } {
  const readline = createInterface({ input: process.stdin, output: process.stdout });
  readline.on('SIGINT', () => {
    console.log('\nKeskeytetty. Mitään ei muutettu.');
    process.exit(130);
  });
  return { terminal: { ask: (prompt) => readline.question(prompt), say: (text) => console.log(text) }, close: () => readline.close() };
}

try {
  const command = parseCommandLine(process.argv.slice(2));
  if (command.help) {
    const groups = await listGroups(project);
    console.log(usage(groups, suggestGroup([], groups, project)));
  } else {
    const questions = process.stdin.isTTY ? openTerminal() : undefined;
    const request = await completeRequest(command, project, cwd, questions?.terminal).finally(() => questions?.close());
    console.log(added(await addSpecies(request, project)));
  }
} catch (error) {
  if (!(error instanceof AuthorError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

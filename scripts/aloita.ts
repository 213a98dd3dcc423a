/**
 * `npm run aloita`: starts the student's own collection (and writes `.github/README.md`, the
 * repository's front page). Bare, it asks the collection's title,
 * the student's first name and class; `--otsikko`, `--nimi` and `--luokka` give them without
 * questions; `--yksityinen` (a private repository) turns the issue forms' photo fields into a
 * pointer to uudet-kuvat/. A collection that already has species of the student's own is refused before any
 * question, and nothing is changed.
 */
import { readStartCommand, askMissing } from '../src/author/start-command.ts';
import { startedRepository } from '../src/author/pupil-readme.ts';
import { readOriginUrl } from '../src/fs/git-origin.ts';
import { makeFormsPrivate } from '../src/author/private-forms.ts';
import { planClearing, startCollection } from '../src/author/start-collection.ts';
import { openTerminal } from '../src/author/terminal.ts';
import { resolveSettings } from '../src/config.ts';
import { aloitaMessages, aloitaPrompts } from '../src/messages/author.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
  const command = readStartCommand(process.argv.slice(2));
  if (command.help) {
    console.log(aloitaMessages.usage);
  } else {
    await planClearing(project);
    const questions = process.stdin.isTTY ? openTerminal(aloitaPrompts.cancelled) : undefined;
    const site = await askMissing(command, questions).finally(() => questions?.close());
    // The pupil's repository on GitHub, for the site address in .github/README.md.
    const repository = startedRepository(process.env, await readOriginUrl(project.root));
    console.log(aloitaMessages.started(await startCollection(site, project, repository)));
    if (command.privateRepository) console.log(aloitaMessages.privateForms(await makeFormsPrivate(project.root)));
  }
} catch (error) {
  reportMistake(error);
}

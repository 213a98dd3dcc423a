/**
 * `npm run uusi`: adds a species from photos. Bare, it asks the name, the photos (dragged into the
 * terminal) and the group; with a name and photos after `--` it asks nothing. Everything it says is
 * Finnish; a mistake ends with the message alone (exit code 1), and Ctrl+C while it writes undoes
 * what it wrote.
 */
import { addSpecies } from '../src/author/add-species.ts';
import { completeRequest, parseCommandLine } from '../src/author/command-line.ts';
import { groupNames, offeredGroups, suggestGroup } from '../src/author/offered-groups.ts';
import { openTerminal } from '../src/author/terminal.ts';
import { resolveSettings } from '../src/config.ts';
import { warningsText } from '../src/messages/warnings.ts';
import { added, uusiMessages } from '../src/messages/author.ts';
import { privacyMessages } from '../src/messages/privacy.ts';
import { repositoryPath, setOutput } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

// npm runs scripts in the project folder; INIT_CWD is where the student typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();

try {
  const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
  const command = parseCommandLine(process.argv.slice(2), process.env);
  if (command.help) {
    const groups = await offeredGroups(project);
    console.log(uusiMessages.usage(groupNames(groups), suggestGroup([], groups).name.toLowerCase()));
  } else {
    const questions = process.stdin.isTTY ? openTerminal(uusiMessages.cancelledAtQuestion) : undefined;
    const request = await completeRequest(command, project, cwd, questions).finally(() => questions?.close());
    // From here on files are written: Ctrl+C stops the work and undoes it. The listener stays for
    // the whole step, so a second Ctrl+C (npm and tsx pass the first one on too) cannot kill the
    // process halfway through undoing.
    const interrupt = new AbortController();
    const onSigint = () => interrupt.abort();
    process.on('SIGINT', onSigint);
    try {
      const summary = await addSpecies(request, project, interrupt.signal);
      console.log(added(summary));
      for (const photo of summary.cleaned ?? []) console.log(privacyMessages.uusiCleaned(photo.file, photo.removed));
      // For the workflow "Lisää laji kuvista": its commit names the file, and its summary tells the
      // student when an uploaded photo had a location (the original stays in the history).
      await setOutput('species-file', repositoryPath(summary.speciesFile));
      await setOutput('location-removed', String((summary.cleaned ?? []).some((photo) => photo.removed.includes('location'))));
      const warnings = [...(summary.faceWarnings ?? []), ...(summary.cacheWarnings ?? [])];
      if (warnings.length > 0) console.warn(warningsText(warnings, { assetsDir: project.settings.assetsDir }));
    } finally {
      process.off('SIGINT', onSigint);
    }
  }
} catch (error) {
  reportMistake(error);
}

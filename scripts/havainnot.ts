/**
 * `npm run havainnot`: asks the observer's full name (in a terminal; `--havainnoija` gives it
 * without asking), writes the collection's new observations into havainnot/ (ignored by git) for
 * Laji.fi's Vihko import and as Darwin Core (src/author/export-observations.ts), and lists in
 * Finnish the species it could not export and why, and the files to commit.
 *
 * The prompt is the default because a name on the command line stays in npm's debug log
 * (~/.npm/_logs) and in the shell's history.
 */
import { exportObservations } from '../src/author/export-observations.ts';
import { openTerminal } from '../src/author/terminal.ts';
import { resolveSettings } from '../src/config.ts';
import { readFlags } from '../src/flags.ts';
import { uusiMessages } from '../src/messages/author.ts';
import { observationMessages as say } from '../src/messages/observations.ts';
import { formatProblem } from '../src/messages/student-error.ts';
import { reportMistake } from './lib/mistakes.ts';

/** The name from the flag, else asked on the terminal; '' when neither (the export then says how). */
async function observerName(flag: string | undefined): Promise<string> {
  if (flag !== undefined || !process.stdin.isTTY) return flag ?? '';
  const terminal = openTerminal(uusiMessages.cancelledAtQuestion);
  try {
    return await terminal.ask(say.askObserver);
  } finally {
    terminal.close();
  }
}

try {
  const flags = readFlags({
    havainnoija: { type: 'string' },
    'nimi-julkinen': { type: 'boolean' },
    kaikki: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) {
    console.log(say.usage);
  } else {
    const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
    const observer = await observerName(flags.havainnoija);
    const result = await exportObservations(project, { observer, namesPublic: flags['nimi-julkinen'] ?? false, all: flags.kaikki ?? false });
    if (result.skipped.length > 0) {
      console.log(
        // The species' name where a problem's key would be: `src/data/lajit/linnut/kurki.md (Kurki): …`.
        [say.notExportable.heading(result.skipped.length), ...result.skipped.map((s) => `  - ${formatProblem({ ...s, key: s.title })}`), ''].join('\n'),
      );
    }
    if (result.observations > 0) console.log(say.written(result.observations, result.files));
    else console.log(result.exportedBefore > 0 ? say.nothingNew : say.nothingExportable);
    if (result.observations > 0 && result.exportedBefore > 0) console.log(say.exportedBefore(result.exportedBefore));
    if (result.changed.length > 0) console.log(say.commit(result.changed));
  }
} catch (error) {
  reportMistake(error);
}

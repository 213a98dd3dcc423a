/**
 * `npm run havainnot -- --havainnoija "Eetu Virtanen"`: writes the collection's observations into
 * havainnot/ (ignored by git) for Laji.fi's Vihko file import and as Darwin Core
 * (src/author/export-observations.ts), and lists in Finnish the species it could not export and why.
 */
import { exportObservations } from '../src/author/export-observations.ts';
import { resolveSettings } from '../src/config.ts';
import { observationMessages as say } from '../src/messages/observations.ts';
import { formatProblem } from '../src/messages/student-error.ts';
import { readFlags } from '../src/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const flags = readFlags({ havainnoija: { type: 'string' }, help: { type: 'boolean', short: 'h' } });
  if (flags.help) {
    console.log(say.usage);
  } else {
    const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
    const result = await exportObservations(project, flags.havainnoija ?? '');
    if (result.skipped.length > 0) {
      console.log(
        // The species' name where a problem's key would be: `src/data/lajit/linnut/kurki.md (Kurki): …`.
        [say.notExportable.heading(result.skipped.length), ...result.skipped.map((s) => `  - ${formatProblem({ ...s, key: s.title })}`), ''].join('\n'),
      );
    }
    console.log(result.observations === 0 ? say.nothingExportable : say.written(result.observations, result.files));
  }
} catch (error) {
  reportMistake(error);
}

/**
 * `npm run luokka -- <kansio>` or `npm run luokka -- --lista luokka/oppilaat.md`: the class in one
 * view for the teacher: each repository (found in the folder, or fetched from the list's
 * addresses; `LUOKKA_TOKEN` in the environment reads private ones) checked by the site core
 * (`src/pipeline/check-repository.ts`), the report made by `src/teacher/`. Writes
 * luokka-raportti.html and luokka-raportti.csv, prints a line per pupil, and on GitHub adds the
 * class table to the run's summary (the workflow "Luokan kokoelmat"); see OPETTAJA.md.
 */
import './lib/production.ts';
import { mkdir } from 'node:fs/promises';
import { checkRepository } from '../src/pipeline/check-repository.ts';
import { runClassReport, splitFolder } from '../src/teacher/class-report-command.ts';
import { classReportMessages as say } from '../src/messages/class-report.ts';
import { readFlags } from '../src/flags.ts';
import { appendSummary } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const { folder, flags } = splitFolder(process.argv.slice(2), ['--tehtava', '--ulos', '--lista']);
  const values = readFlags({ tehtava: { type: 'string' }, ulos: { type: 'string' }, lista: { type: 'string' }, help: { type: 'boolean' } }, flags);
  if (values.help) {
    console.log(say.usage);
  } else {
    if (values.ulos) await mkdir(values.ulos, { recursive: true });
    const result = await runClassReport({
      ...(folder ? { folder } : {}),
      ...(values.lista ? { list: values.lista } : {}),
      // The token goes from the environment to git's, never onto a command line.
      ...(process.env.LUOKKA_TOKEN ? { fetch: { token: process.env.LUOKKA_TOKEN } } : {}),
      // The site core's own check of each repository; src/teacher/ formats what it finds.
      check: checkRepository,
      ...(values.tehtava ? { assignmentFile: values.tehtava } : {}),
      ...(values.ulos ? { outDir: values.ulos } : {}),
    });
    if (values.lista) console.log(say.fetched(result.rows.length, result.fetchSeconds));
    console.log(say.written(result.rows.length, result.html, result.csv, result.seconds));
    console.log(`\n${result.lines}`);
    await appendSummary(result.summary);
  }
} catch (error) {
  reportMistake(error);
}

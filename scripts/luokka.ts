/**
 * `npm run luokka -- <kansio>`: the class in one view for the teacher: each repository checked by
 * the site core (`src/pipeline/check-repository.ts`), the report made by `src/teacher/`.
 * Writes luokka-raportti.html and luokka-raportti.csv; see OPETTAJA.md.
 */
import './lib/production.ts';
import { mkdir } from 'node:fs/promises';
import { checkRepository } from '../src/pipeline/check-repository.ts';
import { runClassReport, splitFolder } from '../src/teacher/class-report-command.ts';
import { classReportMessages as say } from '../src/messages/class-report.ts';
import { problem } from '../src/messages/problems.ts';
import { StudentError } from '../src/messages/student-error.ts';
import { readFlags } from '../src/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const { folder, flags } = splitFolder(process.argv.slice(2), ['--tehtava', '--ulos']);
  const values = readFlags({ tehtava: { type: 'string' }, ulos: { type: 'string' }, help: { type: 'boolean' } }, flags);
  if (values.help) {
    console.log(say.usage);
  } else {
    if (!folder) throw new StudentError(problem('teacher.noFolder'));
    if (values.ulos) await mkdir(values.ulos, { recursive: true });
    const result = await runClassReport({
      folder,
      // The site core's own check of each repository; src/teacher/ formats what it finds.
      check: checkRepository,
      ...(values.tehtava ? { assignmentFile: values.tehtava } : {}),
      ...(values.ulos ? { outDir: values.ulos } : {}),
    });
    console.log(say.written(result.rows.length, result.html, result.csv, result.seconds));
  }
} catch (error) {
  reportMistake(error);
}

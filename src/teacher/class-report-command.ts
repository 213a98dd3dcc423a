/**
 * `npm run luokka -- <kansio> [--tehtava tiedosto] [--ulos kansio]`: checks every student's
 * repository under a folder and writes `luokka-raportti.html` and `luokka-raportti.csv` into
 * `--ulos` (the given folder by default). The teacher's mistakes (no folder, a missing file) are a
 * `StudentError` in Finnish, like the student's.
 */
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { problem } from '../messages/problems.ts';
import { StudentError } from '../messages/student-error.ts';
import { type CheckCollection, classReport, readAssignmentFile, type StudentRow } from './class-report.ts';
import { renderClassReportCsv } from './class-report-csv.ts';
import { type ReportContext, renderClassReportHtml } from './ClassReport.tsx';

export const REPORT_HTML = 'luokka-raportti.html';
export const REPORT_CSV = 'luokka-raportti.csv';

export interface ClassCommand {
  folder: string;
  /** Each repository's check: the site core's (`checkRepository` in `src/pipeline/`), handed in by the command. */
  check: CheckCollection;
  assignmentFile?: string;
  outDir?: string;
  today?: Date;
}

export interface ClassCommandResult {
  rows: StudentRow[];
  html: string;
  csv: string;
  seconds: number;
}

export async function runClassReport(command: ClassCommand): Promise<ClassCommandResult> {
  const started = performance.now();
  const { folder } = command;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new StudentError(problem('teacher.folderMissing', folder));
  const assignment = command.assignmentFile ? await readAssignmentFile(command.assignmentFile) : undefined;
  if (command.assignmentFile && !assignment) throw new StudentError(problem('teacher.assignmentMissing', command.assignmentFile));
  const today = command.today ?? new Date();
  const rows = await classReport(folder, { check: command.check, ...(assignment ? { assignment } : {}), today });
  if (rows.length === 0) throw new StudentError(problem('teacher.noRepositories', folder));
  const context: ReportContext = {
    folder,
    date: `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`,
    assignment: command.assignmentFile
      ? { kind: 'teacher', file: command.assignmentFile }
      : rows.some((row) => row.assignment)
        ? { kind: 'own' }
        : { kind: 'none' },
  };
  const outDir = command.outDir ?? folder;
  const html = path.join(outDir, REPORT_HTML);
  const csv = path.join(outDir, REPORT_CSV);
  await writeFile(html, renderClassReportHtml(rows, context));
  await writeFile(csv, renderClassReportCsv(rows));
  return { rows, html, csv, seconds: (performance.now() - started) / 1000 };
}

/** The folder (the one word that is not a flag or a flag's value) and the flags, apart. */
export function splitFolder(args: readonly string[], valued: readonly string[]): { folder: string | undefined; flags: string[] } {
  const flags: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('-')) {
      flags.push(arg);
      if (valued.includes(arg) && i + 1 < args.length) flags.push(args[++i]!);
    } else words.push(arg);
  }
  // A second word is passed on, so the flag reader names it as a stray word.
  return { folder: words[0], flags: [...flags, ...words.slice(1)] };
}

/**
 * `npm run luokka -- <kansio> | --lista <tiedosto> [--tehtava tiedosto] [--ulos kansio]`: checks
 * every student's repository, found under a folder or fetched from the teacher's list of
 * addresses, and writes `luokka-raportti.html` and `luokka-raportti.csv` into `--ulos` (by default
 * the given folder, or the list's). The teacher's mistakes (no folder, a missing file) are a
 * `StudentError` in Finnish, like the student's.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { problem } from '../messages/problems.ts';
import { StudentError } from '../messages/student-error.ts';
import { readClassList } from './class-list.ts';
import { type CheckCollection, classReport, type ReportContext, readAssignmentFile, reportRows, type StudentRow } from './class-report.ts';
import { renderClassReportCsv } from './class-report-csv.ts';
import { renderClassLines, renderClassSummary } from './class-report-summary.ts';
import { renderClassReportHtml } from './ClassReport.tsx';
import { type FetchOptions, fetchRepositories } from './fetch-repositories.ts';

export const REPORT_HTML = 'luokka-raportti.html';
export const REPORT_CSV = 'luokka-raportti.csv';

export interface ClassCommand {
  /** The folder holding the repositories; or `list`. */
  folder?: string;
  /** The teacher's list of repository addresses (`luokka/oppilaat.md`): each is fetched first. */
  list?: string;
  /** How the list's repositories are fetched (the token for private ones). */
  fetch?: FetchOptions;
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
  /** The run's summary (Markdown) and the terminal's lines: what each collection needs, in words. */
  summary: string;
  lines: string;
  /** The time spent fetching the list's repositories (0 for a folder), and the report's own. */
  fetchSeconds: number;
  seconds: number;
}

export async function runClassReport(command: ClassCommand): Promise<ClassCommandResult> {
  const { folder, list } = command;
  if (folder && list) throw new StudentError(problem('teacher.folderAndList'));
  if (!folder && !list) throw new StudentError(problem('teacher.noFolder'));
  if (folder && (!existsSync(folder) || !statSync(folder).isDirectory())) throw new StudentError(problem('teacher.folderMissing', folder));
  const assignment = command.assignmentFile ? await readAssignmentFile(command.assignmentFile) : undefined;
  if (command.assignmentFile && !assignment) throw new StudentError(problem('teacher.assignmentMissing', command.assignmentFile));
  const today = command.today ?? new Date();
  const options = { check: command.check, ...(assignment ? { assignment } : {}), today };

  let fetchSeconds = 0;
  let started = performance.now();
  let rows: StudentRow[];
  if (list) {
    const entries = readClassList(await readListFile(list));
    if (entries.length === 0) throw new StudentError(problem('teacher.listEmpty', list));
    const clones = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-luokka-'));
    try {
      const fetched = await fetchRepositories(entries, clones, command.fetch);
      fetchSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      rows = await reportRows(fetched, options);
    } finally {
      await rm(clones, { recursive: true, force: true });
    }
  } else {
    rows = await classReport(folder!, options);
    if (rows.length === 0) throw new StudentError(problem('teacher.noRepositories', folder!));
  }

  const context: ReportContext = {
    origin: list ? { kind: 'list', path: list } : { kind: 'folder', path: folder! },
    date: `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`,
    assignment: command.assignmentFile
      ? { kind: 'teacher', file: command.assignmentFile }
      : rows.some((row) => row.assignment)
        ? { kind: 'own' }
        : { kind: 'none' },
  };
  const outDir = command.outDir ?? (list ? path.dirname(list) : folder!);
  const html = path.join(outDir, REPORT_HTML);
  const csv = path.join(outDir, REPORT_CSV);
  await writeFile(html, renderClassReportHtml(rows, context));
  await writeFile(csv, renderClassReportCsv(rows));
  return {
    rows,
    html,
    csv,
    summary: renderClassSummary(rows, context, REPORT_HTML),
    lines: renderClassLines(rows),
    fetchSeconds,
    seconds: (performance.now() - started) / 1000,
  };
}

async function readListFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) throw new StudentError(problem('teacher.listMissing', file));
  return text;
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

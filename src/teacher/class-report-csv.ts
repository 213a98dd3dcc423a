/**
 * The class report as CSV for a grade book, from `classReport`'s rows: UTF-8 with a byte-order
 * mark and `;` between fields, which is what Excel in Finnish opens as columns. Pure: rows in,
 * text out.
 */
import { classReportMessages as say, UNKNOWN } from '../messages/class-report.ts';
import { type Problem, problemPlace } from '../messages/student-error.ts';
import { changedAt, faceCount, type StudentRow } from './class-report.ts';

/** A problem as one item of the CSV's list: its code, then where. */
const problemShort = (problem: Problem) => [problem.code, problemPlace(problem)].filter(Boolean).join(' ');

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break. A text that starts
 * like a formula (`=`, `+`, `-`, `@`) gets a `'` first: the names come from the pupils' files, and
 * Excel would run `=HYPERLINK(…)` as a formula (OWASP's advice on CSV injection).
 */
const csvField = (value: string | number) => {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function renderClassReportCsv(rows: readonly StudentRow[]): string {
  const lines = rows.map((row) =>
    [
      row.folder,
      row.name ?? '',
      row.className ?? '',
      row.speciesCount,
      row.groups.map((g) => `${g.name} ${g.count}`).join(', '),
      row.assignment ? (row.assignment.met ? say.yes : say.no) : '',
      row.assignment ? row.assignment.checklist : say.noAssignment,
      row.failure ? '' : row.problems.length,
      row.problems.map(problemShort).join(', '),
      row.locationPhotos.join(', '),
      row.failure ? '' : faceCount(row),
      changedAt(row.lastChange),
      row.site ?? UNKNOWN,
      row.booklet ?? (row.site ? say.no : UNKNOWN),
      row.failure ?? '',
    ]
      .map(csvField)
      .join(';'),
  );
  // Excel expects CRLF line ends; the BOM makes it read UTF-8 (ä, ö) instead of the ANSI code page.
  return `\uFEFF${[say.csvColumns.map(csvField).join(';'), ...lines].join('\r\n')}\r\n`;
}

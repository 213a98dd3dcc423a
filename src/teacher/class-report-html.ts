/**
 * The class report as one HTML page and one CSV file, from `classReport`'s rows. Pure: rows in,
 * text out. The page is plain escaped strings (no script at all), in Finnish, readable on screen
 * and on paper (print CSS: black on white, a student's section not split across pages, the table
 * head repeated); addresses are shown as text, so they print. The summary table has a row header per student.
 * The CSV is for a grade book: UTF-8 with a byte-order mark and `;` between fields, which is what
 * Excel in Finnish opens as columns.
 */
import { formatProblem, type Problem } from '../messages/student-error.ts';
import { classReportMessages as say, UNKNOWN } from '../messages/class-report.ts';
import { problemCode, type StudentRow } from './class-report.ts';

export interface ReportContext {
  /** The folder the teacher gave, as they typed it. */
  folder: string;
  /** `d.m.yyyy` of the check. */
  date: string;
  /** Where the requirements came from: the `--tehtava` file, each student's own, or nowhere. */
  assignment: { kind: 'teacher'; file: string } | { kind: 'own' } | { kind: 'none' };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `Aino, 8b`, or the folder when kokoelma.md names nobody. */
export const studentLabel = (row: StudentRow): string => [row.name, row.className].filter(Boolean).join(', ') || row.folder;

/** `2026-11-26T18:55:36+02:00` → `26.11.2026 klo 18.55` (the committer's own clock). */
export function changedAt(iso: string | undefined): string {
  const match = iso && /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return UNKNOWN;
  const [, year, month, day, hours, minutes] = match;
  return say.changedAt(Number(day), Number(month), Number(year), `${hours}.${minutes}`);
}

/** `src/data/lajit/linnut/kurki.md, rivi 4` — where a problem is. */
const place = (problem: Problem) => [problem.file, problem.line !== undefined ? `rivi ${problem.line}` : undefined].filter(Boolean).join(', ');

/** A problem as one line of the CSV: its code, then where. */
const problemShort = (problem: Problem) => [problemCode(problem), place(problem)].filter(Boolean).join(' ');

const assignmentText = (row: StudentRow) => (row.assignment ? (row.assignment.met ? say.met : row.assignment.checklist) : say.noAssignment);

const link = (url: string | undefined) => (url ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : UNKNOWN);

const CSS = `
:root { color-scheme: light; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff; margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-top: 2px solid #444; padding-top: .75rem; }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
caption { text-align: left; font-weight: 600; padding: .5rem 0; }
th, td { border: 1px solid #777; padding: .3rem .45rem; text-align: left; vertical-align: top; }
thead th { background: #e8e8e8; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
.bad { color: #8b0000; font-weight: 600; }
.good { color: #0b5a1e; }
.folder { font-weight: normal; color: #333; font-size: .85rem; }
a { color: #0645ad; }
ul { margin: .25rem 0; padding-left: 1.25rem; }
code { font-size: .9em; }
@media print {
  @page { size: A4; margin: 14mm; }
  body { font-size: 10.5pt; }
  main { max-width: none; padding: 0; }
  section.student { break-inside: avoid; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  a { color: #111; text-decoration: none; }
}
`;

export function renderClassReportHtml(rows: readonly StudentRow[], context: ReportContext): string {
  const intro = [
    say.intro(rows.length, context.folder, context.date),
    context.assignment.kind === 'teacher'
      ? say.assignmentFrom(context.assignment.file)
      : context.assignment.kind === 'own'
        ? say.assignmentOwn
        : say.noAssignmentAnywhere,
  ];
  const c = say.columns;
  const head = [c.student, c.species, c.assignment, c.problems, c.locations, c.lastChange, c.site].map((t) => `<th scope="col">${t}</th>`).join('');
  const summary = rows
    .map((row, index) => {
      const cells = [
        `<th scope="row"><a href="#oppilas-${index + 1}">${escapeHtml(studentLabel(row))}</a><br><span class="folder">${escapeHtml(row.folder)}</span></th>`,
        `<td class="number">${row.speciesCount}</td>`,
        `<td class="${row.assignment && !row.assignment.met ? 'bad' : 'good'}">${escapeHtml(assignmentText(row))}</td>`,
        row.failure
          ? `<td class="bad">${escapeHtml(row.failure)}</td>`
          : `<td class="number${row.problems.length > 0 ? ' bad' : ''}">${row.problems.length}</td>`,
        `<td class="number${row.locationPhotos.length > 0 && !row.locationsAllowed ? ' bad' : ''}">${row.locationPhotos.length}</td>`,
        `<td>${escapeHtml(changedAt(row.lastChange))}</td>`,
        `<td>${link(row.site)}</td>`,
      ];
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const details = rows.map((row, index) => studentSection(row, index + 1)).join('\n');
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say.title}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<h1>${say.title}</h1>
${intro.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<table>
<caption>${say.summaryCaption}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${summary}
</tbody>
</table>
${details}
</main>
</body>
</html>
`;
}

function studentSection(row: StudentRow, number: number): string {
  const parts: string[] = [`<h2 id="oppilas-${number}">${escapeHtml(studentLabel(row))} <span class="folder">(${escapeHtml(row.folder)})</span></h2>`];
  if (row.failure) parts.push(`<p class="bad">${escapeHtml(row.failure)}</p>`);
  const facts: [string, string][] = [
    [say.columns.lastChange, escapeHtml(changedAt(row.lastChange))],
    [say.columns.site, link(row.site)],
    [say.columns.booklet, row.booklet ? link(row.booklet) : row.site ? say.no : UNKNOWN],
    [say.groups, row.groups.length > 0 ? escapeHtml(row.groups.map((g) => `${g.name} ${g.count}`).join(', ')) : say.noSpecies],
  ];
  parts.push(`<ul>${facts.map(([label, value]) => `<li>${label}: ${value}</li>`).join('')}</ul>`);
  if (row.assignment) {
    parts.push(`<h3>${say.requirements}</h3>`);
    parts.push(
      `<ul>${row.assignment.items
        .map((item) => `<li class="${item.met ? 'good' : 'bad'}">${item.met ? say.met : say.notMet}: ${escapeHtml(item.text)}</li>`)
        .join('')}</ul>`,
    );
    if (row.assignment.warnings.length > 0) {
      parts.push(`<h3>${say.shortfalls}</h3>`);
      parts.push(problemList(row.assignment.warnings));
    }
  }
  if (!row.failure) {
    parts.push(`<h3>${say.problemsHeading}</h3>`);
    parts.push(row.problems.length > 0 ? problemList(row.problems) : `<p class="good">${say.noProblems}</p>`);
  }
  parts.push(`<h3>${say.locationsHeading}</h3>`);
  if (row.locationPhotos.length === 0) parts.push(`<p>${say.noLocations}</p>`);
  else {
    parts.push(`<ul>${row.locationPhotos.map((file) => `<li>${escapeHtml(file)}</li>`).join('')}</ul>`);
    if (row.locationsAllowed) parts.push(`<p>${say.locationsAllowed}</p>`);
  }
  return `<section class="student" aria-labelledby="oppilas-${number}">\n${parts.join('\n')}\n</section>`;
}

function problemList(problems: readonly Problem[]): string {
  const items = problems.map((problem) => {
    // The reporter's own line (where, then the message), after the code a teacher can look up.
    return `<li><code>${escapeHtml(problemCode(problem))}</code> ${escapeHtml(formatProblem(problem))}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
const csvField = (value: string | number) => {
  const text = String(value);
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

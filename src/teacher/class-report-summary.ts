/**
 * The class report in few words: as the GitHub run's summary (Markdown: the table, then what each
 * pupil's collection needs, the items in words, no internal code) and as the terminal's lines
 * (`npm run luokka`). Pure: rows in, text out. Every pupil's text is escaped, so a name or a file
 * name cannot break the table or add a link.
 */
import { classReportMessages as say, UNKNOWN } from '../messages/class-report.ts';
import { formatProblem, type Problem } from '../messages/student-error.ts';
import { markdownText } from '../report/github-report.ts';
import { assignmentSource, changedAt, faceCount, type ReportContext, type StudentRow, studentLabel } from './class-report.ts';

/** How many items of one heading a pupil's part of the summary shows; the HTML report has them all. */
const SHOWN = 10;

/** A pupil's text on one line of Markdown, its markup escaped (the build's summary escapes the same way). */
const markdownLine = (text: string): string => markdownText(text.replace(/\s+/g, ' ').trim());

/** An address we made (a repository or a Pages site: letters, digits, `.`, `_`, `-`, `/`) as a link, else "ei tiedossa". */
const link = (url: string | undefined) => (url ? `<${url}>` : UNKNOWN);

/** The run's summary: the heading, where the rows came from, one table row per pupil, then what each collection needs. */
export function renderClassSummary(rows: readonly StudentRow[], context: ReportContext, reportFile: string): string {
  const c = say.columns;
  const head = [c.student, c.species, c.assignment, c.problems, c.faces, c.locations, c.lastChange, c.site];
  const lines = [
    say.summaryTitle,
    '',
    markdownLine(`${say.intro(rows.length, context.origin, context.date)} ${assignmentSource(context)}`),
    '',
    `| ${head.join(' | ')} |`,
    '| --- | ---: | --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map(tableRow),
    ...rows.flatMap((row) => pupilPart(row, reportFile)),
  ];
  return `${lines.join('\n')}\n`;
}

function tableRow(row: StudentRow): string {
  const label = markdownLine(studentLabel(row));
  const pupil = row.repository ? `[${label}](${row.repository})` : label;
  const cells = row.failure
    ? [pupil, '', '', markdownLine(row.failure), '', '', '', '']
    : [
        pupil,
        String(row.speciesCount),
        markdownLine(row.assignment ? (row.assignment.met ? say.met : row.assignment.checklist) : say.noAssignment),
        String(row.problems.length),
        String(faceCount(row)),
        String(row.locationPhotos.length),
        changedAt(row.lastChange),
        link(row.site),
      ];
  return `| ${cells.join(' | ')} |`;
}

/** A pupil's heading and lists, or nothing when there is nothing to say. */
function pupilPart(row: StudentRow, reportFile: string): string[] {
  const lists: [string, string[]][] = [
    [say.shortfalls, (row.assignment?.warnings ?? []).map(formatProblem)],
    [say.problemsHeading, row.problems.map((problem: Problem) => formatProblem(problem))],
    [say.warningsHeading, row.warnings.map((warning: Problem) => formatProblem(warning))],
    [say.locationsHeading, row.locationsAllowed ? [] : row.locationPhotos],
  ];
  const filled = lists.filter(([, items]) => items.length > 0);
  if (row.failure || filled.length === 0) return [];
  const heading = `### ${markdownLine(studentLabel(row))}${studentLabel(row) === row.folder ? '' : ` (${markdownLine(row.folder)})`}`;
  return [
    '',
    heading,
    ...filled.flatMap(([title, items]) => [
      '',
      `**${title}**`,
      '',
      ...items.slice(0, SHOWN).map((item) => `- ${markdownLine(item)}`),
      ...(items.length > SHOWN ? [`- ${markdownLine(say.more(items.length - SHOWN, reportFile))}`] : []),
    ]),
  ];
}

/** One line per pupil for the terminal: the counts and what needs a look, no code. */
export function renderClassLines(rows: readonly StudentRow[]): string {
  return rows
    .map((row) =>
      row.failure
        ? say.failedLine(studentLabel(row), row.failure)
        : say.line(studentLabel(row), row.speciesCount, row.assignment?.checklist, row.problems.length, faceCount(row), row.locationPhotos.length),
    )
    .join('\n');
}

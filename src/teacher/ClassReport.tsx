/**
 * The class report as one HTML page, from `classReport`'s rows, rendered by React like every
 * other page: pure, rows in, text out. In Finnish, with no script at all, readable on screen and
 * on paper (print CSS: black on white, a student's section not split across pages, the table head
 * repeated); addresses are shown as text, so they print. The summary table has a row header per
 * student.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { classReportMessages as say, UNKNOWN } from '../messages/class-report.ts';
import { formatProblem, type Problem } from '../messages/student-error.ts';
import { assignmentSource, changedAt, faceCount, type ReportContext, type StudentRow, studentLabel } from './class-report.ts';

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

/** The whole page. */
export function renderClassReportHtml(rows: readonly StudentRow[], context: ReportContext): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<ClassReport rows={rows} context={context} />)}\n`;
}

function ClassReport({ rows, context }: { rows: readonly StudentRow[]; context: ReportContext }) {
  const c = say.columns;
  return (
    <html lang="fi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{say.title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the report's own stylesheet, never a student's text. */}
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <main>
          <h1>{say.title}</h1>
          <p>{say.intro(rows.length, context.origin, context.date)}</p>
          <p>{assignmentSource(context)}</p>
          <table>
            <caption>{say.summaryCaption}</caption>
            <thead>
              <tr>
                {[c.student, c.species, c.assignment, c.problems, c.faces, c.locations, c.lastChange, c.site].map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <SummaryRow key={row.folder} row={row} number={index + 1} />
              ))}
            </tbody>
          </table>
          {rows.map((row, index) => (
            <StudentSection key={row.folder} row={row} number={index + 1} />
          ))}
        </main>
      </body>
    </html>
  );
}

/** One student's line in the summary table. */
function SummaryRow({ row, number }: { row: StudentRow; number: number }) {
  const missed = row.assignment !== undefined && !row.assignment.met;
  return (
    <tr>
      <th scope="row">
        <a href={`#oppilas-${number}`}>{studentLabel(row)}</a>
        <br />
        <span className="folder">{row.folder}</span>
      </th>
      <td className="number">{row.speciesCount}</td>
      <td className={missed ? 'bad' : 'good'}>{row.assignment ? (row.assignment.met ? say.met : row.assignment.checklist) : say.noAssignment}</td>
      {row.failure ? <td className="bad">{row.failure}</td> : <td className={row.problems.length > 0 ? 'number bad' : 'number'}>{row.problems.length}</td>}
      <td className={faceCount(row) > 0 ? 'number bad' : 'number'}>{row.failure ? '' : faceCount(row)}</td>
      <td className={row.locationPhotos.length > 0 && !row.locationsAllowed ? 'number bad' : 'number'}>{row.locationPhotos.length}</td>
      <td>{changedAt(row.lastChange)}</td>
      <td>
        <Address url={row.site} />
      </td>
    </tr>
  );
}

/** One student's section: the facts, the requirements, what stops the build, what is worth a look, the photos with a location. */
function StudentSection({ row, number }: { row: StudentRow; number: number }) {
  const id = `oppilas-${number}`;
  const facts: [string, ReactNode][] = [
    [say.columns.lastChange, changedAt(row.lastChange)],
    [say.columns.site, <Address key="site" url={row.site} />],
    [say.columns.booklet, row.booklet ? <Address key="booklet" url={row.booklet} /> : row.site ? say.no : UNKNOWN],
    [say.groups, row.groups.length > 0 ? row.groups.map((g) => `${g.name} ${g.count}`).join(', ') : say.noSpecies],
  ];
  return (
    <section className="student" aria-labelledby={id}>
      <h2 id={id}>
        {studentLabel(row)} <span className="folder">({row.folder})</span>
      </h2>
      {row.failure ? <p className="bad">{row.failure}</p> : null}
      <ul>
        {facts.map(([label, value]) => (
          <li key={label}>
            {label}: {value}
          </li>
        ))}
      </ul>
      {row.assignment ? (
        <>
          <h3>{say.requirements}</h3>
          <ul>
            {row.assignment.items.map((item) => (
              <li key={item.text} className={item.met ? 'good' : 'bad'}>
                {item.met ? say.met : say.notMet}: {item.text}
              </li>
            ))}
          </ul>
          {row.assignment.warnings.length > 0 ? (
            <>
              <h3>{say.shortfalls}</h3>
              <Problems problems={row.assignment.warnings} />
            </>
          ) : null}
        </>
      ) : null}
      {row.failure ? null : (
        <>
          <h3>{say.problemsHeading}</h3>
          {row.problems.length > 0 ? <Problems problems={row.problems} /> : <p className="good">{say.noProblems}</p>}
          {row.warnings.length > 0 ? (
            <>
              <h3>{say.warningsHeading}</h3>
              <Problems problems={row.warnings} />
            </>
          ) : null}
        </>
      )}
      <h3>{say.locationsHeading}</h3>
      {row.locationPhotos.length === 0 ? (
        <p>{say.noLocations}</p>
      ) : (
        <>
          <ul>
            {row.locationPhotos.map((file) => (
              <li key={file}>{file}</li>
            ))}
          </ul>
          {row.locationsAllowed ? <p>{say.locationsAllowed}</p> : null}
        </>
      )}
    </section>
  );
}

/** Each problem as the reporter prints it: where, then the message (the codes are the CSV's, not the teacher's reading). */
function Problems({ problems }: { problems: readonly Problem[] }) {
  return (
    <ul>
      {problems.map((problem, index) => (
        <li key={index}>{formatProblem(problem)}</li>
      ))}
    </ul>
  );
}

/** An address as a link that prints as text, or "ei tiedossa". */
function Address({ url }: { url: string | undefined }) {
  return url ? <a href={url}>{url}</a> : UNKNOWN;
}

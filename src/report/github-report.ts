/**
 * The build's report in GitHub Actions' own formats, pure: every problem as a workflow annotation
 * (`::error file=…,line=…,title=…::…`), which GitHub shows on the commit, in a pull request and on
 * the file's line, and the job summary (Markdown) shown on the run's Summary page. The I/O (whether
 * this is GitHub, printing, appending to `$GITHUB_STEP_SUMMARY`) is in `scripts/lib/github.ts`.
 */
import { buildMessages, pageName } from '../messages/build.ts';
import { githubMessages as say } from '../messages/github.ts';
import { problems } from '../messages/problems.ts';
import { formatProblem, type Problem, type ProblemCode } from '../messages/student-error.ts';
import type { PageWeight } from '../pipeline/page-weight.ts';
import { type CodePattern, groupWarnings, matchesCode } from '../messages/warnings.ts';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  /** Path from the repository's root, `/`-separated. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  title: string;
  message: string;
}

/** GitHub shows at most this many annotations of each level per step and drops the rest silently. */
export const ANNOTATIONS_PER_LEVEL = 10;

/** A workflow command's message, escaped as `@actions/core` does (`escapeData`). */
export const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A workflow command's property value (`escapeProperty`): its data escaping, and `:` and `,`, which end a property. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One annotation as the line a step prints: `::error file=a.md,line=3,title=…::message`. */
export function workflowCommand(annotation: Annotation): string {
  const properties = [
    annotation.file !== undefined ? `file=${escapeProperty(annotation.file)}` : undefined,
    annotation.line !== undefined ? `line=${annotation.line}` : undefined,
    `title=${escapeProperty(annotation.title)}`,
  ].filter(Boolean);
  return `::${annotation.level} ${properties.join(',')}::${escapeData(annotation.message)}`;
}

/**
 * The annotations GitHub will show: at most `ANNOTATIONS_PER_LEVEL` of each level, in order, and
 * for each level with more, a notice that counts the rest and points at the summary, which lists
 * them all.
 */
export function capAnnotations(annotations: readonly Annotation[]): Annotation[] {
  const seen: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const shown = annotations.filter((a) => ++seen[a.level] <= ANNOTATIONS_PER_LEVEL);
  const notes = (['error', 'warning'] as const).flatMap((level): Annotation[] => {
    const rest = seen[level] - ANNOTATIONS_PER_LEVEL;
    return rest > 0 ? [{ level: 'notice', title: say.title.more, message: say.more(rest, level) }] : [];
  });
  return [...shown, ...notes];
}

/** A student's mistake: its heading, problems and code, as `StudentError` carries them. */
export interface Mistake {
  heading: string;
  problems: readonly Problem[];
  /** The heading's code; `student.error` when not given. */
  code?: ProblemCode;
}

/** An annotation's Finnish title: the kind of mistake its code names (`content.date.noYear` → `Päivämäärästä puuttuu vuosi`). */
export const annotationTitle = (code: ProblemCode): string => problems[code].title;

/**
 * One annotation per problem, each at its file and line (`where` turns a path as messages print it
 * into one from the repository's root), with the message the terminal prints after the place. A
 * mistake without problems is its heading.
 */
export function mistakeAnnotations(mistake: Mistake, level: AnnotationLevel, where: (file: string) => string): Annotation[] {
  if (mistake.problems.length === 0) return [{ level, title: annotationTitle(mistake.code ?? 'student.error'), message: mistake.heading }];
  return mistake.problems.map((problem) => problemAnnotation(problem, level, where));
}

/** One problem at its file and line, titled by its code. */
const problemAnnotation = (problem: Problem, level: AnnotationLevel, where: (file: string) => string): Annotation => ({
  level,
  ...(problem.file !== undefined ? { file: where(problem.file) } : {}),
  ...(problem.file !== undefined && problem.line !== undefined ? { line: problem.line } : {}),
  title: annotationTitle(problem.code),
  message: problem.message,
});

/** The warnings as annotations, group by group in the terminal's order, each at the level its group says (`messages/warnings.ts`). */
export function warningAnnotations(warnings: readonly Problem[], where: (file: string) => string): Annotation[] {
  return groupWarnings(warnings).flatMap(({ group, warnings: some }) => some.map((warning) => problemAnnotation(warning, group.level, where)));
}

/** The over-budget pages the build let through (`--budget=warn`), as warnings. */
export const overBudgetAnnotations = (problems: readonly Problem[]): Annotation[] =>
  problems.map((problem) => ({ level: 'warning', title: annotationTitle(problem.code), message: problem.message }));

/** Where a problem's file is shown on GitHub: its line on the branch the run built (or its commit). */
export interface Repository {
  /** `https://github.com` */
  server: string;
  /** `owner/name` */
  name: string;
  /** The branch (or, off a branch, the commit): `blob/<ref>/…` links open a line the pencil can edit. */
  ref: string;
}

/** Text as Markdown shows it literally: its markup characters escaped. */
export const markdownText = (text: string): string => text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);

/** Text in a code span, with a fence longer than any run of backticks inside it. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** A problem as a summary list item: its file (linked to the line when the repository is known), then the message. */
function problemItem(problem: Problem, where: (file: string) => string, repository?: Repository): string {
  if (problem.file === undefined) return `- ${markdownText(formatProblem(problem))}`;
  const file = where(problem.file);
  const anchor = problem.line !== undefined ? `#L${problem.line}` : '';
  const place = repository
    ? `[${code(file)}](${repository.server}/${repository.name}/blob/${repository.ref.split('/').map(encodeURIComponent).join('/')}/${file.split('/').map(encodeURIComponent).join('/')}${anchor})`
    : code(file);
  const details = [
    problem.line !== undefined ? say.summary.line(problem.line) : undefined,
    problem.key !== undefined ? `(${markdownText(problem.key)})` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return `- ${place}${details ? `, ${details}` : ''}: ${markdownText(problem.message)}`;
}

/**
 * The job summary of a build that stopped on the student's mistake: the heading and every problem,
 * then the assignment's checklist line (`Tehtävä: 18/20 lajia; …`) when there is a `tehtava.md`.
 */
export function failureSummary(mistake: Mistake, where: (file: string) => string, repository?: Repository, checklist?: string): string {
  return [
    `## ${say.summary.failed}`,
    '',
    markdownText(mistake.heading),
    '',
    ...mistake.problems.map((problem) => problemItem(problem, where, repository)),
    ...(mistake.problems.some((problem) => problem.file !== undefined) ? ['', say.summary.fixIntro] : []),
    ...(checklist ? ['', markdownText(checklist)] : []),
    '',
  ].join('\n');
}

export interface BuiltSite {
  /** The public address (`SITE_URL`), '' when none was given. */
  siteUrl: string;
  species: number;
  photos: number;
  pages: number;
  weights: readonly PageWeight[];
  /** The phone the weights are measured for (the budgets' viewport). */
  viewport: { width: number; devicePixelRatio: number };
  overBudget: readonly Problem[];
  /** The build's warnings (files from the repository's root): the summary lists the assignment's shortfalls, faces and unused photos. */
  warnings: readonly Problem[];
  booklet?: { path: string; size: string; pages: number } | { problem: Mistake };
  /** The assignment's checklist line, when there is a `tehtava.md`. */
  checklist?: string;
}

/** An address inside the site: `kokoelma.pdf` under `https://aino.github.io/eliokokoelma`. */
const siteAddress = (siteUrl: string, file = ''): string => new URL(file, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

/** The job summary of a good build: where the site is published, what it holds, its weight, what is left over. */
export function successSummary(site: BuiltSite): string {
  const s = say.summary;
  const kb = s.kb;
  const head = buildMessages.weightsHeader(site.viewport);
  const of = (code: CodePattern) => site.warnings.filter((warning) => matchesCode(warning.code, [code]));
  const [assignment, faces, unused] = [of('assignment.'), of('image.face'), of('image.unused')];
  const lines = [`## ${s.built}`, '', site.siteUrl ? s.address(siteAddress(site.siteUrl)) : s.noAddress];
  if (site.booklet && 'path' in site.booklet && site.siteUrl) {
    lines.push('', s.booklet(siteAddress(site.siteUrl, site.booklet.path), site.booklet.size, site.booklet.pages));
  }
  lines.push(
    '',
    `| ${s.counts.species} | ${s.counts.photos} | ${s.counts.pages} |`,
    '|---:|---:|---:|',
    `| ${site.species} | ${site.photos} | ${site.pages} |`,
    ...(site.checklist
      ? ['', markdownText(site.checklist), ...(assignment.length > 0 ? [''] : []), ...assignment.map((p) => `- ${markdownText(formatProblem(p))}`)]
      : []),
    '',
    `### ${s.weightsHeading}`,
    '',
    markdownText(head.note),
    '',
    `| ${head.page} | ${head.html} | ${head.images} | ${head.total} |`,
    '|---|---:|---:|---:|',
    ...site.weights.map((row) => `| ${markdownText(pageName(row.page))} | ${kb(row.html)} | ${kb(row.images)} | ${kb(row.total)} |`),
  );
  if (site.overBudget.length > 0) {
    lines.push('', `### ${s.overBudgetHeading}`, '', ...site.overBudget.map((problem) => `- ${markdownText(formatProblem(problem))}`));
  }
  if (faces.length > 0) {
    lines.push('', `### ${s.facesHeading(faces.length)}`, '', ...faces.map((problem) => `- ${markdownText(formatProblem(problem))}`));
  }
  if (unused.length > 0) {
    // The photo's path as code: it is the file to move or use, and the message names the species file.
    lines.push('', `### ${s.unusedHeading(unused.length)}`, '', ...unused.map((problem) => `- ${code(problem.file ?? '')}: ${markdownText(problem.message)}`));
  }
  if (site.booklet && 'problem' in site.booklet) {
    const { heading, problems } = site.booklet.problem;
    lines.push('', `### ${s.bookletHeading}`, '', markdownText(heading), '', ...problems.map((problem) => `- ${markdownText(formatProblem(problem))}`));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The build's report in GitHub Actions' own formats, pure: every problem as a workflow annotation
 * (`::error file=…,line=…,title=…::…`), which GitHub shows on the commit, in a pull request and on
 * the file's line, and the job summary (Markdown) shown on the run's Summary page. The I/O (whether
 * this is GitHub, printing, appending to `$GITHUB_STEP_SUMMARY`) is in `scripts/lib/github.ts`.
 */
import path from 'node:path';
import { slugify } from '../content/slug.ts';
import { buildMessages, pageName } from '../messages/build.ts';
import { githubMessages as say } from '../messages/github.ts';
import { formatProblem, type Problem, type ProblemCode } from '../messages/student-error.ts';
import type { PageWeight } from '../pipeline/page-weight.ts';

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
export const annotationTitle = (code: ProblemCode): string => say.titles[code];

/**
 * One annotation per problem, each at its file and line (`where` turns a path as messages print it
 * into one from the repository's root), with the message the terminal prints after the place. A
 * mistake without problems is its heading.
 */
export function mistakeAnnotations(mistake: Mistake, level: AnnotationLevel, where: (file: string) => string): Annotation[] {
  if (mistake.problems.length === 0) return [{ level, title: annotationTitle(mistake.code ?? 'student.error'), message: mistake.heading }];
  return mistake.problems.map((problem) => ({
    level,
    ...(problem.file !== undefined ? { file: where(problem.file) } : {}),
    ...(problem.file !== undefined && problem.line !== undefined ? { line: problem.line } : {}),
    title: annotationTitle(problem.code),
    message: problem.message,
  }));
}

/** Where the species file that would use a photo is, and whether it is there already. */
export interface PhotoUse {
  /** Path of the photo from the assets folder, as `kuvat:` lists it. */
  photo: string;
  /** The species file that would use it, as messages print paths. */
  speciesFile: string;
  exists: boolean;
}

/**
 * The species file a photo no species uses belongs to, by the names `npm run uusi` and OHJE.md
 * give: `kasvit/sinivuokko-2.jpg` → `<speciesDir>/kasvit/sinivuokko.md`. A photo outside a group
 * folder, or named by the camera (`IMG_0412.HEIC`), gets `<ryhmä>` or `<laji>` in its place.
 */
export function photoUse(photo: string, speciesDir: string, speciesFiles: readonly string[]): PhotoUse {
  const parts = photo.split('/');
  const group = parts.length > 1 ? parts[0]! : '<ryhmä>';
  const stem = path.posix.basename(photo, path.posix.extname(photo));
  const numbered = /^(.+)-\d+$/.exec(stem);
  const name = numbered ? slugify(numbered[1]!, 'laji') : '<laji>';
  const speciesFile = `${speciesDir}/${group}/${name}.md`;
  const exists = speciesFiles.some((file) => file.toLowerCase() === speciesFile.toLowerCase());
  return { photo, speciesFile, exists };
}

/** A warning on each unused photo's own file (`assetsDir` from the repository's root). */
export function unusedPhotoAnnotations(uses: readonly PhotoUse[], assetsDir: string, template: string): Annotation[] {
  return uses.map((use) => ({
    level: 'warning',
    file: path.posix.join(assetsDir, use.photo),
    title: say.title.unusedPhoto,
    message: say.unusedPhoto(use.photo, use.speciesFile, use.exists, template),
  }));
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
  /** Photos that probably show a face and have no `lupa: kyllä` (files from the repository's root); none when absent. */
  faces?: readonly Problem[];
  unused: readonly PhotoUse[];
  /** Path of the assets folder from the repository's root. */
  assetsDir: string;
  template: string;
  booklet?: { path: string; size: string; pages: number } | { problem: Mistake };
  /** The assignment's checklist line and its warnings, when there is a `tehtava.md`. */
  assignment?: { checklist: string; warnings: readonly Problem[] };
}

/** An address inside the site: `kokoelma.pdf` under `https://aino.github.io/eliokokoelma`. */
const siteAddress = (siteUrl: string, file = ''): string => new URL(file, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

/** The job summary of a good build: where the site is published, what it holds, its weight, what is left over. */
export function successSummary(site: BuiltSite): string {
  const s = say.summary;
  const kb = s.kb;
  const head = buildMessages.weightsHeader(site.viewport);
  const lines = [`## ${s.built}`, '', site.siteUrl ? s.address(siteAddress(site.siteUrl)) : s.noAddress];
  if (site.booklet && 'path' in site.booklet && site.siteUrl) {
    lines.push('', s.booklet(siteAddress(site.siteUrl, site.booklet.path), site.booklet.size, site.booklet.pages));
  }
  lines.push(
    '',
    `| ${s.counts.species} | ${s.counts.photos} | ${s.counts.pages} |`,
    '|---:|---:|---:|',
    `| ${site.species} | ${site.photos} | ${site.pages} |`,
    ...(site.assignment
      ? [
          '',
          markdownText(site.assignment.checklist),
          ...(site.assignment.warnings.length > 0 ? [''] : []),
          ...site.assignment.warnings.map((p) => `- ${markdownText(formatProblem(p))}`),
        ]
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
  if (site.faces && site.faces.length > 0) {
    lines.push('', `### ${s.facesHeading(site.faces.length)}`, '', ...site.faces.map((problem) => `- ${markdownText(formatProblem(problem))}`));
  }
  if (site.unused.length > 0) {
    lines.push(
      '',
      `### ${s.unusedHeading(site.unused.length)}`,
      '',
      ...site.unused.map(
        (use) =>
          `- ${code(path.posix.join(site.assetsDir, use.photo))}: ${markdownText(say.unusedPhoto(use.photo, use.speciesFile, use.exists, site.template))}`,
      ),
    );
  }
  if (site.booklet && 'problem' in site.booklet) {
    const { heading, problems } = site.booklet.problem;
    lines.push('', `### ${s.bookletHeading}`, '', markdownText(heading), '', ...problems.map((problem) => `- ${markdownText(formatProblem(problem))}`));
  }
  return `${lines.join('\n')}\n`;
}

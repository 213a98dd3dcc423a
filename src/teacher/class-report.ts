/**
 * `npm run luokka`: the class in one view. Takes the pupils' repositories (found under a folder:
 * a set of clones or unpacked ZIPs, a repository being a folder holding `src/data/kokoelma.md`; or
 * fetched from the teacher's list by `fetch-repositories.ts`) and turns each one's check into a
 * row: the check itself (the build's own, encoding nothing: content, names, photo privacy, faces)
 * is the site core's, handed in by scripts/luokka.ts; the assignment's requirements, the git facts
 * and the addresses are read here. `ClassReport.tsx` renders the rows as HTML,
 * `class-report-csv.ts` as CSV, `class-report-summary.ts` as the run's summary and the terminal's lines.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Content } from '../content/model.ts';
import { parseContentFile } from '../content/front-matter.ts';
import { groupOf } from '../content/groups.ts';
import { knownKey } from '../content/known-fields.ts';
import type { ContentFiles } from '../content/parse-content.ts';
import { COLLECTION_FILE } from '../content/read-content.ts';
import { checkRequirements, contentFacts, parseAssignment, type RequirementCheck, type Requirements, speciesFacts } from '../content/requirements.ts';
import { classReportMessages as say, UNKNOWN } from '../messages/class-report.ts';
import { formatProblem, type Problem } from '../messages/student-error.ts';
import { type CodePattern, matchesCode } from '../messages/warnings.ts';
import type { SiteSettings } from '../model/types.ts';
import { BOOKLET_PATH } from '../pages/routes.ts';
import { readOriginUrl } from '../fs/git-origin.ts';
import { pagesAddress, parseGitHubAddress, repositoryAddress } from '../github-address.ts';

/** What the report needs of one repository's check (the site core's `check`; each path in it from the repository or absolute). */
export interface CollectionCheck {
  files: ContentFiles;
  content: Content | undefined;
  site: SiteSettings | undefined;
  problems: readonly Problem[];
  located: readonly string[];
  warnings: readonly Problem[];
}

/** Checks the repository at its path as its build would, on the given day. */
export type CheckCollection = (repo: string, today: Date) => Promise<CollectionCheck>;

/** The warnings the report lists: faces in photos and names the table questions (the assignment's shortfalls have their own list). */
export const REPORTED_WARNINGS: readonly CodePattern[] = ['image.face', 'content.name.'];

/** One student's repository, as the report shows it. Unknown facts are `undefined`. */
export interface StudentRow {
  /** The repository's folder, from the folder the teacher gave (`eliokokoelma-aino`). */
  folder: string;
  name?: string;
  className?: string;
  speciesCount: number;
  /** Per group, in the home page's order of groups. */
  groups: { name: string; count: number }[];
  /** `undefined` when no requirements apply. */
  assignment?: RequirementCheck;
  /** What stops the build: content mistakes, photos that cannot be opened, locations not allowed. */
  problems: Problem[];
  /** What builds but the teacher may want to raise: `REPORTED_WARNINGS`. */
  warnings: Problem[];
  /** Photos (`assets/…`) whose metadata carries a GPS location. */
  locationPhotos: string[];
  locationsAllowed: boolean;
  /** The last commit's time (`2026-11-26T18:55:36+02:00`), when there is a `.git`. */
  lastChange?: string;
  /** The repository's page on GitHub (`https://github.com/o/r`), from its `origin`. */
  repository?: string;
  site?: string;
  booklet?: string;
  /** Why the collection could not be read at all; the row is still shown. */
  failure?: string;
}

export interface ClassReportOptions {
  /** The check of each repository. */
  check: CheckCollection;
  /** The teacher's `tehtava.md` for every student, instead of each student's own. */
  assignment?: { path: string; text: string };
  /** How many repositories are read at once. */
  parallel?: number;
  today?: Date;
}

/** What the report says of the check as a whole. */
export interface ReportContext {
  /** Where the repositories came from, as the teacher gave it: a folder, or the list of addresses. */
  origin: { kind: 'folder' | 'list'; path: string };
  /** `d.m.yyyy` of the check. */
  date: string;
  /** Where the requirements came from: the `--tehtava` file, each student's own, or nowhere. */
  assignment: { kind: 'teacher'; file: string } | { kind: 'own' } | { kind: 'none' };
}

/** The sentence saying where the requirements came from. */
export function assignmentSource(context: ReportContext): string {
  const { assignment } = context;
  return assignment.kind === 'teacher' ? say.assignmentFrom(assignment.file) : assignment.kind === 'own' ? say.assignmentOwn : say.noAssignmentAnywhere;
}

/** A repository to report on, as the report names it (`folder`): where it is on disk, or why it could not be fetched (Finnish). */
export type ReportedRepository = { folder: string; path: string } | { folder: string; failure: string };

/** How many photos probably show a face (the `image.face` warnings: one per photo). */
export const faceCount = (row: StudentRow): number => row.warnings.filter((warning) => warning.code === 'image.face').length;

/** `Aino, 8b`, or the folder when kokoelma.md names nobody. */
export const studentLabel = (row: StudentRow): string => [row.name, row.className].filter(Boolean).join(', ') || row.folder;

/** `2026-11-26T18:55:36+02:00` → `26.11.2026 klo 18.55` (the committer's own clock). */
export function changedAt(iso: string | undefined): string {
  const match = iso && /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return UNKNOWN;
  const [, year, month, day, hours, minutes] = match;
  return say.changedAt(Number(day), Number(month), Number(year), `${hours}.${minutes}`);
}

/** Folders never searched for repositories: packages, history, build output. */
const SKIP = new Set(['node_modules', '.git', 'dist', '.cache', 'assets']);

/** Every repository under `root`, up to `depth` folders down, sorted by path. */
export async function findRepositories(root: string, depth = 3): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string, level: number): Promise<void> => {
    if (existsSync(path.join(dir, 'src', 'data', COLLECTION_FILE)) || existsSync(path.join(dir, 'src', 'data', 'lajit'))) {
      found.push(dir);
      return;
    }
    if (level >= depth) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    await Promise.all(entries.filter((e) => e.isDirectory() && !SKIP.has(e.name)).map((e) => visit(path.join(dir, e.name), level + 1)));
  };
  await visit(root, 0);
  return found.sort();
}

/** The rows of every repository under `root`, in folder order. */
export async function classReport(root: string, options: ClassReportOptions): Promise<StudentRow[]> {
  const repositories = await findRepositories(root);
  return reportRows(
    repositories.map((repo) => ({ folder: path.relative(root, repo).split(path.sep).join('/') || path.basename(repo), path: repo })),
    options,
  );
}

/** One row per repository, in the order given; one that could not be fetched or read gets its row with the reason. */
export async function reportRows(repositories: readonly ReportedRepository[], options: ClassReportOptions): Promise<StudentRow[]> {
  const teacher = options.assignment ? parseAssignment(options.assignment).requirements : undefined;
  const rows: StudentRow[] = new Array(repositories.length);
  let next = 0;
  const worker = async () => {
    while (next < repositories.length) {
      const index = next++;
      const repository = repositories[index]!;
      if ('failure' in repository) {
        rows[index] = failedRow(repository.folder, repository.failure);
        continue;
      }
      try {
        rows[index] = await studentRow(repository.path, repository.folder, teacher, await options.check(repository.path, options.today ?? new Date()));
      } catch (error) {
        rows[index] = failedRow(repository.folder, say.unreadable((error as NodeJS.ErrnoException).code ?? String(error)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 16) }, worker));
  return rows;
}

const failedRow = (folder: string, failure: string): StudentRow => ({
  folder,
  speciesCount: 0,
  groups: [],
  problems: [],
  warnings: [],
  locationPhotos: [],
  locationsAllowed: false,
  failure,
});

async function studentRow(repo: string, folder: string, teacher: Requirements | undefined, checked: CollectionCheck): Promise<StudentRow> {
  const { files } = checked;
  const [git, origin] = await Promise.all([lastChange(repo), readOriginUrl(repo)]);
  const github = origin ? parseGitHubAddress(origin) : undefined;
  const site = github ? pagesAddress(github) : undefined;
  // The trusted content when it parsed (no second read of every file), else each file read leniently.
  const facts = checked.content ? contentFacts(checked.content) : speciesFacts(files);
  const own = files.assignment ? parseAssignment(files.assignment) : undefined;
  const requirements = teacher ?? own?.requirements;
  const assignment = requirements ? checkRequirements(requirements, facts) : undefined;
  // Paths as the teacher finds them: from the repository (the content's already are; the photos' are absolute).
  const inRepo = (file: string) => path.relative(path.resolve(repo), path.resolve(repo, file)).split(path.sep).join('/');
  const placed = <P extends Problem>(problem: P): P => (problem.file ? { ...problem, file: inRepo(problem.file) } : problem);

  // Name and class from kokoelma.md as written, even when the rest has mistakes.
  const collection = files.collection.text === undefined ? undefined : parseContentFile(files.collection.text);
  const value = (key: string) => {
    const entry = collection?.entries?.find((e) => knownKey(e.key, [key]) !== undefined);
    return entry?.value.kind === 'text' && entry.value.text !== '' ? entry.value.text : undefined;
  };
  const name = value('nimi');
  const className = value('luokka');
  const base: StudentRow = {
    folder,
    ...(name ? { name } : {}),
    ...(className ? { className } : {}),
    speciesCount: facts.length,
    groups: countGroups(facts.map((f) => f.group)),
    ...(assignment ? { assignment: { ...assignment, warnings: assignment.warnings.map(placed) } } : {}),
    problems: [],
    warnings: [],
    locationPhotos: [],
    locationsAllowed: false,
    ...(git ? { lastChange: git } : {}),
    ...(github ? { repository: repositoryAddress(github) } : {}),
    ...(site ? { site } : {}),
    ...(site && checked.site?.pdf ? { booklet: `${site}${BOOKLET_PATH}` } : {}),
  };
  if (!collection?.entries) {
    const first = collection?.problems[0];
    const shown = inRepo(files.collection.path);
    const reason = first ? formatProblem({ ...first, file: shown }) : `${shown}: ${files.collection.text === undefined ? say.missing : ''}`;
    return { ...base, failure: say.notParsed(reason) };
  }

  // Locations are listed even where allowed; there they stop nothing.
  const locationsAllowed = checked.site?.showLocations === true;
  const problems = checked.problems.filter((problem) => !(locationsAllowed && problem.code === 'image.location'));
  return {
    ...base,
    problems: [...problems, ...(own?.warnings ?? [])].map(placed),
    warnings: checked.warnings.filter((warning) => matchesCode(warning.code, REPORTED_WARNINGS)).map(placed),
    locationPhotos: checked.located.map(inRepo),
    locationsAllowed,
  };
}

/** Counts per group, known groups in their order first, then the student's own folders. */
function countGroups(folders: readonly string[]): StudentRow['groups'] {
  const counts = new Map<string, { name: string; rank: number; count: number }>();
  for (const folder of folders) {
    const group = folder === '' ? { folder: '', name: '–', rank: 99 } : groupOf(folder);
    const entry = counts.get(group.folder) ?? { name: group.name, rank: group.rank, count: 0 };
    entry.count++;
    counts.set(group.folder, entry);
  }
  return [...counts.values()].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'fi')).map(({ name, count }) => ({ name, count }));
}

const git = promisify(execFile);

/** The last commit's time, when the folder is a git repository with a commit. */
async function lastChange(repo: string): Promise<string | undefined> {
  if (!existsSync(path.join(repo, '.git'))) return undefined;
  try {
    const { stdout } = await git('git', ['-C', repo, 'log', '-1', '--format=%cI'], { timeout: 10_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Reads the teacher's `--tehtava` file, `undefined` when it does not exist. */
export async function readAssignmentFile(file: string): Promise<{ path: string; text: string } | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : { path: file, text };
}

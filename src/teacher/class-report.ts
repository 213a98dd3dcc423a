/**
 * `npm run luokka`: the class in one view. Finds every student's repository under a folder (GitHub
 * Classroom's download, a set of clones, unpacked ZIPs: a repository is a folder holding
 * `src/data/kokoelma.md`), and checks each with the build's own content checks and the
 * assignment's requirements, WITHOUT encoding a photo: photos are opened (as the build opens them
 * before encoding) and only their metadata is read, for the location check. The rows it returns
 * are rendered by `class-report-html.ts` and `class-report-csv.ts`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveSettings } from '../config.ts';
import { parseContentFile } from '../content/front-matter.ts';
import { groupOf } from '../content/groups.ts';
import { knownKey } from '../content/known-fields.ts';
import { parseContent } from '../content/parse-content.ts';
import { COLLECTION_FILE, readContent } from '../content/read-content.ts';
import { checkRequirements, contentFacts, parseAssignment, type RequirementCheck, type Requirements, speciesFacts } from '../content/requirements.ts';
import { classReportMessages as say } from '../messages/class-report.ts';
import { formatProblem, type Problem } from '../messages/student-error.ts';
import { BOOKLET_PATH } from '../pages/routes.ts';
import { checkPhotos } from '../privacy/check-photos.ts';

/** A problem's stable code, which the report shows and the CSV lists. */
export const problemCode = (problem: Problem): string => problem.code;

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
  /** Photos (`assets/…`) whose metadata carries a GPS location. */
  locationPhotos: string[];
  locationsAllowed: boolean;
  /** The last commit's time (`2026-11-26T18:55:36+02:00`), when there is a `.git`. */
  lastChange?: string;
  site?: string;
  booklet?: string;
  /** Why the collection could not be read at all; the row is still shown. */
  failure?: string;
}

export interface ClassReportOptions {
  /** The teacher's `tehtava.md` for every student, instead of each student's own. */
  assignment?: { path: string; text: string };
  /** How many repositories are read at once. */
  parallel?: number;
  today?: Date;
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
export async function classReport(root: string, options: ClassReportOptions = {}): Promise<StudentRow[]> {
  const repositories = await findRepositories(root);
  const teacher = options.assignment ? parseAssignment(options.assignment).requirements : undefined;
  const rows: StudentRow[] = new Array(repositories.length);
  let next = 0;
  const worker = async () => {
    while (next < repositories.length) {
      const index = next++;
      const repo = repositories[index]!;
      const folder = path.relative(root, repo).split(path.sep).join('/') || path.basename(repo);
      try {
        rows[index] = await studentRow(repo, folder, teacher, options.today);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        rows[index] = { folder, speciesCount: 0, groups: [], problems: [], locationPhotos: [], locationsAllowed: false, failure: say.unreadable(code) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 16) }, worker));
  return rows;
}

async function studentRow(repo: string, folder: string, teacher: Requirements | undefined, today: Date | undefined): Promise<StudentRow> {
  const settings = resolveSettings({}, {}, { assetsDir: path.join(repo, 'assets'), dataDir: path.join(repo, 'src', 'data') });
  const files = await readContent(settings.dataDir, repo);
  const [git, site] = await Promise.all([lastChange(repo), siteAddress(repo)]);
  const parsed = parseContent(files, settings.images.sourceExtensions, today ? { today } : {});
  // The trusted content when it parsed (no second read of every file), else each file read leniently.
  const facts = parsed.content ? contentFacts(parsed.content) : speciesFacts(files);
  const groups = countGroups(facts.map((f) => f.group));
  const own = files.assignment ? parseAssignment(files.assignment) : undefined;
  const requirements = teacher ?? own?.requirements;
  const assignment = requirements ? checkRequirements(requirements, facts) : undefined;

  // Name, class and settings from kokoelma.md as written, even when the rest has mistakes.
  const collection = files.collection.text === undefined ? undefined : parseContentFile(files.collection.text);
  const value = (key: string) => {
    const entry = collection?.entries?.find((e) => knownKey(e.key, [key]) !== undefined);
    return entry?.value.kind === 'text' && entry.value.text !== '' ? entry.value.text : undefined;
  };
  const name = value('nimi');
  const className = value('luokka');
  const wantsPdf = /^kyll[äa]$/i.test(value('pdf') ?? '');
  const base: StudentRow = {
    folder,
    ...(name ? { name } : {}),
    ...(className ? { className } : {}),
    speciesCount: facts.length,
    groups,
    ...(assignment ? { assignment } : {}),
    problems: [],
    locationPhotos: [],
    locationsAllowed: false,
    ...(git ? { lastChange: git } : {}),
    ...(site ? { site } : {}),
    ...(site && wantsPdf ? { booklet: `${site}${BOOKLET_PATH}` } : {}),
  };
  if (!collection?.entries) {
    const first = collection?.problems[0];
    const reason = first
      ? formatProblem({ ...first, file: files.collection.path })
      : `${files.collection.path}: ${files.collection.text === undefined ? 'puuttuu' : ''}`;
    return { ...base, failure: say.notParsed(reason) };
  }

  // The build's own photo checks, encoding nothing; locations are listed even where allowed.
  const photos = await checkPhotos(parsed.images, settings, false);
  const inRepo = (problem: Problem): Problem =>
    problem.file ? { ...problem, file: path.relative(repo, path.resolve(problem.file)).split(path.sep).join('/') } : problem;
  const located = photos.errors.filter((problem) => problem.code === 'image.location').map(inRepo);
  const locationPhotos = located.map((problem) => problem.file!);
  const locationsAllowed = parsed.content?.site.showLocations === true || /^saa\s+näkyä$/i.test(value('sijainnit') ?? '');
  const opened = photos.errors.filter((problem) => problem.code !== 'image.location');
  const problems = [...parsed.problems, ...opened, ...(locationsAllowed ? [] : located), ...(own?.warnings ?? [])];
  return { ...base, problems, locationPhotos, locationsAllowed };
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

/** The GitHub Pages address of the repository's `origin` (read from `.git/config`, no git needed). */
async function siteAddress(repo: string): Promise<string | undefined> {
  const config = await readFile(path.join(repo, '.git', 'config'), 'utf8').catch(() => undefined);
  if (!config) return undefined;
  const origin = /\[remote "origin"\]([^[]*)/.exec(config)?.[1];
  const url = origin && /^\s*url\s*=\s*(\S+)/m.exec(origin)?.[1];
  return url ? pagesAddress(url) : undefined;
}

/**
 * `https://<owner>.github.io/<repo>/` from a GitHub remote in any form git writes
 * (`https://github.com/o/r.git`, `git@github.com:o/r.git`, `ssh://git@github.com/o/r`);
 * a repository named `<owner>.github.io` is the owner's own site at the root.
 */
export function pagesAddress(remote: string): string | undefined {
  const match =
    /^(?:https?:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com(?::\d+)?\/)([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      remote.trim(),
    );
  if (!match) return undefined;
  const owner = match[1]!.toLowerCase();
  const name = match[2]!;
  return name.toLowerCase() === `${owner}.github.io` ? `https://${owner}.github.io/` : `https://${owner}.github.io/${name}/`;
}

/** Reads the teacher's `--tehtava` file, `undefined` when it does not exist. */
export async function readAssignmentFile(file: string): Promise<{ path: string; text: string } | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : { path: file, text };
}

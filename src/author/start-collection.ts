/**
 * `npm run aloita`: the student starts their own collection. It writes the collection's title,
 * the student's first name and class into `kokoelma.md` (and `hakukoneet: ei` unless the file
 * already says otherwise: a pupil's site stays out of search engines by default), writes the
 * repository's introduction `.github/README.md` (`pupil-readme.ts`), and removes the sample
 * collection: only files whose bytes are still exactly the sample's (by the manifest's sha256),
 * and the folders those removals leave empty. A species file that is not exactly the sample's
 * (one of the student's own, or an edited sample species) means the collection is already
 * theirs: then nothing at all is changed. Photos that are not the sample's are never touched.
 */
import { isFirstNameOnly } from '../content/first-name.ts';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { GROUPS } from '../content/groups.ts';
import { ASSIGNMENT_FILE, COLLECTION_FILE, TEMPLATE_FILE } from '../content/read-content.ts';
import { parseAssignment, type Requirements } from '../content/requirements.ts';
import { updateCollectionFile } from '../content/species-file.ts';
import { writeFileAtomic } from '../fs/write-atomic.ts';
import { aloitaMessages as say, type StartedSummary } from '../messages/author.ts';
import { problem } from '../messages/problems.ts';
import { type Finding, type Problem, StudentError } from '../messages/student-error.ts';
import type { SiteSettings } from '../model/types.ts';
import { GROUP_NOTE, groupNoteText } from './group-notes.ts';
import { assetsFolder, dataFolder, type Project, shownPath, speciesFolder } from './project.ts';
import type { GitHubRepository } from '../github-address.ts';
import { PUPIL_README, pupilReadme } from './pupil-readme.ts';
import { readSampleManifest } from './sample-files.ts';

/**
 * What a pupil's collection says unless the teacher's template already says otherwise: search
 * engines are asked not to index the site (a pupil's first name and photos; the sample as shipped
 * keeps the default).
 */
const PUPIL_DEFAULTS = { hakukoneet: 'ei' } as const;

/** Longest values kept: a title fits the top bar, a class is a few characters. */
const LIMITS = { title: 80, firstName: 40, className: 20 } as const;

/** Why each value cannot be used (Finnish), by the value it is about; empty when all can. */
export function collectionValueProblems(values: Partial<Record<keyof typeof LIMITS, string>>): (Finding & { field: keyof typeof LIMITS })[] {
  const problems: (Finding & { field: keyof typeof LIMITS })[] = [];
  for (const field of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = values[field]?.trim() ?? '';
    const what = say.what[field];
    if (value === '') problems.push({ field, ...problem('author.start.empty', what) });
    else if (/[\r\n\u2028\u2029]/.test(value)) problems.push({ field, ...problem('author.start.oneLine', what) });
    else if ([...value].length > LIMITS[field]) problems.push({ field, ...problem('author.start.tooLong', what, LIMITS[field]) });
    else if (field === 'firstName' && !isFirstNameOnly(value)) problems.push({ field, ...problem('content.name.notFirstName', value) });
  }
  return problems;
}

/** What starting would remove, worked out from the disk as it is now. */
interface Clearing {
  /** Sample species files and photos, unchanged, from the project folder. */
  speciesFiles: string[];
  photos: string[];
  /** Files in the assets folder that stay: not the sample's, or edited. */
  keptPhotos: string[];
}

/**
 * Throws the refusal when any species file is not exactly the sample's; otherwise what starting
 * would remove. `npm run aloita` asks this before its questions, and `startCollection` again
 * before it changes anything.
 */
export async function planClearing(project: Project): Promise<Clearing> {
  const manifest = await readSampleManifest(project.root);
  const isSample = async (file: string) => {
    const expected = manifest.get(shownPath(project, file));
    return expected !== undefined && expected === (await sha256Of(file));
  };

  const speciesDir = speciesFolder(project);
  const speciesFiles = (await listFiles(speciesDir, '**/*.md')).filter((file) => path.basename(file).toUpperCase() !== TEMPLATE_FILE.toUpperCase());
  const own: Problem[] = [];
  const sample: string[] = [];
  for (const file of speciesFiles) {
    // Judged by the bytes alone: a file at a sample species' path may be an edited sample or the
    // student's own new file of the same name (kielo.md after the sample's was removed), and
    // neither may be removed, so both are told the same, without guessing which it is.
    if (await isSample(file)) sample.push(file);
    else own.push({ file: shownPath(project, file), ...problem('author.start.ownSpecies', 'file') });
  }
  if (own.length > 0) throw new StudentError(problem('author.start.ownSpecies', 'heading', own.length), own);

  const photos: string[] = [];
  const keptPhotos: string[] = [];
  for (const file of await listFiles(assetsFolder(project), '**/*')) {
    // The group folders' notes stay: they keep the folders in git (group-notes.ts).
    if (path.basename(file) === GROUP_NOTE) continue;
    ((await isSample(file)) ? photos : keptPhotos).push(file);
  }
  return { speciesFiles: sample, photos, keptPhotos: keptPhotos.map((file) => shownPath(project, file)) };
}

/** Starts the collection with these settings; returns what to tell the student. `repository` is the pupil's on GitHub, when known. */
export async function startCollection(site: SiteSettings, project: Project, repository?: GitHubRepository): Promise<StartedSummary> {
  const values = { title: site.title.trim(), firstName: site.authorFirstName.trim(), className: site.className.trim() };
  const problems = collectionValueProblems(values);
  if (problems.length > 0)
    throw new StudentError(
      problem('author.start.invalid'),
      problems.map(({ field, ...finding }) => finding),
    );
  const clearing = await planClearing(project);

  const collectionFile = path.join(dataFolder(project), COLLECTION_FILE);
  // A second run keeps what the student added (pdf: kyllä, comments, the description): only the three values change.
  const current = await readFile(collectionFile, 'utf8').catch(() => undefined);
  await replaceFile(
    collectionFile,
    updateCollectionFile(current, { title: values.title, authorFirstName: values.firstName, className: values.className }, PUPIL_DEFAULTS),
  );
  const readme = path.join(project.root, PUPIL_README);
  await mkdir(path.dirname(readme), { recursive: true });
  await replaceFile(readme, pupilReadme({ ...values, ...(repository ? { repository } : {}), ...(await readRequirements(project)) }));
  for (const file of [...clearing.speciesFiles, ...clearing.photos]) await rm(file, { force: true });
  await removeEmptyFolders([...clearing.speciesFiles, ...clearing.photos], [speciesFolder(project), assetsFolder(project)]);
  await writeGroupNotes(project);

  return {
    collectionFile: shownPath(project, collectionFile),
    readme: shownPath(project, readme),
    ...values,
    removedSpecies: clearing.speciesFiles.length,
    removedPhotos: clearing.photos.length,
    keptPhotos: clearing.keptPhotos,
  };
}

/** The template's assignment (`src/data/tehtava.md`), when it has one. */
async function readRequirements(project: Project): Promise<{ requirements?: Requirements }> {
  const file = path.join(dataFolder(project), ASSIGNMENT_FILE);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? {} : { requirements: parseAssignment({ path: shownPath(project, file), text }).requirements };
}

/**
 * Every group folder of the fixed list under `assets/`, each with its note, so the empty collection
 * has somewhere to upload photos to on github.com (git drops empty folders). A note already there
 * is left as it is.
 */
async function writeGroupNotes(project: Project): Promise<void> {
  for (const group of GROUPS) {
    const folder = path.join(assetsFolder(project), group.folder);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, GROUP_NOTE), groupNoteText(group), { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** Every file under the folder but hidden ones (names in any case), absolute, sorted; none when it is missing. */
async function listFiles(folder: string, pattern: string): Promise<string[]> {
  const found = await fg(pattern, { cwd: folder, caseSensitiveMatch: false, onlyFiles: true, absolute: true, followSymbolicLinks: false });
  return found.map((file) => path.resolve(file)).sort();
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/** Writes the whole text under a temp name, then renames it over the file: never half written. */
async function replaceFile(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text);
}

/** The folders the removed files lay in, and their parents below `keep`, removed while empty. */
async function removeEmptyFolders(removed: readonly string[], keep: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of removed) {
    for (let dir = path.dirname(file); !keep.includes(dir) && keep.some((root) => dir.startsWith(root + path.sep)); dir = path.dirname(dir)) folders.add(dir);
  }
  // Deepest first, so a parent is empty by the time it is reached.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    if ((await readdir(folder).catch(() => ['?'])).length === 0) await rmdir(folder).catch(() => undefined);
  }
}

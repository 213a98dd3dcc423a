/**
 * `npm run uusi`: adds a species from photos. Besides the build's writer (and the image cache) this
 * is the only code that writes files, and the files are the student's own, so it is careful: it checks everything before it writes anything, never overwrites
 * (a photo is copied under a temp name, then linked to a free name), replaces the species file in
 * one rename, checks the whole content as the build would, and on any failure puts every file back
 * as it was.
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Settings } from '../config.ts';
import { parseContent } from '../content/parse-content.ts';
import { formatProblem } from '../content/problems.ts';
import { speciesId, unsafeIdReason } from '../content/species-id.ts';
import type { Species } from '../data/types.ts';
import { inspectPhoto } from '../images/inspect.ts';
import { createRoutes } from '../pages/routes.ts';
import { type AddedSummary, messages } from './messages.ts';
import { photoNames } from './photo-names.ts';
import { formatEntry, insertEntry, quote } from './species-source.ts';

/** A mistake the student can fix; the message is Finnish and says what to do. */
export class AuthorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthorError';
  }
}

export interface NewSpecies {
  title: string;
  officName?: string;
  /** Photo files, absolute paths. */
  photos: string[];
  /** The species file to add to: `src/data/species/{group}.ts`; photos go to `assets/{group}/`. */
  group: string;
}

/** Where the project's content lives; tests point it at a temp copy. */
export interface Project {
  root: string;
  /** Folders, base path, site URL, port and accepted image types, as every command resolves them. */
  settings: Settings;
}

const SPECIES_DIR = path.join('src', 'data', 'species');
const CONTENT_MODULE = path.join('src', 'data', 'index.ts');
/** New species go here unless told otherwise: the breadcrumb's root is `Kasvit` too. */
const PREFERRED_GROUP = 'kasvit';

/** The groups a species can be added to: one per file in `src/data/species/` besides its index. */
export async function listGroups(project: Project): Promise<string[]> {
  const files = await readdir(path.join(project.root, SPECIES_DIR));
  return files
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The group to offer first: the folder the photos already lie in under `assets/`, else `kasvit`. */
export function suggestGroup(photos: readonly string[], groups: readonly string[], project: Project): string {
  const assets = path.resolve(project.root, project.settings.assetsDir);
  const folder = photos.map((photo) => insideFolder(assets, photo)?.split('/')).find((parts) => parts && parts.length > 1)?.[0];
  if (folder && groups.includes(folder)) return folder;
  return groups.includes(PREFERRED_GROUP) ? PREFERRED_GROUP : groups[0]!;
}

/** The file's path inside the folder, `/`-separated as the content writes it, or `undefined` if it lies outside. */
function insideFolder(folder: string, file: string): string | undefined {
  const relative = path.relative(folder, file);
  if (relative === '' || path.isAbsolute(relative) || relative.split(path.sep)[0] === '..') return undefined;
  return relative.split(path.sep).join('/');
}

/** Adds the species; returns what to tell the student, or throws `AuthorError` having changed nothing. */
export async function addSpecies(request: NewSpecies, project: Project): Promise<AddedSummary> {
  const plan = await planSpecies(request, project);
  await carryOut(plan, project);
  return plan.summary;
}

/** Everything `addSpecies` will write, worked out and checked before anything is written. */
interface Plan {
  id: string;
  speciesFile: string;
  /** The species file as it is, to put back on failure, and with the new entry. */
  original: string;
  updated: string;
  copies: { from: string; to: string }[];
  summary: AddedSummary;
}

async function planSpecies(request: NewSpecies, project: Project): Promise<Plan> {
  const { root, settings } = project;
  const assetsDir = path.resolve(root, settings.assetsDir);
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const title = request.title.trim();
  const officName = request.officName?.trim() || undefined;
  if (title === '') throw new AuthorError(messages.emptyName);
  const id = speciesId(title);
  if (unsafeIdReason(id)) throw new AuthorError(messages.badName(title));
  const groups = await listGroups(project);
  if (!groups.includes(request.group)) throw new AuthorError(messages.unknownGroup(request.group, groups));
  const speciesFile = path.join(root, SPECIES_DIR, `${request.group}.ts`);

  const current = parseContent(await loadContent(root), settings.images.sourceExtensions);
  if (!current.content) throw new AuthorError(messages.contentHasProblems(current.problems.map(formatProblem)));
  const clash = current.content.species.find((entry) => entry.id === id);
  if (clash) {
    const file = shown(await fileDefining(clash.title, root, groups));
    throw new AuthorError(clash.title === title ? messages.sameTitle(title, file) : messages.sameAddress(title, clash.title, file));
  }

  // A photo already in the assets folder (say, one the build listed as unused) is used where it is.
  const photos = await checkPhotos(request.photos, settings.images.sourceExtensions);
  const outside = photos.filter((photo) => insideFolder(assetsDir, photo.file) === undefined);
  const existing = await readdir(path.join(assetsDir, request.group)).catch(() => []);
  const names = photoNames(title, request.group, outside.map((photo) => photo.file), existing);
  const placed = photos.map((photo) => {
    const newName = names[outside.indexOf(photo)];
    const image = newName ?? insideFolder(assetsDir, photo.file)!;
    return { from: photo.file, image, to: path.join(assetsDir, ...image.split('/')), copied: newName !== undefined };
  });
  const captureDate = photos[0]?.captureDate;
  const entry: Species = {
    title,
    ...(officName ? { officName } : {}),
    images: placed.map((photo) => photo.image),
    contentArr: [],
    ...(captureDate ? { infoCard: { kuvausaika: captureDate } } : {}),
  };
  const original = await readFile(speciesFile, 'utf8');
  const updated = insertEntry(original, formatEntry(entry));
  if (updated === undefined) throw new AuthorError(messages.noListEnd(shown(speciesFile)));

  const routes = createRoutes(settings.basePath, settings.siteUrl);
  const page = routes.speciesUrl({ id });
  return {
    id,
    speciesFile,
    original,
    updated,
    copies: placed.filter((photo) => photo.copied).map(({ from, to }) => ({ from, to })),
    summary: {
      name: officName ? `${title} (${officName})` : title,
      group: request.group,
      photos: placed.map((photo) => ({ added: shown(photo.to), ...(photo.copied ? { from: photo.from } : {}) })),
      ...(captureDate ? { captureDate } : {}),
      speciesFile: shown(speciesFile),
      title,
      address: routes.absoluteUrl(page) ?? `http://127.0.0.1:${settings.port}${page}`,
      preview: !settings.siteUrl,
    },
  };
}

/** Copies the photos, writes the entry and checks the content again; on any failure undoes all of it. */
async function carryOut(plan: Plan, project: Project): Promise<void> {
  const created: string[] = [];
  const madeFolders: string[] = [];
  let replaced = false;
  try {
    for (const folder of new Set(plan.copies.map((copy) => path.dirname(copy.to)))) {
      const made = await mkdir(folder, { recursive: true });
      if (made) madeFolders.push(made);
    }
    for (const copy of plan.copies) {
      await copyWithoutOverwriting(copy.from, copy.to);
      created.push(copy.to);
    }
    await replaceFile(plan.speciesFile, plan.updated);
    replaced = true;
    const after = parseContent(await loadContent(project.root), project.settings.images.sourceExtensions);
    if (!after.content) throw new AuthorError(messages.newEntryProblems(after.problems.map(formatProblem)));
    if (!after.content.species.some((species) => species.id === plan.id)) throw new AuthorError(messages.notInContent(plan.summary.speciesFile));
  } catch (error) {
    if (replaced) await replaceFile(plan.speciesFile, plan.original);
    await Promise.all(created.map((file) => unlink(file)));
    await Promise.all(madeFolders.map((folder) => rm(folder, { recursive: true })));
    const reason = error instanceof AuthorError ? error.message : messages.writeFailed(error instanceof Error ? error.message : String(error));
    throw new AuthorError(messages.rolledBack(reason));
  }
}

/**
 * The content as the build reads it, evaluated afresh every call: the data files are bundled into
 * one module and imported from a `data:` URL, since Node keeps every imported file in its module
 * cache and would hand back the content as it was before the entry was written.
 */
async function loadContent(root: string): Promise<unknown> {
  try {
    const bundle = await build({ entryPoints: [path.join(root, CONTENT_MODULE)], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
    const code = Buffer.from(bundle.outputFiles[0]!.text).toString('base64');
    const module = (await import(`data:text/javascript;base64,${code}`)) as { content?: unknown };
    return module.content;
  } catch (error) {
    const detail = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    const where = detail?.location ? `${detail.location.file}:${detail.location.line}: ` : '';
    throw new AuthorError(messages.contentUnreadable(detail ? `${where}${detail.text}` : error instanceof Error ? error.message : String(error)));
  }
}

/** The species file whose text names this title, for messages. */
async function fileDefining(title: string, root: string, groups: readonly string[]): Promise<string> {
  for (const group of groups) {
    const file = path.join(root, SPECIES_DIR, `${group}.ts`);
    if ((await readFile(file, 'utf8')).includes(`title: ${quote(title)}`)) return file;
  }
  return path.join(root, SPECIES_DIR);
}

interface CheckedPhoto {
  file: string;
  captureDate?: string;
}

/** Every photo exists, is of an accepted type and reads as an image; the first fault is reported. */
async function checkPhotos(files: readonly string[], extensions: readonly string[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  for (const file of files) {
    if (checked.some((photo) => photo.file === file)) throw new AuthorError(messages.samePhotoTwice(file));
    const stats = await stat(file).catch(() => undefined);
    if (!stats) throw new AuthorError(messages.photoMissing(file));
    if (!stats.isFile()) throw new AuthorError(messages.notAFile(file));
    if (!extensions.includes(path.extname(file).toLowerCase())) throw new AuthorError(messages.unsupportedType(file, extensions));
    const facts = await inspectPhoto(await readFile(file));
    if (!facts) throw new AuthorError(messages.notAnImage(file));
    checked.push({ file, ...facts });
  }
  return checked;
}

/**
 * Copies under a temp name, then links the finished copy to its name: `link` fails if the name
 * exists, so no file is ever overwritten, and no half-copied photo ever carries the real name.
 */
async function copyWithoutOverwriting(from: string, to: string): Promise<void> {
  const temp = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.tmp`);
  await copyFile(from, temp);
  try {
    await link(temp, to);
  } finally {
    await rm(temp, { force: true });
  }
}

/** Writes the whole text under a temp name, then renames it over the file: never half written. */
async function replaceFile(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temp, text);
  await rename(temp, file);
}

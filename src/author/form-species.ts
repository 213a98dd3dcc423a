/**
 * A checked issue form (issue-form.ts) carried out on the collection with `npm run uusi`'s own
 * code: a new species through `completeRequest` and `addSpecies`; its other fields, an edit, added
 * photos and a deletion through the species-file module (`updateSpeciesFile`, which keeps the
 * pupil's comments and order) under the same content lock, photos copied by `copyPhoto` (location
 * and camera identity stripped), the face check and the content check after each change. A form
 * whose species already is as asked changes nothing, so a second run of the same issue commits
 * nothing.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openCache } from '../cache/store.ts';
import type { SpeciesEntry } from '../content/model.ts';
import { type SpeciesChange, updateSpeciesFile } from '../content/species-file.ts';
import { speciesId } from '../content/species-id.ts';
import { formMessages as say } from '../messages/forms.ts';
import { formatProblem, formatReport, StudentError } from '../messages/student-error.ts';
import { warningsText } from '../messages/warnings.ts';
import { editDistance } from '../names/names.ts';
import { createRoutes } from '../pages/routes.ts';
import { stripPrivateMetadata } from '../privacy/strip-metadata.ts';
import { addedFaceWarnings, addSpecies, checkAdded, copyPhoto } from './add-species.ts';
import { checkPhotos } from './check-photo.ts';
import { completeRequest } from './command-line.ts';
import { withContentLock } from './content-lock.ts';
import { cleanName, currentContent } from './current-content.ts';
import type { FormMistake, FormRequest } from './issue-form.ts';
import { assetsFolder, type Project, shownPath, speciesFolder } from './project.ts';
import { Undo } from './undo.ts';

export interface FormResult {
  outcome: 'saved' | 'unchanged' | 'mistake';
  name: string;
  mistakes: FormMistake[];
  /** A StudentError's report (the content checks), shown as it is. */
  report?: string;
  file?: string;
  address?: string;
  deleted?: boolean;
  draft?: boolean;
  /** A photo given had a position (now removed from the copy). */
  locationRemoved: boolean;
  warnings: string[];
  /** The photos given that were used (uudet-kuvat/ files to remove after the commit). */
  used: string[];
}

/** The form's species file changes for `request`; `photos` are the downloaded or uploaded files. */
export async function applyForm(request: FormRequest, photos: readonly string[], project: Project): Promise<FormResult> {
  const result: FormResult = { outcome: 'unchanged', name: cleanName(request.name), mistakes: [], locationRemoved: false, warnings: [], used: [] };
  try {
    const content = await currentContent(project);
    const found = findSpecies(result.name, content.species);
    if (request.kind === 'uusi' && !found.entry) return await addNew(request, photos, project, result);
    if (!found.entry) {
      const message = found.near ? say.didYouMean(result.name, found.near) : say.notInCollection(result.name);
      // A species already deleted is what a second run of "Poista laji" finds: nothing to do.
      if (request.kind === 'poista' && !found.near) return { ...result, outcome: 'unchanged' };
      return { ...result, outcome: 'mistake', mistakes: [{ label: 'Lajin nimi', text: message }] };
    }
    result.name = found.entry.title;
    if (request.kind === 'poista') return await deleteSpecies(found.entry, content.species, project, result);
    return await editSpecies(found.entry, request, request.kind === 'muokkaa' ? [] : photos, project, result);
  } catch (error) {
    if (!(error instanceof StudentError)) throw error;
    return { ...result, outcome: 'mistake', mistakes: mistakesOf(error), report: formatReport(error) };
  }
}

/** The species of that name (case aside), or a near one ("Tarkoititko …?"). */
function findSpecies(name: string, species: readonly SpeciesEntry[]): { entry?: SpeciesEntry; near?: string } {
  const id = speciesId(name).toLowerCase();
  const entry = species.find((s) => s.id.toLowerCase() === id);
  if (entry) return { entry };
  const near = species.find((s) => editDistance(s.title.toLowerCase(), name.toLowerCase(), 2) <= 2);
  return near ? { near: near.title } : {};
}

/** Which field a refusal from uusi's code is about: the name, the photos, or the form as a whole. */
const NAME_CODES: readonly string[] = ['author.nameEmpty', 'author.nameUnsafe', 'author.nameTaken', 'author.addressTaken', 'author.name.didYouMean'];

function mistakesOf(error: StudentError): FormMistake[] {
  if (NAME_CODES.includes(error.code)) return [{ label: 'Lajin nimi', text: formatProblem(error.finding) }];
  if (error.code.startsWith('author.photo.') || error.code === 'author.photos.refused') return [{ label: 'Kuvat', text: formatReport(error) }];
  return [];
}

async function addNew(request: FormRequest, photos: readonly string[], project: Project, result: FormResult): Promise<FormResult> {
  if (photos.length === 0) return { ...result, outcome: 'mistake', mistakes: [{ label: 'Kuvat', text: say.noPhotos }] };
  const complete = await completeRequest(
    {
      help: false,
      title: request.name,
      photos: [...photos],
      ...(request.scientific ? { officName: request.scientific } : {}),
      ...(request.group ? { group: request.group } : {}),
      ...(request.square ? { square: request.square } : {}),
    },
    project,
    project.root,
    undefined,
  );
  const summary = await addSpecies(complete, project);
  const file = path.resolve(project.root, summary.speciesFile);
  try {
    await withContentLock(project, async () => {
      const text = await readFile(file, 'utf8');
      await writeFile(file, updateSpeciesFile(text, fieldChanges(request), request.description ?? undefined));
      await checkAdded(file, [], project);
    });
  } catch (error) {
    // The species and its photos were written a moment ago by this run: taken away again whole.
    await removeAdded(summary.photos, file, project);
    throw error;
  }
  const warnings = [...(summary.faceWarnings ?? []), ...(summary.cacheWarnings ?? [])];
  return {
    ...result,
    outcome: 'saved',
    name: summary.name,
    file: summary.speciesFile,
    address: summary.address,
    ...(request.draft ? { draft: true } : {}),
    locationRemoved: (summary.cleaned ?? []).some((photo) => photo.removed.includes('location')),
    warnings: warnings.length > 0 ? [warningsText(warnings, { assetsDir: project.settings.assetsDir })] : [],
    used: [...photos],
  };
}

async function removeAdded(photos: readonly { added: string; from?: string }[], file: string, project: Project): Promise<void> {
  for (const photo of photos) if (photo.from) await rm(path.resolve(project.root, photo.added), { force: true });
  await rm(file, { force: true });
}

/** The form's fields as species-file keys; `luonnos` only when the form says. */
function fieldChanges(request: FormRequest): Record<string, SpeciesChange> {
  const changes: Record<string, SpeciesChange> = {};
  const set = (key: string, value: SpeciesChange | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set('tieteellinen', request.scientific);
  set('kuvausaika', request.date);
  set('kuvauspaikka', request.place);
  set('ruutu', request.square);
  set('kasvupaikka', request.habitat);
  set('lähteet', request.sources);
  if (request.draft !== undefined) changes.luonnos = request.draft ? 'kyllä' : null;
  return changes;
}

/**
 * The form applied to a species in the collection: its keys, its description, a move to another
 * group, photos added (a photo whose clean bytes the species already has is not added again).
 */
async function editSpecies(entry: SpeciesEntry, request: FormRequest, photos: readonly string[], project: Project, result: FormResult): Promise<FormResult> {
  const checked = photos.length > 0 ? await checkPhotos(photos, project) : [];
  return withContentLock(project, async () => {
    const undo = new Undo();
    let file = path.resolve(project.root, entry.file);
    const before = await readFile(file, 'utf8');
    const have = await photoHashes(entry, project);
    const folder = path
      .dirname(path.relative(speciesFolder(project), file))
      .split(path.sep)
      .join('/');
    const added: string[] = [];
    let locationRemoved = false;
    try {
      for (const photo of checked) {
        const clean = stripPrivateMetadata(await readFile(photo.real));
        if (have.has(hash(clean.bytes))) continue;
        const copy = await copyPhoto(photo.real, entry.title, path.join(assetsFolder(project), folder), undo, undefined);
        added.push(path.posix.join(folder, path.basename(copy.to)));
        locationRemoved ||= copy.removed.includes('location');
      }
      const changes = fieldChanges(request);
      if (added.length > 0) changes.kuvat = [...entry.images.map((image) => image.source), ...added];
      const after = updateSpeciesFile(before, changes, request.description === null ? [] : request.description);
      const moveTo = request.group && request.group !== folder ? path.join(speciesFolder(project), request.group, path.basename(file)) : undefined;
      if (after === before && !moveTo) return { ...result, outcome: 'unchanged' as const };
      await writeFile(file, after);
      if (moveTo) {
        await mkdir(path.dirname(moveTo), { recursive: true });
        await rename(file, moveTo);
        file = moveTo;
      }
      try {
        await checkAdded(file, added, project);
      } catch (error) {
        if (moveTo) await rename(moveTo, path.resolve(project.root, entry.file));
        await writeFile(path.resolve(project.root, entry.file), before);
        throw error;
      }
    } catch (error) {
      await undo.run();
      throw error;
    }
    const cache = openCache(project.settings.cacheDir);
    const faces = await addedFaceWarnings(added, await readFile(file, 'utf8'), file, project, cache);
    const routes = createRoutes(project.settings.basePath, project.settings.siteUrl);
    const page = routes.speciesUrl({ id: entry.id });
    return {
      ...result,
      outcome: 'saved' as const,
      file: shownPath(project, file),
      address: routes.absoluteUrl(page) ?? page,
      ...(request.draft ? { draft: true } : {}),
      locationRemoved,
      warnings: faces.length > 0 ? [warningsText(faces, { assetsDir: project.settings.assetsDir })] : [],
      used: [...photos],
    };
  });
}

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The species' own photos by the hash of their bytes. */
async function photoHashes(entry: SpeciesEntry, project: Project): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const image of entry.images) {
    const bytes = await readFile(path.join(assetsFolder(project), ...image.source.split('/'))).catch(() => undefined);
    if (bytes) hashes.add(hash(bytes));
  }
  return hashes;
}

/** The species file and the photos only it uses. */
async function deleteSpecies(entry: SpeciesEntry, all: readonly SpeciesEntry[], project: Project, result: FormResult): Promise<FormResult> {
  return withContentLock(project, async () => {
    const others = new Set(all.filter((s) => s !== entry).flatMap((s) => s.images.map((image) => image.source)));
    for (const image of entry.images) if (!others.has(image.source)) await rm(path.join(assetsFolder(project), ...image.source.split('/')), { force: true });
    await rm(path.resolve(project.root, entry.file));
    return { ...result, outcome: 'saved' as const, deleted: true };
  });
}

/**
 * `npm run uusi`: adds a species from photos. The student's files are the only thing besides the
 * build's own output that any command writes, so this is careful:
 * - it checks the name and every photo as the build will before it writes anything;
 * - it writes one new file per species and one per photo, each with exclusive create, so it never
 *   reads, changes and writes back a file someone may be editing, and two runs at once each get
 *   their own names (or one is refused);
 * - it checks the content again with the new file in it;
 * - the copy it writes has no location or camera identity (src/privacy/strip-metadata.ts, lossless);
 *   a photo that already lies in assets/ is cleaned where it lies, atomically, as the last step, so
 *   a failure before it leaves that photo as it was (and it is refused, not replaced, when the clean
 *   bytes would show other pixels: src/author/clean-photos.ts);
 * - on any failure or on Ctrl+C (an aborted `signal`) it removes everything it created and says so;
 * - it holds the content lock while it checks and writes, so a second run waits for it.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { addAbortSignal } from 'node:stream';
import sharp from 'sharp';
import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Cache, openCache } from '../cache/store.ts';
import { dateProblem } from '../content/finnish-date.ts';
import { parseContentFile } from '../content/front-matter.ts';
import type { Group } from '../content/groups.ts';
import { slugify } from '../content/slug.ts';
import { observationIdOf } from '../content/observation-id.ts';
import { formatSpeciesFile } from '../content/species-file.ts';
import { speciesFolderKey, speciesId } from '../content/species-id.ts';
import type { ImageUse } from '../content/model.ts';
import type { FaceDetection } from '../privacy/faces/detect-faces.ts';
import { faceWarnings, photoFaces } from '../privacy/faces/photo-faces.ts';
import { sourceProblem } from '../images/pipeline.ts';
import { exifPosition } from '../images/exif.ts';
import { stripPrivateMetadata } from '../privacy/strip-metadata.ts';
import { type AddedSummary, uusiMessages as say } from '../messages/author.ts';
import { imageMessages } from '../messages/images.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError, within } from '../messages/student-error.ts';
import { ykjSquare } from '../names/ykj.ts';
import { createRoutes } from '../pages/routes.ts';
import type { CheckedPhoto } from './check-photo.ts';
import { cleanPhotoFile } from './clean-photos.ts';
import { withContentLock } from './content-lock.ts';
import { cleanName, currentContent, nameProblem, parseCurrent } from './current-content.ts';
import { photoName } from './photo-names.ts';
import { assetsFolder, type Project, shownPath, speciesFolder } from './project.ts';
import { Undo } from './undo.ts';

/** The kinds of file `Undo` counts, for the message after Ctrl+C. */
const PHOTO = 'photo';
const SPECIES_FILE = 'species';

export interface NewSpecies {
  title: string;
  officName?: string;
  /** Photos that passed `checkPhotos`. */
  photos: CheckedPhoto[];
  /** Its file goes to `src/data/lajit/{folder}/`, copied photos to `assets/{folder}/`. */
  group: Group;
  /** What the name table filled in (the student gave neither): told in the summary. */
  fromTable?: { scientific?: string; group?: boolean };
  /** `--ruutu`: the 10 km square the student typed (checked); it wins over the photo's position. */
  square?: string;
}

/**
 * Adds the species; returns what to tell the student, or throws a `StudentError` having left
 * nothing behind. `signal` is Ctrl+C: once aborted, the work stops at the next step and is undone.
 * The content lock is held from the check of the name to the last write, so two runs at once
 * never both pass their checks (content-lock.ts).
 */
export async function addSpecies(request: NewSpecies, project: Project, signal?: AbortSignal): Promise<AddedSummary> {
  const { summary, added } = await withContentLock(project, () => writeSpecies(request, project, signal));
  // After the lock: the face check only reads the photos this run wrote, and may take seconds.
  const cache = openCache(project.settings.cacheDir);
  const faceWarnings = await addedFaceWarnings(added.images, added.text, added.file, project, cache);
  return { ...summary, faceWarnings, cacheWarnings: [...cache.problems] };
}

/** What `addSpecies` checks and writes, holding the content lock; with what it wrote, for the face check. */
async function writeSpecies(
  request: NewSpecies,
  project: Project,
  signal: AbortSignal | undefined,
): Promise<{ summary: AddedSummary; added: { images: string[]; text: string; file: string } }> {
  const title = cleanName(request.title);
  const officName = request.officName?.trim() || undefined;
  const content = await currentContent(project);
  const badName = nameProblem(title, content);
  if (badName) throw new StudentError(badName);
  // The square typed; else, with `ruutu: kyllä`, the first photo's, read before any copy loses its position.
  const square: AddedSummary['square'] = request.square
    ? { written: request.square, typed: true }
    : content.site.squares
      ? await photoSquare(request.photos[0]?.real)
      : undefined;

  const undo = new Undo();
  try {
    const images: string[] = [];
    /** What was removed from each photo (location, camera identity): the student is told. */
    const cleaned: { file: string; removed: string[] }[] = [];
    for (const photo of request.photos) {
      signal?.throwIfAborted();
      if (photo.inAssets) {
        images.push(photo.inAssets);
        continue;
      }
      const copy = await copyPhoto(photo.real, title, path.join(assetsFolder(project), request.group.folder), undo, signal);
      images.push(path.posix.join(request.group.folder, path.basename(copy.to)));
      if (copy.removed.length > 0) cleaned.push({ file: shownPath(project, copy.to), removed: copy.removed });
    }
    signal?.throwIfAborted();
    // A camera whose clock is wrong records a date the content stage refuses: better none.
    const recorded = request.photos[0]?.captureDate;
    const captureDate = recorded && !dateProblem(recorded, new Date()) ? recorded : undefined;
    const text = formatSpeciesFile(
      {
        title,
        ...(officName ? { officName } : {}),
        images: images.map((source) => ({ source })),
        contentArr: [],
        ...(captureDate ? { infoCard: { kuvausaika: captureDate } } : {}),
        ...(square && 'written' in square ? { square: square.written } : {}),
        // Laji.fi and Darwin Core know the observation by it from now on (src/content/observation-id.ts).
        observationId: observationIdOf(randomUUID()),
      },
      { blanks: true, squares: content.site.squares === true },
    );
    const file = await writeSpeciesFile(text, title, path.join(speciesFolder(project), request.group.folder), undo, project);
    signal?.throwIfAborted();
    await checkAdded(file, images, project);
    signal?.throwIfAborted();
    // Last, so a failure before it leaves the student's photo untouched; replaced atomically, so
    // an interruption leaves the old photo or the clean one.
    // The real file (links followed; the check kept them inside assets/), so a link stays a link.
    for (const photo of request.photos) {
      if (!photo.inAssets) continue;
      const { removed, keptOriginal } = await cleanPhotoFile(photo.real);
      if (keptOriginal) throw new StudentError(problem('author.clean.pixelsChanged', 'notAdded', shownPath(project, photo.file)));
      if (removed.length > 0) cleaned.push({ file: shownPath(project, photo.file), removed });
    }

    const routes = createRoutes(project.settings.basePath, project.settings.siteUrl);
    const page = routes.speciesUrl({ id: speciesId(title) });
    const summary: AddedSummary = {
      name: officName ? `${title} (${officName})` : title,
      groupName: request.group.name,
      photos: request.photos.map((photo, i) =>
        photo.inAssets
          ? { added: shownPath(project, photo.file) }
          : { added: shownPath(project, path.join(assetsFolder(project), ...images[i]!.split('/'))), from: photo.file },
      ),
      ...(captureDate ? { captureDate } : {}),
      speciesFile: shownPath(project, file),
      address: routes.absoluteUrl(page) ?? `http://127.0.0.1:${project.settings.port}${page}`,
      preview: !project.settings.siteUrl,
      cleaned,
      ...(square ? { square } : {}),
      ...(request.fromTable ? { fromTable: request.fromTable } : {}),
    };
    return { summary, added: { images, text, file } };
  } catch (error) {
    await undo.run();
    if (signal?.aborted) {
      const copied = undo.count(PHOTO);
      throw new StudentError(
        problem('student.error', 'interrupted', [
          ...(copied > 0 ? [say.removedPhotos(copied)] : []),
          ...(undo.count(SPECIES_FILE) > 0 ? [say.removedSpeciesFile] : []),
        ]),
      );
    }
    if (error instanceof StudentError) throw new StudentError(within(error.finding, say.rolledBack), error.problems);
    // A disk that is full or read-only is the student's to fix; anything else is a bug.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw new StudentError(within(problem('author.writeFailed', 'project', code), say.rolledBack));
    throw error;
  }
}

/**
 * Each added photo checked for faces, as the build checks it: a warning naming the photo and the
 * species file's line, never a refusal (the student decides). Cached by the photo's bytes, so the
 * build after it detects nothing again. A photo the detector cannot read is left to the build's
 * own check, which says why.
 */
async function addedFaceWarnings(images: readonly string[], text: string, file: string, project: Project, cache: Cache): Promise<Problem[]> {
  if (!project.settings.faces.enabled) return [];
  const lines = text.split('\n');
  const uses: ImageUse[] = images.map((source) => ({ source, file: shownPath(project, file), line: lines.findIndex((line) => line.includes(source)) + 1 }));
  const detections = new Map<string, FaceDetection>();
  for (const { source } of uses) {
    try {
      detections.set(source, await photoFaces(await readFile(path.join(assetsFolder(project), ...source.split('/'))), project.settings, cache));
    } catch {
      // Undecodable here: the build's photo check reports it with its own message.
    }
  }
  return faceWarnings(uses, detections, project.settings);
}

/**
 * The YKJ 10 km square of the photo's GPS position (`721:342`), or why there is none. Read from the
 * student's own file, metadata only, before the copy in assets/ is written without it; the
 * position itself is never kept or printed.
 */
async function photoSquare(file: string | undefined): Promise<NonNullable<AddedSummary['square']>> {
  const { exif } = file
    ? await sharp(file)
        .metadata()
        .catch(() => ({ exif: undefined }))
    : { exif: undefined };
  const position = exifPosition(exif);
  if (!position) return { none: 'noPosition' };
  const square = ykjSquare(position.lat, position.lon);
  return square ? { written: square } : { none: 'outsideFinland' };
}

/**
 * Copies a photo into the group's folder under the next free clean name. The name is claimed by
 * creating the file exclusively: when another command took it meanwhile, the next one is tried.
 */
async function copyPhoto(from: string, title: string, folder: string, undo: Undo, signal: AbortSignal | undefined): Promise<{ to: string; removed: string[] }> {
  await undo.makeFolder(folder);
  for (;;) {
    const to = path.join(folder, photoName(title, from, await readdir(folder)));
    const handle = await open(to, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw error;
    });
    if (!handle) continue;
    undo.created(to, PHOTO);
    let removed: string[];
    try {
      // The photo is at most maxSourceBytes (checked before), so it is read whole (a stream, so
      // Ctrl+C stops a slow read) and written without its location and camera identity: the
      // repository never holds them.
      const stream = createReadStream(from);
      // toArray alone checks the signal only between chunks; addAbortSignal destroys a stalled read.
      const chunks: Buffer[] = await (signal ? addAbortSignal(signal, stream) : stream).toArray();
      const stripped = stripPrivateMetadata(Buffer.concat(chunks));
      await handle.writeFile(stripped.bytes);
      removed = stripped.removed;
    } finally {
      await handle.close().catch(() => undefined);
    }
    return { to, removed };
  }
}

/**
 * Writes the species file as `{slug}.md`, created exclusively. A file of that name for another
 * species (`Metsämänty` and `Metsamanty` share a slug) moves this one to `{slug}-2.md`; one for
 * the same species (another `npm run uusi` of the same name just now) is a clash.
 */
async function writeSpeciesFile(text: string, title: string, folder: string, undo: Undo, project: Project): Promise<string> {
  await undo.makeFolder(folder);
  const slug = slugify(title, 'laji');
  for (let n = 1; ; n++) {
    const file = path.join(folder, n === 1 ? `${slug}.md` : `${slug}-${n}.md`);
    try {
      await writeExclusive(file, text, undo);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = await nameIn(file);
      if (other !== undefined && sameFolder(other, title)) throw new StudentError(problem('author.nameTaken', title, shownPath(project, file)));
    }
  }
}

async function writeExclusive(file: string, text: string, undo: Undo): Promise<void> {
  const handle = await open(file, 'wx');
  undo.created(file, SPECIES_FILE);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/** The `nimi` written in a species file, if it can be read. */
async function nameIn(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const entry = text === undefined ? undefined : parseContentFile(text).entries?.find((e) => e.key.toLowerCase() === 'nimi');
  return entry?.value.kind === 'text' ? cleanName(entry.value.text) : undefined;
}

const sameFolder = (a: string, b: string) => speciesFolderKey(speciesId(a)) === speciesFolderKey(speciesId(b));

/**
 * The content read again with the new file in it, as the build reads it: any problem in the new
 * file (or one naming it, such as a page another run just gave the same name) is a failure, and
 * so is a photo the build could not open where it now lies.
 */
async function checkAdded(file: string, images: readonly string[], project: Project): Promise<void> {
  const shown = shownPath(project, file);
  const parsed = await parseCurrent(project);
  const problems: Problem[] = parsed.problems.filter((found) => found.file === shown || found.others?.includes(shown));
  for (const image of images) {
    const unusable = await sourceProblem(image, assetsFolder(project), project.settings.images.maxSourceBytes);
    if (unusable) problems.push({ file: shown, key: 'kuvat', ...within(unusable.finding, (message) => imageMessages.about(image, message)) });
  }
  if (problems.length > 0) throw new StudentError(problem('author.newFileInvalid', shown), problems);
}

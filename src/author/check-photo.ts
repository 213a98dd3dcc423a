/**
 * Checks a photo the way the build will, with the build's own code, before anything is written:
 * the same file checks as the build's first pass (`sourceProblem`: a regular file, inside the
 * assets folder after following links, not empty, under the byte cap, all without reading a
 * byte), then the same decode (a truncated JPEG, a HEIC the machine cannot open, too many
 * pixels). A photo that passes here is one the next build accepts.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeImage } from '../images/decode.ts';
import { asImageError } from '../images/errors.ts';
import { sourceProblem } from '../images/pipeline.ts';
import { readRegularFile } from '../fs/regular-file.ts';
import { problem } from '../messages/problems.ts';
import { uusiMessages as say } from '../messages/author.ts';
import { type Finding, StudentError, within } from '../messages/student-error.ts';
import { assetsFolder, insideFolder, type Project, shownPath } from './project.ts';

export interface CheckedPhoto {
  /** The photo as given, an absolute path. */
  file: string;
  /** The file it is, links followed: what is copied. */
  real: string;
  /** Its path inside the assets folder when it already lies there (then it is used where it is). */
  inAssets?: string;
  /** When it was taken (`d.m.yyyy`), if the camera recorded it. */
  captureDate?: string;
}

/** The photo's facts, or a `StudentError` saying in Finnish why the build would refuse it. */
export async function checkPhoto(file: string, project: Project): Promise<CheckedPhoto> {
  const { sourceExtensions, maxSourceBytes } = project.settings.images;
  const shown = shownPath(project, file);
  const refuse = (finding: Finding) => new StudentError(problem('author.photo.refused'), [{ file: shown, ...within(finding, say.photoProblem) }]);
  // A dragged folder is a path like any other: say what it is, with photos from it to give instead.
  if ((await stat(file).catch(() => undefined))?.isDirectory()) {
    const inside = await readdir(file).catch(() => [] as string[]);
    const photos = inside.filter((name) => sourceExtensions.includes(path.extname(name).toLowerCase())).sort();
    throw new StudentError(
      problem(
        'author.photo.folder',
        shown,
        photos.slice(0, 2).map((name) => shownPath(project, path.join(file, name))),
      ),
    );
  }
  if (!sourceExtensions.includes(path.extname(file).toLowerCase())) throw new StudentError(problem('author.photo.type', shown, sourceExtensions));

  let real: string;
  try {
    real = await realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw code === 'ENOENT' || code === 'ENOTDIR' ? new StudentError(problem('author.photo.missing', shown)) : refuse(problem('image.unreadable', code));
  }
  const assets = assetsFolder(project);
  const inAssets = insideFolder(assets, file);
  // A photo in the assets folder is published from where it lies, so it must pass there (a link
  // out of the folder does not); one from elsewhere is copied, so its own file must pass.
  const unusable = inAssets
    ? await sourceProblem(inAssets, assets, maxSourceBytes)
    : await sourceProblem(path.basename(real), path.dirname(real), maxSourceBytes);
  if (unusable) throw refuse(unusable.finding);

  let captureDate: string | undefined;
  try {
    const opened = await readRegularFile(real, maxSourceBytes);
    // Checked a moment ago; a file that changed since is refused as the build would refuse it.
    if (!('data' in opened))
      throw refuse((await sourceProblem(path.basename(real), path.dirname(real), maxSourceBytes))?.finding ?? problem('image.failed', opened.refused));
    captureDate = (await decodeImage(opened.data, project.settings.images)).captureDate;
  } catch (error) {
    if (error instanceof StudentError) throw error;
    throw refuse(asImageError(error).finding);
  }
  return { file, real, ...(inAssets ? { inAssets } : {}), ...(captureDate ? { captureDate } : {}) };
}

/**
 * Every photo checked, in order. One that cannot be used is reported as it is; several are
 * reported together, each named, so the student fixes them all in one go.
 */
export async function checkPhotos(files: readonly string[], project: Project): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  const refused: StudentError[] = [];
  for (const file of files) {
    const photo = await checkPhoto(file, project).catch((error: unknown) => {
      if (!(error instanceof StudentError)) throw error;
      refused.push(error);
      return undefined;
    });
    if (!photo) continue;
    if (checked.some((other) => other.real === photo.real)) refused.push(new StudentError(problem('author.photo.twice', shownPath(project, file))));
    else checked.push(photo);
  }
  if (refused.length === 1) throw refused[0]!;
  if (refused.length > 1) {
    // A refusal with problems names its photo in each; one without says it all in its heading.
    const problems = refused.flatMap((error) => (error.problems.length > 0 ? error.problems : [error.finding]));
    throw new StudentError(problem('author.photos.refused', refused.length), problems);
  }
  return checked;
}

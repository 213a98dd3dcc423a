import path from 'node:path';
import { isString } from './check-fields.ts';
import type { ImageUse } from './model.ts';
import { type AddProblem, show } from './problems.ts';

/**
 * Why an image path cannot be used, or `undefined`. Paths are relative to the assets folder and
 * must stay inside it: the build publishes nothing from anywhere else.
 */
export function imagePathProblem(imagePath: string, extensions: readonly string[]): string | undefined {
  if (imagePath.trim() === '') return 'is empty';
  if (imagePath.includes('\\')) return `${show(imagePath)} uses a backslash; write paths with "/" (e.g. "kasvit/haapa-1.jpg")`;
  if (path.posix.isAbsolute(imagePath) || /^[a-z]:/i.test(imagePath)) {
    return `${show(imagePath)} is an absolute path; write it relative to the assets folder`;
  }
  const normalised = path.posix.normalize(imagePath);
  if (normalised === '..' || normalised.startsWith('../')) {
    return `${show(imagePath)} points outside the assets folder; move the file into assets/`;
  }
  const ext = path.posix.extname(imagePath).toLowerCase();
  if (!extensions.includes(ext)) return `${show(imagePath)} is not a supported image type (${extensions.join(', ')})`;
  return undefined;
}

/**
 * The `images` list: the usable paths (each recorded in `uses`, so the image stage opens exactly
 * these) or `undefined` when any is wrong. Paths are normalised (`./t/x.jpg` and `t//x.jpg` are
 * `t/x.jpg`), so one file written two ways is one source, processed once.
 */
export function checkImages(images: unknown, where: string, extensions: readonly string[], add: AddProblem, uses: ImageUse[]): string[] | undefined {
  if (!Array.isArray(images)) {
    add('images', `must be a list of file names (use [] for none), received ${show(images)}`);
    return undefined;
  }
  const sources: string[] = [];
  images.forEach((image: unknown, i) => {
    const field = `images[${i}]`;
    const problem = isString(image) ? imagePathProblem(image, extensions) : `must be a file name, received ${show(image)}`;
    if (problem) {
      add(field, problem);
    } else {
      const source = path.posix.normalize(image as string);
      uses.push({ source, where, field });
      sources.push(source);
    }
  });
  return sources.length === images.length ? sources : undefined;
}

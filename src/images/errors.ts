import { problem } from '../messages/problems.ts';
import { errorDetail, formatProblem } from '../messages/student-error.ts';

/**
 * Why a source image cannot be used. The kind is decided where the fault is found (reading the
 * file, its header, its pixels), never by matching another library's message text.
 */
export type ImageErrorKind =
  | 'missing'
  | 'nameMismatch'
  | 'unreadable'
  | 'not-a-file'
  | 'outside-assets'
  | 'empty'
  | 'not-an-image'
  | 'heic'
  | 'too-large'
  | 'undecodable'
  | 'disk-full'
  | 'failed';

/** The problem of a photo the image stage cannot use: its code is the kind (`image.missing`). */
export interface ImageFinding {
  code: `image.${ImageErrorKind}`;
  message: string;
}

/**
 * A photo that cannot be used; `finding` (from the catalogue: `problem('image.empty')`) says why and
 * what to do, and is what the content stage places at the photo's line, so the kind survives to
 * the report and to tests.
 */
export class ImageError extends Error {
  readonly kind: ImageErrorKind;
  constructor(
    readonly finding: ImageFinding,
    options?: { cause?: unknown },
  ) {
    super(formatProblem(finding), options);
    this.name = 'ImageError';
    this.kind = finding.code.slice('image.'.length) as ImageErrorKind;
  }
}

/**
 * Any failure of one photo as an `ImageError`, also one the pipeline did not foresee (a full disk,
 * or a bug: kind `failed`, the original kept as its cause), so one photo's fault is reported at
 * its line with the others instead of ending the build at the first.
 */
export function asImageError(error: unknown): ImageError {
  if (error instanceof ImageError) return error;
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return new ImageError(problem('image.disk-full'), { cause: error });
  return new ImageError(problem('image.failed', errorDetail(error)), { cause: error });
}

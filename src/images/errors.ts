import { imageCode } from '../messages/codes.ts';
import { imageMessages as say } from '../messages/images.ts';
import { errorDetail, type Finding } from '../messages/student-error.ts';

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

/**
 * A photo that cannot be used; the message (Finnish, from the catalogue) says why and what to do.
 * `finding` is what the content stage places at the photo's line: the kind as its code
 * (`image.missing`), so the kind survives to the report and to tests.
 */
export class ImageError extends Error {
  readonly finding: Finding;
  constructor(
    readonly kind: ImageErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageError';
    this.finding = { code: imageCode(kind), message };
  }
}

/**
 * Any failure of one photo as an `ImageError`, also one the pipeline did not foresee (a full disk,
 * or a bug: kind `failed`, the original kept as its cause), so one photo's fault is reported at
 * its line with the others instead of ending the build at the first.
 */
export function asImageError(error: unknown): ImageError {
  if (error instanceof ImageError) return error;
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return new ImageError('disk-full', say.diskFull, { cause: error });
  return new ImageError('failed', say.failed(errorDetail(error)), { cause: error });
}

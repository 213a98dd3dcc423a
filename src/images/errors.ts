import { imageMessages as say } from '../messages/images.ts';

/**
 * Why a source image cannot be used. The kind is decided where the fault is found (reading the
 * file, its header, its pixels), never by matching another library's message text.
 */
export type ImageErrorKind =
  | 'missing'
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

/** A photo that cannot be used; the message (Finnish, from the catalogue) says why and what to do. */
export class ImageError extends Error {
  constructor(
    readonly kind: ImageErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageError';
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
  return new ImageError('failed', say.failed(error instanceof Error ? error.message : String(error)), { cause: error });
}

import { imageMessages as say } from '../messages/images.ts';

/**
 * Why a source image cannot be used. The kind is decided where the fault is found (reading the
 * file, its header, its pixels), never by matching another library's message text.
 */
export type ImageErrorKind = 'missing' | 'unreadable' | 'not-a-file' | 'outside-assets' | 'empty' | 'not-an-image' | 'heic' | 'too-large' | 'undecodable';

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

/** The Finnish message for any failure, also one the pipeline did not foresee (a bug, or a disk fault). */
export function describeFailure(error: unknown): string {
  if (error instanceof ImageError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return say.diskFull;
  return say.failed(error instanceof Error ? error.message : String(error));
}

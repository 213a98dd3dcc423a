/**
 * Why a source image cannot be used. The kind is decided where the fault is found (reading the
 * file, its header, its pixels), never by matching another library's message text.
 */
export type ImageErrorKind = 'missing' | 'unreadable' | 'not-a-file' | 'outside-assets' | 'not-an-image' | 'heic' | 'too-large' | 'undecodable';

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

/** The message for a failure the pipeline did not foresee (a bug, or a disk fault). */
export function describeFailure(error: unknown): string {
  if (error instanceof ImageError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return 'could not be stored in the image cache: the disk is full; free some space and build again';
  return `could not be processed (${error instanceof Error ? error.message : String(error)})`;
}

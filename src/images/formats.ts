/** What each encoded format is called on the web and on disk. No sharp here: pages import this. */
import type { ImageFormat, ImageSettings } from '../config.ts';

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export const mimeType = (format: ImageFormat): string => MIME[format];
export const fileExtension = (format: ImageFormat): string => EXTENSION[format];

/**
 * The large variant's format, from `formats`: the browser opens it on its own, outside any
 * `<picture>`, so it must be a format every browser decodes: WebP when it is configured (smaller
 * than JPEG at the same quality), otherwise the `<img>` fallback, which `formats` requires to be
 * decoded everywhere.
 */
export function largeFormat(formats: ImageSettings['formats']): ImageFormat {
  return formats.includes('webp') ? 'webp' : formats[formats.length - 1]!;
}

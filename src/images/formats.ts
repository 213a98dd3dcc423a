/** What each encoded format is called on the web and on disk. No sharp here: pages import this. */
import type { ImageFormat } from '../config.ts';

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export const mimeType = (format: ImageFormat): string => MIME[format];
export const fileExtension = (format: ImageFormat): string => EXTENSION[format];

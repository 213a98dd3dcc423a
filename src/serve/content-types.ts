/**
 * The `Content-Type` of each file a built site holds: the images' from the image stage's own table
 * (`images/formats.ts`), the rest here.
 */
import path from 'node:path';
import type { ImageFormat } from '../config.ts';
import { fileExtension, mimeType } from '../images/formats.ts';

/** Every format the image stage can write (the compiler checks none is missing). */
const IMAGE_FORMATS = Object.keys({ avif: true, webp: true, jpeg: true } satisfies Record<ImageFormat, true>) as ImageFormat[];

const TYPES = new Map<string, string>([
  ['.html', 'text/html; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.xml', 'application/xml'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.pdf', 'application/pdf'],
  ...IMAGE_FORMATS.map((format): [string, string] => [`.${fileExtension(format)}`, mimeType(format)]),
]);

export const contentType = (file: string): string => TYPES.get(path.extname(file).toLowerCase()) ?? 'application/octet-stream';

import path from 'node:path';
import { slugify } from '../content/slug.ts';

/**
 * A clean name for a species' next photo inside its group's assets folder: `{slug}-{n}{ext}`, the
 * ASCII slug of the name (`Metsämänty` → `metsamanty`), n counting up from 1 past every name
 * already in the folder whatever its extension, so `kielo-1.svg` is never joined by a
 * `kielo-1.jpg`. The extension is kept, in lower case.
 */
export function photoName(title: string, source: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((file) => path.posix.basename(file, path.posix.extname(file)).toLowerCase()));
  const slug = slugify(title, 'laji');
  let n = 1;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}${path.extname(source).toLowerCase()}`;
}

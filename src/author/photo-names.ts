import path from 'node:path';
import { slugify } from '../images/pipeline.ts';

/**
 * Clean names for a species' new photos inside the assets folder: `{group}/{slug}-{n}{ext}`, the
 * ASCII slug of the name (`Metsämänty` → `metsamanty`), n counting up from 1 past every name
 * already in the folder whatever its extension, so `kielo-1.svg` is never joined by a
 * `kielo-1.jpg`. Extensions are kept, in lower case.
 */
export function photoNames(title: string, group: string, sources: readonly string[], existing: readonly string[]): string[] {
  const taken = new Set(existing.map((file) => path.posix.basename(file, path.posix.extname(file)).toLowerCase()));
  const slug = slugify(title);
  let n = 1;
  return sources.map((source) => {
    while (taken.has(`${slug}-${n}`)) n++;
    taken.add(`${slug}-${n}`);
    return `${group}/${slug}-${n}${path.extname(source).toLowerCase()}`;
  });
}

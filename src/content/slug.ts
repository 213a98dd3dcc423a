/**
 * ASCII file-name stems: published image names and the files `npm run uusi` writes
 * (`Metsämänty` → `metsamanty`) must be plain on every server, file system and ZIP tool.
 */
export function slugify(name: string, fallback = 'kuva'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || fallback;
}

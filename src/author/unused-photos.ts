import path from 'node:path';

/**
 * The build's warning about photos in the assets folder that no species uses, each with the
 * `npm run uusi` line that adds it (a photo already in the folder is used where it lies).
 */
export function unusedPhotosWarning(photos: readonly string[], assetsDir: string): string {
  const lines = photos.map((photo) => `  npm run uusi -- "Nimi" ${shellWord(path.posix.join(assetsDir.split(path.sep).join('/'), photo))}`);
  const count = photos.length === 1 ? '1 photo in the assets folder is' : `${photos.length} photos in the assets folder are`;
  return [
    `warning: ${count} not used by any species. To add one, put the species' name in place of "Nimi"`,
    '(photos of one species go in one command):',
    ...lines,
  ].join('\n');
}

/** The path as one shell word: as it is when plain, else in double quotes. */
function shellWord(text: string): string {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `"${text.replace(/["\\$`]/g, '\\$&')}"`;
}

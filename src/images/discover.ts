/**
 * Every photo in the assets folder, found with fast-glob, so the build can point out the ones no
 * species uses yet (a student copies photos in first and writes the entries later).
 */
import path from 'node:path';
import fg from 'fast-glob';

/** Photo paths relative to `assetsDir`, `/`-separated as the content writes them, sorted. */
async function findPhotos(assetsDir: string, extensions: readonly string[]): Promise<string[]> {
  const pattern = `**/*.{${extensions.map((ext) => ext.replace(/^\./, '')).join(',')}}`;
  // Any case: cameras and phones write IMG_0412.JPG and IMG_0412.HEIC.
  const found = await fg(pattern, { cwd: assetsDir, caseSensitiveMatch: false, onlyFiles: true });
  return found.sort();
}

/** The photos in `assetsDir` that none of `used` (image paths as written in the content) names. */
export async function findUnusedPhotos(assetsDir: string, extensions: readonly string[], used: Iterable<string>): Promise<string[]> {
  const usedPaths = new Set([...used].map((source) => path.posix.normalize(source)));
  return (await findPhotos(assetsDir, extensions)).filter((photo) => !usedPaths.has(photo));
}

/**
 * Reads the student's content files from the disk for `parseContent`: `kokoelma.md` and every
 * `lajit/**\/*.md` (the `MALLI.md` template excepted), with paths as messages print them. The one
 * content loader: the build, `npm run dev` and `npm run uusi` all read the content through it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { ContentFiles } from './parse-content.ts';

/** The file name of the template a student copies (OHJE.md); never a species. */
export const TEMPLATE_FILE = 'MALLI.md';
export const COLLECTION_FILE = 'kokoelma.md';
export const SPECIES_FOLDER = 'lajit';
/** The teacher's requirements (`src/content/requirements.ts`); optional. */
export const ASSIGNMENT_FILE = 'tehtava.md';

/** The content under `dataDir` (`src/data`), with paths relative to `root` for messages. */
export async function readContent(dataDir: string, root = process.cwd()): Promise<ContentFiles> {
  const shown = (file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  const collectionPath = path.join(dataDir, COLLECTION_FILE);
  const optional = (file: string) =>
    readFile(path.resolve(root, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  const collectionText = await optional(collectionPath);
  const assignmentPath = path.join(dataDir, ASSIGNMENT_FILE);
  const assignmentText = await optional(assignmentPath);
  const speciesDir = path.join(dataDir, SPECIES_FOLDER);
  // Any case: a file saved as Kurki.MD is still a species file.
  const found = await fg('**/*.md', { cwd: path.resolve(root, speciesDir), caseSensitiveMatch: false, onlyFiles: true, dot: false });
  const files = found.filter((file) => path.posix.basename(file).toUpperCase() !== TEMPLATE_FILE.toUpperCase()).sort();
  const species = await Promise.all(
    files.map(async (file) => {
      const parts = file.split('/');
      return {
        path: shown(path.join(speciesDir, file)),
        text: await readFile(path.resolve(root, speciesDir, file), 'utf8'),
        group: parts.length > 1 ? parts[0] : undefined,
      };
    }),
  );
  return {
    collection: { path: shown(collectionPath), text: collectionText },
    species,
    speciesDir: shown(speciesDir),
    ...(assignmentText !== undefined ? { assignment: { path: shown(assignmentPath), text: assignmentText } } : {}),
  };
}

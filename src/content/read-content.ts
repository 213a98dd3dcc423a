/**
 * Reads the student's content files from the disk for `parseContent`: `kokoelma.md` and every
 * `lajit/**\/*.md` (the `MALLI.md` template excepted), with paths as messages print them. The one
 * content loader: the build, `npm run dev` and `npm run uusi` all read the content through it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { ASSIGNMENT_FILE, COLLECTION_FILE, dataFileRole, SPECIES_FOLDER } from './data-files.ts';
import type { ContentFiles } from './parse-content.ts';

export { ASSIGNMENT_FILE, COLLECTION_FILE, SPECIES_FOLDER, TEMPLATE_FILE } from './data-files.ts';

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
  // Every file, so the ones nothing reads can be named (data-files.ts holds the list of those read).
  const listed = (await fg('**/*', { cwd: path.resolve(root, dataDir), onlyFiles: true, dot: true })).sort();
  // Any case: a file saved as Kurki.MD is still a species file.
  const prefix = `${SPECIES_FOLDER}/`;
  const files = listed.filter((file) => dataFileRole(file) === 'species').map((file) => file.slice(prefix.length));
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
    listed,
    dataDir: shown(dataDir),
    ...(assignmentText !== undefined ? { assignment: { path: shown(assignmentPath), text: assignmentText } } : {}),
  };
}

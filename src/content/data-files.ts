/**
 * Every file under `src/data/` is read or named: the one list of the files the program reads on
 * purpose, and a Finnish warning for each other file (a species saved as `kuusi.md.txt` or
 * `.docx`, a filled-in `MALLI.md` in a group folder, a species file directly in `src/data/`), so a
 * species never just fails to appear. A feature that reads another file (a group folder's note)
 * adds its role here. Pure: paths in, warnings out.
 */
import { problem } from '../messages/problems.ts';
import type { Finding, Problem } from '../messages/student-error.ts';

/** The template a student copies (OHJE.md); never a species. */
export const TEMPLATE_FILE = 'MALLI.md';
export const COLLECTION_FILE = 'kokoelma.md';
export const SPECIES_FOLDER = 'lajit';
/** The assignment's requirements, read by the teacher's check (issue 29). */
export const ASSIGNMENT_FILE = 'tehtava.md';
/** The ids of the observations `npm run havainnot` has exported (docs/observation-ledger.md). */
export const EXPORT_LEDGER_FILE = 'viedyt-havainnot.txt';

/** What a file under the data folder is, by its path there (`lajit/kasvit/kielo.md`). */
export type DataFileRole = 'collection' | 'assignment' | 'ledger' | 'template' | 'species' | 'system' | 'unread';

/** Files an operating system or editor leaves in any folder: never the student's, never named. */
const SYSTEM_FILES = /^(\..*|thumbs\.db|desktop\.ini|.*~)$/i;

/** The one list of the files read on purpose: everything else under the data folder is named. */
export function dataFileRole(relative: string): DataFileRole {
  const parts = relative.split('/');
  const name = parts.at(-1)!;
  if (SYSTEM_FILES.test(name) || parts.some((part) => part.startsWith('.'))) return 'system';
  const upper = name.toUpperCase();
  if (parts.length === 1 && name === COLLECTION_FILE) return 'collection';
  if (parts.length === 1 && name === ASSIGNMENT_FILE) return 'assignment';
  if (parts.length === 1 && name === EXPORT_LEDGER_FILE) return 'ledger';
  if (parts[0] !== SPECIES_FOLDER) return 'unread';
  if (parts.length === 2 && upper === TEMPLATE_FILE.toUpperCase()) return 'template';
  // Directly in lajit/, a species file is read and told to move (content.species.notInGroup).
  if (!upper.endsWith('.MD') || upper === TEMPLATE_FILE.toUpperCase()) return 'unread';
  return 'species';
}

/**
 * A warning for each file under the data folder that nothing reads. `files` are paths relative to
 * the data folder; `dataDir` is that folder as messages print it (`src/data`).
 */
export function unreadFileWarnings(files: readonly string[], dataDir: string): Problem[] {
  return files
    .filter((file) => dataFileRole(file) === 'unread')
    .sort()
    .map((file) => ({ file: `${dataDir}/${file}`, ...unreadProblem(file, dataDir) }));
}

/** Why the file is not read, as what it looks like it was meant to be. */
function unreadProblem(file: string, dataDir: string): Finding {
  const parts = file.split('/');
  const name = parts.at(-1)!;
  const folder = parts.length > 1 ? parts.slice(0, -1).join('/') : undefined;
  const speciesFolder = `${dataDir}/${SPECIES_FOLDER}`;
  const unread = 'content.files.unread';
  const textName = /^(.*?)(\.md)?\.txt$/i.exec(name);
  if (textName) return problem(unread, 'text', `${textName[1]}.md`);
  if (/\.(docx?|odt|rtf|pages)$/i.test(name)) return problem(unread, 'document', name.replace(/\.[^.]+$/, '.md'), `${speciesFolder}/${TEMPLATE_FILE}`);
  if (name.toUpperCase() === TEMPLATE_FILE.toUpperCase()) return problem(unread, 'templateCopy', folder ?? '');
  if (/\.(jpe?g|png|heic|heif|webp|avif|gif|tiff?|svg)$/i.test(name)) return problem(unread, 'photo');
  if (/\.md$/i.test(name)) return problem(unread, 'wrongFolder', `${speciesFolder}/kasvit/${name}`);
  return problem(unread, 'other', speciesFolder);
}

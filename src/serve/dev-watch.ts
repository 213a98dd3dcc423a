/**
 * What a saved file means to `npm run dev`, and the watcher that reports saves. chokidar, not
 * `fs.watch`: on Linux a recursive `fs.watch` loses a file that an editor replaces (written to a
 * temporary file and renamed over it, as vim, gedit and `sed -i` save), and every later save of
 * it went unseen.
 */
import path from 'node:path';
import { watch } from 'chokidar';
import type { Changes } from '../pipeline/dev-build.ts';

/** A save that changes the code the server runs: it must start again in a fresh process. */
export type Save = { restart: true } | { restart: false; changes: Changes };

const NO_CHANGES: Changes = { content: [], photos: [], client: false };

/** Editors' own files beside the one being saved (vim's swap, backup and `4913` probe, dotfiles): no save of the student's. */
const isEditorFile = (file: string) => /(^|[/\\])\.|~$|\.sw[a-p]$|(^|[/\\])4913$/.test(file);

/** What one saved file (absolute path) changes. */
export function classifySave(file: string, folders: { dataDir: string; assetsDir: string; clientDir: string; codeDir: string }): Save | undefined {
  const inside = (folder: string) => {
    const relative = path.relative(path.resolve(folder), file);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : undefined;
  };
  if (isEditorFile(file)) return undefined;
  const photo = inside(folders.assetsDir);
  if (photo !== undefined) return { restart: false, changes: { ...NO_CHANGES, photos: [photo] } };
  if (inside(folders.dataDir) !== undefined && /\.md$/i.test(file)) return { restart: false, changes: { ...NO_CHANGES, content: [file] } };
  // Bundled by esbuild from the disk on each build: no restart needed.
  if (inside(folders.clientDir) !== undefined) return { restart: false, changes: { ...NO_CHANGES, client: true } };
  // Code Node has imported (templates, pages, settings, messages): only a fresh process runs the new version.
  if (inside(folders.codeDir) !== undefined && /\.(ts|tsx|json)$/.test(file)) return { restart: true };
  return undefined;
}

/** Both sets of changes at once. */
export function mergeChanges(a: Changes, b: Changes): Changes {
  const join = <T>(x: readonly T[] | 'all', y: readonly T[] | 'all') => (x === 'all' || y === 'all' ? 'all' : [...new Set([...x, ...y])]);
  return { content: join(a.content, b.content), photos: join(a.photos, b.photos), client: a.client || b.client };
}

/** Calls `onSave` with every file added, changed or removed under `folders` (absolute paths), once the watcher is ready. */
export async function watchFolders(folders: readonly string[], onSave: (file: string, event: 'add' | 'change' | 'unlink') => void) {
  const watcher = watch([...folders], {
    ignoreInitial: true,
    ignored: (file) => /(^|[/\\])node_modules([/\\]|$)/.test(file),
    // A save truncates the file before writing it, and chokidar passes on only the first event of a
    // burst: wait until the size holds still, so the build never reads a half-written file.
    awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 5 },
  });
  watcher.on('all', (event, file) => {
    if (event === 'add' || event === 'change' || event === 'unlink') onSave(path.resolve(file), event);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}

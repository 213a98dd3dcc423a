/**
 * The project `npm run uusi` and `npm run aloita` work on: its folder and the settings every
 * command resolves. Tests point it at a temp copy; the folders in the settings may be relative
 * to the project folder or absolute.
 */
import path from 'node:path';
import type { Settings } from '../config.ts';
import { SPECIES_FOLDER } from '../content/read-content.ts';

export interface Project {
  root: string;
  /** Folders, base path, site URL, port and image settings, as every command resolves them. */
  settings: Settings;
}

export const assetsFolder = (project: Project): string => path.resolve(project.root, project.settings.assetsDir);
export const dataFolder = (project: Project): string => path.resolve(project.root, project.settings.dataDir);
export const speciesFolder = (project: Project): string => path.join(dataFolder(project), SPECIES_FOLDER);

/** A path as messages print it: from the project folder, `/`-separated; one outside it as it is. */
export function shownPath(project: Project, file: string): string {
  const relative = insideFolder(project.root, file);
  return relative ?? file;
}

/** The file's path inside the folder, `/`-separated as the content writes it, or `undefined` if it lies outside. */
export function insideFolder(folder: string, file: string): string | undefined {
  const relative = path.relative(folder, file);
  if (relative === '' || path.isAbsolute(relative) || relative.split(path.sep)[0] === '..') return undefined;
  return relative.split(path.sep).join('/');
}

/**
 * The groups `npm run uusi` offers: the standard ones (`GROUPS`) and any folder of the student's
 * own under `src/data/lajit/`, in the order the home page lists them. A group may be typed by its
 * folder or its Finnish name, with or without ä and ö (`hyönteiset`, `Muut eliöt`).
 */
import { readdir } from 'node:fs/promises';
import { finnishOrder, type Group, GROUPS, groupFolder, groupOf } from '../content/groups.ts';
import { type Project, speciesFolder } from './project.ts';

/** The group to offer when the photos say nothing: the breadcrumb's root is Kasvit too. */
const PREFERRED_GROUP = 'kasvit';

export async function offeredGroups(project: Project): Promise<Group[]> {
  const entries = await readdir(speciesFolder(project), { withFileTypes: true }).catch(() => []);
  const own = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => groupOf(entry.name))
    .filter((group) => group.rank === GROUPS.length)
    .sort((a, b) => finnishOrder(a.folder, b.folder));
  return [...GROUPS, ...own.map(({ folder, name }) => ({ folder, name }))];
}

/** The group the student meant, or `undefined`. */
export function findGroup(typed: string, groups: readonly Group[]): Group | undefined {
  const key = groupFolder(typed);
  if (key === '') return undefined;
  return groups.find((group) => groupFolder(group.folder) === key || groupFolder(group.name) === key);
}

/** The names the messages list the groups by: as the student types them, in lower case with ä and ö. */
export const groupNames = (groups: readonly Group[]): string[] => groups.map((group) => group.name.toLowerCase());

/** The group to offer first: the folder the photos already lie in under `assets/`, else Kasvit. */
export function suggestGroup(photosInAssets: readonly (string | undefined)[], groups: readonly Group[]): Group {
  const folder = photosInAssets.map((photo) => photo?.split('/')).find((parts) => parts && parts.length > 1)?.[0];
  const fromPhotos = folder === undefined ? undefined : findGroup(folder, groups);
  return fromPhotos ?? findGroup(PREFERRED_GROUP, groups) ?? groups[0]!;
}

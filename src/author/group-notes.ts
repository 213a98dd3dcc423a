/**
 * The short Finnish note kept in every group folder under `assets/`. Git keeps no empty folder, so
 * without a file in it a group folder would vanish from a student's repository once `npm run
 * aloita` (or the workflow Aloita oma kokoelma) removed the sample photos, and an upload on
 * github.com into `assets/<ryhmä>/` would have nowhere to go. The build reads only image files
 * from `assets/` (src/images/discover.ts), so the note is never taken for a photo.
 */
import type { Group } from '../content/groups.ts';
import { groupNoteLines } from '../messages/author.ts';

/** The note's file name in each group folder: an upper-case name sorts first and reads as "read me". */
export const GROUP_NOTE = 'LUE-MINUT.md';

/** The note's text for one group folder (the catalogue's Finnish, for the student). */
export function groupNoteText(group: Group): string {
  return groupNoteLines(group.name, group.folder).join('\n');
}

/**
 * Gentle checks of a species' names against the table of Finnish species names (issue 30): a
 * Finnish name one or two letters from a known one ("tarkoititko …?"), and a known Finnish name
 * written with the scientific name the table gives another species. Both are warnings: the table
 * is not every species, and the student may be right. An unknown name with nothing close is fine.
 * Pure: the table comes in as `NameLookups` (the build passes src/names/table.ts's).
 */
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';
import { capitalLike } from '../names/names.ts';

/** What the check needs of the name table. */
export interface NameLookups {
  /** The table's row for a Finnish name or alternative name, whatever its case. */
  find(name: string): { name: string; scientific: string } | undefined;
  /** The known name one or two letters from an unknown one (lower case), else undefined. */
  suggest(name: string): string | undefined;
  /** The row of a known Finnish name whose scientific name contradicts `scientific`, else undefined. */
  conflict(name: string, scientific: string): { name: string; scientific: string } | undefined;
}

export type NameFinding = Finding & { key: 'nimi' | 'tieteellinen' };

/** The warnings for one species' Finnish name and scientific name (when written). */
export function checkNames(title: string, officName: string | undefined, names: NameLookups): NameFinding[] {
  const known = names.find(title);
  if (!known) {
    const suggestion = names.suggest(title);
    return suggestion ? [{ key: 'nimi', ...problem('content.name.nearMiss', title, capitalLike(suggestion, title)) }] : [];
  }
  const conflict = officName ? names.conflict(title, officName) : undefined;
  return conflict ? [{ key: 'tieteellinen', ...problem('content.name.scientificConflict', title, officName!, conflict.scientific) }] : [];
}

/** Reading the front matter's entries against the keys a file may have. */
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';
import type { Entry, Value } from './front-matter.ts';
import { knownKey, nearestKey } from './known-fields.ts';

/** Adds a problem at a line of the file being checked, about a key. */
export type AddProblem = (line: number, key: string, finding: Finding) => void;

/**
 * The entries by the known key each means (`Lahteet` is `lähteet`); every other key is a problem
 * with the nearest known key as a suggestion. A key given twice is already a YAML error.
 */
export function readKeys<K extends string>(entries: readonly Entry[], keys: readonly K[], add: AddProblem): Map<K, Entry> {
  const found = new Map<K, Entry>();
  for (const entry of entries) {
    const known = knownKey(entry.key, keys);
    if (known) found.set(known, entry);
    else if (entry.key === 'id') add(entry.line, entry.key, problem('content.key.id'));
    else add(entry.line, entry.key, problem('content.key.unknown', entry.key, nearestKey(entry.key, keys), keys));
  }
  return found;
}

/** A value written on its key's line: its text, `undefined` when empty or absent, `false` when not a text. */
export function optionalText(entry: Entry | undefined, add: AddProblem): string | undefined | false {
  if (!entry) return undefined;
  if (entry.value.kind !== 'text') {
    add(entry.line, entry.key, problem('content.key.notText', entry.value.kind));
    return false;
  }
  return entry.value.text === '' ? undefined : entry.value.text;
}

/** A list's items, `[]` when empty or absent; a single text is taken as a list of one; `undefined` when wrong. */
export function listItems(entry: Entry | undefined, example: string, add: AddProblem): Value[] | undefined {
  if (!entry) return [];
  const { value } = entry;
  if (value.kind === 'list') return value.items;
  if (value.kind === 'text') return value.text === '' ? [] : [value];
  add(entry.line, entry.key, problem('content.key.notList', entry.key, example));
  return undefined;
}

/**
 * The fields each part of the content may have. A misspelt field (`kuvausAika`, `lahde`) would
 * otherwise be dropped without a word and the student would wonder where the date went, so
 * every unknown field is a problem, with the nearest known field as a suggestion.
 */
import type { AddProblem } from './problems.ts';

/** One part of the content: what messages call it and the fields it may have. */
export interface FieldSet {
  name: string;
  fields: readonly string[];
}

export const SPECIES_FIELDS: FieldSet = {
  name: 'a species',
  fields: ['title', 'officName', 'images', 'contentArr', 'infoCard', 'kasvupaikka', 'lahteet'],
};
export const INFO_CARD_FIELDS: FieldSet = { name: 'infoCard', fields: ['kuvausaika', 'kuvauspaikka'] };
export const SOURCE_FIELDS: FieldSet = { name: 'a source', fields: ['url', 'kohde'] };
export const SITE_FIELDS: FieldSet = { name: 'the site settings', fields: ['title', 'authorFirstName', 'className'] };

/** A field a suggestion may point at, as the message writes it (`infoCard.kuvausaika`). */
interface Candidate {
  label: string;
  field: string;
  /** Added to the distance: a field of another part is a less likely meaning than one of this part. */
  penalty: number;
}

/**
 * Adds a problem for every field of `record` that `part` does not have (except `ignore`, which
 * has its own message). `nearby` are fields of neighbouring parts, with the path the message
 * should suggest, e.g. `{ infoCard.kuvausaika: 'kuvausaika' }` for a species.
 */
export function checkKnownFields(
  record: Record<string, unknown>,
  part: FieldSet,
  add: AddProblem,
  options: { prefix?: string; nearby?: Record<string, string>; ignore?: readonly string[] } = {},
): void {
  const candidates: Candidate[] = [
    ...part.fields.map((field) => ({ label: field, field, penalty: 0 })),
    ...Object.entries(options.nearby ?? {}).map(([label, field]) => ({ label, field, penalty: 2 })),
  ];
  for (const key of Object.keys(record)) {
    if (part.fields.includes(key) || options.ignore?.includes(key)) continue;
    const suggestion = nearest(key, candidates);
    add(
      `${options.prefix ?? ''}${key}`,
      `is not a field of ${part.name}; ` + (suggestion ? `did you mean ${suggestion}?` : `the fields are ${part.fields.join(', ')}`),
    );
  }
}

/** The closest candidate, if any is close enough to be a typo: at most half the longer name apart. */
function nearest(key: string, candidates: readonly Candidate[]): string | undefined {
  let best: { label: string; score: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(key.toLowerCase(), candidate.field.toLowerCase());
    if (distance > Math.floor(Math.max(key.length, candidate.field.length) / 2)) continue;
    const score = distance + candidate.penalty;
    if (!best || score < best.score) best = { label: candidate.label, score };
  }
  return best?.label;
}

/** Levenshtein distance: the fewest single-character insertions, deletions or substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

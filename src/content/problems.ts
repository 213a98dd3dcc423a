/**
 * How the content stage reports what is wrong: one problem per field, every one collected before
 * the build gives up, so the student fixes them all in one round.
 */

/** One thing wrong with the content: where (species and field) and what. */
export interface Problem {
  /** The species, as `species "Haapa"`, or a description of the entry when it has no usable title. */
  where: string;
  /** Field path inside the entry, e.g. `infoCard.kuvausaika` or `images[1]`. */
  field: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.where} → ${p.field}: ${p.message}`;
}

/** Thrown when the content cannot be published; its message lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `The content has ${count}; nothing was written, so the site folder is as the last build left it.\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** A received value as messages quote it: texts in quotes, anything else as JSON. */
export const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value));

/** Collects problems for one entry; checkers call `add(field, message)`. */
export type AddProblem = (field: string, message: string) => void;

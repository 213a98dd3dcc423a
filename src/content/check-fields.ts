/** Small type guards the checkers share: TypeScript types are not checked when the build runs. */

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown): v is string => isString(v) && v.trim() !== '';

/**
 * Index of a lone UTF-16 surrogate (half of a character, left by a bad copy and paste), or
 * `undefined`. Such a text cannot be URL-encoded or written as UTF-8.
 */
export function loneSurrogateAt(text: string): number | undefined {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text)?.index;
}

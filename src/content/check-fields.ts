/** Small type guards the checkers share: TypeScript types are not checked when the build runs. */

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown): v is string => isString(v) && v.trim() !== '';

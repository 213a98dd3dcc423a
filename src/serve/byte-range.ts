/**
 * One `Range: bytes=…` request (RFC 9110 §14): the PDF booklet is read by browsers' viewers in
 * pieces, and a paused download resumes. Several ranges in one request, a malformed header, or a
 * range sent with `If-Range` (the preview sends no validator it could match) are answered with the
 * whole file, as the RFC allows.
 */

export type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | undefined;

/** The inclusive byte range to send of a file of `size` bytes, `'unsatisfiable'` for a 416, or `undefined` for the whole file. */
export function byteRange(header: string | undefined, size: number, ifRange?: string): RangeAnswer {
  if (!header || ifRange !== undefined) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

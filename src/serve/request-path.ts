/**
 * A request's URL path as nginx reads it before it looks for a file: every percent-encoded
 * character decoded (`%23` is `#`, `%2B` is `+`; a `+` stays a `+`), repeated slashes merged,
 * `.` and `..` segments resolved. A species page for `Koivu #2` lives in the folder `Koivu #2`,
 * so decoding only some characters (as `decodeURI` does) would miss it.
 */

/** The decoded, normalised path (starting with `/`), or `undefined` for a request nginx answers 400. */
export function decodeRequestPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return undefined;
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const [i, part] of parts.entries()) {
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else if (part !== '.' && (part !== '' || i === parts.length - 1)) {
      segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}

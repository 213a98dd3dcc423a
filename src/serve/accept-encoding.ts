/**
 * Which precompressed copy a browser accepts, read from `Accept-Encoding` with its q-values
 * (RFC 9110 §12.5.3): `br;q=0` refuses Brotli, `*` stands for every coding not named, a coding not
 * named (and no `*`) is refused. When no copy is acceptable the file goes uncompressed, as the RFC
 * asks even of a client that wrote `identity;q=0`.
 */

/** The codings the build writes copies for, in the server's order of preference. */
export const CODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

export type Coding = (typeof CODINGS)[number]['name'];

/** Each coding the header names with its weight (0 to 1); an unreadable weight counts as 0. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    weights.set(name.toLowerCase(), q);
  }
  return weights;
}

/** The coding to send from those `available`, or `undefined` for the file as it is. */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  if (!header) return undefined;
  const weights = parseAcceptEncoding(header);
  let best: { coding: Coding; q: number } | undefined;
  for (const { name } of CODINGS) {
    if (!available.includes(name)) continue;
    const q = weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { coding: name, q };
  }
  return best?.coding;
}

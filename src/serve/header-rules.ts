/**
 * The `_headers` file as Netlify and Cloudflare Pages read it, so the preview sends exactly what
 * the build wrote for hosts: a line starting at column 0 is a path pattern, the indented
 * `Name: value` lines under it are its headers. A `*` in a pattern matches anything (slashes
 * included), a `:name` segment matches one segment. Every rule whose pattern matches applies;
 * a header set by several is joined with ", ", as those hosts do.
 */

export interface HeaderRule {
  pattern: string;
  matches: RegExp;
  headers: [name: string, value: string][];
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), matches: patternToRegExp(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers every matching rule gives a URL path, by name as first written. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const byName = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.matches.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const earlier = byName.get(name.toLowerCase());
      byName.set(name.toLowerCase(), earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return new Map(byName.values());
}

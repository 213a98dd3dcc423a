/**
 * Against DNS rebinding: a page on another site may point its own name at 127.0.0.1 and then read
 * the local servers as if it were their page (drafts, error output). Its requests still carry its
 * own name in `Host`, so the servers answer only requests addressed to themselves.
 */

/** The `Host` values that name a server listening on `host`:`port`, lower case. */
export function ownHosts(port: number, host = '127.0.0.1'): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', host.includes(':') && !host.startsWith('[') ? `[${host}]` : host].map((n) => n.toLowerCase()));
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    if (port === 80) hosts.add(name);
  }
  return hosts;
}

export const isOwnHost = (header: string | undefined, own: ReadonlySet<string>): boolean => header !== undefined && own.has(header.trim().toLowerCase());

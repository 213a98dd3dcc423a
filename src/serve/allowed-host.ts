/**
 * Against DNS rebinding: a page on another site may point its own name at 127.0.0.1 and then read
 * the local servers as if it were their page (drafts, error output). Its requests still carry its
 * own name in `Host`, so the servers answer only requests addressed to themselves.
 */

/**
 * The `Host` values that name a server listening on `host`:`port`, lower case. In a GitHub
 * Codespace the browser reaches the port through GitHub's forwarding proxy, which keeps the
 * forwarded name (`<codespace>-4173.app.github.dev`) in `Host`: that one exact name is ours too.
 */
export function ownHosts(port: number, host = '127.0.0.1', env: NodeJS.ProcessEnv = process.env): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', host.includes(':') && !host.startsWith('[') ? `[${host}]` : host].map((n) => n.toLowerCase()));
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    if (port === 80) hosts.add(name);
  }
  const { CODESPACES, CODESPACE_NAME, GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: domain } = env;
  if (CODESPACES === 'true' && CODESPACE_NAME && domain) {
    const forwarded = `${CODESPACE_NAME}-${port}.${domain}`.toLowerCase();
    hosts.add(forwarded);
    hosts.add(`${forwarded}:443`);
  }
  return hosts;
}

export const isOwnHost = (header: string | undefined, own: ReadonlySet<string>): boolean => header !== undefined && own.has(header.trim().toLowerCase());

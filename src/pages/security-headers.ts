/**
 * The security headers, defined once: the built `_headers` file (host-files.ts), the preview
 * server's fallback when a folder has no `_headers`, its own error answers and the dev server's
 * waiting page all send these, so a value changed here changes everywhere.
 */

/** What every document carries besides its policy: no content sniffing, and only the origin sent to other sites. */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** The header lines of a document served under `policy`, in the order `_headers` writes them. */
export function securityHeaders(policy: string): Record<string, string> {
  return { 'Content-Security-Policy': policy, ...COMMON };
}

/** For answers that are not the site's pages (a server's own messages, errors): nothing may load, nothing may frame them. */
export const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A hashed file (image, font): only the sniffing guard; a policy there would govern the browser's own image viewer. */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': COMMON['X-Content-Type-Options'] };

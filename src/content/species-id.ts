/**
 * The spec's id rule: the title with the letters ä and ö (either case) removed, then URL-encoded.
 * `Metsämänty` → `Metsmnty`, `Iso kuovi` → `Iso%20kuovi`. The rule is odd but it is the contract:
 * links published by the original site must keep working.
 */
export function speciesId(title: string): string {
  return encodeURIComponent(title.replace(/[äöÄÖ]/g, ''));
}

/**
 * Why an id cannot be used as one path segment of a URL and a folder name, or `undefined` if it can.
 * The folder on disk is the decoded id, so the decoded form must be safe too.
 */
export function unsafeIdReason(id: string): string | undefined {
  const decoded = decodeURIComponent(id);
  if (decoded.trim() === '') return 'it is empty once ä and ö are removed';
  if (/[/\\]/.test(decoded)) return 'it contains a slash or backslash';
  if (decoded === '.' || decoded === '..') return 'it is "." or ".."';
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'it contains a control character';
  if (decoded !== decoded.trim()) return 'it starts or ends with a space';
  // Folder names must also work when the student builds on Windows.
  if (/[<>:"|?*]/.test(decoded)) return 'it contains one of < > : " | ? *';
  if (decoded.endsWith('.')) return 'it ends with a dot';
  if (/^404(\.html)?$/i.test(decoded)) return 'it collides with the not-found page';
  return undefined;
}

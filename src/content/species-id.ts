/**
 * The spec's id rule: the title with the letters ä and ö (either case) removed, then URL-encoded.
 * `Metsämänty` → `Metsmnty`, `Iso kuovi` → `Iso%20kuovi`. The rule is odd but it is the contract:
 * links published by the original site must keep working.
 */
export function speciesId(title: string): string {
  return encodeURIComponent(title.replace(/[äöÄÖ]/g, ''));
}

/** The longest file name ext4, APFS and NTFS all accept, in UTF-8 bytes. */
const MAX_FOLDER_NAME_BYTES = 255;

/** Names Windows keeps for devices, with or without an extension: no folder may have them. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;

/**
 * Why an id cannot be used as one path segment of a URL and a folder name, or `undefined` if it can.
 * The folder on disk is the decoded id, so the decoded form must be safe too, on every system a
 * student may build or unpack the site on.
 */
export function unsafeIdReason(id: string): string | undefined {
  const decoded = decodeURIComponent(id);
  const bytes = new TextEncoder().encode(decoded).length;
  if (bytes > MAX_FOLDER_NAME_BYTES) return `it is ${bytes} bytes long as a folder name; the limit is ${MAX_FOLDER_NAME_BYTES} (shorten the title)`;
  if (decoded.trim() === '') return 'it is empty once ä and ö are removed';
  if (/[/\\]/.test(decoded)) return 'it contains a slash or backslash';
  if (decoded === '.' || decoded === '..') return 'it is "." or ".."';
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'it contains a control character';
  if (decoded !== decoded.trim()) return 'it starts or ends with a space';
  // Folder names must also work when the student builds on Windows.
  if (/[<>:"|?*]/.test(decoded)) return 'it contains one of < > : " | ? *';
  if (decoded.endsWith('.')) return 'it ends with a dot';
  if (WINDOWS_DEVICE.test(decoded)) return 'Windows reserves it for a device (CON, PRN, AUX, NUL, COM1–9, LPT1–9)';
  if (/^404(\.html)?$/i.test(decoded)) return 'it collides with the not-found page';
  return undefined;
}

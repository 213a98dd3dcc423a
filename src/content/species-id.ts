/**
 * The spec's id rule: the title with the letters ä and ö (either case) removed, then URL-encoded.
 * `Metsämänty` → `Metsmnty`, `Iso kuovi` → `Iso%20kuovi`. The rule is odd but it is the contract:
 * links published by the original site must keep working.
 */
import { contentMessages as say } from '../messages/content.ts';

export function speciesId(title: string): string {
  return encodeURIComponent(title.replace(/[äöÄÖ]/g, ''));
}

/** The longest file name ext4, APFS and NTFS all accept, in UTF-8 bytes. */
const MAX_FOLDER_NAME_BYTES = 255;

/** Names Windows keeps for devices, with or without an extension: no folder may have them. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;

/**
 * Why an id cannot be used as one path segment of a URL and a folder name (in Finnish), or
 * `undefined` if it can. The folder on disk is the decoded id, so the decoded form must be safe
 * too, on every system a student may build or unpack the site on.
 */
export function unsafeIdReason(id: string): string | undefined {
  const reasons = say.idReasons;
  const decoded = decodeURIComponent(id);
  const bytes = new TextEncoder().encode(decoded).length;
  if (bytes > MAX_FOLDER_NAME_BYTES) return reasons.tooLong(bytes, MAX_FOLDER_NAME_BYTES);
  if (decoded.trim() === '') return reasons.empty;
  if (/[/\\]/.test(decoded)) return reasons.slash;
  if (decoded === '.' || decoded === '..') return reasons.dots;
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return reasons.control;
  if (decoded !== decoded.trim()) return reasons.spaceAtEnd;
  // Folder names must also work when the student builds on Windows.
  if (/[<>:"|?*]/.test(decoded)) return reasons.windowsCharacter;
  if (decoded.endsWith('.')) return reasons.endsWithDot;
  if (WINDOWS_DEVICE.test(decoded)) return reasons.windowsDevice;
  if (/^404(\.html)?$/i.test(decoded)) return reasons.notFoundPage;
  return undefined;
}

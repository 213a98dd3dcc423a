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
 * A name ending like a file name: a dot, then a letter and up to nine letters or digits (`.html`,
 * `.gz`, `.br`, `.xml`). The build writes files beside the species folders (the species
 * not-found page `404.html` and its `.gz` and `.br` copies, so the title `404.html.gz` collided
 * with one and failed late with EISDIR), and servers and hosts decide by a name's ending what a URL is: a `.gz`/`.br` name is
 * looked up as the compressed copy of another file (nginx `gzip_static`, Caddy `precompressed`,
 * the preview), Cloudflare Pages and Netlify redirect `….html` to the address without it, and a
 * folder reached without its trailing slash gets the type its ending names. A list of endings
 * would miss the next one a server learns, while a Finnish or scientific name never ends this way
 * (an abbreviation ends in a dot, which is refused anyway; `2.0` has no letter), so the rule is
 * the shape, not a list.
 */
const FILE_NAME_ENDING = /\.[A-Za-z][A-Za-z0-9]{0,9}$/;

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
  // The preview and the dev server (sirv) do not serve dot-folders, GitHub's
  // upload-pages-artifact leaves them out of the site, and many server configurations deny them:
  // the page would be linked from the home page and answer 404.
  if (decoded.startsWith('.')) return reasons.startsWithDot;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return reasons.control;
  if (decoded !== decoded.trim()) return reasons.spaceAtEnd;
  // Folder names must also work when the student builds on Windows.
  if (/[<>:"|?*]/.test(decoded)) return reasons.windowsCharacter;
  if (decoded.endsWith('.')) return reasons.endsWithDot;
  if (WINDOWS_DEVICE.test(decoded)) return reasons.windowsDevice;
  if (/^404(\.html)?$/i.test(decoded)) return reasons.notFoundPage;
  if (FILE_NAME_ENDING.test(decoded)) return reasons.fileName;
  return undefined;
}

/**
 * The folder a species' page is written to, as a case-blind file system sees it: two species
 * whose keys are equal would share one folder on Windows and macOS (`Kurki` and `KURKI`). The one
 * definition the content check, `npm run uusi` and its file naming compare pages by.
 */
export function speciesFolderKey(id: string): string {
  return decodeURIComponent(id).toLowerCase();
}

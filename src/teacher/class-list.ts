/**
 * The teacher's list of pupils' repositories, `luokka/oppilaat.md`: Finnish instructions first,
 * then one address per line (a note such as the pupil's name may follow it after a space). A line is an entry when it starts (after a list marker or `<`) like
 * an address, `https://`, `http://`, `github.com/`, `www.github.com/` or `git@github.com:`; every
 * other line (the instructions, an example in backticks, a heading) is text and is skipped. The
 * workflow "Luokan kokoelmat" asks the same of the file before it installs anything
 * (`LIST_ENTRY`, tested against the workflow's own line), so an empty list does nothing there.
 * Pure: text in, entries out.
 */
import { type GitHubRepository, parseGitHubAddress } from '../github-address.ts';

/** Where the list lives in the teacher's repository. */
export const CLASS_LIST_FILE = 'luokka/oppilaat.md';

/** A line that is an entry of the list (see above); the workflow's `grep -E` holds the same pattern. */
export const LIST_ENTRY = /^[ \t]*([-*+][ \t]+)?<?(https?:\/\/|www\.github\.com\/|github\.com\/|git@github\.com:)/i;

export interface ListEntry {
  /** The line in the file, from 1. */
  line: number;
  /** The address as written, without a list marker or `<` `>`. */
  text: string;
  /** The repository it names; `undefined` when the line is not a repository's address. */
  repository?: GitHubRepository;
}

/** Every entry in the file's order; a repository listed twice is kept once, at its first line. */
export function readClassList(text: string): ListEntry[] {
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!LIST_ENTRY.test(raw)) return;
    // The address is the line's first word: a pupil's name may follow it, for the teacher's eyes.
    const [first = ''] = raw
      .trim()
      .replace(/^[-*+]\s+/, '')
      .split(/\s+/);
    const address = first.replace(/^<(.*)>$/, '$1');
    const repository = parseGitHubAddress(address);
    const key = repository ? `${repository.owner}/${repository.name}`.toLowerCase() : address;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ line: index + 1, text: address, ...(repository ? { repository } : {}) });
  });
  return entries;
}

/**
 * A GitHub repository from any address a person or git writes for it, and the addresses made from
 * it: the repository's page and its GitHub Pages site. One parser for the class report (a
 * clone's remote, the teacher's list of pupils) and `npm run aloita` (the pupil's own remote).
 * Pure: text in, text out.
 */

export interface GitHubRepository {
  /** The account or organisation, as GitHub spells it in the address (`koulu-8b`). */
  owner: string;
  /** The repository's name (`eliokokoelma-aino`), without `.git`. */
  name: string;
}

/** An owner: letters, digits and single hyphens (GitHub's rule for account names). */
const OWNER = '([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)';
/** A repository name: letters, digits, `.`, `_` and `-`; `.git` at its end is git's, not the name's. */
const NAME = '([A-Za-z0-9._-]+?)';
/** What may follow an address copied from the browser: `.git`, a slash, a page in the repository (`/tree/main`), a query. */
const TAIL = '(?:\\.git)?(?:[/?#].*)?';

const FORMS = [
  // https://github.com/o/r(.git), github.com/o/r, www.github.com/o/r; a token or user before `@` is ignored.
  new RegExp(`^(?:https?://)?(?:[^@/\\s]+@)?(?:www\\.)?github\\.com/${OWNER}/${NAME}${TAIL}$`, 'i'),
  // git@github.com:o/r.git and ssh://git@github.com(:22)/o/r
  new RegExp(`^(?:git@github\\.com:|ssh://git@github\\.com(?::\\d+)?/)${OWNER}/${NAME}${TAIL}$`, 'i'),
];
/** A Pages site, `https://o.github.io/r/`: a teacher may paste the address a pupil handed in. */
const SITE = new RegExp(`^(?:https?://)?${OWNER}\\.github\\.io/${NAME}(?:[/?#].*)?$`, 'i');

/** The repository an address names, or `undefined` when it names none (another host, a site at the owner's root). */
export function parseGitHubAddress(address: string): GitHubRepository | undefined {
  const text = address.trim();
  for (const form of [...FORMS, SITE]) {
    const match = form.exec(text);
    if (match && match[2] !== '.' && match[2] !== '..') return { owner: match[1]!, name: match[2]! };
  }
  return undefined;
}

/** `https://github.com/o/r`: the repository's page, and the address git clones. */
export const repositoryAddress = (repository: GitHubRepository): string => `https://github.com/${repository.owner}/${repository.name}`;

/**
 * `https://o.github.io/r/`, the address GitHub Pages gives the repository's site (the owner in
 * lower case, as GitHub serves it); a repository named `o.github.io` is the owner's own site at
 * the root.
 */
export function pagesAddress(repository: GitHubRepository): string {
  const owner = repository.owner.toLowerCase();
  return repository.name.toLowerCase() === `${owner}.github.io` ? `https://${owner}.github.io/` : `https://${owner}.github.io/${repository.name}/`;
}

/** `o/r`: how the repository is named in the report and the run's summary. */
export const repositoryLabel = (repository: GitHubRepository): string => `${repository.owner}/${repository.name}`;

/**
 * Drafts: `luonnos: kyllä` in a species file keeps the species off the published site while the
 * student works on it. `publishedContent` is the one place that decides which species are
 * published: the site core calls it once, so the pages, routes, sitemap, home page count, booklet,
 * page budgets, hand-in, the assignment's count and the class report all list what it keeps; only
 * `npm run dev` shows drafts too (marked on the page). A draft is still checked like every species
 * (content, names, photo privacy, faces): its file and photos are already in the public repository.
 */
import type { Content, ImageUse } from './model.ts';

/** The key of a species file that makes it a draft (`luonnos: kyllä`; `ei` or absent publishes it). */
export const DRAFT_KEY = 'luonnos';

/** The species a site shows: the published ones, or with `drafts: 'show'` (`npm run dev`) every one. */
export function publishedContent(content: Content, options: { drafts?: 'show' } = {}): Content {
  if (options.drafts === 'show') return content;
  return { ...content, species: content.species.filter((entry) => !entry.draft) };
}

/** The photo uses of the species `content` holds: a draft left out has its photos neither encoded nor published. */
export function usesOf(content: Content, uses: readonly ImageUse[]): ImageUse[] {
  const files = new Set(content.species.map((entry) => entry.file));
  return uses.filter((use) => files.has(use.file));
}

import type { SiteSettings, Species } from './data/types.ts';

/** Everything the build reads from `src/data`: one object, so tests can pass their own. */
export interface Content {
  site: SiteSettings;
  species: Species[];
}

import { site } from './site.ts';
import { species } from './species/index.ts';
import type { Collection } from './types.ts';

/** The content the build publishes: edit `site.ts` and the files under `species/`. */
export const content: Collection = { site, species };

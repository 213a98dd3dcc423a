import type { Content } from '../content.ts';
import { site } from './site.ts';
import { species } from './species/index.ts';

/** The content the build publishes: edit `site.ts` and the files under `species/`. */
export const content: Content = { site, species };

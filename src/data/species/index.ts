import type { Species } from '../types.ts';
import { hyonteiset } from './hyonteiset.ts';
import { kasvit } from './kasvit.ts';
import { linnut } from './linnut.ts';
import { muut } from './muut.ts';
import { perhoset } from './perhoset.ts';

/** The whole collection, in grid order: one file per group keeps each file short to edit. */
export const species: Species[] = [...kasvit, ...linnut, ...perhoset, ...hyonteiset, ...muut];

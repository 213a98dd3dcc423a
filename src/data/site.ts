import type { SiteSettings } from './types.ts';

export const site: SiteSettings = {
  title: 'Eliökokoelma',
  authorFirstName: 'Aino',
  className: '8b',
};

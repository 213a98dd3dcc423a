/** The site's one browser script: the species gallery and the root 404 page's species view. */
import { setUpGallery } from './gallery.ts';
import { showSpeciesMiss } from './not-found.ts';

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) setUpGallery(gallery);
for (const box of document.querySelectorAll<HTMLElement>('[data-not-found]')) showSpeciesMiss(box);

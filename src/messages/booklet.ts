/**
 * What the PDF booklet (`npm run pdf`, `pdf: kyllä`) says to the student, in Finnish, when it is
 * made (why it was not is the catalogue entry `booklet.failed`, `problems/build.ts`).
 */
import { decimal } from './numbers.ts';

export const bookletMessages = {
  /** `npm run pdf`'s lines: the site, then the booklet. */
  siteBuilt: (outDir: string, pages: number, seconds: number) => `Sivusto rakennettiin kansioon ${outDir}/ (${pages} sivua) ${decimal(seconds, 1)} sekunnissa.`,
  made: (file: string, size: string, pages: number, photos: number, seconds: number) =>
    `Kokoelma PDF-tiedostona: ${file} (${size}, ${pages} sivua, ${photos} ${photos === 1 ? 'kuva' : 'kuvaa'}), tehty ${decimal(seconds, 1)} sekunnissa.`,
} as const;

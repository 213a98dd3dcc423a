/**
 * The booklet as a part of the build: made before the site is written, so it goes into the output
 * folder with everything else in the same swap (a later build without it leaves no stale PDF,
 * and a build with it always has a current one). A missing browser is the student's to fix, but
 * the site is still written: the report carries the problem and the command prints it.
 */
import type { StudentError } from '../messages/student-error.ts';
import { BOOKLET_PATH } from '../pages/routes.ts';
import { BookletError } from './browser.ts';
import type { BookletInput } from './make-booklet.ts';

/**
 * Whether a build makes the booklet: `true` always (`npm run pdf`, `npm run build -- --pdf`),
 * `'setting'` when `src/data/kokoelma.md` says `pdf: kyllä` (`npm run build`), `false` never.
 */
export type BookletWanted = boolean | 'setting';

export type BookletReport = { path: string; bytes: number; pages: number; prints: number; photos: number; seconds: number } | { problem: StudentError };

export interface BuildBooklet {
  /** The files the build writes with the site (the PDF), by path inside the output folder. */
  files: { path: string; contents: Uint8Array }[];
  /** For the home page's link: where the PDF is and its size. */
  link?: { path: string; bytes: number };
  report?: BookletReport;
}

export async function bookletForBuild(wanted: BookletWanted | undefined, input: BookletInput): Promise<BuildBooklet> {
  const want = wanted === true || (wanted === 'setting' && input.content.site.pdf === true);
  if (!want) return { files: [] };
  try {
    // Loaded only when a booklet is made: a build without one never needs the PDF tools.
    const { makeBooklet } = await import('./make-booklet.ts');
    const booklet = await makeBooklet(input);
    const bytes = booklet.pdf.length;
    return {
      files: [{ path: BOOKLET_PATH, contents: booklet.pdf }],
      link: { path: BOOKLET_PATH, bytes },
      report: { path: BOOKLET_PATH, bytes, pages: booklet.pages, prints: booklet.prints, photos: booklet.photos.count, seconds: booklet.seconds },
    };
  } catch (error) {
    if (error instanceof BookletError) return { files: [], report: { problem: error } };
    throw error;
  }
}

/**
 * What `npm run palautus` says, and what its cover adds, in Finnish. The hand-in copy carries the
 * student's full name for the teacher; it is written to `palautus/`, which git ignores, and is
 * never published.
 */

export const handInMessages = {
  /** Added after the class on the cover and in every page's footer. */
  stamp: (date: string, commit: string) => `Palautettu ${date}, versio ${commit}`,
  written: (file: string, pages: number) =>
    `Palautuskappale on valmis: ${file} (${pages} ${pages === 1 ? 'sivu' : 'sivua'}).\n` +
    'Lähetä tiedosto opettajalle koulun palautuspaikkaan (esimerkiksi Google Classroom, Teams, Peda.net tai Wilma). ' +
    'Tiedosto on kansiossa palautus/, jota ei tallenneta repositorioon eikä julkaista.',
  making: 'Tehdään palautuskappaletta…',
};

/**
 * What `npm run palautus` says, and what its cover adds, in Finnish. The hand-in copy carries the
 * student's full name for the teacher, or without `--nimi` the first name only; it is written to
 * `palautus/`, which git ignores, and is never published.
 */

export const handInMessages = {
  /** Added after the class on the cover and in every page's footer. */
  stamp: (date: string, commit: string) => `Palautettu ${date}, versio ${commit}`,
  written: (file: string, pages: number, firstNameOnly: boolean) =>
    `Palautuskappale on valmis: ${file} (${pages} ${pages === 1 ? 'sivu' : 'sivua'}).\n` +
    (firstNameOnly
      ? 'Siinä on vain etunimesi, kuten sivustollasi. Jos opettaja haluaa koko nimesi, tee kappale komennolla ' +
        'npm run palautus -- --nimi "Etunimi Sukunimi".\n'
      : '') +
    'Lähetä tiedosto opettajalle koulun palautuspaikkaan (esimerkiksi Google Classroom, Teams, Peda.net tai Wilma). ' +
    'Tiedosto on kansiossa palautus/, jota ei tallenneta repositorioon eikä julkaista.',
  making: 'Tehdään palautuskappaletta…',
};

/**
 * What the assignment check (`src/content/requirements.ts`) and the class report
 * (`npm run luokka`) say, in Finnish. The assignment is the teacher's `src/data/tehtava.md`;
 * a shortfall is a warning (the site still builds), never an error.
 */

/** "1 laji" / "3 lajia": the count with the word in the right form. */
const species = (count: number) => `${count} ${count === 1 ? 'laji' : 'lajia'}`;
/** "3 lajilta" (the ablative is the same in the singular and the plural after a number). */
const speciesFrom = (count: number) => `${count} lajilta`;

export const assignmentMessages = {
  // The teacher's file, tehtava.md.
  unknownKey: (key: string, known: readonly string[]) => `tehtävässä ei tunneta tietoa "${key}": tehtävän tiedot ovat ${known.join(', ')} (katso OPETTAJA.md)`,
  notCount: (key: string, value: string) => `${key} on lukumäärä, mutta nyt siinä on "${value}": kirjoita kokonaisluku, esimerkiksi ${key}: 20`,
  notMap: (key: string) => `${key} on luettelo ryhmistä lukumäärineen, esimerkiksi rivit "${key}:" ja "  puut: 5"`,
  notList: (key: string) => `${key} on lista, esimerkiksi rivit "${key}:" ja "  - lähteet"`,
  unknownField: (key: string, value: string, known: readonly string[]) =>
    `kohdassa ${key} on tieto "${value}", jota lajitiedostossa ei ole: valitse jokin näistä: ${known.join(', ')}`,

  // Shortfalls in the student's collection.
  tooFewSpecies: (count: number, minimum: number) =>
    `kokoelmassa on ${species(count)}, tehtävässä pitää olla vähintään ${species(minimum)}: lisää lajeja komennolla npm run uusi tai kopioimalla MALLI.md`,
  tooFewInGroup: (groupName: string, count: number, minimum: number) =>
    `ryhmässä ${groupName} on ${species(count)}, tehtävässä pitää olla vähintään ${species(minimum)}`,
  missingField: (key: string) => `tehtävä vaatii jokaiselta lajilta tiedon ${key}, mutta se puuttuu: täytä rivi ${key}:`,
  tooFewParagraphs: (count: number, minimum: number) =>
    `kuvauksessa on ${count} ${count === 1 ? 'kappale' : 'kappaletta'}, tehtävässä pitää olla vähintään ${minimum}: erota kappaleet tyhjällä rivillä`,

  // The checklist: "Tehtävä: 18/20 lajia; 3 lajilta puuttuu lähteet".
  checklistTitle: 'Tehtävä',
  speciesItem: (count: number, minimum: number) => `${count}/${minimum} lajia`,
  groupItem: (groupName: string, count: number, minimum: number) => `${groupName} ${count}/${minimum}`,
  fieldItem: (key: string, missing: number) => (missing === 0 ? `${key}: kaikilla lajeilla` : `${speciesFrom(missing)} puuttuu ${key}`),
  paragraphsItem: (minimum: number, short: number) =>
    short === 0 ? `kuvauksessa vähintään ${minimum} kappaletta: kaikilla lajeilla` : `${speciesFrom(short)} kuvauksessa alle ${minimum} kappaletta`,
  checklist: (items: readonly string[]) => `Tehtävä: ${items.join('; ')}`,
  /** Above the warnings, in the terminal (npm run build, npm run dev) and over the dev page. */
  warningsHeading: (count: number) => `Tehtävästä puuttuu vielä ${count === 1 ? '1 kohta' : `${count} kohtaa`}. Sivusto on silti valmis.`,
  allMet: 'kaikki vaatimukset täyttyvät',
};

/**
 * What the assignment check (`src/content/requirements.ts`) and the class report
 * (`npm run luokka`) say in Finnish besides the warnings (whose texts are in their catalogue
 * entries, `problems/teacher.ts`): the checklist and the heading over the warnings. The
 * assignment is the teacher's `src/data/tehtava.md`; a shortfall is a warning, never an error.
 */

/** "3 lajilta" (the ablative is the same in the singular and the plural after a number). */
const speciesFrom = (count: number) => `${count} lajilta`;

export const assignmentMessages = {
  // The checklist: "Tehtävä: 18/20 lajia; 3 lajilta puuttuu tieto lähteet".
  checklistTitle: 'Tehtävä',
  speciesItem: (count: number, minimum: number) => `${count}/${minimum} lajia`,
  groupItem: (groupName: string, count: number, minimum: number) => `${groupName} ${count}/${minimum}`,
  fieldItem: (key: string, missing: number) => (missing === 0 ? `${key}: kaikilla lajeilla` : `${speciesFrom(missing)} puuttuu tieto ${key}`),
  paragraphsItem: (minimum: number, short: number) =>
    short === 0 ? `kuvauksessa vähintään ${minimum} kappaletta: kaikilla lajeilla` : `${speciesFrom(short)} kuvauksessa alle ${minimum} kappaletta`,
  checklist: (items: readonly string[]) => `Tehtävä: ${items.join('; ')}`,
  /** Above the warnings, in the terminal (npm run build, npm run dev) and over the dev page. */
  warningsHeading: (count: number) => `Tehtävästä puuttuu vielä ${count === 1 ? '1 kohta' : `${count} kohtaa`}. Sivusto on silti valmis.`,
  allMet: 'kaikki vaatimukset täyttyvät',
};

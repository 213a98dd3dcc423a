/**
 * The Finnish words of the pupil's `.github/README.md` (`npm run aloita` and the workflow "Aloita
 * oma kokoelma" write it; `src/author/pupil-readme.ts` puts it together): the front page GitHub
 * shows for the pupil's repository, before the generator's own README. Links come in as
 * arguments: a button's page when the repository is known, otherwise only the way to it.
 */

/** `[text](url)`, or the text in bold where the address is not known. */
const linked = (text: string, url: string | undefined) => (url ? `[${text}](${url})` : `**${text}**`);
/** A workflow's page, where its **Run workflow** button is; without an address, the way to it. */
const workflow = (name: string, url: string | undefined) => (url ? `[${name}](${url})` : `**Actions** → **${name}**`);

/** An issue form's page (issue 41); without an address, the way to it. GitHub's app shows no forms: the browser does. */
const form = (name: string, url: string | undefined) => (url ? `[${name}](${url})` : `**Issues** → **New issue** → **${name}**`);

/** "1 laji" / "3 lajia". */
const species = (count: number) => `${count} ${count === 1 ? 'laji' : 'lajia'}`;

export const pupilReadmeMessages = {
  byline: (firstName: string, className: string) => `Tekijä: ${firstName}, ${className}`,
  site: (address: string) => `**Sivusto:** ${address}`,
  siteNote: 'Sivusto näkyy osoitteessa, kun julkaisu on kytketty päälle: OHJE.md kertoo miten.',
  siteUnknown:
    'Sivuston osoite näkyy, kun julkaisu on kytketty päälle: avaa **Settings** → **Pages** ja paina **Visit site**. ' +
    'Osoite on myös jokaisen julkaisun yhteenvedossa.',

  nextHeading: '## Seuraavaksi',
  /** The next steps, one per form or button that exists. */
  steps: {
    newSpecies: (newForm: string | undefined) =>
      `**Uusi laji:** täytä lomake ${form('Uusi laji', newForm)} puhelimen tai koneen selaimessa (GitHubin sovellus ei näytä lomakkeita). ` +
      'Poista kuvista ensin sijainti puhelimessa. Keskeneräiselle lajille rastita **Luonnos: älä julkaise vielä**.',
    addSpecies: (uploads: string | undefined, run: string | undefined) =>
      `**HEIC- ja WebP-kuvat:** lataa yhden lajin kuvat kansioon ${linked('uudet-kuvat', uploads)} (**Add file** → **Upload files**) ` +
      `ja aja sitten ${workflow('Lisää laji kuvista', run)} → **Run workflow**.`,
    edit: (editForm: string | undefined, speciesFolder: string | undefined) =>
      `**Lajin tiedot:** muuta tietoja lomakkeella ${form('Muokkaa lajia', editForm)}. Pitkän kuvauksen kirjoitat helpoimmin kynällä: ` +
      `avaa lajin tiedosto kansiossa ${linked('src/data/lajit', speciesFolder)}, paina kynän kuvaa, kirjoita ja paina **Commit changes**.`,
    photosAndRemoval: (photosForm: string | undefined, removeForm: string | undefined) =>
      `**Lisää kuvia tai poista laji:** lomakkeet ${form('Lisää kuvia lajiin', photosForm)} ja ${form('Poista laji', removeForm)}.`,
    publish: (run: string | undefined) =>
      `**Julkaisu:** jokainen tallennus julkaisee sivuston itsestään. Sen voi julkaista uudelleen näin: ${workflow('Julkaise GitHub Pagesiin', run)} → **Run workflow**.`,
    handIn: (run: string | undefined) => `**Palautus:** kun työ on valmis, aja ${workflow('Palautus', run)} → **Run workflow**.`,
    guide: (guide: string | undefined) => `**Ohjeet:** ${linked('OHJE.md', guide)} kertoo kaiken vaihe vaiheelta.`,
  },

  assignmentHeading: '## Tehtävä',
  assignmentIntro: (file: string | undefined) => `Tehtävässä (${linked('src/data/tehtava.md', file)}) pitää olla:`,
  requirement: {
    minSpecies: (minimum: number) => `vähintään ${species(minimum)}`,
    inGroup: (groupName: string, minimum: number) => `ryhmässä ${groupName} vähintään ${species(minimum)}`,
    fields: (keys: readonly string[]) =>
      `jokaisella lajilla ${keys.length === 1 ? 'tieto' : 'tiedot'} ${keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} ja ${keys.at(-1)}`}`,
    paragraphs: (minimum: number) => `jokaisen lajin kuvauksessa vähintään ${minimum} ${minimum === 1 ? 'kappale' : 'kappaletta'}`,
  },
  assignmentProgress: 'Jokaisen julkaisun yhteenveto kertoo, mitä tehtävästä vielä puuttuu.',

  footer: (readme: string | undefined) =>
    'Tämän esittelyn kirjoitti komento npm run aloita, kun kokoelma aloitettiin. Esittelyä saa muokata kynän kuvasta. ' +
    `Sivuston tekevä ohjelma on kuvattu tiedostossa ${linked('README.md', readme)} (englanniksi, ohjelmoijille).`,
};

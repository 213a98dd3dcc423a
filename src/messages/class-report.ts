/**
 * The class report's words (`npm run luokka`, `src/teacher/class-report*.ts`), in Finnish for the
 * teacher: the HTML report's headings and labels, the CSV's column names, and the command's own
 * messages.
 */

/** Where a fact cannot be known: an unpacked ZIP has no history and no remote. */
export const UNKNOWN = 'ei tiedossa';

const collections = (count: number) => `${count} ${count === 1 ? 'kokoelma' : 'kokoelmaa'}`;

export const classReportMessages = {
  title: 'Luokan eliökokoelmat',
  intro: (count: number, folder: string, date: string) => `${collections(count)} kansiossa ${folder}, tarkistettu ${date}.`,
  assignmentFrom: (source: string) => `Tehtävän vaatimukset: ${source}.`,
  assignmentOwn: 'Tehtävän vaatimukset luettiin kunkin oppilaan tiedostosta src/data/tehtava.md.',
  noAssignmentAnywhere:
    'Tehtävän vaatimuksia ei löytynyt: vaatimukset tarkistetaan, kun oppilaan repositoriossa on src/data/tehtava.md tai komennolle annetaan --tehtava tiedosto.',
  summaryCaption: 'Yhteenveto: yksi rivi oppilasta kohden',
  columns: {
    student: 'Oppilas',
    folder: 'Kansio',
    species: 'Lajeja',
    assignment: 'Tehtävä',
    problems: 'Virheitä',
    locations: 'Kuvia, joissa sijainti',
    lastChange: 'Viimeisin muutos',
    site: 'Sivusto',
    booklet: 'Kirjanen',
  },
  csvColumns: [
    'kansio',
    'nimi',
    'luokka',
    'lajeja',
    'lajeja ryhmittäin',
    'tehtävä täyttyy',
    'tehtävä',
    'virheitä',
    'virheet',
    'kuvia, joissa sijainti',
    'viimeisin muutos',
    'sivusto',
    'kirjanen',
    'huomautus',
  ],
  groups: 'Lajeja ryhmittäin',
  noSpecies: 'ei lajeja',
  requirements: 'Tehtävän vaatimukset',
  met: 'täyttyy',
  notMet: 'ei täyty',
  noAssignment: 'ei vaatimuksia',
  shortfalls: 'Tehtävän puutteet',
  problemsHeading: 'Virheet, joiden takia sivustoa ei rakenneta',
  warningsHeading: 'Varoitukset, jotka eivät estä sivuston rakentamista',
  noProblems: 'Ei virheitä: sivusto rakentuu.',
  locationsHeading: 'Kuvat, joissa on sijainti',
  locationsAllowed: 'Kokoelmassa on sijainnit: saa näkyä, joten sijainnit julkaistaan.',
  noLocations: 'ei yhtään',
  notParsed: (reason: string) => `Kokoelmaa ei voitu lukea: ${reason}`,
  /** After a file's path in `notParsed`: the file is not there. */
  missing: 'puuttuu',
  unreadable: (code: string) => `kansiota ei voitu lukea (${code})`,
  yes: 'kyllä',
  no: 'ei',
  /** A changed time from git, `2026-11-26T18:55:36+02:00` → `26.11.2026 klo 18.55`. */
  changedAt: (day: number, month: number, year: number, time: string) => `${day}.${month}.${year} klo ${time}`,

  // The command.
  usage:
    'Käyttö: npm run luokka -- <kansio> [--tehtava tehtava.md] [--ulos kansio]\n' +
    'Kansiossa ovat oppilaiden repositoriot (GitHub Classroomin lataus, kloonit tai puretut ZIP-tiedostot).',
  written: (count: number, html: string, csv: string, seconds: number) =>
    `Tarkistettiin ${collections(count)} ${seconds.toFixed(1).replace('.', ',')} sekunnissa.\nRaportti: ${html}\nTaulukko: ${csv}`,
};

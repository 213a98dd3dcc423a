/**
 * The class report's words (`npm run luokka`, `src/teacher/class-report*.ts`, the workflow "Luokan
 * kokoelmat"), in Finnish for the teacher: the HTML report's and the run summary's headings and
 * labels, the CSV's column names, and the command's own messages. The prose names no internal
 * code; only the CSV keeps the codes, for sorting.
 */

/** Where a fact cannot be known: an unpacked ZIP has no history and no remote. */
export const UNKNOWN = 'ei tiedossa';

const collections = (count: number) => `${count} ${count === 1 ? 'kokoelma' : 'kokoelmaa'}`;
const seconds = (value: number) => `${value.toFixed(1).replace('.', ',')} sekunnissa`;
/** "1 virhe" / "3 virhettä". */
const mistakes = (count: number) => `${count} ${count === 1 ? 'virhe' : 'virhettä'}`;

export const classReportMessages = {
  title: 'Luokan eliökokoelmat',
  intro: (count: number, origin: { kind: 'folder' | 'list'; path: string }, date: string) =>
    `${collections(count)} ${origin.kind === 'list' ? 'luettelosta' : 'kansiossa'} ${origin.path}, tarkistettu ${date}.`,
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
    faces: 'Kuvia, joissa kasvot',
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
    'kuvia, joissa kasvot',
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
  locationsAllowed: 'Tiedostossa kokoelma.md on rivi "sijainnit: saa näkyä", joten sijainnit julkaistaan.',
  noLocations: 'ei yhtään',
  notParsed: (reason: string) => `Kokoelmaa ei voitu lukea: ${reason}`,
  /** After a file's path in `notParsed`: the file is not there. */
  missing: 'puuttuu',
  unreadable: (code: string) => `kansiota ei voitu lukea (${code})`,
  yes: 'kyllä',
  no: 'ei',
  /** A changed time from git, `2026-11-26T18:55:36+02:00` → `26.11.2026 klo 18.55`. */
  changedAt: (day: number, month: number, year: number, time: string) => `${day}.${month}.${year} klo ${time}`,

  // The run's summary and the terminal (class-report-summary.ts).
  summaryTitle: '## Luokan eliökokoelmat',
  /** After a heading's first items, when more were left out of the summary. */
  more: (count: number, report: string) => `… ja ${count} muuta: katso raportti ${report}.`,
  /** One pupil's line in the terminal: the counts, then what needs a look. */
  line: (label: string, species: number, assignment: string | undefined, problems: number, faces: number, locations: number) =>
    [
      `${label}: ${species} ${species === 1 ? 'laji' : 'lajia'}`,
      ...(assignment ? [assignment] : []),
      problems === 0 ? 'ei virheitä' : mistakes(problems),
      ...(faces > 0 ? [`kasvot ${faces} kuvassa`] : []),
      ...(locations > 0 ? [`sijainti ${locations} kuvassa`] : []),
    ].join('; '),
  failedLine: (label: string, failure: string) => `${label}: ${failure}`,

  // The command.
  usage:
    'Käyttö: npm run luokka -- <kansio> [--tehtava tehtava.md] [--ulos kansio]\n' +
    '   tai: npm run luokka -- --lista luokka/oppilaat.md [--tehtava tehtava.md] [--ulos kansio]\n' +
    'Kansiossa ovat oppilaiden repositoriot (kloonit tai puretut ZIP-tiedostot). Luettelossa on yksi repositorion osoite rivillä;\n' +
    'komento hakee ne itse (tarvitset Gitin).',
  fetched: (count: number, time: number) => `Haettiin ${count} ${count === 1 ? 'repositorio' : 'repositoriota'} ${seconds(time)}.`,
  written: (count: number, html: string, csv: string, time: number) =>
    `Tarkistettiin ${collections(count)} ${seconds(time)}.\nRaportti: ${html}\nTaulukko: ${csv}`,
};

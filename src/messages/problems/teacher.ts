/**
 * Problems of the teacher's side: the assignment (`src/data/tehtava.md`, src/content/requirements.ts;
 * a shortfall is a warning, the site still builds), the class report (`npm run luokka`) and the
 * hand-in copy (`npm run palautus`).
 */
import type { Finding } from '../problems.ts';
import type { ProblemSpec } from './spec.ts';

/** "1 laji" / "3 lajia": the count with the word in the right form. */
const species = (count: number) => `${count} ${count === 1 ? 'laji' : 'lajia'}`;

export const teacherProblems = {
  // The assignment's requirements, src/data/tehtava.md: warnings, never fatal
  'assignment.badValue': {
    when: 'tehtava.md has a key or value the check cannot read',
    title: 'Tehtävätiedostossa on virhe',
    warning: 'assignment',
    fi: {
      unknownKey: (key: string, known: readonly string[]) =>
        `tehtävässä ei tunneta tietoa "${key}": tehtävän tiedot ovat ${known.join(', ')} (katso OPETTAJA.md)`,
      notCount: (key: string, value: string) => `${key} on lukumäärä, mutta nyt siinä on "${value}": kirjoita kokonaisluku, esimerkiksi ${key}: 20`,
      notMap: (key: string) => `${key} on luettelo ryhmistä lukumäärineen, esimerkiksi rivit "${key}:" ja "  puut: 5"`,
      notList: (key: string) => `${key} on lista, esimerkiksi rivit "${key}:" ja "  - lähteet"`,
      unknownField: (key: string, value: string, known: readonly string[]) =>
        `kohdassa ${key} on tieto "${value}", jota lajitiedostossa ei ole: valitse jokin näistä: ${known.join(', ')}`,
      /** The file's own slip (a tab, an open quote), worded as in a species file. */
      syntax: (slip: Finding) => slip.message,
    },
  },
  'assignment.tooFewSpecies': {
    when: 'the collection has fewer species than lajeja vähintään',
    title: 'Lajeja on vielä liian vähän',
    warning: 'assignment',
    fi: (count: number, minimum: number) =>
      `kokoelmassa on ${species(count)}, tehtävässä pitää olla vähintään ${species(minimum)}: lisää lajeja komennolla npm run uusi tai kopioimalla MALLI.md`,
  },
  'assignment.tooFewInGroup': {
    when: 'a group has fewer species than ryhmittäin asks',
    title: 'Ryhmässä on vielä liian vähän lajeja',
    warning: 'assignment',
    fi: (groupName: string, count: number, minimum: number) =>
      `ryhmässä ${groupName} on ${species(count)}, tehtävässä pitää olla vähintään ${species(minimum)}`,
  },
  'assignment.missingField': {
    when: 'a species lacks a key pakolliset tiedot asks for',
    title: 'Lajilta puuttuu pakollinen tieto',
    warning: 'assignment',
    fi: (key: string) => `tehtävä vaatii jokaiselta lajilta tiedon ${key}, mutta se puuttuu: täytä rivi ${key}:`,
  },
  'assignment.tooFewParagraphs': {
    when: 'a species description has fewer paragraphs than asked',
    title: 'Kuvaus on vielä liian lyhyt',
    warning: 'assignment',
    fi: (count: number, minimum: number) =>
      `kuvauksessa on ${count} ${count === 1 ? 'kappale' : 'kappaletta'}, tehtävässä pitää olla vähintään ${minimum}: erota kappaleet tyhjällä rivillä`,
  },

  // npm run luokka, the teacher's class report (src/teacher/class-report*.ts)
  'teacher.noFolder': {
    when: 'luokka: neither a folder of repositories nor --lista was given',
    title: 'Kansio puuttuu',
    fi:
      'Anna kansio, jossa oppilaiden repositoriot ovat, esimerkiksi macOS:ssä npm run luokka -- ~/Downloads/eliokokoelma-8b ' +
      'tai Windowsin Komentokehotteessa npm run luokka -- %USERPROFILE%\\Downloads\\eliokokoelma-8b. ' +
      'Tai anna luettelo repositorioiden osoitteista: npm run luokka -- --lista luokka/oppilaat.md',
  },
  'teacher.folderAndList': {
    when: 'luokka: both a folder and --lista were given',
    title: 'Kansio ja luettelo yhtä aikaa',
    fi: 'Anna joko kansio tai --lista, ei molempia.',
  },
  'teacher.listMissing': {
    when: 'luokka: the --lista file given is not there',
    title: 'Luetteloa ei löydy',
    fi: (file: string) => `Luetteloa ${file} ei löydy: tarkista tiedoston nimi.`,
  },
  'teacher.listEmpty': {
    when: 'luokka: the --lista file has no repository address in it',
    title: 'Luettelossa ei ole osoitteita',
    fi: (file: string) =>
      `Luettelossa ${file} ei ole yhtään repositorion osoitetta. Kirjoita jokainen osoite omalle rivilleen, esimerkiksi https://github.com/koulu-8b/eliokokoelma-aino`,
  },
  'teacher.listAddress': {
    when: "luokka: a line of the pupils' list looks like an address but names no GitHub repository",
    title: 'Osoite ei kelpaa',
    fi: (text: string, line: number) =>
      `Luettelon rivillä ${line} oleva "${text}" ei ole GitHub-repositorion osoite: kirjoita se muodossa https://github.com/omistaja/repositorio`,
  },
  'teacher.noGit': {
    when: 'luokka --lista: git is not installed',
    title: 'Git puuttuu',
    fi: 'Repositorioiden hakemiseen tarvitaan Git, eikä sitä löytynyt. Asenna Git (https://git-scm.com) tai tarkista luokka GitHubissa työnkululla Luokan kokoelmat.',
  },
  'teacher.fetchFailed': {
    when: "luokka --lista: a pupil's repository could not be cloned (its row gives the reason)",
    title: 'Repositoriota ei voitu hakea',
    fi: {
      notFound:
        'Repositoriota ei voitu hakea: osoitetta ei ole, tai repositorio on yksityinen eikä siihen ole lukuoikeutta. ' +
        'Tarkista osoite. Yksityisen repositorion hakemiseen tarvitaan lukuoikeus (työnkulussa salaisuus LUOKKA_TOKEN, katso OPETTAJA.md).',
      network: 'Repositoriota ei voitu hakea, koska yhteys GitHubiin ei toiminut. Tarkista luokka myöhemmin uudelleen.',
      other: 'Repositoriota ei voitu hakea. Gitin oma viesti on ajon lokissa.',
    },
  },
  'teacher.folderMissing': {
    when: 'luokka: the folder given is not there',
    title: 'Kansiota ei löydy',
    fi: (folder: string) => `Kansiota ${folder} ei löydy: tarkista kansion nimi.`,
  },
  'teacher.assignmentMissing': {
    when: 'luokka: the --tehtava file given is not there',
    title: 'Tehtävätiedostoa ei löydy',
    fi: (file: string) => `Tehtävätiedostoa ${file} ei löydy: tarkista nimi tai jätä --tehtava pois.`,
  },
  'teacher.noRepositories': {
    when: 'luokka: no collection repository under the folder',
    title: 'Kansiossa ei ole kokoelmia',
    fi: (folder: string) =>
      `Kansiosta ${folder} ei löytynyt yhtään kokoelmaa: kokoelma on kansio, jossa on tiedosto src/data/kokoelma.md (enintään kolmen kansion syvyydellä).`,
  },

  // npm run palautus, the hand-in copy (src/pipeline/hand-in.ts); the full name goes only into the copy
  'handin.noName': {
    when: 'palautus: --nimi was given empty (without --nimi the first-name copy is made)',
    title: 'Nimi puuttuu',
    fi: 'Kirjoita koko nimesi, esimerkiksi npm run palautus -- --nimi "Eetu Virtanen". Nimi tulee vain palautettavaan tiedostoon, ei sivustolle.',
  },
  'handin.name': {
    when: 'palautus: the name given is not a first name and surname',
    title: 'Nimi ei kelpaa',
    fi: {
      notFullName: (name: string) => `"${name}" ei näytä koko nimeltä: kirjoita etunimi ja sukunimi lainausmerkkeihin, esimerkiksi --nimi "Eetu Virtanen".`,
      badCharacters: (name: string) => `Nimessä "${name}" on merkkejä, jotka eivät kuulu nimeen: kirjoita vain etunimi ja sukunimi.`,
    },
  },
  'handin.contentInvalid': {
    when: 'palautus: heading: the copy was not made on the problems listed',
    title: 'Palautuskappaletta ei tehty',
    fi: 'Palautuskappaletta ei tehty, koska kokoelmassa on virheitä. Korjaa ne ja aja komento uudelleen.',
  },
} satisfies Record<string, ProblemSpec>;

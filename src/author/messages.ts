/**
 * Everything `npm run uusi` says, in Finnish: the student reads these, so each one tells what
 * happened and what to do next. Problems found by the content check keep the build's wording
 * (the same lines `npm run build` prints), introduced here in Finnish.
 */

const EXAMPLE = 'npm run uusi -- "Sinivuokko" --tieteellinen "Hepatica nobilis" ~/Kuvat/IMG_0412.HEIC ~/Kuvat/IMG_0413.jpg';

export const usage = (groups: readonly string[], defaultGroup: string): string =>
  [
    'Käyttö: npm run uusi -- "Lajin nimi" [--tieteellinen "Tieteellinen nimi"] [--ryhma RYHMÄ] KUVA...',
    '',
    'Lisää kokoelmaan uuden lajin kuvista: kopioi kuvat assets-kansioon siistein nimin, kirjoittaa',
    'lajille pohjan ryhmän tiedostoon src/data/species/RYHMÄ.ts ja tarkistaa koko sisällön.',
    'Jos nimi tai kuvat puuttuvat, komento kysyy ne.',
    '',
    'Esimerkki:',
    `  ${EXAMPLE}`,
    '',
    'Valinnat:',
    '  --tieteellinen NIMI  lajin tieteellinen nimi (vapaaehtoinen)',
    `  --ryhma RYHMÄ        ryhmä, johon laji lisätään: ${groups.join(', ')} (oletus: ${defaultGroup})`,
    '  --apua               näyttää tämän ohjeen',
  ].join('\n');

export const messages = {
  needNameAndPhotos: `Anna lajin nimi ja vähintään yksi kuva, esimerkiksi:\n  ${EXAMPLE}\nOhje: npm run uusi -- --apua`,
  unknownOption: (option: string) => `Tuntematon valinta ${option}.\nOhje: npm run uusi -- --apua`,
  missingValue: (option: string) => `Valinnan ${option} perästä puuttuu arvo.\nOhje: npm run uusi -- --apua`,
  emptyName: 'Lajin nimi puuttuu. Kirjoita lajin suomenkielinen nimi, esimerkiksi "Sinivuokko".',
  badName: (title: string) =>
    `Nimestä "${title}" ei saa sivun osoitetta. Käytä nimessä vain kirjaimia, numeroita, välilyöntejä ja väliviivoja.`,
  sameTitle: (title: string, file: string) =>
    `Laji "${title}" on jo kokoelmassa (${file}). Lisää uudet kuvat sen images-listaan tai anna uudelle lajille eri nimi.`,
  sameAddress: (title: string, existing: string, file: string) =>
    `Nimestä "${title}" tulisi sama sivun osoite kuin lajilla "${existing}" (${file}), koska osoitteesta jätetään ä- ja ö-kirjaimet pois. Anna uudelle lajille eri nimi.`,
  unknownGroup: (group: string, groups: readonly string[]) => `Ryhmää "${group}" ei ole. Valitse jokin näistä: ${groups.join(', ')}.`,
  photoMissing: (file: string) => `Kuvaa ei löydy: ${file}. Tarkista tiedoston nimi ja kansio.`,
  notAFile: (file: string) => `${file} ei ole tiedosto. Anna kuvatiedoston polku.`,
  unsupportedType: (file: string, extensions: readonly string[]) =>
    `Tiedosto ${file} ei ole tuettu kuva. Tuetut tiedostotyypit: ${extensions.join(', ')}.`,
  notAnImage: (file: string) => `Tiedostoa ${file} ei voi lukea kuvana. Se voi olla vioittunut; kokeile toista kuvaa.`,
  samePhotoTwice: (file: string) => `Sama kuva on annettu kahdesti: ${file}.`,
  contentUnreadable: (detail: string) =>
    `Kokoelman sisältöä ei voitu lukea, joten uutta lajia ei lisätty:\n  ${detail}\nKorjaa kohta tiedostoissa src/data/ ja yritä uudelleen.`,
  contentHasProblems: (problems: readonly string[]) =>
    [
      'Kokoelman sisällössä on jo virheitä, joten uutta lajia ei lisätty. Korjaa ensin nämä (npm run build näyttää samat):',
      ...problems.map((p) => `  - ${p}`),
    ].join('\n'),
  noListEnd: (file: string) => `Tiedostosta ${file} ei löytynyt lajilistan loppua (riviä "];"), joten lajia ei lisätty.`,
  rolledBack: (reason: string) => `${reason}\nKaikki palautettiin ennalleen: lajitiedosto on entisellään, eikä kuvia jäänyt assets-kansioon.`,
  newEntryProblems: (problems: readonly string[]) =>
    ['Uusi laji ei läpäissyt sisällön tarkistusta:', ...problems.map((p) => `  - ${p}`)].join('\n'),
  notInContent: (file: string) =>
    `Laji kirjoitettiin tiedostoon ${file}, mutta se ei näkynyt kokoelmassa. Onko ryhmä mukana tiedostossa src/data/species/index.ts?`,
  writeFailed: (detail: string) => `Tiedoston kirjoittaminen ei onnistunut (${detail}).`,
} as const;

export interface AddedSummary {
  name: string;
  group: string;
  /** Each photo as added (path from the project root) and where it came from. */
  photos: { added: string; from?: string }[];
  captureDate?: string;
  speciesFile: string;
  title: string;
  address: string;
  /** True when the address is the local preview's, false for the public site's. */
  preview: boolean;
}

export const added = (s: AddedSummary): string =>
  [
    `Lisättiin laji ${s.name} ryhmään ${s.group}.`,
    s.photos.length === 1 ? 'Kuva:' : 'Kuvat:',
    ...s.photos.map((p) => (p.from ? `  ${p.added}  (kopio tiedostosta ${p.from})` : `  ${p.added}  (oli jo assets-kansiossa)`)),
    ...(s.captureDate ? [`Kuvausaika ${s.captureDate} luettiin ensimmäisen kuvan tiedoista.`] : []),
    'Sisältö tarkistettiin: ei virheitä.',
    '',
    'Seuraavaksi:',
    `  1. Kirjoita lajin kuvaus ja tiedot tiedostoon ${s.speciesFile} (laji "${s.title}" on tiedoston lopussa).`,
    s.preview ? '  2. Käynnistä esikatselu komennolla: npm start' : '  2. Julkaise sivusto (ohje: OHJE.md).',
    `  3. Lajin sivu: ${s.address}`,
  ].join('\n');

export const prompts = {
  intro: 'Lisätään kokoelmaan uusi laji. Vastaa kysymyksiin ja paina Enter (Ctrl+C keskeyttää).',
  name: 'Lajin suomenkielinen nimi: ',
  scientificName: 'Tieteellinen nimi (paina vain Enter, jos et tiedä): ',
  photosIntro: 'Kirjoita kuvatiedoston polku tai vedä kuva tähän ikkunaan ja paina Enter. Tyhjä rivi lopettaa.',
  photo: (n: number) => `Kuva ${n}: `,
  needPhoto: 'Anna vähintään yksi kuva.',
  group: (groups: readonly string[], fallback: string) => `Ryhmä (${groups.join(', ')}) [${fallback}]: `,
} as const;

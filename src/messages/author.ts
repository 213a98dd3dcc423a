/**
 * What `npm run uusi` and `npm run aloita` say in Finnish besides their problems (whose texts are
 * in the catalogue entries, `problems/author.ts`): usage, prompts, what was done, and the pieces
 * some problems are set in. The student reads these, so each tells what happened and what next.
 */
import type { Problem } from './student-error.ts';

export const UUSI_EXAMPLE = 'npm run uusi -- "Sinivuokko" --tieteellinen "Hepatica nobilis" C:\\Users\\eetu\\Pictures\\IMG_0412.HEIC';
export const ALOITA_EXAMPLE = 'npm run aloita -- --otsikko "Kevään kasvit" --nimi Aino --luokka 8b';

export const uusiMessages = {
  usage: (groups: readonly string[], defaultGroup: string): string =>
    [
      'Käyttö: npm run uusi',
      '   tai: npm run uusi -- "Lajin nimi" [--tieteellinen "Tieteellinen nimi"] [--ryhmä RYHMÄ] [--ruutu 721:342] KUVA...',
      '',
      'Komento lisää kokoelmaan uuden lajin: se kopioi kuvat assets-kansioon siistein nimin ja kirjoittaa',
      'lajille oman tiedoston src/data/lajit/RYHMÄ/NIMI.md, johon kirjoitat sitten lajin kuvauksen.',
      'Tutulle lajille komento täyttää tieteellisen nimen ja ryhmän Laji.fi:n lajinimien luettelosta.',
      'Kuvan polun saat helpoimmin vetämällä kuvan hiirellä pääteikkunaan.',
      'Pelkkä npm run uusi kysyy nimen, kuvat ja ryhmän yksi kerrallaan (kuvan voi vetää ikkunaan hiirellä).',
      '',
      'Esimerkki:',
      `  ${UUSI_EXAMPLE}`,
      '',
      'Valinnat:',
      '  --tieteellinen NIMI  lajin tieteellinen nimi (vapaaehtoinen; tutulle lajille luettelosta)',
      `  --ryhmä RYHMÄ        ryhmä, johon laji lisätään: ${groups.join(', ')} (oletus: ${defaultGroup})`,
      '                       (myös --ryhma ilman ä-kirjainta)',
      '  --ruutu 721:342      kuvauspaikan 10 km:n ruutu Laji.fi-vientiä varten (vapaaehtoinen; ohje:',
      '                       OHJE-OMALLA-KONEELLA.md, luku 12). Ruutu ei näy sivustolla.',
      '  --apua               näyttää tämän ohjeen',
    ].join('\n'),

  /** Where a mistake on the command line points for help (src/flags.ts adds it). */
  help: 'npm run uusi -- --apua',
  /** The image stage's message about one photo, as a sentence after the photo's path (under `author.photo.refused`). */
  photoProblem: (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,

  /** After the heading of what went wrong: everything this run wrote was undone. */
  rolledBack: (heading: string) => `${heading}\nLajia ei lisätty: tämän komennon tekemät tiedostot poistettiin, eikä mitään jäänyt jäljelle.`,
  /** What `student.error`'s `interrupted` lists as removed. */
  removedPhotos: (count: number) => (count === 1 ? 'kopioitu kuva' : `kopioidut kuvat (${count})`),
  removedSpeciesFile: 'lajitiedosto',
  cancelledAtQuestion: 'Keskeytetty. Mitään ei muutettu.',
} as const;

export interface AddedSummary {
  name: string;
  groupName: string;
  /** Each photo as added (path from the project folder) and where it came from. */
  photos: { added: string; from?: string }[];
  captureDate?: string;
  /** The new species file, from the project folder. */
  speciesFile: string;
  /** The species page in the preview, or on the public site. */
  address: string;
  /** True when the address is the local preview's, false for the public site's. */
  preview: boolean;
  /** Photos that seem to show a person's face (`image.face`): printed after the summary, never fatal. */
  faceWarnings?: Problem[];
  /** The face results that could not be kept for the build (`cache.writeFailed`): printed, never fatal. */
  cacheWarnings?: Problem[];
  /** Photos whose location or camera identity was removed on the way into assets/ (issue 25). */
  cleaned?: { file: string; removed: string[] }[];
  /** The 10 km square written into the file (`typed` with --ruutu, else from the photo with `ruutu: kyllä`), or why none was. */
  square?: { written: string; typed?: true } | { none: 'noPosition' | 'outsideFinland' };
  /** The scientific name and group came from the name table (the student gave neither). */
  fromTable?: { scientific?: string; group?: boolean };
}

export const added = (s: AddedSummary): string =>
  [
    `Lisättiin laji ${s.name} ryhmään ${s.groupName}.`,
    s.photos.length === 1 ? 'Kuva:' : 'Kuvat:',
    ...s.photos.map((p) => (p.from ? `  ${p.added}  (kopio tiedostosta ${p.from})` : `  ${p.added}  (oli jo assets-kansiossa)`)),
    ...(s.captureDate ? [`Kuvausaika ${s.captureDate} luettiin ensimmäisen kuvan tiedoista.`] : []),
    ...(s.fromTable?.scientific ? [`Tieteellinen nimi ${s.fromTable.scientific} otettiin Laji.fi:n lajinimien luettelosta.`] : []),
    ...(s.fromTable?.group ? [`Ryhmä ${s.groupName} valittiin lajinimien luettelon mukaan (toisen ryhmän saa valinnalla --ryhmä).`] : []),
    ...(s.square && 'written' in s.square
      ? [
          s.square.typed
            ? `Ruutu ${s.square.written} (10 km × 10 km) kirjoitettiin lajin tiedostoon.`
            : `Ruutu ${s.square.written} (10 km × 10 km) luettiin ensimmäisen kuvan sijainnista, ennen kuin sijainti poistettiin kuvasta.`,
        ]
      : []),
    ...(s.square && 'none' in s.square
      ? [
          s.square.none === 'noPosition'
            ? 'Ensimmäisessä kuvassa ei ole sijaintia, joten ruutua ei kirjoitettu. Voit kirjoittaa sen itse (ohje: OHJE-OMALLA-KONEELLA.md, luku 12).'
            : 'Ensimmäisen kuvan sijainti ei ole Suomessa, joten ruutua ei kirjoitettu.',
        ]
      : []),
    'Kuvat ja lajin tiedot tarkistettiin samalla tavalla kuin sivustoa rakennettaessa.',
    '',
    'Seuraavaksi:',
    `  1. Avaa tiedosto ${s.speciesFile} ja kirjoita lajin kuvaus sen loppuun, jälkimmäisen kolmen viivan rivin (---) alle. Jätä kappaleiden väliin tyhjä rivi.`,
    s.preview
      ? '  2. Katso sivua esikatselussa komennolla: npm start'
      : '  2. Katso sivua esikatselussa komennolla npm start ja julkaise sivusto (ohje: OHJE.md).',
    `  3. Lajin sivu: ${s.address}`,
  ].join('\n');

export const uusiPrompts = {
  intro: 'Lisätään kokoelmaan uusi laji. Vastaa kysymyksiin ja paina Enter (Ctrl+C keskeyttää).',
  name: 'Lajin suomenkielinen nimi: ',
  scientificName: 'Tieteellinen nimi (paina vain Enter, jos et tiedä): ',
  photosIntro: 'Kirjoita kuvatiedoston polku tai vedä kuva tähän ikkunaan ja paina Enter. Tyhjä rivi lopettaa.',
  photo: (n: number) => `Kuva ${n}: `,
  photoAccepted: (file: string) => `  Kuva kelpaa: ${file}`,
  photoRefused: (problems: readonly string[]) =>
    [...problems.map((problem) => `  ${problem}`), '  Tätä kuvaa ei lisätä. Anna toinen kuva tai lopeta tyhjällä rivillä.'].join('\n'),
  needPhoto: 'Anna vähintään yksi kuva.',
  group: (groups: readonly string[], fallback: string) => `Ryhmä (${groups.join(', ')}). Pelkkä Enter = ${fallback}: `,
  /** The name was found in the table: its scientific name is offered. */
  scientificFromTable: (scientific: string) => `Tieteellinen nimi (pelkkä Enter = ${scientific}, luettelon mukaan): `,
  /** The name is a letter or two off a known one. */
  didYouMean: (suggestion: string) => `Tarkoititko "${suggestion}"? (k = kyllä, e = ei, nimi on oikein): `,
} as const;

export const aloitaMessages = {
  usage: [
    'Käyttö: npm run aloita',
    '   tai: npm run aloita -- --otsikko "Kokoelman otsikko" --nimi ETUNIMI --luokka LUOKKA',
    '',
    'Aloittaa oman kokoelman: kirjoittaa kokoelman tiedot tiedostoon src/data/kokoelma.md ja poistaa',
    'mallikokoelman lajit ja piirrokset. Omia lajeja ja kuvia se ei koskaan poista.',
    'Pelkkä npm run aloita kysyy tiedot yksi kerrallaan.',
    '',
    'Esimerkki:',
    `  ${ALOITA_EXAMPLE}`,
    '',
    'Valinnat:',
    '  --otsikko OTSIKKO  kokoelman otsikko, näkyy jokaisen sivun yläpalkissa',
    '  --nimi ETUNIMI     oma etunimesi (pelkkä etunimi: sivusto on julkinen)',
    '  --luokka LUOKKA    luokkasi, esimerkiksi 8b',
    '  --yksityinen       repositorio on yksityinen: lomakkeisiin ei lisätä kuvia, vaan kuvat',
    '                     ladataan kansioon uudet-kuvat',
    '  --apua             näyttää tämän ohjeen',
  ].join('\n'),

  /** Where a mistake on the command line points for help (src/flags.ts adds it). */
  help: 'npm run aloita -- --apua',
  /** The values' names in the problems about them (`author.start.*`). */
  what: { title: 'Kokoelman otsikko', firstName: 'Etunimi', className: 'Luokka' },

  /** After `--yksityinen` rewrote the forms (their paths). */
  privateForms: (files: readonly string[]): string =>
    files.length === 0
      ? 'Lomakkeiden Kuvat-kentät ohjasivat jo kansioon uudet-kuvat.'
      : `Repositorio on yksityinen, joten lomakkeisiin ei lisätä kuvia: Kuvat-kenttä ohjaa nyt lataamaan kuvat kansioon uudet-kuvat (${files.join(', ')}).`,

  // Done.
  started: (s: StartedSummary): string =>
    [
      s.removedSpecies === 0 && s.removedPhotos === 0
        ? `Kokoelman tiedot kirjoitettiin tiedostoon ${s.collectionFile}. Mallikokoelma oli jo poistettu.`
        : `Oma kokoelma aloitettu. Kokoelman tiedot kirjoitettiin tiedostoon ${s.collectionFile}, ja mallikokoelmasta poistettiin ` +
          `${s.removedSpecies} lajia ja ${s.removedPhotos} ${s.removedPhotos === 1 ? 'kuva' : 'kuvaa'}.`,
      `  Otsikko: ${s.title}`,
      `  Nimi: ${s.firstName}`,
      `  Luokka: ${s.className}`,
      `Repositorion esittely kirjoitettiin tiedostoon ${s.readme}: GitHub näyttää sen repositorion etusivulla.`,
      ...(s.keptPhotos.length > 0
        ? [`Nämä kuvat jäivät assets-kansioon, koska ne eivät ole mallikokoelman kuvia sellaisinaan:`, ...s.keptPhotos.map((photo) => `  ${photo}`)]
        : []),
      '',
      'Seuraavaksi:',
      '  1. Lisää ensimmäinen laji komennolla: npm run uusi',
      '  2. Katso sivustoa esikatselussa komennolla: npm start',
    ].join('\n'),
} as const;

/** The note `npm run aloita` keeps in every group folder under assets/ (src/author/group-notes.ts), line by line. */
export const groupNoteLines = (name: string, folder: string): string[] => [
  `# ${name}`,
  '',
  `Tähän kansioon tulevat tämän ryhmän (${name}) lajien kuvat.`,
  `Lajitiedostot ovat kansiossa src/data/lajit/${folder}.`,
  '',
  'Poista kuvista sijainti, ennen kuin lataat ne (OHJE.md kertoo miten).',
  'Tätä tiedostoa ei tarvitse muuttaa eikä poistaa: se pitää kansion tallessa.',
  '',
];

export interface StartedSummary {
  collectionFile: string;
  /** The repository's introduction, `.github/README.md`, from the project folder. */
  readme: string;
  title: string;
  firstName: string;
  className: string;
  removedSpecies: number;
  removedPhotos: number;
  /** Files left in the assets folder that are not the sample's (or were edited), from the project folder. */
  keptPhotos: string[];
}

export const aloitaPrompts = {
  intro: 'Aloitetaan oma kokoelma. Mallikokoelman lajit ja piirrokset poistetaan; omat kuvasi jäävät. Ctrl+C keskeyttää.',
  title: 'Kokoelman otsikko (esimerkiksi Kevään kasvit): ',
  firstName: 'Etunimesi: ',
  className: 'Luokkasi (esimerkiksi 8b): ',
  cancelled: 'Keskeytetty. Mitään ei muutettu.',
} as const;

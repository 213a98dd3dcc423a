/**
 * What the observation export (`npm run havainnot`) and the species file's `ruutu` key say, in
 * Finnish. New for issue 30; the `code` of each problem is built where the problem is made.
 */

/** The example square every message shows: Oulu's centre. */
const SQUARE_EXAMPLE = '721:342';

export const observationMessages = {
  // The `ruutu` key of a species file.
  square: {
    form: (text: string) =>
      `ruutu on muotoa ${SQUARE_EXAMPLE}: kolme numeroa pohjoiseen, kaksoispiste ja kolme numeroa itään (Suomen 10 km:n yhtenäiskoordinaattiruutu). Nyt siinä lukee "${text}": korjaa se tai poista koko rivi`,
    outside: (text: string) =>
      `ruutu "${text}" ei ole Suomessa: pohjoisnumero on 661–777 ja itänumero 306–373, esimerkiksi ${SQUARE_EXAMPLE}. Tarkista, ettei numeroita ole kirjoitettu väärin päin`,
  },

  // The command.
  usage:
    'Käyttö: npm run havainnot -- --havainnoija "Etunimi Sukunimi"\n' +
    'Kirjoittaa kansioon havainnot/ kaksi tiedostoa: Laji.fi:n Vihkoon tuotavan taulukon ja Darwin Core -tiedoston. Koko nimesi menee vain näihin tiedostoihin, ei sivustolle eikä GitHubiin.',
  noObserver: 'kerro havainnoijan koko nimi: npm run havainnot -- --havainnoija "Etunimi Sukunimi". Nimi kirjoitetaan vain havainnot/-kansion tiedostoihin.',
  contentHeading: (count: number) =>
    `Havaintoja ei viety: sisällössä on ${count === 1 ? '1 virhe. Korjaa se' : `${count} virhettä. Korjaa ne`} ja aja komento uudelleen.`,
  notExportable: {
    heading: (count: number) => `Näitä lajeja ei voitu viedä (${count}):`,
    noDate: 'kuvausaika puuttuu: lisää rivi kuvausaika: 17.5.2024',
    noSquare: `ruutu puuttuu: lisää rivi ruutu: ${SQUARE_EXAMPLE} (kuvauspaikan 10 km:n ruutu, katso OHJE-OMALLA-KONEELLA.md)`,
    noDateNoSquare: `kuvausaika ja ruutu puuttuvat: lisää rivit kuvausaika: 17.5.2024 ja ruutu: ${SQUARE_EXAMPLE}`,
    line: (file: string, title: string, reason: string) => `${file} (${title}): ${reason}`,
  },
  written: (count: number, files: readonly string[]) =>
    `${count === 1 ? '1 havainto' : `${count} havaintoa`} kirjoitettiin tiedostoihin ${files.join(' ja ')}. Ne eivät mene GitHubiin (havainnot/ on .gitignore-tiedostossa). Lataa Vihko-tiedosto Laji.fi:hin OHJE-OMALLA-KONEELLA.md:n ohjeella.`,
  nothingExportable: 'Yhtään havaintoa ei voitu viedä: jokaiselta lajilta puuttuu kuvausaika tai ruutu (katso lista yllä).',
};

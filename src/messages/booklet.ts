/** What the PDF booklet (`npm run pdf`, `pdf: kyllä`) says to the student, in Finnish. */
import { decimal } from './numbers.ts';
import { show } from './student-error.ts';

export const bookletMessages = {
  /** `npm run pdf`'s lines: the site, then the booklet. */
  siteBuilt: (outDir: string, pages: number, seconds: number) => `Sivusto rakennettiin kansioon ${outDir}/ (${pages} sivua) ${decimal(seconds, 1)} sekunnissa.`,
  made: (file: string, size: string, pages: number, photos: number, seconds: number) =>
    `Kokoelma PDF-tiedostona: ${file} (${size}, ${pages} sivua, ${photos} kuvaa), tehty ${decimal(seconds, 1)} sekunnissa.`,
  /** A `pdf:` value that is neither word. */
  yesNo: (key: string, given: string) => `${key} on joko kyllä tai ei (nyt ${show(given)}): kirjoita esimerkiksi ${key}: kyllä`,

  /** Heading of every booklet problem: the site itself was written. */
  heading: 'PDF-tiedostoa (kokoelma.pdf) ei tehty; sivusto rakennettiin ilman sitä.',
  noBrowser:
    'PDF-kirjanen tehdään Chrome-, Edge- tai Chromium-selaimella, eikä mitään niistä löytynyt tältä koneelta. ' +
    'Asenna Google Chrome (https://www.google.com/chrome/) tai Linuxissa Chromium (esimerkiksi sudo apt install chromium) ' +
    'ja aja komento uudelleen. Jos selain on asennettu muualle, kerro sen polku ympäristömuuttujassa CHROME_PATH.',
  noBrowserAt: (path: string) =>
    `ympäristömuuttujassa CHROME_PATH kerrotua selainta ${path} ei ole: korjaa polku tai poista muuttuja, jolloin selain etsitään tavallisista paikoista`,
  browserFailed: (path: string, detail: string) =>
    `selain ${path} ei käynnistynyt (${detail}): päivitä tai asenna Chrome uudelleen, tai kerro toisen selaimen polku ympäristömuuttujassa CHROME_PATH`,
  noPlaywright: 'ohjelmakirjasto playwright-core puuttuu: aja ensin npm install',
  /** The browser printed a PDF whose structure the booklet's PDF reader could not read (detail in English, for the engineer). */
  unreadable: (detail: string) =>
    `selaimen tekemää PDF-tiedostoa ei voitu lukea, joten kirjasen sivunumeroita ei saatu selville (${detail}). Aja komento uudelleen; jos sama toistuu, näytä tämä viesti opettajalle.`,
  tooOld: (version: string) => `selain (${version}) ei osaa tehdä PDF:ään kirjanmerkkejä: päivitä Chrome uusimpaan versioon ja aja komento uudelleen`,
} as const;

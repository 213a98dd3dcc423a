/** What the PDF booklet (`npm run pdf`, `pdf: kyllä`) says to the student, in Finnish. */
import { show } from './student-error.ts';

export const bookletMessages = {
  /** `npm run pdf`'s lines: the site, then the booklet. */
  siteBuilt: (outDir: string, pages: number, seconds: number) => `Sivusto rakennettiin kansioon ${outDir}/ (${pages} sivua) ${decimal(seconds)} sekunnissa.`,
  made: (file: string, size: string, pages: number, photos: number, seconds: number) =>
    `Kokoelma PDF-tiedostona: ${file} (${size}, ${pages} sivua, ${photos} ${photos === 1 ? 'kuva' : 'kuvaa'}), tehty ${decimal(seconds)} sekunnissa.`,
  /** A `pdf:` value that is neither word. */
  yesNo: (key: string, given: string) => `${key}-rivin arvo on kyllä tai ei (nyt ${show(given)}): kirjoita esimerkiksi "${key}: kyllä"`,

  /** Heading of every booklet problem: the site itself was written. */
  heading: 'PDF-tiedostoa (kokoelma.pdf) ei tehty; sivusto rakennettiin ilman sitä.',
  noBrowser:
    'PDF-kirjanen tehdään Chrome- tai Chromium-selaimella, eikä sitä löytynyt tältä koneelta. ' +
    'Asenna Google Chrome (https://www.google.com/chrome/) tai Linuxissa Chromium (esimerkiksi sudo apt install chromium) ' +
    'ja aja komento uudelleen. Jos selain on asennettu muualle, kerro sen polku ympäristömuuttujassa CHROME_PATH.',
  noBrowserAt: (path: string) =>
    `ympäristömuuttujassa CHROME_PATH kerrottua selainta ei löydy polusta ${path}: korjaa polku tai poista muuttuja, jolloin Chrome etsitään tavallisista paikoista`,
  browserFailed: (path: string, detail: string) =>
    `selain ${path} ei käynnistynyt (${detail}): päivitä tai asenna Chrome uudelleen, tai kerro toisen selaimen polku ympäristömuuttujassa CHROME_PATH`,
  noPlaywright: 'ohjelmakirjasto playwright-core puuttuu: aja ensin npm ci',
  tooOld: (version: string) => `selain (${version}) ei osaa tehdä PDF:ään kirjanmerkkejä: päivitä Chrome uusimpaan versioon ja aja komento uudelleen`,
} as const;

/** A number of seconds with one decimal, as Finnish writes it (4,0). */
const decimal = (n: number) => n.toFixed(1).replace('.', ',');

/**
 * What the local servers say, in Finnish: `npm run serve` and `npm start` (the preview of the built
 * site) and `npm run dev` (rebuilds on save), in the terminal and over the page in the browser.
 */
import { decimal } from './numbers.ts';

export const serveMessages = {
  /**
   * A draft's card and page (`luonnos: kyllä`), which only `npm run dev` shows. Here, not in
   * `site.ts`: the client bundle reads that file, and esbuild names its minified variables from
   * the text of every file it reads, so a word there would change every built page's script.
   */
  draftCard: 'Luonnos: ei julkaistulla sivustolla',
  draftPage:
    'Luonnos: tämä laji näkyy vain tässä esikatselussa (npm run dev), ei julkaistulla sivustolla eikä PDF-tiedostossa. Kun laji on valmis, poista lajitiedostosta rivi luonnos: kyllä.',
  previewReady: (url: string) => `Sivusto näkyy osoitteessa ${url}. Avaa se selaimessa. Ctrl+C pysäyttää.`,
  devReady: (url: string, folders: readonly string[]) =>
    `Esikatselu näkyy osoitteessa ${url}. Avaa se selaimessa. Sivu päivittyy itsestään, kun tallennat ` +
    `muutoksen kansioissa ${folders.map((folder) => `${folder}/`).join(' ja ')}. Ctrl+C pysäyttää.`,

  /** Over the page (and as the page before the first good build) while the last build failed. */
  overlayHeading: 'Korjaa ja tallenna: tämä sivu päivittyy itsestään, kun tallennat korjatun tiedoston.',
  /** The button that hides the dev page's small warnings box (the assignment's shortfalls) until the next save. */
  warningsHide: 'Piilota',
  /** The page shown before the first build has finished or while it fails. */
  waitingTitle: 'Sivustoa rakennetaan…',
  waitingText: 'Sivustoa rakennetaan. Tämä sivu päivittyy itsestään, kun sivusto on valmis.',
  failedTitle: 'Sivustoa ei voitu rakentaa',

  /** Answers of the preview and dev servers that are not pages (a browser shows them as plain text). */
  otherHost: (url: string) => `Tämä palvelin vastaa vain omaan osoitteeseensa ${url}. Avaa sivu siitä osoitteesta; muut sivustot eivät pääse lukemaan sitä.`,
  badRequest: 'Virheellinen osoite: tarkista, että osoitteessa ei ole rikkinäisiä %-merkintöjä.',
  methodNotAllowed: 'Tämä palvelin vain näyttää sivuja: se ei ota vastaan lähetyksiä.',
  serverError: 'Palvelimessa tapahtui odottamaton virhe. Sen tiedot näkyvät päätteessä.',

  /** `npm run dev` after each good build: everything the first time, then what a save changed. */
  devBuilt: (run: { pages: number; rendered: number; imageFiles: number; sources: number; processed: number; seconds: number }) =>
    `Sivusto on päivitetty (${run.pages} sivua, joista ${run.rendered} muuttui; ${run.imageFiles} kuvatiedostoa ${run.sources} kuvasta, ` +
    `joista ${run.processed} käsiteltiin nyt) ${decimal(run.seconds, 2)} sekunnissa.`,
  /** A change to the program's own code while `npm run dev` runs without its restarting parent. */
  restartForCode: (file: string) => `Ohjelman koodi muuttui (${file}): pysäytä npm run dev (Ctrl+C) ja käynnistä se uudelleen, niin muutos tulee voimaan.`,
  /** scripts/dev.ts starts the server again after a change to the program's own code. */
  restarting: (file: string) => `Ohjelman koodi muuttui (${file}): kehityspalvelin käynnistyy uudelleen, ja avoimet sivut päivittyvät itsestään.`,
} as const;

/**
 * What the local servers say, in Finnish: `npm run serve` and `npm start` (the preview of the built
 * site) and `npm run dev` (rebuilds on save), in the terminal and over the page in the browser.
 */

export const serveMessages = {
  /** `command` is the way the student started the server (`npm run serve`), so the advice can be typed as it is. */
  portInUse: (port: number, command: string, other: number) =>
    `Portti ${port} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). ` +
    `Sulje se tai käynnistä toiseen porttiin: ${command} -- --port ${other}`,
  portDenied: (port: number, command: string, other: number) =>
    `Porttia ${port} ei saa käyttää tällä koneella (portit alle 1024 vaativat ylläpitäjän oikeudet). ` +
    `Käynnistä toiseen porttiin: ${command} -- --port ${other}`,
  noSite: (dir: string) =>
    `Kansiossa ${dir}/ ei ole rakennettua sivustoa. Rakenna se ensin komennolla npm run build ` +
    'tai käytä komentoa npm start, joka rakentaa sivuston ja käynnistää esikatselun.',

  previewReady: (url: string) => `Sivusto näkyy osoitteessa ${url} — avaa se selaimessa. Ctrl+C pysäyttää.`,
  devReady: (url: string, folders: readonly string[]) =>
    `Kehityspalvelin näkyy osoitteessa ${url} — avaa se selaimessa. Sivu päivittyy itsestään, kun tallennat ` +
    `muutoksen kansioissa ${folders.map((folder) => `${folder}/`).join(' ja ')}. Ctrl+C pysäyttää.`,

  /** Over the page (and as the page before the first good build) while the last build failed. */
  overlayHeading: 'Korjaa alla oleva virhe ja tallenna tiedosto: tämä sivu päivittyy itsestään.',
  /** The page shown before the first build has finished or while it fails. */
  waitingTitle: 'Sivustoa rakennetaan…',
  waitingText: 'Sivustoa rakennetaan. Tämä sivu päivittyy itsestään, kun sivusto on valmis.',
  failedTitle: 'Sivustoa ei voitu rakentaa',
  /** A build that ended without a report (killed, or crashed before it could print one). */
  buildEnded: (code: number | null, signal: string | null) =>
    `Sivuston rakentaminen keskeytyi (${signal ? `signaali ${signal}` : `koodi ${code}`}) eikä kertonut syytä. Tallenna tiedosto uudelleen, niin rakentaminen alkaa alusta.`,
} as const;

/**
 * Problems of a run as a whole: the build and its output folder, the cache, a setting or flag,
 * the PDF booklet and the local servers. Many are a `StudentError`'s heading: what happened as a
 * whole and what was kept, above the problems that caused it.
 */
import { show } from '../student-error.ts';
import type { ProblemSpec } from './spec.ts';

const SITE_URL_EXAMPLE = 'https://aino.github.io/eliokokoelma/';

export const buildProblems = {
  // The build and its output (src/pipeline, src/output)
  'content.invalid': {
    when: 'heading: the build stopped on the content problems listed',
    title: 'Sivustoa ei rakennettu',
    /** Said wherever the problems are shown; each place adds its own way to try again (`fixInTerminal`, the dev overlay, GitHub). */
    fi: (count: number) => `Sivustoa ei rakennettu: sisällössä on ${count === 1 ? '1 virhe' : `${count} virhettä`}. Edellinen sivusto on ennallaan.`,
  },
  'build.overBudget': {
    when: 'a page is over its weight budget',
    title: 'Sivu on liian raskas',
    fi: (page: string, total: string, limit: string, html: string, images: string) =>
      `${page}: ${total}, enemmän kuin sallitut ${limit} (HTML ${html}, kuvat ${images})`,
  },
  'build.scriptOverBudget': {
    when: 'the gallery script is over its budget',
    title: 'Skripti on liian raskas',
    fi: (bytes: number, limit: number) => `kuvaselaimen skripti: ${bytes} tavua pakattuna, enemmän kuin sallitut ${limit} tavua`,
  },
  'build.overBudgetHeading': {
    when: 'heading: the build stopped on pages over budget',
    title: 'Sivut ovat liian raskaita',
    fi: (count: number) =>
      `Sivustoa ei rakennettu: ${count === 1 ? 'sivu on liian raskas' : 'sivut ovat liian raskaita'} puhelimelle. Edellinen sivusto on ennallaan. ` +
      'Lyhennä sivun kuvausta tai poista sivulta kuvia. Jos sivu saa olla hidas, rakenna se silti komennolla npm run build -- --budget=warn.',
  },
  'output.refused': {
    when: 'the output folder is not one the build may replace',
    title: 'Sivustoa ei kirjoitettu kansioon',
    /** `problem` says why, from `buildMessages.output` (`is`, `holds`, `inside`, `isFile`, `foreignFiles`). */
    fi: (problem: string) =>
      `Sivustoa ei rakennettu: ${problem}. Rakentaminen korvaisi koko kansion, joten mitään ei muutettu. ` +
      'Rakenna uuteen tai tyhjään kansioon, esimerkiksi --out dist.',
  },
  'output.locked': {
    when: 'another build holds the output folder',
    title: 'Toinen komento rakentaa jo sivustoa',
    fi: (outDir: string, holder?: { pid: number; started?: string | undefined }, lock?: string) =>
      `Toinen komento rakentaa jo sivustoa kansioon ${outDir}` +
      (holder ? ` (prosessi ${holder.pid}${holder.started ? `, aloitettu ${holder.started}` : ''})` : '') +
      ': odota, että se valmistuu, ja aja komento sitten uudelleen.' +
      (lock ? ` Jos mikään komento ei ole käynnissä, poista tiedosto ${lock}.` : ''),
  },
  'output.writeFailed': {
    when: 'writing the site failed (a full disk, a folder that cannot be written)',
    title: 'Sivuston kirjoitus epäonnistui',
    /** `state` says what the failed write left (`buildMessages.output.state`). */
    fi: {
      diskFull: (outDir: string, state: string) =>
        `Levy on täynnä: sivustoa ei voitu kirjoittaa kansioon ${outDir}. ${state} Vapauta levyltä tilaa ja rakenna uudelleen.`,
      failed: (outDir: string, detail: string, state: string) =>
        `Sivustoa ei voitu kirjoittaa kansioon ${outDir} (${detail}). ${state} ` +
        'Tarkista, että kansioon saa kirjoittaa ja ettei polussa ole samannimistä tiedostoa.',
    },
  },

  // The cache between runs (src/cache/store.ts): never fatal
  'cache.writeFailed': {
    when: 'a cache folder could not be written (the run is fine, the next one slower)',
    title: 'Välimuistiin ei voitu tallentaa',
    warning: 'cache',
    /** `detail` is the system's own text. */
    fi: (folder: string, detail: string) =>
      `välimuistiin ei voitu tallentaa kansioon ${folder} (${detail}). Mitään ei menetetty, mutta seuraava rakentaminen on hitaampi. ` +
      'Tarkista, että levyllä on tilaa ja että kansioon saa kirjoittaa.',
  },

  // Settings (src/config.ts): each names the environment variable and the flag it came from,
  // quotes the value received and says what to write.
  'settings.value': {
    when: 'a flag or environment variable cannot be used',
    title: 'Asetus on väärä',
    fi: {
      heading: (count: number) => `Mitään ei tehty: ${count === 1 ? '1 asetus on' : `${count} asetusta on`} väärin.`,
      siteUrl: (given: string) =>
        `SITE_URL (--site-url): ${show(given)} ei ole kokonainen verkko-osoite: kirjoita se alusta asti, esimerkiksi ${SITE_URL_EXAMPLE}`,
      siteUrlScheme: (given: string) => `SITE_URL (--site-url): ${show(given)} ei ala https:// tai http://: kirjoita esimerkiksi ${SITE_URL_EXAMPLE}`,
      siteUrlHost: (given: string) => `SITE_URL (--site-url): osoitteesta ${show(given)} puuttuu palvelimen nimi: kirjoita esimerkiksi ${SITE_URL_EXAMPLE}`,
      siteUrlQuery: (given: string) =>
        `SITE_URL (--site-url): osoitteessa ${show(given)} on ?- tai #-osa: kirjoita pelkkä etusivun osoite, esimerkiksi ${SITE_URL_EXAMPLE}`,
      /** `path` is the address's path as a URL reads it (`/a%ZZ/`, a space as `%20`). */
      siteUrlPath: (given: string, path: string) =>
        `SITE_URL (--site-url): osoitteen polku ${show(path)} ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ . ~ ` +
        `(kuten GitHub-repositorion nimessä), esimerkiksi ${SITE_URL_EXAMPLE} (nyt ${show(given)})`,
      basePath: (given: string) =>
        `BASE_PATH (--base): ${show(given)} ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ . ~ ` +
        '(kuten GitHub-repositorion nimessä), esimerkiksi /eliokokoelma',
      port: (given: string) => `PORT (--port): ${show(given)} ei ole portin numero: kirjoita kokonaisluku väliltä 0–65535, esimerkiksi 4173`,
      budget: (given: string) => `--budget: ${show(given)} ei kelpaa: kirjoita --budget=fail tai --budget=warn`,
      out: (given: string) => `--out: kansion nimi puuttuu (nyt ${show(given)}): kirjoita kansio, esimerkiksi --out dist`,
    },
  },
  'settings.flag': {
    when: 'a command line holds a flag the command does not take, or a flag without its value (src/flags.ts)',
    title: 'Komennon valinta on väärin',
    /** `accepted` lists the command's flags as `--out <arvo>`. */
    fi: {
      /** Over the one mistake a command line is told about: a flag is a "valinta", not an "asetus". */
      heading: 'Mitään ei tehty: komennon valinta on väärin.',
      unknown: (flag: string, accepted: string) => `Tuntematon valinta ${flag}. Tämä komento hyväksyy: ${accepted}`,
      stray: (word: string, accepted: string) =>
        `Ylimääräinen sana ${show(word)}: tämä komento ottaa vain valintoja. Jos sana kuuluu valinnalle, kirjoita valinta sen eteen. Tämä komento hyväksyy: ${accepted}`,
      noValue: (flag: string) => `Valinnalta ${flag} puuttuu arvo: kirjoita arvo valinnan perään, esimerkiksi ${flag} arvo tai ${flag}=arvo`,
      noValueTaken: (flag: string) => `Valinta ${flag} ei ota arvoa: kirjoita pelkkä ${flag}`,
    },
  },

  // The booklet (src/booklet)
  'booklet.failed': {
    when: 'the PDF booklet was not made (browser missing or failed)',
    title: 'PDF-tiedostoa ei tehty',
    fi: {
      /** Heading of every booklet problem: the site itself was written. */
      heading: 'PDF-tiedostoa (kokoelma.pdf) ei tehty; sivusto rakennettiin ilman sitä.',
      noBrowser:
        'PDF-kirjanen tehdään Chrome-, Edge- tai Chromium-selaimella, eikä mitään niistä löytynyt tältä koneelta. ' +
        'Asenna Google Chrome (https://www.google.com/chrome/) tai Linuxissa Chromium (esimerkiksi sudo apt install chromium) ' +
        'ja aja komento uudelleen. Jos selain on asennettu muualle, kerro sen polku ympäristömuuttujassa CHROME_PATH.',
      noBrowserAt: (path: string) =>
        `ympäristömuuttujassa CHROME_PATH kerrottua selainta ei löydy polusta ${path}: korjaa polku tai poista muuttuja, jolloin Chrome etsitään tavallisista paikoista`,
      browserFailed: (path: string, detail: string) =>
        `selain ${path} ei käynnistynyt (${detail}): päivitä tai asenna Chrome uudelleen, tai kerro toisen selaimen polku ympäristömuuttujassa CHROME_PATH`,
      noPlaywright: 'ohjelmakirjasto playwright-core puuttuu: aja ensin npm ci',
      /** The browser printed a PDF whose structure the booklet's PDF reader could not read (the detail is for the engineer's log only). */
      unreadable: (_detail: string) =>
        'selaimen tekemää PDF-tiedostoa ei voitu lukea, joten kirjasen sivunumeroita ei saatu selville. Aja komento uudelleen; jos sama toistuu, näytä tämä viesti opettajalle.',
      tooOld: (version: string) => `selain (${version}) ei osaa tehdä PDF:ään kirjanmerkkejä: päivitä Chrome uusimpaan versioon ja aja komento uudelleen`,
    },
  },

  // npm run serve / dev (src/serve)
  'serve.portInUse': {
    when: 'the port is taken by another program',
    title: 'Portti on käytössä',
    /** `command` is the way the student started the server (`npm run serve`), so the advice can be typed as it is. */
    fi: (port: number, command: string, other: number) =>
      `Portti ${port} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). ` +
      `Sulje se tai käynnistä toiseen porttiin: ${command} -- --port ${other}`,
  },
  'serve.portDenied': {
    when: 'the port may not be opened',
    title: 'Porttia ei voi avata',
    fi: (port: number, command: string, other: number) =>
      `Porttia ${port} ei saa käyttää tällä koneella (portit alle 1024 vaativat ylläpitäjän oikeudet). ` +
      `Käynnistä toiseen porttiin: ${command} -- --port ${other}`,
  },
  'serve.noSite': {
    when: 'there is no built site to serve',
    title: 'Sivustoa ei ole rakennettu',
    fi: (dir: string) =>
      `Kansiossa ${dir}/ ei ole rakennettua sivustoa. Rakenna se ensin komennolla npm run build ` +
      'tai käytä komentoa npm start, joka rakentaa sivuston ja käynnistää esikatselun.',
  },
} satisfies Record<string, ProblemSpec>;

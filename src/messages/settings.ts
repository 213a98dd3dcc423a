/**
 * What a command says about a setting or a flag it cannot use, in Finnish. Each problem names the
 * environment variable and the flag it came from, quotes the value received and says what to write.
 */
import { show } from './student-error.ts';

const SITE_URL_EXAMPLE = 'https://aino.github.io/eliokokoelma/';

export const settingsMessages = {
  heading: (count: number) => `Mitään ei tehty: ${count === 1 ? '1 asetus on' : `${count} asetusta on`} väärin.`,

  siteUrl: {
    notAddress: (given: string) =>
      `SITE_URL (--site-url): ${show(given)} ei ole kokonainen verkko-osoite: kirjoita se alusta asti, esimerkiksi ${SITE_URL_EXAMPLE}`,
    scheme: (given: string) => `SITE_URL (--site-url): ${show(given)} ei ala https:// tai http://: kirjoita esimerkiksi ${SITE_URL_EXAMPLE}`,
    noHost: (given: string) => `SITE_URL (--site-url): osoitteesta ${show(given)} puuttuu palvelimen nimi: kirjoita esimerkiksi ${SITE_URL_EXAMPLE}`,
    queryOrHash: (given: string) =>
      `SITE_URL (--site-url): osoitteessa ${show(given)} on ?- tai #-osa: kirjoita pelkkä etusivun osoite, esimerkiksi ${SITE_URL_EXAMPLE}`,
    /** `path` is the address's path as a URL reads it (`/a%ZZ/`, a space as `%20`). */
    path: (given: string, path: string) =>
      `SITE_URL (--site-url): osoitteen polku ${show(path)} ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ . ~ ` +
      `(kuten GitHub-repositorion nimessä), esimerkiksi ${SITE_URL_EXAMPLE} (nyt ${show(given)})`,
  },
  basePath: (given: string) =>
    `BASE_PATH (--base): ${show(given)} ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ . ~ ` +
    '(kuten GitHub-repositorion nimessä), esimerkiksi /eliokokoelma',
  port: (given: string) => `PORT (--port): ${show(given)} ei ole portin numero: kirjoita kokonaisluku väliltä 0–65535, esimerkiksi 4173`,
  budget: (given: string) => `--budget: ${show(given)} ei kelpaa: kirjoita --budget=fail tai --budget=warn`,
  out: (given: string) => `--out: kansion nimi puuttuu (nyt ${show(given)}): kirjoita kansio, esimerkiksi --out dist`,

  /** A command line the command cannot read; `accepted` lists its flags as `--out <arvo>`. */
  flags: {
    /** Over the one mistake a command line is told about: a flag is a "valinta", not an "asetus". */
    heading: 'Mitään ei tehty: komennon valinta on väärin.',
    help: (command: string) => `Ohje: ${command}`,
    unknown: (flag: string, accepted: string) => `Tuntematon valinta ${flag}. Tämä komento hyväksyy: ${accepted}`,
    stray: (word: string, accepted: string) =>
      `Ylimääräinen sana ${show(word)}: tämä komento ottaa vain valintoja. Jos sana kuuluu valinnalle, kirjoita valinta sen eteen. Tämä komento hyväksyy: ${accepted}`,
    noValue: (flag: string) => `Valinnalta ${flag} puuttuu arvo: kirjoita arvo valinnan perään, esimerkiksi ${flag} arvo tai ${flag}=arvo`,
    noValueTaken: (flag: string) => `Valinta ${flag} ei ota arvoa: kirjoita pelkkä ${flag}`,
    none: 'ei valintoja',
    valueName: '<arvo>',
  },
} as const;

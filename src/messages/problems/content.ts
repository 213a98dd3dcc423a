/**
 * Problems in the student's content files (`src/data`): the front matter, keys, names, dates,
 * photo items and sources. Each message is printed after the file, the line and the key it is
 * about (see `formatProblem`), so it says what is wrong and what to do.
 */
import { show } from '../student-error.ts';
import type { ProblemSpec } from './spec.ts';

const DATE_EXAMPLE = '17.5.2024';
/** The example square every `ruutu` message shows: Oulu's centre. */
export const SQUARE_EXAMPLE = '721:342';
/** What a square looks like, for the square's problems. */
const SQUARE_FORM = `ruutu on muotoa ${SQUARE_EXAMPLE}: kolme numeroa pohjoiseen, kaksoispiste ja kolme numeroa itään (Suomen 10 km:n yhtenäiskoordinaattiruutu).`;

/** `U+200B` for a code point. */
const codeOf = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Finnish names of the characters `content.name.invisible` is about, by code point. */
const INVISIBLE_NAMES: Record<number, string> = {
  0x061c: 'arabialainen suuntamerkki',
  0x200b: 'leveydetön välilyönti',
  0x200c: 'leveydetön erotin',
  0x200d: 'leveydetön liitos',
  0x200e: 'vasemmalta oikealle -merkki',
  0x200f: 'oikealta vasemmalle -merkki',
  0x202a: 'vasemmalta oikealle -upotus, joka muuttaa tekstin suuntaa',
  0x202b: 'oikealta vasemmalle -upotus, joka muuttaa tekstin suuntaa',
  0x202c: 'upotuksen tai pakotuksen loppu, joka muuttaa tekstin suuntaa',
  0x202d: 'vasemmalta oikealle -pakotus, joka kääntää tekstin suunnan',
  0x202e: 'oikealta vasemmalle -pakotus, joka kääntää tekstin suunnan',
  0x2060: 'sanaliitos',
  0x2066: 'vasemmalta oikealle -eristys, joka muuttaa tekstin suuntaa',
  0x2067: 'oikealta vasemmalle -eristys, joka muuttaa tekstin suuntaa',
  0x2068: 'tekstin suunnan eristysmerkki, joka muuttaa tekstin suuntaa',
  0x2069: 'eristyksen loppu, joka muuttaa tekstin suuntaa',
  0xfeff: 'tavujärjestysmerkki, BOM',
};

export const contentProblems = {
  // Front matter and YAML (src/content/front-matter.ts)
  'content.file.notUtf8': {
    when: 'a content file is not UTF-8 text',
    title: 'Tiedoston merkistö on väärä',
    fi: 'tiedostossa on merkkejä, joita ei voi lukea: tallenna tiedosto UTF-8-merkistöllä (Muistiossa: Tallenna nimellä → Koodaus: UTF-8)',
  },
  'content.file.noFrontMatter': {
    when: 'a content file does not start with the --- block',
    title: 'Tiedoston alusta puuttuu ---',
    fi:
      'tiedoston ensimmäisen rivin pitää olla kolme viivaa (---): lajin tiedot kirjoitetaan alkuun kahden kolmen viivan rivin (---) väliin ' +
      '(katso mallitiedosto src/data/lajit/MALLI.md)',
  },
  'content.file.unclosedFrontMatter': {
    when: 'the --- block is opened but never closed',
    title: 'Tietojen lopusta puuttuu ---',
    fi: (opened: number) =>
      `rivillä ${opened} alkavien tietojen lopusta puuttuu kolmen viivan rivi (---): lisää se tietojen jälkeen ja kirjoita kuvaus vasta sen alle`,
  },
  'content.file.notKeyValue': {
    when: 'the block is not lines of `key: value`',
    title: 'Rivi ei ole muotoa avain: arvo',
    fi: 'tiedot kirjoitetaan riveinä muodossa avain: arvo, esimerkiksi nimi: Kurki (kaksoispisteen jälkeen välilyönti)',
  },
  'content.yaml.tab': {
    when: 'a line is indented with a tab',
    title: 'Sisennyksessä on sarkain',
    fi: 'rivin alussa on sarkain (Tab): sisennä välilyönneillä',
  },
  'content.yaml.quote': {
    when: 'a quote is left open on a line',
    title: 'Lainausmerkki jäi auki',
    fi: (mark: string) => `lainausmerkki ${mark} jäi sulkematta: lisää rivin loppuun toinen ${mark} tai poista lainausmerkki arvon alusta`,
  },
  'content.yaml.colonInValue': {
    when: 'a value holds `: ` and is not quoted',
    title: 'Arvossa on kaksoispiste',
    fi: 'arvossa on kaksoispiste ja sen perässä välilyönti (": "): kirjoita arvo lainausmerkkeihin, esimerkiksi kasvupaikka: "Metsät: kuusikot"',
  },
  'content.yaml.indent': {
    when: 'a line is indented wrongly',
    title: 'Rivin sisennys on väärä',
    fi: 'rivin sisennys on väärä: avaimet alkavat rivin alusta, ja listan rivit alkavat kahdella välilyönnillä ja viivalla ("  - ")',
  },
  'content.yaml.duplicateKey': {
    when: 'a key is written twice',
    title: 'Avain on kahdesti',
    fi: (key: string) => `avain ${key} on tiedoissa kahdesti: poista toinen rivi`,
  },
  'content.yaml.other': {
    when: 'YAML rejected a line for another reason',
    title: 'Rivin muoto on väärä',
    fi: 'rivin muoto on väärä: kirjoita tiedot muodossa avain: arvo, listan rivit muodossa "  - arvo"',
  },
  'content.yaml.anchor': {
    when: 'a value uses a YAML anchor (&) or alias (*)',
    title: 'Arvon alussa on & tai *',
    fi: (mark: string) =>
      `arvon alussa on ${show(mark)}: merkeillä & ja * on tiedoissa erityinen merkitys, eikä arvo näkyisi sivulla. Kirjoita arvo kokonaan tai lainausmerkkeihin ("…")`,
  },
  'content.yaml.tag': {
    when: 'a value carries a YAML tag (!!binary, !x)',
    title: 'Arvon alussa on !',
    fi: 'arvon alussa on huutomerkki (!), jolla on tiedoissa erityinen merkitys: poista se tai kirjoita arvo lainausmerkkeihin ("…")',
  },
  'content.file.nul': {
    when: 'a line holds a NUL character',
    title: 'Rivillä on NUL-merkki',
    fi: 'rivillä on näkymätön NUL-merkki, joka ei kuulu tekstiin (se tulee usein rikkinäisen kopion mukana): kirjoita rivi uudelleen käsin',
  },
  'content.file.secondFrontMatter': {
    when: 'a second --- block follows the description (the template pasted twice)',
    title: 'Tiedot ovat tiedostossa kahdesti',
    fi: 'tiedostossa on toiset tiedot kolmen viivan rivien (---) välissä, ikään kuin malli olisi liitetty kahdesti: poista tämä toinen kopio, sillä se näkyisi sivulla tekstinä',
  },
  'content.file.descriptionInFrontMatter': {
    when: 'a sentence stands inside the --- block (the description above the closing ---)',
    title: 'Kuvaus on tietojen sisällä',
    fi: 'tämä rivi on kuvausta, mutta se on tietojen sisällä: siirrä kuvaus tietojen perään, alemman kolmen viivan rivin (---) alle',
  },
  'content.file.tooLong': {
    when: 'the description is over the content limit',
    title: 'Kuvaus on liian pitkä',
    fi: (length: number, max: number) =>
      `kuvaus on liian pitkä (${length.toLocaleString('fi-FI')} merkkiä, saa olla enintään ${max.toLocaleString('fi-FI')}): lyhennä kuvausta`,
  },
  'content.text.halfCharacter': {
    when: 'a value holds half of a character (a lone surrogate escape)',
    title: 'Arvossa on puolikas merkki',
    fi: 'arvossa on puolikas merkki (esimerkiksi puolet hymiöstä kirjoitettuna muodossa \\ud83c): poista se tai kirjoita koko merkki sellaisenaan',
  },
  'content.key.noColon': {
    when: 'a known key is written without its colon',
    title: 'Avaimen perästä puuttuu kaksoispiste',
    fi: (key: string, value: string) => `avaimen ${key} perästä puuttuu kaksoispiste: kirjoita "${key}: ${value}"`,
  },

  // Files under src/data that nothing reads (src/content/data-files.ts): printed after the file's path
  'content.files.unread': {
    when: 'a file under src/data is never read (wrong name, type or folder)',
    title: 'Tiedostoa ei lueta',
    warning: 'content',
    fi: {
      text: (asMd: string) =>
        `tiedosto päättyy .txt, joten sitä ei lueta, eikä laji näy sivustolla: nimeä tiedosto uudelleen nimellä ${asMd} ` +
        '(Windowsissa näet tiedostopäätteet, kun valitset Resurssienhallinnassa Näytä → Tiedostonimien tunnisteet)',
      document: (asMd: string, template: string) =>
        `Word- tai muuta asiakirjaa ei lueta, eikä laji näy sivustolla: kirjoita lajin tiedot tekstitiedostoon ${asMd} (kopioi malli tiedostosta ${template}) ja poista tämä tiedosto`,
      templateCopy: (folder: string) =>
        `tiedostoa MALLI.md ei lueta lajina: jos kirjoitit siihen lajin tiedot, nimeä tiedosto lajin mukaan (esimerkiksi ${folder}/kielo.md), muuten poista se`,
      photo: 'kuvia ei lueta tästä kansiosta: siirrä kuva kansioon assets/<ryhmä>/ ja kirjoita se lajin kuvat:-listaan',
      wrongFolder: (path: string) =>
        `lajitiedostoa ei lueta tästä kansiosta, eikä laji näy sivustolla: siirrä tiedosto lajin ryhmän kansioon, esimerkiksi ${path}`,
      other: (speciesFolder: string) =>
        `tätä tiedostoa ei lueta: lajitiedostot ovat kansiossa ${speciesFolder}/<ryhmä>/ ja päättyvät .md. Siirrä tiedosto oikeaan paikkaan tai poista se`,
    },
  },
  // Markdown in a description that the page shows as typed (src/content/inline-markdown.ts)
  'content.markdown.plain': {
    when: 'a description line uses Markdown the page shows as plain text',
    title: 'Muotoilu näkyy tekstinä',
    warning: 'content',
    fi: {
      link: 'linkki näkyy sivulla tekstinä sellaisenaan: kirjoita verkko-osoite lähteet:-listaan, sillä sivulla ei ole muita linkkejä',
      image: 'kuva näkyy sivulla tekstinä: lisää kuva kuvat:-listaan (kuva assets-kansiosta)',
      heading: 'otsikko (#) näkyy sivulla tekstinä risuaitoineen: kirjoita kuvaus tavallisina kappaleina ilman #-merkkiä',
      list: 'listan rivi näkyy sivulla tavallisena tekstinä, ja rivit yhdistyvät yhdeksi kappaleeksi: kirjoita kuvaus kappaleina tai erota rivit tyhjällä rivillä',
      table: 'taulukko näkyy sivulla tekstinä pystyviivoineen: kirjoita tiedot kappaleina',
    },
  },

  // Files and keys (src/content/parse-content.ts, check-fields.ts)
  'content.collection.missing': {
    when: 'src/data/kokoelma.md is not there',
    title: 'Kokoelman tiedosto puuttuu',
    fi: (file: string) =>
      `kokoelman tiedot puuttuvat: kirjoita tiedosto ${file} (otsikko, nimi ja luokka; katso OHJE.md) tai aloita oma kokoelma komennolla npm run aloita`,
  },
  'content.species.notInGroup': {
    when: 'a species file is not inside a group folder',
    title: 'Lajitiedosto ei ole ryhmän kansiossa',
    fi: (example: string) => `lajitiedoston pitää olla jonkin ryhmän kansiossa, esimerkiksi ${example}: siirrä tiedosto lajin ryhmän kansioon`,
  },
  'content.species.nestedFolder': {
    when: 'a species file is in a folder inside a group folder (lajit/kasvit/puut/kuusi.md)',
    title: 'Kansio ryhmän kansion sisällä',
    /** `inner` is `puut`, `movedTo` the file directly in the group's folder. */
    fi: (group: string, inner: string, movedTo: string, speciesDir: string) =>
      `lajitiedosto on kansiossa ${group}/${inner}, mutta ryhmän kansion sisällä ei voi olla toista kansiota: ` +
      `siirrä tiedosto suoraan ryhmän kansioon, eli ${movedTo}` +
      (inner.includes('/') ? '' : `, tai jos ${inner} on oma ryhmänsä, siirrä koko kansio ${inner} suoraan kansioon ${speciesDir}`),
  },
  'content.key.unknown': {
    when: 'a key no file of this kind has (a suggestion is given)',
    title: 'Tuntematon avain',
    fi: (key: string, suggestion: string | undefined, keys: readonly string[]) =>
      `tuntematon avain ${show(key)}: ${suggestion ? `tarkoititko ${show(suggestion)}?` : `käytä jotakin näistä: ${keys.join(', ')}`}`,
  },
  'content.key.id': {
    when: 'the page id is written by hand (it comes from the name)',
    title: 'Sivun osoitetta ei kirjoiteta itse',
    fi: 'sivun osoite tehdään lajin nimestä, eikä sitä kirjoiteta itse: poista tämä rivi',
  },
  'content.key.required': {
    when: 'a required key is missing or empty',
    title: 'Tieto puuttuu',
    fi: (key: string, example: string) => `${key} puuttuu: lisää rivi "${key}: ${example}"`,
  },
  'content.key.notText': {
    when: 'a key that takes one text holds a list or keys',
    title: 'Arvo ei ole teksti',
    fi: (received: 'list' | 'map') =>
      `tähän kirjoitetaan teksti samalle riville avaimen kanssa, mutta nyt siinä on ${received === 'list' ? 'lista' : 'avain-arvo-pareja'}`,
  },
  'content.key.notList': {
    when: 'a key that takes a list holds keys',
    title: 'Arvo ei ole lista',
    fi: (key: string, example: string) => `${key} kirjoitetaan listana, jokainen rivi alkaen "  - ", esimerkiksi:\n      ${key}:\n        - ${example}`,
  },
  'content.key.yesNo': {
    when: 'a yes/no key (pdf) is neither kyllä nor ei',
    title: 'Arvon pitää olla kyllä tai ei',
    fi: (key: string, given: string) => `${key}-rivin arvo on kyllä tai ei (nyt ${show(given)}): kirjoita esimerkiksi "${key}: kyllä"`,
  },
  'content.name.notFirstName': {
    when: 'the author name is more than a first name',
    title: 'Vain etunimi',
    /** The one rule for the author's name, shared by `npm run aloita` and the build: the site is public. */
    fi: (given: string) => `"${given}" ei ole pelkkä etunimi: kirjoita vain etunimesi, esimerkiksi Aino (sivusto on julkinen, joten sukunimeä ei kerrota).`,
  },
  'content.name.invisible': {
    when: 'a name holds an invisible character',
    title: 'Nimessä on näkymätön merkki',
    /** The character at `position` (counted from 1), after the text `before`. */
    fi: (codePoint: number, position: number, before: string) =>
      `tekstissä on näkymätön merkki ${codeOf(codePoint)} (${INVISIBLE_NAMES[codePoint] ?? codeOf(codePoint)}) kohdassa ${position}, ` +
      (before === '' ? 'tekstin alussa' : `heti tekstin ${show(before)} jälkeen`) +
      ': poista se (helpointa on kirjoittaa koko arvo uudelleen käsin; merkki tulee usein kopioidun tekstin mukana)',
  },
  'content.locations.value': {
    when: 'sijainnit: is anything but `saa näkyä`',
    title: 'Sijaintien arvo on väärä',
    /** `sijainnit:` accepts one value; anything else keeps locations protected and says so. */
    fi: (given: string) =>
      `sijainnit: "${given}" ei ole sallittu arvo. Jos kuvien sijainnit saavat näkyä, kirjoita sijainnit: saa näkyä. Muuten poista koko rivi, jolloin sijainnit pysyvät piilossa.`,
  },

  // Species names and their page ids (src/content/species-id.ts)
  'content.title.unsafe': {
    when: 'a name makes a page id no server or disk can hold',
    title: 'Nimestä ei saa sivun osoitetta',
    /** `reason` is one of `contentMessages.idReasons`. */
    fi: (id: string, reason: string) => `nimestä tulee sivun osoite ${show(id)}, joka ei kelpaa: ${reason}; muuta nimeä`,
  },
  'content.title.sameId': {
    when: 'two species make the same page id',
    title: 'Kahdella lajilla on sama sivu',
    fi: (id: string, other: string, file: string) =>
      `nimestä tulee sivun osoite ${show(id)}, sama kuin lajin "${other}" osoite (${file}): kahdella lajilla ei voi olla samaa sivua (osoitteesta jätetään ä ja ö pois), joten muuta jompaakumpaa nimeä`,
  },
  'content.title.caseOnly': {
    when: 'two species page ids differ only in case',
    title: 'Kahden lajin sivut eroavat vain kirjainkoolta',
    fi: (id: string, other: string, file: string) =>
      `nimestä tulee sivun osoite ${show(id)}, joka eroaa lajin "${other}" (${file}) osoitteesta vain isoissa ja pienissä kirjaimissa: Windows ja macOS pitävät ne samana kansiona, joten muuta jompaakumpaa nimeä`,
  },

  // Dates (src/content/finnish-date.ts)
  'content.date.noYear': {
    when: 'a date has no year',
    title: 'Päivämäärästä puuttuu vuosi',
    /** `year` is this year, the one the example suggests. */
    fi: (given: string, year: number) => `päivämäärästä ${show(given)} puuttuu vuosi: kirjoita esimerkiksi ${given.replace(/\.?$/, '.')}${year}`,
  },
  'content.date.shortYear': {
    when: 'a date has a two-digit year',
    title: 'Vuosi on kirjoitettu kahdella numerolla',
    fi: (given: string, full: string) => `kirjoita vuosi neljällä numerolla: ${full} (nyt ${show(given)})`,
  },
  'content.date.form': {
    when: 'a date is not written as päivä.kuukausi.vuosi',
    title: 'Päivämäärän muoto on väärä',
    fi: (given: string) => `${show(given)} ei ole päivämäärä muodossa päivä.kuukausi.vuosi: kirjoita esimerkiksi ${DATE_EXAMPLE}`,
  },
  'content.date.notReal': {
    when: 'a date is not in the calendar (31.2.)',
    title: 'Päivää ei ole kalenterissa',
    fi: (given: string) => `päivää ${show(given)} ei ole kalenterissa: tarkista päivä ja kuukausi`,
  },
  'content.date.tooOld': {
    when: 'a date is before 1800',
    title: 'Vuosi on liian vanha',
    fi: (given: string) => `päivämäärän ${show(given)} vuosi on liian kaukana menneisyydessä: tarkista vuosi`,
  },
  'content.date.future': {
    when: 'a date is in the future',
    title: 'Päivämäärä on tulevaisuudessa',
    fi: (given: string) => `päivämäärä ${show(given)} on tulevaisuudessa: kirjoita päivä, jona kuvasit lajin (tarkista erityisesti vuosi)`,
  },

  // Photo list items (src/content/check-images.ts)
  'content.image.empty': {
    when: 'a photo item has no path',
    title: 'Kuvan nimi puuttuu',
    fi: 'kuvan nimi puuttuu: kirjoita kuvatiedoston polku assets-kansiosta alkaen, esimerkiksi kasvit/kielo-1.jpg',
  },
  'content.image.backslash': {
    when: 'a photo path uses \\',
    title: 'Kuvan polussa on kenoviiva',
    fi: (path: string) => `kuvan polussa ${show(path)} on kenoviiva \\: käytä kauttaviivaa /, esimerkiksi kasvit/kielo-1.jpg`,
  },
  'content.image.absolute': {
    when: 'a photo path is a full path',
    title: 'Kuvan polku on koko polku',
    fi: (path: string) => `kuvan polku ${show(path)} on koko polku: kirjoita polku assets-kansiosta alkaen, esimerkiksi kasvit/kielo-1.jpg`,
  },
  'content.image.outside': {
    when: 'a photo path leaves the assets folder',
    title: 'Kuva on assets-kansion ulkopuolella',
    fi: (path: string) => `kuva ${show(path)} on assets-kansion ulkopuolella: siirrä kuva assets-kansioon`,
  },
  'content.image.type': {
    when: 'a photo path has a type the build does not read',
    title: 'Kuvan tyyppiä ei voi käyttää',
    fi: (path: string, extensions: readonly string[]) => `tiedosto ${show(path)} ei ole tuettu kuva: tuetut tiedostotyypit ovat ${extensions.join(', ')}`,
  },
  'content.image.itemKeys': {
    when: 'a photo item has keys other than tiedosto/kohde/lupa',
    title: 'Kuvan rivin muoto on väärä',
    fi: 'kuvan rivi on joko pelkkä polku (- kasvit/kielo-1.jpg) tai kaksi riviä: - tiedosto: kasvit/kielo-1.jpg ja sen alla kohde: 50% 30%',
  },
  'content.image.noFile': {
    when: 'a photo item with keys has no tiedosto',
    title: 'Kuvan tiedosto puuttuu',
    fi: 'kuvan tiedosto puuttuu: kirjoita - tiedosto: kasvit/kielo-1.jpg',
  },
  'content.image.focus': {
    when: 'kohde: is not two percentages',
    title: 'Kuvan kohde on väärin',
    fi: (value: string) =>
      `kohde ${show(value)} ei kelpaa: kirjoita kaksi prosenttilukua, ensin vaakasuunta ja sitten pystysuunta, esimerkiksi 50% 20% ` +
      '(0% 0% on vasen yläkulma, 50% 50% keskikohta ja 100% 100% oikea alakulma)',
  },
  'content.image.assetsPrefix': {
    when: 'a photo path starts with assets/',
    title: 'Kuvan polussa on assets/',
    fi: (given: string, fixed: string) =>
      `kuvan polku ${show(given)} alkaa assets/, mutta polut kirjoitetaan assets-kansiosta alkaen: jätä assets/ pois, eli kirjoita ${show(fixed)}`,
  },
  'content.image.webAddress': {
    when: 'a photo path is a web address',
    title: 'Kuvan polku on verkko-osoite',
    fi:
      'kuvan paikalla on verkko-osoite: sivustolle tulevat vain omat kuvasi assets-kansiosta. ' +
      'Tallenna oma kuva kansioon assets/<ryhmä>/ ja kirjoita tähän sen polku, esimerkiksi kasvit/kielo-1.jpg',
  },

  // Sources (src/content/check-sources.ts)
  'content.source.notAddress': {
    when: 'a source does not start with http(s)://',
    title: 'Lähde ei ole verkko-osoite',
    fi: (given: string) => `lähde ${show(given)} ei ala verkko-osoitteella: kirjoita rivin alkuun osoite (https://…) ja sen perään lähteen nimi`,
  },
  'content.source.badAddress': {
    when: 'a source address is not a valid URL',
    title: 'Lähteen osoite on väärä',
    fi: (url: string) => `${show(url)} ei ole kelvollinen verkko-osoite: kopioi osoite selaimen osoiteriviltä (alkaa https://)`,
  },
  'content.source.credentials': {
    when: 'a source address carries a user name or password',
    title: 'Lähteen osoitteessa on salasana',
    /** `shown` is the address with the user name and password left out. */
    fi: (shown: string) =>
      `lähteen osoitteessa on käyttäjätunnus tai salasana (ennen @-merkkiä: ${show(shown)}): poista se osoitteesta, sillä julkisella sivulla se näkyisi kaikille; ` +
      'jos lähde vaatii kirjautumisen, käytä sen julkista osoitetta',
  },
  'content.source.noName': {
    when: 'a source has an address but no name',
    title: 'Lähteeltä puuttuu nimi',
    fi: (url: string) => `lähteeltä ${show(url)} puuttuu nimi: kirjoita osoitteen perään välilyönti ja lähteen nimi, esimerkiksi Wikipedia: Kurki`,
  },
  'content.source.noScheme': {
    when: 'a source address starts with www. and has no https://',
    title: 'Osoitteen alusta puuttuu https://',
    fi: (fixed: string) => `osoitteen alusta puuttuu https://: lisää se alkuun, eli kirjoita ${show(fixed)}`,
  },
  'content.source.spaceInAddress': {
    when: 'a source address seems to hold a space (its name goes on lower case)',
    title: 'Lähteen osoitteessa on välilyönti',
    fi: (url: string, fixed: string) =>
      `osoitteessa ${show(url)} näyttää olevan välilyönti, jolloin linkki katkeaisi siihen: kopioi osoite selaimen osoiteriviltä tai kirjoita välilyönnin tilalle alaviiva, esimerkiksi ${show(fixed)}`,
  },
  'content.source.hostWithoutDot': {
    when: 'a source address has no dot in its host (a space inside the address cut it: https://exa mple.com)',
    title: 'Lähteen osoite on katkennut',
    /** `url` is what was read as the address (up to the first space), `line` the whole line. */
    fi: (url: string, line: string) =>
      `osoitteessa ${show(url)} ei ole pistettä, joten linkki ei veisi mihinkään: jos osoitteen keskellä on välilyönti (rivillä lukee ${show(line)}), ` +
      'kirjoita osoite yhteen ilman välilyöntejä, sitten välilyönti ja lähteen nimi, esimerkiksi https://laji.fi Laji.fi',
  },

  // The YKJ square of a species file (src/content/check-square.ts)
  'content.square.form': {
    when: 'ruutu: in a species file, or --ruutu of npm run uusi, is not of the form 721:342',
    title: 'Ruudun muoto on väärä',
    fi: {
      file: (text: string) => `${SQUARE_FORM} Nyt siinä lukee "${text}": korjaa se tai poista koko rivi`,
      /** `npm run uusi -- … --ruutu`, and the Ruutu field of "Lisää laji kuvista" that passes it on. */
      typed: (text: string) => `${SQUARE_FORM} Nyt annoit ruuduksi "${text}". Korjaa ruutu tai jätä se pois, ja lisää laji uudelleen. Mitään ei muutettu.`,
    },
  },
  'content.square.outside': {
    when: 'ruutu: lies outside the grid of Finland (numbers swapped?)',
    title: 'Ruutu ei ole Suomessa',
    fi: (text: string) =>
      `ruutu "${text}" ei ole Suomessa: pohjoisnumero on 661–777 ja itänumero 306–373, esimerkiksi ${SQUARE_EXAMPLE}. Tarkista, ettei numeroita ole kirjoitettu väärin päin`,
  },

  // The observation's identifier (src/content/observation-id.ts)
  'content.observationId.form': {
    when: 'havaintotunnus: is not a urn:uuid (changed by hand)',
    title: 'Havaintotunnus on muuttunut',
    fi: (text: string) =>
      'havaintotunnus on muotoa urn:uuid:… Sen kirjoittavat npm run uusi ja npm run havainnot, eikä sitä pidä muuttaa. ' +
      `Nyt siinä lukee "${text}": palauta rivi ennalleen tai poista koko rivi. Jos poistat rivin, npm run havainnot antaa lajille uuden tunnuksen, ja laji viedään Laji.fi:hin uutena havaintona`,
  },

  // Names against the table of Finnish species names (src/content/check-names.ts)
  'content.name.nearMiss': {
    when: 'a Finnish name one or two letters from a name in the table',
    title: 'Tarkista lajin nimi',
    warning: 'content',
    fi: (written: string, suggestion: string) =>
      `nimeä ${show(written)} ei ole Laji.fi:n suomenkielisten lajinimien luettelossa. Tarkoititko ${show(suggestion)}? Jos nimi on oikein, tästä ei tarvitse välittää`,
  },
  'content.name.scientificConflict': {
    when: 'the table gives this Finnish name another scientific name',
    title: 'Tarkista tieteellinen nimi',
    warning: 'content',
    fi: (title: string, written: string, scientific: string) =>
      `Laji.fi:n luettelossa lajin ${title} tieteellinen nimi on ${scientific}, mutta tässä on ${show(written)}: tarkista tieteellinen nimi tai lajin nimi`,
  },
} satisfies Record<string, ProblemSpec>;

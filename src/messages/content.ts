/**
 * What the content check says, in Finnish: each message says what is wrong and what to do, and is
 * printed after the file, the line and the key it is about (see `formatProblem`).
 */
import { show } from './student-error.ts';

const DATE_EXAMPLE = '17.5.2024';

export const contentMessages = {
  /** Said wherever the problems are shown; each place adds its own way to try again (`fixInTerminal`, the dev overlay, GitHub). */
  heading: (count: number) => `Sivustoa ei rakennettu: sisällössä on ${count === 1 ? '1 virhe' : `${count} virhettä`}. Edellinen sivusto on ennallaan.`,
  /** After the problems in the terminal of a command that ran once. */
  fixInTerminal: 'Korjaa ja aja komento uudelleen.',

  // The file as a whole.
  noCollectionFile: (file: string) =>
    `kokoelman tiedot puuttuvat: kirjoita tiedosto ${file} (otsikko, nimi ja luokka; katso OHJE.md) tai aloita oma kokoelma komennolla npm run aloita`,
  notUtf8: 'tiedostossa on merkkejä, joita ei voi lukea: tallenna tiedosto UTF-8-merkistöllä (Muistiossa: Tallenna nimellä → Koodaus: UTF-8)',
  noFrontMatter:
    'tiedoston ensimmäisen rivin pitää olla kolme viivaa (---): lajin tiedot kirjoitetaan alkuun kahden kolmen viivan rivin (---) väliin (katso mallitiedosto src/data/lajit/MALLI.md)',
  unclosedFrontMatter: (opened: number) =>
    `rivillä ${opened} alkavien tietojen lopusta puuttuu kolmen viivan rivi (---): lisää se tietojen jälkeen ja kirjoita kuvaus vasta sen alle`,
  notKeyValue: 'tiedot kirjoitetaan riveinä muodossa avain: arvo, esimerkiksi nimi: Kurki (kaksoispisteen jälkeen välilyönti)',
  notInGroupFolder: (example: string) => `lajitiedoston pitää olla jonkin ryhmän kansiossa, esimerkiksi ${example}: siirrä tiedosto lajin ryhmän kansioon`,
  /** A species file in a folder inside its group's folder (`lajit/kasvit/puut/kuusi.md`): `inner` is `puut`, `movedTo` the file directly in the group's folder. */
  nestedFolder: (group: string, inner: string, movedTo: string, speciesDir: string) =>
    `lajitiedosto on kansiossa ${group}/${inner}, mutta ryhmän kansion sisällä ei voi olla toista kansiota: ` +
    `siirrä tiedosto suoraan ryhmän kansioon, eli ${movedTo}` +
    (inner.includes('/') ? '' : `, tai jos ${inner} on oma ryhmänsä, siirrä koko kansio ${inner} suoraan kansioon ${speciesDir}`),
  nul: 'rivillä on näkymätön NUL-merkki, joka ei kuulu tekstiin (se tulee usein rikkinäisen kopion mukana): kirjoita rivi uudelleen käsin',
  secondFrontMatter:
    'tiedostossa on toiset tiedot kolmen viivan rivien (---) välissä, ikään kuin malli olisi liitetty kahdesti: poista tämä toinen kopio, sillä se näkyisi sivulla tekstinä',
  descriptionInFrontMatter: 'tämä rivi on kuvausta, mutta se on tietojen sisällä: siirrä kuvaus tietojen perään, alemman kolmen viivan rivin (---) alle',
  noColon: (key: string, value: string) => `avaimen ${key} perästä puuttuu kaksoispiste: kirjoita "${key}: ${value}"`,
  tooLong: (length: number, max: number) =>
    `kuvaus on liian pitkä (${length.toLocaleString('fi-FI')} merkkiä, saa olla enintään ${max.toLocaleString('fi-FI')}): lyhennä kuvausta`,
  halfCharacter: 'arvossa on puolikas merkki (esimerkiksi puolet hymiöstä kirjoitettuna muodossa \\ud83c): poista se tai kirjoita koko merkki sellaisenaan',

  /** A file under src/data that nothing reads: a warning, printed after the file's path. */
  unreadFile: {
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
  /** Markdown in a description that the page shows as typed (`inline-markdown.ts`): a warning at its line. */
  markdown: {
    link: 'linkki näkyy sivulla tekstinä sellaisenaan: kirjoita verkko-osoite lähteet:-listaan, sillä sivulla ei ole muita linkkejä',
    image: 'kuva näkyy sivulla tekstinä: lisää kuva kuvat:-listaan (kuva assets-kansiosta)',
    heading: 'otsikko (#) näkyy sivulla tekstinä risuaitoineen: kirjoita kuvaus tavallisina kappaleina ilman #-merkkiä',
    list: 'listan rivi näkyy sivulla tavallisena tekstinä, ja rivit yhdistyvät yhdeksi kappaleeksi: kirjoita kuvaus kappaleina tai erota rivit tyhjällä rivillä',
    table: 'taulukko näkyy sivulla tekstinä pystyviivoineen: kirjoita tiedot kappaleina',
  },
  /** Species names the table of Finnish names (src/names/) questions: warnings, never fatal. */
  names: {
    nearMiss: (written: string, suggestion: string) =>
      `nimeä ${show(written)} ei ole Laji.fi:n suomenkielisten lajinimien luettelossa. Tarkoititko ${show(suggestion)}? Jos nimi on oikein, tästä ei tarvitse välittää`,
    conflict: (title: string, written: string, scientific: string) =>
      `Laji.fi:n luettelossa lajin ${title} tieteellinen nimi on ${scientific}, mutta tässä on ${show(written)}: tarkista tieteellinen nimi tai lajin nimi`,
  },
  /** The heading over the content warnings: files nothing reads, Markdown shown as text, names to check. */
  warningsHeading: (count: number) =>
    `varoitus: sisällössä on ${count === 1 ? '1 kohta, joka kannattaa tarkistaa' : `${count} kohtaa, jotka kannattaa tarkistaa`}. Sivusto rakennettiin silti:`,

  // YAML syntax, by the error the parser found.
  yaml: {
    tab: 'rivin alussa on sarkain (Tab): sisennä välilyönneillä',
    quote: (mark: string) => `lainausmerkki ${mark} jäi sulkematta: lisää rivin loppuun toinen ${mark} tai poista lainausmerkki arvon alusta`,
    colonInValue: 'arvossa on kaksoispiste ja sen perässä välilyönti (": "): kirjoita arvo lainausmerkkeihin, esimerkiksi kasvupaikka: "Metsät: kuusikot"',
    indent: 'rivin sisennys on väärä: avaimet alkavat rivin alusta, ja listan rivit alkavat kahdella välilyönnillä ja viivalla ("  - ")',
    duplicateKey: (key: string) => `avain ${key} on tiedoissa kahdesti: poista toinen rivi`,
    other: 'rivin muoto on väärä: kirjoita tiedot muodossa avain: arvo, listan rivit muodossa "  - arvo"',
    anchor: (mark: string) =>
      `arvon alussa on ${show(mark)}: merkeillä & ja * on tiedoissa erityinen merkitys, eikä arvo näkyisi sivulla. Kirjoita arvo kokonaan tai lainausmerkkeihin ("…")`,
    tag: 'arvon alussa on huutomerkki (!), jolla on tiedoissa erityinen merkitys: poista se tai kirjoita arvo lainausmerkkeihin ("…")',
  },

  // Keys.
  unknownKey: (key: string, suggestion: string | undefined, keys: readonly string[]) =>
    `tuntematon avain ${show(key)}: ${suggestion ? `tarkoititko ${show(suggestion)}?` : `käytä jotakin näistä: ${keys.join(', ')}`}`,
  idByHand: 'sivun osoite tehdään lajin nimestä, eikä sitä kirjoiteta itse: poista tämä rivi',
  required: (key: string, example: string) => `${key} puuttuu: lisää rivi "${key}: ${example}"`,
  notText: (received: 'list' | 'map') =>
    `tähän kirjoitetaan teksti samalle riville avaimen kanssa, mutta nyt siinä on ${received === 'list' ? 'lista' : 'avain-arvo-pareja'}`,
  notList: (key: string, example: string) => `${key} kirjoitetaan listana, jokainen rivi alkaen "  - ", esimerkiksi:\n      ${key}:\n        - ${example}`,

  // The name and the page address made from it.
  title: {
    sameId: (id: string, other: string, file: string) =>
      `nimestä tulee sivun osoite ${show(id)}, sama kuin lajin "${other}" osoite (${file}): kahdella lajilla ei voi olla samaa sivua (osoitteesta jätetään ä ja ö pois), joten muuta jompaakumpaa nimeä`,
    caseOnly: (id: string, other: string, file: string) =>
      `nimestä tulee sivun osoite ${show(id)}, joka eroaa lajin "${other}" (${file}) osoitteesta vain isoissa ja pienissä kirjaimissa: Windows ja macOS pitävät ne samana kansiona, joten muuta jompaakumpaa nimeä`,
    unsafe: (id: string, reason: string) => `nimestä tulee sivun osoite ${show(id)}, joka ei kelpaa: ${reason}; muuta nimeä`,
  },
  /** Why a page address cannot be a folder name, for `title.unsafe`. */
  idReasons: {
    tooLong: (bytes: number, limit: number) => `se on liian pitkä (${bytes} tavua, saa olla enintään ${limit})`,
    empty: 'siitä ei jää mitään, kun ä ja ö poistetaan',
    slash: 'siinä on kauttaviiva / tai \\',
    dots: 'se on pelkkä piste tai kaksi',
    control: 'siinä on ohjausmerkki',
    spaceAtEnd: 'se alkaa välilyönnillä tai päättyy välilyöntiin',
    windowsCharacter: 'siinä on jokin merkeistä < > : " | ? *',
    endsWithDot: 'se päättyy pisteeseen',
    windowsDevice: 'Windows varaa sen laitteen nimeksi (CON, PRN, AUX, NUL, COM1–9, LPT1–9)',
    notFoundPage: 'se on sama kuin sivun "ei löydy" nimi',
    startsWithDot: 'se alkaa pisteellä: palvelimet piilottavat pisteellä alkavat kansiot',
    fileName:
      'se päättyy pisteeseen ja kirjaimiin kuten tiedoston nimi (esimerkiksi .html tai .gz): palvelimet käsittelevät sellaista osoitetta tiedostona eivätkä näytä lajin sivua',
  },

  /**
   * A character that shows as nothing, or turns the text around, in a name: `name` is its Finnish
   * name (`invisibleNames`), `position` its place counted from 1, `before` the text before it.
   */
  invisible: (code: string, name: string, position: number, before: string) =>
    `tekstissä on näkymätön merkki ${code} (${name}) kohdassa ${position}, ` +
    (before === '' ? 'tekstin alussa' : `heti tekstin ${show(before)} jälkeen`) +
    ': poista se (helpointa on kirjoittaa koko arvo uudelleen käsin; merkki tulee usein kopioidun tekstin mukana)',
  /** Finnish names of the characters `invisible` is about, by code point. */
  invisibleNames: {
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
  } as Record<number, string>,

  // Photos (the `kuvat` list).
  image: {
    empty: 'kuvan nimi puuttuu: kirjoita kuvatiedoston polku assets-kansiosta alkaen, esimerkiksi kasvit/kielo-1.jpg',
    backslash: (path: string) => `kuvan polussa ${show(path)} on kenoviiva \\: käytä kauttaviivaa /, esimerkiksi kasvit/kielo-1.jpg`,
    absolute: (path: string) => `kuvan polku ${show(path)} on koko polku: kirjoita polku assets-kansiosta alkaen, esimerkiksi kasvit/kielo-1.jpg`,
    assetsPrefix: (given: string, fixed: string) =>
      `kuvan polku ${show(given)} alkaa assets/, mutta polut kirjoitetaan assets-kansiosta alkaen: jätä assets/ pois, eli kirjoita ${show(fixed)}`,
    webAddress:
      'kuvan paikalla on verkko-osoite: sivustolle tulevat vain omat kuvasi assets-kansiosta. Tallenna oma kuva kansioon assets/<ryhmä>/ ja kirjoita tähän sen polku, esimerkiksi kasvit/kielo-1.jpg',
    outside: (path: string) => `kuva ${show(path)} on assets-kansion ulkopuolella: siirrä kuva assets-kansioon`,
    type: (path: string, extensions: readonly string[]) => `tiedosto ${show(path)} ei ole tuettu kuva: tuetut tiedostotyypit ovat ${extensions.join(', ')}`,
    itemKeys: 'kuvan rivi on joko pelkkä polku (- kasvit/kielo-1.jpg) tai kaksi riviä: - tiedosto: kasvit/kielo-1.jpg ja sen alla kohde: 50% 30%',
    noFile: 'kuvan tiedosto puuttuu: kirjoita - tiedosto: kasvit/kielo-1.jpg',
    focus: (value: string) =>
      `kohde ${show(value)} ei kelpaa: kirjoita kaksi prosenttilukua, ensin vaakasuunta ja sitten pystysuunta, esimerkiksi 50% 20% ` +
      '(0% 0% on vasen yläkulma, 50% 50% keskikohta ja 100% 100% oikea alakulma)',
  },

  // The date photographed.
  date: {
    noYear: (given: string) => `päivämäärästä ${show(given)} puuttuu vuosi: kirjoita esimerkiksi ${given.replace(/\.?$/, '.')}${new Date().getFullYear()}`,
    shortYear: (given: string, full: string) => `kirjoita vuosi neljällä numerolla: ${full} (nyt ${show(given)})`,
    form: (given: string) => `${show(given)} ei ole päivämäärä muodossa päivä.kuukausi.vuosi: kirjoita esimerkiksi ${DATE_EXAMPLE}`,
    notReal: (given: string) => `päivää ${show(given)} ei ole kalenterissa: tarkista päivä ja kuukausi`,
    tooOld: (given: string) => `vuosi ${show(given)} on liian kaukana menneisyydessä: tarkista vuosi`,
    future: (given: string) => `päivämäärä ${show(given)} on tulevaisuudessa: kirjoita päivä, jona kuvasit lajin (tarkista erityisesti vuosi)`,
  },

  // Sources.
  source: {
    notAddress: (given: string) => `lähde ${show(given)} ei ala verkko-osoitteella: kirjoita rivin alkuun osoite (https://…) ja sen perään lähteen nimi`,
    noScheme: (fixed: string) => `osoitteen alusta puuttuu https://: lisää se alkuun, eli kirjoita ${show(fixed)}`,
    spaceInAddress: (url: string, fixed: string) =>
      `osoitteessa ${show(url)} näyttää olevan välilyönti, jolloin linkki katkeaisi siihen: kopioi osoite selaimen osoiteriviltä tai kirjoita välilyönnin tilalle alaviiva, esimerkiksi ${show(fixed)}`,
    noName: (url: string) => `lähteeltä ${show(url)} puuttuu nimi: kirjoita osoitteen perään välilyönti ja lähteen nimi, esimerkiksi Wikipedia: Kurki`,
    /** `url` is what was read as the address (up to the first space), `line` the whole line. */
    hostWithoutDot: (url: string, line: string) =>
      `osoitteessa ${show(url)} ei ole pistettä, joten linkki ei veisi mihinkään: jos osoitteen keskellä on välilyönti (rivillä lukee ${show(line)}), ` +
      'kirjoita osoite yhteen ilman välilyöntejä, sitten välilyönti ja lähteen nimi, esimerkiksi https://laji.fi Laji.fi',
    badAddress: (url: string) => `${show(url)} ei ole kelvollinen verkko-osoite: kopioi osoite selaimen osoiteriviltä (alkaa https://)`,
    /** `shown` is the address with the user name and password left out. */
    credentials: (shown: string) =>
      `lähteen osoitteessa on käyttäjätunnus tai salasana (ennen @-merkkiä: ${show(shown)}): poista se osoitteesta, sillä julkisella sivulla se näkyisi kaikille; ` +
      'jos lähde vaatii kirjautumisen, käytä sen julkista osoitetta',
  },

  // The collection file.
  /** The one rule for the author's name, shared by `npm run aloita` and the build: the site is public. */
  firstNameOnly: (given: string) =>
    `"${given}" ei ole pelkkä etunimi: kirjoita vain etunimesi, esimerkiksi Aino (sivusto on julkinen, joten sukunimeä ei kerrota).`,
  /** `sijainnit:` accepts one value; anything else keeps locations protected and says so. */
  locationsValue: (given: string) =>
    `sijainnit: "${given}" ei ole sallittu arvo. Jos kuvien sijainnit saavat näkyä, kirjoita sijainnit: saa näkyä. Muuten poista koko rivi, jolloin sijainnit pysyvät piilossa.`,
  collection: {
    example: { otsikko: 'Eliökokoelma', nimi: 'Aino', luokka: '8b' } as Record<string, string>,
  },
} as const;

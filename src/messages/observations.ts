/**
 * What the observation export (`npm run havainnot`) says in Finnish besides its problems (whose
 * texts are in their catalogue entries: `export.*` in `problems/author.ts`, `ruutu`'s
 * `content.square.*` in `problems/content.ts`).
 */

export const observationMessages = {
  // The command.
  usage:
    'Käyttö: npm run havainnot\n' +
    'Komento kysyy havainnoijan koko nimen ja kirjoittaa kansioon havainnot/ uudet havainnot: Laji.fi:n Vihkoon tuotavan taulukon ja Darwin Core -tiedoston. ' +
    'Nimi menee vain näihin tiedostoihin, ei sivustolle eikä GitHubiin. Laji.fi ei näytä nimeä muille, ja Darwin Core -tiedostossa on vain nimikirjaimet.\n' +
    '  --havainnoija "Etunimi Sukunimi"  nimi ilman kysymystä (jää komentohistoriaan)\n' +
    '  --nimi-julkinen  nimi näkyy Laji.fi:ssä muille ja on kokonaan Darwin Core -tiedostossa (kysy ensin opettajalta)\n' +
    '  --kaikki  kirjoittaa myös aiemmin viedyt havainnot (ne tulisivat Laji.fi:hin toiseen kertaan)',
  /** The prompt in a terminal, instead of a name on the command line (which npm's log and the shell history keep). */
  askObserver: 'Havainnoijan koko nimi (Laji.fi:tä varten, ei näy muille): ',
  notExportable: {
    heading: (count: number) => `Näitä lajeja ei voitu viedä (${count}):`,
  },
  written: (count: number, files: readonly string[]) =>
    `${count === 1 ? '1 uusi havainto' : `${count} uutta havaintoa`} kirjoitettiin tiedostoihin ${files.join(', ')}. Ne eivät mene GitHubiin (havainnot/ on .gitignore-tiedostossa). ` +
    'Tuo .xlsx-tiedosto Laji.fi:n Vihkoon OHJE-OMALLA-KONEELLA.md:n ohjeella.',
  exportedBefore: (count: number) =>
    `${count === 1 ? '1 havainto on' : `${count} havaintoa on`} viety jo aiemmin, joten ${count === 1 ? 'sitä' : 'niitä'} ei kirjoitettu uudelleen (--kaikki kirjoittaa kaikki).`,
  nothingNew: 'Uusia havaintoja ei ole: kaikki on viety jo aiemmin. Tiedostoja ei kirjoitettu.',
  nothingExportable: 'Yhtään havaintoa ei voitu viedä: jokaiselta lajilta puuttuu kuvausaika tai ruutu (katso lista yllä).',
  /** The species files given an id and the ledger: the next export must see them, also on another computer. */
  commit: (files: readonly string[]) =>
    `Nämä tiedostot muuttuivat, tallenna ne GitHubiin (commit ja push), jotta samoja havaintoja ei viedä uudelleen:\n${files.map((file) => `  - ${file}`).join('\n')}`,
  /** The ledger file's comment lines (src/data/viedyt-havainnot.txt). */
  ledgerHeader: [
    'Laji.fi:hin viedyt havainnot: npm run havainnot kirjoittaa tähän jokaisen viemänsä havainnon tunnuksen,',
    'jotta samaa havaintoa ei viedä kahdesti. Tiedostossa ei ole nimiä. Älä muuta sitä käsin.',
  ],
};

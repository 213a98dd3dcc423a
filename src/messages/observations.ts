/**
 * What the observation export (`npm run havainnot`) says in Finnish besides its problems (whose
 * texts are in their catalogue entries: `export.*` in `problems/author.ts`, `ruutu`'s
 * `content.square.*` in `problems/content.ts`).
 */

export const observationMessages = {
  // The command.
  usage:
    'Käyttö: npm run havainnot -- --havainnoija "Etunimi Sukunimi"\n' +
    'Kirjoittaa kansioon havainnot/ kaksi tiedostoa: Laji.fi:n Vihkoon tuotavan taulukon ja Darwin Core -tiedoston. Koko nimesi menee vain näihin tiedostoihin, ei sivustolle eikä GitHubiin.',
  notExportable: {
    heading: (count: number) => `Näitä lajeja ei voitu viedä (${count}):`,
  },
  written: (count: number, files: readonly string[]) =>
    `${count === 1 ? '1 havainto' : `${count} havaintoa`} kirjoitettiin tiedostoihin ${files.join(' ja ')}. Ne eivät mene GitHubiin (havainnot/ on .gitignore-tiedostossa). Lataa Vihko-tiedosto Laji.fi:hin OHJE-OMALLA-KONEELLA.md:n ohjeella.`,
  nothingExportable: 'Yhtään havaintoa ei voitu viedä: jokaiselta lajilta puuttuu kuvausaika tai ruutu (katso lista yllä).',
};

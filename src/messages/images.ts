/**
 * What the image stage says about a photo it cannot use, in Finnish. The content stage prints each
 * after the species file and the line of the `kuvat` item, as `kuva "kasvit/kielo-1.jpg": …`.
 */
import { megabytes } from './numbers.ts';
export const imageMessages = {
  missing: (assetsDir: string, nearest?: string) =>
    `kuvaa ei löydy kansiosta ${assetsDir}/: ${nearest ? `tarkoititko ${nearest}?` : 'tarkista tiedoston nimi (myös isot ja pienet kirjaimet) ja kansio'}`,
  caseMismatch: (actual: string) =>
    `kuvan nimi eroaa tiedoston nimestä isoissa ja pienissä kirjaimissa: tarkoititko ${actual}? Kirjoita nimi täsmälleen samoin, sillä GitHubin palvelin erottaa ne`,
  formMismatch: (actual: string) =>
    `tiedosto ${actual} on olemassa, mutta sen nimen ä- tai ö-kirjain on tallennettu eri tavalla (esimerkiksi Macilla tehdyssä ZIP-tiedostossa): ` +
    'nimeä tiedosto uudelleen kirjoittamalla nimi käsin, niin nimet täsmäävät',
  unreadable: (code: string) => `kuvaa ei voitu lukea (${code}): tarkista, että tiedosto on tallessa tällä koneella ja että sinulla on lupa lukea se`,
  outsideAssets: (real: string, assetsDir: string) =>
    `kuva on linkki tiedostoon ${real}, joka on assets-kansion ulkopuolella: kopioi kuva kansioon ${assetsDir}/ linkin sijaan`,
  folder: 'tämä on kansio eikä kuva: kirjoita kansiossa olevan kuvan nimi',
  special: 'tämä ei ole tavallinen tiedosto (se on putki, laite tai pistoke): vain kuvatiedostoja voi julkaista',
  empty:
    'kuvatiedosto on tyhjä (0 tavua). Jos kuva on iCloudissa tai OneDrivessa, sitä ei ehkä ole ladattu koneelle: avaa kuva kerran tai lataa se, ja kopioi se sitten uudelleen',
  tooManyBytes: (size: number, max: number) =>
    `kuva on ${megabytes(size)}, ja suurin sallittu koko on ${megabytes(max)}: pienennä kuvaa tai ota kuva puhelimen tavallisella laadulla`,
  notAnImage: 'tiedostosta ei löydy kuvan kokoa: onko se varmasti kuva? Kokeile avata se kuvankatseluohjelmassa',
  heic: 'iPhonen HEIC-kuvaa ei voitu avata tällä koneella: muunna tämä kuva JPEG-kuvaksi, ja ota jatkossa kuvat muodossa Yhteensopivin (iPhonessa: Asetukset → Kamera → Muodot → Yhteensopivin)',
  tooManyPixels: (width: number, height: number, max: number) =>
    `kuva on ${width} × ${height} pikseliä, enemmän kuin sallitut ${Math.round(max / 1e6)} miljoonaa pikseliä: pienennä kuvaa ennen lisäämistä`,
  drawingTooLarge: (width: number, height: number, drawnWidth: number, drawnHeight: number, max: number) =>
    `piirros on ${width} × ${height} pikseliä, niin kapea, että sivun kuvakortin täyttämiseksi siitä pitäisi piirtää ${drawnWidth} × ${drawnHeight} pikselin kuva, ` +
    `enemmän kuin sallitut ${Math.round(max / 1e6)} miljoonaa pikseliä: tee piirroksesta vähemmän kapea`,
  undecodable:
    'kuvaa ei voitu avata: tiedosto voi olla vioittunut tai vain osittain kopioitunut, tai se ei ole tuettu kuvatyyppi. Kopioi kuva uudelleen tai kokeile toista kuvaa',
  diskFull: 'kuvaa ei voitu tallentaa välimuistiin, koska levy on täynnä: vapauta tilaa ja aja komento uudelleen',
  failed: (detail: string) => `kuvan käsittely epäonnistui (${detail})`,
  /**
   * A photo with GPS coordinates: the repository would show where it was taken. Printed after the
   * photo's path, and on GitHub as an annotation on the photo itself, so it does not name it again.
   */
  photoLocation: `kuvassa on tieto paikasta, jossa se otettiin (GPS-sijainti). Sivustoa ei julkaista, koska kuka tahansa voisi lukea sijainnin. Poista sijainnit: aja tietokoneella komento npm run puhdista-kuvat, tai avaa github.com-sivulla Actions-välilehti ja aja työnkulku "Poista kuvien sijainnit". Jos sijainnit saavat näkyä, kirjoita tiedostoon src/data/kokoelma.md rivi sijainnit: saa näkyä`,
  /** A photo naming its photographer, the camera's owner or a serial number (no location); after its path, like `photoLocation`. */
  photoIdentity: (tags: readonly string[]) =>
    `kuvassa on kameran sarjanumero tai kuvaajan tai omistajan nimi (${tags.join(', ')}). Poista ne: aja tietokoneella komento npm run puhdista-kuvat, tai avaa github.com-sivulla Actions-välilehti ja aja työnkulku "Poista kuvien sijainnit"`,
  /**
   * A photo that probably shows a person's face (a warning, never fatal): after the photo's path,
   * like `photoLocation`. Says the three ways out and how to say permission was given, in the
   * species file that uses the photo.
   */
  photoFace: (source: string, speciesFile: string, line: number) =>
    `kuvassa näyttää olevan ihmisen kasvot. Kysy kuvassa olevalta ihmiseltä lupa kuvan julkaisemiseen (jos hän on alle 15-vuotias, kysy huoltajalta), ` +
    `rajaa kasvot pois kuvasta tai valitse toinen kuva. Kun lupa on saatu, muuta tiedoston ${speciesFile} rivillä ${line} oleva kuvan rivi muotoon ` +
    `- tiedosto: ${source} ja lisää sen alle rivi lupa: kyllä, niin tätä varoitusta ei enää näytetä`,
  /**
   * A photo no species uses, on the photo itself. `speciesFile` is the file that would use it;
   * `exists` when that file is already there.
   */
  unusedPhoto: (photo: string, speciesFile: string, exists: boolean, template: string) =>
    exists
      ? `mikään laji ei käytä tätä kuvaa: lisää se tiedoston ${speciesFile} kuvat:-listaan riviksi "  - ${photo}"`
      : `mikään laji ei käytä tätä kuvaa: tee lajille tiedosto ${speciesFile} (kopioi siihen mallitiedosto ${template}) ` +
        `ja kirjoita sen kuvat:-listaan rivi "  - ${photo}". Jos et tarvitse kuvaa, poista se.`,
  /** A photo whose small versions are at the quality floor: a notice at the line that names it, and what to do. */
  atQualityFloor: (photo: string) =>
    `kuva ${photo} on niin yksityiskohtainen, että sen pienet versiot pakattiin alimmalle sallitulle laadulle, jotta sivu latautuu puhelimella nopeasti. ` +
    'Katso kuva sivustolla. Jos se näyttää suttuiselta, valitse tilalle kuva, jossa on vähemmän pieniä yksityiskohtia, esimerkiksi tasaisempi tausta.',
  /** How the content stage prefixes an image's message. */
  about: (source: string, message: string) => `kuva "${source}": ${message}`,
} as const;

/**
 * Problems with a photo: one the image stage cannot use (its `ImageError` kind is the code's last
 * part: `too-large` → `image.too-large`), and what the photo checks find in the photos themselves.
 * The content stage prints each after the species file and the line of the `kuvat` item, as
 * `kuva "kasvit/kielo-1.jpg": …` (`imageMessages.about`).
 */
import { megabytes } from '../numbers.ts';
import type { ProblemSpec } from './spec.ts';

export const imageProblems = {
  // Photos the image stage could not use (src/images/errors.ts ImageErrorKind, as `image.<kind>`)
  'image.nameMismatch': {
    when: 'the photo file is there under a name differing in case or Unicode form',
    title: 'Kuvan nimi eroaa tiedoston nimestä',
    fi: {
      case: (actual: string) =>
        `kuvan nimi eroaa tiedoston nimestä isoissa ja pienissä kirjaimissa: tarkoititko ${actual}? Kirjoita nimi täsmälleen samoin, sillä GitHubin palvelin erottaa ne`,
      form: (actual: string) =>
        `tiedosto ${actual} on olemassa, mutta sen nimen ä- tai ö-kirjain on tallennettu eri tavalla (esimerkiksi Macilla tehdyssä ZIP-tiedostossa): ` +
        'nimeä tiedosto uudelleen kirjoittamalla nimi käsin, niin nimet täsmäävät',
    },
  },
  'image.missing': {
    when: 'the photo file is not in the assets folder',
    title: 'Kuvaa ei löydy',
    fi: (assetsDir: string, nearest?: string) =>
      `kuvaa ei löydy kansiosta ${assetsDir}/: ${nearest ? `tarkoititko ${nearest}?` : 'tarkista tiedoston nimi (myös isot ja pienet kirjaimet) ja kansio'}`,
  },
  'image.unreadable': {
    when: 'the photo file could not be read',
    title: 'Kuvaa ei voitu lukea',
    fi: (code: string) => `kuvaa ei voitu lukea (${code}): tarkista, että tiedosto on tallessa tällä koneella ja että sinulla on lupa lukea se`,
  },
  'image.not-a-file': {
    when: 'the photo path is a folder or a special file',
    title: 'Kuva ei ole tiedosto',
    fi: {
      folder: 'tämä on kansio eikä kuva: kirjoita kansiossa olevan kuvan nimi',
      special: 'tämä ei ole tavallinen tiedosto (se on putki, laite tai pistoke): vain kuvatiedostoja voi julkaista',
    },
  },
  'image.outside-assets': {
    when: 'the photo path leads (through a link) outside the assets folder',
    title: 'Kuva on assets-kansion ulkopuolella',
    fi: (real: string, assetsDir: string) =>
      `kuva on linkki tiedostoon ${real}, joka on assets-kansion ulkopuolella: kopioi kuva kansioon ${assetsDir}/ linkin sijaan`,
  },
  'image.empty': {
    when: 'the photo file is empty',
    title: 'Kuvatiedosto on tyhjä',
    fi:
      'kuvatiedosto on tyhjä (0 tavua). Jos kuva on iCloudissa tai OneDrivessa, sitä ei ehkä ole ladattu koneelle: ' +
      'avaa kuva kerran tai lataa se, ja kopioi se sitten uudelleen',
  },
  'image.not-an-image': {
    when: 'the file has no image size (not an image)',
    title: 'Tiedosto ei ole kuva',
    fi: 'tiedostosta ei löydy kuvan kokoa: onko se varmasti kuva? Kokeile avata se kuvankatseluohjelmassa',
  },
  'image.heic': {
    when: 'a HEIC photo cannot be decoded on this machine',
    title: 'HEIC-kuvaa ei voitu avata',
    fi:
      'iPhonen HEIC-kuvaa ei voitu avata tällä koneella: muunna tämä kuva JPEG-kuvaksi, ja ota jatkossa kuvat muodossa Yhteensopivin ' +
      '(iPhonessa: Asetukset → Kamera → Muodot → Yhteensopivin)',
  },
  'image.too-large': {
    when: 'the photo is over the size or pixel limit',
    title: 'Kuva on liian suuri',
    fi: {
      bytes: (size: number, max: number) =>
        `kuva on ${megabytes(size)}, ja suurin sallittu koko on ${megabytes(max)}: pienennä kuvaa tai ota kuva puhelimen tavallisella laadulla`,
      pixels: (width: number, height: number, max: number) =>
        `kuva on ${width} × ${height} pikseliä, enemmän kuin sallitut ${Math.round(max / 1e6)} miljoonaa pikseliä: pienennä kuvaa ennen lisäämistä`,
      /** A drawing so narrow that filling the page's card would draw it over the limit. */
      drawing: (width: number, height: number, drawnWidth: number, drawnHeight: number, max: number) =>
        `piirros on ${width} × ${height} pikseliä, niin kapea, että sivun kuvakortin täyttämiseksi siitä pitäisi piirtää ${drawnWidth} × ${drawnHeight} pikselin kuva, ` +
        `enemmän kuin sallitut ${Math.round(max / 1e6)} miljoonaa pikseliä: tee piirroksesta vähemmän kapea`,
    },
  },
  'image.undecodable': {
    when: 'the photo is damaged or cannot be decoded',
    title: 'Kuva on vioittunut',
    fi: 'kuvaa ei voitu avata: tiedosto voi olla vioittunut tai vain osittain kopioitunut, tai se ei ole tuettu kuvatyyppi. Kopioi kuva uudelleen tai kokeile toista kuvaa',
  },
  'image.disk-full': {
    when: 'the disk filled while caching the photo',
    title: 'Levy on täynnä',
    fi: 'kuvaa ei voitu tallentaa välimuistiin, koska levy on täynnä: vapauta tilaa ja aja komento uudelleen',
  },
  'image.failed': {
    when: 'the photo failed for a reason nothing foresaw (a bug)',
    title: 'Kuvan käsittely epäonnistui',
    fi: (detail: string) => `kuvan käsittely epäonnistui (${detail})`,
  },

  // Photo privacy (src/privacy/photo-privacy.ts): printed after the photo's path, and on GitHub
  // as an annotation on the photo itself, so neither names the photo again.
  'image.location': {
    when: 'a photo carries a location the collection does not allow',
    title: 'Kuvassa on sijainti',
    /**
     * The repository would show where the photo was taken. A photo already pushed keeps its location in
     * the history, so the student tells the teacher (OPETTAJA.md has the procedure). The adults' switch
     * (`sijainnit: saa näkyä`) is not offered here: the student guide asks students not to use it.
     */
    fi:
      'kuvassa on tieto paikasta, jossa se otettiin (GPS-sijainti), joten sivustoa ei julkaista. ' +
      'Jos olet jo lähettänyt kuvan GitHubiin, sijainti jää repositorion historiaan, ja julkisessa repositoriossa kuka tahansa voi lukea sen: kerro asiasta opettajalle. ' +
      'Poista sijainnit: aja tietokoneella komento npm run puhdista-kuvat, tai avaa github.com-sivulla Actions-välilehti ja aja työnkulku "Poista kuvien sijainnit"',
  },
  'image.identity': {
    when: 'a photo carries camera or owner details',
    title: 'Kuvassa on kameran tietoja',
    warning: 'identity',
    /** A photo naming its photographer, the camera's owner or a serial number (no location). */
    fi: (tags: readonly string[]) =>
      `kuvassa on kameran sarjanumero tai kuvaajan tai omistajan nimi (${tags.join(', ')}). ` +
      'Poista ne: aja tietokoneella komento npm run puhdista-kuvat, tai avaa github.com-sivulla Actions-välilehti ja aja työnkulku "Poista kuvien sijainnit"',
  },
  // Faces (src/privacy/faces/, checked in src/pipeline/site-core.ts)
  'image.face': {
    when: "a photo probably shows a person's face and has no lupa: kyllä",
    title: 'Kuvassa on ehkä ihmisen kasvot',
    warning: 'face',
    /** The three ways out, and how to say permission was given, in the species file that uses the photo. */
    fi: (source: string, speciesFile: string, line: number) =>
      `kuvassa näyttää olevan ihmisen kasvot. Kysy kuvassa olevalta ihmiseltä lupa kuvan julkaisemiseen (jos hän on alaikäinen, kysy myös huoltajalta), ` +
      `rajaa kasvot pois kuvasta tai valitse toinen kuva. Kun lupa on saatu, muuta tiedoston ${speciesFile} rivillä ${line} oleva kuvan rivi muotoon ` +
      `- tiedosto: ${source} ja lisää sen alle rivi lupa: kyllä, niin tätä varoitusta ei enää näytetä`,
  },
  // Photos the build could use better (src/pipeline/site-core.ts)
  'image.unused': {
    when: 'a photo in the assets folder that no species uses',
    title: 'Mikään laji ei käytä tätä kuvaa',
    warning: 'unused',
    /** On the photo itself. `speciesFile` is the file that would use it; `exists` when that file is already there. */
    fi: (photo: string, speciesFile: string, exists: boolean, template: string) =>
      exists
        ? `mikään laji ei käytä tätä kuvaa: lisää se tiedoston ${speciesFile} kuvat:-listaan riviksi "  - ${photo}"`
        : `mikään laji ei käytä tätä kuvaa: tee lajille tiedosto ${speciesFile} (kopioi siihen mallitiedosto ${template}) ` +
          `ja kirjoita sen kuvat:-listaan rivi "  - ${photo}". Jos et tarvitse kuvaa, poista se.`,
  },
  'image.qualityFloor': {
    when: "a photo's small versions were compressed at the lowest quality allowed to keep the page light (a notice)",
    title: 'Kuva pakattiin alimmalle laadulle',
    warning: 'qualityFloor',
    /** At the line that names the photo, and what to do. */
    fi: (photo: string) =>
      `kuva ${photo} on niin yksityiskohtainen, että sen pienet versiot pakattiin alimmalle sallitulle laadulle, jotta sivu latautuu puhelimella nopeasti. ` +
      'Katso kuva sivustolla. Jos se näyttää suttuiselta, valitse tilalle kuva, jossa on vähemmän pieniä yksityiskohtia, esimerkiksi tasaisempi tausta.',
  },
} satisfies Record<string, ProblemSpec>;

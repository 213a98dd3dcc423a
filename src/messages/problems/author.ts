/**
 * Problems of the student's own commands: `npm run uusi`, `aloita`, `puhdista-kuvat` (src/author)
 * and `havainnot`. The student reads these in a terminal or on GitHub, so each says what
 * happened, where, and what to do next. Problems the content check or the image stage finds keep
 * their own codes and wording, under a heading from here.
 */
import { ALOITA_EXAMPLE, UUSI_EXAMPLE } from '../author.ts';
import { observationMessages } from '../observations.ts';
import { SQUARE_EXAMPLE } from './content.ts';
import type { ProblemSpec } from './spec.ts';

export const authorProblems = {
  'author.usage': {
    when: 'a command was given a wrong option or word',
    title: 'Komento on väärin',
    fi: {
      uusi: `Anna lajin nimi ja vähintään yksi kuva, esimerkiksi:\n  ${UUSI_EXAMPLE}\nTai kirjoita pelkkä npm run uusi, niin komento kysyy ne.`,
      aloita: (missing: readonly string[]) =>
        `Anna vielä ${missing.join(', ')}. Kokoelman tiedot annetaan näin:\n  ${ALOITA_EXAMPLE}\nTai kirjoita pelkkä npm run aloita, niin komento kysyy ne.`,
    },
  },
  'author.usage.noDashes': {
    when: 'uusi: the options reached npm, not the command, because -- is missing',
    title: 'Merkit -- puuttuvat',
    fi: (words: readonly string[]) =>
      `Valinnat menivät npm:lle eivätkä tälle komennolle, koska komennosta puuttuvat merkit -- ennen lajin nimeä. Kirjoita näin:\n  npm run uusi -- ${words.join(' ')}`,
  },

  // The name (src/author/current-content.ts)
  'author.nameEmpty': {
    when: 'uusi: the species name is empty',
    title: 'Lajin nimi puuttuu',
    fi: 'Lajin nimi puuttuu: kirjoita lajin suomenkielinen nimi, esimerkiksi Sinivuokko.',
  },
  'author.nameUnsafe': {
    when: 'uusi: the species name makes no page id',
    title: 'Nimestä ei saa sivun osoitetta',
    /** `reason` is one of `contentMessages.idReasons`. */
    fi: (title: string, reason: string) => `Nimestä "${title}" ei saa sivun osoitetta: ${reason}. Anna toinen nimi.`,
  },
  'author.nameTaken': {
    when: 'uusi: a species of that name is already there',
    title: 'Laji on jo kokoelmassa',
    fi: (title: string, file: string) =>
      `Laji "${title}" on jo kokoelmassa tiedostossa ${file}. Lisää uudet kuvat sen kuvat-listaan tai anna uudelle lajille eri nimi.`,
  },
  'author.addressTaken': {
    when: 'uusi: another species already has that page id',
    title: 'Sivun osoite on jo käytössä',
    fi: (title: string, existing: string, file: string) =>
      `Nimestä "${title}" tulisi sama sivu kuin lajista "${existing}" (${file}), koska sivun osoitteesta jätetään ä ja ö pois ` +
      'eikä isoja ja pieniä kirjaimia eroteta. Anna uudelle lajille eri nimi.',
  },
  'author.name.didYouMean': {
    when: 'uusi: the name is a letter or two off a name in the table, and there is no terminal to ask on; nothing written',
    title: 'Tarkista lajin nimi',
    fi: (typed: string, suggestion: string) =>
      `Lajia ei lisätty: nimeä "${typed}" ei ole Laji.fi:n lajinimien luettelossa. Tarkoititko "${suggestion}"? ` +
      `Korjaa nimi ja yritä uudelleen. Jos "${typed}" on oikein, anna myös lajin tieteellinen nimi ` +
      '(komennossa valinta --tieteellinen, GitHubissa kenttä Tieteellinen nimi), niin laji lisätään tällä nimellä.',
  },
  'author.group.unknown': {
    when: 'uusi: no such group',
    title: 'Tuntematon ryhmä',
    fi: (group: string, groups: readonly string[]) => `Ryhmää "${group}" ei ole. Valitse jokin näistä: ${groups.join(', ')}.`,
  },

  // The photos (src/author/check-photo.ts)
  'author.photo.missing': {
    when: 'uusi: a photo given is not there',
    title: 'Kuvaa ei löydy',
    fi: (file: string) => `Kuvaa ei löydy: ${file}. Tarkista tiedoston nimi ja kansio.`,
  },
  'author.photo.type': {
    when: 'uusi: a photo given is of a type the build does not read',
    title: 'Kuvan tyyppiä ei voi käyttää',
    fi: (file: string, extensions: readonly string[]) => `Tiedosto ${file} ei ole tuettu kuva. Tuetut tiedostotyypit: ${extensions.join(', ')}.`,
  },
  'author.photo.twice': {
    when: 'uusi: the same photo is given twice',
    title: 'Sama kuva kahdesti',
    fi: (file: string) => `Sama kuva on annettu kahdesti: ${file}.`,
  },
  'author.photo.refused': {
    when: 'uusi: heading: a photo given cannot be used (its problem says why)',
    title: 'Kuvaa ei voi käyttää',
    fi: 'Lajia ei lisätty, koska kuvaa ei voi käyttää. Mitään ei muutettu.',
  },
  'author.photo.folder': {
    when: 'uusi: a folder was given (dragged) where a photo was expected',
    title: 'Kansio eikä kuva',
    /** `examples` are photos in the folder, if any. */
    fi: (folder: string, examples: readonly string[]) =>
      `${folder} on kansio eikä kuva. Anna kuvat yksitellen${examples.length > 0 ? `, esimerkiksi ${examples.join(' ')}` : ''}.`,
  },
  'author.photos.refused': {
    when: 'uusi: heading: several photos given cannot be used, each named',
    title: 'Kuvia ei voi käyttää',
    fi: (count: number) => `Lajia ei lisätty, koska ${count} kuvaa ei voi käyttää. Mitään ei muutettu:`,
  },

  // The collection as it is, and writing (src/author/add-species.ts)
  'author.contentInvalid': {
    when: 'uusi: heading: the collection already has problems, so nothing is added',
    title: 'Kokoelmassa on korjattavaa',
    fi: 'Lajia ei lisätty, koska kokoelman tiedostoissa on jo virheitä (npm run build näyttää samat). Korjaa ensin nämä ja aja komento uudelleen:',
  },
  'author.newFileInvalid': {
    when: 'uusi: heading: the new species file did not pass the checks (rolled back)',
    title: 'Uusi lajitiedosto ei kelpaa',
    fi: (file: string) => `Uusi lajitiedosto ${file} ei läpäissyt tarkistusta.`,
  },
  'author.writeFailed': {
    when: 'uusi/aloita/puhdista-kuvat: writing a file failed',
    title: 'Tiedoston tallennus epäonnistui',
    fi: {
      project: (detail: string) =>
        `Tiedoston kirjoittaminen ei onnistunut (${detail}): tarkista, että levyllä on tilaa ja että sinulla on lupa kirjoittaa projektin kansioon.`,
      /** puhdista-kuvat: a cleaned photo could not be saved. */
      photo: (file: string, code: string) => `Kuvaa ${file} ei voitu tallentaa (${code}). Tarkista, että levyllä on tilaa ja että kansioon saa kirjoittaa.`,
    },
  },
  'author.clean.pixelsChanged': {
    when: 'puhdista-kuvat/uusi: the cleaned photo would not decode to the same pixels, so the original was kept',
    title: 'Kuvaa ei puhdistettu',
    fi: {
      /** puhdista-kuvat, after the photo's path: a fault of the cleaner, or a photo it cannot read. */
      kept:
        'kuvaa ei puhdistettu, koska ei voitu varmistaa, että puhdistettu kuva näyttää täsmälleen samalta kuin alkuperäinen. ' +
        'Kuva jätettiin ennalleen, joten siinä voi yhä olla sijainti tai kameran tietoja. Tallenna kuva uudelleen kuvankäsittelyohjelmalla ja aja komento uudelleen, tai kerro asiasta opettajalle.',
      /** uusi: a photo already in assets/ that could not be cleaned in place; the species was not added. */
      notAdded: (file: string) =>
        `Kuvaa ${file} ei voitu puhdistaa, koska ei voitu varmistaa, että puhdistettu kuva näyttää täsmälleen samalta kuin alkuperäinen. ` +
        'Kuva jätettiin ennalleen, eikä lajia lisätty. Tallenna kuva uudelleen kuvankäsittelyohjelmalla ja lisää laji sitten uudelleen, tai kerro asiasta opettajalle.',
    },
  },
  'author.locked': {
    when: 'uusi: another command is writing the collection (it holds the content lock) and did not finish in time',
    title: 'Toinen komento muokkaa kokoelmaa',
    fi: (holder: { pid: number; started?: string | undefined } | undefined, lock: string) =>
      `Toinen komento muokkaa parhaillaan kokoelmaa${holder ? ` (prosessi ${holder.pid}${holder.started ? `, aloitettu ${holder.started}` : ''})` : ''}, ` +
      `joten mitään ei muutettu. Odota, että se valmistuu, ja aja komento sitten uudelleen. Jos mikään komento ei ole käynnissä, poista tiedosto ${lock}.`,
  },

  // npm run aloita (src/author/start-collection.ts); `what` is the value's name (`aloitaMessages.what`)
  'author.start.invalid': {
    when: 'aloita: heading: a value given for the new collection is wrong',
    title: 'Kokoelmaa ei aloitettu',
    fi: 'Omaa kokoelmaa ei aloitettu: tiedoissa on korjattavaa. Mitään ei muutettu.',
  },
  'author.start.empty': {
    when: 'aloita: a value is empty',
    title: 'Tieto puuttuu',
    fi: (what: string) => `${what} puuttuu: kirjoita se.`,
  },
  'author.start.oneLine': {
    when: 'aloita: a value spans lines',
    title: 'Tieto yhdelle riville',
    fi: (what: string) => `${what} kirjoitetaan yhdelle riville.`,
  },
  'author.start.tooLong': {
    when: 'aloita: a value is too long',
    title: 'Tieto on liian pitkä',
    fi: (what: string, limit: number) => `${what} on liian pitkä: enintään ${limit} merkkiä.`,
  },
  'author.start.ownSpecies': {
    when: "aloita: a species of the student's own would be removed (the heading, and each file under it)",
    title: 'Oma laji poistuisi',
    fi: {
      heading: (count: number) =>
        `Omaa kokoelmaa ei aloitettu, koska kokoelmassa on jo ${count === 1 ? 'laji, joka ei ole mallikokoelmassa sellaisenaan' : `${count} lajia, joita ei ole mallikokoelmassa sellaisinaan`}` +
        '. Mitään ei muutettu, eikä mitään poistettu.\n' +
        'Jos haluat silti aloittaa alusta, siirrä nämä tiedostot talteen src-kansion ulkopuolelle ja aja komento uudelleen. ' +
        'Jos haluat vain vaihtaa kokoelman otsikon, nimen tai luokan, muokkaa tiedostoa src/data/kokoelma.md.',
      file: 'oma laji tai muokattu mallikokoelman laji',
    },
  },

  // npm run havainnot (src/author/export-observations.ts)
  'export.noObserver': {
    when: 'havainnot: no observer name was given',
    title: 'Havainnoijan nimi puuttuu',
    fi: 'kerro havainnoijan koko nimi: aja npm run havainnot päätteessä ja kirjoita nimi, kun komento kysyy sitä (tai lisää komentoon --havainnoija "Etunimi Sukunimi"). Nimi kirjoitetaan vain havainnot/-kansion tiedostoihin.',
  },
  'export.noDate': {
    when: 'havainnot: a species has no kuvausaika, so it is not exported',
    title: 'Kuvausaika puuttuu',
    fi: 'kuvausaika puuttuu: lisää rivi kuvausaika: 17.5.2024',
  },
  'export.noSquare': {
    when: 'havainnot: a species has no ruutu, so it is not exported',
    title: 'Ruutu puuttuu',
    fi: `ruutu puuttuu: lisää rivi ruutu: ${SQUARE_EXAMPLE} (kuvauspaikan 10 km:n ruutu, katso OHJE-OMALLA-KONEELLA.md)`,
  },
  'export.noScientificName': {
    when: 'havainnot: neither tieteellinen nor the name table gives a scientific name, so the species is left out of Darwin Core (Vihko takes it)',
    title: 'Tieteellinen nimi puuttuu',
    fi: 'tieteellinen nimi puuttuu, joten laji jäi pois Darwin Core -tiedostosta (Vihko-tiedostossa se on): lisää rivi tieteellinen: ja lajin tieteellinen nimi',
  },
  'export.noDateNoSquare': {
    when: 'havainnot: a species has neither kuvausaika nor ruutu',
    title: 'Kuvausaika ja ruutu puuttuvat',
    fi: `kuvausaika ja ruutu puuttuvat: lisää rivit kuvausaika: 17.5.2024 ja ruutu: ${SQUARE_EXAMPLE}`,
  },

  // Anything else a person must fix, without a more precise code yet
  'student.error': {
    when: 'heading: a mistake a person can fix; its text says what',
    title: 'Korjattavaa',
    fi: {
      /** uusi stopped by Ctrl+C: `removed` is what was undone (`uusiMessages.removedPhotos`, `removedSpeciesFile`). */
      interrupted: (removed: readonly string[]) =>
        removed.length === 0
          ? 'Keskeytetty: mitään ei ollut vielä kirjoitettu, joten mitään ei jäänyt jäljelle.'
          : `Keskeytetty: ${removed.join(' ja ')} poistettiin, eikä mitään jäänyt jäljelle.`,
      /** havainnot without a name: how to run it, above `export.noObserver`. */
      exportUsage: observationMessages.usage,
      /** havainnot on a collection with problems, above them. */
      exportContent: (count: number) =>
        `Havaintoja ei viety: sisällössä on ${count === 1 ? '1 virhe. Korjaa se' : `${count} virhettä. Korjaa ne`} ja aja komento uudelleen.`,
    },
  },
} satisfies Record<string, ProblemSpec>;

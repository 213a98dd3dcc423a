/**
 * What the build says on GitHub, in Finnish: the short titles of its workflow annotations (the
 * message itself is the terminal's) and the job summary a student reads on the run's Summary page.
 */

import type { ProblemCode } from './codes.ts';
import { kilobytes } from './numbers.ts';

export const githubMessages = {
  /** Annotation titles: short, shown in bold above the message on the file's line. */
  title: {
    unusedPhoto: 'Mikään laji ei käytä tätä kuvaa',
    more: 'Lisää ilmoituksia yhteenvedossa',
  },

  /**
   * An annotation's title by its problem's code: what kind of mistake, in a few words (the message
   * below it says where and what to do). Every code has one; the compiler checks the list is whole.
   */
  titles: {
    'content.file.notUtf8': 'Tiedoston merkistö on väärä',
    'content.file.noFrontMatter': 'Tiedoston alusta puuttuu ---',
    'content.file.unclosedFrontMatter': 'Tietojen lopusta puuttuu ---',
    'content.file.notKeyValue': 'Rivi ei ole muotoa avain: arvo',
    'content.yaml.tab': 'Sisennyksessä on sarkain',
    'content.yaml.quote': 'Lainausmerkki jäi auki',
    'content.yaml.colonInValue': 'Arvossa on kaksoispiste',
    'content.yaml.indent': 'Rivin sisennys on väärä',
    'content.yaml.duplicateKey': 'Avain on kahdesti',
    'content.yaml.other': 'Rivin muoto on väärä',
    'content.yaml.anchor': 'Arvon alussa on & tai *',
    'content.yaml.tag': 'Arvon alussa on !',
    'content.file.nul': 'Rivillä on NUL-merkki',
    'content.file.secondFrontMatter': 'Tiedot ovat tiedostossa kahdesti',
    'content.file.descriptionInFrontMatter': 'Kuvaus on tietojen sisällä',
    'content.file.tooLong': 'Kuvaus on liian pitkä',
    'content.text.halfCharacter': 'Arvossa on puolikas merkki',
    'content.key.noColon': 'Avaimen perästä puuttuu kaksoispiste',
    'content.files.unread': 'Tiedostoa ei lueta',
    'content.markdown.plain': 'Muotoilu näkyy tekstinä',
    'content.collection.missing': 'Kokoelman tiedosto puuttuu',
    'content.species.notInGroup': 'Lajitiedosto ei ole ryhmän kansiossa',
    'content.key.unknown': 'Tuntematon avain',
    'content.key.id': 'Sivun osoitetta ei kirjoiteta itse',
    'content.key.required': 'Tieto puuttuu',
    'content.key.notText': 'Arvo ei ole teksti',
    'content.key.notList': 'Arvo ei ole lista',
    'content.key.yesNo': 'Arvo on joko kyllä tai ei',
    'content.name.notFirstName': 'Vain etunimi',
    'content.name.invisible': 'Nimessä on näkymätön merkki',
    'content.locations.value': 'Sijaintien arvo on väärä',
    'content.title.unsafe': 'Nimestä ei saa sivun osoitetta',
    'content.title.sameId': 'Kahdella lajilla on sama sivu',
    'content.title.caseOnly': 'Kahden lajin sivut eroavat vain kirjainkoolta',
    'content.date.noYear': 'Päivämäärästä puuttuu vuosi',
    'content.date.shortYear': 'Vuosi on kirjoitettu kahdella numerolla',
    'content.date.form': 'Päivämäärän muoto on väärä',
    'content.date.notReal': 'Päivää ei ole kalenterissa',
    'content.date.tooOld': 'Vuosi on liian vanha',
    'content.date.future': 'Päivämäärä on tulevaisuudessa',
    'content.image.empty': 'Kuvan nimi puuttuu',
    'content.image.backslash': 'Kuvan polussa on kenoviiva',
    'content.image.absolute': 'Kuvan polku on koko polku',
    'content.image.outside': 'Kuva on assets-kansion ulkopuolella',
    'content.image.type': 'Kuvan tyyppiä ei voi käyttää',
    'content.image.itemKeys': 'Kuvan rivin muoto on väärä',
    'content.image.noFile': 'Kuvan tiedosto puuttuu',
    'content.image.focus': 'Kuvan kohde on väärin',
    'content.image.assetsPrefix': 'Kuvan polussa on assets/',
    'content.image.webAddress': 'Kuvan polku on verkko-osoite',
    'image.nameMismatch': 'Kuvan nimi eroaa tiedoston nimestä',
    'content.source.notAddress': 'Lähde ei ole verkko-osoite',
    'content.source.badAddress': 'Lähteen osoite on väärä',
    'content.source.credentials': 'Lähteen osoitteessa on salasana',
    'content.source.noName': 'Lähteeltä puuttuu nimi',
    'content.source.noScheme': 'Osoitteen alusta puuttuu https://',
    'content.source.spaceInAddress': 'Lähteen osoitteessa on välilyönti',
    'image.missing': 'Kuvaa ei löydy',
    'image.unreadable': 'Kuvaa ei voitu lukea',
    'image.not-a-file': 'Kuva ei ole tiedosto',
    'image.outside-assets': 'Kuva on assets-kansion ulkopuolella',
    'image.empty': 'Kuvatiedosto on tyhjä',
    'image.not-an-image': 'Tiedosto ei ole kuva',
    'image.heic': 'HEIC-kuvaa ei voitu avata',
    'image.too-large': 'Kuva on liian suuri',
    'image.undecodable': 'Kuva on vioittunut',
    'image.disk-full': 'Levy on täynnä',
    'image.failed': 'Kuvan käsittely epäonnistui',
    'image.location': 'Kuvassa on sijainti',
    'image.identity': 'Kuvassa on kameran tietoja',
    'image.face': 'Kuvassa on ehkä ihmisen kasvot',
    'content.invalid': 'Sivustoa ei rakennettu',
    'build.overBudget': 'Sivu on liian raskas',
    'build.scriptOverBudget': 'Skripti on liian raskas',
    'build.overBudgetHeading': 'Sivut ovat liian raskaita',
    'output.refused': 'Sivustoa ei kirjoitettu kansioon',
    'output.locked': 'Toinen komento rakentaa jo sivustoa',
    'output.writeFailed': 'Sivuston kirjoitus epäonnistui',
    'settings.value': 'Asetus on väärä',
    'booklet.failed': 'PDF-tiedostoa ei tehty',
    'author.usage': 'Komento on väärin',
    'author.nameEmpty': 'Lajin nimi puuttuu',
    'author.nameUnsafe': 'Nimestä ei saa sivun osoitetta',
    'author.nameTaken': 'Laji on jo kokoelmassa',
    'author.addressTaken': 'Sivun osoite on jo käytössä',
    'author.group.unknown': 'Tuntematon ryhmä',
    'author.photo.missing': 'Kuvaa ei löydy',
    'author.photo.type': 'Kuvan tyyppiä ei voi käyttää',
    'author.photo.twice': 'Sama kuva kahdesti',
    'author.photo.refused': 'Kuvaa ei voi käyttää',
    'author.contentInvalid': 'Kokoelmassa on korjattavaa',
    'author.newFileInvalid': 'Uusi lajitiedosto ei kelpaa',
    'author.writeFailed': 'Tiedoston tallennus epäonnistui',
    'author.start.invalid': 'Kokoelmaa ei aloitettu',
    'author.start.empty': 'Tieto puuttuu',
    'author.start.oneLine': 'Tieto yhdelle riville',
    'author.start.tooLong': 'Tieto on liian pitkä',
    'author.start.ownSpecies': 'Oma laji poistuisi',
    'author.start.edited': 'Muokattu laji poistuisi',
    'content.square.form': 'Ruudun muoto on väärä',
    'content.name.nearMiss': 'Tarkista lajin nimi',
    'content.name.scientificConflict': 'Tarkista tieteellinen nimi',
    'content.square.outside': 'Ruutu ei ole Suomessa',
    'export.noObserver': 'Havainnoijan nimi puuttuu',
    'export.noDate': 'Kuvausaika puuttuu',
    'export.noSquare': 'Ruutu puuttuu',
    'export.noDateNoSquare': 'Kuvausaika ja ruutu puuttuvat',
    'serve.portInUse': 'Portti on käytössä',
    'serve.portDenied': 'Porttia ei voi avata',
    'serve.noSite': 'Sivustoa ei ole rakennettu',
    'assignment.badValue': 'Tehtävätiedostossa on virhe',
    'assignment.tooFewSpecies': 'Lajeja on vielä liian vähän',
    'assignment.tooFewInGroup': 'Ryhmässä on vielä liian vähän lajeja',
    'assignment.missingField': 'Lajilta puuttuu pakollinen tieto',
    'assignment.tooFewParagraphs': 'Kuvaus on vielä liian lyhyt',
    'teacher.noFolder': 'Kansio puuttuu',
    'teacher.folderMissing': 'Kansiota ei löydy',
    'teacher.assignmentMissing': 'Tehtävätiedostoa ei löydy',
    'teacher.noRepositories': 'Kansiossa ei ole kokoelmia',
    'handin.noName': 'Nimi puuttuu',
    'handin.name': 'Nimi ei kelpaa',
    'handin.contentInvalid': 'Palautuskappaletta ei tehty',
    'student.error': 'Korjattavaa',
  } satisfies Record<ProblemCode, string>,

  /**
   * A photo no species uses, on the photo's own line in the commit. `speciesFile` is the file that
   * would use it; `exists` when that file is already there.
   */
  unusedPhoto: (photo: string, speciesFile: string, exists: boolean, template: string) =>
    exists
      ? `mikään laji ei käytä tätä kuvaa: lisää se tiedoston ${speciesFile} kuvat:-listaan riviksi "  - ${photo}"`
      : `mikään laji ei käytä tätä kuvaa: tee lajille tiedosto ${speciesFile} (kopioi siihen mallitiedosto ${template}) ` +
        `ja kirjoita sen kuvat:-listaan rivi "  - ${photo}". Jos et tarvitse kuvaa, poista se.`,

  /** GitHub shows at most 10 annotations of a kind per step; the rest are in the summary. */
  more: (count: number, kind: 'error' | 'warning') =>
    `${count} ${kind === 'error' ? (count === 1 ? 'virhe' : 'virhettä') : count === 1 ? 'varoitus' : 'varoitusta'} lisää: ` +
    'GitHub näyttää tässä enintään 10, joten katso kaikki ajon yhteenvedosta (Actions → ajo → Summary).',

  summary: {
    built: 'Sivusto on rakennettu',
    failed: 'Sivustoa ei rakennettu',
    address: (url: string) => `Sivusto julkaistaan osoitteeseen ${url} heti, kun tämän ajon julkaisuvaihe (deploy) on valmis.`,
    noAddress: 'Sivuston osoite näkyy, kun julkaisuvaihe (deploy) on valmis: katso se kohdasta Settings → Pages.',
    booklet: (url: string, size: string, pages: number) => `Koko kokoelma PDF-tiedostona: ${url} (${size}, ${pages} sivua).`,
    counts: { species: 'Lajeja', photos: 'Kuvia', pages: 'Sivuja' },
    weightsHeading: 'Sivujen paino puhelimella',
    kb: kilobytes,
    unusedHeading: (count: number) => `Kuvat, joita mikään laji ei käytä (${count})`,
    overBudgetHeading: 'Liian raskaat sivut',
    facesHeading: (count: number) => `Kuvat, joissa näyttää olevan ihmisen kasvot (${count})`,
    bookletHeading: 'PDF-tiedosto',
    fixIntro:
      'Korjaa tiedosto ja tallenna muutos: avaa tiedosto linkistä, paina kynän kuvaa (tai pistenäppäintä, joka avaa github.dev-editorin), korjaa rivi ja tallenna (Commit changes). ' +
      'Julkaisu alkaa silloin uudelleen.',
    line: (line: number) => `rivi ${line}`,
  },
} as const;

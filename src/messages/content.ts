/**
 * What the content check says in Finnish besides its problems (whose texts are in their catalogue
 * entries, `problems/content.ts`): the line after a failed build's problems, the heading over the
 * content warnings, and the pieces some problems are made of.
 */

export const contentMessages = {
  /** After the problems in the terminal of a command that ran once. */
  fixInTerminal: 'Korjaa ja aja komento uudelleen.',
  /** The heading over the content warnings: files nothing reads, Markdown shown as text, names to check. */
  warningsHeading: (count: number) =>
    `varoitus: sisällössä on ${count === 1 ? '1 kohta, joka kannattaa tarkistaa' : `${count} kohtaa, jotka kannattaa tarkistaa`}. Sivusto rakennettiin silti:`,

  /** Why a page address cannot be a folder name, for `content.title.unsafe` and `author.nameUnsafe`. */
  idReasons: {
    tooLong: (bytes: number, limit: number) => `se on liian pitkä (${bytes} tavua, saa olla enintään ${limit})`,
    empty: 'siitä ei jää mitään, kun ä ja ö poistetaan',
    slash: 'siinä on kauttaviiva (/) tai kenoviiva (\\)',
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

  /** The example value `content.key.required` suggests for each key of the collection file. */
  collection: {
    example: { otsikko: 'Eliökokoelma', nimi: 'Aino', luokka: '8b' } as Record<string, string>,
  },
} as const;

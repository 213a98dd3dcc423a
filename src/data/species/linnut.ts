import type { Species } from '../types.ts';

export const linnut: Species[] = [
  {
    title: 'Harmaalokki',
    officName: 'Larus argentatus',
    images: ['linnut/harmaalokki-1.svg'],
    contentArr: [
      'Harmaalokki on iso lokki. Aikuisen linnun selkä ja siivet ovat vaaleanharmaat ja pää, kaula ja vatsa valkoiset. Siipien kärjet ovat mustat ja niissä on valkoisia täpliä. Nokka on keltainen ja alanokassa on punainen täplä. Silmä on vaaleankeltainen ja jalat vaaleanpunaiset.',
      'Harmaalokkeja näkee etenkin merenrannikolla ja satamissa, mutta myös isoilla järvillä ja kaatopaikoilla. Tämän linnun kuvasin Helsingin Kauppatorin rannassa, jossa lokit tulevat aivan ihmisten lähelle. Laji syö melkein mitä vain: kalaa, simpukoita, raatoja ja ihmisten jätteitä. Poikanen nokkii emon nokan punaista täplää ja silloin emo antaa sille ruokaa. Nuoret harmaalokit ovat ruskeankirjavia ja aikuisen puvun ne saavat vasta noin neljän vuoden iässä.',
      'Harmaalokki on Suomessa luokiteltu vaarantuneeksi, koska sen kanta on pienentynyt.',
    ],
    infoCard: { kuvauspaikka: 'Kauppatori, Helsinki' },
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Harmaalokki', kohde: 'Wikipedia: Harmaalokki' },
    ],
  },
  {
    title: 'Telkkä',
    officName: 'Bucephala clangula',
    images: ['linnut/telkka-1.svg', 'linnut/telkka-2.svg'],
    contentArr: [
      'Telkkä on keskikokoinen sukeltava sorsalintu. Koiraan kiiltävän mustanvihreä pää on kolmiomainen ja nokan tyvessä on pyöreä valkoinen laikku. Silmä on kirkkaankeltainen. Rinta ja kyljet ovat valkoiset ja selkä musta. Naaraalla on suklaanruskea pää, harmaa ruumis ja valkoinen kaulus.',
      'Telkkä pesii melkein koko Suomessa järvien ja jokien rannoilla. Se munii puunkoloon, esimerkiksi palokärjen vanhaan pesään, tai ihmisen tekemään pönttöön. Poikaset hyppäävät pesästä maahan jo päivän ikäisinä, vaikka kolo olisi korkealla. Lentävän telkän siivet vinkuvat kuuluvasti.',
      'Huhtikuun lopulla näin Vanhankaupunginlahdella Helsingissä sekä telkkäkoiraan että naaraan. Telkkä on elinvoimainen.',
    ],
    infoCard: { kuvausaika: '23.4.2023', kuvauspaikka: 'Vanhankaupunginlahti, Helsinki' },
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Telkk%C3%A4', kohde: 'Wikipedia: Telkkä' },
    ],
  },
  {
    title: 'Kurki',
    officName: 'Grus grus',
    images: ['linnut/kurki-1.svg', 'linnut/kurki-2.svg'],
    contentArr: [
      'Kurki on iso ja pitkäjalkainen harmaa lintu. Pää ja kaula ovat mustavalkoiset ja päälaella on punainen laikku. Takapäässä on tuuhea töyhtö, joka ei ole pyrstö vaan pitkiä siipisulkia. Lentäessään kurki pitää kaulan ja jalat suorina. Siipien lentosulat ovat mustat.',
      'Kurki pesii soilla ja kosteilla rannoilla koko Suomessa. Keväällä kurjet tanssivat: ne hyppivät, levittelevät siipiään ja huutavat kovalla, torvimaisella äänellä. Kun kävin toukokuussa Siikanevalla Ruovedellä, kuulin kurkien huudot jo kaukaa. Syksyllä kurjet kerääntyvät pelloille suuriksi parviksi ennen muuttoa.',
      'Kurki on elinvoimainen ja sen kanta on kasvanut paljon.',
    ],
    infoCard: { kuvausaika: '14.5.2022', kuvauspaikka: 'Siikaneva, Ruovesi' },
  },
  {
    title: 'Laulujoutsen',
    officName: 'Cygnus cygnus',
    images: ['linnut/laulujoutsen-1.svg', 'linnut/laulujoutsen-2.svg'],
    contentArr: [
      'Laulujoutsen on Suomen kansallislintu. Se on kokonaan valkoinen ja sen kaula on pitkä ja suora. Nokka on kärjestä musta ja tyvestä keltainen. Keltainen alue ulottuu sieraimen ohi kiilana. Kyhmyjoutsenella taas on oranssi nokka ja kaareva kaula.',
      'Laulujoutsen oli 1900-luvun puolivälissä melkein hävinnyt Suomesta, mutta rauhoituksen jälkeen kanta on kasvanut niin paljon, että laji pesii nyt koko maassa. Nimensä se on saanut kovasta, torvimaisesta huudostaan. Keväällä joutsenet palaavat jo maaliskuussa ja odottavat jäiden sulamista pelloilla ja sulissa vesissä. Kuopiossa huhtikuun alussa näin joutsenia sekä sulassa vedessä että jään päällä.',
      'Laulujoutsen on elinvoimainen.',
    ],
    infoCard: { kuvausaika: '9.4.2024', kuvauspaikka: 'Kuopio' },
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Laulujoutsen', kohde: 'Wikipedia: Laulujoutsen' },
    ],
  },
  {
    title: 'Sinisorsa',
    officName: 'Anas platyrhynchos',
    images: ['linnut/sinisorsa-1.svg'],
    contentArr: [],
    infoCard: { kuvausaika: '2.5.2023', kuvauspaikka: 'Aurajoki, Turku' },
  },
];

import type { Species } from '../types.ts';

export const perhoset: Species[] = [
  {
    title: 'Nokkosperhonen',
    officName: 'Aglais urticae',
    images: ['perhoset/nokkosperhonen-1.svg', 'perhoset/nokkosperhonen-2.svg'],
    contentArr: [
      'Nokkosperhonen on yksi Suomen tutuimmista päiväperhosista. Sen siipien yläpinta on kirkkaan oranssi. Etusiiven etureunassa on vuorotellen mustia ja keltaisia laikkuja ja siiven kärjen lähellä on pieni valkoinen täplä. Takasiiven tyvipuoli on tumma ja kaikkia siipiä kiertää musta reunus, jossa on rivi sinisiä täpliä. Siipiväli on noin 4–5 cm.',
      'Siipien alapinta on aivan erilainen: tumman ruskeanharmaa ja kirjava. Kun perhonen lepää siivet kiinni, se näyttää kuivalta lehdeltä tai kaarnan palalta eikä sitä ole helppo huomata. Elokuussa Ruissalossa kuvaamani perhonen avasi ja sulki siipiään vuorotellen, joten sain kuviin molemmat puolet.',
      'Nokkosperhonen talvehtii aikuisena esimerkiksi ullakoilla, kellareissa ja ladoissa. Siksi se on keväällä ensimmäisten lentävien perhosten joukossa. Toukat elävät nokkosella, mistä laji on saanut nimensä. Nokkosperhonen on yleinen lähes koko Suomessa ja luokiteltu elinvoimaiseksi.',
    ],
    infoCard: { kuvausaika: '12.8.2023', kuvauspaikka: 'Ruissalo, Turku' },
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Nokkosperhonen', kohde: 'Wikipedia: Nokkosperhonen' },
    ],
  },
  {
    title: 'Paatsamasinisiipi',
    officName: 'Celastrina argiolus',
    images: ['perhoset/paatsamasinisiipi-1.svg', 'perhoset/paatsamasinisiipi-2.svg'],
    contentArr: [
      'Paatsamasinisiipi on pieni päiväperhonen, jonka siipiväli on vain noin 2,5–3 cm. Siipien yläpinta on vaalean taivaansininen. Koiraalla siipien musta reunus on kapea, mutta naaraalla etusiiven kärki ja ulkoreuna ovat leveästi mustat. Siipien hyvin vaalealla, hopeanhohtoisen sinivalkoisella alapinnalla on vain pieniä mustia pisteitä. Siltä puuttuvat kokonaan oranssit täplät, joita monilla muilla sinisiivillä on.',
      'Paatsamasinisiipi on keväällä ensimmäisiä sinisiipiämme. Se lentää pääasiassa toukokuun puolivälistä kesäkuun puoliväliin. Loppukesällä lentää usein vielä toinen sukupolvi. Perhosen näkee metsänreunoilla, metsäteiden varsilla, puistoissa ja puutarhoissa. Toukka elää paatsamalla ja orapaatsamalla, mistä laji on saanut nimensä.',
      'Paatsamasinisiipi valittiin vuonna 2017 Suomen kansallisperhoseksi. Se on yleinen Etelä- ja Keski-Suomessa ja elinvoimainen laji. Toukokuussa Kuopiossa tämä perhonen istui lehdellä niin kauan, että ehdin ottaa siitä kaksi kuvaa.',
    ],
    infoCard: { kuvausaika: '18.5.2024', kuvauspaikka: 'Kuopio' },
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/Paatsamasinisiipi',
        kohde: 'Wikipedia: Paatsamasinisiipi',
      },
    ],
  },
  {
    title: 'Virnaperhonen',
    officName: 'Leptidea sinapis/juvernica',
    images: ['perhoset/virnaperhonen-1.svg'],
    contentArr: [
      'Virnaperhonen on hento, valkoinen päiväperhonen. Sillä on kapeat, pyöreäkärkiset siivet ja pitkä, ohut ruumis. Koiraalla etusiiven kärjessä on pieni harmaa laikku. Takasiiven alapinnalla on vihertävänharmaata varjostusta.',
      'Virnaperhonen lepää aina siivet kiinni. Se lentelee hitaasti ja lepatellen matalalla heinikossa niityillä, metsänreunoilla ja pientareilla. Ensimmäinen sukupolvi lentää touko–kesäkuussa. Etelä-Suomessa lentää usein myös toinen sukupolvi heinä–elokuussa. Toukat syövät hernekasveja, kuten hiirenvirnaa ja niittynätkelmää. Kuvasin tämän perhosen heinäkuussa Viikissä Helsingissä, kun se lepäsi kukkivalla hiirenvirnalla.',
      'Suomessa elää myös peltovirnaperhonen (Leptidea juvernica), joka näyttää lähes täsmälleen samalta. Lajit erottaa toisistaan varmasti vain sukuelinten tai DNA:n tutkimuksella. Siksi en tiedä, kumpi laji kuvassani on, ja merkitsin tieteelliseksi nimeksi molemmat.',
    ],
    infoCard: { kuvausaika: '18.7.2023', kuvauspaikka: 'Viikki, Helsinki' },
  },
  {
    title: 'Metsämittari',
    officName: 'Ematurga atomaria',
    images: ['perhoset/metsamittari-1.svg'],
    contentArr: [
      'Metsämittari on pieni mittariperhonen, jonka siipiväli on noin 2,5–3 cm. Koiraan siivet ovat kellanruskeat ja niissä on tiheästi tummanruskeita pilkkuja sekä muutama tumma, aaltoileva poikkiviiva. Koiraan tuntosarvet ovat sulkamaiset. Naaras on vaaleampi ja sen tuntosarvet ovat ohuet.',
      'Toisin kuin useimmat yöperhoset, metsämittari lentää päivällä auringonpaisteessa. Sitä näkee alkukesällä kanervikkoisissa kangasmetsissä, hakkuuaukeilla ja soilla. Levätessään se pitää siipiään levällään. Toukka syö monia kasveja, esimerkiksi kanervaa ja mustikkaa. Metsämittari on yleinen koko Suomessa ja elinvoimainen. Aurinkoisena päivänä kesäkuun alussa näin monta lentävää metsämittaria, mutta vain tämä pysähtyi kuvattavaksi.',
    ],
    infoCard: { kuvausaika: '4.6.2022' },
  },
];

import type { Species } from '../types.ts';

export const hyonteiset: Species[] = [
  {
    title: 'Lehtokantojäärä',
    officName: 'Rhagium mordax',
    images: ['hyonteiset/lehtokantojaara-1.svg'],
    contentArr: [
      'Lehtokantojäärä on noin 1,5–2 cm pitkä sarvijäärä. Sen peitinsiivet ovat kirjavan harmaanruskeat ja niiden poikki kulkee kaksi kellanoranssia vyötä, joiden reunoilla on mustia laikkuja. Etuselän kummallakin sivulla on terävä piikki. Tuntosarvet ovat lyhyemmät kuin monilla muilla jäärillä.',
      'Laji elää lehti- ja sekametsissä. Suomessa se on yleinen etenkin maan etelä- ja keskiosissa. Toukat kehittyvät kuolleiden lehtipuiden kuoren alla. Aikuiset kuoriutuvat kotelosta jo syksyllä, mutta ne talvehtivat kuoren alla kotelokammiossaan ja tulevat esiin vasta keväällä.',
      'Löysin tämän yksilön kesäkuun alussa Ruissalosta kaatuneen puun rungolta. Lehtokantojäärä on Suomessa elinvoimainen.',
    ],
    infoCard: {
      kuvausaika: '4.6.2023',
      kuvauspaikka: 'Ruissalo, Turku',
    },
  },
  {
    title: 'Haisupimikkä',
    officName: 'Bolitophagus reticulatus',
    images: ['hyonteiset/haisupimikka-1.svg'],
    contentArr: [
      'Haisupimikkä on alle senttimetrin mittainen, himmeän musta kovakuoriainen. Sen peitinsiivissä on pitkittäisiä harjanteita ja kuoppia. Etuselän litteät reunat ovat sahalaitaiset.',
      'Haisupimikkä elää taulakäävässä, joka kasvaa yleensä koivun rungolla. Sekä toukat että aikuiset syövät käävän sisusta ja samasta käävästä voi löytyä monta kuoriaista. Nuuksiossa näin toukokuussa yhdellä koivun taulakäävällä useita haisupimikkäitä. Laji on Suomessa yleinen ja elinvoimainen.',
    ],
    infoCard: {
      kuvausaika: '21.5.2023',
      kuvauspaikka: 'Nuuksio, Espoo',
    },
  },
  {
    title: 'Kalvolude',
    officName: 'Kleidocerys resedae',
    images: ['hyonteiset/kalvolude-1.svg'],
    contentArr: [
      'Kalvolude on pieni, vain noin 5 mm pitkä lude. Se on väriltään ruskea tai punertava ja selässä on tummia täpliä. Etusiipien kärkiosa on kirkas kalvo, jonka läpi näkee.',
      'Kalvolude elää etenkin koivuilla ja imee ravintoa norkkojen siemenistä. Syyskuussa huomasin tämän luteen koivun norkolla. Kalvolude on yleinen Etelä-Suomesta Pohjois-Pohjanmaalle asti. Aikuiset talvehtivat, joten syksyllä niitä voi nähdä joukoittain talvehtimispaikkaa etsimässä esimerkiksi talojen seinillä. Laji on elinvoimainen.',
    ],
    infoCard: {
      kuvausaika: '14.9.2023',
    },
  },
  {
    title: 'Huonekärpänen',
    officName: 'Musca domestica',
    images: ['hyonteiset/huonekarpanen-1.svg'],
    contentArr: [],
    infoCard: {
      kuvausaika: '8.8.2023',
      kuvauspaikka: 'Kuopio',
    },
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/Huonek%C3%A4rp%C3%A4nen',
        kohde: 'Wikipedia: Huonekärpänen',
      },
    ],
  },
  {
    title: 'Ampiaisvieras',
    officName: 'Volucella pellucens',
    images: ['hyonteiset/ampiaisvieras-1.svg'],
    contentArr: [
      'Ampiaisvieras on yksi suurimmista kukkakärpäsistämme, noin 1,5 cm pitkä. Se on enimmäkseen musta, mutta takaruumiin etuosassa on leveä, kellanvalkoinen ja vähän läpikuultava vyö. Kummankin siiven keskellä on tumma laikku.',
      'Nimensä mukaisesti laji elää ampiaisten pesissä: naaras munii ampiaispesään ja toukat syövät pesän pohjalle kertyvää jätettä. Aikuiset käyvät kesällä kukilla, esimerkiksi vadelmalla ja sarjakukkaisilla kasveilla. Ampiaisvieras ei pistä, vaikka se muistuttaa vähän ampiaista. Heinäkuussa Pyynikillä luulin tätäkin yksilöä ensin ampiaiseksi. Laji on Suomessa elinvoimainen.',
    ],
    infoCard: {
      kuvausaika: '16.7.2023',
      kuvauspaikka: 'Pyynikki, Tampere',
    },
  },
];

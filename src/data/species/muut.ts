import type { Species } from '../types.ts';

export const muut: Species[] = [
  {
    title: 'Ristihämähäkki',
    officName: 'Araneus diadematus',
    images: ['muut/ristihamahakki-1.svg'],
    contentArr: [
      'Ristihämähäkki on helppo tunnistaa, koska sen pyöreän takaruumiin päällä on valkoisista täplistä muodostuva risti. Takaruumis on ruskea tai oranssinruskea ja jaloissa on vaaleita ja tummia renkaita. Naaras on paljon isompi kuin koiras.',
      'Laji on yleinen koko Suomessa. Se kutoo ison ja säännöllisen ympyräverkon pensaisiin, metsänreunoille ja pihoille. Hämähäkki odottaa verkon keskellä tai piilossa sen reunalla ja kun hyönteinen jää kiinni, se käärii saaliin seittiin. Aikuisia ristihämähäkkejä näkee eniten loppukesällä ja syksyllä. Ruissalossa elokuun lopussa löysin tämän ristihämähäkin isosta verkosta pensaiden välistä.',
      'Ristihämähäkki on Suomessa elinvoimainen. Se ei ole ihmiselle vaarallinen.',
    ],
    infoCard: { kuvausaika: '28.8.2023', kuvauspaikka: 'Ruissalo, Turku' },
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/Ristih%C3%A4m%C3%A4h%C3%A4kki',
        kohde: 'Wikipedia: Ristihämähäkki',
      },
    ],
  },
  {
    title: 'Rapuhämähäkki',
    images: ['muut/rapuhamahakki-1.svg'],
    contentArr: [
      'Löysin tämän pienen, ruskeankirjavan hämähäkin heinäkuussa Kuopiossa. En saanut selville sen tarkkaa lajia, mutta se on jokin rapuhämähäkki. Rapuhämähäkin etummaiset jalkaparit ovat muita pidemmät ja se pitää niitä levällään sivuilla kuin rapu saksiaan. Se osaa myös kävellä sivuttain kuin rapu. Ruumis on leveä ja litteä.',
      'Rapuhämähäkit eivät kudo pyyntiverkkoa. Ne väijyvät paikallaan kukilla, kasveilla, maassa tai puiden kaarnalla ja nappaavat etujaloillaan lähelle tulevan hyönteisen. Saalis voi olla isompi kuin hämähäkki itse. Monet lajit ovat ruskeankirjavia ja sulautuvat hyvin taustaansa.',
      'Suomessa elää useita rapuhämähäkkilajeja. Monet niistä ovat niin samannäköisiä, että ne voi määrittää varmasti vain mikroskoopilla.',
    ],
    infoCard: { kuvausaika: '14.7.2022', kuvauspaikka: 'Kuopio' },
  },
  {
    title: 'Samettipunkki',
    officName: 'Trombidium sp.',
    images: ['muut/samettipunkki-1.svg'],
    contentArr: [
      'Samettipunkki on vain muutaman millimetrin mittainen, kirkkaanpunainen punkki. Tiheä ja lyhyt karvoitus saa sen näyttämään samettiselta. Punkit ovat hämähäkkieläimiä, joten aikuisella samettipunkilla on kahdeksan jalkaa.',
      'Samettipunkkeja näkee etenkin keväällä, kun ne kipittävät aurinkoisina päivinä maassa, sammalella ja kivillä. Nuuksiossa toukokuussa näin sammaloituneella kalliolla kirkkaanpunaisen pisteen, joka osoittautui samettipunkiksi. Aikuiset saalistavat pieniä niveljalkaisia ja niiden munia. Toukat elävät loisina hyönteisten ja muiden niveljalkaisten pinnalla.',
      'Samettipunkkeja on useita samannäköisiä lajeja eikä niitä voi erottaa toisistaan valokuvasta. Siksi merkitsin tieteelliseksi nimeksi vain suvun: Trombidium sp. tarkoittaa jotakin Trombidium-suvun lajia.',
    ],
    infoCard: { kuvausaika: '9.5.2023', kuvauspaikka: 'Nuuksio, Espoo' },
  },
  {
    title: 'Sormipaisukarve',
    officName: 'Hypogymnia physodes',
    images: ['muut/sormipaisukarve-1.svg'],
    contentArr: [
      'Sormipaisukarve on lehtijäkälä. Sen liuskat ovat kapeita ja sisältä onttoja, vähän kuin pieniä paisuneita sormia. Yläpinta on harmaa tai harmaanvihreä ja alapinta musta. Liuskojen kärjissä on usein vaaleaa jauhetta, jonka avulla jäkälä leviää.',
      'Se on yksi Suomen yleisimmistä jäkälistä. Sitä kasvaa puiden rungoilla ja oksilla, varsinkin männyillä ja koivuilla, mutta myös aidoissa ja kivillä. Se kestää ilmansaasteita paremmin kuin moni muu jäkälä, joten sitä löytyy myös kaupungeista. Otin tämän kuvan marraskuun alussa Oulussa, jossa jäkälää kasvoi monen puun oksilla.',
      'Jäkälä on sienen ja levän yhteiselämää: levä yhteyttää ja sieni antaa sille suojaa. Sormipaisukarve on Suomessa elinvoimainen.',
    ],
    infoCard: { kuvausaika: '3.11.2022', kuvauspaikka: 'Oulu' },
    kasvupaikka: 'Puiden rungot ja oksat, erityisesti männyt ja koivut; myös aidat ja kivet',
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/Sormipaisukarve',
        kohde: 'Wikipedia: Sormipaisukarve',
      },
    ],
  },
  {
    title: 'Keltaseinäjäkälä',
    officName: 'Xanthoria parietina',
    images: ['muut/keltaseinajakala-1.svg'],
    contentArr: [
      'Keltaseinäjäkälä on kirkkaan oranssinkeltainen lehtijäkälä, joka kasvaa pyöreinä laikkuina. Laikun keskellä on pieniä kupinmuotoisia itiöemiä eli kotelomaljoja. Väri tulee aineesta, joka suojaa jäkälää auringon säteilyltä. Varjossa kasvava jäkälä on vihertävämpi.',
      'Se viihtyy paikoissa, joissa on paljon typpeä, esimerkiksi lintujen istumakivillä, merenrantakallioilla, kiviaidoilla ja lehtipuiden rungoilla. Suomessa se on yleisin rannikolla. Suomenlinnassa huomasin huhtikuussa sen oranssit laikut rantakallioilla jo kaukaa.',
    ],
    infoCard: { kuvausaika: '19.4.2024', kuvauspaikka: 'Suomenlinna, Helsinki' },
    kasvupaikka: 'Merenrantakalliot, lintukivet, kiviaidat ja lehtipuiden rungot',
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/Keltasein%C3%A4j%C3%A4k%C3%A4l%C3%A4',
        kohde: 'Wikipedia: Keltaseinäjäkälä',
      },
    ],
  },
  {
    title: 'Pörrökääpä',
    officName: 'Cerrena unicolor',
    images: ['muut/porrokaapa-1.svg'],
    contentArr: [
      'Pörrökääpä on ohut kääpä, joka kasvaa usein monessa kerroksessa päällekkäin. Lakin harmaalla, karvaisella ja vyöhykkeisellä yläpinnalla kasvaa usein vihreää levää. Harmaa alapinta on sokkeloinen ja muuttuu vanhana hammasmaiseksi.',
      'Kääpä lahottaa kuolleita lehtipuita, Suomessa varsinkin koivuja. Se on yleinen ja sitä näkee kannoissa, maapuissa ja pystyyn kuolleissa rungoissa. Puijolla löysin lokakuussa kaatuneen koivun, jonka kylki oli täynnä pörrökääpiä.',
    ],
    infoCard: { kuvausaika: '22.10.2023', kuvauspaikka: 'Puijo, Kuopio' },
    kasvupaikka: 'Kuolleet koivut, kannot ja maapuut lehti- ja sekametsissä',
  },
  {
    title: 'Kärpässieni',
    officName: 'Amanita muscaria',
    images: ['muut/karpassieni-1.svg', 'muut/karpassieni-2.svg'],
    contentArr: [
      'Kärpässienen tuntee punaisesta lakista, jossa on valkoisia pilkkuja. Pilkut ovat suojuskalvon jäänteitä ja sade voi huuhtoa ne pois. Heltat ja jalka ovat valkoiset, jalassa on rengas ja tyvi on paksu ja mukulamainen. Nuoret kärpässienet ovat pyöreitä kuin pallot.',
      'Kärpässieni on yleinen koko Suomessa elokuusta lokakuuhun. Sen rihmasto elää yhteistyössä koivun, kuusen tai männyn juurten kanssa. Tällaista yhteiseloa kutsutaan sienijuureksi. Syyskuun alussa Pyynikillä kärpässieniä kasvoi koivujen alla niin paljon, että sain kuviin sekä isoja että pieniä.',
      'Kärpässieni on myrkyllinen eikä sitä saa syödä.',
    ],
    infoCard: { kuvausaika: '2.9.2023', kuvauspaikka: 'Pyynikki, Tampere' },
    kasvupaikka: 'Kangas- ja lehtometsät koivujen ja kuusten lähellä',
    lahteet: [
      {
        url: 'https://fi.wikipedia.org/wiki/K%C3%A4rp%C3%A4ssieni',
        kohde: 'Wikipedia: Kärpässieni',
      },
    ],
  },
  {
    title: 'Metsäetana',
    officName: 'Arion fuscus',
    images: ['muut/metsaetana-1.svg'],
    contentArr: [
      'Metsäetanalla ei ole kuorta. Se on ruskea tai harmaanruskea ja kyljissä on tummat juovat. Selän etuosassa on kilpi eli vaippa ja päässä on kaksi paria tuntosarvia. Silmät ovat pidempien sarvien päissä.',
      'Metsäetana elää kosteissa metsissä sammalen ja karikkeen seassa. Se syö sieniä ja lahoavia kasvinosia. Se on Suomen alkuperäinen laji, toisin kuin espanjansiruetana, joka on haitallinen vieraslaji. Repovedellä näin tämän etanan matelemassa kostealla sammaleella.',
    ],
    infoCard: { kuvauspaikka: 'Repovesi, Kouvola' },
  },
];

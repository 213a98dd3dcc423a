import type { Species } from '../types.ts';

export const kasvit: Species[] = [
  {
    title: 'Metsämänty',
    officName: 'Pinus sylvestris',
    images: ['kasvit/metsamanty-1.svg', 'kasvit/metsamanty-2.svg'],
    contentArr: [
      'Metsämänty on Suomen yleisin puulaji. Se kasvaa yleensä 20–30 metriä korkeaksi ja metsässä sen runko on suora ja oksaton pitkälle ylös. Rungon alaosan kaarna on paksua, harmaanruskeaa ja syvään uurteista, mutta latvaa kohti kaarna muuttuu ohueksi, oranssinpunaiseksi ja hilseileväksi.',
      'Männyn neulaset kasvavat pareittain, kaksi samasta tupesta. Ne ovat sinivihreitä ja noin 3–7 cm pitkiä. Kävyt kypsyvät kahdessa vuodessa ja tyhjät harmaanruskeat kävyt putoavat maahan vasta siementen lennettyä.',
      'Mänty pärjää kuivilla ja karuilla paikoilla, joissa muut puut eivät kasva hyvin, esimerkiksi hiekkakankailla ja kallioilla. Se voi elää satoja vuosia. Metsämänty on Suomessa elinvoimainen. Kuvasin tämän männyn syyskuussa Pyynikin harjulla Tampereella.',
    ],
    infoCard: { kuvausaika: '17.9.2023', kuvauspaikka: 'Pyynikki, Tampere' },
    kasvupaikka: 'Kuivat kangasmetsät, harjut, kalliot ja rämeet',
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty', kohde: 'Wikipedia: Metsämänty' },
    ],
  },
  {
    title: 'Haapa',
    officName: 'Populus tremula',
    images: ['kasvit/haapa-1.svg', 'kasvit/haapa-2.svg'],
    contentArr: [
      'Haavan tunnistaa sileästä, harmaanvihreästä kaarnasta, jossa on tummia vinoneliönmuotoisia laikkuja. Lehdet ovat melkein pyöreitä ja reunoiltaan aaltoilevasti hampaisia. Lehtiruoti on pitkä ja litteä, joten lehdet värisevät pienessäkin tuulessa.',
      'Syksyllä haavan lehdet muuttuvat keltaisiksi, oransseiksi ja punaisiksi. Ruissalossa lokakuun alussa ihailin tämän haavan ruskaa. Haapa leviää usein juurivesojen avulla, joten samassa paikassa voi kasvaa monta puuta, jotka ovat perimältään samanlaisia.',
      'Vanhat haavat ovat tärkeitä monille muille lajeille, esimerkiksi liito-oravalle, jäkälille ja kovakuoriaisille. Haapa on Suomessa elinvoimainen.',
    ],
    infoCard: { kuvausaika: '1.10.2022', kuvauspaikka: 'Ruissalo, Turku' },
    kasvupaikka: 'Lehdot, tuoreet kangasmetsät, metsänreunat ja hakkuuaukeat',
  },
  {
    title: 'Rauduskoivu',
    officName: 'Betula pendula',
    images: ['kasvit/rauduskoivu-1.svg', 'kasvit/rauduskoivu-2.svg'],
    contentArr: [
      'Rauduskoivun kaarna on valkoinen ja siinä on mustia vaakasuoria juovia ja tummia laikkuja. Rungon tyvellä kaarna on tummaa, paksua ja syvästi halkeillutta. Ohuet oksat riippuvat alaspäin, mistä laji on saanut tieteellisen nimensä pendula (’riippuva’).',
      'Rauduskoivun nuoret oksat ovat karheita, koska niissä on pieniä nystyjä. Tästä sen erottaa hieskoivusta, jonka nuoret oksat ovat karvaisia. Lehdet ovat kolmiomaisia, pitkäkärkisiä ja reunoiltaan kahdesti sahalaitaisia.',
      'Rauduskoivu viihtyy kuivahkoilla ja tuoreilla kankailla sekä metsänreunoilla. Koivu on Suomen kansallispuu. Rauduskoivu on elinvoimainen. Kävin kuvaamassa tätä koivua Oulussa kesäkuun alussa, kun sen lehdet olivat vielä vaaleanvihreät.',
    ],
    infoCard: { kuvausaika: '8.6.2023', kuvauspaikka: 'Oulu' },
    kasvupaikka: 'Kuivahkot ja tuoreet kangasmetsät, metsänreunat, hakkuuaukeat ja pihat',
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Rauduskoivu', kohde: 'Wikipedia: Rauduskoivu' },
    ],
  },
  {
    title: 'Järviruoko',
    officName: 'Phragmites australis',
    images: ['kasvit/jarviruoko-1.svg'],
    contentArr: [
      'Järviruoko on iso heinäkasvi, joka voi kasvaa yli kaksi metriä korkeaksi. Sillä on pitkät harmaanvihreät lehdet ja loppukesällä latvassa iso, violetinruskea ja pörröinen röyhy. Hailuodossa elokuun lopussa näin ruovikon, joka ulottui rannasta pitkälle veteen.',
      'Ruoko leviää pitkien maavarsien avulla ja muodostaa rannoille tiheitä ruovikoita. Kun vesistöt rehevöityvät, ruovikot laajenevat ja rannat kasvavat umpeen. Ruovikoissa pesii monia lintuja, esimerkiksi ruokokerttunen. Järviruoko on elinvoimainen.',
    ],
    infoCard: { kuvausaika: '24.8.2024', kuvauspaikka: 'Hailuoto' },
    kasvupaikka: 'Järvien ja merenrantojen matalat vedet, rantaluhdat ja ojat',
  },
  {
    title: 'Seinäsammal',
    officName: 'Pleurozium schreberi',
    images: ['kasvit/seinasammal-1.svg'],
    contentArr: [],
    infoCard: { kuvausaika: '9.10.2022', kuvauspaikka: 'Nuuksio, Espoo' },
    kasvupaikka: 'Kuivahkot ja tuoreet kangasmetsät',
  },
  {
    title: 'Kielo',
    officName: 'Convallaria majalis',
    images: ['kasvit/kielo-1.svg'],
    contentArr: [
      'Kielolla on kaksi leveää, soikeaa lehteä ja niiden välissä kukkavana, jossa roikkuu valkoisia kellomaisia kukkia. Kukat tuoksuvat voimakkaasti. Kielo kukkii touko–kesäkuussa ja syksyllä siihen kehittyy punaisia marjoja. Tämä kielo oli juuri puhjennut kukkaan, kun kuvasin sen kesäkuun alussa.',
      'Kielo on Suomen kansalliskukka. Se on kaunis mutta kaikilta osiltaan myrkyllinen, joten sitä ei saa syödä. Kielo leviää maavarsien avulla ja kasvaa usein isoina kasvustoina. Se on elinvoimainen.',
    ],
    infoCard: { kuvausaika: '5.6.2023' },
    kasvupaikka: 'Lehdot, lehtomaiset kankaat, metsänreunat ja kalliorinteet',
    lahteet: [{ url: 'https://fi.wikipedia.org/wiki/Kielo', kohde: 'Wikipedia: Kielo' }],
  },
  {
    title: 'Mustikka',
    officName: 'Vaccinium myrtillus',
    images: ['kasvit/mustikka-1.svg'],
    contentArr: [
      'Mustikka on matala varpu, jonka varret ovat vihreitä ja särmikkäitä. Sen pienet, soikeat ja hienosti sahalaitaiset lehdet putoavat syksyllä. Kukat ovat pieniä, vihertävän punertavia ja pallomaisia.',
      'Marjat kypsyvät heinä–elokuussa. Ne ovat sinimustia ja niiden pinnalla on vaalea härmä. Metsämustikan malto on tumman sinipunainen, kun taas viljellyn pensasmustikan malto on vaalea.',
      'Mustikka kasvaa koko Suomessa ja on tuoreiden kangasmetsien ja kuusikoiden tavallisin varpu. Se on elinvoimainen. Puijolla Kuopiossa poimin kuvaamisen jälkeen kourallisen kypsiä mustikoita.',
    ],
    infoCard: { kuvauspaikka: 'Puijo, Kuopio' },
    kasvupaikka: 'Tuoreet kangasmetsät ja kuusikot',
    lahteet: [{ url: 'https://fi.wikipedia.org/wiki/Mustikka', kohde: 'Wikipedia: Mustikka' }],
  },
];

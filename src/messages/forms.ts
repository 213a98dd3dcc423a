/**
 * What the workflow "Lomakkeet" answers on a submitted issue form, in Finnish: one comment per
 * run, the location warning first, then what was saved (with the page's address) or exactly
 * which fields to change. English in the code, Finnish for the pupil.
 */

/** A field to change: which one (its label), and what to tell about it. */
export interface FormMistake {
  label: string;
  /** What to change in it (Finnish). */
  text: string;
}

export const formMessages = {
  oneLine: 'Kirjoita tähän vain yksi rivi.',
  dashLine: 'Kuvauksessa ei voi olla riviä, jossa on pelkät kolme viivaa (---). Poista rivi tai kirjoita siihen muuta tekstiä.',
  nameMissing: 'Kirjoita lajin nimi.',
  confirmMissing: 'Rastita "Haluan poistaa lajin ja sen kuvat", jos haluat poistaa lajin.',
  groupUnknown: (group: string) => `Ryhmää "${group}" ei ole. Valitse ryhmä valikosta.`,
  sourceForm: (line: string) => `Rivi "${line}" ei ole muotoa osoite, välilyönti ja lähteen nimi (esimerkiksi https://laji.fi/taxon/MX.40235 Laji.fi).`,
  draftUnknown: 'Valitse valikosta "ei muutosta", "Luonnos: älä julkaise vielä" tai "julkaise".',
  notAttachment: (address: string) =>
    `Osoite ${address} ei ole tähän lomakkeeseen lisätty kuva. Lisää kuva vetämällä se kenttään tai napauttamalla kuvaketta; muualta kuvia ei haeta.`,
  tooManyPhotos: (limit: number) => `Lisää enintään ${limit} kuvaa kerrallaan.`,
  tooBig: (n: number, limitMb: number) => `Kuva ${n} on yli ${limitMb} Mt. Pienennä kuvaa tai lataa se kansioon uudet-kuvat.`,
  notPhoto: (n: number) => `Tiedosto ${n} ei ole JPEG-, PNG- tai GIF-kuva. HEIC- ja WebP-kuvat lataa kansioon uudet-kuvat (Add file → Upload files).`,
  downloadFailed: (n: number, why: string) => `Kuvaa ${n} ei saatu haettua (${why}). Muokkaa lomaketta, niin yritän uudelleen.`,
  privateAttachments:
    'Yksityisen repositorion lomakkeeseen lisättyjä kuvia ei voi hakea. Lataa kuvat kansioon uudet-kuvat (Add file → Upload files) ja jätä Kuvat-kenttä tyhjäksi.',
  noPhotos: 'Lisää lajille ainakin yksi kuva tähän kenttään tai lataa kuvat ensin kansioon uudet-kuvat (Add file → Upload files).',
  notInCollection: (name: string) => `Kokoelmassa ei ole lajia "${name}". Tarkista nimen kirjoitusasu.`,
  didYouMean: (name: string, near: string) => `Kokoelmassa ei ole lajia "${name}". Tarkoititko ${near}? Korjaa nimi, niin teen muutoksen.`,
  notForm: 'Tämä ei ole mikään kokoelman lomakkeista, joten en tehnyt mitään. Tee uusi lomake: Issues → New issue.',
} as const;

/** The parts of one answer: each optional but the headline. */
export interface FormAnswer {
  /** A downloaded photo carried a position: told first. */
  locationInAttachment?: boolean;
  saved?: { name: string; address?: string; file?: string; deleted?: boolean; draft?: boolean };
  unchanged?: string;
  mistakes?: readonly FormMistake[];
  /** Problems found by the code `npm run uusi` shares (content checks), as their reports say them. */
  report?: string;
  warnings?: readonly string[];
}

const LOCATION = [
  '## Lisäämässäsi kuvassa oli sijainti',
  '',
  'Poistin sijainnin kokoelmaan tallennetusta kuvasta, joten se ei näy sivustolla. Tähän lomakkeeseen lisäämäsi alkuperäinen kuva on kuitenkin yhä GitHubissa sijainteineen, ja lomakkeen aiemmat versiot näkyvät kaikille, jotka näkevät tämän lomakkeen.',
  '',
  '1. Avaa lomakkeen yläreunasta sana **edited** (muokattu) ja valitse versio, jossa kuva on.',
  '2. Valitse **Delete revision from history** (poista versio historiasta). Tee näin jokaiselle versiolle, jossa kuva näkyy.',
  '3. Kerro asiasta opettajalle. Poista jatkossa sijainti kuvasta jo puhelimessa ennen kuin lisäät sen.',
  '',
].join('\n');

/** The comment, Markdown. */
export function formAnswer(answer: FormAnswer): string {
  const parts: string[] = [];
  if (answer.locationInAttachment) parts.push(LOCATION);
  if (answer.mistakes?.length || answer.report) {
    parts.push(
      '## Korjaa lomaketta',
      '',
      'Mitään ei tallennettu. Muokkaa lomaketta (kolme pistettä → **Edit**), korjaa alla olevat kohdat ja tallenna: teen muutoksen silloin uudelleen.',
      '',
    );
    for (const mistake of answer.mistakes ?? []) parts.push(`- **${mistake.label}**: ${mistake.text}`);
    if (answer.report) parts.push('', '```text', answer.report, '```');
    parts.push('');
  } else if (answer.saved) {
    const { name, address, file, deleted, draft } = answer.saved;
    if (deleted) parts.push('## Laji on poistettu', '', `Laji ${name} ja sen kuvat on poistettu kokoelmasta. Sivusto päivittyy muutaman minuutin kuluttua.`);
    else {
      parts.push('## Laji on tallennettu', '');
      parts.push(
        draft
          ? `Laji ${name} on tallennettu luonnoksena: se ei näy julkaistulla sivustolla ennen kuin julkaiset sen (lomake Muokkaa lajia, Luonnos: julkaise).`
          : `Laji ${name} on tallennettu. Sen sivu päivittyy muutaman minuutin kuluttua: ${address}`,
      );
      if (file) parts.push('', `Lajitiedosto: \`${file}\`. Pidemmät tekstit voit kirjoittaa myös tiedostoon kynän kuvalla.`);
    }
    parts.push('', 'Suljen tämän lomakkeen. Jos haluat muuttaa jotain, tee uusi lomake Muokkaa lajia.', '');
  } else if (answer.unchanged) parts.push('## Ei muutoksia', '', `${answer.unchanged} on jo kokoelmassa juuri tällaisena, joten mitään ei muutettu.`, '');
  if (answer.warnings?.length) parts.push('### Huomioita', '', ...answer.warnings.map((w) => `- ${w.replaceAll('\n', ' ')}`), '');
  return parts.join('\n');
}

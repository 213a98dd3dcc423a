/**
 * The few Finnish messages whose exact words matter most, written out in full: the ones a student
 * meets first (a date, a key, a YAML slip, a photo), the ones the guide quotes, and the report's
 * shape. Every other test matches on a problem's `code`, so rewording a message changes this file
 * and the guide, nothing else. A change here is a wording change: read it as the student would.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { assignmentMessages } from '../../src/messages/assignment.ts';
import { contentMessages } from '../../src/messages/content.ts';
import { githubMessages } from '../../src/messages/github.ts';
import { imageMessages } from '../../src/messages/images.ts';
import { privacyMessages } from '../../src/messages/privacy.ts';
import { formatProblem, formatReport, within } from '../../src/messages/student-error.ts';
import { contentError } from '../../src/pipeline/site-core.ts';
import { problem, problems } from '../../src/messages/problems.ts';

const md = (...lines: string[]) => `${lines.join('\n')}\n`;
const KURKI = 'src/data/lajit/linnut/kurki.md';
/** The year the date messages suggest: the clock's (the message is read on the day it is printed). */
const YEAR = new Date().getFullYear();

/** The problems of `kurki.md` holding these front-matter lines, as the build prints them. */
function printed(...lines: string[]): string[] {
  const files: ContentFiles = {
    collection: { path: 'src/data/kokoelma.md', text: md('---', 'otsikko: Eliökokoelma', 'nimi: Aino', 'luokka: 8b', '---') },
    species: [{ path: KURKI, group: 'linnut', text: md('---', 'nimi: Kurki', ...lines, '---') }],
    speciesDir: 'src/data/lajit',
  };
  return parseContent(files, defaults.images.sourceExtensions, { today: new Date(YEAR, 11, 31) }).problems.map(formatProblem);
}

describe('message wording (the deliberate snapshots)', () => {
  it('should ask for the year of a date without one, with the year to write', () => {
    assert.deepEqual(printed('kuvausaika: 17.5.'), [`${KURKI}, rivi 3 (kuvausaika): päivämäärästä "17.5." puuttuu vuosi: kirjoita esimerkiksi 17.5.${YEAR}`]);
  });

  it('should ask for four digits in a year, showing the date to write (OHJE.md quotes it)', () => {
    assert.deepEqual(printed('kuvausaika: 21.4.24'), [`${KURKI}, rivi 3 (kuvausaika): kirjoita vuosi neljällä numerolla: 21.4.2024 (nyt "21.4.24")`]);
  });

  it('should suggest the key meant for a misspelt one', () => {
    assert.deepEqual(printed('kuvauspaika: Siikaneva'), [`${KURKI}, rivi 3 (kuvauspaika): tuntematon avain "kuvauspaika": tarkoititko "kuvauspaikka"?`]);
  });

  it('should say how to indent when a line starts with a tab', () => {
    assert.deepEqual(printed('kuvat:', '\t- linnut/kurki-1.svg'), [`${KURKI}, rivi 4: rivin alussa on sarkain (Tab): sisennä välilyönneillä`]);
  });

  it('should say how to close a quote left open', () => {
    assert.deepEqual(printed('tieteellinen: "Grus grus'), [
      `${KURKI}, rivi 3: lainausmerkki " jäi sulkematta: lisää rivin loppuun toinen " tai poista lainausmerkki arvon alusta`,
    ]);
  });

  it('should ask for a source’s name after its address', () => {
    assert.deepEqual(printed('lähteet:', '  - https://fi.wikipedia.org/wiki/Kurki'), [
      `${KURKI}, rivi 4 (lähteet): lähteeltä "https://fi.wikipedia.org/wiki/Kurki" puuttuu nimi: kirjoita osoitteen perään välilyönti ja lähteen nimi, esimerkiksi Wikipedia: Kurki`,
    ]);
  });

  it('should say a source address without a dot was cut by a space, quoting the line', () => {
    assert.deepEqual(printed('lähteet:', '  - https://exa mple.com x'), [
      `${KURKI}, rivi 4 (lähteet): osoitteessa "https://exa" ei ole pistettä, joten linkki ei veisi mihinkään: jos osoitteen keskellä on välilyönti ` +
        '(rivillä lukee "https://exa mple.com x"), kirjoita osoite yhteen ilman välilyöntejä, sitten välilyönti ja lähteen nimi, esimerkiksi https://laji.fi Laji.fi',
    ]);
  });

  it('should print the report as a heading that says what was kept, then one line per problem', () => {
    const [problem] = parseContent(
      {
        collection: { path: 'src/data/kokoelma.md', text: md('---', 'otsikko: Eliökokoelma', 'nimi: Aino', 'luokka: 8b', '---') },
        species: [{ path: KURKI, group: 'linnut', text: md('---', 'nimi: Kurki', 'kuvausaika: 17.5.', '---') }],
        speciesDir: 'src/data/lajit',
      },
      defaults.images.sourceExtensions,
      { today: new Date(YEAR, 11, 31) },
    ).problems;
    assert.equal(
      formatReport(contentError([problem!])),
      [
        'Sivustoa ei rakennettu: sisällössä on 1 virhe. Edellinen sivusto on ennallaan.',
        `  - ${KURKI}, rivi 3 (kuvausaika): päivämäärästä "17.5." puuttuu vuosi: kirjoita esimerkiksi 17.5.${YEAR}`,
      ].join('\n'),
    );
  });

  it('should name the folder a missing photo was looked for in', () => {
    assert.equal(
      formatProblem(within(problem('image.missing', 'assets'), (message) => imageMessages.about('linnut/kurki-1.jpg', message))),
      'kuva "linnut/kurki-1.jpg": kuvaa ei löydy kansiosta assets/: tarkista tiedoston nimi (myös isot ja pienet kirjaimet) ja kansio',
    );
  });

  it('should explain a photo’s location and both ways to remove it', () => {
    assert.equal(
      problem('image.location').message,
      'kuvassa on tieto paikasta, jossa se otettiin (GPS-sijainti), joten sivustoa ei julkaista. ' +
        'Jos olet jo lähettänyt kuvan GitHubiin, sijainti jää repositorion historiaan, ja julkisessa repositoriossa kuka tahansa voi lukea sen: kerro asiasta opettajalle. ' +
        'Poista sijainnit: aja tietokoneella komento npm run puhdista-kuvat, tai avaa github.com-sivulla Actions-välilehti ja aja työnkulku "Poista kuvien sijainnit"',
    );
  });

  it('should say which page is too heavy and by how much, and what to do', () => {
    assert.equal(
      problem('build.overBudget', 'etusivu', '190,0 kt', '180,0 kt', '12,0 kt', '178,0 kt').message,
      'etusivu: 190,0 kt, enemmän kuin sallitut 180,0 kt (HTML 12,0 kt, kuvat 178,0 kt)',
    );
    assert.equal(
      problem('build.overBudgetHeading', 1).message,
      'Sivustoa ei rakennettu: sivu on liian raskas puhelimelle. Edellinen sivusto on ennallaan. ' +
        'Lyhennä sivun kuvausta tai poista sivulta kuvia. Jos sivu saa olla hidas, rakenna se silti komennolla npm run build -- --budget=warn.',
    );
  });

  it('should point npm run uusi at the species already there', () => {
    assert.equal(
      problem('author.nameTaken', 'Kurki', 'src/data/lajit/linnut/kurki.md').message,
      'Laji "Kurki" on jo kokoelmassa tiedostossa src/data/lajit/linnut/kurki.md. Lisää uudet kuvat sen kuvat-listaan tai anna uudelle lajille eri nimi.',
    );
  });

  it('should say the year of a too old date is the problem, not the date (E17)', () => {
    assert.deepEqual(printed('kuvausaika: 17.5.1024'), [
      `${KURKI}, rivi 3 (kuvausaika): päivämäärän "17.5.1024" vuosi on liian kaukana menneisyydessä: tarkista vuosi`,
    ]);
  });

  it('should name both slashes a page address cannot hold, and say a yes/no value must be one of the two (E18, E20)', () => {
    assert.equal(contentMessages.idReasons.slash, 'siinä on kauttaviiva (/) tai kenoviiva (\\)');
    assert.equal(problems['content.key.yesNo'].title, 'Arvon pitää olla kyllä tai ei');
  });

  it('should agree in number when the only photo is already clean (E19)', () => {
    assert.equal(privacyMessages.nothingToClean(1), 'Ainoa kuva on jo puhdas: siinä ei ole sijaintia eikä kameran tietoja. Mitään ei muutettu.');
    assert.equal(privacyMessages.nothingToClean(3), 'Kaikki 3 kuvaa ovat jo puhtaita: niissä ei ole sijaintia eikä kameran tietoja. Mitään ei muutettu.');
  });

  it('should say what a missing field is in the checklist (E8)', () => {
    assert.equal(assignmentMessages.fieldItem('lähteet', 3), '3 lajilta puuttuu tieto lähteet');
  });

  it('should count the annotations GitHub leaves out and say where they are', () => {
    assert.equal(
      githubMessages.more(3, 'error'),
      '3 virhettä lisää: GitHub näyttää tässä enintään 10, joten katso kaikki ajon yhteenvedosta (Actions → ajo → Summary).',
    );
    assert.equal(problems['content.date.noYear'].title, 'Päivämäärästä puuttuu vuosi');
  });
});

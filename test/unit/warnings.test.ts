import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ProblemCode, problems } from '../../src/messages/problems.ts';
import type { Problem } from '../../src/messages/student-error.ts';
import { matchesCode, WARNING_GROUPS, warningBlocks, warningGroup, warningsText } from '../../src/messages/warnings.ts';
import { warningAnnotations } from '../../src/report/github-report.ts';
import { OVERLAY_CODES } from '../../src/serve/dev-server.ts';

/** One warning of every kind the site core raises, in a shuffled order. */
const ONE_OF_EACH: Problem[] = [
  { code: 'content.markdown.plain', file: 'src/data/lajit/linnut/telkka.md', line: 14, message: 'otsikko näkyy tekstinä' },
  { code: 'image.qualityFloor', file: 'src/data/lajit/kasvit/seinasammal.md', line: 5, key: 'kuvat', photo: 'kasvit/seinasammal-1.svg', message: 'pakattiin' },
  { code: 'assignment.missingField', file: 'src/data/lajit/linnut/kurki.md', line: 1, key: 'ruutu', message: 'ruutu puuttuu' },
  { code: 'image.face', file: 'assets/linnut/kurki-3.jpg', message: 'kasvot' },
  { code: 'image.unused', file: 'assets/linnut/kottarainen-1.jpg', photo: 'linnut/kottarainen-1.jpg', message: 'mikään laji ei käytä' },
  { code: 'content.name.nearMiss', file: 'src/data/lajit/linnut/sinisorsa.md', line: 2, key: 'nimi', message: 'tarkoititko' },
  { code: 'image.identity', file: 'assets/linnut/telkka-3.jpg', message: 'sarjanumero' },
  { code: 'assignment.tooFewSpecies', message: 'liian vähän lajeja' },
];
const CONTEXT = { assetsDir: 'assets', checklist: 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu ruutu' };

describe('warnings: one list, grouped by code', () => {
  it('should print every group under its heading, in the order the build has always printed them', () => {
    assert.equal(
      warningsText(ONE_OF_EACH, CONTEXT),
      [
        'varoitus: kansiossa assets/ on 1 kuva, jota mikään laji ei käytä:',
        '  linnut/kottarainen-1.jpg',
        'Lisää kuva uudelle lajille komennolla npm run uusi tai kirjoita se jonkin lajin tiedostoon (src/data/lajit/<ryhmä>/<laji>.md) kuvat:-listaan näin:',
        '  kuvat:',
        '    - linnut/kottarainen-1.jpg',
        'varoitus: 1 kuvassa on kameran tai omistajan tunnistetietoja:',
        '  - assets/linnut/telkka-3.jpg: sarjanumero',
        'varoitus: 1 kuvassa näyttää olevan ihmisen kasvot:',
        '  - assets/linnut/kurki-3.jpg: kasvot',
        'Tehtävä: 2/3 lajia; 1 lajilta puuttuu ruutu',
        'Tehtävästä puuttuu vielä 2 kohtaa. Sivusto on silti valmis.',
        '  - src/data/lajit/linnut/kurki.md, rivi 1 (ruutu): ruutu puuttuu',
        '  - liian vähän lajeja',
        'varoitus: sisällössä on 2 kohtaa, jotka kannattaa tarkistaa. Sivusto rakennettiin silti:',
        '  - src/data/lajit/linnut/telkka.md, rivi 14: otsikko näkyy tekstinä',
        '  - src/data/lajit/linnut/sinisorsa.md, rivi 2 (nimi): tarkoititko',
        'huomio: 1 kuva on niin yksityiskohtainen, että sen pienet versiot pakattiin alimmalle sallitulle laadulle, jotta sivu latautuu puhelimella nopeasti:',
        '  src/data/lajit/kasvit/seinasammal.md:5: kasvit/seinasammal-1.svg',
        'Katso kuva sivustolla. Jos se näyttää suttuiselta, valitse tilalle kuva, jossa on vähemmän pieniä yksityiskohtia, esimerkiksi tasaisempi tausta.',
      ].join('\n'),
    );
  });

  it('should print nothing without warnings, and the checklist line alone (for standard output) when nothing is missing', () => {
    assert.equal(warningsText([], CONTEXT), '');
    assert.deepEqual(warningBlocks([], CONTEXT), [{ text: CONTEXT.checklist, quiet: true }]);
    assert.deepEqual(warningBlocks([], { assetsDir: 'assets' }), [], 'no tehtava.md, no line');
  });

  it('should put every code its catalogue entry calls a warning in a group, and every code the core raises as a warning', () => {
    for (const warning of ONE_OF_EACH) assert.ok(warningGroup(warning.code), warning.code);
    const codes = Object.keys(problems) as ProblemCode[];
    const warningCodes = codes.filter((code) => 'warning' in problems[code]);
    assert.ok(warningCodes.length >= 12, warningCodes.join(', '));
    for (const code of warningCodes) assert.ok(warningGroup(code), `${code} has a group`);
    // A mistake to fix is no warning: it is printed with the build's errors, never under a warning heading.
    for (const code of ['content.date.noYear', 'image.location', 'output.locked'] as const) assert.equal(warningGroup(code), undefined, code);
    const used = new Set(warningCodes.map((code) => warningGroup(code)));
    for (const [name, group] of Object.entries(WARNING_GROUPS)) assert.ok(used.has(group), `some code is in the group ${name}`);
  });

  it('should annotate each warning on GitHub at its group’s level, in the same order', () => {
    const annotations = warningAnnotations(ONE_OF_EACH, (file) => `repo/${file}`);
    assert.deepEqual(
      annotations.map((a) => [a.level, a.title, a.file ?? '', a.line ?? 0]),
      [
        ['warning', 'Mikään laji ei käytä tätä kuvaa', 'repo/assets/linnut/kottarainen-1.jpg', 0],
        ['warning', 'Kuvassa on kameran tietoja', 'repo/assets/linnut/telkka-3.jpg', 0],
        ['warning', 'Kuvassa on ehkä ihmisen kasvot', 'repo/assets/linnut/kurki-3.jpg', 0],
        ['warning', 'Lajilta puuttuu pakollinen tieto', 'repo/src/data/lajit/linnut/kurki.md', 1],
        ['warning', 'Lajeja on vielä liian vähän', '', 0],
        ['warning', 'Muotoilu näkyy tekstinä', 'repo/src/data/lajit/linnut/telkka.md', 14],
        ['warning', 'Tarkista lajin nimi', 'repo/src/data/lajit/linnut/sinisorsa.md', 2],
        ['notice', 'Kuva pakattiin alimmalle laadulle', 'repo/src/data/lajit/kasvit/seinasammal.md', 5],
      ],
    );
  });

  it('should show over the dev page the codes it declares: faces and the assignment, a blank line between', () => {
    const shown = ONE_OF_EACH.filter((warning) => matchesCode(warning.code, OVERLAY_CODES));
    assert.deepEqual(
      shown.map((w) => w.code),
      ['assignment.missingField', 'image.face', 'assignment.tooFewSpecies'],
    );
    const box = warningsText(shown, CONTEXT, '\n\n');
    assert.match(box, /^varoitus: 1 kuvassa näyttää olevan ihmisen kasvot:\n {2}- assets\/linnut\/kurki-3\.jpg: kasvot\n\nTehtävä: 2\/3 lajia/);
  });
});

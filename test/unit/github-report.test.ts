import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Annotation,
  capAnnotations,
  escapeData,
  escapeProperty,
  failureSummary,
  markdownText,
  mistakeAnnotations,
  successSummary,
  workflowCommand,
} from '../../src/report/github-report.ts';
import { githubMessages } from '../../src/messages/github.ts';
import { problem, problems } from '../../src/messages/problems.ts';

const asIs = (file: string) => file;

describe('GitHub report: workflow annotations', () => {
  it("should escape a message and its properties as GitHub's toolkit does", () => {
    assert.equal(escapeData('100% valmis\r\nrivi 2: a,b'), '100%25 valmis%0D%0Arivi 2: a,b', 'data keeps : and ,');
    assert.equal(escapeProperty('Virhe: a,b 50%\n'), 'Virhe%3A a%2Cb 50%25%0A');
    assert.equal(
      workflowCommand({ level: 'error', file: 'src/data/lajit/kasvit/a,b.md', line: 4, title: 'Virhe kohdassa kuvat', message: 'kaksi\nriviä' }),
      '::error file=src/data/lajit/kasvit/a%2Cb.md,line=4,title=Virhe kohdassa kuvat::kaksi%0Ariviä',
    );
    assert.equal(workflowCommand({ level: 'notice', title: 'T', message: 'm' }), '::notice title=T::m', 'no file, no line');
  });

  it('should make one annotation per problem at its file and line, titled by its code, with the terminal message', () => {
    const annotations = mistakeAnnotations(
      {
        heading: problem('content.invalid', 3).message,
        problems: [
          { code: 'content.date.noYear', file: 'src/data/lajit/linnut/kurki.md', line: 7, key: 'kuvausaika', message: 'päivämäärästä "14.5." puuttuu vuosi' },
          { code: 'content.file.noFrontMatter', file: 'src/data/lajit/linnut/kurki.md', message: 'tiedoston ensimmäisen rivin pitää olla kolme viivaa' },
          { code: 'settings.value', message: 'SITE_URL ei ole osoite' },
        ],
      },
      'error',
      (file) => `projekti/${file}`,
    );
    assert.deepEqual(annotations, [
      {
        level: 'error',
        file: 'projekti/src/data/lajit/linnut/kurki.md',
        line: 7,
        title: problems['content.date.noYear'].title,
        message: 'päivämäärästä "14.5." puuttuu vuosi',
      },
      {
        level: 'error',
        file: 'projekti/src/data/lajit/linnut/kurki.md',
        title: problems['content.file.noFrontMatter'].title,
        message: 'tiedoston ensimmäisen rivin pitää olla kolme viivaa',
      },
      { level: 'error', title: problems['settings.value'].title, message: 'SITE_URL ei ole osoite' },
    ]);
    assert.deepEqual(mistakeAnnotations({ heading: 'Toinen komento rakentaa jo sivustoa: odota.', problems: [], code: 'output.locked' }, 'error', asIs), [
      { level: 'error', title: problems['output.locked'].title, message: 'Toinen komento rakentaa jo sivustoa: odota.' },
    ]);
  });

  it('should keep at most 10 annotations of each level, and count the rest in a notice', () => {
    const many = (level: Annotation['level'], n: number) => Array.from({ length: n }, (_, i): Annotation => ({ level, title: 't', message: `${level} ${i}` }));
    const capped = capAnnotations([...many('error', 12), ...many('warning', 3)]);
    assert.equal(capped.filter((a) => a.level === 'error').length, 10);
    assert.equal(capped.filter((a) => a.level === 'warning').length, 3);
    assert.deepEqual(capped.at(-1)?.level, 'notice');
    assert.deepEqual(capped.at(-1), { level: 'notice', title: githubMessages.title.more, message: githubMessages.more(2, 'error') });
    assert.deepEqual(capAnnotations(many('warning', 10)), many('warning', 10), 'ten fit');
  });
});

describe('GitHub report: job summary', () => {
  it('should list a failed build’s problems, each linked to its line on the branch', () => {
    const summary = failureSummary(
      {
        heading: problem('content.invalid', 1).message,
        problems: [
          {
            code: 'content.date.shortYear',
            file: 'src/data/lajit/kasvit/sinivuokko.md',
            line: 8,
            key: 'kuvausaika',
            message: 'kirjoita vuosi <4> *numerolla*',
          },
        ],
      },
      asIs,
      { server: 'https://github.com', name: 'aino/eliokokoelma', ref: 'main' },
    );
    assert.equal(
      summary,
      [
        '## Sivustoa ei rakennettu',
        '',
        problem('content.invalid', 1).message,
        '',
        '- [`src/data/lajit/kasvit/sinivuokko.md`](https://github.com/aino/eliokokoelma/blob/main/src/data/lajit/kasvit/sinivuokko.md#L8), rivi 8 (kuvausaika): kirjoita vuosi \\<4\\> \\*numerolla\\*',
        '',
        githubMessages.summary.fixIntro,
        '',
      ].join('\n'),
    );
  });

  it('should say where the site and its booklet are published, what it holds and its weight, in Finnish', () => {
    const summary = successSummary({
      siteUrl: 'https://aino.github.io/eliokokoelma',
      species: 29,
      photos: 40,
      pages: 32,
      weights: [
        { page: { kind: 'home' }, html: 3072, images: 40960, total: 44032 },
        { page: { kind: 'species', species: 'Iso | kuovi' }, html: 4096, images: 51200, total: 55296 },
      ],
      viewport: { width: 390, devicePixelRatio: 2 },
      overBudget: [],
      warnings: [
        {
          file: 'assets/kasvit/IMG_0412.HEIC',
          photo: 'kasvit/IMG_0412.HEIC',
          ...problem('image.unused', 'kasvit/IMG_0412.HEIC', 'src/data/lajit/kasvit/<laji>.md', false, 'src/data/lajit/MALLI.md'),
        },
      ],
      booklet: { path: 'kokoelma.pdf', size: '3,0 Mt', pages: 32 },
    });
    assert.ok(summary.startsWith('## Sivusto on rakennettu\n\nSivusto julkaistaan osoitteeseen https://aino.github.io/eliokokoelma/ '), summary);
    assert.ok(summary.includes('Koko kokoelma PDF-tiedostona: https://aino.github.io/eliokokoelma/kokoelma.pdf (3,0 Mt, 32 sivua).'));
    assert.ok(summary.includes('| 29 | 40 | 32 |'));
    assert.ok(summary.includes('| etusivu | 3,0 | 40,0 | 43,0 |'));
    assert.ok(summary.includes('| raskain lajisivu (Iso \\| kuovi) | 4,0 | 50,0 | 54,0 |'), 'a | in a name does not split the row');
    assert.ok(summary.includes('- `assets/kasvit/IMG_0412.HEIC`: mikään laji ei käytä tätä kuvaa: tee lajille tiedosto src/data/lajit/kasvit/\\<laji\\>.md'));
  });

  it('should escape Markdown so a message shows as written', () => {
    assert.equal(markdownText('a_b *c* [d](e) <f> #g |h| \\'), 'a\\_b \\*c\\* \\[d\\](e) \\<f\\> \\#g \\|h\\| \\\\');
  });
});

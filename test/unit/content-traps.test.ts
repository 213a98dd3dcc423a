/**
 * Issue 27's traps: inputs the content check once accepted silently, crashed on or explained
 * wrongly. Each test names its item; each asserts the problem's code and line (wording lives in
 * message-wording.test.ts), and that no message holds a replacement character or English.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import type { Problem } from '../../src/messages/student-error.ts';

const md = (...lines: string[]) => `${lines.join('\n')}\n`;
const KURKI = 'src/data/lajit/linnut/kurki.md';
const COLLECTION = md('---', 'otsikko: Eliökokoelma', 'nimi: Aino', 'luokka: 8b', '---');

function parseFiles(species: Record<string, string>) {
  const files: ContentFiles = {
    collection: { path: 'src/data/kokoelma.md', text: COLLECTION },
    species: Object.entries(species).map(([file, text]) => ({ path: `src/data/lajit/${file}`, text, group: file.split('/')[0] })),
    speciesDir: 'src/data/lajit',
  };
  return parseContent(files, defaults.images.sourceExtensions, { today: new Date(2030, 0, 1) });
}
const problemsOf = (text: string): Problem[] => parseFiles({ 'linnut/kurki.md': text }).problems;
const where = (problems: readonly Problem[]) => problems.map((p) => ({ code: p.code, file: p.file, line: p.line }));

describe('issue 27: content traps', () => {
  it('item 1: a half emoji escape in nimi or tieteellinen is a Finnish problem at its line, not a URIError', () => {
    const problems = problemsOf(md('---', 'nimi: "Kärpässieni \\ud83c"', 'tieteellinen: "Picea \\udc00"', '---'));
    assert.deepEqual(where(problems), [
      { code: 'content.text.halfCharacter', file: KURKI, line: 2 },
      { code: 'content.text.halfCharacter', file: KURKI, line: 3 },
    ]);
    for (const p of problems) assert.doesNotMatch(p.message, /\uFFFD|[\uD800-\uDFFF]/);
  });

  it('item 2: a space inside a Wikipedia source address is named, not split into a wrong link', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'lähteet:', '  - https://fi.wikipedia.org/wiki/Kuusen kaarnakuoriainen Wikipedia', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.source.spaceInAddress', file: KURKI, line: 4 }]);
    assert.match(problems[0]!.message, /Kuusen_kaarnakuoriainen/);
  });

  it('item 3: YAML anchors and aliases are refused at their line', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'kuvauspaikka: &p Nuuksio', 'kasvupaikka: *p', '---'));
    assert.deepEqual(where(problems), [
      { code: 'content.yaml.anchor', file: KURKI, line: 3 },
      { code: 'content.yaml.anchor', file: KURKI, line: 4 },
    ]);
  });

  it('item 5: the template pasted twice (a second --- block) is named at its line', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', '---', 'Kuusi on puu.', '', '---', 'nimi: Kuusi', '---', 'Toinen.'));
    assert.deepEqual(where(problems), [{ code: 'content.file.secondFrontMatter', file: KURKI, line: 6 }]);
  });

  it('item 7: a NUL byte and a !!binary value are refused at their line', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'kasvupaikka: !!binary SGVsbG8=', '---', 'Kuusi\u0000 on puu.'));
    assert.deepEqual(where(problems), [
      { code: 'content.yaml.tag', file: KURKI, line: 3 },
      { code: 'content.file.nul', file: KURKI, line: 5 },
    ]);
  });

  it('item 10: a source starting with www. is told to add https://', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'lähteet:', '  - www.luontoportti.com/kuusi Luontoportti', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.source.noScheme', file: KURKI, line: 4 }]);
    assert.match(problems[0]!.message, /https:\/\/www\.luontoportti\.com\/kuusi/);
  });

  it('item 12: a known key without its colon is named', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'kasvupaikka Järvet', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.key.noColon', file: KURKI, line: 3 }]);
    assert.match(problems[0]!.message, /kasvupaikka: Järvet/);
  });

  it('item 12: a description written above the closing --- is named', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', 'Kuusi on havupuu, joka kasvaa metsissä.', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.file.descriptionInFrontMatter', file: KURKI, line: 3 }]);
  });

  it('item 13: nimi: followed by a no-break space reads as the name', () => {
    const { problems, content } = parseFiles({ 'linnut/kurki.md': md('---', 'nimi:\u00a0Kurki', '---') });
    assert.deepEqual(where(problems), []);
    assert.equal(content?.species[0]?.title, 'Kurki');
  });

  it('item 14: an empty nimi: is reported at its own line', () => {
    const problems = problemsOf(md('---', 'nimi:', 'tieteellinen: Grus grus', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.key.required', file: KURKI, line: 2 }]);
  });

  it('item 15: a duplicate page address is reported on the later file, naming the earlier', () => {
    const problems = parseFiles({ 'linnut/kurki-2.md': md('---', 'nimi: Kurki', '---'), 'linnut/kurki.md': md('---', 'nimi: Kurki', '---') }).problems;
    assert.deepEqual(where(problems), [{ code: 'content.title.sameId', file: 'src/data/lajit/linnut/kurki-2.md', line: 2 }]);
    assert.deepEqual(problems[0]!.others, [KURKI]);
  });

  it('item 16: a 20 MB description is a content problem naming the file', () => {
    const problems = problemsOf(md('---', 'nimi: Kuusi', '---', 'a'.repeat(20_000_000)));
    assert.deepEqual(where(problems), [{ code: 'content.file.tooLong', file: KURKI, line: 4 }]);
  });
});

describe('issue 27 item 4: every file under src/data is read or named', () => {
  it('item 4: warns in Finnish for .md.txt, .txt, .docx, a MALLI.md in a group folder and a species file in src/data, and builds', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { readContent } = await import('../../src/content/read-content.ts');
    const root = await mkdtemp(path.join(os.tmpdir(), 'unread-'));
    try {
      const data = path.join(root, 'src/data');
      await mkdir(path.join(data, 'lajit/kasvit'), { recursive: true });
      const kuusi = md('---', 'nimi: Kuusi', '---');
      const files: Record<string, string> = {
        'kokoelma.md': COLLECTION,
        'tehtava.md': '# Tehtävä\n',
        'lajit/MALLI.md': md('---', 'nimi: Kielo', '---'),
        'lajit/kasvit/kielo.md': md('---', 'nimi: Kielo', '---'),
        'lajit/kasvit/kuusi.md.txt': kuusi,
        'lajit/kasvit/mänty.txt': kuusi,
        'lajit/kasvit/koivu.docx': 'PK',
        'lajit/kasvit/MALLI.md': md('---', 'nimi: Haapa', '---'),
        'lajit/kasvit/.DS_Store': '',
        'lajit/kasvit/Thumbs.db': '',
        'kataja.md': kuusi,
      };
      for (const [file, text] of Object.entries(files)) await writeFile(path.join(data, file), text);
      const content = await readContent('src/data', root);
      const { content: built, warnings, problems } = parseContent(content, defaults.images.sourceExtensions);
      assert.deepEqual(where(problems), [], 'the build still passes');
      assert.ok(built);
      assert.deepEqual(
        warnings.map((p) => ({ code: p.code, file: p.file })),
        [
          { code: 'content.files.unread', file: 'src/data/kataja.md' },
          { code: 'content.files.unread', file: 'src/data/lajit/kasvit/koivu.docx' },
          { code: 'content.files.unread', file: 'src/data/lajit/kasvit/kuusi.md.txt' },
          { code: 'content.files.unread', file: 'src/data/lajit/kasvit/MALLI.md' },
          { code: 'content.files.unread', file: 'src/data/lajit/kasvit/mänty.txt' },
        ],
      );
      const byFile = new Map(warnings.map((p) => [p.file, p.message]));
      assert.match(byFile.get('src/data/lajit/kasvit/kuusi.md.txt')!, /kuusi\.md\b/);
      assert.match(byFile.get('src/data/kataja.md')!, /src\/data\/lajit\//);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('issue 27 items 9 and 11: photo paths with their own messages', () => {
  it('item 9: a photo path starting with assets/ says to leave assets/ out', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvat:', '  - assets/linnut/kurki-1.jpg', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.image.assetsPrefix', file: KURKI, line: 4 }]);
    assert.match(problems[0]!.message, /"linnut\/kurki-1\.jpg"/);
  });

  it('item 11: a web address in kuvat says photos are copied into assets, not linked', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'kuvat:', '  - https://upload.wikimedia.org/kurki.jpg', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.image.webAddress', file: KURKI, line: 4 }]);
  });
});

describe('issue 27 item 19: one wording per place', () => {
  it('item 19: the heading says no command, the terminal says to run it again, the dev overlay to save, GitHub to save the change', async () => {
    const { contentError } = await import('../../src/pipeline/site-core.ts');
    const { serveMessages } = await import('../../src/messages/serve.ts');
    const { githubMessages } = await import('../../src/messages/github.ts');
    const { reportMistake } = await import('../../scripts/lib/mistakes.ts');
    const error = contentError(problemsOf(md('---', 'nimi: Kurki', 'kuvausaika: 17.5.', 'kuvauspaika: Nuuksio', '---')));
    assert.doesNotMatch(error.heading, /aja komento|tallenna/i);
    assert.match(serveMessages.overlayHeading, /^Korjaa ja tallenna/);
    assert.doesNotMatch(serveMessages.overlayHeading, /aja komento|alla oleva virhe/);
    assert.match(githubMessages.summary.fixIntro, /^Korjaa tiedosto ja tallenna muutos/);
    const printed: string[] = [];
    const original = console.error;
    const exitCode = process.exitCode;
    console.error = (text: string) => printed.push(text);
    try {
      reportMistake(error);
    } finally {
      console.error = original;
      process.exitCode = exitCode;
    }
    assert.match(printed.join('\n'), /Korjaa ja aja komento uudelleen\./);
  });
});

describe('issue 27 item 17: photo errors in the student’s words', () => {
  it('item 17: a truncated JPEG says it is damaged without the image library’s English, and a valid 20000×10 SVG is not called corrupt', async () => {
    const sharp = (await import('sharp')).default;
    const { decodeImage } = await import('../../src/images/decode.ts');
    const { ImageError } = await import('../../src/images/errors.ts');
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const error = await decodeImage(truncated, defaults.images).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(error instanceof ImageError, String(error));
    assert.equal(error.kind, 'undecodable');
    assert.doesNotMatch(error.message, /VipsJpeg|premature|JPEG image|\n|[A-Za-z]+: [a-z]+ [a-z]+ of/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10"><rect width="20000" height="10" fill="#3a7"/></svg>');
    const drawing = await decodeImage(svg, defaults.images).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(drawing instanceof ImageError, String(drawing));
    assert.equal(drawing.kind, 'too-large');
    assert.match(drawing.message, /20000 × 10 pikseliä.*100 miljoonaa pikseliä/);
  });
});

describe('issue 27 item 6: photo names match exactly on every system', () => {
  it('item 6: a name differing in case or Unicode form is named with the file that is there, and a typo gets the nearest file', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { sourceProblem } = await import('../../src/images/pipeline.ts');
    const assets = await mkdtemp(path.join(os.tmpdir(), 'names-'));
    try {
      await mkdir(path.join(assets, 'linnut'));
      await writeFile(path.join(assets, 'linnut/kuva.jpg'), 'x');
      await writeFile(path.join(assets, 'linnut', 'kärpässieni.jpg'.normalize('NFD')), 'x');
      const problem = async (source: string) => {
        const error = await sourceProblem(source, assets, 1e6);
        return error && { code: error.finding.code, message: error.finding.message };
      };
      const caseOnly = await problem('linnut/Kuva.JPG');
      assert.equal(caseOnly?.code, 'image.nameMismatch');
      assert.match(caseOnly!.message, /tarkoititko linnut\/kuva\.jpg\?/);
      const form = await problem('linnut/kärpässieni.jpg'.normalize('NFC'));
      assert.equal(form?.code, 'image.nameMismatch');
      const typo = await problem('linnut/kuvaa.jpg');
      assert.equal(typo?.code, 'image.missing');
      assert.match(typo!.message, /tarkoititko linnut\/kuva\.jpg\?/);
      assert.equal(await problem('linnut/kuva.jpg'), undefined);
    } finally {
      await rm(assets, { recursive: true, force: true });
    }
  });
});

describe('issue 27 item 21: inline Markdown in descriptions', () => {
  it('item 21: *italic* and **bold** render from tokens, HTML stays text, and links, headings, lists, images and tables are warned at their line', async () => {
    const { inlineRuns } = await import('../../src/content/inline-markdown.ts');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { Runs } = await import('../../src/templates/Runs.tsx');
    const html = renderToStaticMarkup(createElement(Runs, { runs: inlineRuns('Kurki (*Grus grus*) on **tärkeä** <b>x</b>, 2 * 3 * 4.') }));
    assert.equal(html, 'Kurki (<em>Grus grus</em>) on <strong>tärkeä</strong> &lt;b&gt;x&lt;/b&gt;, 2 * 3 * 4.');
    const parsed = parseFiles({
      'linnut/kurki.md': md(
        '---',
        'nimi: Kurki',
        '---',
        '# Kurki',
        '',
        'Katso [Wikipedia](https://fi.wikipedia.org/wiki/Kurki).',
        '',
        '- iso lintu',
        '',
        '![kuva](kurki.jpg)',
        '',
        '| a | b |',
        '',
        'Tavallinen *kappale*.',
      ),
    });
    assert.deepEqual(where(parsed.problems), []);
    assert.deepEqual(
      parsed.warnings.map((p) => p.line),
      [4, 6, 8, 10, 12],
    );
    assert.ok(parsed.warnings.every((p) => p.code === 'content.markdown.plain' && p.file === KURKI));
    assert.match(parsed.warnings[1]!.message, /lähteet/);
  });
});

describe('issue 27: problems sorted by file and line', () => {
  it('sorts content and photo problems together by file and line', async () => {
    const { contentError } = await import('../../src/pipeline/site-core.ts');
    const error = contentError([
      { file: 'src/data/lajit/linnut/kurki.md', line: 9, code: 'image.missing', message: 'b' },
      { file: 'src/data/lajit/kasvit/kielo.md', line: 3, code: 'content.date.form', message: 'a' },
      { file: 'src/data/lajit/linnut/kurki.md', line: 2, code: 'content.date.form', message: 'c' },
    ]);
    assert.deepEqual(
      error.problems.map((p) => [p.file, p.line]),
      [
        ['src/data/lajit/kasvit/kielo.md', 3],
        ['src/data/lajit/linnut/kurki.md', 2],
        ['src/data/lajit/linnut/kurki.md', 9],
      ],
    );
  });
});

describe('issue 37: the two traps left', () => {
  it('a space inside a source address (https://exa mple.com x) is refused at its line, not published as a link to https://exa', () => {
    const problems = problemsOf(md('---', 'nimi: Kurki', 'lähteet:', '  - https://laji.fi Laji.fi', '  - https://exa mple.com x', '---'));
    assert.deepEqual(where(problems), [{ code: 'content.source.hostWithoutDot', file: KURKI, line: 5 }]);
    assert.match(problems[0]!.message, /"https:\/\/exa"/, 'the address as it was read');
    assert.match(problems[0]!.message, /"https:\/\/exa mple\.com x"/, 'the line as it was written');
  });

  it('an address and a name that both have dots stay a valid source', () => {
    const { content, problems } = parseFiles({ 'linnut/kurki.md': md('---', 'nimi: Kurki', 'lähteet:', '  - https://laji.fi Laji.fi', '---') });
    assert.deepEqual(where(problems), []);
    assert.deepEqual(content?.species[0]?.lahteet, [{ url: 'https://laji.fi', kohde: 'Laji.fi' }]);
  });

  it('a species file in a folder inside a group folder is refused at the file, saying where to move it', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { readContent } = await import('../../src/content/read-content.ts');
    const root = await mkdtemp(path.join(os.tmpdir(), 'nested-'));
    try {
      const data = path.join(root, 'src/data');
      await mkdir(path.join(data, 'lajit/kasvit/puut'), { recursive: true });
      await writeFile(path.join(data, 'kokoelma.md'), COLLECTION);
      await writeFile(path.join(data, 'lajit/kasvit/kielo.md'), md('---', 'nimi: Kielo', '---'));
      await writeFile(path.join(data, 'lajit/kasvit/puut/kuusi.md'), md('---', 'nimi: Kuusi', '---'));
      const { problems } = parseContent(await readContent('src/data', root), defaults.images.sourceExtensions);
      const file = 'src/data/lajit/kasvit/puut/kuusi.md';
      assert.deepEqual(where(problems), [{ code: 'content.species.nestedFolder', file, line: undefined }]);
      assert.match(problems[0]!.message, /src\/data\/lajit\/kasvit\/kuusi\.md/, 'the place to move it to');
      assert.match(problems[0]!.message, /kansio puut suoraan kansioon src\/data\/lajit\b/, 'or the folder up, as a group of its own');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseCommandLine } from '../../src/author/command-line.ts';
import { findGroup } from '../../src/author/offered-groups.ts';
import { collectionValueProblems } from '../../src/author/start-collection.ts';
import { readStartCommand } from '../../src/author/start-command.ts';
import { defaults } from '../../src/config.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { SPECIES_KEYS } from '../../src/content/known-fields.ts';
import { imageKey } from '../../src/content/model.ts';
import { type ContentFiles, imageProblems, type ParsedContent, parseContent } from '../../src/content/parse-content.ts';
import { buildMessages } from '../../src/messages/build.ts';
import { githubMessages } from '../../src/messages/github.ts';
import { formatProblem } from '../../src/messages/student-error.ts';
import { speciesCount, texts } from '../../src/messages/site.ts';
import { problem, problems } from '../../src/messages/problems.ts';
import { parse as parseYaml } from 'yaml';
import { readWorkflow } from '../helpers/workflow.ts';

const readme = readFileSync('README.md', 'utf8');
/** The student's guide: the essentials, the browser path and the error messages. */
const guide = readFileSync('OHJE.md', 'utf8');
/** The student's guide to the own-computer path: installing, every command, the species file. */
const home = readFileSync('OHJE-OMALLA-KONEELLA.md', 'utf8');
/** The engineer's documents under docs/, by path. */
const engineerDocs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join('docs', file))
  .sort();
const content = readFileSync('docs/content.md', 'utf8');
/** Every Markdown document a person reads, by path. */
const documents = new Map(
  ['README.md', 'OHJE.md', 'OHJE-OMALLA-KONEELLA.md', 'OPETTAJA.md', ...engineerDocs].map((file) => [file, readFileSync(file, 'utf8')]),
);
/** The teacher's guide. */
const teacher = readFileSync('OPETTAJA.md', 'utf8');
/** Each workflow's name (what the Actions tab lists), by its file under `.github/workflows/`. */
const workflowNames = new Map(
  readdirSync('.github/workflows')
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => [readWorkflow(file).name, file]),
);

/**
 * The workflow names a guide tells a reader to find on the Actions tab, in the forms the guides
 * write them: **Actions → Name → Run workflow**, "avaa **Actions** ja valitse vasemmalta **Name**",
 * "työnkulku **Name**", "ajo **Name**".
 */
function namedWorkflows(doc: string): Set<string> {
  const forms = [
    /\*\*Actions → ([^*→]+?)(?: →[^*]*)?\*\*/g,
    /\*\*Actions\*\*[^*]{0,40}?valitse(?: vasemmalta)? \*\*([^*]+)\*\*/gi,
    /\b(?:[Tt]yönkulku|työnkulkua|työnkululla|ajo) \*\*([^*]+)\*\*/g,
  ];
  return new Set(forms.flatMap((form) => [...withoutFences(doc).matchAll(form)].map((m) => m[1]!.replace(/\s+/g, ' ').trim())));
}

/** Issue 41's forms, as GitHub lists them on "New issue", by their file under `.github/ISSUE_TEMPLATE/` (names agreed with the forms' author). */
const FORMS = new Map([
  ['Uusi laji', 'uusi-laji.yml'],
  ['Muokkaa lajia', 'muokkaa-lajia.yml'],
  ['Lisää kuvia lajiin', 'lisaa-kuvia.yml'],
  ['Poista laji', 'poista-laji.yml'],
]);
/** The forms' fields and checkboxes a pupil reads (agreed labels). */
const FORM_LABELS = [
  'Lajin nimi',
  'Tieteellinen nimi',
  'Ryhmä',
  'Kuvausaika',
  'Kuvauspaikka',
  'Ruutu',
  'Kasvupaikka',
  'Kuvaus',
  'Lähteet',
  'Kuvat',
  'Luonnos',
  'Luonnos: älä julkaise vielä',
  'Haluan poistaa lajin ja sen kuvat',
];

/** The forms a guide names, as it writes them: "lomake **Name**", "lomakkeella **Name**" (a field is "lomakkeen **Kuvat**-kenttä"). */
const namedForms = (doc: string) =>
  new Set([...withoutFences(doc).matchAll(/\b(?:lomake|lomakkeella)\s+\*\*([^*]+)\*\*/gi)].map((m) => m[1]!.replace(/\s+/g, ' ').trim()));

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };
const scripts = Object.keys(packageJson.scripts);
const extensions = defaults.images.sourceExtensions;

/** The first fenced block of this language in a document, without its fences. */
function fenced(doc: string, language: string, containing = ''): string {
  const block = [...doc.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!).find((text) => text.includes(containing));
  assert.ok(block !== undefined, `a \`\`\`${language} block${containing ? ` with ${containing}` : ''}`);
  return block;
}

/** The guide's kokoelma.md example (the plain block that starts with otsikko). */
const collectionExample = fenced(home, '', 'otsikko:');
const speciesPath = 'src/data/lajit/kasvit/sinivuokko.md';

/** The content check on one species file, as the build runs it, with the guide's collection file. */
function check(text: string, path = speciesPath): ParsedContent {
  const files: ContentFiles = {
    collection: { path: 'src/data/kokoelma.md', text: collectionExample },
    species: [{ path, text, group: path.split('/')[3] }],
    speciesDir: 'src/data/lajit',
  };
  return parseContent(files, extensions);
}

/** A command line's words after `--`, as a shell splits them (double quotes only, as the docs write them). */
const shellWords = (line: string): string[] => [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);

/** Every `npm run aloita -- …` and `npm run uusi -- …` a document shows, with the words after `--`. */
const commandLines = (doc: string) =>
  [...doc.matchAll(/npm run (aloita|uusi) -- ([^`\n#]*)/g)].map((m) => ({ script: m[1]!, line: m[0]!.trim(), args: shellWords(m[2]!) }));

/** The example with one line replaced; the line must be there exactly once. */
function withLine(text: string, line: string, replacement: string): string {
  assert.equal(text.split('\n').filter((l) => l === line).length, 1, `the example has the line ${line}`);
  return text
    .split('\n')
    .map((l) => (l === line ? replacement : l))
    .join('\n');
}

/** A Markdown text without its fenced code blocks (their lines kept empty). */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));

/** A Markdown text without its code: fenced blocks and inline code spans. */
const withoutCode = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, '');

/** The targets of a document's Markdown links and images, outside code. */
const markdownLinks = (text: string): string[] => [...withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

/** The anchors GitHub gives a document's headings: text lower-cased, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replaceAll('`', '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replaceAll(' ', '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe("the teacher's guide (OPETTAJA.md) names only commands and workflows that exist", () => {
  it('should name only npm scripts of package.json, with the class report and the hand-in among them', () => {
    const named = new Set([...teacher.matchAll(/npm run ([a-z0-9:-]+)/g)].map((m) => m[1]!));
    assert.deepEqual(
      [...named].filter((script) => !scripts.includes(script)),
      [],
    );
    for (const script of ['luokka', 'palautus', 'aloita']) assert.ok(named.has(script), `OPETTAJA.md names npm run ${script}`);
  });

  it('should name only workflows whose names the workflow files give, the guides alike', () => {
    for (const [file, doc] of [
      ['OPETTAJA.md', teacher],
      ['OHJE.md', guide],
    ] as const) {
      for (const name of namedWorkflows(doc)) {
        if (workflowNames.has(name)) continue;
        assert.fail(`${file} names the workflow "${name}"; the workflows are: ${[...workflowNames.keys()].join(', ')}`);
      }
    }
    const taught = namedWorkflows(teacher);
    for (const name of ['Palautus', 'Luokan kokoelmat', 'Aloita oma kokoelma', 'Julkaise GitHub Pagesiin', 'Lisää laji kuvista']) {
      assert.ok(taught.has(name), `OPETTAJA.md sends the teacher to ${name}`);
    }
  });

  it('should find workflow names in the forms the guides write them, and only there', () => {
    const doc = [
      '**Actions → Palautus → Run workflow**. Avaa **Actions**. Valitse vasemmalta **Lisää laji kuvista** ja paina **Run workflow**.',
      'Avaa **Actions**, valitse **Poista kuvien sijainnit**. Työnkulku **Luokan kokoelmat** ja ajo **Aloita oma kokoelma**.',
      'Ajon **Summary**-sivulla on **Artifacts**. Avaa **Settings** ja valitse vasemmalta **Pages**.',
      '```',
      '**Actions → Koodilohkossa**',
      '```',
    ].join('\n');
    assert.deepEqual([...namedWorkflows(doc)].sort(), ['Aloita oma kokoelma', 'Lisää laji kuvista', 'Luokan kokoelmat', 'Palautus', 'Poista kuvien sijainnit']);
  });
});

describe('the README', () => {
  it('should fit on a few screens, in lines a person reads', () => {
    const lines = readme.split('\n');
    assert.ok(lines.length <= 150, `README.md has ${lines.length} lines; the rest belongs under docs/`);
    const prose = readme.replace(/^```[\s\S]*?^```$/gm, '').split('\n');
    assert.deepEqual(
      prose.filter((line) => line.length > 120),
      [],
      'no prose line or table row over 120 characters',
    );
  });

  it('should list every npm script in its commands table, one line each', () => {
    const rows = [...readme.matchAll(/^\| `npm (?:run )?([a-z0-9:-]+)` \|/gm)].map((m) => m[1]!);
    assert.deepEqual([...rows].sort(), [...scripts].sort(), 'one row per script of package.json');
  });

  it('should send each reader to their guide', () => {
    for (const file of ['OHJE.md', 'OHJE-OMALLA-KONEELLA.md', 'OPETTAJA.md', 'docs/']) {
      assert.ok(readme.includes(`](${file})`), `the README links ${file}`);
    }
    assert.ok(readme.includes('npm ci && npm start'), 'the quick start on a fresh machine');
    assert.ok(readme.includes('npm run freeze-sample'), 'the README tells engineers how to refresh the sample fixture');
  });
});

describe('the guides and the engineer documents', () => {
  it('should name only npm scripts that exist', () => {
    for (const [name, text] of documents) {
      const named = new Set([...text.matchAll(/npm run ([a-z0-9:-]+)/g)].map((m) => m[1]!));
      assert.deepEqual(
        [...named].filter((script) => !scripts.includes(script)),
        [],
        `${name} names scripts package.json has`,
      );
    }
    for (const command of ['aloita', 'uusi', 'dev']) assert.ok(home.includes(`npm run ${command}`), `the own-computer guide teaches npm run ${command}`);
  });

  it("should name only the project's own files that exist (the student's content aside)", () => {
    // The species files, the teacher's optional tehtava.md and the export's ledger are a collection's own, not the project's.
    const studentContent = (file: string) => file.startsWith('src/data/lajit/') || file === 'src/data/tehtava.md' || file === 'src/data/viedyt-havainnot.txt';
    for (const file of ['README.md', ...engineerDocs]) {
      const named = new Set([...documents.get(file)!.matchAll(/`((?:src|scripts|test|tools|\.github)\/[\w./-]*[\w/])`/g)].map((m) => m[1]!));
      assert.deepEqual(
        [...named].filter((named) => !studentContent(named) && !existsSync(named)),
        [],
        `${file} names files that exist`,
      );
    }
    assert.match(content, /`src\/messages\/student-error\.ts`/, 'the content format names the message model');
    assert.match(readme, /`test\/fixtures\/sample\/`/, 'the README names the frozen sample');
  });

  it('should link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const [file, text] of documents) {
      for (const target of markdownLinks(text)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [linkPath, anchor] = target.split('#') as [string, string | undefined];
        const resolved = linkPath === '' ? file : path.normalize(path.join(path.dirname(file), decodeURI(linkPath)));
        if (!existsSync(resolved)) broken.push(`${file}: ${target} (no ${resolved})`);
        else if (anchor !== undefined && !headingAnchors(readFileSync(resolved, 'utf8')).has(decodeURI(anchor))) {
          broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });

  it("should read links outside code only, and headings by GitHub's anchors", () => {
    assert.deepEqual(markdownLinks('See [a](b.md#c) and `[not](code)`.\n\n```\n[no](link)\n```\n'), ['b.md#c']);
    const anchors = headingAnchors('# Ohje\n## 1. Kun jokin menee pieleen\n### `npm run pdf`: kirja\n## Ohje\n```\n# Ei otsikko\n```\n');
    assert.deepEqual([...anchors], ['ohje', '1-kun-jokin-menee-pieleen', 'npm-run-pdf-kirja', 'ohje-1']);
  });

  it('should show aloita and uusi command lines the commands accept as the docs describe them', () => {
    for (const name of ['README.md', 'OHJE-OMALLA-KONEELLA.md', 'docs/commands.md']) {
      const lines = commandLines(documents.get(name)!);
      assert.ok(lines.some((l) => l.script === 'aloita') && lines.some((l) => l.script === 'uusi'), `${name} shows both with arguments`);
      for (const { script, line, args } of lines) {
        if (script === 'aloita') {
          const command = readStartCommand(args);
          if (command.help) continue;
          const values = { title: command.title, firstName: command.firstName, className: command.className };
          assert.ok(
            Object.values(values).every((v) => v !== undefined),
            `${line} gives all three`,
          );
          assert.deepEqual(collectionValueProblems(values), [], line);
        } else {
          const command = parseCommandLine(args);
          if (command.help) continue;
          assert.ok(command.title && command.photos.length > 0, `${line} names a species and photos`);
          if (command.group !== undefined) assert.ok(findGroup(command.group, GROUPS), `${line}: the group is one uusi takes`);
        }
      }
    }
    assert.equal(parseCommandLine(['Kurki', '--ryhmä', 'linnut', 'k.jpg']).group, 'linnut', 'the option the guide names');
    assert.equal(parseCommandLine(['Kurki', '--ryhma', 'linnut', 'k.jpg']).group, 'linnut', 'and its spelling without ä');
    assert.equal(parseCommandLine(['--apua']).help, true);
  });

  it("should quote the site's own texts exactly", () => {
    assert.ok(home.includes(`\`${speciesCount(0)}\``), 'the empty collection after npm run aloita');
    assert.ok(home.includes(`\`${texts.enlarge}\``), 'the button that shows the whole photo');
  });

  it("should teach the guide's example species file in a form the build accepts, every key in it", () => {
    const example = fenced(home, 'md');
    const parsed = check(example);
    assert.deepEqual(parsed.problems, []);
    const [species] = parsed.content!.species;
    // `ruutu` and `havaintotunnus` are for the observation export only: its own chapter teaches them.
    // `luonnos: kyllä` would keep the example off the site: OHJE.md teaches drafts (test below).
    for (const key of SPECIES_KEYS.filter((k) => k !== 'ruutu' && k !== 'havaintotunnus' && k !== 'luonnos'))
      assert.match(example, new RegExp(`^${key}:`, 'm'), `the example shows ${key}`);
    assert.match(home, /^## \d+\. .*Laji\.fi/m, 'the export chapter');
    assert.ok(home.includes('`ruutu: 721:342`'), 'the export chapter shows the ruutu line');
    assert.ok(
      species!.images.some((image) => image.focus),
      'one photo with tiedosto and kohde',
    );
    assert.equal(species!.contentArr.length, 3, 'three paragraphs');
    assert.ok(
      species!.contentArr.some((p) => p.includes("ruo'on")),
      'an apostrophe needs no escaping',
    );
    assert.ok(
      species!.contentArr.some((p) => p.includes('”maksa”')),
      'quote marks need no escaping',
    );
    assert.ok(
      species!.lahteet!.every((source) => source.kohde.includes('Wikipedia: ')),
      'a source name with ": " needs no quotes',
    );
  });

  it("should show the content format's example species file in a form the build accepts", () => {
    const parsed = check(fenced(content, 'md'), 'src/data/lajit/linnut/kurki.md');
    assert.deepEqual(parsed.problems, []);
    assert.equal(parsed.content!.species[0]!.title, 'Kurki');
  });

  it('should quote the messages the build prints for mistakes in the example, with their files and lines', () => {
    // The example species file is the own-computer guide's; the messages are in OHJE.md's chapter on errors.
    const example = fenced(home, 'md');
    const lines = (parsed: ParsedContent) => parsed.problems.map((problem) => `  - ${formatProblem(problem)}`);

    const twoMistakes = check(
      withLine(withLine(example, 'kuvausaika: 21.4.2024', 'kuvausaika: 21.4.24'), 'kuvauspaikka: Ruissalo, Turku', 'kuvauspaika: Ruissalo, Turku'),
    );
    const report = [problem('content.invalid', 2).message, ...lines(twoMistakes)].join('\n');
    assert.ok(guide.includes(report), `the guide shows the report as printed:\n${report}`);

    const colon = check(withLine(example, 'kasvupaikka: Lehdot ja lehtomaiset kankaat', 'kasvupaikka: Lehdot: kosteat rinteet'));
    const noName = check(
      withLine(example, '  - https://fi.wikipedia.org/wiki/Sinivuokko Wikipedia: Sinivuokko', '  - https://fi.wikipedia.org/wiki/Sinivuokko'),
    );
    // The suggested year is the current one; the guide shows the example's year and says so.
    const year = String(new Date().getFullYear());
    const noYear = lines(check(withLine(example, 'kuvausaika: 21.4.2024', 'kuvausaika: 21.4.'))).map((line) => line.replace(new RegExp(`${year}$`), '2024'));
    for (const line of [...lines(colon), ...lines(noName), ...noYear]) assert.ok(guide.includes(line), `the guide quotes: ${line}`);

    const parsed = check(example);
    const first = parsed.images[0]!;
    const missing = imageProblems([first], new Map([[imageKey(first), { finding: problem('image.missing', defaults.assetsDir) }]]));
    assert.ok(guide.includes(`  - ${formatProblem(missing[0]!)}`), `the guide quotes the missing photo: ${formatProblem(missing[0]!)}`);
  });

  it("should quote the content format's example message as the build prints it", () => {
    const example = fenced(content, 'md');
    const parsed = check(withLine(example, 'kuvausaika: 14.5.2023', 'kuvausaika: 14.5.23'), 'src/data/lajit/linnut/kurki.md');
    const report = [problem('content.invalid', 1).message, ...parsed.problems.map((problem) => `  - ${formatProblem(problem)}`)].join('\n');
    assert.ok(content.includes(report), `docs/content.md shows:\n${report}`);
  });

  it('should list the groups in the order the home page uses, with their folders', () => {
    const table = [...home.matchAll(/^\| ([^|`]+?) \| `([a-z]+)` \|$/gm)].map((m) => ({ name: m[1]!, folder: m[2]! }));
    assert.deepEqual(
      table,
      GROUPS.map(({ name, folder }) => ({ name, folder })),
    );
    const option = /`--ryhmä linnut` valitsee ryhmän\. Ryhmät ovat ([^.]+)\./.exec(home)?.[1];
    assert.ok(option, 'the guide lists the names --ryhmä takes');
    const names = [...option.matchAll(/`([^`]+)`/g)].map((m) => findGroup(m[1]!, GROUPS)?.folder);
    assert.deepEqual(
      names,
      GROUPS.map((group) => group.folder),
      'npm run uusi takes each name as a group; in order, all of them',
    );
    assert.equal(findGroup('hyonteiset', GROUPS)?.folder, 'hyonteiset', 'with or without ä and ö, as the guide says');
  });

  it('should list the photo types the build accepts', () => {
    const listed = /Kelpaavat kuvatiedostot ovat ([^\n]+\n[^\n]+)/.exec(home)?.[1] ?? '';
    assert.deepEqual(
      [...listed.matchAll(/`(\.[a-z]+)`/g)].map((m) => m[1]),
      [...extensions],
    );
  });

  it('should name the Node.js versions package.json and the students use', () => {
    const minimum = Number(/\d+/.exec(packageJson.engines.node)?.[0]);
    assert.ok(minimum > 0, `engines.node names a major version: ${packageJson.engines.node}`);
    assert.ok(readme.includes('Node.js 22, 24 or 26'), 'the README names the maintained lines it supports');
    assert.ok(minimum <= 22, `engines (${packageJson.engines.node}) lets the oldest of them install`);
    // 26 has been the LTS since 28 October 2026: what nodejs.org offers a student today.
    assert.match(home, /\*\*LTS\*\* \(tätä kirjoitettaessa Node 26\)/);
    assert.match(readme, /current LTS, Node 26/);
  });

  it('should show the unused-photo warning as the build prints it', () => {
    const printed = buildMessages.unusedPhotos(['kasvit/IMG_0412.HEIC'], defaults.assetsDir);
    assert.ok(guide.includes(printed), `the guide shows:\n${printed}`);
  });

  it("should walk the guide's browser path through the four forms and their fields, never saying YAML", () => {
    const web = guide.slice(guide.indexOf('## 1. '), guide.indexOf('## 2. '));
    assert.doesNotMatch(guide, /yaml/i, 'a pupil never reads the word');
    assert.deepEqual([...namedForms(web)].sort(), [...FORMS.keys()].sort(), 'each form named, and nothing else called a form');
    for (const label of FORM_LABELS) assert.ok(web.includes(`**${label}**`), `the field or box ${label}`);
    assert.ok(web.includes('**Issues**') && web.includes('**New issue**'), 'where the forms are');
    assert.ok(web.includes('**Delete revision from history**'), "how to delete a photo's revision");
    assert.ok(web.includes('luonnos: kyllä'), 'drafts');
  });

  it('should name forms that exist, by the name GitHub lists them under', () => {
    type Form = { name?: string; body?: { attributes?: { label?: string; options?: { label?: string }[] } }[] };
    const labels = new Set<string | undefined>();
    for (const [name, file] of FORMS) {
      const form = parseYaml(readFileSync(path.join('.github/ISSUE_TEMPLATE', file), 'utf8')) as Form;
      assert.equal(form.name, name, file);
      for (const field of form.body ?? [])
        for (const label of [field.attributes?.label, ...(field.attributes?.options ?? []).map((o) => o.label)]) labels.add(label);
    }
    for (const label of FORM_LABELS) assert.ok(labels.has(label), `a form has the field or box ${label}`);
  });

  it("should quote what GitHub shows in the guide's first chapter as the build writes it", () => {
    const web = guide.slice(guide.indexOf('## 1. '), guide.indexOf('## 2. '));
    assert.ok(web.length > 1000, "OHJE.md's first chapter, up to its second");
    const yearProblem = check(withLine(fenced(home, 'md'), 'kuvausaika: 21.4.2024', 'kuvausaika: 21.4.24')).problems[0]!;
    assert.equal(yearProblem.code, 'content.date.shortYear');
    assert.ok(web.includes(`**${problems[yearProblem.code].title}**`), "the annotation title, from the problem's code");
    const yearMessage = yearProblem.message;
    assert.ok(web.includes(`\`${yearMessage}\``), `the annotation message: ${yearMessage}`);
    assert.ok(web.includes(`**${githubMessages.summary.address('…').split(' …')[0]} …**`), 'the summary line with the address');
    assert.ok(web.includes(`**${githubMessages.summary.unusedHeading(1).replace(/ \(1\)$/, '')}**`), 'the unused photos heading');
    assert.ok(web.includes('`src/data/lajit/MALLI.md`') && existsSync('src/data/lajit/MALLI.md'), 'the template the chapter copies');
    const label = /"label": "([^"]+)"/.exec(readFileSync('.devcontainer/devcontainer.json', 'utf8'))?.[1];
    assert.ok(label && web.includes(`**${label}**`), 'the Codespaces preview tab by its label');
  });
});

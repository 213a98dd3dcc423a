import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';
import { problem, problems } from '../../src/messages/problems.ts';
import { authorProblems } from '../../src/messages/problems/author.ts';
import { buildProblems } from '../../src/messages/problems/build.ts';
import { contentProblems } from '../../src/messages/problems/content.ts';
import { imageProblems } from '../../src/messages/problems/images.ts';
import { teacherProblems } from '../../src/messages/problems/teacher.ts';

/**
 * The reporter: the only modules that may read a problem's or an error's `message` (to print it,
 * or to quote a foreign error's text in `errorDetail`). Everything else decides by `code`. The
 * catalogue's `assignment.badValue` quotes a slip in `tehtava.md` in the words it has in a species file.
 */
const REPORTER = new Set(['src/messages/student-error.ts', 'src/report/github-report.ts', 'src/messages/problems/teacher.ts']);

/**
 * The catalogue: the only modules that put a `code` on an object. `problem()` makes a problem from
 * its entry; `student-error.ts` wraps one's text (`within`) and hands a heading on as a finding.
 */
const CATALOGUE = new Set(['src/messages/problems.ts', 'src/messages/student-error.ts']);

/** The types a cast could forge a problem with. */
const PROBLEM_TYPES = new Set(['Problem', 'Finding', 'ProblemCode', 'ImageFinding']);

/** The TypeScript files under `dirs` of `root`, each parsed (comments and strings never count), skipping those `skip` names. */
async function parsed(root: string, dirs: readonly string[], skip: ReadonlySet<string>, word: RegExp): Promise<ts.SourceFile[]> {
  const files = await fg(
    dirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
    { cwd: root },
  );
  const sources: ts.SourceFile[] = [];
  for (const file of files.sort()) {
    if (skip.has(file)) continue;
    const text = await readFile(path.join(root, file), 'utf8');
    // A module without the word cannot hold the construct: most modules are not parsed at all.
    if (!word.test(text)) continue;
    sources.push(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return sources;
}

/** Every node of `source` that `found` picks, as `file:line: text`. */
function findings(source: ts.SourceFile, found: (node: ts.Node) => boolean): string[] {
  const lines: string[] = [];
  const visit = (node: ts.Node): void => {
    if (found(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      lines.push(`${source.fileName}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** Every read of a `message` property outside the reporter: `x.message`, `x['message']`, and `{ message }` taken apart from an object. */
async function messageReads(root: string, dirs: readonly string[]): Promise<string[]> {
  const isRead = (node: ts.Node) =>
    (ts.isPropertyAccessExpression(node) && node.name.text === 'message') ||
    (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'message') ||
    (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && (node.propertyName ?? node.name).getText() === 'message');
  return (await parsed(root, dirs, REPORTER, /\bmessage\b/)).flatMap((source) => findings(source, isRead));
}

/**
 * Every problem made by hand outside the catalogue: an object literal with a `code`
 * (`{ code: 'content.date.noYear', message: … }`, `{ ...p, code: … }`, `{ code, reason }`), or a
 * cast to a problem's type (`x as Finding`), each of which could pair a code with any text.
 */
async function handMadeProblems(root: string, dirs: readonly string[]): Promise<string[]> {
  const isHandMade = (node: ts.Node) =>
    (ts.isObjectLiteralExpression(node) &&
      node.properties.some((property) => property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === 'code')) ||
    ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && PROBLEM_TYPES.has(node.type.getText()));
  return (await parsed(root, dirs, CATALOGUE, /\bcode\b|\bas\s+(Problem|Finding|ProblemCode|ImageFinding)\b/)).flatMap((source) =>
    findings(source, isHandMade),
  );
}

/** A copy of `file` under a new temporary folder with `planted` appended; the folder, for `rm`. */
async function plantedCopy(file: string, planted: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'problem-codes-'));
  await cp(file, path.join(root, file));
  await writeFile(path.join(root, file), `${await readFile(file, 'utf8')}\n${planted}\n`);
  for (const allowed of [...REPORTER, ...CATALOGUE]) await cp(allowed, path.join(root, allowed));
  return root;
}

describe('problem codes', () => {
  it('should leave reading a message to the reporter: no code in src/ or scripts/ decides by the Finnish text', async () => {
    assert.deepEqual(await messageReads('.', ['src', 'scripts']), []);
  });

  it('should catch a planted read of a message (a copy of add-species.ts matching on the text again)', async () => {
    const file = 'src/author/add-species.ts';
    const planted = 'export const names = (problem: { message: string }, shown: string) => problem.message.includes(shown);';
    const root = await plantedCopy(file, planted);
    try {
      const reads = await messageReads(root, ['src']);
      assert.equal(reads.length, 1, reads.join('\n'));
      assert.match(reads[0]!, /^src\/author\/add-species\.ts:\d+: problem\.message$/);
      await writeFile(path.join(root, file), `${await readFile(path.join(root, file), 'utf8')}export const text = ({ message }: Error) => message;\n`);
      assert.equal((await messageReads(root, ['src'])).length, 2, 'a destructured message is a read too');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should make every problem through the catalogue: nothing in src/ or scripts/ pairs a code with a text by hand', async () => {
    assert.deepEqual(await handMadeProblems('.', ['src', 'scripts']), []);
  });

  it('should catch a planted problem made by hand (a copy of finnish-date.ts pairing a code with another problem’s text)', async () => {
    const file = 'src/content/finnish-date.ts';
    const planted = [
      "export const paired = { code: 'content.date.noYear', message: problem('content.date.future', '1.1.2999').message };",
      "export const recoded = (p: Finding) => ({ ...p, code: 'content.date.form' });",
      "export const forged = { line: 1, text: 'päivämäärä puuttuu' } as unknown as Finding;",
    ].join('\n');
    const root = await plantedCopy(file, planted);
    try {
      const found = await handMadeProblems(root, ['src']);
      assert.equal(found.length, 3, found.join('\n'));
      assert.ok(
        found.every((line) => line.startsWith('src/content/finnish-date.ts:')),
        found.join('\n'),
      );
      assert.match(found[0]!, /\{ code: 'content\.date\.noYear', message: /, 'a code and a message side by side');
      assert.match(found[1]!, /\{ \.\.\.p, code: 'content\.date\.form' \}/, 'a problem given another code');
      assert.match(found[2]!, /as unknown as Finding$/, 'a cast to a problem');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should hold each code in one area file only: no entry silently replaces another when the areas are merged', () => {
    const areas = [contentProblems, imageProblems, buildProblems, authorProblems, teacherProblems];
    const codes = areas.flatMap((area) => Object.keys(area));
    assert.equal(codes.length, new Set(codes).size, 'no code in two areas');
    assert.deepEqual(codes.sort(), Object.keys(problems).sort());
  });

  it('should give every code, in the dotted form, when it fires, a Finnish annotation title and a Finnish text', () => {
    for (const [code, entry] of Object.entries(problems)) {
      assert.match(code, /^[a-z]+(\.[a-zA-Z0-9-]+)+$/, code);
      assert.ok(entry.when.length > 10, `${code} says when it fires`);
      assert.match(entry.title, /^[A-ZÅÄÖ].*[^\s.:;]$/, `${code}: ${entry.title}`);
      const texts: unknown[] = typeof entry.fi === 'object' ? Object.values(entry.fi) : [entry.fi];
      assert.ok(texts.length > 0, code);
      for (const text of texts) assert.ok(typeof text === 'string' || typeof text === 'function', `${code} has a text`);
    }
  });

  it('should keep the catalogue pure: no text reads the clock (the year a date suggests is an argument)', () => {
    for (const file of fg.sync('src/messages/**/*.ts')) assert.doesNotMatch(readFileSync(file, 'utf8'), /new Date\(|Date\.now\(/, file);
  });

  it('should make a problem from its entry: the code named, the text from the arguments, a wording by its name', () => {
    assert.deepEqual(problem('content.date.noYear', '17.5.', 2031), {
      code: 'content.date.noYear',
      message: 'päivämäärästä "17.5." puuttuu vuosi: kirjoita esimerkiksi 17.5.2031',
    });
    assert.equal(problem('content.yaml.tab').message, problems['content.yaml.tab'].fi);
    assert.equal(problem('image.not-a-file', 'folder').message, problems['image.not-a-file'].fi.folder);
    assert.throws(() => problem('image.not-a-file', 'pipe' as 'folder'), /image\.not-a-file has no wording pipe/);
  });

  it('should type each call site’s arguments as its entry’s (npm run check fails on these lines without their marks)', () => {
    const wrong = () => [
      // @ts-expect-error the year the example suggests is an argument, not the clock's
      problem('content.date.noYear', '17.5.'),
      // @ts-expect-error a code worded more than one way names its wording first
      problem('image.too-large', 30e6, 25e6),
      // @ts-expect-error no such wording
      problem('image.not-a-file', 'pipe'),
      // @ts-expect-error no such code
      problem('content.date.typo'),
    ];
    assert.equal(typeof wrong, 'function');
  });

  it('should use only listed codes in the source, and only prefixes (`content.name.`) that some listed code starts with', () => {
    const listed = new Set(Object.keys(problems));
    const files = fg.sync(['src/**/*.{ts,tsx}', 'scripts/**/*.ts'], { ignore: ['src/messages/problems/**'] });
    for (const file of files) {
      for (const [, code] of readFileSync(file, 'utf8').matchAll(
        /'((?:content|image|build|output|cache|booklet|author|export|serve|settings|student|assignment|teacher|handin)\.[a-zA-Z.-]*)'/g,
      )) {
        const known = code!.endsWith('.') ? [...listed].some((one) => one.startsWith(code!)) : listed.has(code!);
        assert.ok(known, `${file}: ${code} is a code of the catalogue (src/messages/problems/)`);
      }
    }
  });
});

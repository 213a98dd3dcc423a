import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';
import { problemCodes } from '../../src/messages/codes.ts';
import { githubMessages } from '../../src/messages/github.ts';

/**
 * The reporter: the only modules that may read a problem's or an error's `message` (to print it,
 * or to quote a foreign error's text in `errorDetail`). Everything else decides by `code`.
 */
const REPORTER = new Set(['src/messages/student-error.ts', 'src/report/github-report.ts']);

/**
 * Every read of a `message` property in `dirs` under `root` outside the reporter, as
 * `file:line: text`: `x.message`, `x['message']`, and `{ message }` taken apart from an object.
 * Parsed with the TypeScript compiler, so comments and strings never count.
 */
async function messageReads(root: string, dirs: readonly string[]): Promise<string[]> {
  const files = await fg(
    dirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
    { cwd: root },
  );
  const found: string[] = [];
  for (const file of files.sort()) {
    if (REPORTER.has(file)) continue;
    const text = await readFile(path.join(root, file), 'utf8');
    // A module without the word cannot read the property: most modules are not parsed at all.
    if (!/\bmessage\b/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'message') report(node);
      else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'message')
        report(node);
      else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && (node.propertyName ?? node.name).getText(source) === 'message')
        report(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('problem codes', () => {
  it('should leave reading a message to the reporter: no code in src/ or scripts/ decides by the Finnish text', async () => {
    assert.deepEqual(await messageReads('.', ['src', 'scripts']), []);
  });

  it('should catch a planted read of a message (a copy of add-species.ts matching on the text again)', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'problem-codes-'));
    try {
      const file = 'src/author/add-species.ts';
      await cp(file, path.join(root, file));
      const planted = `${await readFile(file, 'utf8')}\nexport const names = (problem: { message: string }, shown: string) => problem.message.includes(shown);\n`;
      await writeFile(path.join(root, file), planted);
      await cp('src/messages/student-error.ts', path.join(root, 'src/messages/student-error.ts'));
      const reads = await messageReads(root, ['src']);
      assert.equal(reads.length, 1, reads.join('\n'));
      assert.match(reads[0]!, /^src\/author\/add-species\.ts:\d+: problem\.message$/);
      await writeFile(path.join(root, file), `${planted}export const text = ({ message }: Error) => message;\n`);
      assert.equal((await messageReads(root, ['src'])).length, 2, 'a destructured message is a read too');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should list each code once, each with when it fires, in the dotted form', () => {
    for (const [code, when] of Object.entries(problemCodes)) {
      assert.match(code, /^[a-z]+(\.[a-zA-Z0-9-]+)+$/, code);
      assert.ok(when.length > 10, `${code} says when it fires`);
    }
  });

  it('should give every code a Finnish annotation title', () => {
    assert.deepEqual(Object.keys(githubMessages.titles).sort(), Object.keys(problemCodes).sort());
    for (const title of Object.values(githubMessages.titles)) assert.match(title, /^[A-ZÅÄÖ].*[^\s.:;]$/, title);
  });

  it('should use only listed codes in the source, and only prefixes (`content.name.`) that some listed code starts with', () => {
    const listed = new Set(Object.keys(problemCodes));
    const files = fg.sync(['src/**/*.{ts,tsx}', 'scripts/**/*.ts'], { ignore: ['src/messages/codes.ts', 'src/messages/github.ts'] });
    for (const file of files) {
      for (const [, code] of readFileSync(file, 'utf8').matchAll(
        /'((?:content|image|build|output|booklet|author|serve|settings|student|assignment|teacher|handin)\.[a-zA-Z.-]*)'/g,
      )) {
        const known = code!.endsWith('.') ? [...listed].some((one) => one.startsWith(code!)) : listed.has(code!);
        assert.ok(known, `${file}: ${code} is listed in codes.ts`);
      }
    }
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';
import { problems } from '../../src/messages/problems.ts';

/**
 * The reporter: the only modules that may read a problem's or an error's `message` (to print it,
 * or to quote a foreign error's text in `errorDetail`). Everything else decides by `code`. The
 * catalogue's `assignment.badValue` quotes a slip in `tehtava.md` in the words it has in a species file.
 */
const REPORTER = new Set(['src/messages/student-error.ts', 'src/report/github-report.ts', 'src/messages/problems/teacher.ts']);

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

/** A copy of `file` under a new temporary folder with `planted` appended; the folder, for `rm`. */
async function plantedCopy(file: string, planted: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'problem-codes-'));
  await cp(file, path.join(root, file));
  await writeFile(path.join(root, file), `${await readFile(file, 'utf8')}\n${planted}\n`);
  for (const allowed of REPORTER) await cp(allowed, path.join(root, allowed));
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

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

/**
 * Every Finnish word a student or teacher reads goes through voikko, Debian's Finnish spell
 * checker (voikko-fi, libvoikko1, python3-libvoikko; .ci/run installs them). The words come from
 * the guides (code spans, fences, URLs and paths skipped) and from the string literals of the
 * message catalogue, read with the TypeScript compiler so no message is missed. Names of
 * products and technical terms voikko does not know are in spelling-allow.txt, each commented.
 */

const docs = ['OHJE.md', 'OHJE-OMALLA-KONEELLA.md', 'OPETTAJA.md', 'src/data/lajit/MALLI.md'].filter((file) => existsSync(file));
const catalogue = readdirSync('src/messages', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && name !== 'problems.ts') // problems.ts: the catalogue's index, English for engineers
  .map((name) => path.join('src/messages', name));

/** The allow-list: one word a line, `#` starts a comment. */
const allowed = new Set(
  readFileSync('test/e2e/spelling-allow.txt', 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
);

/** An allowed word, in any case; `stem*` allows every inflected form of a name. */
const stems = [...allowed].filter((word) => word.endsWith('*')).map((word) => word.slice(0, -1));
const isAllowed = (word: string) => allowed.has(word.toLowerCase()) || stems.some((stem) => word.toLowerCase().startsWith(stem));

/** Debian's python3 has the binding; a pyenv python3 first on PATH would not. */
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const CHECKER = `
import sys, libvoikko
v = libvoikko.Voikko('fi')
for word in sys.stdin.read().split('\\n'):
    if word and not v.spell(word):
        print(word)
`;

/** The words voikko does not accept, from one python3 process fed all of them at once. */
function misspelt(words: Iterable<string>): Set<string> {
  const run = spawnSync(python, ['-c', CHECKER], { input: [...words].join('\n'), encoding: 'utf8' });
  assert.equal(run.status, 0, `voikko runs (apt-get install voikko-fi libvoikko1 python3-libvoikko):\n${run.stderr}`);
  return new Set(run.stdout.split('\n').filter(Boolean));
}

/** Prose of a Markdown guide: without fenced blocks, code spans, link targets, URLs and HTML comments. */
function markdownProse(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, '')) // keeps line numbers
    .replace(/^( {4}|\t).*$/gm, (line) => (/^\s*[-*\d]/.test(line) ? line : ' ')) // indented code, not nested lists
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\bhttps?:\/\/\S+/g, ' ');
}

/** The lines of a template (MALLI.md) a student reads: its YAML comments and its description, not keys. */
function templateProse(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const comment = line.match(/^\s*#\s?(.*)$/);
      if (comment) return comment[1]!;
      const value = line.match(/^[a-zåäö]+:\s*(.*)$/);
      return value ? value[1]! : line.startsWith(' ') || line === '---' ? '' : line;
    })
    .join('\n');
}

/** Every string literal and template-literal piece in a catalogue module. */
function catalogueStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A problem's `when` is English, for engineers (src/messages/problems/).
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'when') return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateHead(node)) found.push(node.text);
    // Letters right after a substitution are its case ending (`${file}:ssä`), not a word.
    else if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text.replace(/^[:\p{L}]+/u, ''));
    node.forEachChild(visit);
  };
  visit(source);
  // A string with no letter ä/ö/å and no space is a key, a path or a code, not a sentence.
  return found.filter((text) => /\s/.test(text));
}

/** Words to check: runs of letters (a hyphenated compound is one word); code-like tokens are skipped. */
function words(text: string): string[] {
  const tokens = text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[\p{L}\d_.~-]*\/[\p{L}\d_.*/-]*/gu, ' ') // paths such as src/data/lajit/ or assets/
    .replace(/[\p{L}\d_-]+\.(?:md|ts|jpg|jpeg|png|heic|csv|txt|yml|json|pdf|html|gz)(?![\p{L}])/giu, ' ') // file names
    .replace(/(?<=^|[\s([])--?[a-z][a-z0-9-]*(?!\p{L})/gu, ' ') // command-line options
    .replace(/(?<=^|\s)\.[a-z0-9]+\b/g, ' ') // file extensions such as .txt
    .replace(/\\\w+/g, ' ') // escapes such as \u200b quoted in a message
    .replace(/\d+[-–]\p{L}+/gu, ' ') // numeric compounds (15-vuotias) voikko does not split
    .replace(/:\p{L}+/gu, ' ') // a case ending after a code or number: Laji.fi:hin, 10 km:n
    // Each part of a dashed compound on its own: voikko does not know PDF-kirjana or Kuvat-apissa whole.
    .split(/[^A-Za-zÅÄÖåäöÉéÜü]+/);
  return tokens.filter((token) => token.length > 1 && !/[a-z][A-Z]/.test(token) && !/^[A-Z0-9-]+$/.test(token));
}

/** word → where it was seen first, for a failure message that leads to the place. */
function collect(): Map<string, string> {
  const seen = new Map<string, string>();
  const add = (text: string, where: string) => {
    for (const word of words(text)) if (!seen.has(word)) seen.set(word, where);
  };
  for (const file of docs) {
    const text = readFileSync(file, 'utf8');
    const prose = file.endsWith('MALLI.md') ? templateProse(text) : markdownProse(text);
    for (const [i, line] of prose.split('\n').entries()) add(line, `${file}:${i + 1}`);
  }
  for (const file of catalogue) for (const text of catalogueStrings(file)) add(text, file);
  return seen;
}

describe('Finnish spelling of everything a student or teacher reads', () => {
  it('the checker flags a planted misspelling and passes the correct word', () => {
    const flagged = misspelt(['kerrotua', 'kerrottua', 'sivusto']);
    assert.deepEqual([...flagged], ['kerrotua']);
  });

  it('a planted misspelling in a guide sentence is found by the same extraction', () => {
    const planted = words(markdownProse('Tämä on `src/x.md` ja kerrotua tekstiä https://example.org/abc.'));
    assert.deepEqual([...misspelt(planted)], ['kerrotua']);
  });

  it('OHJE.md, OHJE-OMALLA-KONEELLA.md, OPETTAJA.md, MALLI.md and the message catalogue have no misspelt word', () => {
    const seen = collect();
    assert.ok(seen.size > 500, `found the words (${seen.size})`);
    const wrong = [...misspelt(seen.keys())].filter((word) => !isAllowed(word));
    const list = wrong.map((word) => `${seen.get(word)}: ${word}`).join('\n');
    // A real technical term or name goes in test/e2e/spelling-allow.txt with a comment; a typo is fixed.
    assert.equal(wrong.length, 0, `misspelt words:\n${list}`);
  });
});

/**
 * `npm run freeze-sample` (engineers only): after the sample collection itself is changed (a text,
 * a drawing), copy it into the frozen test fixture `test/fixtures/sample/` and record every file's
 * hash in `src/author/sample-manifest.json`, which `npm run aloita` uses to remove exactly the
 * sample's files and nothing a student made. Refuses to run on a collection that is not the sample.
 */
import { mkdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { sha256 } from '../src/hash.ts';
import { SAMPLE_MANIFEST, sampleFilePatterns } from '../src/author/sample-files.ts';
import { TEMPLATE_FILE } from '../src/content/read-content.ts';

const FIXTURE = path.join('test', 'fixtures', 'sample');

const collection = await readFile('src/data/kokoelma.md', 'utf8');
if (!/^nimi:\s*Aino\s*$/m.test(collection)) {
  console.error('src/data/kokoelma.md is not the sample (nimi: Aino); refusing to freeze a student collection as the sample.');
  process.exit(1);
}
const files = (await fg(sampleFilePatterns, { onlyFiles: true, dot: false })).sort();
// The template is no part of the sample (aloita keeps it), but the tests build a filled-in copy of
// it from their own copy beside the sample's, so a student's edits to it never fail a test.
const template = `src/data/lajit/${TEMPLATE_FILE}`;
const TEMPLATE_FIXTURE = path.join('test', 'fixtures', TEMPLATE_FILE);
const hashes: Record<string, string> = {};
for (const file of files) hashes[file] = sha256(await readFile(file));

await rm(FIXTURE, { recursive: true, force: true });
for (const file of files) {
  await mkdir(path.dirname(path.join(FIXTURE, file)), { recursive: true });
  await cp(file, path.join(FIXTURE, file));
}
await cp(template, TEMPLATE_FIXTURE);
await writeFile(SAMPLE_MANIFEST, `${JSON.stringify({ files: hashes }, null, 2)}\n`);
console.log(`Froze ${files.length} files into ${FIXTURE}/ and ${SAMPLE_MANIFEST}, and the template into ${TEMPLATE_FIXTURE}.`);

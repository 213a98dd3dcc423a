/**
 * A draft (`luonnos: kyllä`) in a build with the PDF booklet: the booklet is printed by the browser
 * and read back with poppler-utils, so this is an end-to-end test (test/unit/drafts.test.ts covers
 * the site and npm run dev).
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveSettings } from '../../src/config.ts';
import { readContent } from '../../src/content/read-content.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { makeImage, quick } from '../helpers/fixtures.ts';
import { havePoppler, pdfOutline, pdfText } from '../helpers/pdf.ts';

const species = (name: string, extra = '') => `---\nnimi: ${name}\nkuvat:\n  - kasvit/${name.toLowerCase()}.png\n${extra}---\n${name} on laji.\n`;

describe('a draft and the PDF booklet', { skip: !havePoppler() && !process.env.CI && 'poppler-utils is not installed' }, () => {
  let dir: string;
  let pdf: string;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-draft-booklet-'));
    const lajit = path.join(dir, 'data', 'lajit', 'kasvit');
    await mkdir(lajit, { recursive: true });
    await writeFile(path.join(dir, 'data', 'kokoelma.md'), '---\notsikko: Kokoelma\nnimi: Aino\nluokka: 8b\n---\n');
    await writeFile(path.join(lajit, 'haapa.md'), species('Haapa'));
    await writeFile(path.join(lajit, 'kielo.md'), species('Kielo', 'luonnos: kyllä\n'));
    await makeImage(path.join(dir, 'assets', 'kasvit', 'haapa.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(dir, 'assets', 'kasvit', 'kielo.png'), 400, 300, '#6b3a4a');
    const folders = { dataDir: path.join(dir, 'data'), assetsDir: path.join(dir, 'assets'), cacheDir: path.join(dir, 'cache'), outDir: path.join(dir, 'dist') };
    const settings = resolveSettings({}, {}, quick(folders));
    const result = await buildSite({ content: await readContent(settings.dataDir), settings, pdf: true });
    assert.ok(result.booklet && !('problem' in result.booklet), 'the booklet was made');
    pdf = path.join(settings.outDir, 'kokoelma.pdf');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should leave the draft out of the booklet: no page, no contents line, no list row', () => {
    const text = pdfText(pdf);
    assert.match(text, /Haapa/);
    assert.doesNotMatch(text, /Kielo/);
    assert.ok(!pdfOutline(pdf).some((entry) => entry.title.includes('Kielo')), 'not in the outline');
  });
});

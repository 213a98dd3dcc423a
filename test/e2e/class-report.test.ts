/**
 * `npm run luokka` as the teacher runs it, on three students' repositories made here (see
 * test/helpers/class-repos.ts), then its HTML report in Chromium: three rows that say what each
 * repository holds, and no axe-core violation, on screen and in print.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from '../helpers/browser.ts';
import { CLASS_ASSIGNMENT, type ClassFolder, makeClassFolder } from '../helpers/class-repos.ts';
import { runScript } from '../helpers/run-script.ts';

describe('npm run luokka: the class report in a browser', () => {
  let folder: ClassFolder;
  let browser: Browser;
  let page: Page;
  let out: string;
  let stdout: string;

  before(async () => {
    folder = await makeClassFolder();
    await writeFile(path.join(folder.root, 'tehtava.md'), CLASS_ASSIGNMENT);
    out = path.join(folder.root, 'raportti');
    const run = await runScript(process.cwd(), 'scripts/luokka.ts', [folder.root, '--tehtava', path.join(folder.root, 'tehtava.md'), '--ulos', out]);
    assert.equal(run.code, 0, run.stderr);
    stdout = run.stdout;
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(pathToFileURL(path.join(out, 'luokka-raportti.html')).href);
  });
  after(async () => {
    await browser?.close();
    await folder.cleanup();
  });

  it('should say in Finnish how many collections it checked and where the report and the CSV are', async () => {
    assert.match(stdout, /^Tarkistettiin 3 kokoelmaa /);
    assert.match(stdout, /Raportti: .*luokka-raportti\.html/);
    assert.match(stdout, /^Eetu, 8b: 2 lajia; Tehtävä: 2\/3 lajia; 1 lajilta puuttuu tieto lähteet; ei virheitä$/m, 'a line per pupil');
    assert.match(stdout, /^Sofia, 8c: 3 lajia; .*; 2 virhettä; sijainti 1 kuvassa$/m);
    assert.doesNotMatch(stdout, /content\.|image\./, 'no internal code');
    assert.match(await readFile(path.join(out, 'luokka-raportti.csv'), 'utf8'), /^\uFEFFkansio;nimi;luokka;lajeja;/);
  });

  it('should show three rows saying what each collection holds', async () => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, line breaks included, is what the teacher reads
    const rows = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
    assert.equal(rows.length, 3);
    const [aino, eetu, sofia] = rows;
    assert.deepEqual(aino, [
      'Aino, 8b\neliokokoelma-aino',
      '3',
      'täyttyy',
      '0',
      '0',
      '0',
      '20.11.2026 klo 14.05',
      'https://koulu-8b.github.io/eliokokoelma-aino/',
    ]);
    assert.deepEqual(eetu!.slice(1, 6), ['2', 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet', '0', '0', '0']);
    assert.deepEqual(sofia!.slice(3), ['2', '0', '1', 'ei tiedossa', 'ei tiedossa']);
  });

  it("should list the broken file and the photo with GPS in the student's section", async () => {
    const section = (await page.locator('section.student').nth(2).textContent())!.replace(/\s+/g, ' ');
    assert.match(section, /src\/data\/lajit\/linnut\/kurki\.md, rivi 1: /);
    assert.match(section, /Kuvat, joissa on sijainti\s*assets\/kasvit\/kielo-1\.jpg/);
  });

  it('should have no axe-core violation, on screen and in print', async () => {
    assert.deepEqual(await axeViolations(page), []);
    await page.emulateMedia({ media: 'print' });
    assert.deepEqual(await axeViolations(page), []);
  });
});

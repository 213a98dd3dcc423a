import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { makeImage } from '../helpers/fixtures.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

const PORT = 4391;

/** A species file with this date, so the test can break and mend it. */
const haapa = (date: string) => `---
nimi: Haapa
tieteellinen: Populus tremula
kuvat:
  - a.png
  - b.png
kuvausaika: ${date}
---
Teksti.
`;
/** The line of `kuvausaika` in `haapa`. */
const DATE_LINE = 7;

/** `scripts/dev.ts` in the project copy, with its terminal output collected; the test runner's npm script name is not passed on. */
function startDev(cwd: string) {
  const { npm_lifecycle_event: _runner, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', String(PORT)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.text += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output.text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output, exited };
}

describe('npm run dev', () => {
  let project: ProjectCopy;
  let dev: ChildProcess;
  let browser: Browser;
  let output: { text: string };

  before(async () => {
    // A copy of the project with a two-species collection, so the dev build is quick: the test
    // edits its files, never the real ones. c.png is a photo no species uses.
    project = await copyProject({ whole: true });
    const assets = path.join(project.root, 'assets');
    const lajit = path.join(project.root, 'src/data/lajit');
    await Promise.all([rm(assets, { recursive: true }), rm(lajit, { recursive: true })]);
    await makeImage(path.join(assets, 'a.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(assets, 'b.png'), 400, 300, '#6b3a4a');
    await makeImage(path.join(assets, 'c.png'), 400, 300, '#4a3a6b');
    await writeSpecies('kasvit/haapa.md', haapa('7.6.2022'));
    await writeSpecies('linnut/kurki.md', '---\nnimi: Kurki\nkuvat:\n  - b.png\n---\n');
    const started = startDev(project.root);
    dev = started.child;
    output = started.output;
    for (let i = 0; i < 600 && !output.text.includes('Kehityspalvelin'); i++) await new Promise((r) => setTimeout(r, 100));
    assert.match(output.text, /Kehityspalvelin näkyy osoitteessa http:\/\/127\.0\.0\.1:4391\/ — avaa se selaimessa\./, output.text);
    browser = await launchBrowser();
  });
  after(async () => {
    dev?.kill();
    await browser?.close();
    await project?.cleanup();
  });

  async function writeSpecies(file: string, text: string) {
    const target = path.join(project.root, 'src/data/lajit', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }

  it('should print the build summary and the unused photo in Finnish', () => {
    assert.match(output.text, /Sivusto on rakennettu kansioon \.cache\/dev-site\/: \d+ sivua ja \d+ kuvatiedostoa 2 kuvasta/);
    assert.match(output.text, /varoitus: 1 kuva kansiossa assets\/ ei ole minkään lajin kuvana:\n {2}c\.png\n/);
  });

  it('should rebuild and reload the open tab when content changes', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    assert.match((await page.locator('main p').first().textContent()) ?? '', /^Aino, luokka 8b/);
    const collection = path.join(project.root, 'src/data/kokoelma.md');
    await writeFile(collection, (await readFile(collection, 'utf8')).replace(/^nimi: Aino$/m, 'nimi: Eero'));
    await page.waitForFunction(() => document.querySelector('main p')?.textContent?.startsWith('Eero'), undefined, { timeout: 30_000 });
    await page.close();
  });

  it('should show the Finnish report over the page and in the terminal, keep serving, and recover', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/kasvi/Haapa/`);
    const printedBefore = output.text.length;
    await writeSpecies('kasvit/haapa.md', haapa('31.2.2023'));
    const overlay = page.locator('#dev-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    const shown = (await overlay.textContent()) ?? '';
    const report = new RegExp(`src/data/lajit/kasvit/haapa\\.md, rivi ${DATE_LINE} \\(kuvausaika\\): päivää "31\\.2\\.2023" ei ole kalenterissa`);
    assert.match(shown, /^Korjaa alla oleva virhe ja tallenna tiedosto: tämä sivu päivittyy itsestään\.\n\nSivustoa ei rakennettu: sisällössä on 1 virhe\./);
    assert.match(shown, report);
    assert.doesNotMatch(shown, /^\s+at |node:internal/m, 'no stack trace over the page');
    assert.equal(await overlay.getAttribute('lang'), 'fi', 'the overlay is marked Finnish');
    const printed = output.text.slice(printedBefore);
    assert.match(printed, report, 'the terminal shows the same report');
    assert.doesNotMatch(printed, /^\s+at |node:internal/m, 'no stack trace in the terminal');
    const stillServing = await fetch(`http://127.0.0.1:${PORT}/`);
    assert.equal(stillServing.status, 200, 'the last good site is still served');
    await writeSpecies('kasvit/haapa.md', haapa('28.2.2023'));
    await page.waitForFunction(() => document.body.textContent?.includes('28.2.2023'), undefined, { timeout: 30_000 });
    assert.equal(await overlay.count(), 0, 'the error is gone after the fix');
    await page.close();
  });

  it('should say in Finnish that the port is taken and how to start on another, and exit 1 without a stack trace', async () => {
    const second = startDev(project.root);
    const code = await second.exited;
    assert.equal(code, 1, 'exit code 1');
    assert.equal(
      second.output.text.trim(),
      `Portti ${PORT} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). Sulje se tai käynnistä toiseen porttiin: npm run dev -- --port ${PORT + 1}`,
    );
  });
});

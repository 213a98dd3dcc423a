import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { makeImage } from '../helpers/fixtures.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

/** A species file with this date, so the test can break and mend it. */
const haapa = (date: string, text = 'Teksti.') => `---
nimi: Haapa
tieteellinen: Populus tremula
kuvat:
  - a.png
  - b.png
kuvausaika: ${date}
---
${text}
`;
/** The line of `kuvausaika` in `haapa`. */
const DATE_LINE = 7;

/** `npm run dev`'s command in the project copy, with its terminal output collected; the test runner's npm script name is not passed on. */
function startDev(cwd: string, port = 0) {
  const { npm_lifecycle_event: _runner, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', String(port)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output.text += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  /** Resolves with the first match of `pattern` in the output from `from` on, as soon as it is printed. */
  const printed = (pattern: RegExp, from = 0) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output.text.slice(from));
        if (match) {
          listeners.delete(look);
          resolve(match);
        }
      };
      listeners.add(look);
      look();
      void exited.then(() => reject(new Error(`npm run dev ended before printing ${pattern}:\n${output.text}`)));
    });
  return { child, output, exited, printed };
}

describe('npm run dev', () => {
  let project: ProjectCopy;
  let dev: ReturnType<typeof startDev>;
  let browser: Browser;
  let url: string;

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
    dev = startDev(project.root);
    url = (await dev.printed(/Esikatselu näkyy osoitteessa (http:\/\/127\.0\.0\.1:\d+\/)\. Avaa se selaimessa\./))[1]!;
    browser = await launchBrowser();
  });
  after(async () => {
    dev?.child.kill();
    await dev?.exited;
    await browser?.close();
    await project?.cleanup();
  });

  async function writeSpecies(file: string, text: string) {
    const target = path.join(project.root, 'src/data/lajit', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }

  /** Saves as vim, gedit and `sed -i` do: the new text into a file of its own, renamed over the old one. */
  async function saveAtomically(file: string, text: string) {
    const target = path.join(project.root, 'src/data/lajit', file);
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
    await writeFile(temporary, text);
    await rename(temporary, target);
  }

  /** Runs `save` and resolves when the page has reloaded and `done` holds in it. */
  async function reloadAfter(page: Page, save: () => Promise<void>, done: (arg: string) => boolean, arg: string) {
    const reloaded = page.waitForEvent('domcontentloaded', { timeout: 20_000 });
    await save();
    await reloaded;
    await page.waitForFunction(done, arg, { timeout: 20_000 });
  }

  it('should build in memory and print the summary and the unused photo in Finnish', () => {
    assert.match(
      dev.output.text,
      /Sivusto on päivitetty \(5 sivua, joista 5 muuttui; \d+ kuvatiedostoa 2 kuvasta, joista 2 käsiteltiin nyt\) \d+,\d\d sekunnissa\./,
    );
    assert.match(dev.output.text, /varoitus: kansiossa assets\/ on 1 kuva, jota mikään laji ei käytä:\n {2}c\.png\n/);
  });

  it('should rebuild and reload the open tab when content changes, re-rendering only the pages it changed', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    assert.match((await page.locator('main p').first().textContent()) ?? '', /^Aino, luokka 8b/);
    // The page knows its build, so a build that ends before the tab connects still reloads it.
    const build = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.find((entry) => entry.name === 'dev-build')?.description,
    );
    assert.match(build ?? '', /^\d+$/, 'the page carries the number of the build it came from');
    const collection = path.join(project.root, 'src/data/kokoelma.md');
    const from = dev.output.text.length;
    const text = (await readFile(collection, 'utf8')).replace(/^nimi: Aino$/m, 'nimi: Eero');
    await reloadAfter(
      page,
      () => writeFile(collection, text),
      (name) => document.querySelector('main p')?.textContent?.startsWith(name) ?? false,
      'Eero',
    );
    // A page is rendered again when its view changed: the first name is on the home page and in the not-found pages' description.
    assert.equal((await dev.printed(/Sivusto on päivitetty \(5 sivua, joista (\d+) muuttui/, from))[1], '3', 'the pages that show the name');

    const fromText = dev.output.text.length;
    await reloadAfter(
      page,
      () => writeSpecies('kasvit/haapa.md', haapa('7.6.2022', 'Uusi teksti.')),
      () => true,
      '',
    );
    assert.equal(
      (await dev.printed(/Sivusto on päivitetty \(5 sivua, joista (\d+) muuttui; \d+ kuvatiedostoa 2 kuvasta, joista 0/, fromText))[1],
      '1',
      "a species' text changes its page alone",
    );
    await page.close();
  });

  it('should keep seeing saves of a file after an editor replaced it (renamed a new file over it), three in a row', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}kasvi/Haapa/`);
    const shows = (t: string) => document.body.textContent?.includes(t) ?? false;
    await reloadAfter(page, () => saveAtomically('kasvit/haapa.md', haapa('7.6.2022', 'Korvattu tiedosto.')), shows, 'Korvattu tiedosto.');
    // fs.watch lost the replaced file: every later save in place went unseen.
    for (const round of [1, 2, 3]) {
      const text = `Tallennus numero ${round}.`;
      await reloadAfter(page, () => writeSpecies('kasvit/haapa.md', haapa('7.6.2022', text)), shows, text);
    }
    await reloadAfter(page, () => saveAtomically('kasvit/haapa.md', haapa('7.6.2022', 'Taas korvattu.')), shows, 'Taas korvattu.');
    await page.close();
  });

  it('should show the Finnish report over the page and in the terminal, keep serving, and recover', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}kasvi/Haapa/`);
    const printedBefore = dev.output.text.length;
    await writeSpecies('kasvit/haapa.md', haapa('31.2.2023'));
    const overlay = page.locator('#dev-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    const shown = (await overlay.textContent()) ?? '';
    const report = new RegExp(`src/data/lajit/kasvit/haapa\\.md, rivi ${DATE_LINE} \\(kuvausaika\\): päivää "31\\.2\\.2023" ei ole kalenterissa`);
    assert.match(
      shown,
      /^Korjaa ja tallenna: tämä sivu päivittyy itsestään, kun tallennat korjatun tiedoston\.\n\nSivustoa ei rakennettu: sisällössä on 1 virhe\./,
    );
    assert.match(shown, report);
    assert.doesNotMatch(shown, /^\s+at |node:internal/m, 'no stack trace over the page');
    assert.equal(await overlay.getAttribute('lang'), 'fi', 'the overlay is marked Finnish');
    await dev.printed(report, printedBefore);
    const printed = dev.output.text.slice(printedBefore);
    assert.doesNotMatch(printed, /^\s+at |node:internal/m, 'no stack trace in the terminal');
    const stillServing = await fetch(url);
    assert.equal(stillServing.status, 200, 'the last good site is still served');
    await reloadAfter(
      page,
      () => writeSpecies('kasvit/haapa.md', haapa('28.2.2023')),
      () => document.body.textContent?.includes('28.2.2023') ?? false,
      '',
    );
    assert.equal(await overlay.count(), 0, 'the error is gone after the fix');
    await page.close();
  });

  it('should apply a stylesheet change in place, and a template change in a restarted server the tab reconnects to', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const css = path.join(project.root, 'src/client/site.css');
    await reloadAfter(
      page,
      async () => writeFile(css, `${await readFile(css, 'utf8')}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`),
      () => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)',
      '',
    );
    const textsFile = path.join(project.root, 'src/messages/site.ts');
    const from = dev.output.text.length;
    await reloadAfter(
      page,
      async () => writeFile(textsFile, (await readFile(textsFile, 'utf8')).replace("seeMore: 'Katso'", "seeMore: 'Katso tarkemmin'")),
      () => [...document.querySelectorAll('a')].some((a) => a.textContent?.includes('Katso tarkemmin')),
      '',
    );
    assert.match(dev.output.text.slice(from), /Ohjelman koodi muuttui \(src\/messages\/site\.ts\): kehityspalvelin käynnistyy uudelleen/);
    assert.equal(new URL(page.url()).origin, new URL(url).origin, 'on the same port');
    await page.close();
  });

  it('should answer only requests addressed to itself, and only on 127.0.0.1', async () => {
    const { port } = new URL(url);
    const status = (host: string, address = '127.0.0.1') =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: address, port, path: '/', headers: { Host: host } }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
          .on('error', reject);
      });
    assert.equal(await status(`localhost:${port}`), 200);
    assert.equal(await status(`evil.example:${port}`), 403, 'a DNS-rebinding page is refused');
    assert.equal(
      await new Promise((resolve) =>
        http.get({ host: '::1', port, path: '/' }, () => resolve('answered')).on('error', (error: NodeJS.ErrnoException) => resolve(error.code)),
      ),
      'ECONNREFUSED',
      'not listening on another address',
    );
  });

  it('should say in Finnish that the port is taken and how to start on another, and exit 1 without a stack trace', async () => {
    const port = Number(new URL(url).port);
    const second = startDev(project.root, port);
    const code = await second.exited;
    assert.equal(code, 1, 'exit code 1');
    assert.equal(
      second.output.text.trim(),
      `Portti ${port} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). Sulje se tai käynnistä toiseen porttiin: npm run dev -- --port ${port + 1}`,
    );
  });
});

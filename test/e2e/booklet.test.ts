/**
 * The PDF booklet and the print stylesheet, on the frozen sample (test/fixtures/sample) built into
 * temp folders: the booklet is read back with poppler-utils, and the species page is printed by
 * Chromium with print media emulated.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { findBrowser } from '../../src/booklet/browser.ts';
import { type BuildResult, buildSite } from '../../src/pipeline/build-site.ts';
import { resolveSettings, type Settings } from '../../src/config.ts';
import type { Content } from '../../src/content/model.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { type PreviewServer, startPreviewServer } from '../../src/serve/preview-server.ts';
import { havePoppler, pdfImages, pdfInfo, pdfOutline, pdfTags, pdfText, squash } from '../helpers/pdf.ts';

const SAMPLE = 'test/fixtures/sample';
const MB = 1_000_000;

describe('the PDF booklet of the sample', {
  skip: !havePoppler() && !process.env.CI && 'poppler-utils is not installed (apt-get install -y poppler-utils)',
}, () => {
  let dir: string;
  let settings: Settings;
  let content: Content;
  let result: BuildResult;
  let pdf: string;
  let pages: number;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-booklet-'));
    const files = await readContent(`${SAMPLE}/src/data`);
    content = parseContent(files, ['.svg']).content!;
    settings = resolveSettings({}, {}, { assetsDir: `${SAMPLE}/assets`, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache') });
    result = await buildSite({ content: files, settings, pdf: true });
    pdf = path.join(settings.outDir, 'kokoelma.pdf');
    pages = Number(pdfInfo(pdf).Pages);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('should be written into the site, within 10 MB, and linked from the home page with its size', async () => {
    const report = result.booklet;
    assert.ok(report && !('problem' in report), 'the booklet was made');
    const bytes = (await stat(pdf)).size;
    assert.equal(report.bytes, bytes);
    assert.ok(bytes <= 10 * MB, `${bytes} bytes`);
    const home = await readFile(path.join(settings.outDir, 'index.html'), 'utf8');
    // kt and Mt are in 1024s (src/messages/numbers.ts); under 10 Mt with one decimal.
    const size = `${(bytes / 1024 ** 2).toFixed(1).replace('.', ',')} Mt`;
    assert.match(home, new RegExp(`<a href="/kokoelma.pdf" type="application/pdf">Koko kokoelma PDF-tiedostona</a> \\(${size}\\)`));
  });

  it('should have a page per species after the cover and the contents, and the species list last', () => {
    const numbers = contentsNumbers(pdfText(pdf, 2, true), content);
    const starts = content.species.map((s) => numbers.get(s.title)!);
    assert.equal(starts[0], 3, 'cover, contents, then the first species');
    for (const [i, start] of starts.slice(1).entries()) {
      assert.ok([1, 2].includes(start - starts[i]!), `${content.species[i + 1]!.title} one or two pages after the previous`);
    }
    const list = numbers.get('Lajiluettelo')!;
    assert.ok([1, 2].includes(list - starts.at(-1)!), 'the list follows the last species');
    assert.equal(pages, list, 'the list is the last page');
    // The sample's texts are short: one page each.
    assert.equal(pages, 1 + 1 + content.species.length + 1);
  });

  it('should lead every page number in the contents to the page carrying that species', () => {
    const numbers = contentsNumbers(pdfText(pdf, 2, true), content);
    for (const species of content.species) {
      const page = numbers.get(species.title);
      assert.ok(page, `${species.title} is in the contents`);
      const text = squash(pdfText(pdf, page));
      const heading = squash([species.title, species.officName].filter(Boolean).join(' '));
      assert.ok(text.includes(heading), `page ${page} carries ${heading}: ${text.slice(0, 80)}`);
    }
    assert.match(squash(pdfText(pdf, numbers.get('Lajiluettelo'))), /^Lajiluettelo Nimi Tieteellinen nimi Kuvausaika Kuvauspaikka/);
  });

  it("should hold every species' name, scientific name and source address", () => {
    const text = squash(pdfText(pdf));
    for (const species of content.species) {
      assert.ok(text.includes(species.title), species.title);
      if (species.officName) assert.ok(text.includes(species.officName), species.officName);
      for (const source of species.lahteet ?? []) {
        assert.ok(text.includes(decodeURI(source.url)), `${species.title}: ${source.url}`);
        assert.ok(text.includes(squash(source.kohde)), `${species.title}: ${source.kohde}`);
      }
    }
    assert.ok(
      content.species.some((s) => (s.lahteet ?? []).length > 0),
      'the sample has sources',
    );
  });

  it('should have a cover with the title, the first name and class, the count and the span of dates', () => {
    const cover = squash(pdfText(pdf, 1));
    assert.match(cover, /^Eliökokoelma Aino, luokka 8b\. Eliöiden määrä: 29 Kuvattu 14\.5\.2022–24\.8\.2024/);
    assert.ok(
      pdfImages(pdf).some((image) => image.page === 1),
      'a photo on the cover',
    );
  });

  it('should have an outline entry for every species, leading to its page, under its group', () => {
    const outline = pdfOutline(pdf);
    const numbers = contentsNumbers(pdfText(pdf, 2, true), content);
    for (const species of content.species) {
      const item = outline.find((entry) => entry.depth === 2 && squash(entry.title).startsWith(species.title));
      assert.ok(item, `${species.title} in the outline`);
      assert.equal(item.page, numbers.get(species.title), species.title);
      const group = outline
        .slice(0, outline.indexOf(item))
        .filter((entry) => entry.depth === 1)
        .at(-1);
      assert.equal(group?.title, species.groupName);
    }
    assert.deepEqual(
      outline.filter((entry) => entry.depth === 1).map((entry) => entry.title),
      ['Eliökokoelma', 'Sisällys', 'Kasvit', 'Linnut', 'Perhoset', 'Hyönteiset', 'Muut eliöt', 'Lajiluettelo'],
    );
  });

  it('should be a tagged A4 PDF with its title, author and language', async () => {
    const info = pdfInfo(pdf);
    assert.equal(info.Title, 'Eliökokoelma – Aino, 8b');
    assert.equal(info.Author, 'Aino');
    assert.equal(info.Tagged, 'yes');
    assert.match(info['Page size']!, /\(A4\)/);
    // pdfinfo does not print the catalog's /Lang; Chromium writes it from <html lang="fi">.
    assert.match((await readFile(pdf)).toString('latin1'), /\/Lang \(fi\)/);
    const tags = new Set(pdfTags(pdf));
    for (const tag of ['H1', 'H2', 'P', 'L', 'LI', 'Figure', 'Table', 'TH', 'TD', 'Link']) assert.ok(tags.has(tag), `tag ${tag}`);
  });

  it('should embed every photo as a JPEG at about 200 dpi', () => {
    const images = pdfImages(pdf);
    const photos = content.species.reduce((sum, s) => sum + s.images.length, 0);
    assert.equal(images.length, photos + 1, 'every photo, and the cover');
    assert.deepEqual([...new Set(images.map((image) => image.encoding))], ['jpeg']);
  });

  it('should say what to install when no browser is found, and still write the site', async () => {
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = path.join(dir, 'no-chrome');
    try {
      const outDir = path.join(dir, 'without');
      const without = await buildSite({ content: await readContent(`${SAMPLE}/src/data`), settings: { ...settings, outDir }, pdf: true });
      assert.ok(without.booklet && 'problem' in without.booklet);
      assert.match(without.booklet.problem.message, /^PDF-tiedostoa \(kokoelma\.pdf\) ei tehty; sivusto rakennettiin ilman sitä\.\n {2}- .*CHROME_PATH/);
      assert.ok(existsSync(path.join(outDir, 'index.html')));
      assert.ok(!existsSync(path.join(outDir, 'kokoelma.pdf')));
      assert.doesNotMatch(await readFile(path.join(outDir, 'index.html'), 'utf8'), /kokoelma\.pdf/);
    } finally {
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
    }
  });

  it('should follow pdf: kyllä in kokoelma.md when the build does not say', async () => {
    const files = await readContent(`${SAMPLE}/src/data`);
    const withSetting = { ...files, collection: { ...files.collection, text: files.collection.text!.replace(/\n---\s*$/, '\npdf: kyllä\n---\n') } };
    const outDir = path.join(dir, 'setting');
    const built = await buildSite({ content: withSetting, settings: { ...settings, outDir }, pdf: 'setting' });
    assert.ok(built.booklet && !('problem' in built.booklet));
    assert.ok(existsSync(path.join(outDir, 'kokoelma.pdf')));
    const none = await buildSite({ content: files, settings: { ...settings, outDir }, pdf: 'setting' });
    assert.equal(none.booklet, undefined);
    assert.ok(!existsSync(path.join(outDir, 'kokoelma.pdf')), 'a build without it leaves no stale PDF');
  });

  it('should give a species two pages when its text needs them, and number the rest after them', async () => {
    const files = await readContent(`${SAMPLE}/src/data`);
    const long = Array.from({ length: 8 }, (_, i) => `Pitkä kappale ${i + 1}. ${'Haapa kasvaa metsissä ja pihoilla koko maassa. '.repeat(5)}`).join('\n\n');
    const species = files.species.map((file) => (file.path.endsWith('/haapa.md') ? { ...file, text: `${file.text}\n${long}\nLoppu.\n` } : file));
    const outDir = path.join(dir, 'long');
    await buildSite({ content: { ...files, species }, settings: { ...settings, outDir }, pdf: true });
    const file = path.join(outDir, 'kokoelma.pdf');
    const numbers = contentsNumbers(pdfText(file, 2, true), content);
    assert.equal(numbers.get('Haapa'), 3);
    assert.equal(numbers.get('Järviruoko'), 5, 'Haapa takes pages 3 and 4');
    assert.match(squash(pdfText(file, 4)), /Loppu\./);
    assert.equal(Number(pdfInfo(file).Pages), pages + 1);
    assert.equal(numbers.get('Lajiluettelo'), pages + 1);
  });

  describe('the print stylesheet in Chromium', () => {
    let browser: Browser;
    let server: PreviewServer;
    let origin: string;

    before(async () => {
      const executablePath = await findBrowser();
      assert.ok(executablePath, 'a browser');
      browser = await chromium.launch({ executablePath, args: ['--disable-gpu'] });
      server = await startPreviewServer({ dir: settings.outDir });
      origin = new URL(server.url).origin;
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    // Haapa: two photos, Tietoja, paragraphs.
    const speciesUrl = () => `${origin}/kasvi/Haapa/`;

    it('should not fetch the print photos on screen', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(speciesUrl(), { waitUntil: 'networkidle' });
      // To the bottom, then three rendering steps on: a lazy image in view has started its fetch by then.
      await page.evaluate(
        'new Promise((done) => { window.scrollTo(0, document.body.scrollHeight); let n = 3; const frame = () => (--n ? requestAnimationFrame(frame) : done()); requestAnimationFrame(frame); })',
      );
      assert.ok((await page.locator('.print-photos img').count()) === 2);
      assert.deepEqual(
        requests.filter((url) => url.endsWith('-full.webp')),
        [],
      );
      assert.equal(requests.filter((url) => url.includes('/img/')).length, 1, 'the first photo alone, as before');
      await context.close();
    });

    it('should print black on white with every photo whole and no button, on one or two A4 pages', async () => {
      const context = await browser.newContext({ viewport: { width: 800, height: 1100 } });
      const page = await context.newPage();
      await page.goto(speciesUrl(), { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
      const look = (await page.evaluate(LOOK_OF_PAGE)) as { darkBackgrounds: string[]; lightText: string[]; buttons: string[]; printPhotos: number };
      assert.deepEqual(look.darkBackgrounds, []);
      assert.deepEqual(look.lightText, []);
      assert.deepEqual(look.buttons, []);
      assert.equal(look.printPhotos, 2);
      // Printed for real: both whole photos are in it, fetched for the print. A lazy image starts
      // loading once print layout shows it; the PDF is made after both have arrived, as a
      // browser's print preview waits for them.
      await page.waitForFunction(`[...document.querySelectorAll('.print-photos img')].every((img) => img.complete && img.naturalWidth > 0)`);
      const file = path.join(dir, 'haapa.pdf');
      await writeFile(file, await page.pdf({ format: 'A4' }));
      assert.ok(Number(pdfInfo(file).Pages) <= 2, `${pdfInfo(file).Pages} pages`);
      const printed = pdfImages(file);
      assert.equal(printed.length, 2, 'both photos');
      assert.ok(
        printed.every((image) => image.width >= 1000),
        'the large variants, not the crops',
      );
      const text = squash(pdfText(file));
      assert.match(text, /Wikipedia|Haapa/);
      assert.doesNotMatch(text, /Katso kuva laajempana|Seuraava kuva/);
      await context.close();
    });

    it('should print a source name before its full address', async () => {
      const page = await browser.newPage();
      await page.goto(`${origin}/kasvi/Kielo/`, { waitUntil: 'networkidle' });
      const file = path.join(dir, 'kielo.pdf');
      await writeFile(file, await page.pdf({ format: 'A4' }));
      assert.match(squash(pdfText(file)), /Wikipedia: Kielo https:\/\/fi\.wikipedia\.org\/wiki\/Kielo/);
      await page.close();
    });
  });
});

/** What the page looks like: elements with a dark fill or light text, visible buttons, print photos shown. */
const LOOK_OF_PAGE = `(() => {
  const dark = (color) => {
    const [r, g, b, a = 1] = (color.match(/[\\d.]+/g) ?? []).map(Number);
    return a > 0 && 0.2126 * r + 0.7152 * g + 0.0722 * b < 200;
  };
  const visible = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const all = [...document.querySelectorAll('*')];
  return {
    darkBackgrounds: all.filter((el) => visible(el) && dark(getComputedStyle(el).backgroundColor)).map((el) => el.tagName + '.' + el.className),
    lightText: all.filter((el) => visible(el) && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && !dark(getComputedStyle(el).color)).map((el) => el.tagName),
    buttons: [...document.querySelectorAll('button, .button, nav')].filter(visible).map((el) => el.textContent),
    printPhotos: [...document.querySelectorAll('.print-photos img')].filter(visible).length,
  };
})()`;

/** The contents page's numbers by name (each line: the name, maybe the scientific name, the page). */
function contentsNumbers(text: string, content: Content): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^\s*(\S.*?)\s+(\d+)\s*$/.exec(line);
    if (!match) continue;
    const name = squash(match[1]!);
    const species = content.species.find((s) => name === squash([s.title, s.officName].filter(Boolean).join(' ')));
    numbers.set(species ? species.title : name, Number(match[2]));
  }
  return numbers;
}

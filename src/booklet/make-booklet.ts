/**
 * The booklet stage: the whole collection as one A4 PDF, printed by the machine's Chrome or
 * Chromium from the booklet's HTML. The only module here that drives the browser.
 *
 * Page numbers in the contents: Chromium has no `target-counter()`, so the booklet is printed
 * twice. The first print has placeholder numbers of the same width, and a 1-pixel stand-in for
 * every photo (each photo's printed size is fixed in millimetres, so the pages break exactly as
 * they will with the photos, and the print takes a fraction of the time). Its outline says on
 * which page each species' heading landed; the second print carries those numbers and the
 * photos. The second print's outline is read again, and a print is repeated (twice at most) if
 * any number moved, so a number in the contents is never wrong.
 *
 * The browser is served everything from memory and the cache through request interception on
 * an address that does not exist (`http://kirjanen.invalid/`): no server, no temp folder, and no
 * request ever leaves the machine.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import type { Cache } from '../cache/store.ts';
import type { Content } from '../content/model.ts';
import type { ProcessedImage } from '../images/types.ts';
import { problem } from '../messages/problems.ts';
import { errorDetail } from '../messages/student-error.ts';
import { bookletTexts } from '../messages/site.ts';
import { renderBooklet, renderFooter } from './BookletDocument.tsx';
import { type BookletView, bookletView, type PhotoPlan, planPhotos } from './booklet-view.ts';
import { BookletError, launchBrowser } from './browser.ts';
import { type PdfDocument, PdfReadError, readPdf } from './pdf-document.ts';
import { type PrintImage, printImages } from './print-images.ts';

export interface BookletInput {
  content: Content;
  /** Processed images by `imageKey`, as the image stage returns them. */
  images: ReadonlyMap<string, ProcessedImage>;
  /** The cached file of a published image name (the image stage's `files`). */
  files: ReadonlyMap<string, string>;
  /** The store the print JPEGs are kept in (its `booklet` kind). */
  cache: Cache;
  /** Where to look for the browser (`CHROME_PATH`); the process's environment by default. */
  env?: NodeJS.ProcessEnv;
}

export interface Booklet {
  pdf: Buffer;
  pages: number;
  /** How many times the browser printed it (2 unless a page number moved). */
  prints: number;
  photos: { count: number; bytes: number };
  seconds: number;
}

const ORIGIN = 'http://kirjanen.invalid';
const PHOTO_PATH = '/kuvat/';
/** A 1×1 white GIF: the stand-in for every photo in the first print. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const MAX_PRINTS = 4;

/** Prints the booklet; a `BookletError` when there is no browser to print it with. */
export async function makeBooklet(input: BookletInput): Promise<Booklet> {
  const started = performance.now();
  const plans = planPhotos(input.content, input.images);
  const all = [...plans.sheets.flat(), ...(plans.cover ? [plans.cover] : [])];
  const largeFile = (key: string) => {
    const image = input.images.get(key)!;
    const file = input.files.get(image.large.name);
    if (!file) throw new Error(`no file for the large variant of "${key}"`);
    return file;
  };
  const printed = await printImages(all, largeFile, input.cache);
  const urlOf = (plan: PhotoPlan) => `${PHOTO_PATH}${printed.get(plan)!.name}`;
  const view = bookletView(input.content, input.images, plans, urlOf);
  const css = await readFile(new URL('./booklet.css', import.meta.url), 'utf8');
  const byName = new Map([...printed.values()].map((image) => [image.name, image]));

  const browser = await launchBrowser(input.env);
  try {
    const page = await browser.newPage();
    const served = { html: '', photos: false };
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/') return route.fulfill({ body: served.html, contentType: 'text/html; charset=utf-8' });
      const image: PrintImage | undefined = url.pathname.startsWith(PHOTO_PATH) ? byName.get(url.pathname.slice(PHOTO_PATH.length)) : undefined;
      if (!image) return route.abort();
      return served.photos ? route.fulfill({ path: image.file, contentType: 'image/jpeg' }) : route.fulfill({ body: PIXEL, contentType: 'image/gif' });
    });
    const footer = renderFooter(view);
    const print = async (numbers: PageNumbers | undefined, photos: boolean) => {
      served.html = renderBooklet({ view, css, pages: numbers?.species, listPage: numbers?.list });
      served.photos = photos;
      return printPage(page, footer);
    };

    let pdf = await readPrint(await print(undefined, false));
    let numbers = pageNumbers(pdf, view, browser);
    let prints = 1;
    for (;;) {
      pdf = await readPrint(await print(numbers, true));
      prints++;
      const found = pageNumbers(pdf, view, browser);
      if (samePages(found, numbers)) break;
      if (prints >= MAX_PRINTS) throw new Error("the booklet's page numbers did not settle");
      numbers = found;
    }
    const { site } = input.content;
    const withAuthor = await pdf.withInfo({ author: site.authorFirstName, subject: view.countLine, creator: 'Eliökokoelma (npm run pdf)' });
    const pages = pdf.pages;
    return {
      pdf: withAuthor,
      pages,
      prints,
      photos: { count: byName.size, bytes: [...byName.values()].reduce((sum, image) => sum + image.bytes, 0) },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await browser.close();
  }
}

function printPage(page: Page, footer: string): Promise<Buffer> {
  return page.goto(`${ORIGIN}/`, { waitUntil: 'load' }).then(() =>
    page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer,
      outline: true,
      tagged: true,
    }),
  );
}

interface PageNumbers {
  /** Page of each species sheet, by anchor. */
  species: Map<string, number>;
  list: number;
}

/** The printed PDF, parsed; a `BookletError` saying the file could not be read when it cannot be. */
export async function readPrint(bytes: Buffer): Promise<PdfDocument> {
  try {
    return await readPdf(bytes);
  } catch (error) {
    if (error instanceof PdfReadError) throw new BookletError(problem('booklet.failed', 'unreadable', errorDetail(error)));
    throw error;
  }
}

/**
 * Where each species landed, from the printed PDF's outline: its entries are the headings in
 * document order, each species an entry below its group's.
 */
function pageNumbers(pdf: PdfDocument, view: BookletView, browser: Browser): PageNumbers {
  let outline: ReturnType<PdfDocument['outline']>;
  try {
    outline = pdf.outline();
  } catch (error) {
    if (error instanceof PdfReadError) throw new BookletError(problem('booklet.failed', 'unreadable', errorDetail(error)));
    throw error;
  }
  const speciesItems = outline.filter((item) => item.depth === 2);
  const list = outline.filter((item) => item.depth === 1 && item.title === bookletTexts.list).at(-1)?.page;
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const species = new Map<string, number>();
  view.species.forEach((entry, index) => {
    const item = speciesItems[index];
    if (item?.page !== undefined && normalise(item.title).startsWith(normalise(entry.title))) species.set(entry.anchor, item.page);
  });
  // No outline, or not one entry per species: a browser older than the outline option.
  if (species.size !== view.species.length || list === undefined) throw new BookletError(problem('booklet.failed', 'tooOld', browser.version()));
  return { species, list };
}

const samePages = (a: PageNumbers, b: PageNumbers | undefined) =>
  b !== undefined && a.list === b.list && a.species.size === b.species.size && [...a.species].every(([anchor, page]) => b.species.get(anchor) === page);

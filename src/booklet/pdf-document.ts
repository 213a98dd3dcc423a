/**
 * What the booklet reads from and adds to the PDF Chromium prints: the number of pages, the
 * outline (bookmarks) with the page each entry leads to, and the author (Chromium takes the
 * title and language from the HTML but leaves the author out).
 *
 * Read with `@cantoo/pdf-lib` (the maintained fork of pdf-lib; pure JavaScript, no native code),
 * so cross-reference streams, object streams and compressed objects — which a newer Chromium may
 * write — are read like the classic table. A file it cannot read, or one without a page tree, is
 * a `PdfReadError`; the caller tells the student the booklet file could not be read.
 */
import type * as PdfLibModule from '@cantoo/pdf-lib';
import type { PDFDict, PDFDocument, PDFObject, PDFRef } from '@cantoo/pdf-lib';
import { errorDetail } from '../messages/student-error.ts';

/** The library, loaded when a booklet is made only: a build without one never parses its megabyte of code. */
type PdfLib = typeof PdfLibModule;

/** The printed PDF could not be read (a parse error, no page tree, a broken outline). */
export class PdfReadError extends Error {
  constructor(detail: string) {
    super(`the printed PDF could not be read: ${detail}`);
    this.name = 'PdfReadError';
  }
}

export interface OutlineItem {
  title: string;
  /** 1-based page number the entry leads to; `undefined` when it has no page destination. */
  page: number | undefined;
  /** 1 for top-level entries, 2 for their children, … */
  depth: number;
}

/** A printed PDF, parsed once. */
export interface PdfDocument {
  pages: number;
  outline(): OutlineItem[];
  /** The PDF with these document information fields set (the others, dates and producer, kept). */
  withInfo(fields: { author: string; subject: string; creator: string }): Promise<Buffer>;
}

/** Parses `bytes`; a `PdfReadError` when it is not a PDF this can read. */
export async function readPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const lib: PdfLib = await import('@cantoo/pdf-lib');
  let doc: PDFDocument;
  try {
    // updateMetadata: false keeps Chromium's producer and dates instead of pdf-lib's.
    doc = await lib.PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    throw new PdfReadError(errorDetail(error));
  }
  let pageRefs: PDFRef[];
  try {
    pageRefs = doc.getPages().map((page) => page.ref);
  } catch (error) {
    throw new PdfReadError(`no page tree (${errorDetail(error)})`);
  }
  return {
    pages: pageRefs.length,
    outline: () => readOutline(lib, doc, pageRefs),
    async withInfo(fields) {
      doc.setAuthor(fields.author);
      doc.setSubject(fields.subject);
      doc.setCreator(fields.creator);
      return Buffer.from(await doc.save({ updateFieldAppearances: false }));
    },
  };
}

/** Every outline entry, in document order (each entry before its children). */
function readOutline(lib: PdfLib, doc: PDFDocument, pageRefs: PDFRef[]): OutlineItem[] {
  const { PDFDict, PDFName, PDFRef } = lib;
  const pageNumbers = new Map(pageRefs.map((ref, index) => [ref.toString(), index + 1]));
  const dict = (value: PDFObject | undefined) => {
    const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
    return found instanceof PDFDict ? found : undefined;
  };
  const outlines = dict(doc.catalog.get(PDFName.of('Outlines')));
  if (!outlines) return [];
  const items: OutlineItem[] = [];
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined, depth: number) => {
    if (depth > 32) throw new PdfReadError('the outline is too deep');
    for (let at = first; at !== undefined && !seen.has(at); at = dict(at.get(PDFName.of('Next')))) {
      seen.add(at);
      items.push({ title: titleOf(lib, at), page: pageOf(lib, doc, at, pageNumbers), depth });
      walk(dict(at.get(PDFName.of('First'))), depth + 1);
    }
  };
  walk(dict(outlines.get(PDFName.of('First'))), 1);
  return items;
}

function titleOf({ PDFName, PDFString, PDFHexString }: PdfLib, item: PDFDict): string {
  const title = item.get(PDFName.of('Title'));
  return title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : '';
}

/** The page of an entry's `/Dest [page …]` (or a GoTo action's `/D`); named destinations are not used by Chromium. */
function pageOf({ PDFArray, PDFDict, PDFName, PDFRef }: PdfLib, doc: PDFDocument, item: PDFDict, pageNumbers: Map<string, number>): number | undefined {
  let dest = item.get(PDFName.of('Dest'));
  if (dest === undefined) {
    const action = doc.context.lookup(item.get(PDFName.of('A')));
    if (action instanceof PDFDict) dest = action.get(PDFName.of('D'));
  }
  const array = dest instanceof PDFRef ? doc.context.lookup(dest) : dest;
  if (!(array instanceof PDFArray)) return undefined;
  const page = array.get(0);
  return page instanceof PDFRef ? pageNumbers.get(page.toString()) : undefined;
}

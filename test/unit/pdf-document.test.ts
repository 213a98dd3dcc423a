/**
 * The booklet's PDF reader (src/booklet/pdf-document.ts) on PDFs made here with pdf-lib, written
 * the modern way Chromium may one day write them: a cross-reference stream and object streams,
 * not the classic table the hand-written reader it replaced could only read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, PDFHexString, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { BookletError } from '../../src/booklet/browser.ts';
import { readPrint } from '../../src/booklet/make-booklet.ts';
import { PdfReadError, readPdf } from '../../src/booklet/pdf-document.ts';
import { problem as problemOf } from '../../src/messages/problems.ts';

/** Five pages; an outline "Sisällys" → p.2, "Linnut" → p.3 with "Käpytikka" → p.4 and "Västäräkki" → p.5. */
async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const pages = Array.from({ length: 5 }, () => doc.addPage([595, 842]));
  const { context } = doc;
  const outlineRef = context.nextRef();
  const refs = Array.from({ length: 4 }, () => context.nextRef());
  const [contents, birds, woodpecker, wagtail] = refs as [PDFRef, PDFRef, PDFRef, PDFRef];
  const item = (title: string, page: number, parent: PDFRef, extra: Record<string, PDFRef>) =>
    context.obj({ Title: PDFHexString.fromText(title), Parent: parent, Dest: [pages[page - 1]!.ref, 'XYZ', null, null, null], ...extra });
  context.assign(contents, item('Sisällys', 2, outlineRef, { Next: birds }));
  context.assign(birds, item('Linnut', 3, outlineRef, { Prev: contents, First: woodpecker, Last: wagtail }));
  context.assign(woodpecker, item('Käpytikka', 4, birds, { Next: wagtail }));
  // A GoTo action instead of /Dest: the other way an entry can lead to a page.
  context.assign(
    wagtail,
    context.obj({ Title: PDFHexString.fromText('Västäräkki'), Parent: birds, Prev: woodpecker, A: { S: 'GoTo', D: [pages[4]!.ref, 'Fit'] } }),
  );
  context.assign(outlineRef, context.obj({ Type: 'Outlines', First: contents, Last: birds, Count: 4 }));
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  doc.setProducer('Skia/PDF m140');
  return doc.save({ useObjectStreams: true });
}

describe('the booklet PDF reader', () => {
  it('reads the pages and outline of a PDF with a cross-reference stream and object streams', async () => {
    const bytes = await samplePdf();
    const text = Buffer.from(bytes).toString('latin1');
    assert.match(text, /\/Type\s*\/XRef/, 'the test PDF has a cross-reference stream');
    assert.match(text, /\/Type\s*\/ObjStm/, 'the test PDF has object streams');
    assert.doesNotMatch(text, /^xref\s*$/m, 'the test PDF has no classic cross-reference table');
    const pdf = await readPdf(bytes);
    assert.equal(pdf.pages, 5);
    assert.deepEqual(pdf.outline(), [
      { title: 'Sisällys', page: 2, depth: 1 },
      { title: 'Linnut', page: 3, depth: 1 },
      { title: 'Käpytikka', page: 4, depth: 2 },
      { title: 'Västäräkki', page: 5, depth: 2 },
    ]);
  });

  it('sets the author, subject and creator and keeps the producer', async () => {
    const pdf = await readPdf(await samplePdf());
    const out = await pdf.withInfo({ author: 'Aino', subject: '2 lajia', creator: 'Eliökokoelma (npm run pdf)' });
    const again = await PDFDocument.load(out, { updateMetadata: false });
    assert.equal(again.getAuthor(), 'Aino');
    assert.equal(again.getSubject(), '2 lajia');
    assert.equal(again.getCreator(), 'Eliökokoelma (npm run pdf)');
    assert.equal(again.getProducer(), 'Skia/PDF m140');
    assert.equal((await readPdf(out)).outline().length, 4, 'the outline survives the rewrite');
  });

  it('calls a file that is not a readable PDF a PdfReadError', async () => {
    await assert.rejects(readPdf(Buffer.from('%PDF-1.7\nthis is not a PDF body\n%%EOF\n')), PdfReadError);
    await assert.rejects(readPdf(Buffer.from('<html></html>')), PdfReadError);
  });

  it('tells the student the booklet file could not be read, not to update the browser', async () => {
    const error = await readPrint(Buffer.from('garbage')).then(
      () => assert.fail('expected a BookletError'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof BookletError);
    const problem = error.problems[0]!;
    assert.equal(problem.code, 'booklet.failed');
    assert.equal(problem.message, problemOf('booklet.failed', 'unreadable', '').message);
    assert.doesNotMatch(problem.message, /päivitä/);
  });
});

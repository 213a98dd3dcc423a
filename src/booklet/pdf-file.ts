/**
 * The little of the PDF format the booklet needs, for the PDFs Chromium writes (Skia: a classic
 * cross-reference table, every dictionary in plain text, no object streams): the order of the
 * pages, the outline (bookmarks) with the page each entry leads to, and a new document
 * information dictionary appended as an incremental update (the way the PDF standard lets a
 * writer change a finished file without rewriting it). Chromium takes the title and the
 * language from the HTML but leaves the author out, so it is added here.
 *
 * Anything else (a compressed cross-reference stream, a missing catalog) is a `PdfFormatError`:
 * the caller treats it as a browser too different from the one this was written for.
 */

export class PdfFormatError extends Error {
  constructor(message: string) {
    super(`unexpected PDF structure: ${message}`);
    this.name = 'PdfFormatError';
  }
}

export interface OutlineItem {
  title: string;
  /** 1-based page number the entry leads to; `undefined` when it has no page destination. */
  page: number | undefined;
  /** 1 for top-level entries, 2 for their children, … */
  depth: number;
}

interface Xref {
  /** Byte offset of each object by number (the newest definition wins). */
  offsets: Map<number, number>;
  trailer: string;
  /** Offset of the newest cross-reference section. */
  startxref: number;
}

/** Reads the cross-reference tables, newest first, following `/Prev`. */
function readXref(pdf: Buffer): Xref {
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!start) throw new PdfFormatError('no startxref at the end');
  const startxref = Number(start[1]);
  const offsets = new Map<number, number>();
  let trailer: string | undefined;
  let at: number | undefined = startxref;
  const seen = new Set<number>();
  while (at !== undefined && !seen.has(at)) {
    seen.add(at);
    const text = pdf.subarray(at, Math.min(pdf.length, at + 64 * 1024 + 20 * 100_000)).toString('latin1');
    if (!text.startsWith('xref')) throw new PdfFormatError('the cross-reference section is not a table');
    const end = text.indexOf('trailer');
    if (end === -1) throw new PdfFormatError('no trailer');
    const lines = text
      .slice(4, end)
      .trim()
      .split(/\r?\n|\r/);
    let first = 0;
    let index = 0;
    for (const line of lines) {
      const header = /^(\d+)\s+(\d+)\s*$/.exec(line.trim());
      if (header) {
        first = Number(header[1]);
        index = 0;
        continue;
      }
      const entry = /^(\d{10})\s+(\d{5})\s+([nf])/.exec(line.trim());
      if (!entry) throw new PdfFormatError(`bad cross-reference line ${JSON.stringify(line)}`);
      const number = first + index++;
      if (entry[3] === 'n' && !offsets.has(number)) offsets.set(number, Number(entry[1]));
    }
    const dict = dictionaryAt(text, end + 'trailer'.length);
    trailer ??= dict;
    const prev = /\/Prev\s+(\d+)/.exec(dict);
    at = prev ? Number(prev[1]) : undefined;
  }
  return { offsets, trailer: trailer!, startxref };
}

/** The `<< … >>` dictionary starting at or after `from`, with nested dictionaries and strings skipped correctly. */
function dictionaryAt(text: string, from: number): string {
  const open = text.indexOf('<<', from);
  if (open === -1) throw new PdfFormatError('no dictionary');
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      i = literalEnd(text, i);
    } else if (c === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (c === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  throw new PdfFormatError('an unclosed dictionary');
}

/** Index of the `)` closing the literal string that opens at `open`. */
function literalEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  throw new PdfFormatError('an unclosed string');
}

/** A parsed PDF: its objects' dictionaries by number. */
export class PdfFile {
  private readonly xref: Xref;
  private readonly cache = new Map<number, string>();

  constructor(readonly bytes: Buffer) {
    this.xref = readXref(bytes);
  }

  /** The dictionary of object `number` (the part before any stream). */
  object(number: number): string {
    let dict = this.cache.get(number);
    if (dict === undefined) {
      const offset = this.xref.offsets.get(number);
      if (offset === undefined) throw new PdfFormatError(`object ${number} is not in the cross-reference table`);
      const text = this.bytes.subarray(offset, Math.min(this.bytes.length, offset + 256 * 1024)).toString('latin1');
      if (!new RegExp(`^${number}\\s+\\d+\\s+obj`).test(text)) throw new PdfFormatError(`object ${number} is not at its offset`);
      dict = dictionaryAt(text, 0);
      this.cache.set(number, dict);
    }
    return dict;
  }

  get trailer(): string {
    return this.xref.trailer;
  }

  /** Offset of the newest cross-reference section, for an update's `/Prev`. */
  get startxref(): number {
    return this.xref.startxref;
  }

  private ref(dict: string, key: string): number | undefined {
    const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
    return match ? Number(match[1]) : undefined;
  }

  /** The catalog's object number. */
  get root(): number {
    const root = this.ref(this.trailer, 'Root');
    if (root === undefined) throw new PdfFormatError('no /Root in the trailer');
    return root;
  }

  /** Object numbers of the pages, in reading order. */
  pages(): number[] {
    const top = this.ref(this.object(this.root), 'Pages');
    if (top === undefined) throw new PdfFormatError('no /Pages in the catalog');
    const pages: number[] = [];
    const visit = (number: number, depth: number) => {
      if (depth > 32) throw new PdfFormatError('the page tree is too deep');
      const dict = this.object(number);
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict);
      if (!kids) {
        pages.push(number);
        return;
      }
      for (const kid of kids[1]!.matchAll(/(\d+)\s+\d+\s+R/g)) visit(Number(kid[1]), depth + 1);
    };
    visit(top, 0);
    return pages;
  }

  /** Every outline entry, in document order (each entry before its children). */
  outline(): OutlineItem[] {
    const outlines = this.ref(this.object(this.root), 'Outlines');
    if (outlines === undefined) return [];
    const pageNumbers = new Map(this.pages().map((number, index) => [number, index + 1]));
    const items: OutlineItem[] = [];
    const seen = new Set<number>();
    const walk = (first: number | undefined, depth: number) => {
      for (let at = first; at !== undefined && !seen.has(at); at = this.ref(this.object(at), 'Next')) {
        seen.add(at);
        const dict = this.object(at);
        const dest = /\/Dest\s*\[\s*(\d+)\s+\d+\s+R/.exec(dict);
        items.push({ title: titleOf(dict), page: dest ? pageNumbers.get(Number(dest[1])) : undefined, depth });
        walk(this.ref(dict, 'First'), depth + 1);
      }
    };
    walk(this.ref(this.object(outlines), 'First'), 1);
    return items;
  }

  /** The document information dictionary as it stands. */
  info(): string {
    const info = this.ref(this.trailer, 'Info');
    return info === undefined ? '<<>>' : this.object(info);
  }
}

/** The text of a `/Title`: a literal `( … )` (PDFDocEncoding, read as Latin-1) or a hex `<FEFF…>` (UTF-16BE). */
function titleOf(dict: string): string {
  const at = dict.indexOf('/Title');
  if (at === -1) return '';
  const rest = dict.slice(at + '/Title'.length).trimStart();
  if (rest.startsWith('(')) return decodeLiteral(rest.slice(1, literalEnd(rest, 0)));
  const hex = /^<([0-9A-Fa-f\s]*)>/.exec(rest);
  return hex ? decodeHex(hex[1]!.replace(/\s/g, '')) : '';
}

function decodeLiteral(body: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
  return body.replace(/\\([0-7]{1,3}|.)/gs, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e)));
}

function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    // UTF-16BE: swap into the little-endian order Node decodes.
    const le = Buffer.from(bytes.subarray(2));
    le.swap16();
    return le.toString('utf16le');
  }
  return bytes.toString('latin1');
}

/** A PDF text string: plain ASCII as a literal, anything else as UTF-16BE hex with its byte order mark. */
export function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const le = Buffer.from(text, 'utf16le');
  le.swap16();
  return `<FEFF${le.toString('hex').toUpperCase()}>`;
}

/**
 * The PDF with its information dictionary replaced: the fields given win, the rest (dates, the
 * producer) are kept. Appended as an incremental update: the original bytes are unchanged.
 */
export function withInfo(pdf: Buffer, fields: Record<string, string>): Buffer {
  const file = new PdfFile(pdf);
  const old = file.info();
  const kept = new Map<string, string>();
  for (const match of old.slice(2, -2).matchAll(/\/(\w+)\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/g)) kept.set(match[1]!, match[2]!);
  for (const [key, value] of Object.entries(fields)) kept.set(key, pdfString(value));
  const size = Number(/\/Size\s+(\d+)/.exec(file.trailer)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(size)) throw new PdfFormatError('no /Size in the trailer');
  const number = size;
  const body = [...kept].map(([key, value]) => `/${key} ${value}`).join('\n');
  const prefix = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const objectOffset = pdf.length + prefix.length;
  const object = `${number} 0 obj\n<<${body}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, 'latin1');
  const update =
    `${prefix}${object}xref\n${number} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${number + 1}\n/Root ${file.root} 0 R\n/Info ${number} 0 R\n/Prev ${file.startxref}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}

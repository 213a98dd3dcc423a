/**
 * Reading a PDF with Debian's poppler-utils (pdftotext, pdfinfo, pdftohtml, pdfimages), never
 * with the booklet's own reader: the tests check the booklet with tools that did not make it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const POPPLER = '/usr/bin/pdfinfo';
export const havePoppler = () => existsSync(POPPLER);

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** `pdfinfo`'s fields (`Title`, `Author`, `Pages`, `Tagged`, …). */
export function pdfInfo(file: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of run('pdfinfo', [file]).split('\n')) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]!.trim()] = match[2]!.trim();
  }
  return fields;
}

/** The text of one page (1-based), or of the whole file; `layout` keeps columns on their lines. */
export function pdfText(file: string, page?: number, layout = false): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return run('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', ...range, file, '-']);
}

/** The outline (bookmarks) as `pdftohtml -xml` reads it: each entry's title, page and depth. */
export function pdfOutline(file: string): { title: string; page: number; depth: number }[] {
  const xml = run('pdftohtml', ['-xml', '-i', '-stdout', '-q', file]);
  const start = xml.indexOf('<outline>');
  if (start === -1) return [];
  const items: { title: string; page: number; depth: number }[] = [];
  let depth = 0;
  for (const token of xml.slice(start).matchAll(/<outline>|<\/outline>|<item page="(\d+)">([^<]*)<\/item>/g)) {
    if (token[0] === '<outline>') depth++;
    else if (token[0] === '</outline>') depth--;
    else items.push({ title: decodeXml(token[2]!), page: Number(token[1]), depth });
  }
  return items;
}

/** `pdfimages -list`: each embedded image's page, size and encoding (`jpeg`, `image`, …). */
export function pdfImages(file: string): { page: number; width: number; height: number; encoding: string }[] {
  return run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 9 && cols[2] === 'image')
    .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]), encoding: cols[8]! }));
}

/** `pdfinfo -struct`: the tag tree's element names, one per line (`H1`, `P`, `Figure`, …). */
export function pdfTags(file: string): string[] {
  return run('pdfinfo', ['-struct', file])
    .split('\n')
    .map((line) => (line.trim().split(/\s+/)[0] ?? '').replace(/:$/, ''))
    .filter(Boolean);
}

const decodeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : String.fromCharCode(Number(e.slice(1))),
  );

/** Text with every run of white space as one space, for comparing names across line breaks. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

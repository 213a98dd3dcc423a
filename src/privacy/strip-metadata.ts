/**
 * Removes location and camera/owner identity from a photo's bytes, keeping only what the build
 * uses: the capture date (DateTimeOriginal, OffsetTimeOriginal), the orientation and the colour
 * profile. Pure: bytes in, bytes out, no I/O.
 *
 * Why this shape:
 * - Lossless: the compressed image data is copied byte for byte; only metadata containers are
 *   rebuilt or dropped, so the decoded pixels are identical (no re-encoding, no generation loss).
 * - Idempotent: a photo is rewritten only when something private is found in it, and then the
 *   kept EXIF is rebuilt in one canonical form (big-endian, fixed tag order) with nothing else, so
 *   a second run on its own output finds nothing and returns the same bytes with `removed` empty.
 *   `npm run puhdista-kuvat` relies on that to change no byte the second time.
 * - In place for ISOBMFF (HEIC/HEIF/AVIF): moving or resizing a box there would mean rewriting
 *   every offset in `iloc`, so the Exif and XMP items are overwritten with same-length data
 *   instead (a minimal TIFF padded with zeros; an empty XMP packet padded with spaces). Every
 *   offset stays valid and the coded image items are untouched.
 * - Unknown input (SVG, a format not listed here, or a file it cannot parse) comes back unchanged.
 *
 * Which EXIF tags are private, and what each reveals, is private-tags.ts's table, the one the
 * build's warning reads too. `removed` holds those short English words ('location', 'camera', ...)
 * and a few of this file's own ('thumbnail', 'XMP', ...); the caller turns them into Finnish.
 */

import { crc32 } from 'node:zlib';
import { EXIF_TAGS } from './private-tags.ts';

export interface Stripped {
  bytes: Buffer;
  /** What was removed, as short English tags; empty when the bytes came back unchanged. */
  removed: string[];
}

/** What the build keeps from EXIF. */
interface KeptExif {
  orientation?: number;
  dateTimeOriginal?: Buffer;
  offsetTimeOriginal?: Buffer;
}

const IFD0_ORIENTATION = 0x0112;
const IFD0_EXIF_POINTER = 0x8769;
const EXIF_DATE_TIME_ORIGINAL = 0x9003;
const EXIF_OFFSET_TIME_ORIGINAL = 0x9011;

/** The photo's bytes without location and identity (losslessly), and what was removed. */
export function stripPrivateMetadata(bytes: Buffer): Stripped {
  try {
    const result = stripByFormat(bytes);
    // Rewritten only when something was found to remove: a photo with nothing private (say the
    // date-only EXIF of a screenshot) keeps its exact bytes, even if its EXIF is not in the
    // canonical form this code writes.
    if (!result || result.removed.length === 0 || result.bytes.equals(bytes)) return { bytes, removed: [] };
    return { bytes: result.bytes, removed: unique(result.removed) };
  } catch {
    // A file this code cannot parse is left alone: the build reports a broken photo itself.
    return { bytes, removed: [] };
  }
}

function stripByFormat(bytes: Buffer): Stripped | undefined {
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return stripJpeg(bytes);
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return stripPng(bytes);
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return stripWebp(bytes);
  if (bytes.length > 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return stripIsobmff(bytes);
  return undefined;
}

const unique = (tags: string[]): string[] => [...new Set(tags)];

// ---------------------------------------------------------------------------------------------
// EXIF (TIFF) reading and canonical writing

/** Reads what to keep from a TIFF block and what private data it holds. */
function readTiff(tiff: Buffer): { kept: KeptExif; found: string[] } {
  const found: string[] = [];
  const kept: KeptExif = {};
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number): { tag: number; type: number; count: number; at: number }[] => {
    if (ifd <= 0 || ifd + 2 > tiff.length) return [];
    const n = u16(ifd);
    const list = [];
    for (let i = 0; i < n; i++) {
      const at = ifd + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      list.push({ tag: u16(at), type: u16(at + 2), count: u32(at + 4), at: at + 8 });
    }
    return list;
  };
  const ascii = (entry: { count: number; at: number }): Buffer => {
    const start = entry.count <= 4 ? entry.at : u32(entry.at);
    return Buffer.from(tiff.subarray(start, start + entry.count));
  };
  const ifd0 = u32(4);
  for (const entry of entries(ifd0)) {
    if (entry.tag === IFD0_ORIENTATION) kept.orientation = u16(entry.at);
    else if (entry.tag === IFD0_EXIF_POINTER) {
      for (const inner of entries(u32(entry.at))) {
        if (inner.tag === EXIF_DATE_TIME_ORIGINAL) kept.dateTimeOriginal = ascii(inner);
        else if (inner.tag === EXIF_OFFSET_TIME_ORIGINAL) kept.offsetTimeOriginal = ascii(inner);
        else if (EXIF_TAGS.has(inner.tag)) found.push(EXIF_TAGS.get(inner.tag)!.reveals);
      }
    } else if (EXIF_TAGS.has(entry.tag)) found.push(EXIF_TAGS.get(entry.tag)!.reveals);
  }
  const n0 = ifd0 + 2 <= tiff.length ? u16(ifd0) : 0;
  const next = ifd0 + 2 + n0 * 12 + 4 <= tiff.length ? u32(ifd0 + 2 + n0 * 12) : 0;
  if (next > 0) found.push('thumbnail');
  return { kept, found };
}

/**
 * The canonical minimal TIFF: big-endian, IFD0 with Orientation and an Exif pointer, the Exif IFD
 * with DateTimeOriginal and OffsetTimeOriginal, no IFD1. Undefined when there is nothing to keep.
 */
function writeTiff(kept: KeptExif): Buffer | undefined {
  const exifEntries: { tag: number; value: Buffer }[] = [];
  if (kept.dateTimeOriginal) exifEntries.push({ tag: EXIF_DATE_TIME_ORIGINAL, value: kept.dateTimeOriginal });
  if (kept.offsetTimeOriginal) exifEntries.push({ tag: EXIF_OFFSET_TIME_ORIGINAL, value: kept.offsetTimeOriginal });
  const ifd0Count = (kept.orientation !== undefined ? 1 : 0) + (exifEntries.length > 0 ? 1 : 0);
  if (ifd0Count === 0) return undefined;
  const ifd0Size = 2 + ifd0Count * 12 + 4;
  const exifOffset = 8 + ifd0Size;
  const exifSize = exifEntries.length > 0 ? 2 + exifEntries.length * 12 + 4 : 0;
  let dataOffset = exifOffset + exifSize;
  const out = Buffer.alloc(dataOffset + exifEntries.reduce((sum, e) => sum + (e.value.length > 4 ? e.value.length + (e.value.length % 2) : 0), 0));
  out.write('MM', 0, 'latin1');
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(8, 4);
  out.writeUInt16BE(ifd0Count, 8);
  let at = 10;
  if (kept.orientation !== undefined) {
    out.writeUInt16BE(IFD0_ORIENTATION, at);
    out.writeUInt16BE(3, at + 2); // SHORT
    out.writeUInt32BE(1, at + 4);
    out.writeUInt16BE(kept.orientation, at + 8);
    at += 12;
  }
  if (exifEntries.length > 0) {
    out.writeUInt16BE(IFD0_EXIF_POINTER, at);
    out.writeUInt16BE(4, at + 2); // LONG
    out.writeUInt32BE(1, at + 4);
    out.writeUInt32BE(exifOffset, at + 8);
    at += 12;
    out.writeUInt32BE(0, at); // no IFD1: no thumbnail
    at = exifOffset;
    out.writeUInt16BE(exifEntries.length, at);
    at += 2;
    for (const entry of exifEntries) {
      out.writeUInt16BE(entry.tag, at);
      out.writeUInt16BE(2, at + 2); // ASCII
      out.writeUInt32BE(entry.value.length, at + 4);
      if (entry.value.length <= 4) entry.value.copy(out, at + 8);
      else {
        out.writeUInt32BE(dataOffset, at + 8);
        entry.value.copy(out, dataOffset);
        dataOffset += entry.value.length + (entry.value.length % 2);
      }
      at += 12;
    }
    out.writeUInt32BE(0, at);
  } else out.writeUInt32BE(0, at);
  return out;
}

/** A TIFF block reduced to what the build keeps, with what was found in it. */
function reduceTiff(tiff: Buffer): { tiff: Buffer | undefined; found: string[] } {
  const { kept, found } = readTiff(tiff);
  return { tiff: writeTiff(kept), found };
}

// ---------------------------------------------------------------------------------------------
// JPEG: rebuild the segments before the scan; the scan and everything after it are copied as is.

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ICC_HEADER = Buffer.from('ICC_PROFILE\0', 'latin1');

function stripJpeg(bytes: Buffer): Stripped | undefined {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  const removed: string[] = [];
  let at = 2;
  let exifWritten = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) {
      parts.push(bytes.subarray(at));
      return { bytes: Buffer.concat(parts), removed };
    }
    const length = bytes.readUInt16BE(at + 2);
    const segment = bytes.subarray(at, at + 2 + length);
    const body = segment.subarray(4);
    at += 2 + length;
    if (marker === 0xe1 && body.subarray(0, 6).equals(EXIF_HEADER)) {
      if (exifWritten) {
        removed.push('other metadata');
        continue;
      }
      const reduced = reduceTiff(body.subarray(6));
      removed.push(...reduced.found);
      exifWritten = true;
      if (reduced.tiff) parts.push(jpegSegment(0xe1, Buffer.concat([EXIF_HEADER, reduced.tiff])));
      continue;
    }
    if (marker === 0xe1) {
      removed.push(body.includes('GPS') ? 'location' : 'XMP');
      continue;
    }
    const keep =
      (marker === 0xe0 && body.toString('latin1', 0, 5) === 'JFIF\0') || (marker === 0xe2 && body.subarray(0, 12).equals(ICC_HEADER)) || marker === 0xee;
    if (marker >= 0xe0 && marker <= 0xef && !keep) {
      removed.push(marker === 0xed ? 'IPTC' : 'other metadata');
      continue;
    }
    if (marker === 0xfe) {
      removed.push('comment');
      continue;
    }
    parts.push(segment);
  }
  return undefined;
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

// ---------------------------------------------------------------------------------------------
// PNG: eXIf is rewritten minimal; text chunks (tEXt, zTXt, iTXt, which carry XMP) are dropped.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_TEXT = new Set(['tEXt', 'zTXt', 'iTXt']);

function stripPng(bytes: Buffer): Stripped | undefined {
  const parts: Buffer[] = [PNG_SIGNATURE];
  const removed: string[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const chunk = bytes.subarray(at, at + 12 + length);
    at += 12 + length;
    if (type === 'eXIf') {
      const reduced = reduceTiff(chunk.subarray(8, 8 + length));
      removed.push(...reduced.found);
      if (reduced.tiff) parts.push(pngChunk('eXIf', reduced.tiff));
    } else if (PNG_TEXT.has(type)) {
      removed.push(chunk.includes('GPS') ? 'location' : 'XMP');
    } else parts.push(chunk);
    if (type === 'IEND') {
      parts.push(bytes.subarray(at));
      return { bytes: Buffer.concat(parts), removed };
    }
  }
  return undefined;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// ---------------------------------------------------------------------------------------------
// WebP: the EXIF chunk is rewritten minimal, the XMP chunk dropped, VP8X flags and RIFF size fixed.

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function stripWebp(bytes: Buffer): Stripped | undefined {
  const parts: Buffer[] = [];
  const removed: string[] = [];
  let hasExif = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const chunk = bytes.subarray(at, at + 8 + size + (size % 2));
    at += 8 + size + (size % 2);
    if (type === 'EXIF') {
      let tiff = chunk.subarray(8, 8 + size);
      if (tiff.subarray(0, 6).equals(EXIF_HEADER)) tiff = tiff.subarray(6);
      const reduced = reduceTiff(tiff);
      removed.push(...reduced.found);
      if (reduced.tiff) {
        parts.push(webpChunk('EXIF', reduced.tiff));
        hasExif = true;
      }
    } else if (type === 'XMP ') removed.push(chunk.includes('GPS') ? 'location' : 'XMP');
    else parts.push(chunk);
  }
  const vp8x = parts.find((chunk) => chunk.toString('latin1', 0, 4) === 'VP8X');
  if (vp8x) {
    const flags = vp8x[8]!;
    const fixed = Buffer.from(vp8x);
    fixed[8] = (flags & ~(VP8X_XMP | VP8X_EXIF)) | (hasExif ? VP8X_EXIF : 0);
    parts[parts.indexOf(vp8x)] = fixed;
  }
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return { bytes: Buffer.concat([head, body]), removed };
}

function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

// ---------------------------------------------------------------------------------------------
// ISOBMFF (HEIC, HEIF, AVIF): overwrite the Exif and XMP items in place with same-length data.

interface Box {
  type: string;
  /** Where its payload starts and where the box ends. */
  start: number;
  end: number;
}

function boxes(bytes: Buffer, from: number, to: number): Box[] {
  const list: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    list.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return list;
}

const EMPTY_XMP_HEAD = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/>';
const EMPTY_XMP_TAIL = '<?xpacket end="w"?>';

function stripIsobmff(input: Buffer): Stripped | undefined {
  const meta = boxes(input, 0, input.length).find((box) => box.type === 'meta');
  if (!meta) return undefined;
  const children = boxes(input, meta.start + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  const idat = children.find((box) => box.type === 'idat');
  if (!iinf || !iloc) return undefined;

  // iinf: which items are Exif and which XMP.
  const kinds = new Map<number, 'exif' | 'xmp'>();
  const iinfVersion = input[iinf.start]!;
  const infes = boxes(input, iinf.start + 4 + (iinfVersion === 0 ? 2 : 4), iinf.end);
  for (const infe of infes) {
    if (infe.type !== 'infe') continue;
    const version = input[infe.start]!;
    if (version < 2) continue;
    let at = infe.start + 4;
    const id = version === 2 ? input.readUInt16BE(at) : input.readUInt32BE(at);
    at += version === 2 ? 2 : 4;
    at += 2; // protection index
    const itemType = input.toString('latin1', at, at + 4);
    at += 4;
    const nameEnd = input.indexOf(0, at);
    at = nameEnd + 1;
    if (itemType === 'Exif') kinds.set(id, 'exif');
    else if (itemType === 'mime') {
      const typeEnd = input.indexOf(0, at);
      if (input.toString('latin1', at, typeEnd) === 'application/rdf+xml') kinds.set(id, 'xmp');
    }
  }
  if (kinds.size === 0) return undefined;

  // iloc: where each of those items' bytes lie.
  const version = input[iloc.start]!;
  let at = iloc.start + 4;
  const offsetSize = input[at]! >> 4;
  const lengthSize = input[at]! & 15;
  const baseOffsetSize = input[at + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? input[at + 1]! & 15 : 0;
  at += 2;
  const readN = (size: number): number => {
    const value =
      size === 0 ? 0 : size === 4 ? input.readUInt32BE(at) : size === 8 ? Number(input.readBigUInt64BE(at)) : size === 2 ? input.readUInt16BE(at) : Number.NaN;
    if (Number.isNaN(value)) throw new Error('iloc field size');
    at += size;
    return value;
  };
  const itemCount = version < 2 ? readN(2) : readN(4);
  const output = Buffer.from(input);
  const removed: string[] = [];
  for (let i = 0; i < itemCount; i++) {
    const id = version < 2 ? readN(2) : readN(4);
    const method = version === 1 || version === 2 ? readN(2) & 15 : 0;
    readN(2); // data reference index
    const base = readN(baseOffsetSize);
    const extentCount = readN(2);
    const extents: { offset: number; length: number }[] = [];
    for (let e = 0; e < extentCount; e++) {
      readN(indexSize);
      const offset = readN(offsetSize);
      const length = readN(lengthSize);
      extents.push({ offset: base + offset, length });
    }
    const kind = kinds.get(id);
    if (!kind) continue;
    // Construction method 0 is a file offset, 1 an offset inside idat; others are not data.
    const origin = method === 0 ? 0 : method === 1 && idat ? idat.start : -1;
    if (origin < 0) continue;
    const spans = extents.map((e) => ({ start: origin + e.offset, length: e.length }));
    if (spans.some((s) => s.start + s.length > input.length)) continue;
    const payload = Buffer.concat(spans.map((s) => input.subarray(s.start, s.start + s.length)));
    const replacement = kind === 'exif' ? exifItem(payload, removed) : xmpItem(payload, removed);
    if (!replacement) continue;
    let written = 0;
    for (const s of spans) {
      replacement.copy(output, s.start, written, written + s.length);
      written += s.length;
    }
  }
  return { bytes: output, removed };
}

/** An Exif item's payload: a 4-byte offset to the TIFF header, then (often "Exif\0\0" and) TIFF. */
function exifItem(payload: Buffer, removed: string[]): Buffer | undefined {
  const skip = payload.readUInt32BE(0);
  const reduced = reduceTiff(payload.subarray(4 + skip));
  const tiff = reduced.tiff ?? Buffer.alloc(0);
  if (4 + tiff.length > payload.length) return undefined;
  removed.push(...reduced.found);
  const out = Buffer.alloc(payload.length);
  tiff.copy(out, 4);
  return out;
}

function xmpItem(payload: Buffer, removed: string[]): Buffer {
  const out = Buffer.alloc(payload.length, 0x20);
  const head = Buffer.from(EMPTY_XMP_HEAD, 'latin1');
  const tail = Buffer.from(EMPTY_XMP_TAIL, 'latin1');
  if (head.length + tail.length <= payload.length) {
    head.copy(out, 0);
    tail.copy(out, payload.length - tail.length);
  }
  if (!out.equals(payload)) removed.push(payload.includes('GPS') ? 'location' : 'XMP');
  return out;
}

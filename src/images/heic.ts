/**
 * iPhone photos: HEIC is HEVC-coded pixels in a HEIF container. sharp's prebuilt libvips reads the
 * container (size, EXIF, colour profile) but cannot decode HEVC, so heic-decode (libheif compiled
 * to WebAssembly) decodes the pixels, and they go on as a lossless PNG that the rest of the
 * pipeline reads like any other photo.
 */
import { crc32, deflateSync } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { ImageSettings } from '../config.ts';
import { problem } from '../messages/problems.ts';
import { ImageError } from './errors.ts';
import { exifCaptureDate } from './exif.ts';

/** `ftyp` brands of HEVC-coded HEIF, the ones libheif's decoder takes: iPhones write `heic`. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx']);

/** Whether the bytes are an HEVC-coded HEIF file, told by its `ftyp` box, not by the file name. */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  // The major brand at 8, the minor version at 12, then the compatible brands.
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => HEVC_BRANDS.has(brand));
}

export interface DecodedHeic {
  /** Lossless PNG of the upright pixels, with the photo's colour profile. */
  png: Buffer;
  /** When the photo was taken (`d.m.yyyy`), if the camera recorded it. */
  captureDate?: string;
}

/**
 * Decodes a HEIC into an upright PNG for `decodeImage`. Of the metadata only the colour profile goes
 * into the PNG and the shooting date is returned on its own, so the GPS position and the rest of
 * the EXIF never leave this function.
 */
export async function decodeHeic(bytes: Buffer, settings: Pick<ImageSettings, 'maxInputPixels'>): Promise<DecodedHeic> {
  const info = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw undecodable(error);
    });
  if (!info.width || !info.height) throw new ImageError(problem('image.not-an-image'));
  // Checked before decoding: the WebAssembly decoder would allocate the whole image first.
  if (info.width * info.height > settings.maxInputPixels) {
    throw new ImageError(problem('image.too-large', 'pixels', info.width, info.height, settings.maxInputPixels));
  }
  // Loaded on the first HEIC to decode: the WebAssembly decoder takes longer to load than a build with nothing to encode.
  const { default: decodeHeif } = await import('heic-decode');
  const image = await decodeHeif({ buffer: bytes }).catch((error: unknown) => {
    throw undecodable(error);
  });
  const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const turn = containerTransforms(bytes) ? ORIENTATIONS[1] : ORIENTATIONS[exifOrientation(info.exif)];
  let upright = sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
  if (turn.flip) upright = upright.flip();
  if (turn.flop) upright = upright.flop();
  if (turn.rotate) upright = upright.rotate(turn.rotate);
  const encoded = await upright.png({ compressionLevel: 0 }).toBuffer();
  const captureDate = exifCaptureDate(info.exif);
  return { png: info.icc ? withIccProfile(encoded, info.icc) : encoded, ...(captureDate ? { captureDate } : {}) };
}

/**
 * Whether the container rotates or mirrors the image itself (`irot`/`imir` properties), which
 * libheif has already applied. iPhones write those and the same turn again as EXIF orientation,
 * which the HEIF standard says to ignore (libvips/libvips#2551); some other writers (older
 * `heif-enc`, photo editors) record the turn in EXIF only, and for them it must be applied.
 */
function containerTransforms(bytes: Buffer): boolean {
  const meta = childBox(bytes, 0, bytes.length, 'meta');
  // `meta` is a full box: version and flags come before its children.
  const iprp = meta && childBox(bytes, meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && childBox(bytes, iprp.start, iprp.end, 'ipco');
  return !!ipco && (childBox(bytes, ipco.start, ipco.end, 'irot') !== undefined || childBox(bytes, ipco.start, ipco.end, 'imir') !== undefined);
}

/** The contents of the first box of `type` among the boxes between `start` and `end` (ISO BMFF). */
function childBox(bytes: Buffer, start: number, end: number, type: string): { start: number; end: number } | undefined {
  for (let at = start; at + 8 <= end; ) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return undefined;
    if (bytes.toString('latin1', at + 4, at + 8) === type) return { start: at + header, end: Math.min(at + size, end) };
    at += size;
  }
  return undefined;
}

type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * What makes each EXIF orientation upright. sharp mirrors before it rotates, so 5 (transpose) is
 * a vertical mirror then a quarter turn clockwise, and 7 (transverse) a horizontal one.
 */
const ORIENTATIONS: Record<Orientation, { flip?: true; flop?: true; rotate?: 90 | 180 | 270 }> = {
  1: {},
  2: { flop: true },
  3: { rotate: 180 },
  4: { flip: true },
  5: { flip: true, rotate: 90 },
  6: { rotate: 90 },
  7: { flop: true, rotate: 90 },
  8: { rotate: 270 },
};

/** EXIF orientation, 1 (upright) when there is none or it cannot be read. */
function exifOrientation(exif: Buffer | undefined): Orientation {
  if (!exif) return 1;
  try {
    const orientation = exifReader(exif).Image?.Orientation;
    return typeof orientation === 'number' && orientation in ORIENTATIONS ? (orientation as Orientation) : 1;
  } catch {
    return 1; // A damaged EXIF block only costs the turn, never the photo.
  }
}

/**
 * The PNG with an `iCCP` chunk right after `IHDR`, where the PNG standard puts it: sharp attaches
 * a profile only from a file name, and this one comes from the photo's own bytes.
 */
function withIccProfile(png: Buffer, icc: Buffer): Buffer {
  // Signature (8), then IHDR: length (4), type (4), 13 bytes of data, CRC (4).
  const afterHeader = 8 + 4 + 4 + 13 + 4;
  // Profile name, NUL, compression method 0 (zlib), the compressed profile.
  const body = Buffer.concat([Buffer.from('iCCP', 'latin1'), Buffer.from('ICC profile\0\0', 'latin1'), deflateSync(icc)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([png.subarray(0, afterHeader), length, body, crc, png.subarray(afterHeader)]);
}

const undecodable = (error: unknown) => new ImageError(problem('image.undecodable'), { cause: error });

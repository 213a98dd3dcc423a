/**
 * Source bytes → pixels: decoded once, turned upright by EXIF orientation, flattened, in sRGB and
 * at the smallest scale that still yields every output. Every variant is cut from these pixels, so
 * a 24 MP JPEG is decoded one time, not once per variant. Faults become typed `ImageError`s.
 */
import sharp from 'sharp';
import type { ImageSettings } from '../config.ts';
import { problem } from '../messages/problems.ts';
import { ImageError } from './errors.ts';
import { exifCaptureDate } from './exif.ts';
import { decodeHeic, isHeic } from './heic.ts';

/** Background for transparent sources (the card surface), since JPEG has no alpha. */
const FLATTEN_BACKGROUND = '#2a2a2a';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface Decoded {
  pixels: Pixels;
  /** When the photo was taken (`d.m.yyyy`), if the camera recorded it. */
  captureDate?: string;
}

type DecodeSettings = Pick<ImageSettings, 'maxInputPixels' | 'largeLongEdge' | 'slots'>;

export async function decodeImage(bytes: Buffer, settings: DecodeSettings): Promise<Decoded> {
  // iPhone photos: libheif decodes them, then they take the same path as any photo.
  if (isHeic(bytes)) {
    const heic = await decodeHeic(bytes, settings);
    const decoded = await decodeImage(heic.png, settings);
    return heic.captureDate ? { ...decoded, captureDate: heic.captureDate } : decoded;
  }
  const info = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw undecodable(error);
    });
  if (!info.width || !info.height) throw new ImageError(problem('image.not-an-image'));
  if (info.format === 'heif' && info.compression === 'hevc') {
    throw new ImageError(problem('image.heic'));
  }
  if (info.width * info.height > settings.maxInputPixels) {
    throw new ImageError(problem('image.too-large', 'pixels', info.width, info.height, settings.maxInputPixels));
  }
  const longEdge = Math.max(info.width, info.height);
  // EXIF orientations 5–8 turn the stored image a quarter turn.
  const sideways = (info.orientation ?? 1) >= 5;
  const edge = decodeLongEdge(sideways ? info.height : info.width, sideways ? info.width : info.height, settings);
  // Vector sources have no pixels: rasterise them just large enough for the biggest variant.
  const density = info.format === 'svg' ? Math.min(2400, Math.max(72, (72 * edge) / longEdge)) : undefined;
  // A drawing so narrow (20000×10) that filling a card's crop would draw it over the pixel limit:
  // said with its size and the limit, not left to the decoder to call it damaged.
  if (density !== undefined) {
    const scale = density / 72;
    const drawn = { width: Math.round(info.width * scale), height: Math.round(info.height * scale) };
    if (drawn.width * drawn.height > settings.maxInputPixels) {
      throw new ImageError(problem('image.too-large', 'drawing', info.width, info.height, drawn.width, drawn.height, settings.maxInputPixels));
    }
  }
  // An RGB photo's own profile (a phone's Display P3) is applied after the resize, to the decoded
  // size rather than to all of a 12 MP photo: half of its decode time. Other sources (no profile,
  // CMYK, grey) take sharp's usual order.
  const convertAfterResize = info.icc !== undefined && info.space === 'srgb';
  const upright = async () => {
    const resized = sharp(bytes, { limitInputPixels: settings.maxInputPixels, failOn: 'error', ignoreIcc: convertAfterResize, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    return convertAfterResize ? sharp(await resized.keepIccProfile().tiff({ compression: 'none' }).toBuffer()) : resized;
  };
  const { data, info: raw } = await upright()
    .then((image) => image.flatten({ background: FLATTEN_BACKGROUND }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }))
    .catch((error: unknown) => {
      throw undecodable(error);
    });
  const captureDate = exifCaptureDate(info.exif);
  return { pixels: { data, width: raw.width, height: raw.height, channels: raw.channels }, ...(captureDate ? { captureDate } : {}) };
}

/**
 * The long edge to decode at: the large variant's, unless a slot's crop is so small a part of the
 * photo (a panorama's 4:3 detail crop) that its widest variant needs more. `width` and `height`
 * are the upright size; a raster source is never enlarged to reach it.
 */
export function decodeLongEdge(width: number, height: number, settings: Pick<ImageSettings, 'largeLongEdge' | 'slots'>): number {
  const longEdge = Math.max(width, height);
  const needs = Object.values(settings.slots).map(({ aspect: [w, h], widths }) => {
    const cropWidth = Math.min(width, (height * w) / h);
    return Math.ceil((Math.max(...widths) * longEdge) / cropWidth);
  });
  return Math.max(settings.largeLongEdge, ...needs);
}

/**
 * The library's own words (`VipsJpeg: premature end of JPEG image`) stay in `cause`, for the
 * engineer: the student reads only the Finnish message.
 */
const undecodable = (error: unknown) => new ImageError(problem('image.undecodable'), { cause: error });

/**
 * Pixels → encoded buffers: the responsive variants in every configured format, the large variant
 * under its byte cap, and the average colour. No file system and no names: the pipeline decides
 * where the bytes go.
 */
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, ImageSettings } from '../config.ts';
import type { Pixels } from './decode.ts';

export interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface Encoded {
  variants: EncodedVariant[];
  large: { width: number; height: number; data: Buffer };
  /** Average colour as `#rrggbb`. */
  color: string;
}

/** A named part of the encoding work: resizing, one format's encoder, or the large variant. */
export type EncodeStage = 'resize' | ImageFormat | 'large';

/** Runs one stage; `npm run bench` passes one that measures each stage's CPU time. */
export type StageRunner = <T>(stage: EncodeStage, work: () => Promise<T>) => Promise<T>;

const runStage: StageRunner = (_stage, work) => work();

export async function encodeImage(pixels: Pixels, settings: ImageSettings, stage: StageRunner = runStage): Promise<Encoded> {
  const from = (p: Pixels) => sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });
  // Never upscale: a small source gets variants up to its own width, each width once.
  const widths = [...new Set(settings.widths.map((w) => Math.min(w, pixels.width)))].sort((a, b) => a - b);
  const variants: EncodedVariant[] = [];
  let smallest: Pixels | undefined;
  for (const width of widths) {
    const height = Math.round((pixels.height * width) / pixels.width);
    // Resize once per width; every format is encoded from the same small pixels.
    const resized: Pixels = { ...pixels, width, height, data: await stage('resize', () => from(pixels).resize({ width, height }).raw().toBuffer()) };
    smallest ??= resized;
    for (const format of settings.formats) {
      variants.push({ format, width, height, data: await stage(format, () => encoder(format, settings)(from(resized)).toBuffer()) });
    }
  }
  const large = { width: pixels.width, height: pixels.height, data: await stage('large', () => encodeLarge(() => from(pixels), settings)) };
  // The average colour of the smallest variant: the same colour, for a fraction of the work.
  const { dominant } = await stage('resize', () => from(smallest!).stats());
  return { variants, large, color: toHex(dominant) };
}

/** One format's encoder with its configured quality. */
function encoder(format: ImageFormat, settings: ImageSettings): (image: Sharp) => Sharp {
  switch (format) {
    case 'avif':
      return (image) => image.avif({ quality: settings.quality.avif, effort: settings.avifEffort });
    case 'webp':
      return (image) => image.webp({ quality: settings.quality.webp });
    case 'jpeg':
      return (image) => image.jpeg({ quality: settings.quality.jpeg, mozjpeg: true });
  }
}

/** The large variant at the highest quality that keeps it under the byte cap. */
async function encodeLarge(pixels: () => Sharp, settings: ImageSettings): Promise<Buffer> {
  let quality = settings.quality.large;
  let data = await pixels().webp({ quality }).toBuffer();
  while (data.length > settings.largeMaxBytes && quality > settings.largeMinQuality) {
    quality = Math.max(settings.largeMinQuality, quality - 8);
    data = await pixels().webp({ quality }).toBuffer();
  }
  return data;
}

const toHex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

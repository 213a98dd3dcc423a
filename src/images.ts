/**
 * The image pipeline: each source image becomes responsive AVIF/WebP/JPEG variants plus one large
 * variant for "Katso kuva laajempana". Sources are never published as they are: every output is
 * re-encoded, auto-oriented, converted to sRGB and stripped of metadata (EXIF, GPS, XMP, IPTC).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp, { type Sharp } from 'sharp';
import { defaults, type ImageFormat } from './config.ts';
import { entryFilePath, readEntry, sha256, writeEntry } from './image-cache.ts';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Path inside the output folder, e.g. `img/haapa-1-3f2a9c1e-480.avif`. */
  file: string;
  /** Size of the encoded file, for the page-weight report. */
  bytes: number;
}

export interface ProcessedImage {
  /** The source path as written in the content (relative to the assets folder). */
  source: string;
  /** Intrinsic size of the largest responsive variant: gives the aspect ratio for width/height. */
  width: number;
  height: number;
  /** Average colour as `#rrggbb`, shown while the picture loads. */
  color: string;
  variants: ImageVariant[];
  large: { width: number; height: number; file: string; bytes: number };
  /** When the photo was taken (`d.m.yyyy`, from EXIF), if the camera recorded it. */
  captureDate?: string;
}

export type ImageSettings = typeof defaults.images;

/** What the pipeline needs; `cacheDir` lets tests use a temp folder instead of the real cache. */
export interface ImageJob {
  assetsDir: string;
  cacheDir: string;
  settings?: ImageSettings;
  /** Called after each image, for a progress line. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImageFailure {
  source: string;
  message: string;
}

export interface ImageResults {
  images: Map<string, ProcessedImage>;
  failures: ImageFailure[];
  /** Cache keys in use, so the caller can prune the rest. */
  keys: Set<string>;
  /** Output file → absolute path of the cached bytes to copy into the site. */
  files: Map<string, string>;
  cacheHits: number;
}

/** Bump when the pipeline's code changes what it writes, so old cache entries are not reused. */
const PIPELINE_VERSION = 2;
const OUT_DIR = 'img';
const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
export const mimeType = (format: ImageFormat): string => MIME[format];

/** Background for transparent sources (the card surface), since JPEG has no alpha. */
const FLATTEN_BACKGROUND = '#2a2a2a';

interface Meta {
  width: number;
  height: number;
  color: string;
  variants: (Omit<ImageVariant, 'file' | 'bytes'> & { name: string })[];
  large: { width: number; height: number; name: string };
  captureDate?: string;
}

/** Processes every distinct source once, `cores` at a time; failures are collected, not thrown. */
export async function processImages(sources: readonly string[], job: ImageJob): Promise<ImageResults> {
  const settings = job.settings ?? defaults.images;
  const unique = [...new Set(sources)];
  const results: ImageResults = { images: new Map(), failures: [], keys: new Set(), files: new Map(), cacheHits: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const source = unique[next++]!;
      try {
        await processOne(source, job, settings, results);
      } catch (error) {
        results.failures.push({ source, message: describeFailure(error) });
      }
      job.onProgress?.(++done, unique.length);
    }
  };
  const parallel = Math.max(1, Math.min(os.availableParallelism(), unique.length));
  await Promise.all(Array.from({ length: parallel }, worker));
  // Workers finish in any order; sort so the output does not depend on timing.
  results.failures.sort((a, b) => a.source.localeCompare(b.source));
  return results;
}

async function processOne(source: string, job: ImageJob, settings: ImageSettings, results: ImageResults): Promise<void> {
  const bytes = await readSource(path.join(job.assetsDir, source), source, job.assetsDir);
  const key = sha256(
    Buffer.concat([bytes, Buffer.from(JSON.stringify({ settings, sharp: sharp.versions.sharp, v: PIPELINE_VERSION }))]),
  ).slice(0, 20);
  results.keys.add(key);

  let manifest = await readEntry<Meta>(job.cacheDir, key);
  if (manifest) {
    results.cacheHits++;
  } else {
    const { files, meta } = await encode(bytes, source, key, settings);
    manifest = await writeEntry(job.cacheDir, key, files, meta);
  }
  const { meta, files } = manifest;
  const sizes = new Map(files.map((f) => [f.name, f.bytes]));
  const publish = (name: string) => {
    const file = `${OUT_DIR}/${name}`;
    results.files.set(file, entryFilePath(job.cacheDir, key, name));
    return { file, bytes: sizes.get(name) ?? 0 };
  };
  results.images.set(source, {
    source,
    width: meta.width,
    height: meta.height,
    color: meta.color,
    variants: meta.variants.map(({ name, ...v }) => ({ ...v, ...publish(name) })),
    large: { width: meta.large.width, height: meta.large.height, ...publish(meta.large.name) },
    ...(meta.captureDate ? { captureDate: meta.captureDate } : {}),
  });
}

async function readSource(file: string, source: string, assetsDir: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`file "${source}" was not found in ${assetsDir}/ (check the spelling and the folder)`);
    throw new Error(`file "${source}" could not be read (${code ?? String(error)})`);
  }
}

async function encode(bytes: Buffer, source: string, key: string, settings: ImageSettings) {
  const input = sharp(bytes, { limitInputPixels: settings.maxInputPixels, failOn: 'error' });
  const info = await input.metadata();
  if (!info.width || !info.height) throw new Error(`file "${source}" has no image size; is it really an image?`);
  const longEdge = Math.max(info.width, info.height);
  // Vector sources have no pixels: rasterise them just large enough for the biggest variant.
  const density = info.format === 'svg' ? Math.min(2400, Math.max(72, (72 * settings.largeLongEdge) / longEdge)) : undefined;

  // Decode once, already oriented, in sRGB and capped at the large size; every variant is cut from
  // these pixels, so a 24 MP JPEG is decoded one time, not once per variant.
  const { data, info: raw } = await sharp(bytes, {
    limitInputPixels: settings.maxInputPixels,
    failOn: 'error',
    ...(density ? { density } : {}),
  })
    .rotate()
    .resize({ width: settings.largeLongEdge, height: settings.largeLongEdge, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: FLATTEN_BACKGROUND })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });

  const stem = `${slugify(path.posix.basename(source, path.posix.extname(source)))}-${key.slice(0, 8)}`;
  const widths = [...new Set(settings.widths.map((w) => Math.min(w, raw.width)))].sort((a, b) => a - b);
  const files: { name: string; data: Buffer }[] = [];
  const variants: Meta['variants'] = [];
  let smallest: Buffer | undefined;
  for (const width of widths) {
    const height = Math.round((raw.height * width) / raw.width);
    // Resize once per width; the three formats are encoded from the same small pixels.
    const resized = await pixels().resize({ width, height }).raw().toBuffer();
    smallest ??= resized;
    const at = () => sharp(resized, { raw: { width, height, channels: raw.channels } });
    for (const format of settings.formats) {
      const name = `${stem}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      const out =
        format === 'avif'
          ? at().avif({ quality: settings.quality.avif, effort: settings.avifEffort })
          : format === 'webp'
            ? at().webp({ quality: settings.quality.webp })
            : at().jpeg({ quality: settings.quality.jpeg, mozjpeg: true });
      files.push({ name, data: await out.toBuffer() });
      variants.push({ format, width, height, name });
    }
  }
  const largeName = `${stem}-full.webp`;
  files.push({ name: largeName, data: await encodeLarge(pixels, settings) });
  const largest = widths[widths.length - 1]!;
  // The average colour of the smallest variant: the same colour, for a fraction of the work.
  const { dominant } = await sharp(smallest!, { raw: { width: widths[0]!, height: Math.round((raw.height * widths[0]!) / raw.width), channels: raw.channels } }).stats();
  const captureDate = exifCaptureDate(info.exif);
  return {
    files,
    meta: {
      width: largest,
      height: Math.round((raw.height * largest) / raw.width),
      color: toHex(dominant),
      variants,
      large: { width: raw.width, height: raw.height, name: largeName },
      ...(captureDate ? { captureDate } : {}),
    } satisfies Meta,
  };
}

/** The large variant at the highest quality that keeps it under the byte cap. */
async function encodeLarge(pixels: () => Sharp, settings: ImageSettings): Promise<Buffer> {
  let quality: number = settings.quality.large;
  let data = await pixels().webp({ quality }).toBuffer();
  while (data.length > settings.largeMaxBytes && quality > settings.largeMinQuality) {
    quality = Math.max(settings.largeMinQuality, quality - 8);
    data = await pixels().webp({ quality }).toBuffer();
  }
  return data;
}

/**
 * The shooting date from EXIF as `d.m.yyyy`. Cameras write local time without a zone, and the
 * reader returns it as if it were UTC, so the UTC fields are the camera's own date.
 * Only the date is read: the GPS position is never read or published.
 */
function exifCaptureDate(exif: Buffer | undefined): string | undefined {
  if (!exif) return undefined;
  try {
    const tags = exifReader(exif);
    const date = tags.Photo?.DateTimeOriginal ?? tags.Photo?.DateTimeDigitized ?? tags.Image?.DateTime;
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
    return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
  } catch {
    return undefined; // A damaged EXIF block only costs the date, never the photo.
  }
}

const toHex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** ASCII file-name stem: published names must be plain on every server and file system. */
export function slugify(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'kuva';
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('file "')) return message;
  if (/heif|hevc/i.test(message)) {
    return `looks like an iPhone HEIC photo, which cannot be decoded here; convert it to JPEG (on the iPhone: Settings → Camera → Formats → Most Compatible) (${message})`;
  }
  if (/pixel limit/i.test(message)) {
    return `is larger than ${defaults.images.maxInputPixels.toLocaleString('en')} pixels; resize it before adding it (${message})`;
  }
  return `could not be decoded as an image; the file may be damaged or of an unsupported type (${message})`;
}

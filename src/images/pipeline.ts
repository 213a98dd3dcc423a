/**
 * The image stage: each source image becomes responsive variants plus one large variant for
 * "Katso kuva laajempana". Sources are never published as they are: every output is re-encoded,
 * upright, in sRGB and stripped of metadata (EXIF, GPS, XMP, IPTC). This module reads the
 * sources, keys and looks up the cache, encodes on a miss and names the outputs.
 *
 * Published names come from the source path and the content key alone, never from the cache:
 * the same input gives the same site whether or not a cache is present, and whatever name a
 * photo had when it was cached.
 */
import pLimit from 'p-limit';
import { matchSourceName } from './source-name.ts';
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFormat, ImageSettings, ImageSlot } from '../config.ts';
import { sha256 } from '../hash.ts';
import type { Cache } from '../cache/store.ts';
import { type CacheManifest, isPositiveInteger, isRecord, type MetaCheck, readEntry, writeEntry } from './cache.ts';
import { type Decoded, decodeImage, type Pixels } from './decode.ts';
import { encodeImage } from './encode.ts';
import { slugify } from '../content/slug.ts';
import { problem } from '../messages/problems.ts';
import { asImageError, ImageError } from './errors.ts';
import { type RegularFile, readRegularFile } from '../fs/regular-file.ts';
import type { Focus, ImageRequest, ProcessedImage } from './types.ts';
import { largeFile, variantFile } from './variant-plan.ts';

export interface ImageJob {
  assetsDir: string;
  /** The store the encoded files are kept in and published from (tests give one in a temp folder). */
  cache: Cache;
  settings: ImageSettings;
  /** Called after each image, for a progress line. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Called for each request with its source's bytes and a way to the pixels the encoder decodes
   * (decoded at most once for both, and only when one of them asks); awaited with the encode, which
   * runs meanwhile. The face check looks at every photo in use this way.
   */
  onSource?: (source: string, bytes: Buffer, pixels: () => Promise<Pixels>) => Promise<unknown>;
}

export interface ImageResults {
  /** Processed images by request key. */
  images: Map<string, ProcessedImage>;
  /** Why each failed request cannot be used, by request key: the content stage says it at the photo's line. */
  failures: Map<string, ImageError>;
  /** Published file name → path of the cached bytes to copy into the site. */
  files: Map<string, string>;
  cacheHits: number;
}

/**
 * Bump when the pipeline's code changes what it writes, so old cache entries are not reused. 4: the
 * placeholder colour is the fullest histogram bin (`dominantColour`), not sharp's `stats()`.
 */
const PIPELINE_VERSION = 4;

/**
 * Image settings that decide only which sources are accepted, never a byte of what is written:
 * left out of the cache key, so raising a cap re-encodes nothing. Every other image setting is in
 * the key, also one added later, until it is listed here.
 */
const ACCEPTANCE_ONLY = ['maxInputPixels', 'maxSourceBytes', 'sourceExtensions'] as const satisfies readonly (keyof ImageSettings)[];

/** The settings the encoded bytes depend on. */
export function outputSettings(settings: ImageSettings): Omit<ImageSettings, (typeof ACCEPTANCE_ONLY)[number]> {
  const output: Partial<ImageSettings> = { ...settings };
  for (const name of ACCEPTANCE_ONLY) delete output[name];
  return output as Omit<ImageSettings, (typeof ACCEPTANCE_ONLY)[number]>;
}

/** What the cache keeps besides the files: everything the pages need to know, and no names. */
interface Meta {
  color: string;
  /** Each slot's variants, narrowest first. */
  slots: Record<ImageSlot, CachedVariant[]>;
  large: { width: number; height: number };
  captureDate?: string;
  /** Slots whose budgeted variant is at the quality floor; absent when none. */
  atQualityFloor?: ImageSlot[];
}

/** An entry looked up or encoded once per key, however many sources share the bytes. */
type Entry = { manifest: CacheManifest<Meta>; hit: boolean };

/** Processes every distinct request once, `cores` at a time; failures are collected, not thrown. */
export async function processImages(requests: readonly ImageRequest[], job: ImageJob): Promise<ImageResults> {
  const unique = [...new Map(requests.map((request) => [request.key, request])).values()];
  const results: ImageResults = { images: new Map(), failures: new Map(), files: new Map(), cacheHits: 0 };
  const entries = new Map<string, Promise<Entry>>();
  const assetsRoot = realpath(job.assetsDir).catch(() => path.resolve(job.assetsDir));
  let done = 0;
  const limit = pLimit(Math.max(1, os.availableParallelism()));
  await Promise.all(
    unique.map((request) =>
      limit(async () => {
        try {
          await processOne(request, job, await assetsRoot, entries, results);
        } catch (error) {
          results.failures.set(request.key, asImageError(error));
        }
        job.onProgress?.(++done, unique.length);
      }),
    ),
  );
  return results;
}

async function processOne(
  request: ImageRequest,
  job: ImageJob,
  assetsRoot: string,
  entries: Map<string, Promise<Entry>>,
  results: ImageResults,
): Promise<void> {
  const { source, focus } = request;
  const bytes = await readSource(source, job.assetsDir, assetsRoot, job.settings.maxSourceBytes);
  const decoded = once(() => decodeImage(bytes, job.settings));
  const key = contentKey(bytes, job.settings, focus);

  // Two sources with the same bytes share one entry: the second waits for the first's encode
  // instead of racing it for the same cache folder.
  let pending = entries.get(key);
  if (!pending) {
    pending = lookupOrEncode(key, job, focus, decoded);
    entries.set(key, pending);
  }
  const [{ manifest, hit }] = await Promise.all([pending, job.onSource?.(source, bytes, async () => (await decoded()).pixels)]);
  if (hit) results.cacheHits++;

  const { meta, files } = manifest;
  const sizes = new Map(files.map((f) => [f.name, f.bytes]));
  const stem = outputStem(source, key);
  const publish = (cached: string) => {
    const name = `${stem}-${cached}`;
    results.files.set(name, job.cache.open('images').file(key, cached));
    return { name, bytes: sizes.get(cached)! };
  };
  results.images.set(request.key, {
    source,
    color: meta.color,
    slots: mapSlots(meta.slots, (variants, slot) => {
      const widest = variants[variants.length - 1]!;
      return { width: widest.width, height: widest.height, variants: variants.map((v) => ({ ...v, ...publish(variantFile(slot, v)) })) };
    }),
    large: { width: meta.large.width, height: meta.large.height, ...publish(largeFile(job.settings.formats)) },
    ...(meta.captureDate ? { captureDate: meta.captureDate } : {}),
    ...(meta.atQualityFloor ? { atQualityFloor: meta.atQualityFloor } : {}),
  });
}

/** A promise made on the first call only: the pixels the encoder and the face check share. */
const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** The key of a source's cache entry and published names: its bytes and what the encoded files are made with. */
function contentKey(bytes: Buffer, settings: ImageSettings, focus: Focus | undefined): string {
  // The subject point moves every crop, so it is part of what the cached files were made from.
  const made = { settings: outputSettings(settings), sharp: sharp.versions.sharp, v: PIPELINE_VERSION, ...(focus ? { focus } : {}) };
  return sha256(Buffer.concat([bytes, Buffer.from(JSON.stringify(made))])).slice(0, 20);
}

/**
 * The published name of a photo's large variant (`kurki-1-0123abcd-full.jpg`), from its bytes
 * alone, as a build names it: the observation export links the photos without encoding them.
 */
export function largeImageName(source: string, bytes: Buffer, settings: ImageSettings, focus?: Focus): string {
  return `${outputStem(source, contentKey(bytes, settings, focus))}-${largeFile(settings.formats)}`;
}

async function lookupOrEncode(key: string, job: ImageJob, focus: Focus | undefined, decoded: () => Promise<Decoded>): Promise<Entry> {
  const isMeta = metaCheck(job.settings);
  const cache = job.cache.open('images');
  const cached = await readEntry(cache, key, isMeta);
  if (cached) return { manifest: cached, hit: true };
  const encoded = await encodeSource(await decoded(), job.settings, focus);
  return { manifest: await writeEntry(cache, key, encoded.files, encoded.meta, isMeta), hit: false };
}

/**
 * Why a source cannot be opened, or `undefined`: the same checks as reading it, without reading a
 * byte. The build asks this of every photo before it encodes any, so a missing or empty photo is
 * reported in a second, not after minutes of encoding the others.
 */
export async function sourceProblem(source: string, assetsDir: string, maxBytes: number): Promise<ImageError | undefined> {
  const assetsRoot = await realpath(assetsDir).catch(() => path.resolve(assetsDir));
  // The exact name first: a case-insensitive disk (Windows, macOS) would open `Kuva.JPG` for
  // `kuva.jpg` and the build would fail only on GitHub's Linux runner.
  const name = await matchSourceName(source, assetsDir);
  if (name.kind === 'case') return new ImageError(problem('image.nameMismatch', 'case', name.actual));
  if (name.kind === 'form') return new ImageError(problem('image.nameMismatch', 'form', name.actual));
  try {
    await readSource(source, assetsDir, assetsRoot, maxBytes, false);
    return undefined;
  } catch (error) {
    const failure = asImageError(error);
    if (failure.kind === 'missing' && name.kind === 'missing' && name.nearest) return new ImageError(problem('image.missing', assetsDir, name.nearest));
    return failure;
  }
}

/**
 * The bytes of a source, read only when the path is a regular file inside the assets folder
 * (after following links), not empty and below the size cap: a FIFO, a device or a link to a
 * photo elsewhere is refused with a message, never read.
 */
async function readSource(source: string, assetsDir: string, assetsRoot: string, maxBytes: number, read = true): Promise<Buffer> {
  let real: string;
  try {
    real = await realpath(path.join(assetsDir, source));
  } catch (error) {
    throw readError(assetsDir, error);
  }
  if (real !== assetsRoot && !real.startsWith(assetsRoot + path.sep)) {
    throw new ImageError(problem('image.outside-assets', real, assetsDir));
  }
  let opened: RegularFile;
  try {
    opened = await readRegularFile(real, maxBytes, { read });
  } catch (error) {
    throw readError(assetsDir, error);
  }
  if ('data' in opened) {
    // A cloud drive's placeholder (iCloud, OneDrive) has the photo's name and no bytes.
    if (opened.size === 0) throw new ImageError(problem('image.empty'));
    return opened.data;
  }
  switch (opened.refused) {
    case 'folder':
      throw new ImageError(problem('image.not-a-file', 'folder'));
    case 'special':
      throw new ImageError(problem('image.not-a-file', 'special'));
    case 'too-large':
      throw new ImageError(problem('image.too-large', 'bytes', opened.size, maxBytes));
  }
}

function readError(assetsDir: string, error: unknown): ImageError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ImageError(problem('image.missing', assetsDir));
  return new ImageError(problem('image.unreadable', code ?? String(error)), { cause: error });
}

interface CachedVariant {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Encodes one decoded source into cache files and the metadata the pages need. */
async function encodeSource(decoded: Decoded, settings: ImageSettings, focus: Focus | undefined) {
  const encoded = await encodeImage(decoded.pixels, settings, undefined, focus);
  const meta: Meta = {
    color: encoded.color,
    slots: mapSlots(encoded.slots, (variants) => variants.map(({ format, width, height }) => ({ format, width, height }))),
    large: { width: encoded.large.width, height: encoded.large.height },
    ...(decoded.captureDate ? { captureDate: decoded.captureDate } : {}),
    ...(encoded.atQualityFloor.length > 0 ? { atQualityFloor: encoded.atQualityFloor } : {}),
  };
  const files = [
    ...Object.entries(encoded.slots).flatMap(([slot, variants]) => variants.map((v) => ({ name: variantFile(slot as ImageSlot, v), data: v.data }))),
    { name: largeFile(settings.formats), data: encoded.large.data },
  ];
  return { files, meta };
}

/**
 * Whether cached metadata is exactly what `encodeSource` writes for these settings: whole
 * positive sizes, a `#rrggbb` colour (it becomes a CSS class), configured formats, a `d.m.yyyy`
 * date, and one listed file per output.
 */
function metaCheck(settings: ImageSettings): MetaCheck<Meta> {
  const isSize = (v: unknown, more: readonly string[] = []): v is Record<string, unknown> & { width: number; height: number } =>
    isRecord(v) && hasExactly(v, ['width', 'height', ...more]) && isPositiveInteger(v.width) && isPositiveInteger(v.height);
  const isVariant = (v: unknown): v is CachedVariant => isSize(v, ['format']) && settings.formats.includes(v.format as ImageFormat);
  const slotNames = Object.keys(settings.slots) as ImageSlot[];
  const isSlots = (slots: unknown): slots is Meta['slots'] =>
    isRecord(slots) &&
    hasExactly(slots, slotNames) &&
    slotNames.every((slot) => Array.isArray(slots[slot]) && (slots[slot] as unknown[]).length > 0 && (slots[slot] as unknown[]).every(isVariant));
  return (meta, files): meta is Meta => {
    if (!isRecord(meta)) return false;
    const { color, slots, large, captureDate, atQualityFloor } = meta;
    const optional = [...(captureDate === undefined ? [] : ['captureDate']), ...(atQualityFloor === undefined ? [] : ['atQualityFloor'])];
    if (!hasExactly(meta, ['color', 'slots', 'large', ...optional])) return false;
    if (
      atQualityFloor !== undefined &&
      !(Array.isArray(atQualityFloor) && atQualityFloor.length > 0 && atQualityFloor.every((slot) => slotNames.includes(slot as ImageSlot)))
    )
      return false;
    if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return false;
    if (captureDate !== undefined && !(typeof captureDate === 'string' && /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(captureDate))) return false;
    if (!isSize(large) || !isSlots(slots)) return false;
    const expected = [...slotNames.flatMap((slot) => slots[slot].map((v) => variantFile(slot, v))), largeFile(settings.formats)].sort();
    return (
      new Set(expected).size === expected.length &&
      expected.join('/') ===
        files
          .map((f) => f.name)
          .sort()
          .join('/')
    );
  };
}

const hasExactly = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(record).length === keys.length && keys.every((key) => key in record);

/** `f` applied to each slot's value, keeping the slot names. */
const mapSlots = <A, B>(slots: Record<ImageSlot, A>, f: (value: A, slot: ImageSlot) => B): Record<ImageSlot, B> =>
  Object.fromEntries(Object.entries(slots).map(([slot, value]) => [slot, f(value as A, slot as ImageSlot)])) as Record<ImageSlot, B>;

/** `{slug}-{key}`: a plain ASCII name that changes whenever the source or the settings change. */
const outputStem = (source: string, key: string) => `${slugify(path.posix.basename(source, path.posix.extname(source)))}-${key.slice(0, 8)}`;

/**
 * The image stage: each source image becomes responsive variants plus one large variant for
 * "Katso kuva laajempana". Sources are never published as they are: every output is re-encoded,
 * upright, in sRGB and stripped of metadata (EXIF, GPS, XMP, IPTC). This module reads the
 * sources, keys and looks up the cache, encodes on a miss and names the outputs.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSettings, ImageSlot } from '../config.ts';
import { sha256 } from '../hash.ts';
import { entryFilePath, readEntry, writeEntry } from './cache.ts';
import { decodeImage } from './decode.ts';
import { encodeImage } from './encode.ts';
import { describeFailure, ImageError } from './errors.ts';
import { fileExtension } from './formats.ts';
import type { ImageVariant, ProcessedImage } from './types.ts';

export interface ImageJob {
  assetsDir: string;
  /** Lets tests use a temp folder instead of the real cache. */
  cacheDir: string;
  settings: ImageSettings;
  /** Called after each image, for a progress line. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImageResults {
  /** Processed images by source path. */
  images: Map<string, ProcessedImage>;
  /** Why each failed source cannot be used, by source path. */
  failures: Map<string, string>;
  /** Cache keys in use, so the caller can prune the rest. */
  keys: Set<string>;
  /** Published file name → path of the cached bytes to copy into the site. */
  files: Map<string, string>;
  cacheHits: number;
}

/** Bump when the pipeline's code changes what it writes, so old cache entries are not reused. */
const PIPELINE_VERSION = 3;

/** What the cache keeps besides the files: everything the pages need to know. */
interface Meta {
  color: string;
  /** Each slot's variants, narrowest first. */
  slots: Record<ImageSlot, Omit<ImageVariant, 'bytes'>[]>;
  large: { width: number; height: number; name: string };
  captureDate?: string;
}

/** Processes every distinct source once, `cores` at a time; failures are collected, not thrown. */
export async function processImages(sources: readonly string[], job: ImageJob): Promise<ImageResults> {
  const unique = [...new Set(sources)];
  const results: ImageResults = { images: new Map(), failures: new Map(), keys: new Set(), files: new Map(), cacheHits: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const source = unique[next++]!;
      try {
        await processOne(source, job, results);
      } catch (error) {
        results.failures.set(source, describeFailure(error));
      }
      job.onProgress?.(++done, unique.length);
    }
  };
  const parallel = Math.max(1, Math.min(os.availableParallelism(), unique.length));
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

async function processOne(source: string, job: ImageJob, results: ImageResults): Promise<void> {
  const bytes = await readSource(source, job.assetsDir);
  const key = sha256(
    Buffer.concat([bytes, Buffer.from(JSON.stringify({ settings: job.settings, sharp: sharp.versions.sharp, v: PIPELINE_VERSION }))]),
  ).slice(0, 20);
  results.keys.add(key);

  let manifest = await readEntry<Meta>(job.cacheDir, key);
  if (manifest) {
    results.cacheHits++;
  } else {
    const encoded = await encodeSource(bytes, outputStem(source, key), job.settings);
    manifest = await writeEntry(job.cacheDir, key, encoded.files, encoded.meta);
  }
  const { meta, files } = manifest;
  const sizes = new Map(files.map((f) => [f.name, f.bytes]));
  const publish = (name: string) => {
    results.files.set(name, entryFilePath(job.cacheDir, key, name));
    return { name, bytes: sizes.get(name) ?? 0 };
  };
  results.images.set(source, {
    source,
    color: meta.color,
    slots: mapSlots(meta.slots, (variants) => {
      const widest = variants[variants.length - 1]!;
      return { width: widest.width, height: widest.height, variants: variants.map((v) => ({ ...v, ...publish(v.name) })) };
    }),
    large: { width: meta.large.width, height: meta.large.height, ...publish(meta.large.name) },
    ...(meta.captureDate ? { captureDate: meta.captureDate } : {}),
  });
}

async function readSource(source: string, assetsDir: string): Promise<Buffer> {
  try {
    return await readFile(path.join(assetsDir, source));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ImageError('missing', `file "${source}" was not found in ${assetsDir}/ (check the spelling and the folder)`);
    throw new ImageError('unreadable', `file "${source}" could not be read (${code ?? String(error)})`, { cause: error });
  }
}

/** Decodes and encodes one source; names every output `{stem}-{slot}-{width}.{ext}` or `{stem}-full.webp`. */
async function encodeSource(bytes: Buffer, stem: string, settings: ImageSettings) {
  const decoded = await decodeImage(bytes, settings);
  const encoded = await encodeImage(decoded.pixels, settings);
  const slots = mapSlots(encoded.slots, (variants, slot) => variants.map((v) => ({ ...v, name: `${stem}-${slot}-${v.width}.${fileExtension(v.format)}` })));
  const large = { ...encoded.large, name: `${stem}-full.webp` };
  const meta: Meta = {
    color: encoded.color,
    slots: mapSlots(slots, (variants) => variants.map(({ format, width, height, name }) => ({ format, width, height, name }))),
    large: { width: large.width, height: large.height, name: large.name },
    ...(decoded.captureDate ? { captureDate: decoded.captureDate } : {}),
  };
  return { files: [...Object.values(slots).flat(), large].map(({ name, data }) => ({ name, data })), meta };
}

/** `f` applied to each slot's value, keeping the slot names. */
const mapSlots = <A, B>(slots: Record<ImageSlot, A>, f: (value: A, slot: ImageSlot) => B): Record<ImageSlot, B> =>
  Object.fromEntries(Object.entries(slots).map(([slot, value]) => [slot, f(value as A, slot as ImageSlot)])) as Record<ImageSlot, B>;

/** `{slug}-{key}`: a plain ASCII name that changes whenever the source or the settings change. */
const outputStem = (source: string, key: string) => `${slugify(path.posix.basename(source, path.posix.extname(source)))}-${key.slice(0, 8)}`;

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

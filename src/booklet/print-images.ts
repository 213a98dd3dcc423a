/**
 * The booklet's photos: a JPEG of each planned photo at its print size, made with sharp from the
 * large variant the image stage already made (uncropped, upright, sRGB, metadata stripped) and
 * kept in the cache's `booklet` kind (`.cache/booklet/<key>.jpg`) under a key of its bytes and
 * the print settings.
 *
 * JPEG because Chromium passes a JPEG into the PDF as it is (DCT), while it re-encodes AVIF and
 * WebP losslessly, which made a booklet several times larger.
 */
import pLimit from 'p-limit';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import type { Cache, CacheFolder } from '../cache/store.ts';
import { sha256 } from '../hash.ts';
import type { PhotoPlan } from './booklet-view.ts';

/** Bump when what is written changes. */
const PRINT_VERSION = 1;
/** Quality of the print JPEGs: no visible blocking on paper at 200 dpi. */
export const PRINT_QUALITY = 80;
/** The entry's one part: `<key>.jpg`. */
const PART = 'jpg';

export interface PrintImage {
  /** File name, plain ASCII (`<key>.jpg`): the booklet's URL for it. */
  name: string;
  file: string;
  bytes: number;
}

/** A print JPEG for each distinct plan (by large file and pixel size), from the cache or made now, two at a time per core. */
export async function printImages(plans: readonly PhotoPlan[], largeFileOf: (image: string) => string, cache: Cache): Promise<Map<PhotoPlan, PrintImage>> {
  const prints = cache.open('booklet');
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (file: string) => {
    let hash = hashes.get(file);
    if (!hash) {
      hash = readFile(file).then((bytes) => sha256(bytes));
      hashes.set(file, hash);
    }
    return hash;
  };
  const settings = { v: PRINT_VERSION, q: PRINT_QUALITY, sharp: sharp.versions.sharp };
  const made = new Map<string, Promise<PrintImage>>();
  const result = new Map<PhotoPlan, PrintImage>();
  // Twice the cores: half of each job is waiting on the disk, not on sharp.
  const limit = pLimit(Math.max(1, os.availableParallelism() * 2));
  await Promise.all(
    plans.map((plan) =>
      limit(async () => {
        const large = largeFileOf(plan.image);
        const key = sha256(JSON.stringify({ ...settings, large: await hashOf(large), w: plan.widthPx, h: plan.heightPx })).slice(0, 20);
        let image = made.get(key);
        if (!image) {
          image = lookupOrMake(large, plan, prints, key);
          made.set(key, image);
        }
        result.set(plan, await image);
      }),
    ),
  );
  return result;
}

/** A whole JPEG: it starts with SOI and ends with EOI (a damaged or foreign file is a miss). */
const isJpeg = (data: Buffer) => data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data.at(-2) === 0xff && data.at(-1) === 0xd9;

async function lookupOrMake(large: string, plan: PhotoPlan, prints: CacheFolder, key: string): Promise<PrintImage> {
  const name = `${key}.${PART}`;
  const file = prints.file(key, PART);
  const existing = await prints.get(key, PART);
  if (existing && isJpeg(existing)) return { name, file, bytes: existing.length };
  const data = await sharp(large).resize({ width: plan.widthPx, height: plan.heightPx, fit: 'fill' }).jpeg({ quality: PRINT_QUALITY }).toBuffer();
  // The booklet reads the file: one that could not be kept is an error (the store reports it too).
  const failed = await prints.put(key, { [PART]: data });
  if (failed !== undefined) throw failed;
  return { name, file, bytes: data.length };
}

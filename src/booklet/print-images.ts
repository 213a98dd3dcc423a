/**
 * The booklet's photos: a JPEG of each planned photo at its print size, made with sharp from the
 * large variant the image stage already made (uncropped, upright, sRGB, metadata stripped) and
 * kept in the image cache's `booklet/` folder under a key of its bytes and the print settings.
 *
 * JPEG because Chromium passes a JPEG into the PDF as it is (DCT), while it re-encodes AVIF and
 * WebP losslessly, which made a booklet several times larger.
 */
import { writeFileAtomic } from '../fs/write-atomic.ts';
import pLimit from 'p-limit';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sha256 } from '../hash.ts';
import type { PhotoPlan } from './booklet-view.ts';

/** Bump when what is written changes. */
const PRINT_VERSION = 1;
/** Quality of the print JPEGs: no visible blocking on paper at 200 dpi. */
export const PRINT_QUALITY = 80;
/** Folder inside the image cache; its name is not a cache key, so the image stage's pruning leaves it alone. */
export const PRINT_FOLDER = 'booklet';

export interface PrintImage {
  /** File name, plain ASCII (`<key>.jpg`): the booklet's URL for it. */
  name: string;
  file: string;
  bytes: number;
}

/**
 * A print JPEG for each distinct plan (by large file and pixel size), from the cache or made now,
 * two at a time per core; files of the folder no plan uses any more are removed.
 */
export async function printImages(plans: readonly PhotoPlan[], largeFileOf: (image: string) => string, cacheDir: string): Promise<Map<PhotoPlan, PrintImage>> {
  const folder = path.join(cacheDir, PRINT_FOLDER);
  await mkdir(folder, { recursive: true });
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
          image = lookupOrMake(large, plan, path.join(folder, `${key}.jpg`));
          made.set(key, image);
        }
        result.set(plan, await image);
      }),
    ),
  );
  const used = new Set([...result.values()].map((image) => image.name));
  const stale = (await readdir(folder)).filter((name) => /^[0-9a-f]{20}\.jpg$/.test(name) && !used.has(name));
  await Promise.all(stale.map((name) => rm(path.join(folder, name), { force: true, recursive: true })));
  return result;
}

async function lookupOrMake(large: string, plan: PhotoPlan, file: string): Promise<PrintImage> {
  const name = path.basename(file);
  const existing = await stat(file).catch(() => undefined);
  if (existing?.isFile() && existing.size > 0) return { name, file, bytes: existing.size };
  const data = await sharp(large).resize({ width: plan.widthPx, height: plan.heightPx, fit: 'fill' }).jpeg({ quality: PRINT_QUALITY }).toBuffer();
  // Written beside and renamed into place: a build killed half-way never leaves half a JPEG.
  await writeFileAtomic(file, data);
  return { name, file, bytes: data.length };
}

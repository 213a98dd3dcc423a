/**
 * Camera-like photos for the bench: real phone size (12 MP), detailed texture at several scales,
 * a saturated subject somewhere in the frame, stored sideways with an EXIF orientation the way
 * phones store portrait shots, a Display P3 profile and EXIF with a date and a GPS position.
 * Every pixel comes from a seeded generator (libvips' own noise is random per run), so the same
 * seed gives the same bytes and timings compare like for like.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { stripPrivateMetadata } from '../../src/privacy/strip-metadata.ts';
import type { GroupedSpecies } from './collections.ts';

export interface PhotoOptions {
  seed: number;
  /** Upright size in pixels; a 12 MP phone's portrait shot by default. */
  width?: number;
  height?: number;
  /** EXIF orientation to store the pixels with: 6 is how phones store a portrait shot. */
  orientation?: 1 | 3 | 6 | 8;
  /** Centre of the subject, as fractions of the upright frame. */
  subject?: { x: number; y: number };
}

/**
 * mulberry32: a tiny, well-mixed seeded generator; enough for texture, not for cryptography.
 * The same seed gives the same sequence (the test fixtures draw their grain from it too).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One octave of value noise: seeded values on a grid of `cell`-pixel squares, blended smoothly in
 * between (libvips' own upscaling is not used: it leaves row stripes at these factors).
 */
function octave(random: () => number, cell: number, width: number, height: number): Uint8Array {
  const gw = Math.ceil(width / cell) + 2;
  const grid = Float32Array.from({ length: gw * (Math.ceil(height / cell) + 2) }, () => random() * 255);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  const column = Int32Array.from({ length: width }, (_, x) => Math.floor(x / cell));
  const across = Float32Array.from({ length: width }, (_, x) => smooth(x / cell - column[x]!));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    const down = smooth(y / cell - Math.floor(y / cell));
    for (let x = 0; x < width; x++) {
      const i = row + column[x]!;
      const t = across[x]!;
      const top = grid[i]! + (grid[i + 1]! - grid[i]!) * t;
      const bottom = grid[i + gw]! + (grid[i + gw + 1]! - grid[i + gw]!) * t;
      out[y * width + x] = top + (bottom - top) * down;
    }
  }
  return out;
}

/** A bird-like subject: body, head, beak, eye, a striped wing and a tail, in saturated colours. */
function birdSvg(width: number, height: number, cx: number, cy: number, size: number, hue: number): Buffer {
  const s = size;
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = cx - 0.55 * s + i * 0.11 * s;
    return `<path d="M${x} ${cy - 0.1 * s} q${0.12 * s} ${0.2 * s} ${0.02 * s} ${0.42 * s}" stroke="hsl(${hue + 30},70%,18%)" stroke-width="${0.025 * s}" fill="none"/>`;
  }).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <path d="M${cx + 0.5 * s} ${cy + 0.05 * s} l${0.55 * s} ${0.25 * s} l-${0.1 * s} ${0.15 * s} z" fill="hsl(${hue + 20},60%,22%)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${0.62 * s}" ry="${0.38 * s}" fill="hsl(${hue},85%,50%)"/>
  <ellipse cx="${cx - 0.05 * s}" cy="${cy + 0.12 * s}" rx="${0.45 * s}" ry="${0.22 * s}" fill="hsl(${hue + 40},90%,70%)"/>
  <path d="M${cx - 0.45 * s} ${cy - 0.2 * s} q${0.5 * s} -${0.2 * s} ${0.85 * s} ${0.15 * s} q-${0.4 * s} ${0.35 * s} -${0.85 * s} ${0.05 * s} z" fill="hsl(${hue + 25},70%,30%)"/>
  ${stripes}
  <circle cx="${cx - 0.62 * s}" cy="${cy - 0.32 * s}" r="${0.24 * s}" fill="hsl(${hue},80%,42%)"/>
  <path d="M${cx - 0.84 * s} ${cy - 0.36 * s} l-${0.26 * s} ${0.06 * s} l${0.24 * s} ${0.08 * s} z" fill="#f2c200"/>
  <circle cx="${cx - 0.7 * s}" cy="${cy - 0.38 * s}" r="${0.045 * s}" fill="#fff"/>
  <circle cx="${cx - 0.705 * s}" cy="${cy - 0.38 * s}" r="${0.025 * s}" fill="#000"/>
  <path d="M${cx - 0.1 * s} ${cy + 0.36 * s} l-${0.05 * s} ${0.3 * s} M${cx + 0.12 * s} ${cy + 0.36 * s} l${0.02 * s} ${0.3 * s}" stroke="#3a2a10" stroke-width="${0.03 * s}"/>
</svg>`);
}

/** One camera JPEG (quality 90, like a phone's), its pixels fixed by `seed`. */
export async function cameraPhoto(options: PhotoOptions): Promise<Buffer> {
  const { seed, width = 3024, height = 4032, orientation = 6, subject = { x: 0.5, y: 0.5 } } = options;
  const random = seededRandom(seed);
  // Foliage-like background: broad colour patches, leaf-sized blobs and fine grain, each from
  // its own octave so every encoder sees detail at every scale, as in a real photo.
  const patch = Math.round(width / 5);
  const colour = [octave(random, patch, width, height), octave(random, patch, width, height), octave(random, patch, width, height)];
  const leaves = octave(random, 24, width, height);
  const twigs = octave(random, 6, width, height);
  const grain = octave(random, 2, width, height);
  const background = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) for (let c = 0; c < 3; c++) background[p * 3 + c] = colour[c]![p]!;
  const hue = Math.floor(random() * 360);
  const { data: base, info } = await sharp(background, { raw: { width, height, channels: 3 } })
    // Muted greens and browns: a background that does not outshine the subject.
    .recomb([
      [0.35, 0.2, 0.1],
      [0.25, 0.5, 0.15],
      [0.1, 0.15, 0.25],
    ])
    .composite([{ input: birdSvg(width, height, subject.x * width, subject.y * height, Math.min(width, height) * 0.22, hue) }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0, i = 0; p < width * height; p++) {
    const from = p * info.channels;
    // Luminance texture multiplies the colour, so the subject gets feather-like detail too.
    const texture = 0.45 + (leaves[p]! * 0.35 + twigs[p]! * 0.4 + grain[p]! * 0.25) / 255;
    const sensor = (random() - 0.5) * 6;
    for (let c = 0; c < 3; c++, i++) pixels[i] = Math.max(0, Math.min(255, base[from + c]! * texture * 1.1 + sensor));
  }
  // Phones store a portrait shot as a landscape sensor image plus an orientation tag.
  const stored = { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation];
  // withMetadata before withIccProfile: the other way round, it tags the photo sRGB again.
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(stored)
    .withMetadata({ orientation })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: `Seed ${seed}` },
      IFD2: { DateTimeOriginal: `2024:06:${String(1 + (seed % 28)).padStart(2, '0')} 10:15:00` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A phone photo as `npm run uusi` copies it into assets/: its GPS position and camera identity
 * removed losslessly (the build refuses a photo with a location), date, orientation and profile kept.
 */
const asAdded = (photo: Buffer): Buffer => Buffer.from(stripPrivateMetadata(photo).bytes);

/**
 * Writes `count` camera photos into `assetsDir` and returns species showing one each (make them
 * content files with `contentFiles`).
 * Portrait shots are stored sideways (orientation 6 or 8) as phones store them, one in four
 * upright; with `landscape`, that one in four is a landscape shot (4032×3024) instead. Subjects
 * sit anywhere from the top to the bottom of the frame.
 */
export async function writeCameraCollection(assetsDir: string, count: number, { landscape = false, seed = 1 } = {}): Promise<GroupedSpecies[]> {
  await mkdir(assetsDir, { recursive: true });
  const species: GroupedSpecies[] = [];
  for (let i = 0; i < count; i++) {
    const file = `kamera-${String(i + 1).padStart(2, '0')}.jpg`;
    const orientation = ([6, 8, 1, 6] as const)[i % 4];
    const size = landscape && orientation === 1 ? { width: 4032, height: 3024 } : {};
    const subject = { x: 0.3 + ((i * 0.37) % 0.4), y: 0.15 + ((i * 0.29) % 0.7) };
    await writeFile(path.join(assetsDir, file), asAdded(await cameraPhoto({ seed: seed * 1000 + i, orientation, subject, ...size })));
    species.push({ group: 'muut', title: `Kuvalaji ${i + 1}`, images: [{ source: file }], contentArr: ['Kameran kuva.'] });
  }
  return species;
}

export interface CachedCollection {
  /** The folder holding the photos: copy it to use it as an assets folder. */
  dir: string;
  /** One species per photo, in the order the photos were generated (also the grid order). */
  species: GroupedSpecies[];
  /** One more photo, for a build that swaps a photo. */
  swap: string;
}

/**
 * `count` camera photos, generated once into the system temp folder and reused by later runs
 * (generating 12 MP of texture takes seconds a photo): the pixels depend only on this module's
 * code and the options, which name the folder.
 */
export async function cachedCameraCollection(count: number, options: { landscape?: boolean } = {}): Promise<CachedCollection> {
  const generator = Buffer.concat([await readFile(new URL(import.meta.url)), Buffer.from(JSON.stringify([count, options]))]);
  const dir = path.join(os.tmpdir(), `eliokokoelma-bench-photos-${createHash('sha256').update(generator).digest('hex').slice(0, 10)}`);
  const speciesFile = path.join(dir, 'species.json');
  if (!existsSync(speciesFile)) {
    console.error(`Generating ${count} camera photos (12 MP) into ${dir} once…`);
    const tmp = `${dir}.tmp-${process.pid}`;
    const species = await writeCameraCollection(path.join(tmp, 'assets'), count, options);
    await writeFile(path.join(tmp, 'swap.jpg'), asAdded(await cameraPhoto({ seed: 999, subject: { x: 0.6, y: 0.7 } })));
    await writeFile(path.join(tmp, 'species.json'), JSON.stringify(species));
    await rm(dir, { recursive: true, force: true });
    await rename(tmp, dir);
  }
  const species = JSON.parse(await readFile(speciesFile, 'utf8')) as GroupedSpecies[];
  return { dir: path.join(dir, 'assets'), species, swap: path.join(dir, 'swap.jpg') };
}

/**
 * Pixels → encoded buffers: for each layout slot, variants cropped to the box the slot shows (the
 * crop placed by sharp's attention strategy, so the subject stays in view) in every configured
 * format; the uncropped large variant under its byte cap; and the average colour. No file system
 * and no names: the pipeline decides where the bytes go.
 */
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, ImageSettings, ImageSlot, SlotImageSettings } from '../config.ts';
import type { Pixels } from './decode.ts';
import { largeFormat } from './formats.ts';
import type { Focus } from './types.ts';
import { formatsAt, slotHeight, slotWidths } from './variant-plan.ts';

export interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface Encoded {
  /** Each slot's variants, narrowest first. */
  slots: Record<ImageSlot, EncodedVariant[]>;
  large: { format: ImageFormat; width: number; height: number; data: Buffer };
  /** Average colour as `#rrggbb`. */
  color: string;
  /** Slots whose budgeted variant stepped down to the quality floor (`leadMinQuality`) to fit, or could not fit at it. */
  atQualityFloor: ImageSlot[];
}

/** A named part of the encoding work: resizing, one format's encoder, or the large variant. */
export type EncodeStage = 'resize' | ImageFormat | 'large';

/** Runs one stage; `npm run bench` passes one that measures each stage's CPU time. */
export type StageRunner = <T>(stage: EncodeStage, work: () => Promise<T>) => Promise<T>;

const runStage: StageRunner = (_stage, work) => work();

const from = (p: Pixels) => sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });

/**
 * Every output of one photo. `focus` is where the student said the subject is: each crop is then
 * centred on it (as near as the photo's edges allow) instead of placed by sharp's attention strategy.
 */
export async function encodeImage(pixels: Pixels, settings: ImageSettings, stage: StageRunner = runStage, focus?: Focus): Promise<Encoded> {
  const crops = {} as Record<ImageSlot, Pixels[]>;
  const slots = {} as Record<ImageSlot, EncodedVariant[]>;
  const atQualityFloor: ImageSlot[] = [];
  for (const slot of Object.keys(settings.slots) as ImageSlot[]) {
    crops[slot] = await cropToSlot(pixels, settings.slots[slot], stage, focus);
    const encoded = await encodeVariants(crops[slot], settings, stage, settings.leadBudgets[slot]);
    slots[slot] = encoded.variants;
    if (encoded.atFloor) atQualityFloor.push(slot);
  }
  const large = await stage('resize', () => fitLarge(pixels, settings.largeLongEdge));
  const data = await stage('large', () => encodeLarge(large, settings));
  // From the smallest card: the same colour as the whole photo's, for a fraction of the work.
  const color = toHex(dominantColour(crops.card[0]!));
  return {
    slots,
    large: { format: largeFormat(settings.formats), width: large.width, height: large.height, data },
    color,
    atQualityFloor,
  };
}

/**
 * The slot's variants as pixels, narrowest first, never wider than the photo allows. The crop is
 * placed once, at the widest variant, and every narrower one is resampled from the same part of
 * the decoded pixels: each width shows the same crop, each from one resize (resizing the widest
 * crop again was measurably softer on the sample's spider-web drawing; see docs/decisions/image-formats.md).
 */
async function cropToSlot(pixels: Pixels, slot: SlotImageSettings, stage: StageRunner, focus?: Focus): Promise<Pixels[]> {
  const [aspectWidth, aspectHeight] = slot.aspect;
  const heightOf = (width: number) => slotHeight(slot, width);
  // The widths the variant plan gives this photo: never wider than the slot's shape inside it.
  const widths = slotWidths(pixels, slot);
  const widest = widths[widths.length - 1]!;
  if (focus) return cropAround(pixels, focusRegion(pixels, aspectWidth / aspectHeight, focus), widths, heightOf, stage);
  const { data, info } = await stage('resize', () =>
    from(pixels)
      .resize({ width: widest, height: heightOf(widest), fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  // sharp reports where the crop starts in the scaled photo (as negative offsets); in decoded pixels:
  const scale = Math.min(pixels.width / widest, pixels.height / heightOf(widest));
  const width = Math.min(pixels.width, Math.round(widest * scale));
  const height = Math.min(pixels.height, Math.round(heightOf(widest) * scale));
  const region = {
    left: Math.min(pixels.width - width, Math.max(0, Math.round(-(info.cropOffsetLeft ?? 0) * scale))),
    top: Math.min(pixels.height - height, Math.max(0, Math.round(-(info.cropOffsetTop ?? 0) * scale))),
    width,
    height,
  };
  const crops: Pixels[] = [];
  for (const w of widths.slice(0, -1)) {
    const resized = await stage('resize', () =>
      from(pixels)
        .extract(region)
        .resize({ width: w, height: heightOf(w), fit: 'fill' })
        .raw()
        .toBuffer(),
    );
    crops.push({ ...pixels, width: w, height: heightOf(w), data: resized });
  }
  return [...crops, { ...pixels, width: widest, height: heightOf(widest), data }];
}

/** The largest box of the slot's shape inside the photo, centred on the focus point where the edges allow. */
function focusRegion(pixels: Pixels, aspect: number, focus: Focus) {
  const width = Math.max(1, Math.min(pixels.width, Math.round(pixels.height * aspect)));
  const height = Math.max(1, Math.min(pixels.height, Math.round(width / aspect)));
  const place = (centre: number, size: number, total: number) => Math.min(total - size, Math.max(0, Math.round(centre - size / 2)));
  return {
    left: place((focus.x / 100) * pixels.width, width, pixels.width),
    top: place((focus.y / 100) * pixels.height, height, pixels.height),
    width,
    height,
  };
}

/** Each width resampled from the same region of the decoded pixels, narrowest first. */
async function cropAround(
  pixels: Pixels,
  region: { left: number; top: number; width: number; height: number },
  widths: readonly number[],
  heightOf: (width: number) => number,
  stage: StageRunner,
): Promise<Pixels[]> {
  const crops: Pixels[] = [];
  for (const w of widths) {
    const data = await stage('resize', () =>
      from(pixels)
        .extract(region)
        .resize({ width: w, height: heightOf(w), fit: 'fill' })
        .raw()
        .toBuffer(),
    );
    crops.push({ ...pixels, width: w, height: heightOf(w), data });
  }
  return crops;
}

/**
 * Each crop in the formats the variant plan gives its width (the `<img>` fallback at the widest
 * only, since the browsers that need it are too few to tailor for). With a budget, the first format's variant the budget phone takes steps its quality down until
 * it fits (`atFloor` when that took it to `leadMinQuality`).
 */
async function encodeVariants(
  crops: readonly Pixels[],
  settings: ImageSettings,
  stage: StageRunner,
  budget?: { width: number; maxBytes: number },
): Promise<{ variants: EncodedVariant[]; atFloor: boolean }> {
  const { formats } = settings;
  const budgeted = budget && (crops.find((crop) => crop.width >= budget.width) ?? crops[crops.length - 1]);
  const variants: EncodedVariant[] = [];
  let atFloor = false;
  for (const [index, crop] of crops.entries()) {
    for (const format of formatsAt(formats, index === crops.length - 1)) {
      let data: Buffer;
      if (budget && crop === budgeted && format === formats[0]) {
        const steps = qualitySteps(settings.quality[format], settings.leadMinQuality, 2);
        const fitted = await stage(format, () => underCap((quality) => encoder(format, settings, quality)(from(crop)).toBuffer(), steps, budget.maxBytes));
        data = fitted.data;
        atFloor = fitted.step === steps.length - 1 && steps.length > 1;
      } else {
        data = await stage(format, () => encoder(format, settings)(from(crop)).toBuffer());
      }
      variants.push({ format, width: crop.width, height: crop.height, data });
    }
  }
  return { variants, atFloor };
}

/** Qualities from `from` down by `by`, ending at `floor` exactly (just `[from]` when it is not above the floor). */
function qualitySteps(from: number, floor: number, by: number): number[] {
  const steps: number[] = [];
  for (let q = from; q > floor; q -= by) steps.push(q);
  steps.push(Math.min(from, floor));
  return steps;
}

/**
 * The first of `steps` (from `start`) whose encode fits `maxBytes`, or the last step's encode
 * when none does: the byte-cap rule of the large variant and of the budgeted variants.
 */
async function underCap(encode: (quality: number) => Promise<Buffer>, steps: readonly number[], maxBytes: number, start = 0) {
  for (let step = start; ; step++) {
    const data = await encode(steps[step]!);
    if (data.length <= maxBytes || step === steps.length - 1) return { data, step };
  }
}

/** The decoded pixels, scaled down to the large variant's long edge if a slot needed more. */
async function fitLarge(pixels: Pixels, longEdge: number): Promise<Pixels> {
  if (Math.max(pixels.width, pixels.height) <= longEdge) return pixels;
  const { data, info } = await from(pixels).resize({ width: longEdge, height: longEdge, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  return { ...pixels, data, width: info.width, height: info.height };
}

/** One format's encoder with its configured quality (or the given one, for the large variant's steps). */
function encoder(format: ImageFormat, settings: ImageSettings, quality = settings.quality[format]): (image: Sharp) => Sharp {
  switch (format) {
    case 'avif':
      // sharp's full-resolution (4:4:4) colour: 4:2:0 encoded faster and smaller, but measurably
      // softened colour edges on a sample drawing (see docs/decisions/image-formats.md).
      return (image) => image.avif({ quality, effort: settings.avifEffort });
    case 'webp':
      return (image) => image.webp({ quality, effort: settings.webpEffort });
    case 'jpeg':
      return (image) => image.jpeg({ quality, mozjpeg: true });
  }
}

/**
 * The large variant at the highest quality step that keeps it under the byte cap. A step is first
 * tried on a sample of the photo (every eighth band of rows, an eighth of the work): a step the
 * sample puts clearly over the cap is skipped without encoding the whole photo, so a detailed
 * photo is encoded once instead of once per step. Whole encodes still decide, so the result is
 * the step the cap allows, as if every step had been tried.
 */
async function encodeLarge(pixels: Pixels, settings: ImageSettings): Promise<Buffer> {
  const steps = qualitySteps(settings.quality.large, settings.largeMinQuality, 8);
  const sample = bandSample(pixels);
  const format = largeFormat(settings.formats);
  const encode = (p: Pixels, quality: number) => encoder(format, settings, quality)(from(p)).toBuffer();
  let step = 0;
  // The sample's size, scaled to the photo, is within a few per cent of the whole encode's size.
  while (step < steps.length - 1 && ((await encode(sample, steps[step]!)).length * pixels.height) / sample.height > 1.1 * settings.largeMaxBytes) step++;
  return (await underCap((quality) => encode(pixels, quality), steps, settings.largeMaxBytes, step)).data;
}

/** Every eighth band of 32 rows, stacked: the photo's mix of detail and smooth areas, at 1/8 of its size. */
function bandSample(pixels: Pixels): Pixels {
  const row = pixels.width * pixels.channels;
  const bands: Buffer[] = [];
  for (let y = 0; y < pixels.height; y += 8 * 32) bands.push(pixels.data.subarray(y * row, Math.min(pixels.height, y + 32) * row));
  const data = Buffer.concat(bands);
  return { ...pixels, data, height: data.length / row };
}

/**
 * The placeholder colour: the centre of the fullest bin of a 16 × 16 × 16 sRGB histogram, ties
 * going to the lowest green, then red, then blue bin. sharp's `stats().dominant` is meant to be
 * the same, but on two of the sample's drawings (mustikka-1.svg, nokkosperhonen-1.svg) it named the
 * second fullest bin; and `stats()` also works out every channel's statistics, the entropy and a
 * sharpness convolution, none of them used here: about 20 ms a photo whatever its size, most of
 * the encoding of a small one. From the pixels already in hand, this takes well under 1 ms.
 */
export function dominantColour({ data, channels }: Pixels): { r: number; g: number; b: number } {
  // Bins by green, red, blue: the index order is the tie order.
  const bins = new Uint32Array(16 * 16 * 16);
  const colour = channels >= 3;
  for (let i = 0; i < data.length; i += channels) {
    const r = data[i]! >> 4;
    const g = colour ? data[i + 1]! >> 4 : r;
    const b = colour ? data[i + 2]! >> 4 : r;
    bins[(g << 8) | (r << 4) | b]!++;
  }
  let fullest = 0;
  for (let bin = 1; bin < bins.length; bin++) if (bins[bin]! > bins[fullest]!) fullest = bin;
  const centre = (bin: number) => bin * 16 + 8;
  return { r: centre((fullest >> 4) & 15), g: centre(fullest >> 8), b: centre(fullest & 15) };
}

const toHex = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

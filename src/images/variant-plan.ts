/**
 * Which variants a photo gets, before a pixel is touched: per layout slot, the widths its crop
 * allows, the formats at each width and the cache file names. Pure; the encoder follows it, the
 * pipeline names files by it, the views offer what it lists, and the tests' stub images use it,
 * so a change to the rule is made once.
 */
import type { ImageFormat, ImageSettings, ImageSlot, SlotImageSettings } from '../config.ts';
import { fileExtension, largeFormat } from './formats.ts';

export interface PlannedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Neutral cache file name (`card-280.avif`); the published name puts the source's stem in front. */
  file: string;
}

/** Each slot's variants, narrowest first, and the large variant's cache file. */
export interface VariantPlan {
  slots: Record<ImageSlot, PlannedVariant[]>;
  largeFile: string;
}

/** A crop's height at a width, in the slot's shape (never 0). */
export const slotHeight = (slot: SlotImageSettings, width: number) => Math.max(1, Math.round((width * slot.aspect[1]) / slot.aspect[0]));

/**
 * The slot's widths for a source of this size, narrowest first: each configured width, never
 * wider than the widest box of the slot's shape inside the photo (so a small photo gets fewer).
 */
export function slotWidths(source: { width: number; height: number }, slot: SlotImageSettings): number[] {
  const [aspectWidth, aspectHeight] = slot.aspect;
  const fits = Math.max(1, Math.min(source.width, Math.floor((source.height * aspectWidth) / aspectHeight)));
  return [...new Set(slot.widths.map((w) => Math.min(w, fits)))].sort((a, b) => a - b);
}

/**
 * The formats written at one width: every one but the last at every width; the last (the `<img>`
 * fallback, for browsers that decode none of the others) at the slot's widest only.
 */
export function formatsAt(formats: readonly ImageFormat[], isWidest: boolean): ImageFormat[] {
  return formats.filter((_format, i) => isWidest || formats.length === 1 || i < formats.length - 1);
}

/** Cache file names: the same for every source sharing an entry. */
export const variantFile = (slot: ImageSlot, v: { format: ImageFormat; width: number }) => `${slot}-${v.width}.${fileExtension(v.format)}`;
export const largeFile = (formats: ImageSettings['formats']) => `full.${fileExtension(largeFormat(formats))}`;

/** Every variant a source of this size gets under these settings. */
export function planVariants(source: { width: number; height: number }, settings: Pick<ImageSettings, 'slots' | 'formats'>): VariantPlan {
  const slots = {} as Record<ImageSlot, PlannedVariant[]>;
  for (const name of Object.keys(settings.slots) as ImageSlot[]) {
    const slot = settings.slots[name];
    const widths = slotWidths(source, slot);
    const widest = widths[widths.length - 1];
    slots[name] = widths.flatMap((width) =>
      formatsAt(settings.formats, width === widest).map((format) => ({
        format,
        width,
        height: slotHeight(slot, width),
        file: variantFile(name, { format, width }),
      })),
    );
  }
  return { slots, largeFile: largeFile(settings.formats) };
}

/**
 * The variants a slot offers the browser, narrowest first: its own, then the wider ones of the
 * slot it takes denser screens from (`denserFrom` in the settings).
 */
export function offeredVariants<V extends { width: number }>(slots: Record<ImageSlot, readonly V[]>, slot: ImageSlot, settings: ImageSettings['slots']): V[] {
  const own = [...slots[slot]];
  const from = settings[slot].denserFrom;
  if (!from) return own;
  const widest = Math.max(...own.map((v) => v.width));
  return [...own, ...slots[from].filter((v) => v.width > widest)];
}

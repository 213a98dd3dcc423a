/**
 * How wide an image is shown, from the layout settings: one source for both the `sizes`
 * attribute the browser reads and the page-weight report's estimate of what it downloads.
 */
import type { ImageSettings, ImageSlot, LayoutSettings } from '../config.ts';
import type { ImageVariant, ProcessedImage } from '../images/types.ts';
import { offeredVariants } from '../images/variant-plan.ts';

const maxWidth = (slot: ImageSlot, layout: LayoutSettings) => (slot === 'card' ? layout.cardWidth : layout.detailWidth);

/** The `sizes` attribute: full width minus the page padding on narrow screens, the slot's width otherwise. */
export function sizesAttribute(slot: ImageSlot, layout: LayoutSettings): string {
  const max = maxWidth(slot, layout);
  const padding = 2 * layout.pagePadding;
  return `(max-width: ${max + padding}px) calc(100vw - ${padding}px), ${max}px`;
}

/** CSS px an image occupies at a given viewport width (what `sizesAttribute` tells the browser). */
export function slotWidth(slot: ImageSlot, viewportWidth: number, layout: LayoutSettings): number {
  return Math.min(maxWidth(slot, layout), viewportWidth - 2 * layout.pagePadding);
}

/** The candidate a browser picks from a `srcset`: the narrowest at least as wide as needed. */
export function pickCandidate<T extends { width: number }>(candidates: readonly T[], neededPx: number): T | undefined {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((c) => c.width >= neededPx) ?? sorted[sorted.length - 1];
}

/**
 * The variants a slot offers the browser, narrowest first, by the variant plan's rule: its own
 * crops, then the wider crops of the slot it takes denser screens from (`denserFrom`).
 */
export function slotVariants(image: ProcessedImage, slot: ImageSlot, slots: ImageSettings['slots']): ImageVariant[] {
  return offeredVariants({ card: image.slots.card.variants, detail: image.slots.detail.variants }, slot, slots);
}

/**
 * How wide an image is shown, from the layout settings: one source for both the `sizes`
 * attribute the browser reads and the page-weight report's estimate of what it downloads.
 */
import type { ImageSlot, LayoutSettings } from '../config.ts';

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

/**
 * How wide an image is shown, from the layout numbers in `config.ts`: one source for both the
 * `sizes` attribute the browser reads and the page-weight report's estimate of what it downloads.
 */
import { defaults } from './config.ts';

export type Slot = 'card' | 'detail';

const maxWidth = (slot: Slot) => (slot === 'card' ? defaults.layout.cardWidth : defaults.layout.detailWidth);

/** The `sizes` attribute: full width minus the page padding on narrow screens, the card width otherwise. */
export function sizesAttribute(slot: Slot): string {
  const max = maxWidth(slot);
  const padding = 2 * defaults.layout.pagePadding;
  return `(max-width: ${max + padding}px) calc(100vw - ${padding}px), ${max}px`;
}

/** CSS px an image occupies at a given viewport width (what `sizesAttribute` tells the browser). */
export function slotWidth(slot: Slot, viewportWidth: number): number {
  return Math.min(maxWidth(slot), viewportWidth - 2 * defaults.layout.pagePadding);
}

/** The candidate a browser picks from a `srcset`: the narrowest at least as wide as needed. */
export function pickCandidate<T extends { width: number }>(candidates: readonly T[], neededPx: number): T | undefined {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((c) => c.width >= neededPx) ?? sorted[sorted.length - 1];
}

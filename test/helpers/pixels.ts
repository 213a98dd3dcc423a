/**
 * Pixel sources for tests that need detail (grain a camera records) without chance: the noise is
 * drawn from a seeded generator, so every run encodes the same bytes and a verdict never depends
 * on luck.
 */
import sharp, { type Sharp } from 'sharp';

/** Uniform numbers in [0, 1), the same sequence for the same seed (mulberry32). */
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
 * An RGB image of gaussian grain around `mean` (spread `sigma`), the same for the same seed.
 * The sum of four uniform draws is close enough to a gaussian for grain.
 */
export function seededNoise(width: number, height: number, seed: number, { mean = 120, sigma = 40 } = {}): Sharp {
  const random = seededRandom(seed);
  const data = Buffer.alloc(width * height * 3);
  // Four uniforms: mean 2, variance 1/3, so (sum - 2) * √3 has unit variance.
  const scale = sigma * Math.sqrt(3);
  for (let i = 0; i < data.length; i++) {
    const unit = (random() + random() + random() + random() - 2) * scale;
    data[i] = Math.max(0, Math.min(255, Math.round(mean + unit)));
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/**
 * Where a photo's stored top-left block must appear once each EXIF orientation (1–8) is applied:
 * the orientation tests of JPEG/PNG and HEIC photos check the same table.
 */
export const RED_CORNER_AFTER_ORIENTATION: Record<number, 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left'> = {
  1: 'top-left',
  2: 'top-right',
  3: 'bottom-right',
  4: 'bottom-left',
  5: 'top-left',
  6: 'top-right',
  7: 'bottom-right',
  8: 'bottom-left',
};

/** What the image stage hands to the pages: sizes, colours and file names, never pixels. */
import type { ImageFormat } from '../config.ts';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Published file name, e.g. `haapa-1-3f2a9c1e-480.avif` (the routes module places it). */
  name: string;
  /** Size of the encoded file, for the page-weight report. */
  bytes: number;
}

export interface ProcessedImage {
  /** The source path as written in the content (relative to the assets folder). */
  source: string;
  /** Intrinsic size of the largest responsive variant: gives the aspect ratio for width/height. */
  width: number;
  height: number;
  /** Average colour as `#rrggbb`, shown while the picture loads. */
  color: string;
  variants: ImageVariant[];
  /** The "Katso kuva laajempana" variant. */
  large: { width: number; height: number; name: string; bytes: number };
  /** When the photo was taken (`d.m.yyyy`, from EXIF), if the camera recorded it. */
  captureDate?: string;
}

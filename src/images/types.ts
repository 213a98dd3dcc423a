/** What the image stage hands to the pages: sizes, colours and file names, never pixels. */
import type { ImageFormat, ImageSlot } from '../config.ts';
import type { Focus } from '../model/types.ts';

export type { Focus };

/** One photo to process: its path in the assets folder, where its subject is, and the key its result is filed under. */
export interface ImageRequest {
  key: string;
  source: string;
  focus?: Focus;
}

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Published file name, e.g. `haapa-1-3f2a9c1e-card-280.avif` (the routes module places it). */
  name: string;
  /** Size of the encoded file, for the page-weight report. */
  bytes: number;
}

/** One layout slot's variants, all cropped to the same box. */
export interface SlotImage {
  /** Intrinsic size of the widest variant: the crop's shape, for the `<img>` width and height. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
}

export interface ProcessedImage {
  /** The source path as written in the content (relative to the assets folder). */
  source: string;
  /** Average colour as `#rrggbb`, shown while the picture loads. */
  color: string;
  slots: Record<ImageSlot, SlotImage>;
  /** The "Katso kuva laajempana" variant: the whole photo, uncropped. */
  large: { width: number; height: number; name: string; bytes: number };
  /** When the photo was taken (`d.m.yyyy`, from EXIF), if the camera recorded it. */
  captureDate?: string;
  /**
   * Slots whose budgeted variant (`leadBudgets`) stepped down to the quality floor to fit, or is
   * over its budget even there: the build report names the photo. Absent when none.
   */
  atQualityFloor?: ImageSlot[];
}

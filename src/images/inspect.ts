/**
 * What a photo says about itself before it is added to the content: whether it is an image at all,
 * and the shooting date its camera recorded. Reads the header only (for a HEIC the container, whose
 * pixels are never decoded here), so it is quick on a 12 MP photo.
 */
import sharp from 'sharp';
import { exifCaptureDate } from './exif.ts';

export interface PhotoFacts {
  /** When the photo was taken (`d.m.yyyy`), if the camera recorded it. */
  captureDate?: string;
}

/** The facts, or `undefined` when the bytes are not an image this pipeline can read. */
export async function inspectPhoto(bytes: Buffer): Promise<PhotoFacts | undefined> {
  const info = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!info?.width || !info.height) return undefined;
  const captureDate = exifCaptureDate(info.exif);
  return captureDate ? { captureDate } : {};
}

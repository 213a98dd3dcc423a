import exifReader from 'exif-reader';

/**
 * The shooting date from EXIF as `d.m.yyyy`. Cameras write local time without a zone, and the
 * reader returns it as if it were UTC, so the UTC fields are the camera's own date.
 * Only the date is read: the GPS position is never read or published.
 */
export function exifCaptureDate(exif: Buffer | undefined): string | undefined {
  if (!exif) return undefined;
  try {
    const tags = exifReader(exif);
    const date = tags.Photo?.DateTimeOriginal ?? tags.Photo?.DateTimeDigitized ?? tags.Image?.DateTime;
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
    return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
  } catch {
    return undefined; // A damaged EXIF block only costs the date, never the photo.
  }
}

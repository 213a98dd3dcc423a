import exifReader from 'exif-reader';

/**
 * The shooting date from EXIF as `d.m.yyyy`. Cameras write local time without a zone, and the
 * reader returns it as if it were UTC, so the UTC fields are the camera's own date.
 * Only the date is read here: the position is `exifPosition`'s, asked for by `npm run uusi` alone.
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

/**
 * The GPS position in EXIF as decimal degrees (south and west negative), or undefined. Only
 * `npm run uusi` asks, with `ruutu: kyllä`, to turn it into a 10 km square before the copy in
 * assets/ is written without it; nothing publishes it.
 */
export function exifPosition(exif: Buffer | undefined): { lat: number; lon: number } | undefined {
  if (!exif) return undefined;
  try {
    const gps = exifReader(exif).GPSInfo as Record<string, unknown> | undefined;
    const lat = degrees(gps?.GPSLatitude, gps?.GPSLatitudeRef, 'S');
    const lon = degrees(gps?.GPSLongitude, gps?.GPSLongitudeRef, 'W');
    return lat === undefined || lon === undefined ? undefined : { lat, lon };
  } catch {
    return undefined; // A damaged EXIF block: no position, as if there were none.
  }
}

/** `[65, 0, 36]` with `N` → 65.01; `S`/`W` make it negative. */
function degrees(value: unknown, ref: unknown, negative: string): number | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : undefined;
  if (!parts || parts.length === 0 || !parts.every((part) => typeof part === 'number' && Number.isFinite(part))) return undefined;
  const [d = 0, m = 0, s = 0] = parts as number[];
  const sign = typeof ref === 'string' && ref.trim().toUpperCase().startsWith(negative) ? -1 : 1;
  return sign * (d + m / 60 + s / 3600);
}

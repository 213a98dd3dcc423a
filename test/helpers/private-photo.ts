/**
 * Photos carrying everything a phone leaves in them: GPS, make and model, a body serial number,
 * an owner name, a thumbnail (IFD1), XMP with a location, an ICC profile and an orientation.
 * sharp writes IFD0/IFD2(Exif)/IFD3(GPS) tags and XMP; the thumbnail IFD is checked separately
 * by the strip tests with a hand-built TIFF.
 */
import sharp from 'sharp';

export const PRIVATE_XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="65,0.6N" exif:GPSLongitude="25,28.2E"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';

export const PRIVATE_EXIF = {
  IFD0: { Make: 'Kamerafirma', Model: 'Puhelin 15', Artist: 'Eetu Virtanen' },
  IFD2: { DateTimeOriginal: '2026:06:14 12:30:00', OffsetTimeOriginal: '+03:00', BodySerialNumber: 'SN123456', CameraOwnerName: 'Eetu Virtanen' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '65/1 0/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 28/1 12/1' },
};

/** A noisy photo in `format` with every kind of private metadata and orientation 6. */
export async function privatePhoto(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 640, height = 480): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const image = sharp(noise, { raw: { width, height, channels: 3 } })
    .withIccProfile('p3')
    .withExif(PRIVATE_EXIF)
    .withXmp(PRIVATE_XMP)
    .withMetadata({ orientation: 6 });
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.avif({ quality: 50, effort: 0 }).toBuffer();
}

/**
 * The one table of private photo metadata: for each tag that tells where a photo was taken or
 * whose camera took it, what the build does about it. The detector (private-metadata.ts: the
 * build, `npm run luokka`, `npm run uusi`) and the stripper (strip-metadata.ts: `npm run
 * puhdista-kuvat`, `npm run uusi`) both read it, so the build never warns about a tag the cleaner
 * leaves in place, and the cleaner never removes identity the build stayed silent about.
 *
 * Every tag listed here is stripped: a row cannot say "warn but keep". The cleaner removes more
 * than this table (it keeps only the capture date, the orientation and the colour profile of
 * EXIF, and drops XMP, IPTC, comments and thumbnails whole); the table names what the build reads.
 */

/** What a tag reveals, as the short English word the stripper reports (messages/privacy.ts says it in Finnish). */
export type Reveals = 'location' | 'owner' | 'serial number' | 'camera' | 'lens' | 'maker note' | 'image id';

/**
 * What the build does when a photo carries the tag: `location` is an error unless `kokoelma.md`
 * says `sijainnit: saa näkyä`; `warn` is a warning (a person's name, one device's serial number);
 * `strip` is silence (the make and model of millions of phones say nothing about who).
 */
export type BuildTreatment = 'location' | 'warn' | 'strip';

export interface PrivateTag {
  /** The EXIF name, as exif-reader reads it and the build's warning lists it. */
  name: string;
  reveals: Reveals;
  build: BuildTreatment;
}

/**
 * EXIF tags by number. Writers disagree on the IFD (IFD0 or the Exif IFD), so both read each tag
 * in either. GPS lives in an IFD of its own, pointed at from IFD0.
 */
export const EXIF_TAGS: ReadonlyMap<number, PrivateTag> = new Map([
  [0x8825, { name: 'GPSInfo', reveals: 'location', build: 'location' }],
  [0x013b, { name: 'Artist', reveals: 'owner', build: 'warn' }],
  [0x8298, { name: 'Copyright', reveals: 'owner', build: 'warn' }],
  [0xa430, { name: 'CameraOwnerName', reveals: 'owner', build: 'warn' }],
  [0xfde8, { name: 'OwnerName', reveals: 'owner', build: 'warn' }], // Adobe's, in some writers' IFDs
  [0xa431, { name: 'BodySerialNumber', reveals: 'serial number', build: 'warn' }],
  [0xa435, { name: 'LensSerialNumber', reveals: 'serial number', build: 'warn' }],
  [0xc62f, { name: 'CameraSerialNumber', reveals: 'serial number', build: 'warn' }], // DNG
  [0x010f, { name: 'Make', reveals: 'camera', build: 'strip' }],
  [0x0110, { name: 'Model', reveals: 'camera', build: 'strip' }],
  [0xa433, { name: 'LensMake', reveals: 'lens', build: 'strip' }],
  [0xa434, { name: 'LensModel', reveals: 'lens', build: 'strip' }],
  // A maker's own binary block: often a serial number inside, but in no form the build can read.
  [0x927c, { name: 'MakerNote', reveals: 'maker note', build: 'strip' }],
  [0xa420, { name: 'ImageUniqueID', reveals: 'image id', build: 'strip' }],
]);

/**
 * XMP properties by qualified name. XMP is text; the stripper drops the whole packet, so the
 * detector reads it property by property only to decide between an error, a warning and silence.
 */
export const XMP_PROPERTIES: ReadonlyMap<string, PrivateTag> = new Map([
  ['exif:GPSLatitude', { name: 'GPSLatitude', reveals: 'location', build: 'location' }],
  ['exif:GPSLongitude', { name: 'GPSLongitude', reveals: 'location', build: 'location' }],
  ['exifEX:GPSLatitude', { name: 'GPSLatitude', reveals: 'location', build: 'location' }],
  ['Iptc4xmpExt:GPSLatitude', { name: 'GPSLatitude', reveals: 'location', build: 'location' }],
  ['Iptc4xmpExt:GPSLongitude', { name: 'GPSLongitude', reveals: 'location', build: 'location' }],
  ['dc:creator', { name: 'Artist', reveals: 'owner', build: 'warn' }],
  ['dc:rights', { name: 'Copyright', reveals: 'owner', build: 'warn' }],
  ['aux:OwnerName', { name: 'OwnerName', reveals: 'owner', build: 'warn' }],
  ['exifEX:CameraOwnerName', { name: 'CameraOwnerName', reveals: 'owner', build: 'warn' }],
  ['photoshop:CameraOwnerName', { name: 'CameraOwnerName', reveals: 'owner', build: 'warn' }],
  ['aux:SerialNumber', { name: 'SerialNumber', reveals: 'serial number', build: 'warn' }],
  ['exifEX:BodySerialNumber', { name: 'BodySerialNumber', reveals: 'serial number', build: 'warn' }],
  ['aux:LensSerialNumber', { name: 'LensSerialNumber', reveals: 'serial number', build: 'warn' }],
  ['exifEX:LensSerialNumber', { name: 'LensSerialNumber', reveals: 'serial number', build: 'warn' }],
  ['tiff:Make', { name: 'Make', reveals: 'camera', build: 'strip' }],
  ['tiff:Model', { name: 'Model', reveals: 'camera', build: 'strip' }],
  ['exifEX:LensMake', { name: 'LensMake', reveals: 'lens', build: 'strip' }],
  ['exifEX:LensModel', { name: 'LensModel', reveals: 'lens', build: 'strip' }],
  ['aux:Lens', { name: 'LensModel', reveals: 'lens', build: 'strip' }],
  ['exif:ImageUniqueID', { name: 'ImageUniqueID', reveals: 'image id', build: 'strip' }],
]);

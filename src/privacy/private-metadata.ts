import exifReader from 'exif-reader';

/** What a photo's metadata would tell a stranger: where it was taken, and whose camera took it. */
export interface PrivateMetadata {
  /** GPS coordinates in EXIF or XMP. */
  location: boolean;
  /** The names of the identity tags found (serial numbers, owner). Make and model alone are not identity. */
  identity: string[];
}

const EXIF_IDENTITY: Record<string, readonly string[]> = {
  Image: ['Artist', 'CameraSerialNumber', 'OwnerName', 'CameraOwnerName'],
  Photo: ['BodySerialNumber', 'CameraOwnerName', 'LensSerialNumber', 'SerialNumber'],
};

// XMP is text: a property is present as an element or an attribute with this qualified name.
const XMP_LOCATION = ['exif:GPSLatitude', 'exif:GPSLongitude', 'exifEX:GPSLatitude', 'Iptc4xmpExt:GPSLatitude', 'Iptc4xmpExt:GPSLongitude'];
const XMP_IDENTITY = [
  'aux:SerialNumber',
  'aux:LensSerialNumber',
  'aux:OwnerName',
  'exifEX:BodySerialNumber',
  'exifEX:LensSerialNumber',
  'exifEX:CameraOwnerName',
  'photoshop:CameraOwnerName',
];

/** Reads (never publishes) the private parts of a photo's EXIF and XMP blocks. Pure: a damaged block counts as empty. */
export function findPrivateMetadata({ exif, xmp }: { exif?: Buffer | undefined; xmp?: Buffer | undefined }): PrivateMetadata {
  const identity = new Set<string>();
  let location = false;
  if (exif) {
    try {
      const tags = exifReader(exif) as unknown as Record<string, Record<string, unknown> | undefined>;
      const gps = tags.GPSInfo;
      if (gps && (filled(gps.GPSLatitude) || filled(gps.GPSLongitude))) location = true;
      for (const [group, names] of Object.entries(EXIF_IDENTITY)) {
        for (const name of names) if (filled(tags[group]?.[name])) identity.add(name);
      }
    } catch {
      // An unreadable EXIF block tells nothing; the stripper removes it anyway.
    }
  }
  if (xmp) {
    const text = xmp.toString('utf8');
    if (XMP_LOCATION.some((name) => hasXmpProperty(text, name))) location = true;
    for (const name of XMP_IDENTITY) if (hasXmpProperty(text, name)) identity.add(name.split(':')[1]!);
  }
  return { location, identity: [...identity].sort() };
}

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.replace(/\0/g, '').trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function hasXmpProperty(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `<ns:Name>value</ns:Name>` or `ns:Name="value"`, not an empty element or attribute.
  return new RegExp(`<${escaped}(\\s[^>]*)?>\\s*[^<\\s]`).test(text) || new RegExp(`\\s${escaped}="[^"]+"`).test(text);
}

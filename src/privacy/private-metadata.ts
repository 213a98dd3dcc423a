import exifReader from 'exif-reader';
import { EXIF_TAGS, XMP_PROPERTIES } from './private-tags.ts';

/** What a photo's metadata would tell a stranger: where it was taken, and whose camera took it. */
export interface PrivateMetadata {
  /** GPS coordinates in EXIF or XMP. */
  location: boolean;
  /** The names of the tags the build warns about (private-tags.ts), sorted. */
  identity: string[];
}

type ExifGroup = Record<string, unknown> | null | undefined;

/** Reads (never publishes) the private parts of a photo's EXIF and XMP blocks. Pure: a damaged block counts as empty. */
export function findPrivateMetadata({ exif, xmp }: { exif?: Buffer | undefined; xmp?: Buffer | undefined }): PrivateMetadata {
  const identity = new Set<string>();
  let location = false;
  if (exif) {
    try {
      const tags = exifReader(exif) as unknown as Record<string, ExifGroup>;
      const gps = tags.GPSInfo;
      if (gps && (filled(gps.GPSLatitude) || filled(gps.GPSLongitude))) location = true;
      for (const [id, tag] of EXIF_TAGS) {
        if (tag.build === 'warn' && (filled(exifValue(tags.Image, id, tag.name)) || filled(exifValue(tags.Photo, id, tag.name)))) identity.add(tag.name);
      }
    } catch {
      // An unreadable EXIF block tells nothing; the stripper removes it anyway.
    }
  }
  if (xmp) {
    const text = xmp.toString('utf8');
    for (const [property, tag] of XMP_PROPERTIES) {
      if (tag.build === 'strip' || !hasXmpProperty(text, property)) continue;
      if (tag.build === 'location') location = true;
      else identity.add(tag.name);
    }
  }
  return { location, identity: [...identity].sort() };
}

/**
 * A tag's value in one IFD. exif-reader names a tag from that IFD's own list and keys any other
 * by its number, and the stripper reads every tag in either IFD, so both keys are looked at.
 */
function exifValue(group: ExifGroup, id: number, name: string): unknown {
  return group?.[name] ?? group?.[id];
}

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.replace(/\0/g, '').trim() !== '';
  if (Array.isArray(value) || Buffer.isBuffer(value)) return value.length > 0;
  return true;
}

function hasXmpProperty(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `ns:Name="value"`, or `<ns:Name>value</ns:Name>` with the value perhaps inside a list
  // (`<rdf:Seq><rdf:li>value</rdf:li></rdf:Seq>`, as dc:creator and dc:rights are written); not an empty one.
  if (new RegExp(`\\s${escaped}="[^"]*[^"\\s][^"]*"`).test(text)) return true;
  for (const match of text.matchAll(new RegExp(`<${escaped}(?:\\s[^>]*)?>([\\s\\S]*?)</${escaped}>`, 'g'))) {
    if (match[1]!.replace(/<[^>]*>/g, '').trim() !== '') return true;
  }
  return false;
}

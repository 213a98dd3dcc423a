/**
 * The one table of private metadata (src/privacy/private-tags.ts) read by both sides: for every
 * tag in it, the build's detector does what the row says, the cleaner strips it, and after the
 * cleaning the detector finds nothing. The fixtures are made from the table, so a row added later
 * is tested without a line here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { EXIF_TAGS, XMP_PROPERTIES } from '../../src/privacy/private-tags.ts';
import { stripPrivateMetadata } from '../../src/privacy/strip-metadata.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

const NOTHING = { location: false, identity: [] };
const GPS_POINTER = 0x8825;

/** What the build's detector sees in a photo, read as the build reads it (sharp's metadata). */
async function detected(bytes: Buffer) {
  const { exif, xmp } = await sharp(bytes).metadata();
  return findPrivateMetadata({ exif, xmp });
}

/** What the row says the detector reports for a photo carrying only that tag. */
function expected(tag: { name: string; build: string }) {
  if (tag.build === 'location') return { location: true, identity: [] };
  return { location: false, identity: tag.build === 'warn' ? [tag.name] : [] };
}

async function assertCleaned(original: Buffer, what: string) {
  const { bytes, removed } = stripPrivateMetadata(original);
  assert.deepEqual(await detected(bytes), NOTHING, `${what}: nothing left for the build to report`);
  const [before, after] = await Promise.all([sharp(original).raw().toBuffer(), sharp(bytes).raw().toBuffer()]);
  assert.ok(after.equals(before), `${what}: same pixels`);
  return removed;
}

const plainJpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();

describe('one table of private metadata: the build and the cleaner agree', () => {
  for (const [id, tag] of EXIF_TAGS) {
    // GPS is an IFD of its own, pointed at from IFD0; every other tag is tried in both IFDs.
    for (const ifd of id === GPS_POINTER ? (['IFD0'] as const) : (['IFD0', 'Exif IFD'] as const)) {
      it(`EXIF ${tag.name} in ${ifd}: the build ${tag.build === 'strip' ? 'says nothing' : tag.build === 'warn' ? 'warns' : 'sees a location'}, the cleaner strips it`, async () => {
        const entry = id === GPS_POINTER ? undefined : ascii(id, 'Eetu Virtanen SN123456');
        const photo = withExif(await plainJpeg(), tiff(ifd === 'IFD0' ? entry : undefined, ifd === 'IFD0' ? undefined : entry, id === GPS_POINTER));
        assert.deepEqual(await detected(photo), expected(tag), 'before cleaning: what the row says');
        const removed = await assertCleaned(photo, tag.name);
        assert.ok(removed.includes(tag.reveals), `the cleaner reports ${tag.reveals}: ${removed.join()}`);
      });
    }
  }

  for (const [property, tag] of XMP_PROPERTIES) {
    it(`XMP ${property}: the build ${tag.build === 'strip' ? 'says nothing' : tag.build === 'warn' ? 'warns' : 'sees a location'}, the cleaner strips it`, async () => {
      const value = property.startsWith('dc:') ? '<rdf:Seq><rdf:li>Eetu Virtanen</rdf:li></rdf:Seq>' : '65,0.6N';
      const photo = await sharp(await plainJpeg())
        .withXmp(xmpPacket(`<${property}>${value}</${property}>`))
        .jpeg()
        .toBuffer();
      assert.deepEqual(await detected(photo), expected(tag), 'before cleaning: what the row says');
      await assertCleaned(photo, property);
      assert.ok(!stripPrivateMetadata(photo).bytes.includes(property), 'the property is gone');
    });
  }

  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`a phone's ${format.toUpperCase()} with everything in it: the build finds it all, and nothing once cleaned`, async () => {
      const photo = await privatePhoto(format, 64, 48);
      assert.deepEqual(await detected(photo), { location: true, identity: ['Artist', 'BodySerialNumber', 'CameraOwnerName'] });
      await assertCleaned(photo, format);
    });
  }

  it('a photo whose only identity is a copyright name gets the warning and is cleaned', async () => {
    const photo = await sharp(await plainJpeg())
      .withExif({ IFD0: { Copyright: '(c) Matti Meikäläinen' } })
      .jpeg()
      .toBuffer();
    assert.deepEqual(await detected(photo), { location: false, identity: ['Copyright'] });
    assert.deepEqual(await assertCleaned(photo, 'copyright'), ['owner']);
  });
});

interface Entry {
  tag: number;
  type: number;
  count: number;
  value: Buffer;
}

const ascii = (tag: number, text: string): Entry => {
  const value = Buffer.from(`${text}\0`, 'latin1');
  return { tag, type: 2, count: value.length, value };
};

/**
 * A big-endian TIFF: IFD0 (with `ifd0`), an Exif IFD (DateTimeOriginal and `exif`) and, with
 * `gps`, a GPS IFD holding a latitude. Values over 4 bytes go after the IFDs.
 */
function tiff(ifd0: Entry | undefined, exif: Entry | undefined, gps: boolean): Buffer {
  const rational = Buffer.alloc(24);
  for (const [i, n] of [65, 1, 0, 1, 36, 1].entries()) rational.writeUInt32BE(n, i * 4);
  const ifds: Entry[][] = [
    [...(ifd0 ? [ifd0] : []), { tag: 0x8769, type: 4, count: 1, value: Buffer.alloc(4) }],
    [ascii(0x9003, '2026:06:14 12:30:00'), ...(exif ? [exif] : [])],
  ];
  if (gps) {
    ifds[0]!.push({ tag: GPS_POINTER, type: 4, count: 1, value: Buffer.alloc(4) });
    ifds.push([
      { tag: 0x0001, type: 2, count: 2, value: Buffer.from('N\0') },
      { tag: 0x0002, type: 5, count: 3, value: rational },
    ]);
  }
  for (const ifd of ifds) ifd.sort((a, b) => a.tag - b.tag);
  const sizes = ifds.map((ifd) => 2 + ifd.length * 12 + 4);
  const starts = sizes.map((_, i) => 8 + sizes.slice(0, i).reduce((sum, n) => sum + n, 0));
  let data = starts.at(-1)! + sizes.at(-1)!;
  const extra = ifds.flat().reduce((sum, e) => sum + (e.value.length > 4 ? e.value.length : 0), 0);
  const out = Buffer.alloc(data + extra);
  out.write('MM', 0, 'latin1');
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(8, 4);
  ifds[0]!.find((e) => e.tag === 0x8769)!.value.writeUInt32BE(starts[1]!);
  if (gps) ifds[0]!.find((e) => e.tag === GPS_POINTER)!.value.writeUInt32BE(starts[2]!);
  ifds.forEach((ifd, i) => {
    let at = starts[i]!;
    out.writeUInt16BE(ifd.length, at);
    at += 2;
    for (const e of ifd) {
      out.writeUInt16BE(e.tag, at);
      out.writeUInt16BE(e.type, at + 2);
      out.writeUInt32BE(e.count, at + 4);
      if (e.value.length <= 4) e.value.copy(out, at + 8);
      else {
        out.writeUInt32BE(data, at + 8);
        e.value.copy(out, data);
        data += e.value.length;
      }
      at += 12;
    }
  });
  return out;
}

/** The JPEG with the TIFF as its EXIF block (APP1), right after the start marker. */
function withExif(jpeg: Buffer, block: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), block]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

function xmpPacket(properties: string): string {
  return (
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:exifEX="http://cipa.jp/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" ' +
    'xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" ' +
    `xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">${properties}</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
  );
}

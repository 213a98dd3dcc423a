import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { stripPrivateMetadata } from '../../src/privacy/strip-metadata.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

/** What is left in a photo after stripping, read the way the build reads it (sharp, exif-reader). */
async function leftIn(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const tags = meta.exif ? exifReader(meta.exif) : undefined;
  return { meta, tags, text: bytes.toString('latin1') };
}

async function assertClean(original: Buffer, format: string) {
  const first = stripPrivateMetadata(original);
  assert.ok(first.removed.includes('location'), `${format}: location reported`);
  assert.ok(first.removed.includes('camera'), `${format}: camera reported`);
  const { meta, tags, text } = await leftIn(first.bytes);
  assert.equal(tags?.GPSInfo, undefined, `${format}: no GPS IFD`);
  assert.equal(tags?.Image?.Make, undefined);
  assert.equal(tags?.Image?.Model, undefined);
  assert.equal(tags?.Image?.Artist, undefined);
  assert.equal(tags?.Photo?.BodySerialNumber, undefined);
  assert.equal(tags?.Photo?.CameraOwnerName, undefined);
  assert.equal(tags?.Thumbnail, undefined);
  assert.deepEqual(tags?.Photo?.DateTimeOriginal, new Date(Date.UTC(2026, 5, 14, 12, 30, 0)));
  for (const secret of ['GPSLatitude', 'Kamerafirma', 'SN123456', 'Virtanen']) assert.ok(!text.includes(secret), `${format}: ${secret} gone`);
  const before = await sharp(original).metadata();
  assert.ok(meta.icc && before.icc && meta.icc.equals(before.icc), `${format}: ICC profile kept`);
  assert.equal(meta.orientation, before.orientation, `${format}: orientation kept`);
  const pixels = await sharp(first.bytes).raw().toBuffer();
  assert.ok(pixels.equals(await sharp(original).raw().toBuffer()), `${format}: decoded pixels equal`);
  const second = stripPrivateMetadata(first.bytes);
  assert.deepEqual(second.removed, []);
  assert.ok(second.bytes.equals(first.bytes), `${format}: second pass byte-identical`);
}

describe('stripPrivateMetadata', () => {
  // Segment by segment, whatever the photo's size: a small one proves the same. The 4000×3000
  // camera photo is e2e's (photo-privacy.test.ts: npm run puhdista-kuvat, pixels unchanged).
  it('cleans a camera JPEG losslessly: the scan data is the same bytes', async () => {
    const original = await privatePhoto('jpeg');
    await assertClean(original, 'jpeg');
    const stripped = stripPrivateMetadata(original).bytes;
    const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
    assert.ok(scan(stripped).equals(scan(original)));
  });

  for (const format of ['png', 'webp', 'avif'] as const) {
    it(`cleans a ${format.toUpperCase()} losslessly`, async () => assertClean(await privatePhoto(format), format));
  }

  it('keeps an AVIF the same length: its Exif and XMP items are overwritten in place', async () => {
    const original = await privatePhoto('avif');
    assert.equal(stripPrivateMetadata(original).bytes.length, original.length);
  });

  it('removes a thumbnail (IFD1) and a maker note that sharp cannot write', async () => {
    const plain = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const withApp1 = Buffer.concat([plain.subarray(0, 2), app1(handTiff()), plain.subarray(2)]);
    const { bytes, removed } = stripPrivateMetadata(withApp1);
    assert.ok(removed.includes('thumbnail') && removed.includes('maker note') && removed.includes('serial number'), removed.join());
    const tags = exifReader((await sharp(bytes).metadata()).exif!);
    assert.equal(tags.Thumbnail, undefined);
    assert.equal(tags.Photo?.MakerNote, undefined);
    assert.equal(tags.Photo?.LensSerialNumber, undefined);
    assert.equal(tags.Image?.Orientation, 3);
    assert.ok((await sharp(bytes).raw().toBuffer()).equals(await sharp(plain).raw().toBuffer()));
  });

  it('returns SVG and unknown bytes unchanged', () => {
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('not a photo'), Buffer.from([0xff, 0xd8, 0xff])]) {
      const result = stripPrivateMetadata(bytes);
      assert.equal(result.bytes, bytes);
      assert.deepEqual(result.removed, []);
    }
  });
});

/** A little-endian TIFF with Orientation 3, an Exif IFD (MakerNote, LensSerialNumber) and an IFD1 thumbnail. */
function handTiff(): Buffer {
  const t = Buffer.alloc(200);
  t.write('II', 0, 'latin1');
  t.writeUInt16LE(42, 2);
  t.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    t.writeUInt16LE(tag, at);
    t.writeUInt16LE(type, at + 2);
    t.writeUInt32LE(count, at + 4);
    t.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: Orientation, Exif pointer; next IFD (IFD1) at 80.
  t.writeUInt16LE(2, 8);
  entry(10, 0x0112, 3, 1, 3);
  entry(22, 0x8769, 4, 1, 40);
  t.writeUInt32LE(80, 34);
  // Exif IFD at 40: MakerNote (UNDEFINED, 4 bytes inline), LensSerialNumber (ASCII "L12" inline).
  t.writeUInt16LE(2, 40);
  entry(42, 0x927c, 7, 4, 0x41424344);
  entry(54, 0xa435, 2, 4, 0x0032314c);
  t.writeUInt32LE(0, 66);
  // IFD1 at 80: JPEGInterchangeFormat, JPEGInterchangeFormatLength.
  t.writeUInt16LE(2, 80);
  entry(82, 0x0201, 4, 1, 120);
  entry(94, 0x0202, 4, 1, 4);
  t.writeUInt32LE(0, 106);
  return t;
}

function app1(tiff: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

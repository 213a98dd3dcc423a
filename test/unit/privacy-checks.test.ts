import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { buildInto, fixtureContent, makeWorkspace, quick, type Workspace } from '../helpers/fixtures.ts';

/** The fixture collection with `kokoelma.md` rewritten. */
function withCollection(text: string): ContentFiles {
  const content = fixtureContent();
  return { ...content, collection: { ...content.collection, text } };
}
const COLLECTION = (extra: string, name = 'Aino') => `---\notsikko: Eliökokoelma\nnimi: ${name}\nluokka: 8b\n${extra}---\n`;

/** A small photo carrying the given EXIF (sharp writes it; no committed test photos). */
async function photoWith(exif: Record<string, Record<string, string>>, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } }).withExif(exif);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '65/1 0/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 28/1 12/1' } };
const SERIAL = { IFD0: { Make: 'Kamera Oy', Model: 'K1' }, IFD2: { BodySerialNumber: 'SN123456' } };

describe('findPrivateMetadata', () => {
  it('finds GPS in EXIF as a location', async () => {
    const { exif } = await sharp(await photoWith(GPS)).metadata();
    assert.deepEqual(findPrivateMetadata({ exif }), { location: true, identity: [] });
  });

  it('finds a body serial number as identity, but not make and model alone', async () => {
    const serial = await sharp(await photoWith(SERIAL)).metadata();
    assert.deepEqual(findPrivateMetadata({ exif: serial.exif }), { location: false, identity: ['BodySerialNumber'] });
    const plain = await sharp(await photoWith({ IFD0: { Make: 'Kamera Oy', Model: 'K1' } })).metadata();
    assert.deepEqual(findPrivateMetadata({ exif: plain.exif }), { location: false, identity: [] });
  });

  it('reads location and identity from XMP text', () => {
    const xmp = Buffer.from(
      '<x:xmpmeta><rdf:Description exif:GPSLatitude="65,0.6N" aux:SerialNumber="123"><exifEX:BodySerialNumber>77</exifEX:BodySerialNumber></rdf:Description></x:xmpmeta>',
    );
    assert.deepEqual(findPrivateMetadata({ xmp }), { location: true, identity: ['BodySerialNumber', 'SerialNumber'] });
    assert.deepEqual(findPrivateMetadata({ xmp: Buffer.from('<x:xmpmeta><exif:GPSLatitude></exif:GPSLatitude></x:xmpmeta>') }), {
      location: false,
      identity: [],
    });
  });

  it('counts a damaged EXIF block as empty', () => {
    assert.deepEqual(findPrivateMetadata({ exif: Buffer.from('Exif\0\0garbage') }), { location: false, identity: [] });
  });
});

describe('the build checks every photo for private metadata', () => {
  // The check reads the sources before any encoding: the published variants are not what is tested.
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
  });
  after(async () => ws.cleanup());

  it('refuses a photo with a location in Finnish, naming the photo and the fix, and writes nothing', async () => {
    await writeFile(path.join(ws.assetsDir, 'puut/manty-1.png'), await photoWith(GPS, 'png'));
    const { exif } = await sharp(path.join(ws.assetsDir, 'puut/manty-1.png')).metadata();
    assert.equal(findPrivateMetadata({ exif }).location, true, 'sharp keeps GPS in the PNG fixture');
    await assert.rejects(buildInto(ws, undefined, quick()), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      const problem = error.problems.find((p) => p.file?.endsWith('assets/puut/manty-1.png'));
      assert.ok(problem, JSON.stringify(error.problems));
      assert.equal(problem.code, 'image.location');
      assert.match(problem.message, /npm run puhdista-kuvat/, 'the command that fixes it is named');
      return true;
    });
    assert.deepEqual(await readdir(ws.outDir).catch(() => []), []);
  });

  it('warns about a camera serial number without stopping the build', async () => {
    await writeFile(path.join(ws.assetsDir, 'puut/manty-1.png'), await photoWith(SERIAL, 'png'));
    const result = await buildInto(ws, undefined, quick());
    const warning = result.warnings.find((p) => p.file?.endsWith('assets/puut/manty-1.png'));
    assert.ok(warning, JSON.stringify(result.warnings));
    assert.equal(warning.code, 'image.identity');
    assert.match(warning.message, /sarjanumero/, 'the detail found is named');
    assert.match(warning.message, /npm run puhdista-kuvat/, 'the command that fixes it is named');
  });

  it('warns about a photo whose only identity is a copyright name, as the cleaner removes it', async () => {
    await writeFile(path.join(ws.assetsDir, 'puut/manty-1.png'), await photoWith({ IFD0: { Copyright: '(c) Matti Meikalainen' } }, 'png'));
    const result = await buildInto(ws, undefined, quick());
    const warning = result.warnings.find((p) => p.file?.endsWith('assets/puut/manty-1.png'));
    assert.ok(warning, JSON.stringify(result.warnings));
    assert.equal(warning.code, 'image.identity');
    assert.match(warning.message, /\(Copyright\)/, 'the tag found is named');
  });

  it('lets a photo keep its location when kokoelma.md says sijainnit: saa näkyä', async () => {
    await writeFile(path.join(ws.assetsDir, 'puut/manty-1.png'), await photoWith(GPS, 'png'));
    const result = await buildInto(ws, withCollection(COLLECTION('sijainnit: saa näkyä\n')), quick());
    assert.deepEqual(
      result.warnings.filter((w) => w.code === 'image.identity'),
      [],
    );
  });
});

describe('kokoelma.md: sijainnit and first name only', () => {
  const problems = (text: string) => parseContent(withCollection(text), ['.png', '.jpg']).problems;

  it('refuses a surname at the nimi line with the same message as npm run aloita', () => {
    const found = problems(COLLECTION('', 'Eetu Virtanen'));
    assert.equal(found.length, 1);
    assert.deepEqual({ file: found[0]!.file, line: found[0]!.line, key: found[0]!.key }, { file: 'src/data/kokoelma.md', line: 3, key: 'nimi' });
    assert.equal(found[0]!.code, 'content.name.notFirstName');
  });

  it('accepts only saa näkyä for sijainnit, with a Finnish message at its line', () => {
    assert.deepEqual(problems(COLLECTION('sijainnit: Saa Näkyä\n')), []);
    const found = problems(COLLECTION('sijainnit: kyllä\n'));
    assert.equal(found.length, 1);
    assert.deepEqual([found[0]!.code, found[0]!.line], ['content.locations.value', 5]);
  });
});

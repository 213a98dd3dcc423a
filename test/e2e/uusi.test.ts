import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import sharp from 'sharp';
import { buildSite } from '../../src/build/build-site.ts';
import { defaults, resolveSettings } from '../../src/config.ts';
import { parsePage } from '../helpers/dom.ts';
import { canMakeHeic, heicFromJpeg } from '../helpers/heic.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

/** A phone photo: a shooting date, the phone's make and model, and where it was taken. */
const phonePhoto = (colour: string, takenAt: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'Omena', Model: 'Kamerapuhelin 15 Pro' },
      IFD2: { DateTimeOriginal: takenAt },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

const CAMERA_TEXTS = ['Omena', 'Kamerapuhelin'];

/** `npm run uusi` typed in the photos folder: npm runs it in the project, photo paths stay relative to where it was typed. */
const uusi = (project: ProjectCopy, args: string[]) =>
  spawnSync('npm', ['--prefix', project.root, 'run', '--silent', 'uusi', '--', ...args], { cwd: project.photosDir, encoding: 'utf8' });

/** The temp project's content as its build would read it (bundled afresh, never the real src/data). */
async function contentOf(project: ProjectCopy): Promise<unknown> {
  const bundle = await build({ entryPoints: [path.join(project.root, 'src', 'data', 'index.ts')], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return ((await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0]!.text).toString('base64')}`)) as { content: unknown }).content;
}

describe('npm run uusi from phone photos to a built page (a temp copy of the project)', () => {
  let project: ProjectCopy;
  before(async () => {
    project = await copyProject({ whole: true });
  });
  after(() => project.cleanup());

  it('should add a species from a HEIC and a JPEG, then build its page with "Kuva 1 / 2", the date, and no camera metadata in any file', async (t) => {
    if (!canMakeHeic(t)) return;
    await writeFile(path.join(project.photosDir, 'IMG_0412.HEIC'), await heicFromJpeg(await phonePhoto('#5070b0', '2024:05:21 09:15:00')));
    await writeFile(path.join(project.photosDir, 'IMG_0413.jpg'), await phonePhoto('#b07050', '2024:05:22 10:00:00'));

    const run = uusi(project, ['Sinivuokko', '--tieteellinen', 'Hepatica nobilis', 'IMG_0412.HEIC', 'IMG_0413.jpg']);
    assert.equal(run.status, 0, `npm run uusi failed:\n${run.stdout}\n${run.stderr}`);
    assert.match(run.stdout, /^Lisättiin laji Sinivuokko \(Hepatica nobilis\) ryhmään kasvit\.$/m);
    assert.match(run.stdout, /^ {2}assets\/kasvit\/sinivuokko-1\.heic {2}\(kopio tiedostosta .*IMG_0412\.HEIC\)$/m, 'the HEIC kept as HEIC, under a clean name');
    assert.match(run.stdout, /^ {2}assets\/kasvit\/sinivuokko-2\.jpg /m);
    assert.match(run.stdout, /^Kuvausaika 21\.5\.2024 luettiin ensimmäisen kuvan tiedoista\.$/m, "the first photo's date, read from the HEIC");
    assert.match(run.stdout, /tiedostoon src\/data\/species\/kasvit\.ts/, 'the file to edit next');
    assert.match(run.stdout, /Lajin sivu: http:\/\/127\.0\.0\.1:4173\/kasvi\/Sinivuokko\/$/m, "the page's address");

    const outDir = path.join(project.root, 'dist');
    // One width, a smaller large variant and the quickest AVIF effort: the 38 sample drawings are
    // encoded too, and the page needs no more to show what the test looks at.
    const settings = resolveSettings({}, {}, {
      assetsDir: path.join(project.root, 'assets'),
      outDir,
      cacheDir: path.join(project.root, '.cache', 'images'),
      images: { slots: { card: { ...defaults.images.slots.card, widths: [280] }, detail: { ...defaults.images.slots.detail, widths: [480] } }, largeLongEdge: 640, avifEffort: 0 },
    });
    const result = await buildSite({ content: await contentOf(project), settings });
    assert.deepEqual(result.unusedPhotos, [], 'both photos are used');

    const page = parsePage(await readFile(path.join(outDir, 'kasvi', 'Sinivuokko', 'index.html'), 'utf8'));
    assert.equal(page.querySelector('h1')?.textContent, 'Sinivuokko Hepatica nobilis');
    assert.equal(page.querySelector('[data-counter]')?.textContent, 'Kuva 1 / 2');
    assert.equal(page.querySelector('.facts time')?.textContent, '21.5.2024');
    assert.equal(page.querySelectorAll('template[data-picture]').length, 1, 'the second photo waits for "Seuraava kuva"');

    const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    let images = 0;
    for (const file of files) {
      const name = path.relative(outDir, file);
      if (/\.(avif|webp|jpg)$/.test(file)) {
        const meta = await sharp(file).metadata();
        assert.equal(meta.exif, undefined, `${name}: no EXIF (camera, date, GPS position)`);
        assert.equal(meta.xmp, undefined, `${name}: no XMP`);
        assert.equal(meta.iptc, undefined, `${name}: no IPTC`);
        images++;
        continue;
      }
      // Text the build wrote (pages, styles, scripts, host files and their compressed copies).
      const bytes = await readFile(file);
      const text = (file.endsWith('.gz') ? gunzipSync(bytes) : file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes).toString('utf8');
      for (const camera of CAMERA_TEXTS) assert.equal(text.includes(camera), false, `${name} does not name the camera`);
    }
    assert.ok(images > 0, `${images} published images checked`);
  });

  it('should refuse a name already in the collection, in Finnish, with no stack trace, changing nothing', async () => {
    const kasvit = path.join(project.root, 'src', 'data', 'species', 'kasvit.ts');
    const before = await readFile(kasvit, 'utf8');
    await writeFile(path.join(project.photosDir, 'kielo.jpg'), await phonePhoto('#e0e0d0', '2024:06:01 12:00:00'));
    const run = uusi(project, ['Kielo', 'kielo.jpg']);
    assert.equal(run.status, 1, 'exit code 1');
    assert.match(run.stderr, /^Laji "Kielo" on jo kokoelmassa \(src\/data\/species\/kasvit\.ts\)\./m);
    assert.doesNotMatch(run.stderr, /^\s+at /m, 'no stack trace');
    assert.equal(await readFile(kasvit, 'utf8'), before, 'the species file is unchanged');
    assert.equal((await readdir(path.join(project.root, 'assets', 'kasvit'))).some((f) => f.startsWith('kielo-2')), false, 'no photo copied');
  });
});

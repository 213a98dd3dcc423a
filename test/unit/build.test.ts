import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFile, cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import type { ContentFiles } from '../../src/content/parse-content.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { cspHash, documentPolicy } from '../../src/pages/host-files.ts';
import { buildInto, fixtureContent, fixtureSpecies, makeWorkspace, NO_FACES, readPage, type Workspace } from '../helpers/fixtures.ts';
import { parsePage, templateContent } from '../helpers/dom.ts';
import { brokenLinks, siteInFolder } from '../helpers/site-checks.ts';
import { snapshot } from '../helpers/snapshot.ts';

/** Full builds (sharp, disk): the integration tests. Page details are tested in memory elsewhere. */
describe('build', () => {
  let ws: Workspace;
  let first: Record<string, string>;
  let firstResult: Awaited<ReturnType<typeof buildInto>>;
  // Three widths instead of six: the pipeline's work per width is the same, and tests stay fast.
  const slots = { card: { ...defaults.images.slots.card, widths: [280, 560] }, detail: { ...defaults.images.slots.detail, widths: [480] } };
  // AVIF and WebP at effort 0: the same files in the same formats, for half the encoding time (the
  // sample's e2e build keeps the defaults). Faces are faces-build.test.ts's: the model's start and a
  // detection per photo per cache are not this file's.
  const quick = { images: { slots, avifEffort: 0, webpEffort: 0 }, ...NO_FACES };
  // dist/ holds the fixture's site for every test: a test that builds other content builds it elsewhere.
  const build = (content = fixtureContent(), assetsDir = ws.assetsDir) => buildInto(ws, content, { ...quick, assetsDir });
  /**
   * A copy of the fixture's photos for a test that adds or changes one: the shared assets/ stays
   * exactly as makeWorkspace drew it for every other test, in any order.
   */
  let copies = 0;
  const ownAssets = async () => {
    const dir = path.join(ws.dir, `assets-${++copies}`);
    await cp(ws.assetsDir, dir, { recursive: true });
    return dir;
  };
  const buildElsewhere = (content: ContentFiles, folder: string, cacheDir = ws.cacheDir, assetsDir = ws.assetsDir) =>
    buildInto(ws, content, { ...quick, outDir: path.join(ws.dir, folder), cacheDir, assetsDir });
  before(async () => {
    ws = await makeWorkspace();
    firstResult = await build();
    first = await snapshot(ws.outDir);
  });
  after(() => ws.cleanup());

  it('should write the home page, a page per species and both not-found pages', () => {
    for (const file of [
      'index.html',
      'kasvi/Metsmnty/index.html',
      'kasvi/Haapa/index.html',
      'kasvi/Rapuhmhkki/index.html',
      'kasvi/Iso kuovi/index.html',
      '404.html',
      'kasvi/404.html',
    ]) {
      assert.ok(first[file], `${file} is written`);
    }
  });

  it('should write host and crawler files beside the pages', () => {
    for (const file of ['_headers', 'robots.txt']) assert.ok(first[file], `${file} is written`);
    assert.equal(first['sitemap.xml'], undefined, 'no sitemap without a site URL');
  });

  it('should write every file a link points at', async () => {
    assert.deepEqual(brokenLinks(await siteInFolder(ws.outDir)).broken, []);
  });

  it('should list the photos in assets/ that no species uses, as a warning, not an error', async () => {
    const assets = await ownAssets();
    for (const file of ['IMG_0412.HEIC', 'puut/koivu 2.jpg', '.piilo.jpg']) await writeFile(path.join(assets, file), 'not decoded: only listed');
    const result = await build(fixtureContent(), assets);
    const unused = result.warnings.filter((w) => w.code === 'image.unused');
    assert.deepEqual(
      unused.map((w) => w.photo),
      ['IMG_0412.HEIC', 'puut/koivu 2.jpg'],
      'any case, any folder; hidden files are not photos',
    );
    assert.ok(unused[1]!.file!.endsWith('/puut/koivu 2.jpg'), 'on the photo itself, for GitHub to annotate');
  });

  it('should show the shooting date a camera JPEG records when none is written', async () => {
    const { document } = await readPage(ws, 'kasvi/Rapuhmhkki/index.html');
    assert.equal(document.querySelector('time')?.textContent, '15.8.2022');
  });

  it('should publish only processed variants, never a source file as it is', async () => {
    const published = Object.keys(first).filter((f) => f.startsWith('img/'));
    assert.ok(published.length > 0);
    assert.ok(
      published.every((f) => /^img\/[a-z0-9-]+-[0-9a-f]{8}-((card|detail)-\d+\.(avif|webp|jpg)|full\.webp)$/.test(f)),
      'hashed variant names',
    );
    const sourceHash = createHash('sha256')
      .update(await readFile(path.join(ws.assetsDir, 'hamahakki.jpg')))
      .digest('hex');
    assert.ok(!Object.values(first).includes(sourceHash), 'the source JPEG is not copied');
    assert.ok(!Object.keys(first).some((f) => f.endsWith('.png')), 'no PNG source is copied');
  });

  it('should carry no live-reload code (that is only for npm run dev)', async () => {
    for (const file of Object.keys(first).filter((f) => f.endsWith('.html'))) {
      assert.doesNotMatch(await readFile(path.join(ws.outDir, file), 'utf8'), /__dev/, file);
    }
  });

  it('should write no stylesheet, script or favicon file: every page carries them', () => {
    assert.deepEqual(
      Object.keys(first).filter((f) => /\.(css|js|svg)(\.gz|\.br)?$/.test(f)),
      [],
    );
  });

  it('should inline the favicon, and one stylesheet and script, the same bytes on every page, that the policy in _headers allows by hash', async () => {
    const policy = documentPolicy(await readFile(path.join(ws.outDir, '_headers'), 'utf8')) ?? '';
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const favicon = await readFile('src/client/favicon.svg', 'utf8');
    for (const file of Object.keys(first).filter((f) => f.endsWith('.html'))) {
      const { document } = await readPage(ws, file);
      const icon = document.querySelector('link[rel=icon]')?.getAttribute('href') ?? '';
      assert.equal(decodeURIComponent(icon.replace(/^data:image\/svg\+xml,/, '')), favicon.trim(), `${file}: the favicon, inline`);
      for (const style of document.querySelectorAll('style')) styles.add(style.textContent ?? '');
      for (const script of document.querySelectorAll('script')) scripts.add(script.textContent ?? '');
      assert.equal(
        document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
        policy.replace("; frame-ancestors 'none'", ''),
        file,
      );
    }
    assert.equal(styles.size, 1, 'one stylesheet text on every page');
    assert.equal(scripts.size, 1, 'one script text wherever there is one');
    assert.match([...styles][0]!, /\.topbar\{/, 'the site stylesheet');
    assert.match([...styles][0]!, /\.ph-[0-9a-f]{3}\{background-color:#[0-9a-f]{3}\}/, 'with the placeholder colours');
    const [detailW, detailH] = defaults.images.slots.detail.aspect;
    assert.match([...styles][0]!, new RegExp(`\\.detail\\{max-width:${defaults.layout.detailWidth / 16}rem\\}`), 'the detail card as wide as the settings say');
    assert.match([...styles][0]!, new RegExp(`aspect-ratio:${detailW} / ${detailH}`), "the detail frame in the detail crop's shape");
    assert.ok(policy.includes(`style-src ${cspHash([...styles][0]!)};`), 'the policy allows the stylesheet');
    assert.ok(policy.includes(`script-src 'self' ${cspHash([...scripts][0]!)};`), 'the policy allows the script');
  });

  it('should write gzip and Brotli copies of every HTML, CSS and JS file, and of no image or other binary file', async () => {
    const text = Object.keys(first).filter((f) => /\.(html|css|js)$/.test(f));
    assert.ok(text.length > 0);
    for (const file of text) {
      const original = await readFile(path.join(ws.outDir, file));
      assert.deepEqual(gunzipSync(await readFile(path.join(ws.outDir, `${file}.gz`))), original, `${file}.gz`);
      assert.deepEqual(brotliDecompressSync(await readFile(path.join(ws.outDir, `${file}.br`))), original, `${file}.br`);
    }
    const compressedFrom = Object.keys(first)
      .filter((f) => /\.(gz|br)$/.test(f))
      .map((f) => f.replace(/\.(gz|br)$/, ''));
    const binary = compressedFrom.filter((f) => !/\.(html|css|js|txt|xml|json|svg)$/.test(f));
    assert.deepEqual(binary, [], 'only text is compressed: images and the booklet are already');
  });

  it('should produce identical bytes when built twice from the same input', async () => {
    await build();
    const result = await build();
    assert.equal(result.images.cacheHits, result.images.sources, 'a build again takes every image from the cache');
    assert.deepEqual(await snapshot(ws.outDir), first);
  });

  it('should build the same site when a cache folder cannot be written, and say so in its result', async () => {
    const cacheDir = path.join(ws.dir, 'cache-blocked');
    // The photos stay cached (the build is quick); a file stands where the compressed copies' folder would be.
    await cp(path.join(ws.cacheDir, 'images'), path.join(cacheDir, 'images'), { recursive: true });
    await writeFile(path.join(cacheDir, 'precompressed'), 'ei kansio');
    const result = await buildElsewhere(fixtureContent(), 'dist-blocked', cacheDir);
    assert.deepEqual(
      result.warnings.filter((problem) => problem.code.startsWith('cache.')).map((problem) => problem.code),
      ['cache.writeFailed'],
      'one warning for the folder',
    );
    assert.deepEqual(await snapshot(path.join(ws.dir, 'dist-blocked')), first, 'the same names and bytes');
  });

  it('should fail on bad content, list every problem at its file and line, and leave dist/ byte-for-byte as it was', async () => {
    const species = fixtureSpecies();
    species[1] = { ...species[1]!, infoCard: { kuvausaika: '31.2.2023' } };
    species[2] = { ...species[2]!, images: [{ source: 'puuttuu.jpg' }] };
    await assert.rejects(build(fixtureContent(species)), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.equal(error.code, 'content.invalid');
      assert.deepEqual(error.problems.map((p) => [p.file, p.line, p.key, p.code]).sort(), [
        ['src/data/lajit/hamahakit/rapuhamahakki.md', 4, 'kuvat', 'image.missing'],
        ['src/data/lajit/puut/haapa.md', 6, 'kuvausaika', 'content.date.notReal'],
      ]);
      return true;
    });
    assert.deepEqual(await snapshot(ws.outDir), first, 'dist/ untouched');
  });

  it('should fail on a corrupt image, naming the file and line it is written on, and leave dist/ as it was', async () => {
    const assets = await ownAssets();
    await writeFile(path.join(assets, 'rikki.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    const species = fixtureSpecies();
    species[1] = { ...species[1]!, images: [{ source: 'rikki.jpg' }] };
    await assert.rejects(build(fixtureContent(species), assets), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.deepEqual(
        error.problems.map((p) => [p.file, p.line, p.key, p.code]),
        [['src/data/lajit/puut/haapa.md', 5, 'kuvat', 'image.undecodable']],
      );
      return true;
    });
    assert.deepEqual(await snapshot(ws.outDir), first, 'dist/ untouched');
  });

  it('should crop a photo around its kohde as another set of crops, beside the same photo without one', async () => {
    const species = fixtureSpecies();
    species[1] = { ...species[1]!, images: [{ source: 'puut/haapa.png' }, { source: 'puut/haapa.png', focus: { x: 10, y: 50 } }] };
    const result = await buildElsewhere(fixtureContent(species), 'dist-kohde');
    assert.equal(result.images.sources, 6, 'five photos, haapa.png twice: with and without its kohde');
    const document = parsePage(await readFile(path.join(ws.dir, 'dist-kohde', 'kasvi/Haapa/index.html'), 'utf8'));
    const plain = document.querySelector('.detail-media img')?.getAttribute('src');
    const focused = templateContent(document.querySelector('template[data-picture]')!).querySelector('img')?.getAttribute('src');
    assert.ok(plain && focused && plain !== focused, `two different crops: ${plain}, ${focused}`);
  });

  it('should write the same dist/ from a cold cache as from a warm one, whatever a photo was called when cached', async () => {
    const spider = fixtureSpecies()[2]!;
    const cache = path.join(ws.dir, 'cache-renamed');
    const assets = await ownAssets();
    await buildElsewhere(fixtureContent([spider]), 'dist-renamed', cache, assets);
    await copyFile(path.join(assets, 'hamahakki.jpg'), path.join(assets, 'hamahakki-uusi.jpg'));
    const content = fixtureContent([{ ...spider, images: [{ source: 'hamahakki-uusi.jpg' }] }]);
    const warm = await buildElsewhere(content, 'dist-renamed', cache, assets);
    assert.equal(warm.images.cacheHits, 1, 'the renamed photo comes from the cache');
    const warmFiles = await snapshot(path.join(ws.dir, 'dist-renamed'));
    const cold = await buildElsewhere(content, 'dist-renamed', path.join(ws.dir, 'cache-cold'), assets);
    assert.equal(cold.images.cacheHits, 0, 'nothing cached');
    assert.deepEqual(await snapshot(path.join(ws.dir, 'dist-renamed')), warmFiles, 'the same names and bytes');
  });

  it('should name each photo whose budgeted variant is at the AVIF quality floor, at its file and line, and no photo under budget', async () => {
    const species = [fixtureSpecies()[1]!, fixtureSpecies()[2]!];
    const result = await buildInto(ws, fixtureContent(species), {
      ...NO_FACES,
      images: { slots, avifEffort: 0, webpEffort: 0, leadBudgets: { card: { width: 280, maxBytes: 1 } } },
      outDir: path.join(ws.dir, 'dist-floor'),
    });
    const atFloor = (built: typeof result) =>
      built.warnings.filter((w) => w.code === 'image.qualityFloor').map((w) => ({ photo: w.photo, file: w.file, line: w.line }));
    assert.deepEqual(atFloor(result), [
      { photo: 'hamahakki.jpg', file: 'src/data/lajit/hamahakit/rapuhamahakki.md', line: 4 },
      { photo: 'puut/haapa.png', file: 'src/data/lajit/puut/haapa.md', line: 5 },
    ]);
    // The fixture's own build, these two photos among its five, at the default budgets.
    assert.deepEqual(atFloor(firstResult), [], 'the fixture photos are far under the default budgets');
  });

  describe('with an empty image cache', () => {
    /** A cache folder no build has used: whatever is in it afterwards, this build encoded. */
    let cacheDir: string;
    let n = 0;
    beforeEach(() => {
      cacheDir = path.join(ws.dir, `cache-empty-${++n}`);
    });
    const cacheEntries = async () => (await readdir(path.join(cacheDir, 'images')).catch(() => [])).length;

    it('should report a content mistake before encoding any photo', async () => {
      const species = fixtureSpecies();
      species[3] = { ...species[3]!, infoCard: { kuvausaika: '17.5.' } };
      await assert.rejects(buildInto(ws, fixtureContent(species), { ...quick, cacheDir }), (error: unknown) => {
        assert.ok(error instanceof StudentError);
        assert.deepEqual(
          error.problems.map((p) => [p.file, p.line, p.key]),
          [['src/data/lajit/kahlaajat/iso-kuovi.md', 5, 'kuvausaika']],
        );
        return true;
      });
      assert.equal(await cacheEntries(), 0, 'no photo was encoded: the five photos of the other species waited for the content');
    });

    it('should report a missing photo and an empty (0-byte) one before encoding any of the others', async () => {
      const assetsDir = await ownAssets();
      await writeFile(path.join(assetsDir, 'pilvessa.jpg'), '');
      const species = fixtureSpecies();
      species[1] = { ...species[1]!, images: [{ source: 'puut/haapa.png' }, { source: 'puuttuu.jpg' }] };
      species[2] = { ...species[2]!, images: [{ source: 'pilvessa.jpg' }] };
      await assert.rejects(buildInto(ws, fixtureContent(species), { ...quick, cacheDir, assetsDir }), (error: unknown) => {
        assert.ok(error instanceof StudentError);
        assert.deepEqual(
          error.problems.map((p) => [p.file, p.line, p.key]),
          [
            ['src/data/lajit/hamahakit/rapuhamahakki.md', 4, 'kuvat'],
            ['src/data/lajit/puut/haapa.md', 6, 'kuvat'],
          ],
        );
        assert.deepEqual(
          error.problems.map((p) => p.code),
          ['image.empty', 'image.missing'],
        );
        return true;
      });
      assert.equal(await cacheEntries(), 0, 'no photo was encoded');
    });
  });
});

/**
 * `hakukoneet: ei` in kokoelma.md keeps the site out of search engines: the real build, read back
 * from disk with linkedom, and the dev build in memory. The default stays indexable.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createDevBuild, EVERYTHING } from '../../src/pipeline/dev-build.ts';
import { resolveSettings } from '../../src/config.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { headersFor, parseHeaderRules } from '../../src/serve/header-rules.ts';
import { parsePage } from '../helpers/dom.ts';
import { buildInto, fixtureContent, makeImage, makeWorkspace, quick, type Workspace } from '../helpers/fixtures.ts';

const SITE_URL = 'https://aino.example.org/eliokokoelma/';
const slots = { card: { aspect: [4, 3] as [number, number], widths: [120] }, detail: { aspect: [4, 3] as [number, number], widths: [160] } };

/** The fixture collection with `hakukoneet: <value>` added to kokoelma.md. */
function withSearchEngines(value: string) {
  const files = fixtureContent();
  return { ...files, collection: { ...files.collection, text: files.collection.text!.replace(/^---\n$/m, `hakukoneet: ${value}\n---\n`) } };
}

const robotsMeta = (html: string) => parsePage(html).querySelector('meta[name="robots"]')?.getAttribute('content');

describe('hakukoneet in kokoelma.md', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
  });
  after(() => ws.cleanup());

  const build = async (content: ReturnType<typeof fixtureContent>, folder: string) => {
    const outDir = path.join(ws.dir, folder);
    const result = await buildInto(ws, content, quick({ images: { slots }, outDir, siteUrl: SITE_URL }));
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html'));
    const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
    const exists = (file: string) =>
      readFile(path.join(outDir, file)).then(
        () => true,
        () => false,
      );
    return { pages, read, exists };
  };

  it('hakukoneet: ei puts noindex on every page and every path, and writes no sitemap even with a site URL', async () => {
    const text = withSearchEngines('ei').collection.text;
    assert.match(text, /^hakukoneet: ei$/m, 'the key is in the front matter');
    const site = await build(withSearchEngines('ei'), 'dist-noindex');
    assert.ok(site.pages.includes('index.html') && site.pages.includes('404.html'), site.pages.join(', '));
    assert.ok(
      site.pages.some((file) => file.startsWith('kasvi/')),
      'species pages were built',
    );
    assert.ok(site.pages.length >= 5, 'home, species and both not-found views');
    for (const file of site.pages) assert.equal(robotsMeta(await site.read(file)), 'noindex', `${file}: robots noindex meta`);

    const headers = await site.read('_headers');
    const rules = parseHeaderRules(headers);
    for (const url of [
      '/eliokokoelma/',
      '/eliokokoelma/index.html',
      '/eliokokoelma/kasvi/kielo/',
      '/eliokokoelma/img/x.avif',
      '/eliokokoelma/robots.txt',
      '/eliokokoelma/kokoelma.pdf',
    ])
      assert.equal(headersFor(rules, url).get('X-Robots-Tag'), 'noindex', `${url}: X-Robots-Tag`);

    assert.equal(await site.exists('sitemap.xml'), false, 'no sitemap.xml');
    const robots = await site.read('robots.txt');
    assert.doesNotMatch(robots, /Sitemap/i, 'robots.txt names no sitemap');
    assert.doesNotMatch(robots, /Disallow/i, 'crawlers may still come and read the noindex');
    assert.match(robots, /^Allow: \/$/m);
  });

  it('by default (and with hakukoneet: kyllä) the site is indexable and has its sitemap', async () => {
    for (const [folder, content] of [
      ['dist-default', fixtureContent()],
      ['dist-kylla', withSearchEngines('Kyllä')],
    ] as const) {
      const site = await build(content, folder);
      // The not-found views always carry noindex; the home and species pages only with hakukoneet: ei.
      const indexed = site.pages.filter((page) => page === 'index.html' || (page.startsWith('kasvi/') && !page.endsWith('404.html')));
      assert.ok(indexed.length >= 2, indexed.join(', '));
      for (const file of indexed) assert.equal(robotsMeta(await site.read(file)), undefined, `${folder}/${file}: no robots meta`);
      assert.doesNotMatch(await site.read('_headers'), /X-Robots-Tag/, `${folder}: no X-Robots-Tag`);
      assert.ok(await site.exists('sitemap.xml'), `${folder}: sitemap.xml`);
      assert.match(await site.read('robots.txt'), /^Sitemap: https:\/\/aino\.example\.org\/eliokokoelma\/sitemap\.xml$/m);
    }
  });

  it('another value is a Finnish problem at its line', () => {
    const parsed = parseContent(withSearchEngines('joo'), ['.png', '.jpg']);
    assert.equal(parsed.content, undefined);
    const problem = parsed.problems.find((p) => p.key === 'hakukoneet');
    assert.ok(problem, JSON.stringify(parsed.problems));
    assert.equal(problem.file, 'src/data/kokoelma.md');
    assert.equal(problem.line, 5);
    assert.match(problem.message, /arvo on kyllä tai ei.*"joo"/);
  });
});

describe('the dev build', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-search-dev-'));
    await mkdir(path.join(dir, 'data', 'lajit', 'kasvit'), { recursive: true });
    await writeFile(path.join(dir, 'data', 'kokoelma.md'), '---\notsikko: Kokoelma\nnimi: Aino\nluokka: 8b\nhakukoneet: ei\n---\n');
    await writeFile(path.join(dir, 'data', 'lajit', 'kasvit', 'haapa.md'), '---\nnimi: Haapa\nkuvat:\n  - a.png\n  - b.jpg\n---\nTeksti.\n');
    await makeImage(path.join(dir, 'assets', 'a.png'), 400, 300, '#3a6b4a');
    // A camera serial but no location: a warning, not an error.
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6b3a4a' } })
      .withExif({ IFD2: { BodySerialNumber: 'SN123456' } })
      .jpeg()
      .toFile(path.join(dir, 'assets', 'b.jpg'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('honours hakukoneet: ei and returns the camera-identity warnings', async () => {
    const settings = resolveSettings(
      {},
      {},
      quick({
        dataDir: path.join(dir, 'data'),
        assetsDir: path.join(dir, 'assets'),
        cacheDir: path.join(dir, 'cache'),
        outDir: path.join(dir, 'dist'),
        siteUrl: SITE_URL,
      }),
    );
    const result = await createDevBuild(settings, '/__dev/reload.js').build(EVERYTHING);
    const text = (file: string) => new TextDecoder().decode(result.files.get(file) as Uint8Array);
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html'));
    assert.equal(pages.length, 4, pages.join(', '));
    for (const file of pages) assert.equal(robotsMeta(text(file)), 'noindex', `${file}: robots noindex meta`);
    assert.match(text('_headers'), /^\/eliokokoelma\/\*\n {2}X-Robots-Tag: noindex$/m);
    assert.equal(result.files.has('sitemap.xml'), false);
    assert.doesNotMatch(text('robots.txt'), /Sitemap/);
    const identity = result.warnings.filter((w) => w.code === 'image.identity');
    assert.equal(identity.length, 1, JSON.stringify(result.warnings));
    assert.match(identity[0]!.file!, /assets\/b\.jpg$/);
    assert.match(identity[0]!.message, /sarjanumero.*npm run puhdista-kuvat/);
  });
});

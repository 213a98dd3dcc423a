import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../src/build-site.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/host-files.ts';
import { fixtureContent, makeWorkspace, readPage, type Workspace } from '../helpers/fixtures.ts';

describe('host and crawler files', () => {
  let ws: Workspace;
  let plain: Workspace;
  const read = (w: Workspace, file: string) => readFile(path.join(w.outDir, file), 'utf8');
  before(async () => {
    ws = await makeWorkspace();
    plain = await makeWorkspace();
    const folders = (w: Workspace) => ({ assetsDir: w.assetsDir, outDir: w.outDir, cacheDir: w.cacheDir });
    await buildSite({ content: fixtureContent(), ...folders(ws), siteUrl: 'https://aino.example.org/eliokokoelma/' });
    await buildSite({ content: fixtureContent(), ...folders(plain) });
  });
  after(async () => {
    await ws.cleanup();
    await plain.cleanup();
  });

  it('should write _headers with a strict CSP on documents and immutable caching on hashed files', async () => {
    const headers = await read(ws, '_headers');
    assert.doesNotMatch(CONTENT_SECURITY_POLICY, /unsafe-inline|unsafe-eval/);
    assert.match(headers, /^\/eliokokoelma\/\n {2}Content-Security-Policy: default-src 'self'/m, 'home gets the policy');
    assert.match(headers, /^\/eliokokoelma\/kasvi\/\*\n {2}Content-Security-Policy/m, 'species pages get the policy');
    assert.match(headers, /^\/eliokokoelma\/img\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m);
    assert.match(headers, /^\/eliokokoelma\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m);
    assert.doesNotMatch(headers.split('/eliokokoelma/img/*')[1]!, /Content-Security-Policy/, 'images get no CSP');
  });

  it('should write robots.txt, and sitemap.xml with every page when a site URL is set', async () => {
    assert.match(await read(ws, 'robots.txt'), /^Sitemap: https:\/\/aino\.example\.org\/eliokokoelma\/sitemap\.xml$/m);
    const sitemap = await read(ws, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(locs, [
      'https://aino.example.org/eliokokoelma/',
      'https://aino.example.org/eliokokoelma/kasvi/Metsmnty/',
      'https://aino.example.org/eliokokoelma/kasvi/Haapa/',
      'https://aino.example.org/eliokokoelma/kasvi/Rapuhmhkki/',
      'https://aino.example.org/eliokokoelma/kasvi/Iso%20kuovi/',
    ]);
    assert.doesNotMatch(await read(plain, 'robots.txt'), /Sitemap/);
    await assert.rejects(read(plain, 'sitemap.xml'), /ENOENT/, 'no sitemap without absolute URLs');
  });

  it('should give each page a canonical URL and share tags with the first image', async () => {
    const { document } = await readPage(ws, 'kasvi/Metsmnty/index.html');
    assert.equal(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://aino.example.org/eliokokoelma/kasvi/Metsmnty/');
    assert.equal(document.querySelector('meta[property="og:title"]')?.getAttribute('content'), 'Metsämänty (Pinus sylvestris) – Eliökokoelma');
    assert.match(document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '', /^https:\/\/aino\.example\.org\/eliokokoelma\/img\/manty-1-[0-9a-f]+-\d+\.jpg$/);
    assert.equal(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image');
    const noImage = (await readPage(ws, 'kasvi/Iso kuovi/index.html')).document;
    assert.equal(noImage.querySelector('meta[property="og:image"]'), null, 'no image: no og:image');
    const home = (await readPage(plain, 'index.html')).document;
    assert.equal(home.querySelector('link[rel="canonical"]'), null, 'no site URL: no canonical link');
  });

  it('should link an SVG favicon of our own from every page', async () => {
    for (const file of ['index.html', 'kasvi/Haapa/index.html', '404.html']) {
      const { document } = await readPage(plain, file);
      const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
      assert.match(href, /^\/assets\/favicon-[0-9a-f]+\.svg$/, file);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseContent } from '../../src/content/parse-content.ts';
import { CONTENT_SECURITY_POLICY, headersFile, robotsFile, sitemapFile } from '../../src/pages/host-files.ts';
import { createRoutes } from '../../src/pages/routes.ts';
import { fixtureContent, renderFixture } from '../helpers/fixtures.ts';

describe('host and crawler files', () => {
  const SITE_URL = 'https://aino.example.org/eliokokoelma/';
  const published = createRoutes('', SITE_URL);
  const species = parseContent(fixtureContent(), ['.png', '.jpg']).content!.species;
  const withUrl = renderFixture(fixtureContent(), { siteUrl: SITE_URL });
  const plain = renderFixture();

  it('should write _headers with a strict CSP on documents and immutable caching on hashed files', () => {
    const headers = headersFile(published);
    assert.doesNotMatch(CONTENT_SECURITY_POLICY, /unsafe-inline|unsafe-eval/);
    assert.match(headers, /^\/eliokokoelma\/\n {2}Content-Security-Policy: default-src 'self'/m, 'home gets the policy');
    assert.match(headers, /^\/eliokokoelma\/kasvi\/\*\n {2}Content-Security-Policy/m, 'species pages get the policy');
    assert.match(headers, /^\/eliokokoelma\/img\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m);
    assert.match(headers, /^\/eliokokoelma\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m);
    assert.doesNotMatch(headers.split('/eliokokoelma/img/*')[1]!, /Content-Security-Policy/, 'images get no CSP');
  });

  it('should write robots.txt, and sitemap.xml with every page when a site URL is set', () => {
    assert.match(robotsFile(published), /^Sitemap: https:\/\/aino\.example\.org\/eliokokoelma\/sitemap\.xml$/m);
    const sitemap = sitemapFile(published, species) ?? '';
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(locs, [
      'https://aino.example.org/eliokokoelma/',
      'https://aino.example.org/eliokokoelma/kasvi/Metsmnty/',
      'https://aino.example.org/eliokokoelma/kasvi/Haapa/',
      'https://aino.example.org/eliokokoelma/kasvi/Rapuhmhkki/',
      'https://aino.example.org/eliokokoelma/kasvi/Iso%20kuovi/',
    ]);
    assert.doesNotMatch(robotsFile(createRoutes()), /Sitemap/);
    assert.equal(sitemapFile(createRoutes(), species), undefined, 'no sitemap without absolute URLs');
  });

  it('should give each page a canonical URL and share tags with the first image', () => {
    const document = withUrl.page('kasvi/Metsmnty/index.html');
    assert.equal(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://aino.example.org/eliokokoelma/kasvi/Metsmnty/');
    assert.equal(document.querySelector('meta[property="og:title"]')?.getAttribute('content'), 'Metsämänty (Pinus sylvestris) – Eliökokoelma');
    assert.match(document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '', /^https:\/\/aino\.example\.org\/eliokokoelma\/img\/manty-1-[0-9a-f]+-detail-\d+\.jpg$/);
    assert.equal(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image');
    const noImage = withUrl.page('kasvi/Iso kuovi/index.html');
    assert.equal(noImage.querySelector('meta[property="og:image"]'), null, 'no image: no og:image');
    const home = plain.page('index.html');
    assert.equal(home.querySelector('link[rel="canonical"]'), null, 'no site URL: no canonical link');
  });

  it('should link an SVG favicon of our own from every page', () => {
    for (const file of ['index.html', 'kasvi/Haapa/index.html', '404.html']) {
      const document = plain.page(file);
      const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
      assert.match(href, /^\/assets\/favicon-[0-9a-f]+\.svg$/, file);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseContent } from '../../src/content/parse-content.ts';
import { contentSecurityPolicy, cspHash, documentPolicy, headersFile, robotsFile, sitemapFile } from '../../src/pages/host-files.ts';
import { createRoutes } from '../../src/pages/routes.ts';
import { fixtureContent, renderFixture, STUB_INLINE } from '../helpers/fixtures.ts';

/** A policy as directive name → its sources. */
const parsePolicy = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('host and crawler files', () => {
  const SITE_URL = 'https://aino.example.org/eliokokoelma/';
  const published = createRoutes('', SITE_URL);
  const species = parseContent(fixtureContent(), ['.png', '.jpg']).content!.species;
  const withUrl = renderFixture(fixtureContent(), { siteUrl: SITE_URL });
  const plain = renderFixture();

  it('should write _headers with the policy on documents and immutable caching on hashed files', () => {
    const headers = headersFile(published, STUB_INLINE);
    assert.match(headers, /^\/eliokokoelma\/\n {2}Content-Security-Policy: default-src 'self'/m, 'home gets the policy');
    assert.match(headers, /^\/eliokokoelma\/kasvi\/\*\n {2}Content-Security-Policy/m, 'species pages get the policy');
    assert.match(headers, /^\/eliokokoelma\/img\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m);
    assert.doesNotMatch(headers.split('/eliokokoelma/img/*')[1]!, /Content-Security-Policy/, 'images get no CSP');
    assert.equal(documentPolicy(headers), contentSecurityPolicy(STUB_INLINE, 'header'), 'the policy reads back from the file as written');
  });

  it('should allow inline only the stylesheet and script given, by their SHA-256, and nothing from elsewhere', () => {
    assert.equal(cspHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", 'the standard SHA-256 of no bytes, base64');
    const policy = contentSecurityPolicy(STUB_INLINE, 'header');
    assert.doesNotMatch(policy, /unsafe-|\*|https?:|blob:/, 'no unsafe keyword, wildcard or other origin');
    const directives = parsePolicy(policy);
    assert.deepEqual(directives.get('style-src'), [cspHash(STUB_INLINE.css)], 'the stylesheet by hash; no style files, no style attributes');
    assert.deepEqual(
      directives.get('script-src'),
      ["'self'", cspHash(STUB_INLINE.script)],
      'the script by hash; files only from this origin (the dev reload script)',
    );
    assert.deepEqual(directives.get('img-src'), ["'self'", 'data:'], 'images from this origin, and the inline favicon');
    assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
    const other = contentSecurityPolicy({ css: `${STUB_INLINE.css} `, script: STUB_INLINE.script }, 'header');
    assert.notEqual(parsePolicy(other).get('style-src')?.[0], directives.get('style-src')?.[0], 'one byte more: another hash');
  });

  it('should put the policy in every page as a <meta> before any inline code, the same on every page and without frame-ancestors', () => {
    const meta = contentSecurityPolicy(STUB_INLINE, 'meta');
    assert.equal(
      `${meta}; frame-ancestors 'none'`,
      contentSecurityPolicy(STUB_INLINE, 'header'),
      'the header policy less frame-ancestors, which a <meta> cannot carry',
    );
    for (const file of plain.pages.keys()) {
      const head = [...plain.page(file).head.children];
      const at = head.findIndex((e) => e.getAttribute('http-equiv') === 'Content-Security-Policy');
      assert.ok(at >= 0, `${file}: has the <meta> policy`);
      assert.equal(head[at]!.getAttribute('content'), meta, `${file}: the site's one policy`);
      assert.ok(
        head.slice(0, at).every((e) => !['STYLE', 'SCRIPT', 'LINK'].includes(e.tagName)),
        `${file}: nothing the policy governs comes before it`,
      );
    }
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
    assert.match(
      document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
      /^https:\/\/aino\.example\.org\/eliokokoelma\/img\/manty-1-[0-9a-f]+-detail-\d+\.jpg$/,
    );
    assert.equal(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image');
    const noImage = withUrl.page('kasvi/Iso kuovi/index.html');
    assert.equal(noImage.querySelector('meta[property="og:image"]'), null, 'no image: no og:image');
    const home = plain.page('index.html');
    assert.equal(home.querySelector('link[rel="canonical"]'), null, 'no site URL: no canonical link');
  });

  it('should give every page our own SVG favicon, inline', () => {
    for (const file of ['index.html', 'kasvi/Haapa/index.html', '404.html']) {
      const icon = plain.page(file).querySelector('link[rel="icon"]');
      assert.equal(icon?.getAttribute('href'), STUB_INLINE.favicon, file);
      assert.equal(icon?.getAttribute('type'), 'image/svg+xml', file);
    }
  });
});

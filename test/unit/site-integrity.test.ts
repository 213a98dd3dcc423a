import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imagePath } from '../../src/pages/routes.ts';
import { fixtureContent, renderFixture, type RenderedSite } from '../helpers/fixtures.ts';
import { brokenLinks, htmlErrors, siteInMemory } from '../helpers/site-checks.ts';

/** The rendered pages plus every file the build would write beside them. */
const files = (site: RenderedSite) =>
  siteInMemory(site.pages, [
    ...[...site.images.values()].flatMap((image) => [
      ...Object.values(image.slots).flatMap((slot) => slot.variants.map((v) => imagePath(v.name))),
      imagePath(image.large.name),
    ]),
  ]);

describe('site integrity', () => {
  const root = files(renderFixture());
  const sub = files(renderFixture(fixtureContent(), { basePath: '/eliokokoelma' }));

  it('should pass html-validate on every page with zero errors', async () => {
    assert.equal(root.pages.size, 7, 'home, 4 species, 2 not-found pages');
    assert.deepEqual(await htmlErrors(root), []);
  });

  it('should resolve every href, src and srcset to a file of the site', () => {
    const { broken, external } = brokenLinks(root);
    assert.deepEqual(broken, []);
    assert.deepEqual(external, ['https://example.org/manty', 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty'], 'only the sources leave the site');
  });

  it('should resolve every link under a base path too', () => {
    assert.deepEqual(brokenLinks(sub, '/eliokokoelma').broken, []);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import type { SpeciesEntry } from '../../src/content/model.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { allRoutes, createRoutes, HASHED_FOLDERS, imagePath, normaliseBasePath, outputPath } from '../../src/pages/routes.ts';
import { fixtureContent, fixtureSpecies } from '../helpers/fixtures.ts';

/** Entries as the content stage hands them on, by title (the grid order is not what is tested here). */
const entries = (titles: string[]): SpeciesEntry[] => {
  const { species } = parseContent(fixtureContent(titles.map((title) => ({ ...fixtureSpecies()[3]!, title }))), defaults.images.sourceExtensions).content!;
  return titles.map((title) => species.find((entry) => entry.title === title)!);
};
const [manty, kuovi] = entries(['Metsämänty', 'Iso kuovi']);

describe('routes', () => {
  it('should link species pages to the folder URL that answers 200 without a redirect', () => {
    const routes = createRoutes();
    assert.equal(routes.homeUrl(), '/');
    assert.equal(routes.speciesUrl(manty!), '/kasvi/Metsmnty/');
    assert.equal(routes.speciesUrl(kuovi!), '/kasvi/Iso%20kuovi/');
  });

  it('should write species pages to a folder named by the decoded id', () => {
    assert.equal(outputPath({ kind: 'species', entry: manty! }), 'kasvi/Metsmnty/index.html');
    assert.equal(outputPath({ kind: 'species', entry: kuovi! }), 'kasvi/Iso kuovi/index.html');
    assert.equal(outputPath({ kind: 'home' }), 'index.html');
    assert.equal(outputPath({ kind: 'not-found' }), '404.html');
    assert.equal(outputPath({ kind: 'species-not-found' }), 'kasvi/404.html');
  });

  it('should place images in their hashed folder, the only one (stylesheet, script and favicon are inline)', () => {
    assert.equal(imagePath('haapa-1-0123abcd-280.avif'), 'img/haapa-1-0123abcd-280.avif');
    assert.deepEqual([...HASHED_FOLDERS], ['img']);
  });

  it('should prefix every URL with the base path, and nothing else', () => {
    const routes = createRoutes('/eliokokoelma/');
    assert.equal(routes.homeUrl(), '/eliokokoelma/');
    assert.equal(routes.speciesUrl({ id: 'Haapa' }), '/eliokokoelma/kasvi/Haapa/');
    assert.equal(routes.fileUrl('img/haapa-1.avif'), '/eliokokoelma/img/haapa-1.avif');
    assert.equal(routes.pageUrl({ kind: 'not-found' }), '/eliokokoelma/404.html');
    assert.equal(normaliseBasePath('/'), '');
    assert.equal(normaliseBasePath('a/b/'), '/a/b');
  });

  it('should answer a missed URL under the species folder with the species not-found page', () => {
    const routes = createRoutes('/eliokokoelma');
    assert.equal(routes.notFoundFor('/eliokokoelma/kasvi/Tuntematon/'), 'kasvi/404.html');
    assert.equal(routes.notFoundFor('/eliokokoelma/muu'), '404.html');
    assert.equal(routes.notFoundFor('/kasvi/x'), '404.html', 'outside the base path');
  });

  it('should list home, every species and both not-found pages', () => {
    const kinds = allRoutes([manty!, kuovi!]).map((r) => r.kind);
    assert.deepEqual(kinds, ['home', 'species', 'species', 'species-not-found', 'not-found']);
  });
});

describe('routes with a site URL', () => {
  it('should make absolute URLs only when a site URL is set', () => {
    assert.equal(createRoutes().absoluteUrl('/kasvi/Haapa/'), undefined);
    const routes = createRoutes('', 'https://aino.github.io/eliokokoelma/');
    assert.equal(routes.basePath, '/eliokokoelma', 'the base path comes from the site URL');
    assert.equal(routes.absoluteUrl(routes.speciesUrl(kuovi!)), 'https://aino.github.io/eliokokoelma/kasvi/Iso%20kuovi/');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allRoutes, createRoutes, normaliseBasePath, outputPath } from '../../src/routes.ts';

describe('routes', () => {
  it('should link species pages to the folder URL that answers 200 without a redirect', () => {
    const routes = createRoutes();
    assert.equal(routes.homeUrl(), '/');
    assert.equal(routes.speciesUrl('Metsämänty'), '/kasvi/Metsmnty/');
    assert.equal(routes.speciesUrl('Iso kuovi'), '/kasvi/Iso%20kuovi/');
  });

  it('should write species pages to a folder named by the decoded id', () => {
    const titles = ['Metsämänty', 'Iso kuovi'];
    assert.equal(outputPath({ kind: 'species', index: 0 }, titles), 'kasvi/Metsmnty/index.html');
    assert.equal(outputPath({ kind: 'species', index: 1 }, titles), 'kasvi/Iso kuovi/index.html');
    assert.equal(outputPath({ kind: 'home' }, titles), 'index.html');
    assert.equal(outputPath({ kind: 'not-found' }, titles), '404.html');
    assert.equal(outputPath({ kind: 'species-not-found' }, titles), 'kasvi/404.html');
  });

  it('should prefix every URL with the base path, and nothing else', () => {
    const routes = createRoutes('/eliokokoelma/');
    assert.equal(routes.homeUrl(), '/eliokokoelma/');
    assert.equal(routes.speciesUrl('Haapa'), '/eliokokoelma/kasvi/Haapa/');
    assert.equal(routes.fileUrl('assets/site-1.css'), '/eliokokoelma/assets/site-1.css');
    assert.equal(normaliseBasePath('/'), '');
    assert.equal(normaliseBasePath('a/b/'), '/a/b');
  });

  it('should list home, every species and both not-found pages', () => {
    const kinds = allRoutes(2).map((r) => r.kind);
    assert.deepEqual(kinds, ['home', 'species', 'species', 'species-not-found', 'not-found']);
  });
});

describe('routes with a site URL', () => {
  it('should make absolute URLs only when a site URL is set', () => {
    assert.equal(createRoutes().absoluteUrl('/kasvi/Haapa/'), undefined);
    const routes = createRoutes('', 'https://aino.github.io/eliokokoelma/');
    assert.equal(routes.basePath, '/eliokokoelma', 'the base path comes from the site URL');
    assert.equal(routes.absoluteUrl(routes.speciesUrl('Iso kuovi')), 'https://aino.github.io/eliokokoelma/kasvi/Iso%20kuovi/');
  });
});

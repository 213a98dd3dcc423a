import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildInto, makeWorkspace, readPage, type Workspace } from '../helpers/fixtures.ts';

describe('not-found pages', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
    await buildInto(ws);
  });
  after(() => ws.cleanup());

  it('should show "404 - Ei löydy" for any unknown route', async () => {
    const { document } = await readPage(ws, '404.html');
    assert.equal(document.querySelector('h1')?.textContent, '404 - Ei löydy');
    assert.equal(document.querySelectorAll('h1').length, 1);
    assert.equal(document.title, '404 - Ei löydy – Eliökokoelma');
  });

  it('should carry the species view for hosts with one root 404.html, shown by the script under /kasvi/', async () => {
    const { document } = await readPage(ws, '404.html');
    const box = document.querySelector('[data-not-found]')!;
    assert.equal(box.getAttribute('data-species-prefix'), '/kasvi/');
    assert.equal(box.getAttribute('data-species-heading'), 'Ei löydy');
    const hidden = box.querySelector('p[hidden]');
    assert.equal(hidden?.textContent, 'Osumaa ei löytynyt.', 'the text is there but hidden without JavaScript');
    assert.match(document.querySelector('script[src]')?.getAttribute('src') ?? '', /^\/assets\/kuvat-[0-9a-f]+\.js$/);
  });

  it('should ask search engines not to index either not-found page', async () => {
    for (const file of ['404.html', 'kasvi/404.html']) {
      const { document } = await readPage(ws, file);
      assert.equal(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex', file);
    }
  });

  it('should show "Ei löydy" and "Osumaa ei löytynyt." for an unknown species', async () => {
    const { document } = await readPage(ws, 'kasvi/404.html');
    assert.equal(document.querySelector('h1')?.textContent, 'Ei löydy');
    assert.equal(document.querySelector('main p')?.textContent, 'Osumaa ei löytynyt.');
    assert.doesNotMatch(document.body.textContent ?? '', /404/, 'not the generic 404 heading');
  });

  it('should use absolute URLs, since a not-found page answers at any path', async () => {
    for (const file of ['404.html', 'kasvi/404.html']) {
      const { document } = await readPage(ws, file);
      assert.match(document.querySelector('link[rel=stylesheet]')?.getAttribute('href') ?? '', /^\/assets\/site-[0-9a-f]+\.css$/, file);
      assert.equal(document.querySelector('header a')?.getAttribute('href'), '/', `${file}: top bar links home`);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderFixture, STUB_INLINE } from '../helpers/fixtures.ts';

describe('not-found pages', () => {
  const site = renderFixture();

  it('should show "404 - Ei löydy" for any unknown route', () => {
    const document = site.page('404.html');
    assert.equal(document.querySelector('h1')?.textContent, '404 - Ei löydy');
    assert.equal(document.querySelectorAll('h1').length, 1);
    assert.equal(document.title, '404 - Ei löydy – Eliökokoelma');
  });

  it('should carry the species view for hosts with one root 404.html, shown by the script under /kasvi/', () => {
    const document = site.page('404.html');
    const box = document.querySelector('[data-not-found]')!;
    assert.equal(box.getAttribute('data-species-prefix'), '/kasvi/');
    assert.equal(box.getAttribute('data-species-heading'), 'Ei löydy');
    const hidden = box.querySelector('p[hidden]');
    assert.equal(hidden?.textContent, 'Osumaa ei löytynyt.', 'the text is there but hidden without JavaScript');
    assert.equal(document.querySelector('body > script:last-child')?.textContent, STUB_INLINE.script, 'the script, inline at the end of the body');
  });

  it('should ask search engines not to index either not-found page', () => {
    for (const file of ['404.html', 'kasvi/404.html']) {
      const document = site.page(file);
      assert.equal(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex', file);
    }
  });

  it('should show "Ei löydy" and "Osumaa ei löytynyt." for an unknown species', () => {
    const document = site.page('kasvi/404.html');
    assert.equal(document.querySelector('h1')?.textContent, 'Ei löydy');
    assert.equal(document.querySelector('main p')?.textContent, 'Osumaa ei löytynyt.');
    assert.doesNotMatch(document.body.textContent ?? '', /404/, 'not the generic 404 heading');
  });

  it('should carry its stylesheet inline and use absolute URLs, since a not-found page answers at any path', () => {
    for (const file of ['404.html', 'kasvi/404.html']) {
      const document = site.page(file);
      assert.equal(document.querySelector('head > style')?.textContent, STUB_INLINE.css, `${file}: the stylesheet is inline, so no path to resolve`);
      assert.equal(document.querySelector('header a')?.getAttribute('href'), '/', `${file}: top bar links home`);
    }
  });
});

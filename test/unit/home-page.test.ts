import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { renderFixture, STUB_INLINE } from '../helpers/fixtures.ts';

describe('home page (/)', () => {
  const document = renderFixture().page('index.html');

  it('should be Finnish, with a title, description, viewport and theme colour', () => {
    assert.equal(document.documentElement.getAttribute('lang'), 'fi', 'html lang="fi"');
    assert.equal(document.title, 'Eliökokoelma');
    assert.ok(document.querySelector('meta[name="description"]')?.getAttribute('content'), 'meta description');
    assert.ok(document.querySelector('meta[name="viewport"]'), 'meta viewport');
    assert.ok(document.querySelector('meta[name="theme-color"]'), 'meta theme-color');
  });

  it('should have a top bar with the collection title linking home', () => {
    const brand = document.querySelector('header.topbar a');
    assert.equal(brand?.textContent, 'Eliökokoelma');
    assert.equal(brand?.getAttribute('href'), '/');
  });

  it('should have one h1 with the collection title', () => {
    const headings = document.querySelectorAll('h1');
    assert.equal(headings.length, 1, 'one h1');
    assert.equal(headings[0]!.textContent, 'Eliökokoelma');
  });

  it('should name the author, the class and the number of species', () => {
    const lead = document.querySelector('main h1 + p')?.textContent ?? '';
    assert.match(lead, /Aino/, 'first name');
    assert.match(lead, /8b/, 'class');
    assert.match(lead, /Eliöiden määrä: 4$/, 'count of species');
  });

  it('should show one card per species, in the content order', () => {
    const titles = [...document.querySelectorAll('.grid > li .card-title')].map((h) => h.textContent);
    assert.deepEqual(titles, ['Metsämänty Pinus sylvestris', 'Haapa Populus tremula', 'Rapuhämähäkki', 'Iso kuovi Numenius arquata']);
  });

  it('should show the scientific name in italics only when there is one', () => {
    const cards = [...document.querySelectorAll('.grid > li')];
    assert.equal(cards[0]!.querySelector('.card-title i')?.textContent, 'Pinus sylvestris');
    assert.equal(cards[2]!.querySelector('.card-title i'), null, 'Rapuhämähäkki has no scientific name');
  });

  it('should show the first image linking to the species page, and no image when there is none', () => {
    const cards = [...document.querySelectorAll('.grid > li')];
    const first = cards[0]!.querySelector('a.card-media');
    assert.equal(first?.getAttribute('href'), '/kasvi/Metsmnty/');
    assert.equal(first?.querySelector('img')?.getAttribute('alt'), 'Metsämänty (Pinus sylvestris), kuva 1/3', 'alt names the first image');
    assert.equal(cards[3]!.querySelector('img'), null, 'Iso kuovi has no images');
  });

  it('should have an outlined "Katso" button linking to each detail page', () => {
    const buttons = [...document.querySelectorAll('.grid > li a.button')];
    assert.deepEqual(
      buttons.map((b) => b.textContent),
      ['Katso', 'Katso', 'Katso', 'Katso'],
    );
    assert.deepEqual(
      buttons.map((b) => b.getAttribute('href')),
      ['/kasvi/Metsmnty/', '/kasvi/Haapa/', '/kasvi/Rapuhmhkki/', '/kasvi/Iso%20kuovi/'],
    );
  });

  it("should offer AVIF and WebP card crops at 1× and 2×, a JPEG fallback, and the card box's shape as its size", () => {
    const picture = document.querySelector('.grid picture')!;
    const sources = [...picture.querySelectorAll('source')];
    assert.deepEqual(
      sources.map((s) => s.getAttribute('type')),
      ['image/avif', 'image/webp'],
    );
    for (const source of sources) {
      assert.match(source.getAttribute('srcset') ?? '', /-card-280\.\w+ 280w, .*-card-560\.\w+ 560w/, `${source.getAttribute('type')}: card crops`);
    }
    const img = picture.querySelector('img')!;
    assert.match(img.getAttribute('src') ?? '', /-card-\d+\.jpg$/);
    const [width, height] = [Number(img.getAttribute('width')), Number(img.getAttribute('height'))];
    // The stylesheet draws the card box in the card crop's shape: width and height of that shape reserve it exactly.
    const [aspectWidth, aspectHeight] = defaults.images.slots.card.aspect;
    assert.ok(Math.abs(width / height - aspectWidth / aspectHeight) < 0.01, `width × height ${width}×${height} is ${aspectWidth}:${aspectHeight}`);
  });

  it('should load the first cards eagerly and the rest lazily', () => {
    const imgs = [...document.querySelectorAll('.grid img')];
    assert.equal(imgs[0]!.getAttribute('fetchpriority'), 'high', 'first card is high priority');
    assert.equal(imgs[0]!.getAttribute('loading'), 'eager');
    for (const img of imgs.slice(1)) {
      assert.equal(img.getAttribute('loading'), 'lazy', `${img.getAttribute('alt')}: lazy`);
      assert.equal(img.getAttribute('fetchpriority'), 'low', `${img.getAttribute('alt')}: after the first card, which is the phone's LCP image`);
    }
  });

  it('should carry no script, the stylesheet inline, and no style attribute', () => {
    assert.equal(document.querySelectorAll('script').length, 0, 'no script on the home page');
    assert.equal(document.querySelectorAll('link[rel=stylesheet]').length, 0, 'no stylesheet to wait for');
    assert.equal(document.querySelector('head > style')?.textContent, STUB_INLINE.css, 'the stylesheet is inline');
    assert.equal(document.querySelectorAll('[style]').length, 0, 'no style attributes (the CSP forbids them)');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { templateContent } from '../helpers/dom.ts';
import { fixtureContent, fixtureSpecies, renderFixture, STUB_INLINE } from '../helpers/fixtures.ts';

describe('species page (/kasvi/{id})', () => {
  const site = renderFixture();
  const manty = site.page('kasvi/Metsmnty/index.html'); // 3 images, every optional part present
  const haapa = site.page('kasvi/Haapa/index.html'); // 1 image, no place, no habitat, no sources
  const rapu = site.page('kasvi/Rapuhmhkki/index.html'); // no scientific name, no paragraphs, no written date (the photo has one)
  const kuovi = site.page('kasvi/Iso kuovi/index.html'); // no images, no facts, no paragraphs, no sources

  it('should have a title naming the species and the collection', () => {
    assert.equal(haapa.title, 'Haapa (Populus tremula) – Eliökokoelma');
    assert.equal(rapu.title, 'Rapuhämähäkki – Eliökokoelma');
  });

  it('should have a breadcrumb: "Kasvit" to home, then the name with the scientific name in parentheses', () => {
    const links = [...manty.querySelectorAll('nav[aria-label] a')];
    assert.equal(links.length, 2);
    assert.equal(links[0]!.textContent, 'Kasvit');
    assert.equal(links[0]!.getAttribute('href'), '/');
    assert.equal(links[1]!.textContent, 'Metsämänty (Pinus sylvestris)');
    assert.equal(links[1]!.querySelector('i')?.textContent, 'Pinus sylvestris', 'scientific name in italics');
    assert.equal(links[1]!.getAttribute('href'), '/kasvi/Metsmnty/', 'links to the page itself');
    assert.equal(rapu.querySelectorAll('nav[aria-label] a')[1]!.textContent, 'Rapuhämähäkki', 'no parentheses without a scientific name');
  });

  it('should have one h1 with the name, the scientific name in italics', () => {
    assert.equal(manty.querySelectorAll('h1').length, 1);
    const h1 = manty.querySelector('h1')!;
    assert.equal(h1.textContent, 'Metsämänty Pinus sylvestris');
    assert.equal(h1.querySelector('i')?.textContent, 'Pinus sylvestris');
    assert.equal(rapu.querySelector('h1')?.textContent, 'Rapuhämähäkki');
  });

  it('should show the first image, with Finnish alt text and high priority', () => {
    const img = manty.querySelector('.detail-media img')!;
    assert.equal(img.getAttribute('alt'), 'Metsämänty (Pinus sylvestris), kuva 1/3');
    assert.equal(img.getAttribute('fetchpriority'), 'high');
    assert.notEqual(img.getAttribute('loading'), 'lazy');
  });

  it('should show every image as its 4:3 detail crop, sized as the crop', () => {
    // manty-2 is a portrait photo: its detail variants are cropped to the 4:3 frame too.
    const later = [...manty.querySelectorAll('template[data-picture]')].map((t) => templateContent(t).querySelector('picture')!);
    for (const picture of [manty.querySelector('.detail-media picture')!, ...later]) {
      const img = picture.querySelector('img')!;
      const [width, height] = [Number(img.getAttribute('width')), Number(img.getAttribute('height'))];
      assert.ok(Math.abs(width / height - 4 / 3) < 0.01, `${img.getAttribute('alt')}: width × height ${width}×${height} is 4:3`);
      for (const source of picture.querySelectorAll('source')) {
        assert.match(source.getAttribute('srcset') ?? '', /^(\S+-detail-\d+\.\w+ \d+w(, )?)+$/, `${img.getAttribute('alt')}: detail crops only`);
      }
    }
  });

  it('should link "Katso kuva laajempana" to the large image in a new window, and say so to screen readers', () => {
    const expand = [...manty.querySelectorAll('a')].find((a) => a.firstChild?.textContent === 'Katso kuva laajempana');
    assert.ok(expand, 'the button exists');
    assert.equal(expand.textContent, 'Katso kuva laajempana (avautuu uuteen välilehteen)');
    assert.equal(expand.querySelector('.visually-hidden')?.textContent, ' (avautuu uuteen välilehteen)', 'the hint is for screen readers only');
    assert.equal(expand.getAttribute('target'), '_blank');
    assert.match(expand.getAttribute('rel') ?? '', /noopener/);
    assert.match(expand.getAttribute('href') ?? '', /^\/img\/manty-1-[0-9a-f]+-full\.webp$/);
  });

  it('should have "Seuraava kuva" only with more than one image, and load the script only then', () => {
    const next = [...manty.querySelectorAll('button')].find((b) => b.textContent === 'Seuraava kuva');
    assert.ok(next, 'three images: the button exists');
    assert.ok(next.hasAttribute('hidden'), 'hidden until the script makes it work');
    assert.equal(
      manty.querySelector('body > script:last-child')?.textContent,
      STUB_INLINE.script,
      'the script, inline after the content, on a multi-image page',
    );
    assert.equal([...haapa.querySelectorAll('button')].length, 0, 'one image: no button');
    assert.equal(haapa.querySelectorAll('script').length, 0, 'one image: no script');
  });

  it('should keep the later images in templates for the script, in order', () => {
    const templates = [...manty.querySelectorAll('template[data-picture]')];
    assert.deepEqual(
      templates.map((t) => t.getAttribute('data-picture')),
      ['2', '3'],
    );
    assert.ok(
      templates.every((t) => /-full\.webp$/.test(t.getAttribute('data-large') ?? '')),
      'each knows its large image',
    );
  });

  it('should count "Kuva X / N"', () => {
    assert.equal(manty.querySelector('[data-counter]')?.textContent, 'Kuva 1 / 3');
    assert.equal(haapa.querySelector('[data-counter]')?.textContent, 'Kuva 1 / 1');
  });

  it('should list Kuvauspaikka, Kuvausaika and Kasvupaikka under "Tietoja" when present', () => {
    const section = manty.querySelector('section[aria-labelledby="tietoja"]')!;
    assert.equal(section.querySelector('h2')?.textContent, 'Tietoja');
    const items = [...section.querySelectorAll('li')].map((li) => li.textContent);
    assert.deepEqual(items, ['Kuvauspaikka: Nuuksio, Espoo', 'Kuvausaika: 7.6.2022', 'Kasvupaikka: Kuivat kankaat']);
    assert.equal(section.querySelector('time')?.getAttribute('datetime'), '2022-06-07', 'machine-readable date');
  });

  it('should leave out each missing fact, and the section when there is none', () => {
    const haapaItems = [...haapa.querySelectorAll('.facts li')].map((li) => li.textContent);
    assert.deepEqual(haapaItems, ['Kuvausaika: 12.10.2023']);
    const rapuItems = [...rapu.querySelectorAll('.facts li')].map((li) => li.textContent);
    assert.deepEqual(rapuItems, ['Kuvauspaikka: Oulu', 'Kuvausaika: 15.8.2022'], "no written date: the photo's EXIF date");
    assert.equal(kuovi.querySelector('.facts'), null, 'no facts: no Tietoja section');
  });

  it('should show the description paragraphs, or none', () => {
    const paragraphs = [...manty.querySelectorAll('.description p')].map((p) => p.textContent);
    assert.deepEqual(paragraphs, ['Mänty on Suomen yleisin puu.', 'Sen kaarna on ylhäällä oranssi.']);
    assert.equal(rapu.querySelector('.description'), null);
  });

  it('should have a divider, then "Lähteet" with each URL as an external link in a new tab, followed by its name', () => {
    assert.equal(manty.querySelectorAll('main hr').length, 1, 'one divider');
    const section = manty.querySelector('section[aria-labelledby="lahteet"]')!;
    assert.equal(section.querySelector('h2')?.textContent, 'Lähteet');
    const items = [...section.querySelectorAll('li')];
    assert.equal(items.length, 2);
    const link = items[0]!.querySelector('a')!;
    assert.equal(link.getAttribute('href'), 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty');
    assert.equal(link.firstChild?.textContent, 'https://fi.wikipedia.org/wiki/Metsämänty', 'readable URL as the link text');
    assert.equal(link.getAttribute('target'), '_blank', 'opens a new tab, as on the original site');
    assert.deepEqual((link.getAttribute('rel') ?? '').split(' ').sort(), ['external', 'noopener', 'noreferrer']);
    const hint = link.querySelector('.visually-hidden');
    assert.equal(hint?.textContent, ' (avautuu uuteen välilehteen)', 'screen readers hear that it opens a new tab');
    assert.equal(items[0]!.textContent, 'https://fi.wikipedia.org/wiki/Metsämänty (avautuu uuteen välilehteen) Wikipedia: Metsämänty');
    const order = [...manty.querySelectorAll('main > hr, main > section')].map((e) => e.tagName);
    assert.deepEqual(order, ['SECTION', 'HR', 'SECTION'], 'Tietoja, divider, Lähteet');
    assert.equal(haapa.querySelector('section[aria-labelledby="lahteet"]'), null, 'no sources: no section');
  });

  it('should tell that the image may be cropped and how to see all of it', () => {
    const note = manty.querySelector('.note')?.textContent ?? '';
    assert.match(note, /Katso kuva laajempana/);
    assert.match(note, /koko kuvan/);
  });

  it('should render a species without images with no dead controls', () => {
    assert.equal(kuovi.querySelector('img'), null);
    assert.equal(kuovi.querySelector('.actions'), null, 'nothing to enlarge or advance');
    assert.equal(kuovi.querySelector('[data-counter]'), null);
    assert.equal(kuovi.querySelector('.note'), null);
    assert.equal(kuovi.querySelector('h1')?.textContent, 'Iso kuovi Numenius arquata');
  });

  it('should carry only the inline code the CSP allows by hash, and no style attribute', () => {
    assert.equal(manty.querySelectorAll('script').length, 1, 'the gallery script only');
    assert.equal(manty.querySelectorAll('style').length, 1, 'the stylesheet only');
    assert.equal(manty.querySelectorAll('[style]').length, 0, 'no style attributes');
  });

  it('should keep the exact case of text inside attributes (pH=4, aB=1): nothing rewrites the rendered HTML', () => {
    const paragraph = 'Kasvaa happamalla suolla, pH=4 tai alle.';
    const acid = { ...fixtureSpecies()[1]!, title: 'Suopursu aB=1', officName: 'Rhododendron tomentosum pH=4', contentArr: [paragraph] };
    const document = renderFixture(fixtureContent([acid]), { siteUrl: 'https://aino.example.org/' }).page('kasvi/Suopursu aB=1/index.html');
    const name = 'Suopursu aB=1 (Rhododendron tomentosum pH=4)';
    const attribute = (selector: string, attr: string) => document.querySelector(selector)?.getAttribute(attr);
    assert.equal(attribute('meta[name="description"]', 'content'), paragraph, 'meta description');
    assert.equal(attribute('meta[property="og:title"]', 'content'), `${name} – Eliökokoelma`, 'og:title');
    assert.equal(attribute('meta[property="og:description"]', 'content'), paragraph, 'og:description');
    assert.equal(attribute('.detail-media img', 'alt'), `${name}, kuva 1/1`, 'alt');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyLayout, bundleStylesheet } from '../../src/pipeline/bundle-assets.ts';
import { defaults, type ImageSlot } from '../../src/config.ts';
import { pickCandidate, sizesAttribute, slotVariants, slotWidth } from '../../src/pages/image-sizes.ts';
import { stubImages } from '../helpers/fixtures.ts';

/**
 * Current screens, as CSS viewport width and device pixel ratio: phones at 2×, 2.625–3× (most
 * phones sold now), Lighthouse's mobile preset (412 @1.75), a tablet, and desktops at 1–2×.
 */
const SCREENS: [number, number][] = [
  [360, 2],
  [360, 3],
  [375, 2],
  [375, 3],
  [390, 2],
  [390, 3],
  [393, 2.75],
  [412, 1.75],
  [412, 2.625],
  [430, 3],
  [768, 2],
  [1280, 1],
  [1366, 1],
  [1536, 1.25],
  [1440, 1.5],
  [1440, 2],
  [1920, 1],
];

/** A photo wider than every variant, as the image stage reports it: each slot at each configured width. */
const photo = stubImages(['kuva.jpg'], defaults).get('kuva.jpg')!;

/**
 * The variant each screen's browser downloads for a slot (Chromium takes the narrowest at
 * least as wide as needed; checked in /usr/bin/chromium).
 */
const picks = (slot: ImageSlot) =>
  SCREENS.map(([viewport, dpr]) => {
    const needed = slotWidth(slot, viewport, defaults.layout) * dpr;
    const offered = slotVariants(photo, slot, defaults.images.slots).filter((v) => v.format === 'avif');
    return { screen: `${viewport} px @${dpr}x`, needed, picked: pickCandidate(offered, needed)! };
  });

describe('image sizes', () => {
  it('should tell the browser the slot widths the layout draws', () => {
    assert.equal(sizesAttribute('card', defaults.layout), '(max-width: 312px) calc(100vw - 32px), 280px');
    assert.equal(sizesAttribute('detail', defaults.layout), '(max-width: 512px) calc(100vw - 32px), 480px');
  });

  it('should crop only widths that some current screen downloads', () => {
    for (const slot of ['card', 'detail'] as const) {
      const picked = new Set(picks(slot).map((p) => p.picked.name));
      for (const variant of photo.slots[slot].variants.filter((v) => v.format === 'avif')) {
        assert.ok(picked.has(variant.name), `${slot} ${variant.width} px is picked by some screen`);
      }
    }
  });

  it('should give every screen a variant as sharp as its pixels, up to the widest', () => {
    const widest = Math.max(...Object.values(defaults.images.slots).flatMap((slot) => slot.widths));
    for (const slot of ['card', 'detail'] as const) {
      for (const { screen, needed, picked } of picks(slot)) {
        assert.ok(picked.width >= Math.min(needed, widest), `${slot} on ${screen}: needs ${needed} px, gets ${picked.width}`);
      }
    }
  });

  it('should serve 3× phones the detail crop in the card rather than a third card crop', () => {
    const densest = picks('card').filter((p) => p.screen.endsWith('@3x'));
    assert.ok(
      densest.every((p) => p.picked.name.includes('-detail-960.')),
      densest.map((p) => `${p.screen}: ${p.picked.name}`).join(', '),
    );
  });

  it('should draw the boxes the crops are made for: the stylesheet takes every layout number from the settings', async () => {
    const settings = {
      layout: { ...defaults.layout, cardWidth: 300, cardMinWidth: 200, gridGap: 20, detailWidth: 600, pagePadding: 12 },
      images: {
        slots: { card: { ...defaults.images.slots.card, aspect: [6, 5] as const }, detail: { ...defaults.images.slots.detail, aspect: [16, 9] as const } },
      },
    };
    const css = await bundleStylesheet([], settings);
    const rule = (selector: string) => new RegExp(`(^|})${selector.replace(/[.*]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[2] ?? '';
    assert.match(rule('.card img'), /height:250px/, 'card photo box: 300 px wide at 6:5');
    assert.match(rule('.grid .card'), /max-width:18\.75rem/, 'cards at most 300 px');
    assert.match(rule('.grid'), /minmax\(min\(100%,12\.5rem\),18\.75rem\)/, 'cards between 200 and 300 px');
    assert.match(rule('.grid'), /gap:20px/);
    assert.match(rule('.detail'), /max-width:37\.5rem/, 'detail card at most 600 px');
    assert.match(rule('.detail-media img'), /aspect-ratio:16 \/ 9/, "detail frame in the detail crop's shape");
    assert.match(
      css,
      /@media\s*\(max-width:\s*40\.25rem\)\s*\{\s*\.grid\{justify-content:center\}/,
      'one column below two cards, a gap and the padding: 644 px',
    );
    assert.doesNotMatch(css, /--layout-/, 'every layout number written in');
  });

  it('should stop the build on a layout name the stylesheet uses and the settings do not give', () => {
    assert.throws(() => applyLayout('.x{width:var(--layout-card-widht)}', defaults), /var\(--layout-card-widht\)/);
  });
});

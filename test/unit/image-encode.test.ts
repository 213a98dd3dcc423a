import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { openCache } from '../../src/cache/store.ts';
import { defaults, type ImageSettings } from '../../src/config.ts';
import { decodeImage, decodeLongEdge } from '../../src/images/decode.ts';
import { dominantColour, encodeImage } from '../../src/images/encode.ts';
import { processImages } from '../../src/images/pipeline.ts';
import { planVariants } from '../../src/images/variant-plan.ts';

/**
 * Small widths and the encoders' lowest effort: the crop logic and the quality steps are the same
 * at any size and effort, and the tests stay fast.
 */
const small: ImageSettings = {
  ...defaults.images,
  avifEffort: 0,
  webpEffort: 0,
  slots: { card: { aspect: [7, 5], widths: [70, 140] }, detail: { aspect: [4, 3], widths: [240] } },
};

/**
 * A 300×400 portrait: a dull grey, finely striped background and a red, striped bird near the top,
 * where the middle of the frame (what a centre crop keeps) has none of it.
 */
function birdAtTheTop(): Promise<Buffer> {
  const stripes = Array.from({ length: 40 }, (_, i) => `<path d="M${i * 20 - 200} 400 L${i * 20} 0" stroke="#6e6e6e" stroke-width="2"/>`).join('');
  const feathers = Array.from({ length: 8 }, (_, i) => `<path d="M${100 + i * 12} 35 v30" stroke="#400000" stroke-width="3"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" fill="#777"/>${stripes}
    <ellipse cx="150" cy="50" rx="60" ry="30" fill="#e01010"/>${feathers}
    <circle cx="95" cy="30" r="16" fill="#c00000"/><path d="M80 28 l-18 4 l18 4 z" fill="#f0c000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Pixels of the bird's red in an encoded image. */
async function redPixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 150 && data[i + 1]! < 80 && data[i + 2]! < 80) count++;
  return count;
}

/**
 * A 300×600 portrait: a small dull teal beetle near the top (at 50% 12%), and far below it a
 * bright, busy wreath of red and yellow, which draws sharp's attention strategy the way a
 * garden's flowers drew it away from a real spider.
 */
async function beetleAboveAWreath() {
  const leaves = Array.from({ length: 24 }, (_, i) => {
    const angle = (i / 24) * 2 * Math.PI;
    const [x, y] = [150 + 95 * Math.cos(angle), 470 + 95 * Math.sin(angle)];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="22" fill="${i % 2 ? '#ffd000' : '#ff2020'}" stroke="#fff" stroke-width="3"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600">
    <rect width="300" height="600" fill="#8a8f86"/>${leaves}
    <ellipse cx="150" cy="72" rx="26" ry="18" fill="#1c7a78"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 as const };
}

/** Pixels of the beetle's teal in an encoded image. */
async function tealPixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r < 70 && g > 90 && g < 160 && b > 90 && b < 160) count++;
  }
  return count;
}

describe('image encoding', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-encode-'));
    await writeFile(path.join(dir, 'lintu.png'), await birdAtTheTop());
  });
  after(() => rm(dir, { recursive: true, force: true }));
  const run = (cache: string) =>
    processImages([{ key: 'lintu.png', source: 'lintu.png' }], { assetsDir: dir, cache: openCache(path.join(dir, cache)), settings: small });

  it('should keep an off-centre subject in every crop, where a centre crop would cut it off', async () => {
    const results = await run('cache-a');
    const image = results.images.get('lintu.png')!;
    for (const slot of ['card', 'detail'] as const) {
      const [w, h] = small.slots[slot].aspect;
      const centre = await sharp(await birdAtTheTop())
        .resize({ width: 300, height: Math.round((300 * h) / w), fit: 'cover', position: 'centre' })
        .png()
        .toBuffer();
      assert.equal(await redPixels(centre), 0, `${slot}: a centre crop shows none of the bird (the test can fail)`);
      const widest = image.slots[slot].variants.filter((v) => v.format === 'jpeg').at(-1)!;
      const red = await redPixels(await readFile(results.files.get(widest.name)!));
      assert.ok(red > 0.02 * widest.width * widest.height, `${slot} ${widest.width}×${widest.height}: the bird is in view (${red} red pixels)`);
    }
  });

  it("should centre every crop on the photo's kohde, where sharp's attention strategy would leave the subject out", async () => {
    const pixels = await beetleAboveAWreath();
    const settings: ImageSettings = { ...small, formats: ['webp'], quality: { ...small.quality, webp: 90 } };
    /** Per variant of each slot, the share of its pixels that are the beetle's teal. */
    const teal = async (encoded: Awaited<ReturnType<typeof encodeImage>>) => ({
      card: await Promise.all(encoded.slots.card.map(async (v) => (await tealPixels(v.data)) / (v.width * v.height))),
      detail: await Promise.all(encoded.slots.detail.map(async (v) => (await tealPixels(v.data)) / (v.width * v.height))),
    });
    const without = await teal(await encodeImage(pixels, settings));
    const withFocus = await teal(await encodeImage(pixels, settings, undefined, { x: 50, y: 12 }));
    for (const slot of ['card', 'detail'] as const) {
      assert.ok(
        without[slot].every((share) => share === 0),
        `${slot} without kohde: the beetle is cut off (${without[slot]}), so the test can fail`,
      );
      // The beetle is 2 % of a 300 px wide crop of the photo.
      assert.ok(
        withFocus[slot].every((share) => share > 0.01),
        `${slot} with kohde 50% 12%: the beetle is in every width (${withFocus[slot]} of the pixels)`,
      );
    }
    const again = await encodeImage(pixels, settings, undefined, { x: 50, y: 12 });
    assert.deepEqual(await teal(again), withFocus, 'the same crops every time');
  });

  it('should give the same bytes when the same photo is encoded again', async () => {
    const [first, second] = [await run('cache-b'), await run('cache-c')];
    assert.equal(second.cacheHits, 0, 'encoded twice, not read from the cache');
    const bytes = async (results: typeof first) =>
      Promise.all([...results.files.entries()].map(async ([name, file]) => [name, (await readFile(file)).toString('base64')]));
    assert.deepEqual(await bytes(second), await bytes(first));
  });

  it('should encode the large variant at the highest quality step under the byte cap, as if trying every step', async () => {
    // Seeded grain: enough detail that each quality step changes the size.
    let seed = 7;
    const grain = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < grain.length; i++) {
      seed = (seed * 48271) % 2147483647;
      grain[i] = seed & 0xff;
    }
    const { data, info } = await sharp(grain, { raw: { width: 400, height: 300, channels: 3 } })
      .blur(1)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { data, width: info.width, height: info.height, channels: 3 as const };
    // formats without WebP: the large variant is in the fallback format, JPEG (the settings' own encoder).
    const at = (quality: number) =>
      sharp(data, { raw: { width: 400, height: 300, channels: 3 } })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
    const sizes = { 80: await at(80), 64: await at(64), 56: await at(56) };
    const settings = (largeMaxBytes: number) => ({ ...small, formats: ['jpeg'] as const, largeMaxBytes });
    const cases: [number, Buffer, string][] = [
      [Number.MAX_SAFE_INTEGER, sizes[80], 'no cap: quality 80'],
      [sizes[64].length, sizes[64], 'two steps down: quality 64'],
      [sizes[56].length - 1, sizes[56], 'nothing fits: the lowest step, 56'],
    ];
    for (const [cap, expected, label] of cases) {
      const { large } = await encodeImage(pixels, settings(cap));
      assert.equal(large.format, 'jpeg');
      assert.ok(large.data.equals(expected), `${label} (${large.data.length} B, expected ${expected.length} B)`);
    }
  });

  it('should encode exactly the variants the plan gives, a small photo fewer and narrower ones', async () => {
    for (const [width, height] of [
      [300, 400],
      [100, 60],
    ] as const) {
      const pixels = { data: Buffer.alloc(width * height * 3, 128), width, height, channels: 3 as const };
      const encoded = await encodeImage(pixels, small);
      const plan = planVariants(pixels, small);
      for (const slot of ['card', 'detail'] as const) {
        const got = encoded.slots[slot].map(({ format, width: w, height: h }) => ({ format, width: w, height: h }));
        assert.deepEqual(
          got,
          plan.slots[slot].map(({ format, width: w, height: h }) => ({ format, width: w, height: h })),
          `${slot} of ${width}×${height}`,
        );
      }
    }
    assert.deepEqual(
      planVariants({ width: 100, height: 60 }, small).slots.card.map((v) => v.file),
      ['card-70.avif', 'card-70.webp', 'card-84.avif', 'card-84.webp', 'card-84.jpg'],
      'the 140 crop is cut to the 84 px the photo allows in 7:5; the JPEG fallback at the widest only',
    );
  });

  it("should step a budgeted card's first-format variant down to the first quality under its cap, and name a photo at the floor", async () => {
    // Seeded grain: every quality step changes the size. One card width and a tiny detail keep it quick.
    let seed = 11;
    const grain = Buffer.alloc(140 * 100 * 3);
    for (let i = 0; i < grain.length; i++) {
      seed = (seed * 48271) % 2147483647;
      grain[i] = seed & 0xff;
    }
    const pixels = { data: grain, width: 140, height: 100, channels: 3 as const };
    const base: ImageSettings = {
      ...small,
      slots: { card: { aspect: [7, 5], widths: [140] }, detail: { aspect: [4, 3], widths: [40] } },
      formats: ['avif', 'jpeg'],
      leadBudgets: {},
      leadMinQuality: 40,
    };
    const cardAvif = (encoded: Awaited<ReturnType<typeof encodeImage>>) => encoded.slots.card.find((v) => v.format === 'avif')!.data;
    const at = async (quality: number) => cardAvif(await encodeImage(pixels, { ...base, quality: { ...base.quality, avif: quality } }));
    const unbudgeted = await encodeImage(pixels, base);
    const [q48, q46, q40] = [await at(48), await at(46), await at(40)];
    assert.ok(q40.length < cardAvif(unbudgeted).length, 'the steps change the size, so the test can fail');

    // The cap at quality 46's size: 48 is the first step under it if it fits, else 46.
    const cap = q46.length;
    const expected = q48.length <= cap ? q48 : q46;
    const budgeted = await encodeImage(pixels, { ...base, leadBudgets: { card: { width: 140, maxBytes: cap } } });
    assert.ok(cardAvif(budgeted).equals(expected), `${cardAvif(budgeted).length} B under the cap of ${cap} B`);
    assert.deepEqual(budgeted.atQualityFloor, []);
    const others = (encoded: typeof budgeted) => [...encoded.slots.card, ...encoded.slots.detail].filter((v) => v.format !== 'avif' || v.width !== 140);
    assert.deepEqual(others(budgeted), others(unbudgeted), 'only the budgeted variant changes');

    const floored = await encodeImage(pixels, { ...base, leadBudgets: { card: { width: 140, maxBytes: 1 } } });
    assert.ok(cardAvif(floored).equals(q40), 'nothing fits: the floor, 40');
    assert.deepEqual(floored.atQualityFloor, ['card']);
    assert.deepEqual(unbudgeted.atQualityFloor, []);
  });

  it("should apply a phone photo's P3 profile after resizing, as faithfully as before it", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#d04020"/><stop offset="0.5" stop-color="#40a040"/><stop offset="1" stop-color="#2050c0"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/>${Array.from({ length: 60 }, (_, i) => `<path d="M${i * 20} 0 l300 900" stroke="#fff" stroke-width="3"/>`).join('')}</svg>`;
    const photo = await sharp(Buffer.from(svg)).withIccProfile('p3').jpeg({ quality: 90 }).toBuffer();
    const { pixels } = await decodeImage(photo, { ...small, largeLongEdge: 400 });
    const usual = await sharp(photo).resize({ width: 400, height: 400, fit: 'inside' }).toColourspace('srgb').raw().toBuffer();
    const unconverted = await sharp(photo, { ignoreIcc: true }).resize({ width: 400, height: 400, fit: 'inside' }).raw().toBuffer();
    const meanDifference = (other: Buffer) => pixels.data.reduce((sum, value, i) => sum + Math.abs(value - other[i]!), 0) / pixels.data.length;
    assert.ok(meanDifference(unconverted) > 2, `the profile changes the colours (${meanDifference(unconverted).toFixed(2)}), so the test can fail`);
    // Thin white lines on saturated colour are the hard case (clipping before or after filtering).
    assert.ok(meanDifference(usual) < 1, `mean difference from converting first: ${meanDifference(usual).toFixed(3)} levels of 255`);
  });

  it('should decode a panorama large enough for its widest crop', () => {
    const edge = decodeLongEdge(8000, 2000, defaults.images);
    const detailCrop = Math.round(((2000 * 4) / 3) * (edge / 8000));
    assert.ok(detailCrop >= 960, `the 4:3 crop of an 8000×2000 panorama decoded at ${edge} px is ${detailCrop} px wide`);
  });
  it("should give a photo's placeholder the centre of its fullest colour bin, ties to the lowest green, red, then blue bin", () => {
    /** 40×30 raw pixels in the given colours, each filling the given number of whole rows. */
    const rows = (...bands: [number, number[]][]) => {
      const data = Buffer.alloc(40 * 30 * 3);
      let row = 0;
      for (const [count, colour] of bands) for (const end = row + count; row < end; row++) for (let x = 0; x < 40; x++) data.set(colour, (row * 40 + x) * 3);
      return { data, width: 40, height: 30, channels: 3 as const };
    };
    // 194 and 205 share a bin (12, centre 200); 10 is bin 0 (centre 8).
    assert.deepEqual(
      dominantColour(rows([12, [10, 10, 10]], [9, [194, 10, 10]], [9, [205, 10, 10]])),
      { r: 200, g: 8, b: 8 },
      'two shades in one bin outweigh the larger single colour',
    );
    assert.deepEqual(dominantColour(rows([15, [200, 10, 10]], [15, [10, 200, 10]])), { r: 200, g: 8, b: 8 }, 'a tie goes to the lower green bin');
    assert.deepEqual(dominantColour(rows([15, [200, 10, 200]], [15, [10, 10, 200]])), { r: 8, g: 8, b: 200 }, 'then to the lower red bin');
    assert.deepEqual(dominantColour(rows([15, [10, 10, 200]], [15, [10, 10, 10]])), { r: 8, g: 8, b: 8 }, 'then to the lower blue bin');
    const grey = { data: Buffer.from([0, 0, 130, 130, 130, 255]), width: 3, height: 2, channels: 1 as const };
    assert.deepEqual(dominantColour(grey), { r: 136, g: 136, b: 136 }, 'a grey photo: one value for all three');
  });
});

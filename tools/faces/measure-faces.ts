/**
 * Measures face scores on four classes of pictures, to choose `faceDefaults.threshold`
 * (src/privacy/faces/detect-faces.ts) and to time the detector:
 * - drawn faces on a 1600×1200 scene (test/helpers/face-photo.ts), several sizes, tilts and colours;
 * - every drawing of the sample collection under assets/ (none shows a person);
 * - random noise and colour gradients.
 * Run: `npx tsx tools/faces/measure-faces.ts`. Prints each class's min/median/max, the margin a
 * threshold leaves, the cold model load and the median detection time after the resize.
 */
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';
import sharp from 'sharp';
import { detectFaces, faceDefaults, loadFaceDetector, modelLoadMs, topScore } from '../../src/privacy/faces/detect-faces.ts';
import { facePhoto, sceneWithoutFace } from '../../test/helpers/face-photo.ts';

/** Face sizes counted as "a face the warning must catch": a head from 1/10 of the photo's height. */
const SIZES = [120, 200, 320, 500];
/** Smaller heads, reported apart: below what the threshold promises to catch (BlazeFace sees the photo at 256 px). */
const SMALL_SIZES = [40, 60, 80];
const TILTS = [-30, -15, 0, 15, 30];
const COLOURS = [
  { skin: '#e8b896', hair: '#5a3b1e' },
  { skin: '#8d5a3b', hair: '#1b1410' },
  { skin: '#f3d2b8', hair: '#d9b25a' },
];

type Sample = { name: string; score: number };

async function score(name: string, bytes: Buffer): Promise<Sample> {
  return { name, score: topScore(await detectFaces(bytes)) };
}

/** Deterministic noise: a linear congruential generator, so every run scores the same pictures. */
function noise(seed: number, width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    data[i] = state >>> 23;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

function gradient(from: string, to: string, angle: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summary(label: string, samples: Sample[]) {
  const scores = samples.map((s) => s.score);
  const lowest = samples.reduce((a, b) => (b.score < a.score ? b : a));
  const highest = samples.reduce((a, b) => (b.score > a.score ? b : a));
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padStart(3)}  min ${lowest.score.toFixed(2)} (${lowest.name})  median ${median(scores).toFixed(2)}  max ${highest.score.toFixed(2)} (${highest.name})`,
  );
}

const coldStart = performance.now();
await loadFaceDetector();
console.log(`model load (cold, first in this process): ${modelLoadMs()?.toFixed(0)} ms (${(performance.now() - coldStart).toFixed(0)} ms with the import)`);

const faces: Sample[] = [];
const small: Sample[] = [];
for (const [c, colour] of COLOURS.entries()) {
  for (const tilt of TILTS) {
    for (const faceSize of SIZES) faces.push(await score(`${faceSize}px tilt ${tilt} colour ${c}`, await facePhoto({ faceSize, tilt, ...colour })));
    for (const faceSize of SMALL_SIZES) small.push(await score(`${faceSize}px tilt ${tilt} colour ${c}`, await facePhoto({ faceSize, tilt, ...colour })));
  }
}
// Elsewhere in the picture too: near an edge, in the sky, against the birch.
for (const [x, y] of [
  [200, 300],
  [1400, 900],
  [1215, 450],
  [800, 1000],
] as const)
  faces.push(await score(`200px at ${x},${y}`, await facePhoto({ faceSize: 200, x, y })));

const drawings: Sample[] = [];
for (const file of (await fg('assets/**/*.{svg,jpg,jpeg,png,webp,avif}', { caseSensitiveMatch: false })).sort()) {
  drawings.push(await score(file, await readFile(file)));
}
const others: Sample[] = [await score('scene without face', await sceneWithoutFace())];
for (const seed of [1, 2, 3, 4, 5]) others.push(await score(`noise ${seed}`, await noise(seed, 1600, 1200)));
for (const [from, to, angle] of [
  ['#000000', '#ffffff', 0],
  ['#8fb8de', '#3f6522', 90],
  ['#e8b896', '#5a3b1e', 45],
  ['#ff0000', '#0000ff', 135],
  ['#f3d2b8', '#8d5a3b', 90],
] as const) {
  others.push(await score(`gradient ${from}→${to} ${angle}°`, await gradient(from, to, angle)));
}

console.log(`\nscores (detector floor minScore ${faceDefaults.minScore}; 0 = nothing above it)`);
summary(`drawn faces ${SIZES[0]}–${SIZES.at(-1)} px`, faces);
summary(`drawn faces ${SMALL_SIZES.join('/')} px (below promise)`, small);
summary('sample drawings (assets/)', drawings);
summary('scene, noise and gradients', others);
console.log('\ndrawn faces below 0.7:');
for (const f of [...faces, ...small].filter((f) => f.score < 0.7)) console.log(`  ${f.score.toFixed(2)}  ${f.name}`);
console.log('\nsample drawings above 0:');
for (const d of drawings.filter((d) => d.score > 0).sort((a, b) => b.score - a.score)) console.log(`  ${d.score.toFixed(2)}  ${d.name}`);

const lowestFace = Math.min(...faces.map((s) => s.score));
const highestOther = Math.max(...[...drawings, ...others].map((s) => s.score));
const t = faceDefaults.threshold;
console.log(
  `\nthreshold ${t}: faces flagged ${faces.filter((s) => s.score >= t).length}/${faces.length}, small ${small.filter((s) => s.score >= t).length}/${small.length}, drawings flagged ${drawings.filter((s) => s.score >= t).length}/${drawings.length}, others flagged ${others.filter((s) => s.score >= t).length}/${others.length}`,
);
console.log(
  `margin: lowest face ${lowestFace.toFixed(2)} − threshold = ${(lowestFace - t).toFixed(2)}; threshold − highest non-face ${highestOther.toFixed(2)} = ${(t - highestOther).toFixed(2)}`,
);

// Detection time after the resize, on 20 photos: the resize and the JPEG decode are timed apart.
const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => facePhoto({ faceSize: 100 + i * 20, tilt: (i % 5) * 10 - 20 })));
const total: number[] = [];
for (const photo of photos) {
  const started = performance.now();
  await detectFaces(photo);
  total.push(performance.now() - started);
}
const resizeOnly: number[] = [];
for (const photo of photos) {
  const started = performance.now();
  await sharp(photo).rotate().resize(faceDefaults.inputSize, faceDefaults.inputSize, { fit: 'inside' }).removeAlpha().raw().toBuffer();
  resizeOnly.push(performance.now() - started);
}
console.log(
  `\nper 1600×1200 JPEG, median of ${photos.length}: ${median(total).toFixed(0)} ms in all (decode + resize + detect), of which decode + resize ${median(resizeOnly).toFixed(0)} ms, so detection ≈ ${(median(total) - median(resizeOnly)).toFixed(0)} ms`,
);

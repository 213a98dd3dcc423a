/**
 * Measures the face rule (`faces` in src/config.ts) on the set it is calibrated on, and times the
 * detector: each picture is decoded as the encoder decodes it and detected as a build does, and
 * every candidate's two scores are printed, BlazeFace's and the face mesh's second look.
 * - drawn faces on a 1600×1200 scene (test/helpers/face-photo.ts), several sizes, tilts and colours;
 * - issue 40's two real cases rebuilt as scenes: a child's face close to the camera, reed heads;
 * - class photos of 12 MP with faces 100–200 px high;
 * - every drawing of the sample collection under assets/ (none shows a person);
 * - the scene alone, random noise and colour gradients;
 * - real faces: the 102 faces of the installed Human package's own screenshot
 *   (`assets/screenshot-facematch.jpg`, read from node_modules, never copied into this repository),
 *   six rows of 17 pasted into a 12 MP scene at 100–300 px.
 * Run: `node --import tsx tools/faces/measure-faces.ts` for the set, or with photo paths
 * (`… measure-faces.ts kuva1.jpg kuva2.heic`) to print the candidates in your own photos instead.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { defaults } from '../../src/config.ts';
import { decodeImage } from '../../src/images/decode.ts';
import { type DetectedFace, detectInPixels, faceDefaults, hasProbableFace, loadFaceDetector, modelLoadMs } from '../../src/privacy/faces/detect-faces.ts';
import { closeFacePhoto, facePhoto, groupPhoto, reedPhoto, sceneWithoutFace } from '../../test/helpers/face-photo.ts';

type Sample = { name: string; faces: DetectedFace[]; ms: number };

/** A picture detected as a build detects it: decoded as the encoder decodes it, then the rule's passes. */
async function measure(name: string, bytes: Buffer): Promise<Sample> {
  const { pixels } = await decodeImage(bytes, defaults.images);
  const started = performance.now();
  const { faces } = await detectInPixels(pixels, faceDefaults);
  return { name, faces, ms: performance.now() - started };
}

const best = (sample: Sample) => sample.faces[0];
const describe = (face: DetectedFace | undefined) =>
  face
    ? `score ${face.score.toFixed(2)} mesh ${face.mesh.toFixed(2)} box ${(face.box.width * 100).toFixed(1)} % × ${(face.box.height * 100).toFixed(1)} %`
    : 'no candidate';
const flagged = (samples: Sample[]) => samples.filter((sample) => hasProbableFace(sample, faceDefaults));

/** A class's verdicts and its extremes: the lowest mesh among faces, the highest among the rest. */
function report(label: string, samples: Sample[], faces: boolean) {
  const meshes = samples.flatMap((sample) => sample.faces.map((face) => face.mesh));
  const scores = samples.flatMap((sample) => sample.faces.map((face) => face.score));
  const edge = faces ? Math.min(...samples.map((sample) => best(sample)?.mesh ?? 0)) : Math.max(0, ...meshes);
  console.log(
    `${label.padEnd(40)} n=${String(samples.length).padStart(3)}  flagged ${flagged(samples).length}  candidates ${meshes.length}, ` +
      `scores ${scores.length ? `${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}` : '–'}, ${faces ? 'lowest best mesh' : 'highest mesh'} ${edge.toFixed(2)}`,
  );
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

/**
 * Real faces at a given size in a 12 MP photo: one row (17 faces) of the Human package's own
 * screenshot of extracted faces, spread over the scene. `undefined` when the package has no such file.
 */
async function realFaces(row: number, size: number): Promise<Buffer | undefined> {
  const human = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')));
  const screenshot = await readFile(path.join(human, 'assets', 'screenshot-facematch.jpg')).catch(() => undefined);
  if (!screenshot) return undefined;
  // The screenshot is 1920×954; its grid of faces starts 280 px down: 6 rows of 17.
  const [tile, rowHeight] = [1920 / 17, 674 / 6];
  const [width, height] = [4032, 3024];
  const faces = [];
  for (let column = 0; column < 17; column++) {
    const face = await sharp(screenshot)
      .extract({ left: Math.round(column * tile), top: 280 + Math.round(row * rowHeight), width: Math.floor(tile), height: Math.floor(rowHeight) })
      .resize(size, size)
      .toBuffer();
    faces.push({
      input: face,
      left: Math.round(200 + ((column % 6) * (width - 400)) / 6),
      top: Math.round(300 + (Math.floor(column / 6) * (height - 600)) / 3),
    });
  }
  const scene = await sharp(await sceneWithoutFace())
    .resize(width, height)
    .toBuffer();
  return sharp(scene).composite(faces).jpeg({ quality: 90 }).toBuffer();
}

const coldStart = performance.now();
await loadFaceDetector();
console.log(`models load (cold, first in this process): ${modelLoadMs()?.toFixed(0)} ms (${(performance.now() - coldStart).toFixed(0)} ms with the import)`);
console.log(
  `rule: BlazeFace score ≥ ${faceDefaults.minScore} and face mesh ≥ ${faceDefaults.meshThreshold}; input ${faceDefaults.inputSize} px, whole + ${faceDefaults.tiles}×${faceDefaults.tiles} tiles above ${faceDefaults.tileAbove} px\n`,
);

const photos = process.argv.slice(2);
if (photos.length > 0) {
  for (const file of photos) {
    const sample = await measure(file, await readFile(file));
    console.log(`${file}: ${hasProbableFace(sample, faceDefaults) ? 'WARNS' : 'no warning'} (${sample.ms.toFixed(0)} ms)`);
    for (const face of sample.faces) console.log(`  ${describe(face)} at ${(face.box.x * 100).toFixed(0)} %, ${(face.box.y * 100).toFixed(0)} %`);
  }
  process.exit(0);
}

const drawn: Sample[] = [];
const small: Sample[] = [];
const colours = [
  { skin: '#e8b896', hair: '#5a3b1e' },
  { skin: '#8d5a3b', hair: '#1b1410' },
  { skin: '#f3d2b8', hair: '#d9b25a' },
];
for (const [c, colour] of colours.entries()) {
  for (const tilt of [-30, -15, 0, 15, 30]) {
    for (const faceSize of [120, 200, 320, 500])
      drawn.push(await measure(`${faceSize}px tilt ${tilt} colour ${c}`, await facePhoto({ faceSize, tilt, ...colour })));
    for (const faceSize of [40, 60, 80]) small.push(await measure(`${faceSize}px tilt ${tilt} colour ${c}`, await facePhoto({ faceSize, tilt, ...colour })));
  }
}
for (const [x, y] of [
  [200, 300],
  [1400, 900],
  [1215, 450],
  [800, 1000],
] as const)
  drawn.push(await measure(`200px at ${x},${y}`, await facePhoto({ faceSize: 200, x, y })));

const close = await measure('close face (portrait)', await closeFacePhoto());
const reeds = await measure('reed heads (portrait)', await reedPhoto());
const groups: Sample[] = [];
for (const size of [100, 120, 150, 200]) groups.push(await measure(`class photo, faces ${size}px`, await groupPhoto(size)));

const sample: Sample[] = [];
for (const file of (await fg('assets/**/*.{svg,jpg,jpeg,png,webp,avif}', { caseSensitiveMatch: false })).sort())
  sample.push(await measure(file, await readFile(file)));
const others: Sample[] = [await measure('scene without face', await sceneWithoutFace())];
for (const seed of [1, 2, 3, 4, 5]) others.push(await measure(`noise ${seed}`, await noise(seed, 1600, 1200)));
for (const [from, to, angle] of [
  ['#000000', '#ffffff', 0],
  ['#8fb8de', '#3f6522', 90],
  ['#e8b896', '#5a3b1e', 45],
  ['#ff0000', '#0000ff', 135],
  ['#f3d2b8', '#8d5a3b', 90],
] as const)
  others.push(await measure(`gradient ${from}→${to} ${angle}°`, await gradient(from, to, angle)));

console.log('issue 40’s table, rebuilt:');
console.log(`  close face: ${hasProbableFace(close, faceDefaults) ? 'warns' : 'NO WARNING'}, best ${describe(best(close))}`);
console.log(`  reed heads: ${hasProbableFace(reeds, faceDefaults) ? 'WARNS' : 'no warning'}, best ${describe(best(reeds))}`);
console.log('class photos (12 MP, 12 faces each):');
for (const group of groups)
  console.log(
    `  ${group.name}: ${hasProbableFace(group, faceDefaults) ? 'warns' : 'NO WARNING'}, ${group.faces.filter((f) => f.mesh >= faceDefaults.meshThreshold).length}/12 faces confirmed`,
  );

console.log('\nclasses (flagged = warns under the rule):');
report('drawn faces 120–500 px (must warn)', drawn, true);
report('drawn faces 40/60/80 px (below promise)', small, true);
report('sample drawings (must not)', sample, false);
report('scene, noise, gradients (must not)', others, false);
console.log('\nsample drawings with a candidate:');
for (const s of sample.filter((s) => s.faces.length > 0)) console.log(`  ${s.name}: ${s.faces.map(describe).join('; ')}`);
console.log('\ndrawn faces whose best mesh is below 0.9:');
for (const s of [...drawn, ...small].filter((s) => (best(s)?.mesh ?? 0) < 0.9)) console.log(`  ${s.name}: ${describe(best(s))}`);

console.log('\nreal faces (102 of the Human package’s screenshot, in a 12 MP scene):');
for (const size of [100, 120, 150, 200, 300]) {
  let confirmed = 0;
  const rejected: number[] = [];
  for (let row = 0; row < 6; row++) {
    const bytes = await realFaces(row, size);
    if (!bytes) break;
    const { faces } = await measure(`real ${size}`, bytes);
    confirmed += faces.filter((face) => face.mesh >= faceDefaults.meshThreshold).length;
    rejected.push(...faces.filter((face) => face.mesh < faceDefaults.meshThreshold).map((face) => face.mesh));
  }
  console.log(
    `  ${size} px: ${confirmed}/102 confirmed by the mesh; other candidates ${rejected.length}, their highest mesh ${Math.max(0, ...rejected).toFixed(2)}`,
  );
}

const times = [...drawn, ...sample].map((s) => s.ms).sort((a, b) => a - b);
console.log(
  `\ndetection per photo after the decode (${times.length} photos): median ${times[times.length >> 1]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
);

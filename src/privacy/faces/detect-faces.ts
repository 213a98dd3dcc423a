/**
 * Offline face detection: does a photo probably show a person's face? (issues 31 and 40)
 *
 * `@vladmandic/human` on TensorFlow.js's WebAssembly backend, with two of its models: BlazeFace
 * finds candidate boxes, and the face mesh takes a second look at each, giving its own confidence
 * that the box holds a face (about 1 on faces, near 0 on reed heads or a duck that BlazeFace
 * scored as high as a real face). The model files ship inside the package (no install script
 * downloads anything) and are read from disk by a TensorFlow.js load router that claims only that
 * folder: no photo or pixel leaves the machine, no global is replaced, and fetch is never called.
 *
 * Why Human: `@vladmandic/face-api`'s TinyFaceDetector misses small and tilted faces, and
 * `@tensorflow-models/blazeface` loads its model from the internet. Human bundles both models and
 * lets every other one (iris, emotion, description, body, hands, objects…) be switched off.
 *
 * The detector works on pixels already decoded (the encoder's, see `src/images/pipeline.ts`),
 * resized once to `inputSize`. The model is loaded once per process, on the first photo that
 * needs it: a build with every photo cached (see face-cache.ts) never loads it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { defaults, type FaceCheckSettings } from '../../config.ts';
import type { Pixels } from '../../images/decode.ts';

/** What the detector and its cache read: the settings' `faces` without the switch. */
export type FaceSettings = Readonly<Omit<FaceCheckSettings, 'enabled'>>;

/** The detector's part of a `faces` setting: the one way the detector's settings are derived. */
export function faceSettings(faces: FaceCheckSettings): FaceSettings {
  const { enabled: _enabled, ...detector } = faces;
  return detector;
}

/** The detector's settings by default (`src/config.ts`, `faces`; each explained there). */
export const faceDefaults: FaceSettings = faceSettings(defaults.faces);

/** A face's box as fractions of the photo's width and height (0–1), so it holds at any size. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  /** BlazeFace's confidence in the candidate, 0–1. */
  score: number;
  /** The face mesh's confidence that the candidate's box holds a face, 0–1: the second look. */
  mesh: number;
  box: FaceBox;
}

export interface FaceDetection {
  /** Every candidate at or above `minScore`, the ones the mesh is surest of first. */
  faces: DetectedFace[];
}

/** A photo as the face check sees it: its bytes (the cache key) and its pixels, decoded only when asked. */
export interface FacePhoto {
  bytes: Uint8Array;
  pixels: () => Promise<Pixels>;
}

/** Finds faces in a photo; the cache takes one so tests can count or replace it. */
export type FaceDetector = (photo: FacePhoto, settings: FaceSettings) => Promise<FaceDetection>;

const require = createRequire(import.meta.url);
// The package's `exports` spells its subpaths without `./`, so Node cannot resolve
// `@vladmandic/human/dist/human.node-wasm.js`: find the package by its main entry (never loaded) instead.
const HUMAN_DIR = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const HUMAN_NODE_WASM = pathToFileURL(path.join(HUMAN_DIR, 'dist', 'human.node-wasm.js')).href;
/** The package's `models/`: the only folder the model loader reads. */
const MODELS_DIR = path.join(HUMAN_DIR, 'models');
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
/** Human's version as installed (its package.json is not exported, so read from its folder); `faceDefaults.modelVersion` must name it. */
export const installedModelVersion = async (): Promise<string> =>
  `human-${(JSON.parse(await readFile(path.join(HUMAN_DIR, 'package.json'), 'utf8')) as { version: string }).version}`;

type Human = import('@vladmandic/human').Human;
/** Human's `tf` is TensorFlow.js's core (the package it requires), though its types say `any`. */
type TensorFlow = typeof import('@tensorflow/tfjs-core');
type Tensor4D = import('@tensorflow/tfjs-core').Tensor4D;

let loading: Promise<Human> | undefined;
let routed = false;
let calls = 0;
let loadMs: number | undefined;

/** How many photos this process ran the detector on: the cache's tests count misses with it. */
export const detectorCalls = (): number => calls;
/** Milliseconds the models took to load in this process, once they have. */
export const modelLoadMs = (): number | undefined => loadMs;

/**
 * Human's configuration: BlazeFace and the face mesh only, everything else off (its defaults turn
 * on iris, emotion, description, body, hands and more), no warm-up, no browser cache. The mesh
 * keeps the candidates it does not believe (`keepInvalid`), so each result carries both scores.
 */
function humanConfig(settings: FaceSettings) {
  const off = { enabled: false };
  return {
    backend: 'wasm',
    // Human's default is a CDN address; the backend reads its .wasm from the installed package.
    wasmPath: `${WASM_DIR}${path.sep}`,
    wasmPlatformFetch: false,
    modelBasePath: pathToFileURL(`${MODELS_DIR}${path.sep}`).href,
    cacheModels: false,
    validateModels: false,
    debug: false,
    async: true,
    warmup: 'none',
    // Nothing from a previous photo is reused: every photo is detected afresh.
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: off,
    face: {
      enabled: true,
      detector: {
        enabled: true,
        modelPath: 'blazeface.json',
        rotation: false,
        iouThreshold: 0.3,
        skipFrames: 0,
        skipTime: 0,
        return: false,
        ...limits(settings),
      },
      mesh: { enabled: true, modelPath: 'facemesh.json', keepInvalid: true },
      attention: off,
      iris: off,
      emotion: off,
      description: off,
      antispoof: off,
      liveness: off,
      gear: off,
    },
    body: off,
    hand: off,
    object: off,
    gesture: off,
    segmentation: off,
  } as const;
}

/** The settings Human takes per call: how many candidates a pass keeps, and its floor. */
const limits = (settings: FaceSettings) => ({ maxDetected: settings.maxFaces, minConfidence: settings.minScore });

/**
 * Lets TensorFlow.js read the package's model files from disk: its model loader asks each
 * registered router for a URL's handler, and this one claims the `file:` URLs of `models/` only.
 * Without it the loader would hand the URL to `fetch`, which cannot read `file:` URLs.
 */
function readModelsFromDisk(tf: TensorFlow): void {
  if (routed) return;
  routed = true;
  tf.io.registerLoadRouter((url) => {
    const file = typeof url === 'string' ? modelFile(url) : undefined;
    // A router answers null for what it does not claim (its type forgets to say so).
    return (file ? { load: () => modelArtifacts(tf, file) } : null) as ReturnType<Parameters<TensorFlow['io']['registerLoadRouter']>[0]>;
  });
}

/** The model file a URL names, when it is one of the package's `models/`; `undefined` for anything else. */
export function modelFile(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const file = path.resolve(fileURLToPath(url));
  return path.dirname(file) === MODELS_DIR ? file : undefined;
}

/** A model's graph and weights, read from its JSON and the weight files it names beside it. */
async function modelArtifacts(tf: TensorFlow, file: string) {
  const json = JSON.parse(await readFile(file, 'utf8'));
  return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
    const weights = await Promise.all(manifest.flatMap((group) => group.paths.map((name) => readFile(path.join(MODELS_DIR, path.basename(name))))));
    const data = Buffer.concat(weights);
    return [manifest.flatMap((group) => group.weights), data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)];
  });
}

/**
 * Loads Human and its two models once per process. Its Node entry for the WASM backend is
 * `dist/human.node-wasm.js`; the package's `node` entry would need `@tensorflow/tfjs-node`.
 */
export function loadFaceDetector(settings: FaceSettings = faceDefaults): Promise<Human> {
  loading ??= (async () => {
    const started = performance.now();
    const { Human } = (await import(HUMAN_NODE_WASM)) as typeof import('@vladmandic/human');
    const human = new Human(humanConfig(settings) as unknown as ConstructorParameters<typeof Human>[0]);
    readModelsFromDisk(human.tf as TensorFlow);
    await human.load();
    loadMs = performance.now() - started;
    return human;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Faces in a photo, on its decoded pixels. */
export const detectFaces: FaceDetector = async (photo, settings) => detectInPixels(await photo.pixels(), settings);

/** A part of the detector's copy, in its pixels. */
interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Faces in decoded pixels: the copy resized once to `inputSize`, then the whole of it and, for a
 * photo larger than `tileAbove`, each tile, one pass each (BlazeFace, then the mesh on every candidate). A face found by two passes
 * is kept once, with the mesh's surer look.
 */
export async function detectInPixels(pixels: Pixels, settings: FaceSettings): Promise<FaceDetection> {
  const [human, copy] = await Promise.all([loadFaceDetector(settings), detectorCopy(pixels, settings.inputSize)]);
  calls++;
  const tf = human.tf as TensorFlow;
  const image = tf.tensor4d(copy.data, [1, copy.height, copy.width, 3], 'int32');
  try {
    const found: DetectedFace[] = [];
    const tiles = Math.max(pixels.width, pixels.height) > settings.tileAbove ? settings.tiles : 1;
    for (const region of passes(copy.width, copy.height, tiles)) found.push(...(await detectIn(human, image, region, copy, settings)));
    return { faces: distinct(found).slice(0, settings.maxFaces) };
  } finally {
    tf.dispose(image);
  }
}

/** The pixels as RGB, their longest side `inputSize` (never enlarged). */
async function detectorCopy(pixels: Pixels, inputSize: number) {
  const { data, info } = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } })
    .resize(inputSize, inputSize, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The whole copy, then `tiles` × `tiles` parts overlapping by a third of a part (for 2 × 2, each
 * 60 % of the width and height): a face up to a fifth of the photo's side lies wholly inside one
 * part, and a larger one is large enough for the whole-copy pass.
 */
export function passes(width: number, height: number, tiles: number): Region[] {
  const whole = { left: 0, top: 0, width, height };
  if (tiles < 2) return [whole];
  // n parts of side s overlapping by s/3 cover n·s − (n − 1)·s/3 = s·(2n + 1)/3 of the side.
  const side = (total: number) => Math.round((3 * total) / (2 * tiles + 1));
  const [tileWidth, tileHeight] = [side(width), side(height)];
  const at = (i: number, tile: number, total: number) => Math.round((i * (total - tile)) / (tiles - 1));
  const regions = [whole];
  for (let row = 0; row < tiles; row++)
    for (let column = 0; column < tiles; column++)
      regions.push({ left: at(column, tileWidth, width), top: at(row, tileHeight, height), width: tileWidth, height: tileHeight });
  return regions;
}

/** One pass: the candidates in a region, with their boxes as fractions of the whole copy. */
async function detectIn(human: Human, image: Tensor4D, region: Region, copy: { width: number; height: number }, settings: FaceSettings) {
  const tf = human.tf as TensorFlow;
  const whole = region.width === copy.width && region.height === copy.height;
  const part = whole ? image : tf.slice(image, [0, region.top, region.left, 0], [1, region.height, region.width, 3]);
  try {
    const result = await human.detect(part, { face: { detector: limits(settings) } } as Parameters<Human['detect']>[1]);
    return result.face
      .filter((face) => (face.boxScore ?? 0) >= settings.minScore)
      .map((face): DetectedFace => {
        const [x, y, width, height] = face.boxRaw;
        return {
          score: round(face.boxScore ?? 0),
          mesh: round(face.faceScore ?? 0),
          box: {
            x: round((region.left + x * region.width) / copy.width),
            y: round((region.top + y * region.height) / copy.height),
            width: round((width * region.width) / copy.width),
            height: round((height * region.height) / copy.height),
          },
        };
      });
  } finally {
    if (part !== image) tf.dispose(part);
  }
}

/** The candidates with the ones a surer candidate's box mostly covers left out, surest first. */
function distinct(faces: readonly DetectedFace[]): DetectedFace[] {
  const kept: DetectedFace[] = [];
  for (const face of [...faces].sort((a, b) => b.mesh - a.mesh || b.score - a.score))
    if (!kept.some((other) => overlap(other.box, face.box) > 0.5)) kept.push(face);
  return kept;
}

/** The share of the smaller box that the larger one covers. */
function overlap(a: FaceBox, b: FaceBox): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width <= 0 || height <= 0 ? 0 : (width * height) / Math.min(a.width * a.height, b.width * b.height);
}

/** Four decimals: the results are stored and compared, and the model's last digits are noise. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Whether one candidate is a probable face: BlazeFace found it and the mesh confirms it. */
export const isProbableFace = (face: DetectedFace, settings: FaceSettings = faceDefaults): boolean =>
  face.score >= settings.minScore && face.mesh >= settings.meshThreshold;

/** Whether a detection holds a probable face. */
export const hasProbableFace = (detection: FaceDetection, settings: FaceSettings = faceDefaults): boolean =>
  detection.faces.some((face) => isProbableFace(face, settings));

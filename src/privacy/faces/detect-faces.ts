/**
 * Offline face detection: does a photo probably show a person's face? (issue 31)
 *
 * `@vladmandic/human` with BlazeFace alone, on TensorFlow.js's WebAssembly backend. The model
 * files ship inside the package (no install script downloads anything), and every byte the model
 * loader asks for is served from that folder by `localModelFetch`, which throws on anything else:
 * no photo or pixel leaves the machine, and the network is never used.
 *
 * Why Human: `@vladmandic/face-api`'s TinyFaceDetector misses small and tilted faces, and
 * `@tensorflow-models/blazeface` loads its model from the internet. Human bundles BlazeFace and
 * lets every other model (mesh, iris, emotion, body, hands, objects…) be switched off.
 *
 * The model is loaded once per process, on the first call, and only then: a build with every
 * photo cached (see face-cache.ts) never loads it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { defaults, type FaceCheckSettings } from '../../config.ts';

/** The detector's settings, from the one settings object (`src/config.ts`, `faces`; each explained there). */
export const faceDefaults: FaceSettings = {
  model: defaults.faces.model,
  modelVersion: defaults.faces.modelVersion,
  threshold: defaults.faces.threshold,
  minScore: defaults.faces.minScore,
  maxFaces: defaults.faces.maxFaces,
  inputSize: defaults.faces.inputSize,
};

/** What the detector and its cache read: the settings' `faces` without the switch. */
export type FaceSettings = Readonly<Omit<FaceCheckSettings, 'enabled'>>;

/** A face's box as fractions of the photo's width and height (0–1), so it holds at any size. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  /** The detector's confidence, 0–1. */
  score: number;
  box: FaceBox;
}

export interface FaceDetection {
  /** Highest score first; only faces at or above `minScore`. */
  faces: DetectedFace[];
}

/** Finds faces in a photo's bytes; the cache takes one so tests can count or replace it. */
export type FaceDetector = (bytes: Uint8Array, settings?: FaceSettings) => Promise<FaceDetection>;

const require = createRequire(import.meta.url);
/** `models/` and `dist/` of the installed packages; the only files `localModelFetch` serves. */
// The package's `exports` spells its subpaths without `./`, so Node cannot resolve
// `@vladmandic/human/dist/human.node-wasm.js`: find the package by its main entry (never loaded) instead.
const HUMAN_DIR = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const HUMAN_NODE_WASM = pathToFileURL(path.join(HUMAN_DIR, 'dist', 'human.node-wasm.js')).href;
const MODELS_DIR = path.join(HUMAN_DIR, 'models');
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
/** Human's version as installed (its package.json is not exported, so read from its folder); `faceDefaults.modelVersion` must name it. */
export const installedModelVersion = async (): Promise<string> =>
  `human-${(JSON.parse(await readFile(path.join(HUMAN_DIR, 'package.json'), 'utf8')) as { version: string }).version}`;

/**
 * The `fetch` Human's model loader gets: `file:` URLs inside the package's `models/` folder are
 * read from disk; every other URL, network or file, is an error. Node's own `fetch` cannot read
 * `file:` URLs, and the loader must never reach the network.
 */
export async function localModelFetch(input: string | URL | Request): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('file:')) throw new Error(`face detection reads its model from disk only, refused ${url}`);
  const file = path.resolve(fileURLToPath(url));
  if (path.dirname(file) !== MODELS_DIR) throw new Error(`face detection reads only ${MODELS_DIR}, refused ${file}`);
  const data = await readFile(file);
  return new Response(data, { status: 200, headers: { 'content-type': file.endsWith('.json') ? 'application/json' : 'application/octet-stream' } });
}

type Human = import('@vladmandic/human').Human;

let loading: Promise<Human> | undefined;
let calls = 0;
let loadMs: number | undefined;

/** How many photos this process ran the detector on: the cache's tests count misses with it. */
export const detectorCalls = (): number => calls;
/** Milliseconds the model took to load in this process, once it has. */
export const modelLoadMs = (): number | undefined => loadMs;

/**
 * Human's configuration: BlazeFace only, everything else off (its defaults turn on the face mesh,
 * iris, emotion, description, body, hands and more), no warm-up, no browser cache.
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
        modelPath: `${settings.model}.json`,
        rotation: false,
        maxDetected: settings.maxFaces,
        minConfidence: settings.minScore,
        iouThreshold: 0.3,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      mesh: off,
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

/**
 * Loads Human and its model once per process. Its Node entry for the WASM backend is
 * `dist/human.node-wasm.js`; the package's `node` entry would need `@tensorflow/tfjs-node`. While
 * it loads, the global `fetch` is the local reader (Human calls the global one): a request for
 * anything else fails the load instead of leaving the machine.
 */
export function loadFaceDetector(settings: FaceSettings = faceDefaults): Promise<Human> {
  loading ??= (async () => {
    const started = performance.now();
    const { Human } = (await import(HUMAN_NODE_WASM)) as typeof import('@vladmandic/human');
    const human = new Human(humanConfig(settings) as unknown as ConstructorParameters<typeof Human>[0]);
    const networkFetch = globalThis.fetch;
    globalThis.fetch = localModelFetch as typeof fetch;
    try {
      await human.load();
    } finally {
      globalThis.fetch = networkFetch;
    }
    loadMs = performance.now() - started;
    return human;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The photo as raw RGB pixels, its longest side `inputSize` (never enlarged), turned upright by its EXIF orientation. */
async function resized(bytes: Uint8Array, inputSize: number) {
  return sharp(bytes, { failOn: 'none' })
    .rotate()
    .resize(inputSize, inputSize, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Faces in a photo's bytes (any format sharp reads), highest score first. */
export const detectFaces: FaceDetector = async (bytes, settings = faceDefaults) => {
  const [human, { data, info }] = await Promise.all([loadFaceDetector(settings), resized(bytes, settings.inputSize)]);
  calls++;
  const tensor = human.tf.tensor4d(data, [1, info.height, info.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    const faces = result.face
      .map((face) => {
        const [x, y, width, height] = face.boxRaw;
        return { score: round(face.boxScore ?? face.score), box: { x: round(x), y: round(y), width: round(width), height: round(height) } };
      })
      .filter((face) => face.score >= settings.minScore)
      .sort((a, b) => b.score - a.score);
    return { faces };
  } finally {
    human.tf.dispose(tensor);
  }
};

/** Four decimals: the results are stored and compared, and the model's last digits are noise. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The highest face score in a photo, 0 when none reached `minScore`. */
export async function maxFaceScore(bytes: Uint8Array, settings: FaceSettings = faceDefaults): Promise<number> {
  return topScore(await detectFaces(bytes, settings));
}

export const topScore = (detection: FaceDetection): number => detection.faces[0]?.score ?? 0;

/** Whether a detection holds a probable face by the settings' threshold. */
export const hasProbableFace = (detection: FaceDetection, settings: FaceSettings = faceDefaults): boolean => topScore(detection) >= settings.threshold;

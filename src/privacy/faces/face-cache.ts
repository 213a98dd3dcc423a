/**
 * Face detection results kept between builds, so an unchanged photo costs nothing the next time.
 *
 * One small JSON part per photo in the cache's `faces` kind (`.cache/faces/<key>.json`). The key
 * is the SHA-256 of the photo's bytes, of every setting that changes what the detector returns
 * (models and their version, floor, face count, input size, tiles and the size that needs them) and of `DETECTION_VERSION`: a
 * new model or a new way of detecting re-checks every photo. The mesh threshold is left out: it is
 * applied to the stored scores, so changing it re-detects nothing.
 *
 * Like the image cache, a file here is input from outside (CI restores it, anyone can edit it):
 * anything that is not exactly a result for this key is a miss, and the photo is detected again.
 */
import { type Cache, type CacheFolder, parseJson } from '../../cache/store.ts';
import { sha256 } from '../../hash.ts';
import { isRecord } from '../../images/cache.ts';
import { type DetectedFace, detectFaces, type FaceDetection, type FaceDetector, type FacePhoto, type FaceSettings, faceDefaults } from './detect-faces.ts';

/** A result lists at most `maxFaces` small objects; anything bigger is not ours. */
const MAX_ENTRY_BYTES = 64 * 1024;
/** The entry's one part: `<key>.json`. */
const PART = 'json';

/**
 * Bump when the detection code changes what it stores. 2: the face mesh's second look (`mesh`),
 * detection on the encoder's decoded pixels, tiles (issue 40).
 */
const DETECTION_VERSION = 2;

/** The settings a stored result depends on; `meshThreshold` is not one of them. */
const keyedSettings = (s: FaceSettings) => ({
  v: DETECTION_VERSION,
  model: s.model,
  modelVersion: s.modelVersion,
  minScore: s.minScore,
  maxFaces: s.maxFaces,
  inputSize: s.inputSize,
  tiles: s.tiles,
  tileAbove: s.tileAbove,
});

/** The cache key of a photo under these settings: 64 hex digits. */
export const faceCacheKey = (bytes: Uint8Array, settings: FaceSettings = faceDefaults): string =>
  sha256(`faces\n${sha256(bytes)}\n${JSON.stringify(keyedSettings(settings))}`);

export interface FaceCheck extends FaceDetection {
  /** Whether the result came from the cache (no detection ran). */
  cached: boolean;
}

export interface FaceCheckOptions {
  /** The store the results are kept in (its `faces` kind). */
  cache: Cache;
  settings?: FaceSettings;
  /** Replaces the real detector; tests count or fake detections with it. */
  detect?: FaceDetector;
}

/** Faces in a photo: from the cache when these bytes were checked under these settings (nothing decoded), else detected and stored. */
export async function checkFaces(photo: FacePhoto, { cache, settings = faceDefaults, detect = detectFaces }: FaceCheckOptions): Promise<FaceCheck> {
  const faces = cache.open('faces');
  const key = faceCacheKey(photo.bytes, settings);
  const stored = await readFaces(faces, key, settings);
  if (stored) return { ...stored, cached: true };
  const detection = await detect(photo, settings);
  // A result that cannot be kept is detected again next time: the store reports the failed write.
  await faces.put(key, { [PART]: `${JSON.stringify({ key, faces: detection.faces } satisfies StoredFaces)}\n` });
  return { ...detection, cached: false };
}

interface StoredFaces extends FaceDetection {
  key: string;
}

const isUnit = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
/** Boxes may reach a little past the photo's edge: BlazeFace pads the faces it finds there. */
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -1 && v <= 2;

function isFace(v: unknown, settings: FaceSettings): v is DetectedFace {
  if (!isRecord(v) || !isUnit(v.score) || v.score < settings.minScore || !isUnit(v.mesh) || !isRecord(v.box)) return false;
  const { x, y, width, height } = v.box;
  return isCoordinate(x) && isCoordinate(y) && isCoordinate(width) && isCoordinate(height);
}

function isStored(v: unknown, key: string, settings: FaceSettings): v is StoredFaces {
  return (
    isRecord(v) && v.key === key && Array.isArray(v.faces) && v.faces.length <= settings.maxFaces && v.faces.every((face: unknown) => isFace(face, settings))
  );
}

/** The stored result for `key`, or `undefined` when it is missing or fails a check. */
async function readFaces(faces: CacheFolder, key: string, settings: FaceSettings): Promise<FaceDetection | undefined> {
  const parsed = parseJson(await faces.get(key, PART, MAX_ENTRY_BYTES));
  if (!isStored(parsed, key, settings)) return undefined;
  return { faces: parsed.faces.map(({ score, mesh, box: { x, y, width, height } }) => ({ score, mesh, box: { x, y, width, height } })) };
}

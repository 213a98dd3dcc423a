import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  type DetectedFace,
  detectorCalls,
  type FaceDetector,
  type FacePhoto,
  faceDefaults,
  hasProbableFace,
  installedModelVersion,
  modelFile,
  passes,
} from '../../src/privacy/faces/detect-faces.ts';
import { type Cache, openCache } from '../../src/cache/store.ts';
import { checkFaces, faceCacheKey } from '../../src/privacy/faces/face-cache.ts';
import { detectPhoto, facePhoto, photoPixels, sceneWithoutFace } from '../helpers/face-photo.ts';

// Issue 40's two photos rebuilt, the sample's 38 drawings, the drawn faces at every size and the
// class photo at the minimum face size are checked in test/e2e/faces-rule.test.ts: rasterising and
// detecting them takes too long for npm test (the reed heads' SVG filters alone take seconds).
describe('face detection (BlazeFace, then the face mesh, offline)', () => {
  it('should read only the package’s model files, and never call fetch', async () => {
    assert.equal(modelFile('https://cdn.jsdelivr.net/npm/@vladmandic/human/models/blazeface.json'), undefined);
    assert.equal(modelFile('file:///etc/passwd'), undefined);
    // First in this file: the models load (each test file runs in its own process) and detect with a fetch that refuses everything.
    const networkFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('network used'));
    try {
      assert.ok(hasProbableFace(await detectPhoto(await facePhoto())));
    } finally {
      globalThis.fetch = networkFetch;
    }
  });

  it('should flag a drawn face on a 1600×1200 scene, with its box around the face', async () => {
    const detection = await detectPhoto(await facePhoto({ faceSize: 320, x: 560, y: 520 }));
    assert.ok(hasProbableFace(detection), JSON.stringify(detection.faces[0]));
    const { x, y, width, height } = detection.faces[0]!.box;
    // The head's centre is at (560, 520) of 1600×1200: 0.35, 0.43 of the photo.
    assert.ok(Math.abs(x + width / 2 - 0.35) < 0.05 && Math.abs(y + height / 2 - 0.43) < 0.07, JSON.stringify(detection.faces[0]));
  });

  it('should not flag the same scene without the face', async () => {
    assert.equal(hasProbableFace(await detectPhoto(await sceneWithoutFace())), false);
  });

  it('should name the installed Human in its settings, so a new model invalidates the cache', async () => {
    assert.equal(faceDefaults.modelVersion, await installedModelVersion());
  });

  it('should look at the whole photo and at 2 × 2 overlapping parts, each 60 % of a side', () => {
    const regions = passes(1000, 750, 2);
    assert.deepEqual(regions[0], { left: 0, top: 0, width: 1000, height: 750 });
    assert.deepEqual(
      regions.slice(1).map((r) => [r.left, r.top, r.width, r.height]),
      [
        [0, 0, 600, 450],
        [400, 0, 600, 450],
        [0, 300, 600, 450],
        [400, 300, 600, 450],
      ],
    );
    assert.equal(passes(1000, 750, 1).length, 1);
  });
});

describe('face cache', () => {
  let cacheDir: string;
  /** One store for the suite, as a run has; each result is `<key>.json` in its `faces` folder. */
  let cache: Cache;
  before(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-faces-'));
    cache = openCache(cacheDir);
  });
  after(() => rm(cacheDir, { recursive: true, force: true }));

  /** A photo whose pixels are never decoded: the fake detectors below do not ask for them. */
  const undecodable = (text: string): FacePhoto => ({
    bytes: Buffer.from(text),
    pixels: () => Promise.reject(new Error('pixels asked for')),
  });
  const FACE: DetectedFace = { score: 0.9, mesh: 1, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.3 } };

  it('should run no detection and decode nothing the second time for the same bytes, and give the same faces', async () => {
    const bytes = await facePhoto({ faceSize: 240 });
    const before = detectorCalls();
    const first = await checkFaces({ bytes, pixels: () => photoPixels(bytes) }, { cache });
    assert.equal(detectorCalls(), before + 1);
    assert.equal(first.cached, false);
    const second = await checkFaces({ bytes: Buffer.from(bytes), pixels: () => Promise.reject(new Error('decoded again')) }, { cache });
    assert.equal(detectorCalls(), before + 1, 'no detection on the second call');
    assert.equal(second.cached, true);
    assert.deepEqual(second.faces, first.faces);
    assert.ok(hasProbableFace(second));
    assert.deepEqual(await readdir(path.join(cacheDir, 'faces')), [`${faceCacheKey(bytes)}.json`]);
  });

  it('should detect again after a model or rule change, and not after a mesh threshold change', async () => {
    let calls = 0;
    const detect: FaceDetector = async () => {
      calls++;
      return { faces: [FACE] };
    };
    const photo = undecodable('not really a photo: the fake detector never reads it');
    await checkFaces(photo, { cache, detect });
    await checkFaces(photo, { cache, detect, settings: { ...faceDefaults, meshThreshold: 0.9 } });
    assert.equal(calls, 1);
    await checkFaces(photo, { cache, detect, settings: { ...faceDefaults, modelVersion: 'human-9.9.9' } });
    await checkFaces(photo, { cache, detect, settings: { ...faceDefaults, tiles: 3 } });
    assert.equal(calls, 3);
  });

  it('should detect again when a stored result is damaged, doctored or from before the mesh', async () => {
    let calls = 0;
    const detect: FaceDetector = async () => {
      calls++;
      return { faces: [] };
    };
    const photo = undecodable('another photo');
    const key = faceCacheKey(photo.bytes);
    const file = path.join(cacheDir, 'faces', `${key}.json`);
    for (const content of [
      '{"key":',
      JSON.stringify({ key: 'other', faces: [] }),
      JSON.stringify({ key, faces: [{ score: 7, mesh: 1, box: {} }] }),
      // A result of the rule before issue 40: BlazeFace's score without the mesh's look.
      JSON.stringify({ key, faces: [{ score: 0.9, box: FACE.box }] }),
    ]) {
      await writeFile(file, content);
      const result = await checkFaces(photo, { cache, detect });
      assert.equal(result.cached, false, content);
    }
    assert.equal(calls, 4);
    assert.equal((await checkFaces(photo, { cache, detect })).cached, true, 'the rewritten result is used');
  });
});

import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  detectFaces,
  detectorCalls,
  type FaceDetector,
  faceDefaults,
  hasProbableFace,
  installedModelVersion,
  localModelFetch,
  maxFaceScore,
} from '../../src/privacy/faces/detect-faces.ts';
import { type Cache, openCache } from '../../src/cache/store.ts';
import { checkFaces, faceCacheKey } from '../../src/privacy/faces/face-cache.ts';
import { facePhoto, sceneWithoutFace } from '../helpers/face-photo.ts';

// The sample's 38 drawings are checked in test/e2e/faces-sample.test.ts: rasterising them takes
// about 5 s, too long for npm test.
describe('face detection (BlazeFace, offline)', () => {
  it('should flag a drawn face on a 1600×1200 scene, with its box around the face', async () => {
    const detection = await detectFaces(await facePhoto({ faceSize: 320, x: 560, y: 520 }));
    assert.ok(hasProbableFace(detection), `score ${detection.faces[0]?.score}`);
    const { x, y, width, height } = detection.faces[0]!.box;
    // The head's centre is at (560, 520) of 1600×1200: 0.35, 0.43 of the photo.
    assert.ok(Math.abs(x + width / 2 - 0.35) < 0.05 && Math.abs(y + height / 2 - 0.43) < 0.07, JSON.stringify(detection.faces[0]));
  });

  it('should flag a small tilted face and a face against the birch', async () => {
    for (const options of [
      { faceSize: 120, tilt: 15 },
      { faceSize: 200, tilt: -30, skin: '#8d5a3b', hair: '#1b1410' },
      { faceSize: 200, x: 1215, y: 450 },
    ]) {
      const score = await maxFaceScore(await facePhoto(options));
      assert.ok(score >= faceDefaults.threshold, `${JSON.stringify(options)}: ${score}`);
    }
  });

  it('should not flag the same scene without the face', async () => {
    assert.equal(hasProbableFace(await detectFaces(await sceneWithoutFace())), false);
  });

  it('should name the installed Human in its settings, so a new model invalidates the cache', async () => {
    assert.equal(faceDefaults.modelVersion, await installedModelVersion());
  });

  it('should serve the model only from the package folder and refuse the network', async () => {
    await assert.rejects(localModelFetch('https://cdn.jsdelivr.net/npm/@vladmandic/human/models/blazeface.json'), /refused/);
    await assert.rejects(localModelFetch('file:///etc/passwd'), /refused/);
    // The loader read its model through it: a detection works with the global fetch refusing everything.
    const networkFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('network used'));
    try {
      assert.ok((await maxFaceScore(await facePhoto())) >= faceDefaults.threshold);
    } finally {
      globalThis.fetch = networkFetch;
    }
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

  it('should run no detection the second time for the same bytes, and give the same faces', async () => {
    const photo = await facePhoto({ faceSize: 240 });
    const before = detectorCalls();
    const first = await checkFaces(photo, { cache });
    assert.equal(detectorCalls(), before + 1);
    assert.equal(first.cached, false);
    const second = await checkFaces(Buffer.from(photo), { cache });
    assert.equal(detectorCalls(), before + 1, 'no detection on the second call');
    assert.equal(second.cached, true);
    assert.deepEqual(second.faces, first.faces);
    assert.ok(hasProbableFace(second));
    assert.deepEqual(await readdir(path.join(cacheDir, 'faces')), [`${faceCacheKey(photo)}.json`]);
  });

  it('should detect again after a model change, and not after a threshold change', async () => {
    let calls = 0;
    const detect: FaceDetector = async () => {
      calls++;
      return { faces: [{ score: 0.9, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.3 } }] };
    };
    const photo = Buffer.from('not really a photo: the fake detector never reads it');
    await checkFaces(photo, { cache, detect });
    await checkFaces(photo, { cache, detect, settings: { ...faceDefaults, threshold: 0.9 } });
    assert.equal(calls, 1);
    await checkFaces(photo, { cache, detect, settings: { ...faceDefaults, modelVersion: 'human-9.9.9' } });
    assert.equal(calls, 2);
  });

  it('should detect again when a stored result is damaged or doctored', async () => {
    let calls = 0;
    const detect: FaceDetector = async () => {
      calls++;
      return { faces: [] };
    };
    const photo = Buffer.from('another photo');
    const file = path.join(cacheDir, 'faces', `${faceCacheKey(photo)}.json`);
    for (const content of [
      '{"key":',
      JSON.stringify({ key: 'other', faces: [] }),
      JSON.stringify({ key: faceCacheKey(photo), faces: [{ score: 7, box: {} }] }),
    ]) {
      await writeFile(file, content);
      const result = await checkFaces(photo, { cache, detect });
      assert.equal(result.cached, false, content);
    }
    assert.equal(calls, 3);
    assert.equal((await checkFaces(photo, { cache, detect })).cached, true, 'the rewritten result is used');
  });
});

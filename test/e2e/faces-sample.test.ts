import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { faceDefaults, maxFaceScore } from '../../src/privacy/faces/detect-faces.ts';
import { SAMPLE_ASSETS_DIR } from '../helpers/sample.ts';

// Here rather than in test/unit: rasterising the 38 SVG drawings at their own size and detecting
// takes about 5 s, a fifth of a unit shard. The drawn-face and scene tests are in test/unit/faces.test.ts.
describe('face detection on the sample collection', () => {
  it('should flag none of the sample collection’s drawings', async () => {
    const files = (await fg('**/*', { cwd: SAMPLE_ASSETS_DIR, onlyFiles: true })).sort();
    assert.equal(files.length, 38, 'the sample has 38 drawings');
    const flagged: string[] = [];
    for (const file of files) {
      const score = await maxFaceScore(await readFile(path.join(SAMPLE_ASSETS_DIR, file)));
      if (score >= faceDefaults.threshold) flagged.push(`${file} ${score}`);
    }
    assert.deepEqual(flagged, []);
  });
});

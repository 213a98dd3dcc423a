/**
 * `npm run luokka` runs the build's own checks through the site core: a photo with a face and a
 * name the table questions get their warnings in the class report, as from the build (detector
 * stubbed, as in faces-build.test.ts). `npm run palautus`, which prints a PDF, is tested the same
 * way in test/e2e/palautus.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkRepository } from '../../src/pipeline/check-repository.ts';
import type { FaceDetector } from '../../src/privacy/faces/detect-faces.ts';
import { runClassReport } from '../../src/teacher/class-report-command.ts';
import { makeFaceRepository } from '../helpers/face-repository.ts';

describe('the face and name checks in npm run luokka', () => {
  let dir: string;
  let detect: FaceDetector;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-check-commands-'));
    detect = await makeFaceRepository(path.join(dir, 'luokka', 'eliokokoelma-aino'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should list the face and the name in the class report, on the photo and the species line', async () => {
    const result = await runClassReport({
      folder: path.join(dir, 'luokka'),
      outDir: dir,
      check: (repo, today) => checkRepository(repo, today, { cacheDir: path.join(dir, 'cache'), detectFaces: detect }),
    });
    const [row] = result.rows;
    assert.deepEqual(row?.problems, [], 'nothing stops the build');
    assert.deepEqual(
      row?.warnings.map((w) => [w.code, w.file, w.line]),
      [
        ['image.face', 'assets/linnut/kurki-1.jpg', undefined],
        ['content.name.nearMiss', 'src/data/lajit/linnut/kurki.md', 2],
      ],
    );
    const html = await readFile(path.join(dir, 'luokka-raportti.html'), 'utf8');
    assert.match(
      html,
      /<h3>Varoitukset, jotka eivät estä sivuston rakentamista<\/h3><ul><li><code>image\.face<\/code> assets\/linnut\/kurki-1\.jpg: kuvassa näyttää/,
    );
  });
});

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
import { parseHTML } from 'linkedom';
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
    assert.match(html, /<h3>Varoitukset, jotka eivät estä sivuston rakentamista<\/h3><ul><li>assets\/linnut\/kurki-1\.jpg: kuvassa näyttää/);
    assert.doesNotMatch(html, /image\.face|content\.name/, 'no internal code in the prose');
  });

  it('should show the face in the face column of the HTML, the CSV, the run summary and the terminal', async () => {
    const result = await runClassReport({
      folder: path.join(dir, 'luokka'),
      outDir: dir,
      check: (repo, today) => checkRepository(repo, today, { cacheDir: path.join(dir, 'cache'), detectFaces: detect }),
    });
    const { document } = parseHTML(await readFile(path.join(dir, 'luokka-raportti.html'), 'utf8'));
    const head = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const cells = [...document.querySelectorAll('tbody tr td')].map((td) => td.textContent);
    assert.equal(cells[head.indexOf('Kuvia, joissa kasvot') - 1], '1', 'the HTML row counts one photo with a face');
    const [header, row] = (await readFile(path.join(dir, 'luokka-raportti.csv'), 'utf8'))
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    assert.equal(row![header!.indexOf('kuvia, joissa kasvot')], '1', 'the CSV too');
    assert.match(result.summary, /^\| Aino, 8b \| 1 \| ei vaatimuksia \| 0 \| 1 \| 0 \|/m, 'the summary table: 1 species, no mistake, 1 face, no location');
    assert.match(result.summary, /^- assets\/linnut\/kurki-1\.jpg: kuvassa näyttää/m, 'the summary names the photo in words');
    assert.match(result.lines, /^Aino, 8b: 1 laji; 0 virhettä|^Aino, 8b: 1 laji; ei virheitä; kasvot 1 kuvassa$/m, 'the terminal line');
  });
});

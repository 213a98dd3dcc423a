/**
 * Issue 31 in `npm run uusi`: a photo added with a probable face gets the build's warning (the
 * student decides), the same photo without the face gets none, and the detection is cached by
 * the photo's bytes for the build after it. Runs the real detector (BlazeFace, offline).
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addSpecies } from '../../src/author/add-species.ts';
import { openCache } from '../../src/cache/store.ts';
import { completeRequest, parseCommandLine } from '../../src/author/command-line.ts';
import { detectorCalls } from '../../src/privacy/faces/detect-faces.ts';
import { photoFaces } from '../../src/privacy/faces/photo-faces.ts';
import { type AuthorProject, authorProject } from '../helpers/author-project.ts';
import { facePhoto, sceneWithoutFace } from '../helpers/face-photo.ts';

describe('npm run uusi: faces in the photos added', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject();
  });
  after(() => project.cleanup());

  const add = async (args: string[]) => addSpecies(await completeRequest(parseCommandLine(args), project, project.photosDir, undefined), project);

  it('should warn about a drawn face in a 1600×1200 photo, naming the copied photo and the species file’s line, and still add it', async () => {
    await writeFile(path.join(project.photosDir, 'koivu.jpg'), await facePhoto());
    const summary = await add(['Tervaleppä', '--ryhmä', 'puut', 'koivu.jpg']);
    assert.deepEqual(summary.photos, [{ added: 'assets/puut/tervaleppa-1.jpg', from: path.join(project.photosDir, 'koivu.jpg') }]);
    assert.deepEqual(
      summary.faceWarnings?.map((p) => p.code),
      ['image.face'],
    );
    // On the photo itself, as the build files it (a path from where the command runs).
    assert.ok(summary.faceWarnings![0]!.file?.endsWith('assets/puut/tervaleppa-1.jpg'), summary.faceWarnings![0]!.file);
    assert.match(summary.faceWarnings![0]!.message, /src\/data\/lajit\/puut\/tervaleppa\.md rivillä \d+/);
    // The build after it finds the result cached: no second detection for the same bytes.
    const calls = detectorCalls();
    await photoFaces(await readFile(path.join(project.root, 'assets', 'puut', 'tervaleppa-1.jpg')), project.settings, openCache(project.settings.cacheDir));
    assert.equal(detectorCalls(), calls, 'cached by the photo’s bytes');
  });

  it('should not warn about the same scene without the face', async () => {
    await writeFile(path.join(project.photosDir, 'pihlaja.jpg'), await sceneWithoutFace());
    const summary = await add(['Metsävaahtera', '--ryhmä', 'puut', 'pihlaja.jpg']);
    assert.deepEqual(summary.faceWarnings, []);
  });
});

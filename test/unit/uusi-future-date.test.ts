import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addSpecies } from '../../src/author/add-species.ts';
import { completeRequest, parseCommandLine } from '../../src/author/command-line.ts';
import { parseCurrent } from '../../src/author/current-content.ts';
import { type AuthorProject, authorProject, cameraJpeg } from '../helpers/author-project.ts';

/**
 * The content stage refuses a date after today. A camera whose clock is wrong records such a
 * date, and `npm run uusi` dates a new species by its first photo: it must leave the date out
 * rather than write a file the build refuses (and uusi's own check then removes).
 */
describe('npm run uusi: a photo dated in the future', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject();
    const next = new Date().getFullYear() + 2;
    await writeFile(path.join(project.photosDir, 'IMG_2001.JPG'), await cameraJpeg('#6080c0', { takenAt: `${next}:01:01 10:00:00` }));
  });
  after(() => project.cleanup());

  it('should add the species without a kuvausaika instead of refusing it', async () => {
    const request = await completeRequest(parseCommandLine(['Tulevaisuudenkukka', 'IMG_2001.JPG']), project, project.photosDir, undefined);
    const summary = await addSpecies(request, project);
    assert.equal(summary.captureDate, undefined, 'no date said');
    const parsed = await parseCurrent(project);
    assert.deepEqual(parsed.problems, []);
    const added = parsed.content?.species.find((species) => species.title === 'Tulevaisuudenkukka');
    assert.ok(added, 'the species was added');
    assert.equal(added.infoCard?.kuvausaika, undefined);
  });
});

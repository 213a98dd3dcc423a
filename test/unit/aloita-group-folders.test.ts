import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GROUP_NOTE, groupNoteText } from '../../src/author/group-notes.ts';
import { startCollection } from '../../src/author/start-collection.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { type AuthorProject, authorProject } from '../helpers/author-project.ts';

const SITE = { title: 'Testin kokoelma', authorFirstName: 'Testi', className: '9c' };

describe('npm run aloita: the group folders in assets/', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject({ sampleAssets: true });
    // A note the student has edited is theirs: it stays as it is.
    await writeFile(path.join(project.settings.assetsDir, 'kasvit', GROUP_NOTE), 'oma muistiinpano\n');
  });
  after(() => project?.cleanup());

  it('should leave every group folder of the fixed list with its note, and no sample photo', async () => {
    const summary = await startCollection(SITE, project);
    assert.ok(summary.removedPhotos > 0, 'the sample photos were removed');
    assert.deepEqual(summary.keptPhotos, [], 'a note is not a kept photo');
    const assets = project.settings.assetsDir;
    assert.deepEqual((await readdir(assets)).sort(), GROUPS.map((group) => group.folder).sort());
    for (const group of GROUPS) {
      assert.deepEqual(await readdir(path.join(assets, group.folder)), [GROUP_NOTE], `${group.folder} holds only its note`);
      const text = await readFile(path.join(assets, group.folder, GROUP_NOTE), 'utf8');
      assert.equal(text, group.folder === 'kasvit' ? 'oma muistiinpano\n' : groupNoteText(group));
    }
  });

  it('should ship the same notes in the repository as it writes', async () => {
    for (const group of GROUPS) assert.equal(await readFile(path.join('assets', group.folder, GROUP_NOTE), 'utf8'), groupNoteText(group), group.folder);
  });
});

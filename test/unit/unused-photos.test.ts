import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { photoUse } from '../../src/pipeline/unused-photos.ts';

describe('unused photos', () => {
  const files = ['src/data/lajit/kasvit/sinivuokko.md'];
  it('should name the species file a photo belongs to by its name, and whether it is there', () => {
    assert.deepEqual(photoUse('kasvit/sinivuokko-2.jpg', 'src/data/lajit', files), {
      photo: 'kasvit/sinivuokko-2.jpg',
      speciesFile: 'src/data/lajit/kasvit/sinivuokko.md',
      exists: true,
    });
    assert.equal(photoUse('linnut/Västäräkki-1.HEIC', 'src/data/lajit', files).speciesFile, 'src/data/lajit/linnut/vastarakki.md');
    assert.equal(photoUse('kasvit/IMG_0412.HEIC', 'src/data/lajit', files).speciesFile, 'src/data/lajit/kasvit/<laji>.md', 'a camera name says nothing');
    assert.equal(photoUse('kuva-1.jpg', 'src/data/lajit', files).speciesFile, 'src/data/lajit/<ryhmä>/kuva.md', 'no group folder');
  });
});

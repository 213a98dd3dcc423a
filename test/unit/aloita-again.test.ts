/**
 * `npm run aloita` run again (issue 27 items 8 and 20): the second run changes only the title, the
 * first name and the class in kokoelma.md, keeping the student's other lines, comments and text;
 * and a species file of the student's own at a sample species' path is not called an edited
 * sample (the bytes decide, not the path).
 */
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCollection } from '../../src/author/start-collection.ts';
import { updateCollectionFile } from '../../src/content/species-file.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { type AuthorProject, authorProject } from '../helpers/author-project.ts';
import { problem } from '../../src/messages/problems.ts';

const SITE = { title: 'Testin kokoelma', authorFirstName: 'Testi', className: '9c' };
const AGAIN = { title: 'Kesän kasvit', authorFirstName: 'Aino', className: '8b' };

describe('npm run aloita, a second time', () => {
  let project: AuthorProject;
  let collection: string;
  before(async () => {
    project = await authorProject({ sampleAssets: true });
    collection = path.join(project.root, 'src', 'data', 'kokoelma.md');
  });
  after(() => project.cleanup());

  it('should change only otsikko, nimi and luokka in kokoelma.md, keeping every other line', async () => {
    await startCollection(SITE, project);
    const first = await readFile(collection, 'utf8');
    assert.match(first, /^hakukoneet: ei$/m, "a pupil's collection starts hidden from search engines");
    // The pupil lets search engines in, and adds lines of their own.
    const own = first
      .replace('hakukoneet: ei\n', '')
      .replace(/^---\n$/m, '# Oma rivi: kirjan saa tulostaa.\npdf: kyllä\nhakukoneet: kyllä\n---\n\nTämä on minun kokoelmani.\n');
    await writeFile(collection, own);
    await startCollection(AGAIN, project);
    assert.equal(
      await readFile(collection, 'utf8'),
      '---\notsikko: Kesän kasvit\nnimi: Aino\nluokka: 8b\n# Oma rivi: kirjan saa tulostaa.\npdf: kyllä\nhakukoneet: kyllä\n---\n\nTämä on minun kokoelmani.\n',
      'the pupil’s own value stays',
    );
  });

  it('should add a key the file lacks before the closing ---, keep CRLF line ends, and write a file with no front matter anew', () => {
    assert.equal(
      updateCollectionFile('---\r\nOtsikko : Vanha\r\n# kommentti\r\n---\r\n', AGAIN),
      '---\r\notsikko: Kesän kasvit\r\n# kommentti\r\nnimi: Aino\r\nluokka: 8b\r\n---\r\n',
    );
    assert.equal(updateCollectionFile('pelkkää tekstiä\n', AGAIN), '---\notsikko: Kesän kasvit\nnimi: Aino\nluokka: 8b\n---\n');
    assert.equal(updateCollectionFile(undefined, AGAIN), '---\notsikko: Kesän kasvit\nnimi: Aino\nluokka: 8b\n---\n');
  });

  it("should call the student's own kielo.md, at the sample's old path, the student's own or an edited sample species, never only an edited one", async () => {
    const kielo = path.join(project.root, 'src', 'data', 'lajit', 'kasvit', 'kielo.md');
    await mkdir(path.dirname(kielo), { recursive: true });
    await writeFile(kielo, '---\nnimi: Kielo\n---\n');
    await assert.rejects(startCollection(SITE, project), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.deepEqual(
        error.problems.map(({ code, file, message }) => ({ code, file, message })),
        [{ code: 'author.start.ownSpecies', file: 'src/data/lajit/kasvit/kielo.md', message: problem('author.start.ownSpecies', 'file').message }],
      );
      // The file may be the student's own that only shares the sample's name: both are named, own first.
      assert.match(error.problems[0]!.message, /^oma laji tai muokattu mallikokoelman laji$/);
      return true;
    });
  });
});

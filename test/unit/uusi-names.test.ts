/**
 * `npm run uusi` with the name table and squares (issue 30) and its remaining traps (issue 27
 * item 18): a known name fills the scientific name and the group, a misspelt one is asked about
 * before anything is written, `ruutu: kyllä` writes the photo's 10 km square before the copy loses
 * its position, options typed without `--` and a dragged folder are named for what they are, every
 * bad photo is named at once, and the new file has every key ready to fill in.
 */
import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { addSpecies } from '../../src/author/add-species.ts';
import { completeRequest, parseCommandLine } from '../../src/author/command-line.ts';
import { parseCurrent } from '../../src/author/current-content.ts';
import { exifPosition } from '../../src/images/exif.ts';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { type AuthorProject, authorProject, cameraJpeg, scripted } from '../helpers/author-project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

/** What `npm run uusi -- <args>` does with no terminal (as on GitHub and in CI). */
const uusi = async (project: AuthorProject, args: string[], env: NodeJS.ProcessEnv = {}) =>
  addSpecies(await completeRequest(parseCommandLine(args, env), project, project.photosDir, undefined), project);

const coded = (code: string) => (error: unknown) => error instanceof StudentError && error.code === code;

/** Every file under the project, for "nothing was written". */
async function files(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('npm run uusi: names from the table, squares when asked', () => {
  let project: AuthorProject;
  beforeEach(async () => {
    // The face model is the faces tests' business; here it would only cost a second per test.
    project = await authorProject({ faces: false });
    // A camera photo taken at 65.01° N, 25.47° E (Oulu's centre), with its serial and owner too.
    await writeFile(path.join(project.photosDir, 'IMG_0412.jpg'), await privatePhoto('jpeg', 64, 48));
    await writeFile(path.join(project.photosDir, 'IMG_0413.jpg'), await cameraJpeg('#406080'));
  });
  afterEach(() => project.cleanup());

  const allowSquares = async () => {
    const file = path.join(project.root, 'src', 'data', 'kokoelma.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^---\n/, '---\nruutu: kyllä\n'));
  };

  it('with ruutu: kyllä, Talitiainen and a photo alone give linnut/, Parus major and ruutu 721:342, and the copy keeps no position', async () => {
    await allowSquares();
    const summary = await uusi(project, ['Talitiainen', 'IMG_0412.jpg']);
    assert.equal(summary.speciesFile, 'src/data/lajit/linnut/talitiainen.md');
    const text = await readFile(path.join(project.root, summary.speciesFile), 'utf8');
    assert.match(text, /^tieteellinen: Parus major$/m);
    assert.match(text, /^ruutu: 721:342$/m);
    assert.deepEqual(summary.square, { written: '721:342' });
    assert.deepEqual(summary.fromTable, { scientific: 'Parus major', group: true });
    const copy = await readFile(path.join(project.root, 'assets', 'linnut', 'talitiainen-1.jpg'));
    const { exif, xmp } = await sharp(copy).metadata();
    assert.equal(exifPosition(exif), undefined, 'no GPS in the copy');
    assert.equal(findPrivateMetadata({ exif, xmp }).location, false, 'no location in EXIF or XMP');
    const species = (await parseCurrent(project)).content!.species.find((s) => s.title === 'Talitiainen')!;
    assert.equal(species.square, '721:342', 'the build reads the square back');
  });

  it('without ruutu: kyllä writes no square, and says nothing about one', async () => {
    const summary = await uusi(project, ['Talitiainen', 'IMG_0412.jpg']);
    assert.doesNotMatch(await readFile(path.join(project.root, summary.speciesFile), 'utf8'), /^ruutu:/m);
    assert.equal(summary.square, undefined);
  });

  it('with ruutu: kyllä and a photo without a position, leaves ruutu empty to fill in, says why, and the file builds with no square', async () => {
    await allowSquares();
    const summary = await uusi(project, ['Talitiainen', 'IMG_0413.jpg']);
    assert.deepEqual(summary.square, { none: 'noPosition' });
    assert.match(await readFile(path.join(project.root, summary.speciesFile), 'utf8'), /^ruutu:$/m);
    const { content, problems } = await parseCurrent(project);
    assert.deepEqual(problems, []);
    assert.equal(content!.species.find((s) => s.title === 'Talitiainen')!.square, undefined, 'an empty ruutu is no square');
  });

  it('offers talitiainen for Talitiaiinen before writing anything: refused with no terminal, asked on one', async () => {
    const before = await files(project.root);
    await assert.rejects(uusi(project, ['Talitiaiinen', 'IMG_0413.jpg']), (error: unknown) => {
      assert.ok(coded('author.name.didYouMean')(error));
      assert.ok((error as StudentError).heading.includes('"Talitiainen"'));
      return true;
    });
    assert.deepEqual(await files(project.root), before, 'nothing written');
    const terminal = scripted(['Talitiaiinen', 'k', '', '', 'IMG_0413.jpg', '', '']);
    const request = await completeRequest(parseCommandLine([]), project, project.photosDir, terminal);
    assert.equal(request.title, 'Talitiainen');
    assert.equal(request.officName, 'Parus major');
    assert.equal(request.group.folder, 'linnut', "Enter takes the table's group");
    const declined = await completeRequest(parseCommandLine([]), project, project.photosDir, scripted(['Talitiaiinen', 'e', '', 'IMG_0413.jpg', '', '']));
    assert.equal(declined.title, 'Talitiaiinen', 'e keeps the name as typed');
    assert.equal(declined.officName, undefined, 'with no scientific name from the table');
  });

  it('keeps a name the table does not know, and one given with its scientific name', async () => {
    const unknown = await uusi(project, ['Vesikirppu', 'IMG_0413.jpg']);
    assert.equal(unknown.speciesFile, 'src/data/lajit/kasvit/vesikirppu.md');
    const stated = await uusi(project, ['Talitiaiinen', '--tieteellinen', 'Parus major', '--ryhmä', 'linnut', 'IMG_0413.jpg']);
    assert.equal(stated.speciesFile, 'src/data/lajit/linnut/talitiaiinen.md');
  });
});

describe('npm run uusi: item 18, the traps left', () => {
  let project: AuthorProject;
  beforeEach(async () => {
    project = await authorProject({ faces: false });
    await writeFile(path.join(project.photosDir, 'kuva.jpg'), await cameraJpeg('#406080'));
  });
  afterEach(() => project.cleanup());

  it('says -- is missing when npm kept the options, with the command as it should be', async () => {
    // `npm run uusi Kärpässieni --ryhmä sienet kuva.jpg`: npm keeps --ryhmä and passes "sienet" on.
    await assert.rejects(uusi(project, ['Kärpässieni', 'sienet', 'kuva.jpg']), (error: unknown) => {
      assert.ok(coded('author.usage.noDashes')(error));
      assert.ok((error as StudentError).heading.endsWith('npm run uusi -- Kärpässieni --ryhmä sienet kuva.jpg'));
      return true;
    });
    // `npm run uusi Kurki --tieteellinen "Grus grus" kuva.jpg`: npm sets npm_config_tieteellinen.
    await assert.rejects(uusi(project, ['Kurki', 'Grus grus', 'kuva.jpg'], { npm_config_tieteellinen: 'true' }), (error: unknown) => {
      assert.ok(coded('author.usage.noDashes')(error));
      assert.ok((error as StudentError).heading.endsWith('npm run uusi -- Kurki --tieteellinen "Grus grus" kuva.jpg'));
      return true;
    });
  });

  it('names a dragged folder as a folder, with photos in it to give instead', async () => {
    const folder = path.join(project.photosDir, 'Retki');
    await mkdir(folder);
    await writeFile(path.join(folder, 'IMG_1.jpg'), await cameraJpeg('#204060'));
    await assert.rejects(uusi(project, ['Vesikirppu', folder]), (error: unknown) => {
      assert.ok(coded('author.photo.folder')(error));
      assert.ok((error as StudentError).heading.includes('IMG_1.jpg'));
      return true;
    });
  });

  it('names every photo that cannot be used, not only the first', async () => {
    await writeFile(path.join(project.photosDir, 'tyhja.jpg'), '');
    await writeFile(path.join(project.photosDir, 'muistio.txt'), 'ei kuva');
    await assert.rejects(uusi(project, ['Vesikirppu', 'tyhja.jpg', 'puuttuu.jpg', 'muistio.txt', 'kuva.jpg']), (error: unknown) => {
      assert.ok(coded('author.photos.refused')(error));
      assert.deepEqual(
        (error as StudentError).problems.map((p) => p.code),
        ['image.empty', 'author.photo.missing', 'author.photo.type'],
      );
      return true;
    });
  });

  it('writes every key ready to fill in, and the untouched file builds with the empty keys absent', async () => {
    const summary = await uusi(project, ['Vesikirppu', '--ryhmä', 'muut', 'kuva.jpg']);
    const text = await readFile(path.join(project.root, summary.speciesFile), 'utf8');
    for (const key of ['nimi', 'tieteellinen', 'kuvat', 'kuvausaika', 'kuvauspaikka', 'kasvupaikka', 'lähteet'])
      assert.match(text, new RegExp(`^${key}:`, 'm'), key);
    const parsed = await parseCurrent(project);
    assert.deepEqual(parsed.problems, []);
    const species = parsed.content!.species.find((s) => s.title === 'Vesikirppu')!;
    assert.deepEqual([species.officName, species.infoCard, species.kasvupaikka, species.lahteet], [undefined, undefined, undefined, undefined]);
  });
});

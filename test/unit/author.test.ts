import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { addSpecies } from '../../src/author/add-species.ts';
import { checkPhoto, checkPhotos } from '../../src/author/check-photo.ts';
import { CONTENT_LOCK, withContentLock } from '../../src/author/content-lock.ts';
import { completeRequest, parseCommandLine, splitPaths } from '../../src/author/command-line.ts';
import { parseCurrent } from '../../src/author/current-content.ts';
import { findGroup, offeredGroups } from '../../src/author/offered-groups.ts';
import { photoName } from '../../src/author/photo-names.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { formatSpeciesFile } from '../../src/content/species-file.ts';
import { takeLock } from '../../src/fs/lock-file.ts';
import { formatReport, StudentError } from '../../src/messages/student-error.ts';
import { uusiPrompts } from '../../src/messages/author.ts';
import { type AuthorProject, authorProject, cameraJpeg, scripted } from '../helpers/author-project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

/** Every file under a folder with its bytes, to prove that nothing changed (or nothing was left). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => !e.isDirectory());
  const entries = await Promise.all(
    files.map(async (f) => {
      const file = path.join(f.parentPath, f.name);
      return [path.relative(dir, file), f.isFile() ? (await readFile(file)).toString('base64') : 'link'] as const;
    }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Every folder under a folder, to prove that no empty one was left behind. */
const folders = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

/** `npm run uusi -- …args` typed in the photos folder, with no terminal to ask on. */
const uusi = async (project: AuthorProject, args: string[]) =>
  addSpecies(await completeRequest(parseCommandLine(args), project, project.photosDir, undefined), project);

/** The species the content stage reads from the project, by name. */
const speciesNamed = async (project: AuthorProject, title: string) => (await parseCurrent(project)).content?.species.find((s) => s.title === title);

describe('npm run uusi: one new file per species', () => {
  // Each test adds species, folders or broken files: each gets a fresh copy of the sample project.
  let project: AuthorProject;
  const photos = Promise.all([
    cameraJpeg('#6080c0', { takenAt: '2024:05:22 10:00:00' }),
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#c06080' } })
      .png()
      .toBuffer(),
  ]);
  beforeEach(async () => {
    project = await authorProject({ faces: false });
    const [jpeg, png] = await photos;
    await writeFile(path.join(project.photosDir, 'IMG_0413.JPG'), jpeg);
    await writeFile(path.join(project.photosDir, 'kuvakaappaus.png'), png);
  });
  afterEach(() => project.cleanup());

  it('should write src/data/lajit/<group>/<slug>.md as the content stage reads it, copy the photos under clean names and touch no other file', async () => {
    const before = await snapshot(path.join(project.root, 'src'));
    const summary = await uusi(project, ['Metsäorvokki', '--tieteellinen', 'Viola riviniana', 'IMG_0413.JPG', 'kuvakaappaus.png']);

    const file = path.join(project.root, 'src', 'data', 'lajit', 'kasvit', 'metsaorvokki.md');
    const images = [{ source: 'kasvit/metsaorvokki-1.jpg' }, { source: 'kasvit/metsaorvokki-2.png' }];
    const { observationId } = (await speciesNamed(project, 'Metsäorvokki'))!;
    assert.match(observationId!, /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'a random (version 4) UUID');
    assert.equal(
      await readFile(file, 'utf8'),
      formatSpeciesFile(
        { title: 'Metsäorvokki', officName: 'Viola riviniana', images, contentArr: [], infoCard: { kuvausaika: '22.5.2024' }, observationId },
        { blanks: true },
      ),
      'the file OHJE.md teaches, dated by the first photo, every other key ready to fill in, and the observation id',
    );
    const after = await snapshot(path.join(project.root, 'src'));
    assert.deepEqual(
      [...after.keys()].filter((key) => !before.has(key)),
      [path.join('data', 'lajit', 'kasvit', 'metsaorvokki.md')],
      'one new file',
    );
    for (const [key, bytes] of before) assert.equal(after.get(key), bytes, `${key} is untouched`);

    assert.deepEqual(await readdir(path.join(project.root, 'assets', 'kasvit')), ['metsaorvokki-1.jpg', 'metsaorvokki-2.png']);
    assert.deepEqual(
      await readFile(path.join(project.root, 'assets', 'kasvit', 'metsaorvokki-1.jpg')),
      await readFile(path.join(project.photosDir, 'IMG_0413.JPG')),
    );
    const added = await speciesNamed(project, 'Metsäorvokki');
    assert.deepEqual(added?.images, images);
    assert.equal(added?.file, 'src/data/lajit/kasvit/metsaorvokki.md');
    assert.equal(summary.speciesFile, 'src/data/lajit/kasvit/metsaorvokki.md', 'the file to write the description in');
    assert.equal(summary.address, 'http://127.0.0.1:4173/kasvi/Metsorvokki/');
  });

  it('should give every species its own observation id, which the export knows it by', async () => {
    await uusi(project, ['Kultakuoriainen', 'IMG_0413.JPG']);
    await uusi(project, ['Ristilukki', 'IMG_0413.JPG']);
    const ids = [(await speciesNamed(project, 'Kultakuoriainen'))?.observationId, (await speciesNamed(project, 'Ristilukki'))?.observationId];
    assert.ok(ids.every((id) => id?.startsWith('urn:uuid:')));
    assert.notEqual(ids[0], ids[1]);
  });

  it('should write the square given with --ruutu, spaces around its colon allowed, even where the collection reads no squares', async () => {
    const summary = await uusi(project, ['Kultakuoriainen', '--ruutu', ' 721 : 342', 'IMG_0413.JPG']);
    assert.equal((await speciesNamed(project, 'Kultakuoriainen'))?.square, '721:342');
    assert.deepEqual(summary.square, { written: '721:342', typed: true });
    // The workflow "Lisää laji kuvista" passes its Ruutu field as given, empty when left empty.
    await uusi(project, ['Ristilukki', '--ruutu', '', 'IMG_0413.JPG']);
    assert.equal((await speciesNamed(project, 'Ristilukki'))?.square, undefined);
  });

  it('should refuse a --ruutu that is no square before writing anything, with the code the file check uses', async () => {
    const before = await snapshot(project.root);
    for (const [typed, code] of [
      ['721342', 'content.square.form'],
      ['Oulu', 'content.square.form'],
      ['342:721', 'content.square.outside'],
    ] as const) {
      await assert.rejects(uusi(project, ['Kultakuoriainen', '--ruutu', typed, 'IMG_0413.JPG']), (error: unknown) => {
        assert.ok(error instanceof StudentError && error.code === code, typed);
        assert.match(error.heading, code === 'content.square.form' ? /Nyt annoit ruuduksi/ : /ei ole Suomessa/);
        return true;
      });
    }
    assert.deepEqual(await snapshot(project.root), before, 'nothing written');
  });

  it('should take --ryhmä and --ryhma, and group names typed with ä and ö or by their Finnish name', async () => {
    await uusi(project, ['Kultakuoriainen', '--ryhmä', 'hyönteiset', 'IMG_0413.JPG']);
    await uusi(project, ['Ristilukki', '--ryhma', 'Hämähäkit', 'IMG_0413.JPG']);
    await uusi(project, ['Vesikirppu', '--ryhmä', 'muut eliöt', 'IMG_0413.JPG']);
    assert.equal((await speciesNamed(project, 'Kultakuoriainen'))?.file, 'src/data/lajit/hyonteiset/kultakuoriainen.md');
    assert.equal((await speciesNamed(project, 'Ristilukki'))?.file, 'src/data/lajit/hamahakit/ristilukki.md', 'a group folder made for the first species');
    assert.deepEqual(await readdir(path.join(project.root, 'assets', 'hamahakit')), ['ristilukki-1.jpg']);
    assert.equal((await speciesNamed(project, 'Vesikirppu'))?.group, 'muut');
    await assert.rejects(
      uusi(project, ['Sammakko', '--ryhmä', 'sammakot', 'IMG_0413.JPG']),
      /^StudentError: Ryhmää "sammakot" ei ole\. Valitse jokin näistä: kasvit, puut, .*hämähäkit, muut eliöt\.$/,
    );
  });

  it("should offer the standard groups and the student's own folders", async () => {
    await mkdir(path.join(project.root, 'src', 'data', 'lajit', 'sammakot'));
    const groups = await offeredGroups(project);
    assert.deepEqual(
      groups.map((g) => g.folder),
      [...GROUPS.map((g) => g.folder), 'sammakot'],
    );
    assert.equal(findGroup('Sammakot', groups)?.folder, 'sammakot');
    assert.equal(findGroup('JÄKÄLÄT', groups)?.folder, 'jakalat');
  });

  it('should refuse a name in use, naming the other species file, and change nothing', async () => {
    const before = await snapshot(project.root);
    const refusedAs = (code: string, file?: string) => (error: unknown) =>
      error instanceof StudentError && error.code === code && (file === undefined || formatReport(error).includes(file));
    await assert.rejects(uusi(project, ['Kurki', 'IMG_0413.JPG']), refusedAs('author.nameTaken', 'src/data/lajit/linnut/kurki.md'));
    await assert.rejects(uusi(project, ['kurki', 'IMG_0413.JPG']), refusedAs('author.addressTaken', 'src/data/lajit/linnut/kurki.md'));
    await assert.rejects(uusi(project, ['Metsmänty', 'IMG_0413.JPG']), refusedAs('author.addressTaken', 'src/data/lajit/kasvit/metsamanty.md'));
    await assert.rejects(uusi(project, ['Puu/Pensas', 'IMG_0413.JPG']), refusedAs('author.nameUnsafe'));
    assert.deepEqual(await snapshot(project.root), before);
  });

  it('should write <slug>-2.md when <slug>.md belongs to another species with the same ASCII name', async () => {
    // Metsämänty (page Metsmnty) is src/data/lajit/kasvit/metsamanty.md; Metsamanty's page is its own.
    // The scientific name given: the student knows the species, so no "Tarkoititko Metsämänty?".
    const summary = await uusi(project, ['Metsamanty', '--tieteellinen', 'Pinus sylvestris', 'IMG_0413.JPG']);
    assert.equal(summary.speciesFile, 'src/data/lajit/kasvit/metsamanty-2.md');
    assert.equal((await speciesNamed(project, 'Metsämänty'))?.file, 'src/data/lajit/kasvit/metsamanty.md', 'the first file is untouched');
  });

  it('should let two runs at once both succeed with different names', async () => {
    const [a, b] = await Promise.all([uusi(project, ['Kevätesikko', 'IMG_0413.JPG']), uusi(project, ['Kevätlinnunherne', 'IMG_0413.JPG'])]);
    assert.equal(a.speciesFile, 'src/data/lajit/kasvit/kevatesikko.md');
    assert.equal(b.speciesFile, 'src/data/lajit/kasvit/kevatlinnunherne.md');
    assert.ok(await speciesNamed(project, 'Kevätesikko'));
    assert.ok(await speciesNamed(project, 'Kevätlinnunherne'));
  });

  it('should add a name at most once when two runs add it at once, leaving a clean collection and no orphan photo', async () => {
    // Whichever run gets the content lock first, the invariant holds: at most one adds the species,
    // the other is refused as the student's mistake (no crash), and nothing of the refused one is left.
    const outcomes = await Promise.allSettled([uusi(project, ['Sinivuokko', 'IMG_0413.JPG']), uusi(project, ['Sinivuokko', 'IMG_0413.JPG'])]);
    const added = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    assert.ok(added.length <= 1, `at most one run adds Sinivuokko, not ${added.length}`);
    for (const o of outcomes) if (o.status === 'rejected') assert.ok(o.reason instanceof StudentError, `refused in Finnish, not ${String(o.reason)}`);
    assert.deepEqual((await parseCurrent(project)).problems, [], 'the collection parses cleanly afterwards');
    const files = (await readdir(path.join(project.root, 'src', 'data', 'lajit', 'kasvit'))).filter((f) => f.startsWith('sinivuokko'));
    assert.deepEqual(files, added.length === 1 ? ['sinivuokko.md'] : [], 'one species file at most');
    assert.deepEqual(
      (await readdir(path.join(project.root, 'assets', 'kasvit'))).filter((f) => f.startsWith('sinivuokko')),
      added.flatMap((summary) => summary.photos.map((photo) => path.posix.basename(photo.added))),
      "no orphan photo: only the added species' own photo is left",
    );
  });

  it("should wait for another command's content lock before it checks and writes anything", async () => {
    const release = await takeLock(path.join(project.root, CONTENT_LOCK));
    const added = uusi(project, ['Sinivuokko', 'IMG_0413.JPG']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await speciesNamed(project, 'Sinivuokko'), undefined, 'nothing written while the other command holds the lock');
    await release();
    assert.equal((await added).speciesFile, 'src/data/lajit/kasvit/sinivuokko.md', 'added once the lock is free');
    assert.ok(!existsSync(path.join(project.root, CONTENT_LOCK)), 'and the lock released');
  });

  it('should refuse in Finnish, having run nothing, while another command still holds the content lock after the wait', async () => {
    const release = await takeLock(path.join(project.root, CONTENT_LOCK));
    let ran = false;
    await assert.rejects(
      withContentLock(project, async () => (ran = true), { waitMs: 100 }),
      (error: unknown) =>
        error instanceof StudentError &&
        error.code === 'author.locked' &&
        /^Toinen komento muokkaa parhaillaan kokoelmaa \(prosessi \d+, aloitettu .*poista tiedosto \.sisalto\.lock\.$/s.test(formatReport(error)),
    );
    assert.equal(ran, false, 'the locked work never started');
    await release();
  });

  it('should use a photo already in assets/ where it lies, in the group of its folder', async () => {
    const inPlace = path.join(project.root, 'assets', 'muut', 'IMG 0500.jpg');
    await mkdir(path.dirname(inPlace), { recursive: true });
    await writeFile(inPlace, await cameraJpeg('#808040'));
    const request = await completeRequest(parseCommandLine(['Kantarelli', 'assets/muut/IMG 0500.jpg']), project, project.root, undefined);
    assert.equal(request.group.folder, 'muut', 'the group of the folder the photo is in');
    const summary = await addSpecies(request, project);
    assert.deepEqual(summary.photos, [{ added: 'assets/muut/IMG 0500.jpg' }]);
    assert.deepEqual(await readdir(path.dirname(inPlace)), ['IMG 0500.jpg'], 'not copied again');
    assert.deepEqual((await speciesNamed(project, 'Kantarelli'))?.images, [{ source: 'muut/IMG 0500.jpg' }]);
  });

  it('should copy a camera photo without its location or camera identity, pixels unchanged, and clean one already in assets/ in place', async () => {
    const original = await privatePhoto('jpeg');
    await writeFile(path.join(project.photosDir, 'IMG_0600.JPG'), original);
    const inPlace = path.join(project.root, 'assets', 'muut', 'IMG_0601.jpg');
    await mkdir(path.dirname(inPlace), { recursive: true });
    await writeFile(inPlace, original);
    const summary = await uusi(project, ['Kirjoverkkoperhonen', 'IMG_0600.JPG', path.relative(project.photosDir, inPlace)]);
    for (const added of [path.join(project.root, summary.photos[0]!.added), inPlace]) {
      const copy = await readFile(added);
      const text = copy.toString('latin1');
      for (const secret of ['GPSLatitude', 'Kamerafirma', 'SN123456', 'Virtanen']) assert.ok(!text.includes(secret), `${secret} gone from ${added}`);
      const meta = await sharp(copy).metadata();
      assert.equal(meta.orientation, 6);
      assert.ok(meta.icc);
      assert.ok((await sharp(copy).raw().toBuffer()).equals(await sharp(original).raw().toBuffer()), 'pixels unchanged');
    }
    // The student is told, photo by photo, what was removed.
    assert.deepEqual(
      summary.cleaned?.map((photo) => [photo.file, photo.removed.length > 0]),
      [
        [summary.photos[0]!.added, true],
        [summary.photos[1]!.added, true],
      ],
    );
  });

  it('should remove everything it created when writing fails, leaving no photo, folder or temp file', async () => {
    // The species folder cannot be made: a file has its name. The photo is copied first.
    await writeFile(path.join(project.root, 'src', 'data', 'lajit', 'sienet'), 'ei kansio');
    const before = await snapshot(project.root);
    const foldersBefore = await folders(project.root);
    await assert.rejects(uusi(project, ['Suppilovahvero', '--ryhmä', 'sienet', 'IMG_0413.JPG']), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.equal(error.code, 'author.writeFailed');
      return true;
    });
    assert.deepEqual(await snapshot(project.root), before, 'the copied photo is gone and no temp file is left');
    assert.deepEqual(await folders(project.root), foldersBefore, 'assets/sienet, made for the photo, is gone too');
    assert.equal(existsSync(path.join(project.root, 'assets', 'sienet')), false);
  });

  it('should check the new file as the build reads it and remove it when it does not pass', async () => {
    // A photo in assets/ whose name has a backslash (a Linux file name may): the content stage
    // refuses such a path, which only shows once the file naming it is read back.
    const odd = path.join(project.root, 'assets', 'kasvit', 'kuva\\1.jpg');
    await mkdir(path.dirname(odd), { recursive: true });
    await writeFile(odd, await cameraJpeg('#a0a040'));
    const before = await snapshot(project.root);
    await assert.rejects(uusi(project, ['Keltavuokko', odd]), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.equal(error.code, 'author.newFileInvalid');
      assert.deepEqual(
        error.problems.map((p) => [p.code, p.file, p.line, p.key]),
        [['content.image.backslash', 'src/data/lajit/kasvit/keltavuokko.md', 6, 'kuvat']],
      );
      return true;
    });
    assert.deepEqual(await snapshot(project.root), before, 'the species file is gone, the photo in assets/ stays where it was');
  });

  it('should refuse to add to a collection whose files already have problems, listing them', async () => {
    const kurki = path.join(project.root, 'src', 'data', 'lajit', 'linnut', 'kurki.md');
    const good = await readFile(kurki, 'utf8');
    await writeFile(kurki, good.replace('kuvausaika: 14.5.2022', 'kuvausaika: 17.5.'));
    try {
      const before = await snapshot(project.root);
      await assert.rejects(uusi(project, ['Kevätkaihonkukka', 'IMG_0413.JPG']), (error: unknown) => {
        assert.ok(error instanceof StudentError);
        assert.equal(error.code, 'author.contentInvalid');
        assert.deepEqual(
          error.problems.map((p) => [p.code, p.file, p.key]),
          [['content.date.noYear', 'src/data/lajit/linnut/kurki.md', 'kuvausaika']],
        );
        return true;
      });
      assert.deepEqual(await snapshot(project.root), before);
    } finally {
      await writeFile(kurki, good);
    }
  });
});

describe('npm run uusi: every photo checked as the build will check it', () => {
  let project: AuthorProject;
  const photo = (name: string) => path.join(project.photosDir, name);
  /** The one problem `checkPhoto` reports for a photo. */
  const problemOf = async (file: string) => {
    const error = await checkPhoto(file, project).then(
      () => assert.fail(`${file} should be refused`),
      (e: unknown) => e,
    );
    assert.ok(error instanceof StudentError, `a StudentError, not ${String(error)}`);
    assert.doesNotMatch(formatReport(error), /^\s+at /m, 'no stack trace');
    // `author.photo.refused: image.empty assets/…/IMG_1.jpg`, or the error's code alone.
    return [error.code, ...error.problems.map((p) => `${p.code} ${p.file}`)].join(': ');
  };
  before(async () => {
    project = await authorProject({ faces: false });
  });
  after(() => project.cleanup());

  it('should refuse a 0-byte photo (a cloud placeholder) with the build’s message', async () => {
    await writeFile(photo('IMG_1.jpg'), '');
    assert.match(await problemOf(photo('IMG_1.jpg')), /^author\.photo\.refused: image\.empty .*IMG_1\.jpg$/);
  });

  it('should refuse a truncated JPEG, which only decoding finds', async () => {
    const whole = await cameraJpeg('#405060', { width: 400, height: 300 });
    await writeFile(photo('puolikas.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    assert.match(await problemOf(photo('puolikas.jpg')), /^author\.photo\.refused: image\.undecodable .*puolikas\.jpg$/);
  });

  it('should refuse a photo of more than 100 million pixels, before decoding it', async () => {
    // A 16 × 16 JPEG whose frame header says 10 001 × 10 000: 100 MP and a bit, as the metadata
    // every reader trusts says; encoding a real one cost this file seconds for the same proof.
    const huge = Buffer.from(await cameraJpeg('#000000', { width: 16, height: 16 }));
    const sof = huge.indexOf(Buffer.from([0xff, 0xc0]));
    assert.ok(sof > 0, 'a baseline frame header');
    huge.writeUInt16BE(10_000, sof + 5);
    huge.writeUInt16BE(10_001, sof + 7);
    assert.deepEqual([(await sharp(huge).metadata()).width, (await sharp(huge).metadata()).height], [10_001, 10_000]);
    await writeFile(photo('panoraama.jpg'), huge);
    assert.match(await problemOf(photo('panoraama.jpg')), /^author\.photo\.refused: image\.too-large .*panoraama\.jpg$/);
  });

  it('should refuse a photo over the byte cap without reading it', async () => {
    // A sparse 3 GB file: nothing large is written, and reading it whole would exhaust memory.
    await writeFile(photo('video.jpg'), '');
    await truncate(photo('video.jpg'), 3 * 1024 ** 3);
    assert.match(await problemOf(photo('video.jpg')), /^author\.photo\.refused: image\.too-large .*video\.jpg$/);
  });

  it('should refuse a link in assets/ that leads out of it, as the build does', async () => {
    await writeFile(photo('oikea.jpg'), await cameraJpeg('#608040'));
    await mkdir(path.join(project.root, 'assets', 'kasvit'), { recursive: true });
    await symlink(photo('oikea.jpg'), path.join(project.root, 'assets', 'kasvit', 'linkki.jpg'));
    assert.equal(
      await problemOf(path.join(project.root, 'assets', 'kasvit', 'linkki.jpg')),
      'author.photo.refused: image.outside-assets assets/kasvit/linkki.jpg',
    );
    assert.equal((await checkPhoto(photo('oikea.jpg'), project)).inAssets, undefined, 'the same photo from outside is fine: it is copied');
  });

  it('should refuse a missing photo, another file type, a file that is no image and the same photo twice', async () => {
    await writeFile(photo('muistiinpanot.jpg'), 'ei kuva');
    await writeFile(photo('video.mov'), 'x');
    await writeFile(photo('kuva.jpg'), await cameraJpeg('#204060'));
    assert.equal(await problemOf(photo('puuttuu.jpg')), 'author.photo.missing');
    assert.equal(await problemOf(photo('video.mov')), 'author.photo.type');
    assert.match(await problemOf(photo('muistiinpanot.jpg')), /^author\.photo\.refused: image\.(undecodable|not-an-image) .*muistiinpanot\.jpg$/);
    await assert.rejects(
      checkPhotos([photo('kuva.jpg'), path.join(project.photosDir, '.', 'kuva.jpg')], project),
      (error: unknown) => error instanceof StudentError && error.code === 'author.photo.twice',
    );
  });
});

describe('npm run uusi: the command line and the questions', () => {
  let project: AuthorProject;
  let jpeg: string;
  before(async () => {
    project = await authorProject({ faces: false });
    jpeg = path.join(project.photosDir, 'IMG 0412.jpg');
    await writeFile(jpeg, await cameraJpeg('#406080'));
    await writeFile(path.join(project.photosDir, 'tyhja.jpg'), '');
  });
  after(() => project.cleanup());

  it('should take a name, a scientific name, a group and photos from the arguments, asking nothing', async () => {
    const command = parseCommandLine(['Kielo', '--tieteellinen', 'Convallaria majalis', '--ryhmä', 'muut', 'IMG 0412.jpg']);
    assert.deepEqual(command, { help: false, title: 'Kielo', officName: 'Convallaria majalis', photos: ['IMG 0412.jpg'], group: 'muut' });
    assert.equal(parseCommandLine(['Kielo', '--ryhma', 'muut']).group, 'muut', '--ryhma without ä works the same');
    const request = await completeRequest(parseCommandLine(['Vesikirppu', 'IMG 0412.jpg']), project, project.photosDir, scripted([]));
    assert.equal(request.photos[0]?.file, jpeg, 'photos resolved from where the command was run');
    assert.equal(request.group.folder, 'kasvit', 'the default group');
  });

  it('should refuse unknown options and, with no terminal, missing parts, in Finnish', async () => {
    // The one flag parser of every command (src/flags.ts), pointing at this command's help.
    const flag = (error: unknown) => error instanceof StudentError && error.code === 'settings.flag' && error.message.includes('npm run uusi -- --apua');
    assert.throws(() => parseCommandLine(['--vaara']), flag);
    assert.throws(() => parseCommandLine(['Kielo', '--tieteellinen']), flag);
    assert.throws(() => parseCommandLine(['Kielo', '--apua=kyllä']), flag);
    const usage = (error: unknown) => error instanceof StudentError && error.code === 'author.usage';
    await assert.rejects(completeRequest(parseCommandLine(['Kielo']), project, '/', undefined), usage);
  });

  it('should tell a name clash right after the name is typed and ask the name again', async () => {
    const terminal = scripted(['Kurki', 'Sinivuokko', 'Hepatica nobilis', `'${jpeg}'`, '', 'hyönteiset']);
    const request = await completeRequest(parseCommandLine([]), project, project.photosDir, terminal);
    assert.equal(request.title, 'Sinivuokko');
    assert.equal(request.officName, 'Hepatica nobilis');
    assert.equal(request.group.folder, 'hyonteiset');
    const clash = terminal.lines.findIndex((line) => /^Laji "Kurki" on jo kokoelmassa tiedostossa src\/data\/lajit\/linnut\/kurki\.md/.test(line));
    assert.deepEqual(
      terminal.lines.slice(clash - 1, clash + 3),
      ['Lajin suomenkielinen nimi: ', terminal.lines[clash], 'Lajin suomenkielinen nimi: ', uusiPrompts.scientificFromTable('Hepatica nobilis')],
      'the clash comes between the name and the next question, and the name is asked again',
    );
  });

  it('should check each dropped photo as it is given and ask again after a wrong one', async () => {
    const terminal = scripted(['Kevätlinnunherne', '', 'puuttuu.jpg', 'tyhja.jpg', `"${jpeg}"`, '', 'sienet', '']);
    const request = await completeRequest(parseCommandLine([]), project, project.photosDir, terminal);
    assert.deepEqual(
      request.photos.map((p) => p.file),
      [jpeg],
    );
    assert.equal(request.officName, 'Lathyrus vernus', "Enter takes the name table's scientific name");
    assert.equal(request.group.folder, 'sienet');
    const said = terminal.lines.join('\n');
    assert.match(said, /Kuvaa ei löydy: .*puuttuu\.jpg/, 'a wrong path is told and asked again');
    assert.match(said, /tyhja\.jpg: Kuvatiedosto on tyhjä \(0 tavua\)/, 'a photo the build would refuse is told when it is dropped');
    assert.ok(
      said.includes(
        uusiPrompts.group(['kasvit', 'puut', 'sammalet', 'jäkälät', 'sienet', 'linnut', 'perhoset', 'hyönteiset', 'hämähäkit', 'muut eliöt'], 'kasvit'),
      ),
    );
  });

  it('should read dropped paths: quoted, with escaped spaces, several on a line, PowerShell’s &, file:// addresses', () => {
    assert.deepEqual(splitPaths(`'/a b/IMG 1.HEIC' /c/IMG\\ 2.jpg "d.png"`, false), ['/a b/IMG 1.HEIC', '/c/IMG 2.jpg', 'd.png']);
    assert.deepEqual(splitPaths(`& 'C:\\Users\\Aino\\Kuvat\\IMG 1.jpg'`, true), ['C:\\Users\\Aino\\Kuvat\\IMG 1.jpg'], 'Windows keeps its backslashes');
    assert.deepEqual(splitPaths('file:///home/aino/Kuvat/IMG%201.jpg', false), ['/home/aino/Kuvat/IMG 1.jpg']);
    assert.deepEqual(splitPaths('   '), []);
  });

  it('should name photos by the slug of the name, counting past names in use with any extension', () => {
    assert.equal(photoName('Pörrökääpä', '/a/IMG_1.HEIC', ['porrokaapa-1.svg', 'porrokaapa-3.jpg']), 'porrokaapa-2.heic');
    assert.equal(photoName('Pörrökääpä', '/a/b.Jpeg', ['porrokaapa-1.svg', 'porrokaapa-2.heic', 'porrokaapa-3.jpg']), 'porrokaapa-4.jpeg');
  });
});

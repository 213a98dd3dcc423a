import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { type AuthorProject, authorProject, cameraJpeg, HOLDING, holdCopyPreload, runScript, waitForOutput } from '../helpers/author-project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

/** Every file and folder under the project, to prove that nothing was left behind. */
const everything = async (project: AuthorProject) => (await readdir(project.root, { recursive: true })).sort();

/** The Finnish end of a command that refused: exit code 1, the message, no stack trace, no all-clear. */
function assertRefused(run: { code: number | null; stdout: string; stderr: string }, message: RegExp) {
  assert.equal(run.code, 1, `exit code 1:\n${run.stdout}\n${run.stderr}`);
  assert.match(run.stderr, message);
  assert.doesNotMatch(run.stderr, /^\s+at |Error:|node:internal/m, 'no stack trace');
  assert.doesNotMatch(run.stdout + run.stderr, /ei virheitä|Lisättiin/);
}

describe('npm run uusi in a temp project', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject();
    await writeFile(path.join(project.photosDir, 'IMG_0412.jpg'), await cameraJpeg('#5070b0', { takenAt: '2024:05:21 09:15:00' }));
    await writeFile(path.join(project.photosDir, 'IMG_0413.jpg'), await cameraJpeg('#b07050'));
  });
  after(() => project.cleanup());

  it('should add a species from the one-line form, say which file to write in and how to preview', async () => {
    const run = await runScript(project, 'uusi', ['Sinivuokko', '--tieteellinen', 'Hepatica nobilis', '--ryhmä', 'kasvit', 'IMG_0412.jpg']).finished;
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Lisättiin laji Sinivuokko \(Hepatica nobilis\) ryhmään Kasvit\.$/m);
    assert.match(run.stdout, /^ {2}assets\/kasvit\/sinivuokko-1\.jpg {2}\(kopio tiedostosta .*IMG_0412\.jpg\)$/m);
    assert.match(run.stdout, /^Kuvausaika 21\.5\.2024 luettiin ensimmäisen kuvan tiedoista\.$/m);
    assert.match(run.stdout, /Avaa tiedosto src\/data\/lajit\/kasvit\/sinivuokko\.md ja kirjoita lajin kuvaus/);
    assert.match(run.stdout, /komennolla: npm start$/m);
    assert.match(await readFile(path.join(project.root, 'src', 'data', 'lajit', 'kasvit', 'sinivuokko.md'), 'utf8'), /^nimi: Sinivuokko$/m);
  });

  it('with ruutu: kyllä, npm run uusi -- Talitiainen <photo> writes Parus major under linnut/ and the square of the photo, whose copy keeps no GPS', async () => {
    const collection = path.join(project.root, 'src', 'data', 'kokoelma.md');
    const before = await readFile(collection, 'utf8');
    await writeFile(collection, before.replace(/^---\n/, '---\nruutu: kyllä\n'));
    try {
      // Taken at 65.01° N, 25.47° E: Oulu's centre, in the YKJ square 721:342.
      await writeFile(path.join(project.photosDir, 'oulu.jpg'), await privatePhoto('jpeg', 64, 48));
      const run = await runScript(project, 'uusi', ['Talitiainen', 'oulu.jpg']).finished;
      assert.equal(run.code, 0, run.stderr);
      const text = await readFile(path.join(project.root, 'src', 'data', 'lajit', 'linnut', 'talitiainen.md'), 'utf8');
      assert.match(text, /^tieteellinen: Parus major$/m);
      assert.match(text, /^ruutu: 721:342$/m);
      const { exif, xmp } = await sharp(path.join(project.root, 'assets', 'linnut', 'talitiainen-1.jpg')).metadata();
      assert.equal(findPrivateMetadata({ exif, xmp }).location, false, 'the copy keeps no position');
    } finally {
      await writeFile(collection, before);
    }
  });

  it('should undo a copy stopped by Ctrl+C, leaving nothing, and say so', async () => {
    const before = await everything(project);
    const preload = await holdCopyPreload(project, 'IMG_0413.jpg');
    const run = runScript(project, 'uusi', ['Kevätesikko', 'IMG_0412.jpg', 'IMG_0413.jpg'], { preload: [preload] });
    await waitForOutput(run.output, HOLDING, run.child);
    // The first photo is copied and the second is being copied when Ctrl+C comes.
    assert.deepEqual(
      (await readdir(path.join(project.root, 'assets', 'kasvit'))).filter((f) => f.startsWith('kevatesikko')),
      ['kevatesikko-1.jpg', 'kevatesikko-2.jpg'],
    );
    run.child.kill('SIGINT');
    const finished = await run.finished;
    assertRefused(finished, /^Keskeytetty: kopioidut kuvat \(2\) poistettiin, eikä mitään jäänyt jäljelle\.$/m);
    assert.deepEqual(await everything(project), before, 'no photo, species file, folder or temp file is left');
  });

  it('should refuse in Finnish each photo the build would refuse, changing nothing', async () => {
    const photo = (name: string) => path.join(project.photosDir, name);
    await writeFile(photo('pilvessa.jpg'), '');
    const whole = await cameraJpeg('#405060', { width: 400, height: 300 });
    await writeFile(photo('puolikas.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    await writeFile(photo('video.jpg'), '');
    await truncate(photo('video.jpg'), 3_000_000_000);
    await writeFile(
      photo('panoraama.jpg'),
      await sharp({ create: { width: 10_001, height: 10_000, channels: 3, background: '#000' } })
        .jpeg({ quality: 1 })
        .toBuffer(),
    );
    await mkdir(path.join(project.root, 'assets', 'muut'), { recursive: true });
    await symlink(photo('IMG_0413.jpg'), path.join(project.root, 'assets', 'muut', 'linkki.jpg'));
    const before = await everything(project);

    const cases: [string, RegExp][] = [
      ['pilvessa.jpg', /pilvessa\.jpg: Kuvatiedosto on tyhjä \(0 tavua\)\. Jos kuva on iCloudissa tai OneDrivessa/],
      ['puolikas.jpg', /puolikas\.jpg: Kuvaa ei voitu avata: tiedosto voi olla vioittunut tai vain osittain kopioitunut/],
      ['video.jpg', /video\.jpg: Kuva on \d+ Mt, ja suurin sallittu koko on 200 Mt/],
      ['panoraama.jpg', /panoraama\.jpg: Kuva on 10001 × 10000 pikseliä, enemmän kuin sallitut 100 miljoonaa pikseliä/],
      [
        path.join(project.root, 'assets', 'muut', 'linkki.jpg'),
        /assets\/muut\/linkki\.jpg: Kuva on linkki tiedostoon .*IMG_0413\.jpg, joka on assets-kansion ulkopuolella/,
      ],
    ];
    for (const [file, message] of cases) {
      const run = await runScript(project, 'uusi', ['Omalaji', file]).finished;
      assertRefused(run, /^Lajia ei lisätty, koska kuvaa ei voi käyttää\. Mitään ei muutettu\.$/m);
      assert.match(run.stderr, message);
    }
    assert.deepEqual(await everything(project), before);
  });

  it('should tell what to give when there is no terminal to ask on', async () => {
    const run = await runScript(project, 'uusi', []).finished;
    assertRefused(run, /^Anna lajin nimi ja vähintään yksi kuva, esimerkiksi:$/m);
  });
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import sharp from 'sharp';
import { AuthorError, addSpecies, type NewSpecies } from '../../src/author/add-species.ts';
import { completeRequest, parseCommandLine, splitPaths, type Terminal } from '../../src/author/command-line.ts';
import { photoNames } from '../../src/author/photo-names.ts';
import { formatEntry, insertEntry } from '../../src/author/species-source.ts';
import { unusedPhotosWarning } from '../../src/author/unused-photos.ts';
import type { Species } from '../../src/data/types.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

/** A small camera JPEG; `takenAt` as EXIF writes it (`2024:05:22 10:00:00`). */
const photo = (colour: string, takenAt?: string) => {
  const image = sharp({ create: { width: 60, height: 40, channels: 3, background: colour } });
  return (takenAt ? image.withExif({ IFD2: { DateTimeOriginal: takenAt } }) : image).jpeg().toBuffer();
};

/** Every file under a folder with its bytes, to prove that nothing changed. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const entries = await Promise.all(files.map(async (f) => [path.relative(dir, path.join(f.parentPath, f.name)), (await readFile(path.join(f.parentPath, f.name))).toString('base64')] as const));
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const kasvitFile = (project: ProjectCopy) => path.join(project.root, 'src', 'data', 'species', 'kasvit.ts');
/** The last species a group file exports, evaluated from the file as it is now (no module cache). */
const lastEntry = async (file: string): Promise<Species> => {
  const bundle = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0]!.text).toString('base64')}`)) as Record<string, Species[]>;
  return Object.values(module)[0]!.at(-1)!;
};

describe('npm run uusi: adding a species from photos', () => {
  let project: ProjectCopy;
  let jpeg: string;
  let png: string;
  before(async () => {
    project = await copyProject();
    jpeg = path.join(project.photosDir, 'IMG_0413.JPG');
    png = path.join(project.photosDir, 'kuvakaappaus.png');
    await writeFile(jpeg, await photo('#6080c0', '2024:05:22 10:00:00'));
    await writeFile(png, await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c06080' } }).png().toBuffer());
  });
  after(() => project.cleanup());
  const add = (request: Partial<NewSpecies>) => addSpecies({ title: 'Metsäorvokki', photos: [jpeg], group: 'kasvit', ...request }, project);

  it('should copy the photos under clean names and write an entry like the hand-written ones, dated by the first photo', async () => {
    const original = await readFile(kasvitFile(project), 'utf8');
    const summary = await add({ officName: 'Viola riviniana', photos: [jpeg, png] });
    const assets = path.join(project.root, 'assets', 'kasvit');
    assert.deepEqual(await readdir(assets), ['metsaorvokki-1.jpg', 'metsaorvokki-2.png'], 'ASCII slug, numbered, extension in lower case');
    assert.deepEqual(await readFile(path.join(assets, 'metsaorvokki-1.jpg')), await readFile(jpeg), 'copied byte for byte');
    const text = await readFile(kasvitFile(project), 'utf8');
    assert.ok(text.startsWith(original.slice(0, original.lastIndexOf('\n];'))), 'the hand-written entries are untouched');
    assert.ok(
      text.endsWith(
        "  {\n    title: 'Metsäorvokki',\n    officName: 'Viola riviniana',\n    images: ['kasvit/metsaorvokki-1.jpg', 'kasvit/metsaorvokki-2.png'],\n" +
          "    contentArr: [],\n    infoCard: { kuvausaika: '22.5.2024' },\n  },\n];\n",
      ),
      `the entry is last in the list:\n${text.slice(-300)}`,
    );
    assert.deepEqual(await lastEntry(kasvitFile(project)), {
      title: 'Metsäorvokki',
      officName: 'Viola riviniana',
      images: ['kasvit/metsaorvokki-1.jpg', 'kasvit/metsaorvokki-2.png'],
      contentArr: [],
      infoCard: { kuvausaika: '22.5.2024' },
    });
    assert.equal(summary.address, 'http://127.0.0.1:4173/kasvi/Metsorvokki/', 'the page address, id without ä and ö');
    assert.equal(summary.speciesFile, 'src/data/species/kasvit.ts', 'the file to edit next');
    assert.equal(summary.captureDate, '22.5.2024');
  });

  it('should refuse a name already in the collection, or one giving the same page address, changing nothing', async () => {
    const before = await snapshot(project.root);
    await assert.rejects(add({ title: 'Kielo' }), (error: unknown) => {
      assert.ok(error instanceof AuthorError);
      assert.match(error.message, /^Laji "Kielo" on jo kokoelmassa \(src\/data\/species\/kasvit\.ts\)/);
      return true;
    });
    await assert.rejects(add({ title: 'Metsmänty' }), /sama sivun osoite kuin lajilla "Metsämänty"/);
    await assert.rejects(add({ title: 'Metsäorvokki' }), /on jo kokoelmassa/, 'the one added above');
    assert.deepEqual(await snapshot(project.root), before);
  });

  it('should refuse a missing photo, another file type, a file that is not an image and an unknown group, before writing anything', async () => {
    const before = await snapshot(project.root);
    const notImage = path.join(project.photosDir, 'muistiinpanot.jpg');
    await writeFile(notImage, 'ei kuva');
    await writeFile(path.join(project.photosDir, 'video.mov'), 'x');
    await assert.rejects(add({ title: 'Kevätesikko', photos: [path.join(project.photosDir, 'puuttuu.jpg')] }), /^AuthorError: Kuvaa ei löydy: .*puuttuu\.jpg/);
    await assert.rejects(add({ title: 'Kevätesikko', photos: [path.join(project.photosDir, 'video.mov')] }), /ei ole tuettu kuva\. Tuetut tiedostotyypit: .*\.heic/);
    await assert.rejects(add({ title: 'Kevätesikko', photos: [notImage] }), /Tiedostoa .*muistiinpanot\.jpg ei voi lukea kuvana/);
    await assert.rejects(add({ title: 'Kevätesikko', group: 'sienet' }), /Ryhmää "sienet" ei ole\. Valitse jokin näistä: hyonteiset, kasvit, linnut, muut, perhoset\./);
    await assert.rejects(add({ title: 'Puu/Pensas' }), /Nimestä "Puu\/Pensas" ei saa sivun osoitetta/);
    assert.deepEqual(await snapshot(project.root), before);
  });

  it('should never overwrite: a name taken in the folder, with any extension, is skipped', async () => {
    await mkdir(path.join(project.root, 'assets', 'linnut'), { recursive: true });
    await writeFile(path.join(project.root, 'assets', 'linnut', 'peippo-1.svg'), '<svg/>');
    await addSpecies({ title: 'Peippo', photos: [jpeg], group: 'linnut' }, project);
    assert.deepEqual(await readdir(path.join(project.root, 'assets', 'linnut')), ['peippo-1.svg', 'peippo-2.jpg']);
    assert.equal(await readFile(path.join(project.root, 'assets', 'linnut', 'peippo-1.svg'), 'utf8'), '<svg/>', 'the old file is untouched');
  });

  it('should use a photo already in assets/ where it lies, in the group of its folder', async () => {
    const inPlace = path.join(project.root, 'assets', 'muut', 'IMG 0500.jpg');
    await mkdir(path.dirname(inPlace), { recursive: true });
    await writeFile(inPlace, await photo('#808040'));
    const request = await completeRequest(parseCommandLine(['Kantarelli', 'assets/muut/IMG 0500.jpg']), project, project.root, undefined);
    assert.equal(request.group, 'muut', 'the group of the folder the photo is in');
    await addSpecies(request, project);
    assert.deepEqual(await readdir(path.dirname(inPlace)), ['IMG 0500.jpg'], 'not copied again');
    assert.deepEqual((await lastEntry(path.join(project.root, 'src', 'data', 'species', 'muut.ts'))).images, ['muut/IMG 0500.jpg']);
  });

  it('should put every file back when the new species does not reach the content', async () => {
    // A group file that src/data/species/index.ts does not include: its species would never be published.
    const orphan = path.join(project.root, 'src', 'data', 'species', 'sienet.ts');
    await writeFile(orphan, "import type { Species } from '../types.ts';\n\nexport const sienet: Species[] = [];\n");
    const before = await snapshot(project.root);
    await assert.rejects(add({ title: 'Suppilovahvero', group: 'sienet' }), (error: unknown) => {
      assert.ok(error instanceof AuthorError);
      assert.match(error.message, /ei näkynyt kokoelmassa\. Onko ryhmä mukana tiedostossa src\/data\/species\/index\.ts\?/);
      assert.match(error.message, /Kaikki palautettiin ennalleen/);
      return true;
    });
    assert.deepEqual(await snapshot(project.root), before, 'the species file restored, the copied photo removed');
    assert.equal(existsSync(path.join(project.root, 'assets', 'sienet')), false, 'and the folder made for it');
  });

  it('should refuse to add to content that already has problems or does not compile, saying where', async () => {
    const file = kasvitFile(project);
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace("kuvausaika: '17.9.2023'", "kuvausaika: '31.2.2023'"));
    try {
      await assert.rejects(add({ title: 'Kevätesikko' }), /on jo virheitä[\s\S]*species "Metsämänty" → infoCard\.kuvausaika: "31\.2\.2023" is not a real date/);
      assert.equal((await readdir(path.join(project.root, 'assets', 'kasvit'))).some((f) => f.startsWith('kevatesikko')), false, 'no photo copied');
      await writeFile(file, good.replace("title: 'Haapa',", "title: 'Haapa'"));
      await assert.rejects(add({ title: 'Kevätesikko' }), /sisältöä ei voitu lukea[\s\S]*kasvit\.ts:\d+: Expected "}" but found "officName"/, 'a typo names the file and line');
    } finally {
      await writeFile(file, good);
    }
  });
});

describe('npm run uusi: the entry as source text', () => {
  it('should quote names safely and leave out what a new species does not have', () => {
    assert.equal(
      formatEntry({ title: "Isän's", images: ['kasvit/isans-1.jpg'], contentArr: [] }),
      "  {\n    title: 'Isän\\'s',\n    images: ['kasvit/isans-1.jpg'],\n    contentArr: [],\n  },",
    );
  });

  it('should put a long list of photos one per line', () => {
    const images = Array.from({ length: 5 }, (_, i) => `kasvit/metsaorvokki-${i + 1}.heic`);
    assert.match(formatEntry({ title: 'Metsäorvokki', images, contentArr: [] }), /images: \[\n {6}'kasvit\/metsaorvokki-1\.heic',\n[\s\S]*\n {4}\],/);
  });

  it('should add to an empty list and after an entry written without a trailing comma', () => {
    const entry = "  {\n    title: 'A',\n    images: [],\n    contentArr: [],\n  },";
    assert.equal(insertEntry('export const muut: Species[] = [];\n', entry), `export const muut: Species[] = [\n${entry}\n];\n`);
    assert.equal(insertEntry("const x = [\n  { title: 'B' }\n];\n", entry), `const x = [\n  { title: 'B' },\n${entry}\n];\n`);
    assert.equal(insertEntry('export const x = 1;\n', entry), undefined, 'no list: nothing to add to');
  });

  it('should name photos by the slug of the name, counting past names in use', () => {
    assert.deepEqual(photoNames('Pörrökääpä', 'muut', ['/a/IMG_1.HEIC', '/a/b.Jpeg'], ['porrokaapa-1.svg', 'porrokaapa-3.jpg']), [
      'muut/porrokaapa-2.heic',
      'muut/porrokaapa-4.jpeg',
    ]);
  });
});

describe('npm run uusi: the command line and the questions', () => {
  let project: ProjectCopy;
  let jpeg: string;
  before(async () => {
    project = await copyProject();
    jpeg = path.join(project.photosDir, 'IMG 0412.jpg');
    await writeFile(jpeg, await photo('#406080'));
  });
  after(() => project.cleanup());

  /** A terminal that answers from a script and records what it was asked and told. */
  const scripted = (answers: string[]): Terminal & { lines: string[] } => {
    const lines: string[] = [];
    return { lines, ask: async (prompt) => (lines.push(prompt), answers.shift() ?? ''), say: (text) => void lines.push(text) };
  };

  it('should take a name, a scientific name, a group and photos from the arguments, asking nothing', async () => {
    const command = parseCommandLine(['Kielo', '--tieteellinen', 'Convallaria majalis', '--ryhma', 'muut', 'IMG 0412.jpg']);
    const request = await completeRequest(command, project, project.photosDir, scripted([]));
    assert.deepEqual(request, { title: 'Kielo', officName: 'Convallaria majalis', photos: [jpeg], group: 'muut' }, 'photos resolved from where the command was run');
    const defaulted = await completeRequest(parseCommandLine(['Kielo', jpeg]), project, '/', undefined);
    assert.equal(defaulted.group, 'kasvit', 'the default group');
  });

  it('should refuse unknown options and, with no terminal, missing parts, in Finnish', async () => {
    assert.throws(() => parseCommandLine(['--vaara']), /^AuthorError: Tuntematon valinta --vaara\./);
    assert.throws(() => parseCommandLine(['Kielo', '--tieteellinen']), /Valinnan --tieteellinen perästä puuttuu arvo\./);
    await assert.rejects(completeRequest(parseCommandLine(['Kielo']), project, '/', undefined), /Anna lajin nimi ja vähintään yksi kuva/);
  });

  it('should ask in Finnish for what is missing, and ask again after a wrong answer', async () => {
    const terminal = scripted(['Kevätlinnunherne', 'Lathyrus vernus', 'puuttuu.jpg', `'${jpeg}'`, '', 'sienet', '']);
    const request = await completeRequest(parseCommandLine([]), project, project.photosDir, terminal);
    assert.deepEqual(request, { title: 'Kevätlinnunherne', officName: 'Lathyrus vernus', photos: [jpeg], group: 'kasvit' });
    const said = terminal.lines.join('\n');
    assert.match(said, /Lajin suomenkielinen nimi: /);
    assert.match(said, /Tieteellinen nimi \(paina vain Enter, jos et tiedä\): /);
    assert.match(said, /Kuvaa ei löydy: .*puuttuu\.jpg/, 'a wrong path is told and asked again');
    assert.match(said, /Ryhmää "sienet" ei ole/);
    assert.match(said, /Ryhmä \(hyonteiset, kasvit, linnut, muut, perhoset\) \[kasvit\]: /);
  });

  it('should read dropped paths: quoted, with escaped spaces, several on a line, ~ for home', () => {
    assert.deepEqual(splitPaths(`'/a b/IMG 1.HEIC' /c/IMG\\ 2.jpg "d.png"`, false), ['/a b/IMG 1.HEIC', '/c/IMG 2.jpg', 'd.png']);
    assert.deepEqual(splitPaths('"C:\\Users\\Aino\\Kuvat\\IMG 1.jpg"', true), ['C:\\Users\\Aino\\Kuvat\\IMG 1.jpg'], 'Windows keeps its backslashes');
    assert.deepEqual(splitPaths('   '), []);
  });
});

describe('the build warning about photos no species uses', () => {
  it('should give the npm run uusi line for each, quoting paths with spaces', () => {
    const warning = unusedPhotosWarning(['kasvit/IMG_0412.HEIC', 'muut/IMG 0500.jpg'], 'assets');
    assert.match(warning, /^warning: 2 photos in the assets folder are not used by any species/);
    assert.match(warning, /\n {2}npm run uusi -- "Nimi" assets\/kasvit\/IMG_0412\.HEIC\n/);
    assert.match(warning, /\n {2}npm run uusi -- "Nimi" "assets\/muut\/IMG 0500\.jpg"$/);
  });
});

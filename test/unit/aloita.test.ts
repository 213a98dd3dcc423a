import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addSpecies } from '../../src/author/add-species.ts';
import { completeRequest, parseCommandLine } from '../../src/author/command-line.ts';
import { readSampleManifest } from '../../src/author/sample-files.ts';
import { FORMS_FOLDER, makeFormsPrivate, PHOTO_FORMS, privatePhotoField } from '../../src/author/private-forms.ts';
import { askMissing, readStartCommand } from '../../src/author/start-command.ts';
import { startCollection } from '../../src/author/start-collection.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { readContent } from '../../src/content/read-content.ts';
import { formatCollectionFile } from '../../src/content/species-file.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { parsePage } from '../helpers/dom.ts';
import { type AuthorProject, authorProject, cameraJpeg, scripted } from '../helpers/author-project.ts';

const SITE = { title: 'Testin kokoelma', authorFirstName: 'Testi', className: '9c' };
/** kokoelma.md as npm run aloita leaves it: the three values, and hidden from search engines. */
const hiddenCollection = (site: typeof SITE) => formatCollectionFile(site).replace(/---\n$/, 'hakukoneet: ei\n---\n');

/** Every file under the project, from its folder, `/`-separated, with its bytes. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const entries = await Promise.all(
    files.map(
      async (f) =>
        [
          path.relative(root, path.join(f.parentPath, f.name)).split(path.sep).join('/'),
          (await readFile(path.join(f.parentPath, f.name))).toString('base64'),
        ] as const,
    ),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The home page of a build of the project, and how many species pages it has. */
async function build(project: AuthorProject) {
  const result = await buildSite({ content: await readContent(project.settings.dataDir, project.root), settings: project.settings });
  const home = parsePage(await readFile(path.join(project.settings.outDir, 'index.html'), 'utf8'));
  return { home, speciesPages: [...result.files.keys()].filter((file) => /^kasvi\/[^/]+\/index\.html$/.test(file)).length };
}

describe('npm run aloita: starting your own collection', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject({ sampleAssets: true });
  });
  after(() => project.cleanup());

  it('should refuse, changing nothing, while a species file is not exactly the sample’s', async () => {
    const own = path.join(project.root, 'src', 'data', 'lajit', 'kasvit', 'sinivuokko.md');
    const template = path.join(project.root, 'src', 'data', 'lajit', 'kasvit', 'MALLI.md');
    await writeFile(own, '---\nnimi: Sinivuokko\n---\n');
    await writeFile(template, '---\nnimi: Malli\n---\n');
    const kurki = path.join(project.root, 'src', 'data', 'lajit', 'linnut', 'kurki.md');
    const sample = await readFile(kurki, 'utf8');
    await appendFile(kurki, '\nKävin katsomassa kurkia uudelleen.\n');
    const before = await snapshot(project.root);
    await assert.rejects(startCollection(SITE, project), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.equal(error.code, 'author.start.ownSpecies');
      assert.deepEqual(
        error.problems.map(({ code, file }) => ({ code, file })),
        [
          { code: 'author.start.ownSpecies', file: 'src/data/lajit/kasvit/sinivuokko.md' },
          { code: 'author.start.ownSpecies', file: 'src/data/lajit/linnut/kurki.md' },
        ],
        'MALLI.md, the template, is no species',
      );
      return true;
    });
    assert.deepEqual(await snapshot(project.root), before);

    await writeFile(kurki, sample);
    await assert.rejects(
      startCollection(SITE, project),
      (error: unknown) =>
        error instanceof StudentError &&
        error.problems.map((p) => `${p.code} ${p.file}`).join() === 'author.start.ownSpecies src/data/lajit/kasvit/sinivuokko.md',
      'the edit undone, kurki.md is the sample again',
    );
    await rm(own);
    await rm(template);
  });

  it('should refuse values it cannot publish: an empty title, a full name', async () => {
    const before = await snapshot(project.root);
    await assert.rejects(startCollection({ ...SITE, title: ' ', authorFirstName: 'Testi Testinen' }, project), (error: unknown) => {
      assert.ok(error instanceof StudentError);
      assert.equal(error.code, 'author.start.invalid');
      assert.deepEqual(
        error.problems.map((p) => p.code),
        ['author.start.empty', 'content.name.notFirstName'],
      );
      return true;
    });
    assert.deepEqual(await snapshot(project.root), before);
  });

  it('should write kokoelma.md and remove exactly the sample’s files, keeping photos that are not the sample’s', async () => {
    const manifest = await readSampleManifest(project.root);
    await writeFile(path.join(project.root, 'assets', 'kasvit', 'IMG_0412.jpg'), await cameraJpeg('#506070'));
    await appendFile(path.join(project.root, 'assets', 'linnut', 'kurki-1.svg'), '<!-- muokattu -->');
    const before = await snapshot(project.root);

    const summary = await startCollection(SITE, project);
    const after = await snapshot(project.root);
    assert.equal(after.get('src/data/kokoelma.md'), Buffer.from(hiddenCollection(SITE)).toString('base64'));
    const removed = [...before.keys()].filter((file) => !after.has(file));
    const expected = [...manifest.keys()].filter((file) => file !== 'src/data/kokoelma.md' && file !== 'assets/linnut/kurki-1.svg');
    assert.deepEqual(removed.sort(), expected.sort(), 'every sample file but the edited drawing and kokoelma.md');
    assert.deepEqual(
      // The group folders' notes are added (aloita-group-folders.test.ts checks them).
      [...after.keys()].filter((file) => !file.startsWith('src/author/') && !file.endsWith('/LUE-MINUT.md')),
      ['.github/README.md', 'assets/kasvit/IMG_0412.jpg', 'assets/linnut/kurki-1.svg', 'src/data/kokoelma.md'],
    );
    assert.equal(summary.removedSpecies, 29);
    assert.equal(summary.removedPhotos, 37);
    assert.deepEqual(summary.keptPhotos, ['assets/kasvit/IMG_0412.jpg', 'assets/linnut/kurki-1.svg']);
    assert.deepEqual(
      (await readdir(path.join(project.root, 'assets'))).sort(),
      GROUPS.map((group) => group.folder).sort(),
      'the group folders stay, each with its note; no other emptied folder',
    );
    assert.deepEqual(await readdir(path.join(project.root, 'src', 'data', 'lajit')), [], 'the species folder stays, empty, for npm run uusi');
  });

  it('should only rewrite kokoelma.md and the README when run again', async () => {
    const before = await snapshot(project.root);
    const summary = await startCollection({ ...SITE, title: 'Toinen otsikko' }, project);
    assert.equal(summary.removedSpecies + summary.removedPhotos, 0);
    const after = await snapshot(project.root);
    assert.deepEqual([...after.keys()], [...before.keys()]);
    assert.equal(await readFile(path.join(project.root, 'src', 'data', 'kokoelma.md'), 'utf8'), hiddenCollection({ ...SITE, title: 'Toinen otsikko' }));
    assert.match(await readFile(path.join(project.root, '.github', 'README.md'), 'utf8'), /^# Toinen otsikko$/m);
  });

  it('should leave a collection that builds empty, then takes its first species from npm run uusi', async () => {
    const empty = await build(project);
    assert.equal(empty.speciesPages, 0);
    assert.match(empty.home.body.textContent ?? '', /Eliöiden määrä: 0/);
    assert.equal(empty.home.querySelector('h1')?.textContent, 'Toinen otsikko');

    await writeFile(path.join(project.photosDir, 'IMG_0413.jpg'), await cameraJpeg('#7090b0'));
    const request = await completeRequest(
      parseCommandLine(['Sinivuokko', '--tieteellinen', 'Hepatica nobilis', 'IMG_0413.jpg']),
      project,
      project.photosDir,
      undefined,
    );
    const summary = await addSpecies(request, project);
    assert.equal(summary.speciesFile, 'src/data/lajit/kasvit/sinivuokko.md');
    const first = await build(project);
    assert.equal(first.speciesPages, 1);
    assert.match(first.home.body.textContent ?? '', /Eliöiden määrä: 1/);
    assert.ok(existsSync(path.join(project.settings.outDir, 'kasvi', 'Sinivuokko', 'index.html')));
  });
});

describe('npm run aloita: the command line and the questions', () => {
  it('should take all three values from flags, asking nothing', async () => {
    const command = readStartCommand(['--otsikko', 'Kevään kasvit', '--nimi', 'Aino', '--luokka', '8b']);
    assert.deepEqual(await askMissing(command, scripted([])), { title: 'Kevään kasvit', authorFirstName: 'Aino', className: '8b' });
  });

  it('--yksityinen: should rewrite the two photo forms for a private repository, once, and leave the others', async () => {
    assert.equal(readStartCommand(['--yksityinen']).privateRepository, true);
    assert.equal(readStartCommand([]).privateRepository, false);
    const root = await mkdtemp(path.join(tmpdir(), 'aloita-forms-'));
    try {
      await cp(FORMS_FOLDER, path.join(root, FORMS_FOLDER), { recursive: true });
      const before = await snapshot(root);
      assert.deepEqual(
        await makeFormsPrivate(root),
        PHOTO_FORMS.map((file) => `${FORMS_FOLDER}/${file}`),
      );
      const rewritten = await snapshot(root);
      for (const [file, bytes] of before) {
        const form = path.posix.basename(file) as (typeof PHOTO_FORMS)[number];
        if (!PHOTO_FORMS.includes(form)) assert.equal(rewritten.get(file), bytes, `${file} is kept`);
        else assert.equal(Buffer.from(rewritten.get(file)!, 'base64').toString(), privatePhotoField(Buffer.from(bytes, 'base64').toString()));
      }
      assert.deepEqual(await makeFormsPrivate(root), [], 'a second run changes nothing');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('should name the missing flags when there is no terminal to ask on', async () => {
    await assert.rejects(
      askMissing(readStartCommand(['--nimi', 'Aino']), undefined),
      /^StudentError: Anna vielä --otsikko, --luokka\. Kokoelman tiedot annetaan näin:\n {2}npm run aloita -- --otsikko/,
    );
    const flag = (error: unknown) => error instanceof StudentError && error.code === 'settings.flag' && error.message.includes('npm run aloita -- --apua');
    assert.throws(() => readStartCommand(['Aino']), flag);
    assert.throws(() => readStartCommand(['--nimi']), flag);
  });

  it('should ask the missing values and ask again after one it cannot use', async () => {
    const terminal = scripted(['', 'Kevään kasvit', 'Aino Virtanen', 'Aino']);
    const site = await askMissing(readStartCommand(['--luokka', '8b']), terminal);
    assert.deepEqual(site, { title: 'Kevään kasvit', authorFirstName: 'Aino', className: '8b' });
    assert.deepEqual(terminal.lines.slice(1), [
      'Kokoelman otsikko (esimerkiksi Kevään kasvit): ',
      'Kokoelman otsikko puuttuu: kirjoita se.',
      'Kokoelman otsikko (esimerkiksi Kevään kasvit): ',
      'Etunimesi: ',
      '"Aino Virtanen" ei ole pelkkä etunimi: kirjoita vain etunimesi, esimerkiksi Aino (sivusto on julkinen, joten sukunimeä ei kerrota).',
      'Etunimesi: ',
    ]);
  });
});

import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { GROUPS } from '../../src/content/groups.ts';
import { readContent } from '../../src/content/read-content.ts';
import { GROUP_NOTE } from '../../src/author/group-notes.ts';
import { parsePage } from '../helpers/dom.ts';
import { type AuthorProject, authorProject, cameraJpeg, runScript } from '../helpers/author-project.ts';

/** Builds the temp project and returns its home page's text and the number of species pages. */
async function build(project: AuthorProject) {
  const result = await buildSite({ content: await readContent(project.settings.dataDir, project.root), settings: project.settings });
  const home = parsePage(await readFile(path.join(project.settings.outDir, 'index.html'), 'utf8'));
  return { text: home.body.textContent ?? '', speciesPages: [...result.files.keys()].filter((file) => /^kasvi\/[^/]+\/index\.html$/.test(file)).length };
}

const everything = async (project: AuthorProject) => (await readdir(project.root, { recursive: true })).sort();

describe('npm run aloita, then npm run uusi, in a temp copy of the sample project', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject({ sampleAssets: true });
  });
  after(() => project.cleanup());

  it('should name the flags to give when there is no terminal to ask on, changing nothing', async () => {
    const before = await everything(project);
    const run = await runScript(project, 'aloita', ['--otsikko', 'Testin kokoelma']).finished;
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^Anna vielä --nimi, --luokka\./);
    assert.doesNotMatch(run.stderr, /^\s+at /m);
    assert.deepEqual(await everything(project), before);
  });

  it('should start the collection from flags, leaving one that builds empty, then add the first species', async () => {
    // No GITHUB_REPOSITORY and no git remote: the README says where to find the address.
    const started = await runScript(project, 'aloita', ['--otsikko', 'Testin kokoelma', '--nimi', 'Testi', '--luokka', '9c'], {
      env: { GITHUB_REPOSITORY: '' },
    }).finished;
    assert.equal(started.code, 0, started.stderr);
    assert.match(started.stdout, /^Repositorion esittely kirjoitettiin tiedostoon \.github\/README\.md/m);
    assert.match(await readFile(path.join(project.root, '.github', 'README.md'), 'utf8'), /^# Testin kokoelma\n[\s\S]*\*\*Settings\*\* → \*\*Pages\*\*/);
    assert.match(await readFile(path.join(project.root, 'src', 'data', 'kokoelma.md'), 'utf8'), /^hakukoneet: ei$/m, 'hidden from search engines');
    assert.match(
      started.stdout,
      /^Oma kokoelma aloitettu\. Kokoelman tiedot kirjoitettiin tiedostoon src\/data\/kokoelma\.md, ja mallikokoelmasta poistettiin 29 lajia ja 38 kuvaa\.$/m,
    );
    assert.match(started.stdout, /Lisää ensimmäinen laji komennolla: npm run uusi/);
    // Only the group folders are left, each holding its note: git keeps no empty folder (issue 28).
    const left = await readdir(path.join(project.root, 'assets'), { recursive: true });
    assert.deepEqual(left.filter((entry) => entry.includes(path.sep)).sort(), GROUPS.map((group) => path.join(group.folder, GROUP_NOTE)).sort());

    const empty = await build(project);
    assert.equal(empty.speciesPages, 0);
    assert.match(
      await readFile(path.join(project.settings.outDir, 'index.html'), 'utf8'),
      /<meta name="robots" content="noindex"/,
      'the site asks search engines to stay out',
    );
    assert.match(empty.text, /Testi, luokka 9c\./);
    assert.match(empty.text, /Eliöiden määrä: 0/);

    await writeFile(path.join(project.photosDir, 'IMG_0412.jpg'), await cameraJpeg('#5070b0'));
    const added = await runScript(project, 'uusi', ['Sinivuokko', '--tieteellinen', 'Hepatica nobilis', 'IMG_0412.jpg']).finished;
    assert.equal(added.code, 0, added.stderr);
    const first = await build(project);
    assert.equal(first.speciesPages, 1);
    assert.match(first.text, /Eliöiden määrä: 1/);
  });

  it('should refuse to run again once the collection has a species of the student’s own, changing nothing', async () => {
    const before = await everything(project);
    const run = await runScript(project, 'aloita', ['--otsikko', 'Uusi alku', '--nimi', 'Testi', '--luokka', '9c']).finished;
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^Omaa kokoelmaa ei aloitettu, koska kokoelmassa on jo laji, joka ei ole mallikokoelmassa sellaisenaan\./);
    assert.match(run.stderr, /^ {2}- src\/data\/lajit\/kasvit\/sinivuokko\.md: oma laji tai muokattu mallikokoelman laji$/m);
    assert.deepEqual(await everything(project), before);
    assert.match(await readFile(path.join(project.root, 'src', 'data', 'kokoelma.md'), 'utf8'), /^otsikko: Testin kokoelma$/m);
  });
});

import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { sampleFilePatterns } from '../../src/author/sample-files.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { defaults } from '../../src/config.ts';
import { SPECIES_KEYS } from '../../src/content/known-fields.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { formatCollectionFile } from '../../src/content/species-file.ts';
import { FIXTURE_SITE, makeImage } from '../helpers/fixtures.ts';
import { quickSettings } from '../helpers/author-project.ts';
import { parsePage } from '../helpers/dom.ts';

/** The template the student copies on github.com (OHJE.md, chapter 1). */
/** The template as frozen with the sample (`npm run freeze-sample`): a student may edit their own. */
const TEMPLATE = 'test/fixtures/MALLI.md';

/** The template with each key's value replaced, as a student fills it in: every line but the values stays. */
function fillIn(template: string, values: Record<string, string>): string {
  let text = template;
  for (const [from, to] of Object.entries(values)) {
    assert.ok(text.includes(from), `the template has ${from}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

describe('the species template MALLI.md', () => {
  let template: string;
  let dir: string;
  before(async () => {
    template = await readFile(TEMPLATE, 'utf8');
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-malli-'));
    // A project with the template at the top of lajit/, a copy of it filled in, and its photos.
    const root = path.join(dir, 'projekti');
    await mkdir(path.join(root, 'src/data/lajit/kasvit'), { recursive: true });
    await writeFile(path.join(root, 'src/data/kokoelma.md'), formatCollectionFile(FIXTURE_SITE));
    await cp(TEMPLATE, path.join(root, TEMPLATE));
    // A template saved into a group folder by mistake is no species either.
    await cp(TEMPLATE, path.join(root, 'src/data/lajit/kasvit/MALLI.md'));
    await makeImage(path.join(root, 'assets/kasvit/IMG_2041.jpg'), 120, 90, '#7a4fc9', 'jpeg');
    await makeImage(path.join(root, 'assets/kasvit/IMG_2042.jpg'), 90, 120, '#e0d040', 'jpeg');
    const filled = fillIn(template, {
      'nimi: Sinivuokko': 'nimi: Kevätlinnunherne',
      'tieteellinen: Hepatica nobilis': 'tieteellinen: Lathyrus vernus',
      'kasvit/sinivuokko-1.jpg': 'kasvit/IMG_2041.jpg',
      'kasvit/sinivuokko-2.jpg': 'kasvit/IMG_2042.jpg',
      'kohde: 50% 40%': 'kohde: 30% 70%',
      'kuvausaika: 21.4.2024': 'kuvausaika: 12.5.2025',
      'kuvauspaikka: Ruissalo, Turku': 'kuvauspaikka: Kaukola, Kerava',
      'https://fi.wikipedia.org/wiki/Sinivuokko Wikipedia: Sinivuokko': 'https://fi.wikipedia.org/wiki/Kevätlinnunherne Wikipedia: Kevätlinnunherne',
      'Sinivuokko on kevään ensimmäisiä kukkijoita.': 'Kevätlinnunherne kukkii lehdoissa toukokuussa.',
    });
    await writeFile(path.join(root, 'src/data/lajit/kasvit/kevatlinnunherne.md'), filled);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  /** Keys the commands write themselves (npm run uusi, npm run havainnot). */
  const WRITTEN_BY_COMMANDS = new Set(['havaintotunnus']);

  it('should show every key of a species file, each explained in a comment above it', () => {
    const frontMatter = template.split(/^---$/m)[1]!;
    for (const key of SPECIES_KEYS) {
      if (WRITTEN_BY_COMMANDS.has(key)) {
        // A copied id would make two species one observation: the key is explained, never shown.
        assert.match(frontMatter, new RegExp(`^# ${key}: .+`, 'm'), `${key} is explained in a comment`);
        assert.doesNotMatch(frontMatter, new RegExp(`^${key}:`, 'm'), `${key} has no line to copy`);
        continue;
      }
      assert.match(frontMatter, new RegExp(`^# ${key}: .+\\n(#.*\\n)*${key}:`, 'm'), `${key} is shown, with a comment`);
    }
    assert.match(frontMatter, /^ {2}- tiedosto: .+\n {4}kohde: \d+% \d+%$/m, 'a photo with tiedosto and kohde');
  });

  it('should be a species file the build accepts as it is, when put in a group folder', () => {
    const parsed = parseContent(
      {
        collection: { path: 'src/data/kokoelma.md', text: formatCollectionFile(FIXTURE_SITE) },
        species: [{ path: 'src/data/lajit/kasvit/sinivuokko.md', text: template, group: 'kasvit' }],
        speciesDir: 'src/data/lajit',
      },
      defaults.images.sourceExtensions,
    );
    assert.deepEqual(parsed.problems, []);
    const [species] = parsed.content!.species;
    assert.equal(species!.title, 'Sinivuokko');
    assert.equal(species!.contentArr.length, 3, 'a short example description of three paragraphs');
  });

  it('should build into a page once copied into a group folder with its values filled in, while the template itself is no page', async () => {
    const root = path.join(dir, 'projekti');
    const content = await readContent('src/data', root);
    assert.deepEqual(
      content.species.map((file) => file.path),
      ['src/data/lajit/kasvit/kevatlinnunherne.md'],
      'both copies of MALLI.md are skipped',
    );
    // No face detection: the template's pages are what is tested (the model takes a second to start).
    const quick = quickSettings(root, dir);
    const settings = { ...quick, faces: { ...quick.faces, enabled: false } };
    const result = await buildSite({ content, settings });
    const species = [...result.files.keys()].filter((file) => /^kasvi\/[^/]+\/index\.html$/.test(file));
    assert.deepEqual(species, ['kasvi/Kevtlinnunherne/index.html']);
    const page = parsePage(await readFile(path.join(settings.outDir, species[0]!), 'utf8'));
    assert.equal(page.querySelector('h1')?.textContent?.includes('Kevätlinnunherne'), true);
    assert.ok(page.body.textContent?.includes('Kevätlinnunherne kukkii lehdoissa toukokuussa.'));
    assert.ok(page.body.textContent?.includes('Kaukola, Kerava'));
    assert.deepEqual(
      result.warnings.filter((w) => w.code === 'image.unused'),
      [],
      'both photos are used',
    );
  });

  it('should never be counted as the sample, so npm run freeze-sample leaves it out', async () => {
    const sample = await fg(sampleFilePatterns, { cwd: path.join(dir, 'projekti'), onlyFiles: true });
    assert.deepEqual(sample.filter((file) => file.startsWith('src/data/')).sort(), ['src/data/kokoelma.md', 'src/data/lajit/kasvit/kevatlinnunherne.md']);
  });
});

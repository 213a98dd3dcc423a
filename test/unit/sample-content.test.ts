import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { readSampleManifest } from '../../src/author/sample-files.ts';
import { defaults } from '../../src/config.ts';
import type { SpeciesEntry } from '../../src/content/model.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { formatSpeciesFile } from '../../src/content/species-file.ts';
import { sha256 } from '../../src/hash.ts';
import { readSample, SAMPLE_ASSETS_DIR, SAMPLE_ROOT } from '../helpers/sample.ts';

/**
 * The frozen sample (`test/fixtures/sample`): the collection the page and site tests build, and
 * what `npm run aloita` recognises as the sample by its manifest. Not the student's `src/data`.
 */
describe('the frozen sample collection', () => {
  let files: ContentFiles;
  let species: readonly SpeciesEntry[];
  before(async () => {
    files = await readSample();
    const parsed = parseContent(files, defaults.images.sourceExtensions);
    assert.deepEqual(parsed.problems, []);
    species = parsed.content!.species;
  });

  it('should have 29 species with unique ids, in grid order: groups, then Finnish alphabetical order', () => {
    assert.equal(species.length, 29);
    assert.equal(new Set(species.map((s) => s.id)).size, 29, 'unique ids');
    assert.deepEqual([...new Set(species.map((s) => s.group))], ['kasvit', 'linnut', 'perhoset', 'hyonteiset', 'muut']);
    assert.deepEqual(
      species.slice(0, 3).map((s) => s.title),
      ['Haapa', 'Järviruoko', 'Kielo'],
    );
    assert.equal(species[28]!.title, 'Sormipaisukarve');
  });

  it('should have every photo in the fixture assets', () => {
    for (const s of species) {
      for (const image of s.images) assert.ok(existsSync(path.join(SAMPLE_ASSETS_DIR, image.source)), `${s.title}: ${image.source}`);
    }
  });

  it('should have one or two photos per species, at least seven with two', () => {
    assert.ok(species.filter((s) => s.images.length === 2).length >= 7);
    assert.ok(species.every((s) => s.images.length === 1 || s.images.length === 2));
  });

  it('should use every optional part somewhere and leave it out somewhere', () => {
    const parts: Record<string, (s: SpeciesEntry) => boolean> = {
      tieteellinen: (s) => Boolean(s.officName),
      paragraphs: (s) => s.contentArr.length > 0,
      kuvausaika: (s) => Boolean(s.infoCard?.kuvausaika),
      kuvauspaikka: (s) => Boolean(s.infoCard?.kuvauspaikka),
      kasvupaikka: (s) => Boolean(s.kasvupaikka),
      lähteet: (s) => (s.lahteet?.length ?? 0) > 0,
      'second photo': (s) => s.images.length > 1,
    };
    for (const [part, has] of Object.entries(parts)) {
      assert.ok(species.some(has), `${part} is present somewhere`);
      assert.ok(
        species.some((s) => !has(s)),
        `${part} is absent somewhere`,
      );
    }
  });

  it('should cite only Finnish Wikipedia articles, each address agreeing with its name', () => {
    for (const s of species) {
      for (const source of s.lahteet ?? []) {
        assert.match(source.url, /^https:\/\/fi\.wikipedia\.org\/wiki\/[A-Za-z0-9_%()-]+$/, `${s.title}: ${source.url}`);
        assert.equal(
          decodeURIComponent(source.url.split('/wiki/')[1]!).replace(/_/g, ' '),
          source.kohde.replace('Wikipedia: ', ''),
          `${s.title}: URL and name agree`,
        );
      }
    }
  });

  it('should read back every species file written again by formatSpeciesFile as the same species', () => {
    const rewritten: ContentFiles = {
      ...files,
      species: files.species.map((file) => ({ ...file, text: formatSpeciesFile(species.find((s) => s.file === file.path)!) })),
    };
    const again = parseContent(rewritten, defaults.images.sourceExtensions);
    assert.deepEqual(again.problems, []);
    assert.deepEqual(again.content!.species, species);
  });

  it('should match the manifest npm run aloita removes the sample by, file for file', async () => {
    const manifest = await readSampleManifest(process.cwd());
    const frozen = (await fg(['src/**/*', 'assets/**/*'], { cwd: SAMPLE_ROOT, onlyFiles: true, dot: true })).sort();
    assert.deepEqual(frozen, [...manifest.keys()].sort(), 'the same files');
    for (const file of frozen) assert.equal(sha256(await readFile(path.join(SAMPLE_ROOT, file))), manifest.get(file), `${file}: the same bytes`);
  });
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { speciesId } from '../../src/content/species-id.ts';
import { content } from '../../src/data/index.ts';

const { species } = content;

describe('the sample collection', () => {
  it('should pass every content check', () => {
    assert.deepEqual(parseContent(content, defaults.images.sourceExtensions).problems, []);
  });

  it('should have 29 species with unique ids, in the agreed order', () => {
    assert.equal(species.length, 29);
    assert.equal(new Set(species.map((s) => speciesId(s.title))).size, 29, 'unique ids');
    assert.deepEqual(species.slice(0, 3).map((s) => s.title), ['Metsämänty', 'Haapa', 'Rauduskoivu']);
    assert.equal(species[28]!.title, 'Metsäetana');
  });

  it('should have every image file in assets/', () => {
    for (const s of species) {
      for (const image of s.images) assert.ok(existsSync(path.join(defaults.assetsDir, image)), `${s.title}: ${image}`);
    }
  });

  it('should have at least seven species with two images, the rest exactly one', () => {
    assert.ok(species.filter((s) => s.images.length === 2).length >= 7);
    assert.ok(species.every((s) => s.images.length === 1 || s.images.length === 2));
  });

  it('should use every optional part somewhere and leave it out somewhere', () => {
    const parts: Record<string, (s: (typeof species)[number]) => boolean> = {
      officName: (s) => Boolean(s.officName),
      paragraphs: (s) => s.contentArr.length > 0,
      kuvausaika: (s) => Boolean(s.infoCard?.kuvausaika),
      kuvauspaikka: (s) => Boolean(s.infoCard?.kuvauspaikka),
      kasvupaikka: (s) => Boolean(s.kasvupaikka),
      lahteet: (s) => (s.lahteet?.length ?? 0) > 0,
      'second image': (s) => s.images.length > 1,
    };
    for (const [part, has] of Object.entries(parts)) {
      assert.ok(species.some(has), `${part} is present somewhere`);
      assert.ok(species.some((s) => !has(s)), `${part} is absent somewhere`);
    }
  });

  it('should have no description for three or four species, as the spec allows', () => {
    const empty = species.filter((s) => s.contentArr.length === 0).length;
    assert.ok(empty >= 3 && empty <= 4, `${empty} species without paragraphs`);
  });

  it('should cite only Finnish Wikipedia articles, correctly encoded', () => {
    for (const s of species) {
      for (const source of s.lahteet ?? []) {
        assert.match(source.url, /^https:\/\/fi\.wikipedia\.org\/wiki\/[A-Za-z0-9_%()-]+$/, `${s.title}: ${source.url}`);
        assert.equal(decodeURIComponent(source.url.split('/wiki/')[1]!).replace(/_/g, ' '), source.kohde.replace('Wikipedia: ', ''), `${s.title}: URL and name agree`);
      }
    }
  });
});

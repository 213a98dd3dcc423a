/**
 * The `ruutu` key (issue 30): a species file's 10 km square is part of the checked content (the
 * export reads it from there), a wrong one is a problem at its line, the collection's
 * `ruutu: kyllä` is read as a yes/no setting, and no page shows the square.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import type { ContentFiles } from '../../src/content/parse-content.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { fixtureContent, renderFixture } from '../helpers/fixtures.ts';

/** The fixture collection with `line` added to the front matter of the file `which` picks. */
function withLine(files: ContentFiles, which: 'collection' | 'first species', line: string): ContentFiles {
  const add = (text: string) => text.replace(/^---\n/, `---\n${line}\n`);
  if (which === 'collection') return { ...files, collection: { ...files.collection, text: add(files.collection.text!) } };
  const [first, ...rest] = files.species;
  return { ...files, species: [{ ...first!, text: add(first!.text) }, ...rest] };
}

const parse = (files: ContentFiles) => parseContent(files, defaults.images.sourceExtensions);

describe('the ruutu key in the content', () => {
  it('should give the species its square, and the others none', () => {
    const files = withLine(fixtureContent(), 'first species', 'ruutu: 721:342');
    const { content, problems } = parse(files);
    assert.deepEqual(problems, []);
    const first = content!.species.find((s) => s.file === files.species[0]!.path)!;
    assert.equal(first.square, '721:342');
    assert.equal(content!.species.filter((s) => s.square !== undefined).length, 1);
  });

  it('should take a square with spaces around its colon in a species file, as the comment and the command line do', () => {
    for (const written of ['ruutu: 682 : 332', 'ruutu: 682: 332', 'Ruutu:  682 :332  # Karpassieni']) {
      const files = withLine(fixtureContent(), 'first species', written);
      const { content, problems } = parse(files);
      assert.deepEqual(problems, [], written);
      assert.equal(content!.species.find((s) => s.file === files.species[0]!.path)!.square, '682:332', written);
    }
  });

  it('should read an empty ruutu as no square', () => {
    const { content, problems } = parse(withLine(fixtureContent(), 'first species', 'ruutu:'));
    assert.deepEqual(problems, []);
    assert.ok(content!.species.every((s) => s.square === undefined));
  });

  it('should refuse a square in the wrong form at its line, with its code', () => {
    const files = withLine(fixtureContent(), 'first species', 'ruutu: 721342');
    const { content, problems } = parse(files);
    assert.equal(content, undefined);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line, p.code]),
      [[files.species[0]!.path, 2, 'content.square.form']],
    );
  });

  it("should read the collection's ruutu: kyllä as the setting, absent as no setting, and refuse other words", () => {
    assert.equal(parse(withLine(fixtureContent(), 'collection', 'ruutu: kyllä')).content!.site.squares, true);
    assert.equal(parse(withLine(fixtureContent(), 'collection', 'ruutu: ei')).content!.site.squares, undefined);
    assert.equal(parse(fixtureContent()).content!.site.squares, undefined);
    const wrong = parse(withLine(fixtureContent(), 'collection', 'ruutu: 721:342'));
    assert.equal(wrong.content, undefined);
    assert.deepEqual(
      wrong.problems.map((p) => [p.file, p.line, p.key]),
      [['src/data/kokoelma.md', 2, 'ruutu']],
    );
  });

  it('should show the square on no page', () => {
    const site = renderFixture(withLine(fixtureContent(), 'first species', 'ruutu: 721:342'));
    assert.equal(site.content.species.filter((s) => s.square === '721:342').length, 1);
    for (const [file, html] of site.pages) assert.ok(!html.includes('721:342') && !/721\D{1,3}342/.test(html), `${file} shows the square`);
  });
});

/**
 * The `havaintotunnus` key (issue 39): a species file's observation id is read into the content,
 * a changed one is a problem at its line, the export adds the line without touching the rest of
 * the file, and no page shows the id.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { withObservationId } from '../../src/content/observation-id.ts';
import type { ContentFiles } from '../../src/content/parse-content.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { fixtureContent, renderFixture } from '../helpers/fixtures.ts';

const ID = 'urn:uuid:3b241101-e2bb-4255-8caf-4136c566a962';

/** The fixture collection with `line` added to the first species file's front matter. */
function withLine(files: ContentFiles, line: string): ContentFiles {
  const [first, ...rest] = files.species;
  return { ...files, species: [{ ...first!, text: first!.text.replace(/^---\n/, `---\n${line}\n`) }, ...rest] };
}

const parse = (files: ContentFiles) => parseContent(files, defaults.images.sourceExtensions);

describe('the havaintotunnus key', () => {
  it('should give the species its id, with the comment uusi writes after it', () => {
    const files = withLine(fixtureContent(), `havaintotunnus: ${ID} # Laji.fi-viennin tunnus: älä muuta tätä riviä`);
    const { content, problems } = parse(files);
    assert.deepEqual(problems, []);
    assert.equal(content!.species.find((s) => s.file === files.species[0]!.path)!.observationId, ID);
    assert.equal(content!.species.filter((s) => s.observationId !== undefined).length, 1);
  });

  it('should refuse an id changed by hand at its line, with its code', () => {
    const files = withLine(fixtureContent(), 'havaintotunnus: urn:uuid:3b241101-e2bb');
    const { content, problems } = parse(files);
    assert.equal(content, undefined);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line, p.code]),
      [[files.species[0]!.path, 2, 'content.observationId.form']],
    );
  });

  it('should add the line before the closing --- and change nothing else, line endings included', () => {
    const text = '---\r\nnimi: Kurki\r\nruutu: 685:334\r\n---\r\n\r\nKuvaus.\r\n';
    assert.equal(
      withObservationId(text, ID),
      `---\r\nnimi: Kurki\r\nruutu: 685:334\r\nhavaintotunnus: ${ID} # Laji.fi-viennin tunnus: älä muuta tätä riviä\r\n---\r\n\r\nKuvaus.\r\n`,
    );
    assert.equal(withObservationId('nimi: Kurki\n', ID), undefined, 'no front matter to add it to');
  });

  it('should show the id on no page', () => {
    const site = renderFixture(withLine(fixtureContent(), `havaintotunnus: ${ID}`));
    assert.equal(site.content.species.filter((s) => s.observationId === ID).length, 1);
    for (const [file, html] of site.pages) assert.ok(!html.includes('3b241101') && !html.includes('havaintotunnus'), `${file} shows the id`);
  });
});

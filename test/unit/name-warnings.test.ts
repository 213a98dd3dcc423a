/**
 * The build's gentle name checks (issue 30): a Finnish name one or two letters from one in the
 * table, and a known name written with another species' scientific name, are warnings at their
 * line; alternative names, genus-only names and unknown names are not; the sample has none; and
 * the one core (npm run build and npm run dev) reports them unless the setting turns them off.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { defaults, resolveSettings } from '../../src/config.ts';
import type { NameLookups } from '../../src/content/check-names.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { lookupName, scientificConflict, suggestName } from '../../src/names/table.ts';
import { createSiteCore, EVERYTHING } from '../../src/pipeline/site-core.ts';

const TABLE: NameLookups = { find: lookupName, suggest: suggestName, conflict: scientificConflict };
const SAMPLE_DATA = fileURLToPath(new URL('../fixtures/sample/src/data', import.meta.url));
const COLLECTION = '---\notsikko: Eliökokoelma\nnimi: Aino\nluokka: 8b\n---\n';

/** One species file per entry (`linnut/kurki.md` → front matter lines), photos left out. */
function files(species: Record<string, string[]>): ContentFiles {
  return {
    collection: { path: 'src/data/kokoelma.md', text: COLLECTION },
    species: Object.entries(species).map(([file, lines]) => ({
      path: `src/data/lajit/${file}`,
      text: `---\n${lines.join('\n')}\nkuvat: []\n---\n`,
      group: file.split('/')[0],
    })),
    speciesDir: 'src/data/lajit',
  };
}

const warningsOf = (species: Record<string, string[]>) =>
  parseContent(files(species), defaults.images.sourceExtensions, { names: TABLE }).warnings.map((w) => ({
    file: w.file,
    line: w.line,
    key: w.key,
    code: w.code,
  }));

describe('name warnings', () => {
  it('should offer the known name for one written a letter or two off, at the nimi line', () => {
    const { warnings } = parseContent(files({ 'linnut/talitiainen.md': ['nimi: Talitiaiinen'] }), defaults.images.sourceExtensions, { names: TABLE });
    assert.deepEqual(
      warnings.map((w) => [w.file, w.line, w.key, w.code]),
      [['src/data/lajit/linnut/talitiainen.md', 2, 'nimi', 'content.name.nearMiss']],
    );
    assert.ok(warnings[0]!.message.includes('"Talitiainen"'), 'the suggestion, capitalised as the student wrote the name');
  });

  it("should warn at the tieteellinen line when the table gives the name another species' scientific name", () => {
    assert.deepEqual(warningsOf({ 'linnut/kurki.md': ['nimi: Kurki', 'tieteellinen: Anser anser'] }), [
      { file: 'src/data/lajit/linnut/kurki.md', line: 3, key: 'tieteellinen', code: 'content.name.scientificConflict' },
    ]);
  });

  it('should not warn for alternative names, genus-only or subspecies names, author names, or unknown names with nothing close', () => {
    assert.deepEqual(
      warningsOf({
        'kasvit/haapa.md': ['nimi: Haapa', 'tieteellinen: Populus tremula'],
        'muut/karpassieni.md': ['nimi: Kärpässieni', 'tieteellinen: Amanita muscaria'],
        'linnut/kurki.md': ['nimi: Kurki', 'tieteellinen: Grus'],
        'linnut/talitiainen.md': ['nimi: Talitiainen', 'tieteellinen: Parus major major'],
        'linnut/harakka.md': ['nimi: harakka', 'tieteellinen: Pica pica (Linnaeus, 1758)'],
        'muut/otus.md': ['nimi: Xyzzyqwerty'],
        // A scientific name the table gives no species (a synonym, another spelling) may be right.
        'linnut/telkka.md': ['nimi: Telkkä', 'tieteellinen: Bucephala clangulaxx'],
      }),
      [],
    );
  });

  it('should find no name to question in the frozen sample collection', async () => {
    const content = await readContent(SAMPLE_DATA, path.dirname(path.dirname(SAMPLE_DATA)));
    const parsed = parseContent(content, defaults.images.sourceExtensions, { names: TABLE });
    assert.equal(parsed.problems.length, 0);
    assert.ok(parsed.content!.species.length >= 29);
    assert.deepEqual(
      parsed.warnings.filter((w) => w.code.startsWith('content.name.')),
      [],
    );
  });

  it('should reach the build and the dev server through the one core, and stay silent with the check turned off', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'name-warnings-'));
    try {
      const content = files({ 'linnut/talitiainen.md': ['nimi: Talitiaiinen'] });
      const settings = resolveSettings({}, {}, { outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache'), assetsDir: path.join(dir, 'assets') });
      const on = await createSiteCore(settings, { loadContent: async () => content }).update(EVERYTHING);
      assert.deepEqual(
        on.warnings.map((w) => w.code),
        ['content.name.nearMiss'],
      );
      const off = await createSiteCore({ ...settings, checkNames: false }, { loadContent: async () => content }).update(EVERYTHING);
      assert.deepEqual(off.warnings, []);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

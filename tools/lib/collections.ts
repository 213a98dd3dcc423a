/**
 * The collections the bench and Lighthouse build: the frozen sample (`test/fixtures/sample`, the
 * same 29 species whatever the student has done to `src/data`), and generated ones, written as the
 * Markdown files a student writes (in memory) so they take the build's real path from text.
 */
import path from 'node:path';
import { defaults } from '../../src/config.ts';
import type { SpeciesEntry } from '../../src/content/model.ts';
import { type ContentFiles, parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { formatCollectionFile, formatSpeciesFile } from '../../src/content/species-file.ts';
import type { SiteSettings, Species } from '../../src/model/types.ts';

/** The frozen sample's project folder, and its photos. */
export const SAMPLE_ROOT = path.join('test', 'fixtures', 'sample');
export const SAMPLE_ASSETS_DIR = path.join(SAMPLE_ROOT, 'assets');

const SITE: SiteSettings = { title: 'Eliökokoelma', authorFirstName: 'Aino', className: '8b' };

/** A species, the group folder its file lies in, and the file's path if it has one already. */
export type GroupedSpecies = Species & { group: string; file?: string };

/** The sample's species as the content stage reads them, in grid order; throws if the fixture has a problem. */
export async function readSampleSpecies(): Promise<SpeciesEntry[]> {
  const parsed = parseContent(await readContent('src/data', SAMPLE_ROOT), defaults.images.sourceExtensions);
  if (!parsed.content) throw new Error(`the frozen sample has content problems: ${JSON.stringify(parsed.problems)}`);
  return [...parsed.content.species];
}

/**
 * Species as content files, in the form `npm run uusi` writes: each at its own path, or else at
 * `src/data/lajit/<group>/<n>.md` (numbered, so names never clash however many there are).
 */
export function contentFiles(species: readonly GroupedSpecies[], site: SiteSettings = SITE): ContentFiles {
  return {
    collection: { path: 'src/data/kokoelma.md', text: formatCollectionFile(site) },
    species: species.map(({ group, file, ...entry }, i) => ({
      path: file ?? `src/data/lajit/${group}/${String(i + 1).padStart(4, '0')}.md`,
      text: formatSpeciesFile(entry),
      group,
    })),
    speciesDir: 'src/data/lajit',
  };
}

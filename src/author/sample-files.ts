/**
 * Which files are the sample collection's: `npm run aloita` removes exactly these, and only while
 * their bytes are still the sample's (`sample-manifest.json`, written by `npm run freeze-sample`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATE_FILE } from '../content/read-content.ts';
import { GROUP_NOTE } from './group-notes.ts';

/** The manifest's path from the project folder. */
export const SAMPLE_MANIFEST = 'src/author/sample-manifest.json';

/**
 * What the sample consists of, as fast-glob patterns from the project folder. The species template
 * (`MALLI.md`) and the group folders' notes (`LUE-MINUT.md`) are no part of it: they stay for the
 * student's own collection (and `npm run freeze-sample` must not list them for removal).
 */
export const sampleFilePatterns = ['src/data/kokoelma.md', 'src/data/lajit/**/*.md', 'assets/**/*', `!src/data/lajit/**/${TEMPLATE_FILE}`, `!**/${GROUP_NOTE}`];

/** Path from the project folder (`/`-separated) → sha256 of the sample's bytes. */
export async function readSampleManifest(root: string): Promise<Map<string, string>> {
  const json = JSON.parse(await readFile(path.join(root, SAMPLE_MANIFEST), 'utf8')) as { files: Record<string, string> };
  return new Map(Object.entries(json.files));
}

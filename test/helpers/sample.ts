/**
 * The frozen sample collection (`test/fixtures/sample`, written by `npm run freeze-sample`): the
 * 29 species the project ships, as they were when frozen. Tests of "the sample site" read it
 * from here, never from `src/data` and `assets/`, which are the student's own once they start
 * their collection (`npm run aloita`) or add a species (`npm run uusi`).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSettings, type SettingOverrides, type Settings } from '../../src/config.ts';
import type { ContentFiles } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';

/** The fixture's own project folder: `src/data/…` and `assets/…` inside it, as in a real project. */
export const SAMPLE_ROOT = fileURLToPath(new URL('../fixtures/sample/', import.meta.url));
export const SAMPLE_DATA_DIR = path.join(SAMPLE_ROOT, 'src', 'data');
export const SAMPLE_ASSETS_DIR = path.join(SAMPLE_ROOT, 'assets');

/**
 * A cache folder (a folder per kind, as `.cache/`) for builds of the sample, shared by test runs
 * (outside the project: tests never write `.cache/`). Entries are checked on every read, so a
 * stale or broken one is only made again.
 */
export const SAMPLE_CACHE_DIR = path.join(os.tmpdir(), 'eliokokoelma-test-cache', 'sample');

/** The sample's files, with paths as messages print them (`src/data/lajit/linnut/kurki.md`). */
export const readSample = (): Promise<ContentFiles> => readContent('src/data', SAMPLE_ROOT);

/** Settings for a build of the sample from the fixture's photos into `outDir`. */
export const sampleSettings = (outDir: string, overrides: SettingOverrides = {}): Settings =>
  resolveSettings({}, {}, { assetsDir: SAMPLE_ASSETS_DIR, outDir, cacheDir: SAMPLE_CACHE_DIR, ...overrides });

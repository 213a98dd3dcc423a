/**
 * Runs a share of the unit test files in this one process. `npm test` starts two shards, one per
 * core, instead of one process per file: each process pays Node's and tsx's start-up and loads the
 * shared modules (React, linkedom, sharp, the build) once, not thirty times. Files are dealt out
 * heaviest first to the lighter share, so the shares take about as long; a new test file joins a
 * share by itself, as a light one until it is listed below.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const UNIT_DIR = fileURLToPath(new URL('../unit/', import.meta.url));

/**
 * The files that take clearly longer than the rest (sharp encodes, whole builds, temp projects,
 * the face model), about their seconds in one `npm test` run's spec output (26 November 2026, on a
 * loaded machine: the ratios matter, not the seconds); every other file counts 1. Only the
 * balance depends on these numbers.
 */
const HEAVY: Record<string, number> = {
  'images.test.ts': 22,
  'author.test.ts': 20,
  'image-encode.test.ts': 16,
  'architecture.test.ts': 14,
  'build.test.ts': 13,
  'strip-metadata.test.ts': 12,
  'faces.test.ts': 11,
  'privacy-checks.test.ts': 10,
  'aloita.test.ts': 8,
  'preview-server.test.ts': 4,
  'site-integrity.test.ts': 4,
  'pages-workflow.test.ts': 3,
  'names.test.ts': 3,
  'dev-build.test.ts': 3,
  'output-folder.test.ts': 2,
};

export async function runShard(index: number, count: number): Promise<void> {
  const weighed = readdirSync(UNIT_DIR)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ({ file, weight: HEAVY[file] ?? 1 }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const shares = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const { file, weight } of weighed) {
    const lightest = shares.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += weight;
    lightest.files.push(file);
  }
  for (const file of shares[index - 1]!.files.sort()) await import(pathToFileURL(path.join(UNIT_DIR, file)).href);
}

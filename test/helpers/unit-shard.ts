/**
 * Runs a share of the unit test files in this one process. `npm test` starts two shards, one per
 * core, instead of one process per file: each process pays Node's and tsx's start-up and loads the
 * shared modules (React, linkedom, sharp, the build) once, not fifty times. A third shard on two
 * cores only adds a third start-up (about 0.6 s of tsx, sharp and the build's imports). Files are
 * dealt out heaviest first to the lighter share, so the shares take about as long; a new test file
 * joins a share by itself, as a light one until it is listed below.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const UNIT_DIR = fileURLToPath(new URL('../unit/', import.meta.url));

// React's production build, as the commands use (scripts/lib/production.ts): the same HTML,
// rendered several times faster. Set before any test file (and so React) is imported.
process.env.NODE_ENV ??= 'production';

/**
 * The files that take clearly longer than the rest, in tenths of a second: the sum of their
 * top-level suites in `npm test`'s spec output, the mean of three runs (26 November 2026,
 * 22:25–22:28 UTC, Node 20.20, the 2-core machine with other jobs on it, load average 2.7–5.3:
 * the ratios matter, not the seconds). Every other file counts 1. Only the balance depends on
 * these numbers.
 */
const HEAVY: Record<string, number> = {
  'export-observations.test.ts': 102,
  'author.test.ts': 60,
  'images.test.ts': 44,
  'image-encode.test.ts': 35,
  'faces-build.test.ts': 32,
  'aloita.test.ts': 29,
  'build.test.ts': 29,
  'architecture.test.ts': 22,
  'aloita-group-folders.test.ts': 18,
  'faces.test.ts': 12,
  'search-engines.test.ts': 9,
  'strip-metadata.test.ts': 8,
  'species-template.test.ts': 7,
  'privacy-checks.test.ts': 6,
  'pages-workflow.test.ts': 6,
  'site-integrity.test.ts': 5,
  'problem-codes.test.ts': 5,
  'dev-build.test.ts': 5,
  'preview-server.test.ts': 4,
  'uusi-faces.test.ts': 4,
  'output-folder.test.ts': 4,
  'names.test.ts': 3,
  'class-report.test.ts': 3,
  'assignment-wiring.test.ts': 3,
  'content-traps.test.ts': 3,
};

/**
 * Files that load the same slow module share a process, so it is loaded once: the TypeScript
 * compiler (about 1 s to import), and the face model (about 0.4 s to start), which the faces
 * tests and every `npm run uusi` test run (uusi checks each added photo). Each group is dealt as
 * one file of their summed weight.
 */
const TOGETHER: readonly (readonly string[])[] = [
  ['architecture.test.ts', 'problem-codes.test.ts', 'devcontainer.test.ts'],
  ['faces.test.ts', 'faces-build.test.ts', 'uusi-faces.test.ts', 'author.test.ts', 'uusi-future-date.test.ts'],
];

export async function runShard(index: number, count: number): Promise<void> {
  const files = readdirSync(UNIT_DIR).filter((file) => file.endsWith('.test.ts'));
  const grouped = new Set(TOGETHER.flat());
  const units = [...TOGETHER.map((group) => group.filter((file) => files.includes(file))), ...files.filter((file) => !grouped.has(file)).map((file) => [file])]
    .filter((unit) => unit.length > 0)
    .map((unit) => ({ files: unit, weight: unit.reduce((sum, file) => sum + (HEAVY[file] ?? 1), 0) }))
    .sort((a, b) => b.weight - a.weight || a.files[0]!.localeCompare(b.files[0]!));
  const shares = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const unit of units) {
    const lightest = shares.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += unit.weight;
    lightest.files.push(...unit.files);
  }
  for (const file of shares[index - 1]!.files.sort()) await import(pathToFileURL(path.join(UNIT_DIR, file)).href);
}

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
 * What each file's tests take, in hundredths of a second, once the shard has imported everything:
 * the mean of two runs of both shards side by side (27 November 2026, 00:13 UTC, Node 20.20, the
 * 2-core machine otherwise idle), timed between its first and last top-level test. A file not
 * listed takes under 0.05 s and counts 2. Only the balance depends on these numbers.
 */
const HEAVY: Record<string, number> = {
  'build.test.ts': 261,
  'images.test.ts': 257,
  'faces-build.test.ts': 229,
  'architecture.test.ts': 164,
  // Measured later (27 November, 02:40 UTC, two runs of npm test): it starts five Node processes.
  'command-bundle.test.ts': 156,
  'author.test.ts': 162,
  'image-encode.test.ts': 158,
  'export-observations.test.ts': 107,
  'uusi-names.test.ts': 88,
  'faces.test.ts': 88,
  'strip-metadata.test.ts': 64,
  'search-engines.test.ts': 61,
  'names.test.ts': 59,
  'aloita.test.ts': 57,
  'privacy-checks.test.ts': 56,
  'site-integrity.test.ts': 47,
  'preview-server.test.ts': 46,
  'uusi-faces.test.ts': 38,
  'pages-workflow.test.ts': 35,
  'class-report.test.ts': 31,
  'output-folder.test.ts': 26,
  'problem-codes.test.ts': 26,
  'dev-build.test.ts': 24,
  'content-traps.test.ts': 20,
  'assignment-wiring.test.ts': 20,
  'species-template.test.ts': 16,
  'aloita-again.test.ts': 16,
  'uusi-future-date.test.ts': 13,
  'aloita-group-folders.test.ts': 12,
  'parse-content.test.ts': 10,
  'name-warnings.test.ts': 10,
  'clean-photos.test.ts': 9,
  'precompress.test.ts': 7,
  'sample-content.test.ts': 6,
  'pdf-document.test.ts': 6,
  'render.test.ts': 5,
};

/**
 * Files that load the same slow module share a process, so it is loaded once: the TypeScript
 * compiler with dependency-cruiser (about 1.8 s to import), and the face model (about 1 s to
 * start), which the faces tests and the `npm run uusi` tests with face detection on run. Each
 * group is dealt as one file of its summed weight plus that load.
 */
const TOGETHER: readonly { files: readonly string[]; load: number }[] = [
  { files: ['architecture.test.ts', 'problem-codes.test.ts', 'devcontainer.test.ts'], load: 180 },
  { files: ['faces.test.ts', 'faces-build.test.ts', 'uusi-faces.test.ts', 'uusi-future-date.test.ts'], load: 100 },
];

export async function runShard(index: number, count: number): Promise<void> {
  const files = readdirSync(UNIT_DIR).filter((file) => file.endsWith('.test.ts'));
  const grouped = new Set(TOGETHER.flatMap((group) => group.files));
  const weight = (file: string) => HEAVY[file] ?? 2;
  const units = [
    ...TOGETHER.map((group) => {
      const present = group.files.filter((file) => files.includes(file));
      return { files: present, weight: present.reduce((sum, file) => sum + weight(file), group.load) };
    }),
    ...files.filter((file) => !grouped.has(file)).map((file) => ({ files: [file], weight: weight(file) })),
  ]
    .filter((unit) => unit.files.length > 0)
    .sort((a, b) => b.weight - a.weight || a.files[0]!.localeCompare(b.files[0]!));
  const shares = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const unit of units) {
    const lightest = shares.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += unit.weight;
    lightest.files.push(...unit.files);
  }
  for (const file of shares[index - 1]!.files.sort()) await import(pathToFileURL(path.join(UNIT_DIR, file)).href);
}

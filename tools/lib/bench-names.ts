/**
 * The name table's rows of `npm run bench` (issue 30: a build with the table stays within 100 ms
 * of the build without it). Each build runs in a fresh Node process, as a student's `npm run
 * build` does, so the table is read and indexed each time: the sample's files (names as the
 * student wrote them) from a warm image cache, once with `checkNames` on and once off, five
 * times each, alternating; the rows give the medians and their difference. `BENCH_NAMES=off`
 * also turns the check off in every other build `npm run bench` times, so two whole runs can be
 * compared. Run on its own with `npx tsx tools/lib/bench-names.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { resolveSettings } from '../../src/config.ts';
import { readContent } from '../../src/content/read-content.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { SAMPLE_ASSETS_DIR, SAMPLE_ROOT } from './collections.ts';

type Row = [string, string, string];

const RUNS = 5;
const SELF = fileURLToPath(import.meta.url);

/** Whether the bench's builds check names: `BENCH_NAMES=off` turns the table off. */
export const benchChecksNames = (env: NodeJS.ProcessEnv = process.env) => env.BENCH_NAMES !== 'off';

/** In a fresh process: one build of the sample into `dir` with the check on or off; prints its seconds and warnings. */
async function child(mode: string, dir: string) {
  const content = await readContent(path.join(SAMPLE_ROOT, 'src', 'data'));
  const settings = resolveSettings(
    {},
    {},
    { assetsDir: SAMPLE_ASSETS_DIR, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache'), checkNames: mode === 'on' },
  );
  const started = performance.now();
  const result = await buildSite({ content, settings });
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, nameWarnings: result.warnings.filter((w) => w.code.startsWith('content.name.')).length }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function run(mode: 'on' | 'off', dir: string): { ms: number; nameWarnings: number } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', SELF, '--child', mode, dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(output.trim().split('\n').pop()!);
}

/** The bench rows: warm builds of the sample with and without the table, and the difference. */
export async function benchNames(env: NodeJS.ProcessEnv = process.env): Promise<Row[]> {
  if (!benchChecksNames(env)) return [['name table', 'off (BENCH_NAMES=off): every build above ran without it', '']];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-names-'));
  try {
    run('off', dir); // fills the image cache: the rows below compare warm builds
    const on: number[] = [];
    const off: number[] = [];
    let warnings = 0;
    for (let i = 0; i < RUNS; i++) {
      const withTable = run('on', dir);
      warnings = withTable.nameWarnings;
      on.push(withTable.ms);
      off.push(run('off', dir).ms);
    }
    return [
      ['sample: warm build in a fresh process, with the name table (median of 5)', `${median(on).toFixed(0)} ms (${warnings} name warnings)`, '0 warnings'],
      ['sample: the same without the name table (median of 5)', `${median(off).toFixed(0)} ms`, ''],
      ['name table: added to a build', `${(median(on) - median(off)).toFixed(0)} ms`, '≤ 100 ms'],
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === SELF) {
  const at = process.argv.indexOf('--child');
  if (at >= 0) await child(process.argv[at + 1]!, process.argv[at + 2]!);
  else for (const row of await benchNames()) console.log(row.join(' | '));
}

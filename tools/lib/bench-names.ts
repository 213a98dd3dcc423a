/**
 * The name table's row of `npm run bench` (issue 30: the build with the table stays within 100 ms
 * of the build without it). Each run is a fresh Node process, as a student's `npm run build` is:
 * it reads and indexes the shipped table (src/names/lajinimet/) and checks every sample species'
 * Finnish name against it the way the build's warnings will (known name, nearest name for an
 * unknown one, scientific-name conflict), timed inside the process. The median of five processes is
 * the table's cost to a build. `BENCH_NAMES=off` disables the table: the row then says so, and
 * the build's time is the one without it. Run on its own with `tsx tools/lib/bench-names.ts`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

type Row = [string, string, string];

const RUNS = 5;
const SELF = fileURLToPath(import.meta.url);

/** What one fresh process measures: the table's read+index and the checks, in milliseconds. */
interface ChildFigures {
  loadMs: number;
  checkMs: number;
  names: number;
  warnings: number;
}

async function child(): Promise<ChildFigures> {
  const { readSampleSpecies } = await import('./collections.ts');
  const species = await readSampleSpecies();
  const started = performance.now();
  const { buildNameIndex, conflictingName, findName, nearestName } = await import('../../src/names/names.ts');
  const { readNameTable } = await import('../../src/names/table.ts');
  const index = buildNameIndex(readNameTable());
  const loaded = performance.now();
  let warnings = 0;
  for (const entry of species) {
    const known = findName(index, entry.title);
    if (!known && nearestName(index, entry.title)) warnings++;
    if (known && entry.officName && conflictingName(index, entry.title, entry.officName)) warnings++;
  }
  const checked = performance.now();
  return { loadMs: loaded - started, checkMs: checked - loaded, names: species.length, warnings };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The bench rows; one row saying the table is off when `BENCH_NAMES=off`. */
export function benchNames(env: NodeJS.ProcessEnv = process.env): Row[] {
  if (env.BENCH_NAMES === 'off') return [['name table (BENCH_NAMES=off)', 'disabled: 0 ms', '≤ 100 ms']];
  const runs = Array.from({ length: RUNS }, () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', SELF, '--child'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return JSON.parse(output.trim().split('\n').pop()!) as ChildFigures;
  });
  const load = median(runs.map((run) => run.loadMs));
  const check = median(runs.map((run) => run.checkMs));
  const total = median(runs.map((run) => run.loadMs + run.checkMs));
  const { names, warnings } = runs[0]!;
  return [
    ['name table: read + index (fresh process)', `${load.toFixed(0)} ms`, ''],
    [`name table: check ${names} sample names (${warnings} warnings)`, `${check.toFixed(1)} ms`, '0 warnings'],
    ['name table: added to a build (median of 5 processes)', `${total.toFixed(0)} ms`, '≤ 100 ms'],
  ];
}

if (process.argv[1] === SELF) {
  if (process.argv.includes('--child')) console.log(JSON.stringify(await child()));
  else for (const row of benchNames()) console.log(row.join(' | '));
}

/**
 * The dev loop's row of `npm run bench`: save → reloaded page, measured as a person meets it.
 * `npm run dev` runs on a temp copy of the frozen sample (test/fixtures/sample) with a browser on
 * a species page; each edit changes that species' text on disk, and the time runs until the page
 * has reloaded and shows the new text. The cache is kept in the system temp folder between
 * runs (the first run encodes the sample once). Run on its own with `tsx tools/lib/bench-dev-loop.ts`.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { speciesId } from '../../src/content/species-id.ts';
import { createRoutes } from '../../src/pages/routes.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

type Row = [string, string, string];

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE = path.join(PROJECT, 'test/fixtures/sample');
const SPECIES_FILE = 'src/data/lajit/kasvit/haapa.md';
// The species page's path from the routes module, the one place that spells URLs (no base path).
const SPECIES_URL = createRoutes()
  .speciesUrl({ id: speciesId('Haapa') })
  .replace(/^\//, '');
const EDITS = 7;
const GOAL_MS = 250;

export async function benchDevLoop(edits = EDITS): Promise<{ rows: Row[]; timings: number[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-dev-'));
  const cache = path.join(os.tmpdir(), 'eliokokoelma-bench-dev-cache');
  await mkdir(cache, { recursive: true });
  await symlink(cache, path.join(dir, '.cache'), 'dir');
  await cp(path.join(SAMPLE, 'src'), path.join(dir, 'src'), { recursive: true });
  await cp(path.join(SAMPLE, 'assets'), path.join(dir, 'assets'), { recursive: true });

  // `npm run dev` as the student starts it, on a port the system chooses.
  // Through tsx from this checkout (the temp folder has no node_modules), as package.json runs it.
  const dev = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(PROJECT, 'scripts', 'dev.ts'), '--port', '0'], {
    cwd: dir,
    // The project's compiler settings (the JSX runtime): tsx would look for them in the temp folder.
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(PROJECT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = /osoitteessa (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
        if (found) resolve(found);
      };
      dev.stdout.on('data', look);
      dev.on('exit', () => reject(new Error(`npm run dev ended:\n${output}`)));
    });
    const page = await browser.newPage();
    await page.goto(url + SPECIES_URL);
    const file = path.join(dir, SPECIES_FILE);
    const original = await readFile(file, 'utf8');
    const timings: number[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      const marker = `Muokkaus numero ${edit}.`;
      const reloaded = page.waitForEvent('domcontentloaded');
      const started = performance.now();
      await writeFile(file, `${original.trimEnd()}\n\n${marker}\n`);
      await reloaded;
      await page.waitForFunction((text) => document.body.textContent?.includes(text), marker);
      timings.push(performance.now() - started);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const shown = timings.map((ms) => ms.toFixed(0)).join(', ');
    console.log(`dev loop: save → reloaded page, median ${median.toFixed(0)} ms (${shown} ms)`);
    return {
      rows: [
        [
          `npm run dev, sample: save a species file → page reloaded with the new text (median of ${edits})`,
          `${median.toFixed(0)} ms (${shown})`,
          `≤ ${GOAL_MS} ms`,
        ],
      ],
      timings,
    };
  } catch (error) {
    throw new Error(`the dev loop failed; npm run dev said:\n${output}`, { cause: error });
  } finally {
    await browser.close();
    dev.kill();
    await new Promise((resolve) => (dev.exitCode !== null ? resolve(undefined) : dev.on('exit', resolve)));
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await benchDevLoop();
  console.log('\n| measurement | result | goal |\n|---|---|---|');
  for (const [label, result, goal] of rows) console.log(`| ${label} | ${result} | ${goal} |`);
}

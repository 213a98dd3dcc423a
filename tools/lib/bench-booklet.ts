/**
 * The booklet's row of `npm run bench`: the frozen sample (test/fixtures/sample) built once into
 * temp folders to warm the image cache, then built again with the booklet, which is timed the
 * way a student meets it (`npm run build && npm run pdf`: the second command, images cached).
 * The print JPEGs are made cold in the first timed run and come from the cache in the second.
 * Run on its own with `tsx tools/lib/bench-booklet.ts [--keep <folder>]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { resolveSettings } from '../../src/config.ts';
import { readContent } from '../../src/content/read-content.ts';

type Row = [string, string, string];

const SAMPLE = 'test/fixtures/sample';

export async function benchBooklet(keep?: string): Promise<Row[]> {
  const dir = keep ?? (await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-booklet-')));
  try {
    const content = await readContent(`${SAMPLE}/src/data`);
    const settings = resolveSettings({}, {}, { assetsDir: `${SAMPLE}/assets`, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache') });
    await buildSite({ content, settings });
    const rows: Row[] = [];
    for (const label of ['print photos made', 'print photos cached']) {
      const started = performance.now();
      const result = await buildSite({ content, settings, pdf: true });
      const seconds = (performance.now() - started) / 1000;
      const booklet = result.booklet;
      if (!booklet || 'problem' in booklet) throw new Error(`no booklet: ${booklet ? booklet.problem.message : 'not made'}`);
      const mb = (booklet.bytes / 1_000_000).toFixed(2);
      rows.push([
        `sample booklet, warm image cache, ${label} (npm run pdf)`,
        `${seconds.toFixed(2)} s build (booklet ${booklet.seconds.toFixed(2)} s, ${booklet.prints} prints), ${mb} MB, ${booklet.pages} pages, ${booklet.photos} photos`,
        '≤ 20 s, ≤ 10 MB',
      ]);
      console.log(`booklet (${label}): ${seconds.toFixed(2)} s, ${mb} MB, ${booklet.pages} pages`);
    }
    return rows;
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keep = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : undefined;
  const rows = await benchBooklet(keep);
  console.log('\n| measurement | result | goal |\n|---|---|---|');
  for (const [label, result, goal] of rows) console.log(`| ${label} | ${result} | ${goal} |`);
}

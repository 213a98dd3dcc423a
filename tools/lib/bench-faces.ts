/**
 * The face check's rows of `npm run bench` (issue 31): the model's cold load and the detection time
 * per new photo, each in a fresh process so the load is really cold, and the frozen sample's cold
 * build with the check and without it (`faces.enabled`), each in a fresh process with an empty
 * cache, alternated twice and the quicker of each kept (other work on the machine only ever adds
 * time). Run on its own with `tsx tools/lib/bench-faces.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { defaults, resolveSettings } from '../../src/config.ts';
import { readContent } from '../../src/content/read-content.ts';
import { decodeImage } from '../../src/images/decode.ts';
import { detectInPixels, faceDefaults, loadFaceDetector, modelLoadMs } from '../../src/privacy/faces/detect-faces.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { facePhoto, sceneWithoutFace } from '../../test/helpers/face-photo.ts';

type Row = [string, string, string];

const SAMPLE = 'test/fixtures/sample';
const SELF = 'tools/lib/bench-faces.ts';
/** Photos timed per size after one untimed detection (the first pays for the WebAssembly's warm-up). */
const RUNS = 8;

export async function benchFaces(): Promise<Row[]> {
  const detection = child<{ loadMs: number; perPhoto: Record<string, { mean: number; max: number }> }>(['--detect']);
  const rows: Row[] = [['faces: model load (cold process)', `${detection.loadMs.toFixed(0)} ms`, '≤ 1 s']];
  for (const [size, { mean, max }] of Object.entries(detection.perPhoto)) {
    rows.push([
      `faces: detection per new photo, ${size}`,
      `${mean.toFixed(0)} ms mean, ${max.toFixed(0)} ms max (${RUNS} photos, after the encoder's decode, resize included)`,
      '≤ 100 ms',
    ]);
  }
  const best = { off: Number.POSITIVE_INFINITY, on: Number.POSITIVE_INFINITY };
  for (let round = 0; round < 2; round++) {
    for (const mode of ['off', 'on'] as const) best[mode] = Math.min(best[mode], child<{ seconds: number }>(['--build', mode]).seconds);
  }
  const growth = ((best.on - best.off) / best.off) * 100;
  rows.push([
    'faces: sample cold build, without → with the face check',
    `${best.off.toFixed(2)} s → ${best.on.toFixed(2)} s (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %, best of 2 fresh processes each)`,
    '≤ +10 %',
  ]);
  for (const row of rows) console.log(`${row[0]}: ${row[1]}`);
  return rows;
}

function child<T>(args: readonly string[]): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', SELF, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(output.trim().split('\n').pop()!) as T;
}

/** In a fresh process: the cold models' load, then detection times on a 1600×1200 photo and a 12 MP one (4032×3024), each a new photo. */
async function detectChild() {
  await loadFaceDetector();
  const loadMs = modelLoadMs()!;
  const face = await facePhoto();
  const photos = {
    '1600×1200 JPEG': [face, await sceneWithoutFace()],
    '4032×3024 JPEG (12 MP phone)': [await sharp(face).resize(4032, 3024).jpeg({ quality: 90 }).toBuffer()],
  };
  const perPhoto: Record<string, { mean: number; max: number }> = {};
  for (const [size, bytes] of Object.entries(photos)) {
    // The build detects on the pixels the encoder decodes anyway: only what comes after is timed.
    const decoded = await Promise.all(bytes.map(async (b) => (await decodeImage(b, defaults.images)).pixels));
    await detectInPixels(decoded[0]!, faceDefaults);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await detectInPixels(decoded[i % decoded.length]!, faceDefaults);
      times.push(performance.now() - started);
    }
    perPhoto[size] = { mean: times.reduce((a, b) => a + b, 0) / times.length, max: Math.max(...times) };
  }
  console.log(JSON.stringify({ loadMs, perPhoto }));
}

/** In a fresh process: the sample's build from an empty cache, with the face check on or off. */
async function buildChild(mode: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-faces-'));
  try {
    const content = await readContent(`${SAMPLE}/src/data`);
    const settings = resolveSettings(
      {},
      {},
      { assetsDir: `${SAMPLE}/assets`, outDir: path.join(dir, 'dist'), cacheDir: path.join(dir, 'cache'), faces: { enabled: mode === 'on' } },
    );
    const started = performance.now();
    await buildSite({ content, settings });
    console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000 }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  if (process.argv.includes('--detect')) await detectChild();
  else if (process.argv.includes('--build')) await buildChild(process.argv[process.argv.indexOf('--build') + 1]!);
  else await benchFaces();
}

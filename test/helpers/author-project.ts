/**
 * Temp projects for the `npm run uusi` and `npm run aloita` tests: the frozen sample's content
 * (`test/fixtures/sample`) and the sample manifest copied into a temp folder, so the commands
 * write there and never into the real `src/data` or `assets/`. The commands themselves run from
 * this checkout with the temp project as their working folder, as npm runs them in a project.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Project } from '../../src/author/project.ts';
import type { Terminal } from '../../src/author/terminal.ts';
import { SAMPLE_MANIFEST } from '../../src/author/sample-files.ts';
import { defaults, resolveSettings } from '../../src/config.ts';

const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE = path.join(CHECKOUT, 'test', 'fixtures', 'sample');

export interface AuthorProject extends Project {
  /** The temp folder holding the project, its build output and image cache. */
  dir: string;
  /** A folder outside the project, where the student's photos come from. */
  photosDir: string;
  cleanup(): Promise<void>;
}

/**
 * The sample's `src/data` and manifest in a temp project; its drawings too with `sampleAssets`
 * (for `npm run aloita`, which removes them), else an empty `assets/`. The settings' folders are
 * absolute, so the build can run on the project from any working folder; small image widths keep
 * its builds quick.
 *
 * `faces` (face detection in the project's builds and `npm run uusi`) is off with the sample's
 * drawings unless asked for: detecting on its 38 drawings costs about 5 s of a build from a fresh
 * cache, and that the sample shows no face is e2e's (faces-sample.test.ts). A project without
 * them detects, as a student's does (uusi-faces.test.ts counts on it).
 */
export async function authorProject({ sampleAssets = false, faces = !sampleAssets }: { sampleAssets?: boolean; faces?: boolean } = {}): Promise<AuthorProject> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-author-'));
  const root = path.join(dir, 'projekti');
  const photosDir = path.join(dir, 'Kuvat');
  await mkdir(photosDir, { recursive: true });
  await cp(path.join(SAMPLE, 'src'), path.join(root, 'src'), { recursive: true });
  await cp(path.join(CHECKOUT, SAMPLE_MANIFEST), path.join(root, SAMPLE_MANIFEST));
  if (sampleAssets) await cp(path.join(SAMPLE, 'assets'), path.join(root, 'assets'), { recursive: true });
  else await mkdir(path.join(root, 'assets'));
  const quick = quickSettings(root, dir);
  const settings = faces ? quick : { ...quick, faces: { ...quick.faces, enabled: false } };
  return { root, settings, dir, photosDir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Settings for building the project at `root` into `dir`, with absolute folders (so it builds
 * from any working folder) and one small width per slot, so its builds stay quick.
 */
export function quickSettings(root: string, dir: string) {
  return resolveSettings(
    {},
    {},
    {
      dataDir: path.join(root, 'src', 'data'),
      assetsDir: path.join(root, 'assets'),
      outDir: path.join(dir, 'dist'),
      cacheDir: path.join(dir, 'cache'),
      images: {
        slots: { card: { ...defaults.images.slots.card, widths: [280] }, detail: { ...defaults.images.slots.detail, widths: [480] } },
        largeLongEdge: 640,
        avifEffort: 0,
        webpEffort: 0,
      },
    },
  );
}

/** A small camera JPEG; `takenAt` as EXIF writes it (`2024:05:22 10:00:00`). */
export async function cameraJpeg(
  colour: string,
  { width = 64, height = 48, takenAt }: { width?: number; height?: number; takenAt?: string } = {},
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (takenAt ? image.withExif({ IFD2: { DateTimeOriginal: takenAt } }) : image).jpeg().toBuffer();
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of this checkout's scripts (`uusi`, `aloita`) run in the project as `npm run` runs it
 * (`node --import tsx scripts/<script>.ts`; tsx from this checkout, as the temp project has no
 * node_modules), with `INIT_CWD` (where the student typed the command) the photos folder. `preload`
 * modules are imported first. Stdin is not a terminal, as in CI: the commands ask nothing.
 */
export function runScript(project: AuthorProject, script: string, args: readonly string[], { preload = [] as string[], env = {} as NodeJS.ProcessEnv } = {}) {
  const loader = import.meta.resolve('tsx');
  const child = spawn(
    process.execPath,
    ['--import', loader, ...preload.flatMap((file) => ['--import', file]), path.join(CHECKOUT, 'scripts', `${script}.ts`), ...args],
    { cwd: project.root, env: { ...process.env, INIT_CWD: project.photosDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output.stderr += text));
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ...output }));
  });
  return { child: child as ChildProcess, finished, output };
}

/** What the held copy prints once it has started, for the test to wait on. */
export const HOLDING = 'KOPIO KESKEN';

/**
 * A module to preload into a command so that its copy of the photo named `photo` starts and then
 * holds until the command stops it: the command is then deterministically in the middle of a copy
 * when the test presses Ctrl+C. It replaces `fs.createReadStream` for that one file with a stream
 * that gives a first block and no more (a timer keeps the process alive meanwhile, as a slow disk
 * would); every other file is read as usual. Written into the temp folder; returns its path.
 */
export async function holdCopyPreload(project: AuthorProject, photo: string): Promise<string> {
  const file = path.join(project.dir, 'hold-copy.mjs');
  await writeFile(
    file,
    `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { Readable } from 'node:stream';
const original = fs.createReadStream;
fs.createReadStream = function (file, ...rest) {
  if (!String(file).endsWith(${JSON.stringify(photo)})) return original.call(this, file, ...rest);
  let timer;
  return new Readable({
    read() {
      if (timer) return;
      this.push(Buffer.alloc(64 * 1024));
      timer = setInterval(() => {}, 1000);
      process.stdout.write(${JSON.stringify(`${HOLDING}\n`)});
    },
    destroy(error, callback) {
      clearInterval(timer);
      callback(error);
    },
  });
};
syncBuiltinESMExports();
`,
  );
  return file;
}

/** Resolves once the output holds `text`. */
export async function waitForOutput(output: { stdout: string }, text: string, child: ChildProcess): Promise<void> {
  while (!output.stdout.includes(text)) {
    if (child.exitCode !== null || child.stdout!.readableEnded) throw new Error(`the command ended before printing ${JSON.stringify(text)}:\n${output.stdout}`);
    await new Promise((resolve) => child.stdout!.once('data', resolve).once('close', resolve));
  }
}

/** A terminal that answers from a script and records, in order, what it was asked and told. */
export const scripted = (answers: string[]): Terminal & { lines: string[] } => {
  const lines: string[] = [];
  return {
    lines,
    ask: async (prompt) => {
      lines.push(prompt);
      return answers.shift() ?? '';
    },
    say: (text) => void lines.push(text),
  };
};

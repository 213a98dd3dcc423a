/**
 * Gzip and Brotli copies of the text files (HTML, CSS, JS, SVG, XML), written beside them so any
 * server can send them compressed without compressing on each request (nginx `gzip_static`, the preview server,
 * Caddy `precompressed`). Images are already compressed and get none.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import { sha256 } from '../hash.ts';

const TEXT = /\.(html|css|js|xml|txt|svg)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality 9, not 11: on a species page 11 took about thirty times as long for a file
 * under a tenth smaller (the README's Performance section has the figures). The async calls
 * spread the work over libuv's thread pool, i.e. over every core.
 */
const BROTLI_QUALITY = 9;

/**
 * The smallest Brotli window that holds the whole file (2^bits − 16 bytes, 10 to 24 bits). No
 * match can reach back past the file's start, so a larger window gains nothing (the sample's
 * pages came out within a few bytes, either way), but the encoder sets up tables for the window
 * it is given: Node's default of 22 bits (4 MB) made every small page many times slower to
 * compress (figures in the README's Performance section).
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

/**
 * Files compressed at once: enough to keep every core busy, few enough to bound memory (each
 * Brotli call holds a few MB until it ends; 2 000 at once peaked at 1 GB).
 */
const AT_ONCE = 8;

/**
 * The `.gz` and `.br` copy of each text file. With `cacheDir`, copies made before for the same
 * bytes are taken from its `precompressed/` folder (a build with nothing changed compresses
 * nothing), and copies no file of this build needs are removed from it.
 */
export async function precompressed<T extends { path: string; contents: string | Uint8Array }>(files: readonly T[], cacheDir?: string) {
  const text = files.filter((file) => TEXT.test(file.path));
  const folder = cacheDir === undefined ? undefined : path.join(cacheDir, 'precompressed');
  const compressed: { path: string; contents: Buffer }[][] = [];
  for (let start = 0; start < text.length; start += AT_ONCE) {
    compressed.push(...(await Promise.all(text.slice(start, start + AT_ONCE).map((file) => compressOne(file, folder)))));
  }
  if (folder) await pruneCopies(folder, new Set(text.map((file) => sha256(bytesOf(file)))));
  return compressed.flat();
}

const bytesOf = (file: { contents: string | Uint8Array }) => (typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents);

/** Both copies of one file: from the cache when they decompress to exactly its bytes (the cache is anyone's to edit), else made and kept. */
async function compressOne(file: { path: string; contents: string | Uint8Array }, folder: string | undefined) {
  const data = bytesOf(file);
  const key = folder && path.join(folder, sha256(data));
  const cached = key ? await readCopies(key, data) : undefined;
  const [gz, br] = cached ?? (await compress(data));
  if (key && !cached) await keepCopies(key, gz, br);
  return [
    { path: `${file.path}.gz`, contents: gz },
    { path: `${file.path}.br`, contents: br },
  ];
}

async function compress(data: Uint8Array): Promise<[Buffer, Buffer]> {
  return Promise.all([
    // Node's gzip writes no timestamp, so the bytes depend on the input alone.
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(data.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
}

async function readCopies(key: string, data: Uint8Array): Promise<[Buffer, Buffer] | undefined> {
  try {
    const [gz, br] = await Promise.all([readFile(`${key}.gz`), readFile(`${key}.br`)]);
    return gunzipSync(gz).equals(data) && brotliDecompressSync(br).equals(data) ? [gz, br] : undefined;
  } catch {
    return undefined;
  }
}

/** Written under a name of its own and renamed into place: a reader never sees half a copy. A cache that cannot be written only costs time. */
async function keepCopies(key: string, gz: Buffer, br: Buffer): Promise<void> {
  try {
    await mkdir(path.dirname(key), { recursive: true });
    for (const [ext, bytes] of [
      ['gz', gz],
      ['br', br],
    ] as const) {
      const temp = `${key}.${ext}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, `${key}.${ext}`);
    }
  } catch {}
}

async function pruneCopies(folder: string, keep: ReadonlySet<string>): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const stale = names.filter((name) => !keep.has(name.split('.')[0]!));
  await Promise.all(stale.map((name) => rm(path.join(folder, name), { force: true })));
}

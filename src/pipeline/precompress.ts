/**
 * Gzip and Brotli copies of the text files (HTML, CSS, JS, SVG, XML), written beside them so any
 * server can send them compressed without compressing on each request (nginx `gzip_static`, the preview server,
 * Caddy `precompressed`). Images are already compressed and get none.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import type { Cache, CacheFolder } from '../cache/store.ts';
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
 * The `.gz` and `.br` copy of each text file. With `cache`, copies made before for the same
 * bytes are taken from its `precompressed` kind (`<sha256>.gz` and `.br`): a build with nothing
 * changed compresses nothing.
 */
export async function precompressed<T extends { path: string; contents: string | Uint8Array }>(files: readonly T[], cache?: Cache) {
  const text = files.filter((file) => TEXT.test(file.path));
  const copies = cache?.open('precompressed');
  const compressed: { path: string; contents: Buffer }[][] = [];
  for (let start = 0; start < text.length; start += AT_ONCE) {
    compressed.push(...(await Promise.all(text.slice(start, start + AT_ONCE).map((file) => compressOne(file, copies)))));
  }
  return compressed.flat();
}

const bytesOf = (file: { contents: string | Uint8Array }) => (typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents);

/** Both copies of one file: from the cache when they decompress to exactly its bytes (the cache is anyone's to edit), else made and kept. */
async function compressOne(file: { path: string; contents: string | Uint8Array }, copies: CacheFolder | undefined) {
  const data = bytesOf(file);
  const key = sha256(data);
  const cached = copies && (await readCopies(copies, key, data));
  const [gz, br] = cached ?? (await compress(data));
  // A copy that cannot be kept is made again next time: the store reports the failed write.
  if (copies && !cached) await copies.put(key, { gz, br });
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

async function readCopies(copies: CacheFolder, key: string, data: Uint8Array): Promise<[Buffer, Buffer] | undefined> {
  const [gz, br] = await Promise.all([copies.get(key, 'gz'), copies.get(key, 'br')]);
  return gz && br && decompresses(gz, gunzipSync, data) && decompresses(br, brotliDecompressSync, data) ? [gz, br] : undefined;
}

/** Whether a copy decompresses to exactly `data`; a damaged one does not. */
function decompresses(copy: Buffer, decompress: (copy: Buffer) => Buffer, data: Uint8Array): boolean {
  try {
    return decompress(copy).equals(data);
  } catch {
    return false;
  }
}

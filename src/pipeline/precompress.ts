/**
 * Gzip and Brotli copies of the text files (HTML, CSS, JS, SVG, XML), written beside them so any
 * server can send them compressed without compressing on each request (nginx `gzip_static`, the preview server,
 * Caddy `precompressed`). Images are already compressed and get none.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

export async function precompressed<T extends { path: string; contents: string | Uint8Array }>(files: readonly T[]) {
  const text = files.filter((file) => TEXT.test(file.path));
  const compressed: { path: string; contents: Buffer }[][] = [];
  for (let start = 0; start < text.length; start += AT_ONCE) {
    compressed.push(...(await Promise.all(text.slice(start, start + AT_ONCE).map(compressOne))));
  }
  return compressed.flat();
}

async function compressOne(file: { path: string; contents: string | Uint8Array }) {
  const data = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  const [gz, br] = await Promise.all([
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
  return [
    { path: `${file.path}.gz`, contents: gz },
    { path: `${file.path}.br`, contents: br },
  ];
}

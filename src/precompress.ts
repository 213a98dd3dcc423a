/**
 * Gzip and Brotli copies of the text files (HTML, CSS, JS), written beside them so any server can
 * send them compressed without compressing on each request (nginx `gzip_static`, sirv, Caddy
 * `precompressed`). Images are already compressed and get none.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|css|js|xml|txt|svg)$/;

export function precompressed<T extends { path: string; contents: string | Uint8Array }>(files: readonly T[]) {
  return files
    .filter((file) => TEXT.test(file.path))
    .flatMap((file) => {
      const data = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      return [
        // Node's gzip writes no timestamp, so the bytes depend on the input alone.
        { path: `${file.path}.gz`, contents: gzipSync(data, { level: 9 }) },
        { path: `${file.path}.br`, contents: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
      ];
    });
}

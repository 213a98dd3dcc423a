import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { openCache } from '../../src/cache/store.ts';
import { sha256 } from '../../src/hash.ts';
import { brotliWindowBits, precompressed } from '../../src/pipeline/precompress.ts';

/** Text that compresses like a page: repeated markup with varying words, seeded, so no run differs. */
function page(bytes: number): string {
  const words = ['kasvi', 'Metsämänty', '<li class="card">', '</a>', 'Kuvauspaikka', 'srcset="/img/x-480.avif 480w"', '\n'];
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += words[(i * 7 + (i >> 3)) % words.length] + String(i % 97);
  return text.slice(0, bytes);
}

/** The window size a Brotli stream declares in its first bits (RFC 7932, section 9.1). */
function declaredWindowBits(stream: Buffer): number {
  let bit = 0;
  const read = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++, bit++) value |= ((stream[bit >> 3]! >> (bit & 7)) & 1) << i;
    return value;
  };
  if (read(1) === 0) return 16;
  const n = read(3);
  if (n !== 0) return 17 + n;
  const m = read(3);
  return m === 0 ? 17 : 8 + m;
}

describe('precompressed copies', () => {
  it('should write a .gz and a .br beside each text file that decompress to it, and none for images', async () => {
    const html = page(20_000);
    const out = await precompressed([
      { path: 'index.html', contents: html },
      { path: 'sitemap.xml', contents: Buffer.from(page(3000)) },
      { path: 'img/a.avif', contents: Buffer.from([1, 2, 3]) },
    ]);
    assert.deepEqual(out.map((f) => f.path).sort(), ['index.html.br', 'index.html.gz', 'sitemap.xml.br', 'sitemap.xml.gz']);
    assert.equal(gunzipSync(out.find((f) => f.path === 'index.html.gz')!.contents).toString(), html);
    assert.equal(brotliDecompressSync(out.find((f) => f.path === 'index.html.br')!.contents).toString(), html);
    assert.equal(declaredWindowBits(out.find((f) => f.path === 'index.html.br')!.contents), 15, '20 000 B fit a 32 KB window');
    assert.equal(declaredWindowBits(out.find((f) => f.path === 'sitemap.xml.br')!.contents), 12, '3 000 B fit a 4 KB window');
  });

  it('should give Brotli the smallest window holding the file, which loses nothing against a 4 MB one', () => {
    assert.equal(brotliWindowBits(0), 10, 'the smallest window Brotli has');
    assert.equal(brotliWindowBits(10_000), 14);
    assert.equal(brotliWindowBits(2 ** 14 - 16), 14, 'a window of 2^bits holds 2^bits − 16 bytes');
    assert.equal(brotliWindowBits(2 ** 14 - 15), 15);
    assert.equal(brotliWindowBits(500_000_000), 24, 'the largest window Brotli has');
    for (const bytes of [1_000, 10_000, 70_000, 300_000]) {
      const data = Buffer.from(page(bytes));
      const params = (bits: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: bits } });
      const fitted = brotliCompressSync(data, params(brotliWindowBits(data.length))).length;
      const full = brotliCompressSync(data, params(22)).length;
      assert.ok(fitted <= full * 1.005, `${bytes} B: ${fitted} B in a fitted window, ${full} B in a 4 MB one`);
    }
  });

  it('should take copies from the cache only when they decompress to the exact bytes, and drop copies no file needs', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-precompress-'));
    try {
      const html = page(5000);
      const key = path.join(cacheDir, 'precompressed', sha256(html));
      await precompressed(
        [
          { path: 'a.html', contents: html },
          { path: 'b.html', contents: page(700) },
        ],
        openCache(cacheDir),
      );
      // A valid copy made another way (gzip level 1) is taken as it is: proof that the cache was read.
      const other = gzipSync(html, { level: 1 });
      await writeFile(`${key}.gz`, other);
      // A run of its own, as a build is: its store prunes what the run did not use.
      const run = openCache(cacheDir);
      const reused = await precompressed([{ path: 'a.html', contents: html }], run);
      assert.deepEqual(reused.find((f) => f.path === 'a.html.gz')!.contents, other, 'the cached copy is reused');
      await run.prune();
      assert.deepEqual(await readdir(path.join(cacheDir, 'precompressed')), [`${sha256(html)}.br`, `${sha256(html)}.gz`], "b.html's copies are gone");
      // A copy that decompresses to something else is never published.
      await writeFile(`${key}.br`, brotliCompressSync('muuta'));
      const made = await precompressed([{ path: 'a.html', contents: html }], openCache(cacheDir));
      assert.equal(brotliDecompressSync(made.find((f) => f.path === 'a.html.br')!.contents).toString(), html, 'a wrong copy is made again');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

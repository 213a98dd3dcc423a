import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
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
});

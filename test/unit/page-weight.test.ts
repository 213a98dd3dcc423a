import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults } from '../../src/config.ts';
import { buildMessages } from '../../src/messages/build.ts';
import { kilobytes } from '../../src/messages/numbers.ts';
import { formatWeights, type PageWeight } from '../../src/pipeline/page-weight.ts';

describe('formatWeights', () => {
  const rows: PageWeight[] = [
    { page: { kind: 'home' }, html: 6_200, images: 12_900, total: 19_100 },
    { page: { kind: 'species', species: 'Ristihämähäkki' }, html: 3_700, images: 128_700, total: 132_400 },
  ];
  const [header, ...lines] = formatWeights(rows, defaults.budgets).split('\n');
  const head = buildMessages.weightsHeader(defaults.budgets.viewport);

  it('should keep a space between every two headings', () => {
    assert.match(header!, new RegExp(`\\s${head.html}\\s+${head.images.replace(/[()]/g, '\\$&')}\\s+${head.total}\\s`), header);
  });

  it('should right-align each figure under the end of its heading', () => {
    for (const [heading, key] of [
      [head.html, 'html'],
      [head.images, 'images'],
      [head.total, 'total'],
    ] as const) {
      const figures = rows.map((row) => kilobytes(row[key]));
      const end = header!.indexOf(heading) + heading.length;
      for (const [i, line] of lines.entries()) {
        assert.equal(line.slice(end - figures[i]!.length, end + 1).trimEnd(), figures[i], `${heading}, row ${i + 1}: ${line}`);
      }
    }
  });
});

/** Finnish numbers and sizes (src/messages/numbers.ts): one decimal comma, kt and Mt in 1024s. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decimal, fileSize, kilobytes, megabytes } from '../../src/messages/numbers.ts';

describe('Finnish numbers and sizes', () => {
  it('writes a decimal comma with the digits asked for', () => {
    assert.equal(decimal(4, 1), '4,0');
    assert.equal(decimal(0.125, 2), '0,13');
  });

  it('counts kt and Mt in 1024s, as the budgets in config.ts are written', () => {
    assert.equal(kilobytes(120 * 1024), '120,0');
    assert.equal(fileSize(850 * 1024), '850 kt');
    assert.equal(fileSize(10), '1 kt');
    assert.equal(fileSize(2.4 * 1024 ** 2), '2,4 Mt');
    assert.equal(fileSize(12 * 1024 ** 2), '12 Mt');
    assert.equal(megabytes(200 * 1024 ** 2), '200 Mt');
    assert.equal(megabytes(1.5 * 1024 ** 2), '1,5 Mt');
  });
});

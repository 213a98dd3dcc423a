/**
 * Finnish yes and no (src/content/yes-no.ts): the answer to a question on the terminal. The
 * `kyllä`/`ei` settings of the content files are read in parse-content.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isYesAnswer } from '../../src/content/yes-no.ts';

describe('a yes typed on the terminal (isYesAnswer)', () => {
  it('should take k, kyllä, kylla, y and Enter alone, in any case and with spaces around, as yes', () => {
    for (const answer of ['k', 'K', 'kyllä', 'KYLLÄ', 'Kylla', 'y', 'Y', '', '  ', ' k ', 'kyllä\n']) {
      assert.equal(isYesAnswer(answer), true, JSON.stringify(answer));
    }
  });

  it('should take anything else as no: e, ei, a name, a longer word', () => {
    for (const answer of ['e', 'ei', 'E', 'n', 'no', 'Talitiainen', 'kyl', 'kyllä kai', 'yes']) {
      assert.equal(isYesAnswer(answer), false, JSON.stringify(answer));
    }
  });
});

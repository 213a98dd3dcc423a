/**
 * A yes/no setting as a student writes it in Finnish: `kyllä` or `ei` (any case; `kylla` for a
 * keyboard without ä). YAML's failsafe schema keeps `yes`/`true` as text too, so anything else is
 * a problem naming the two words, not a silent "no".
 */
import { problem } from '../messages/problems.ts';
import { type AddProblem, optionalText } from './check-fields.ts';
import type { Entry } from './front-matter.ts';
import { foldKey } from './known-fields.ts';

/** `{ value }` when written, `undefined` when absent or empty, `false` when it is neither word. */
export function readYesNo(entry: Entry | undefined, add: AddProblem): { value: boolean } | undefined | false {
  const text = optionalText(entry, add);
  if (text === undefined || text === false) return text;
  const word = foldKey(text);
  if (word === 'kylla') return { value: true };
  if (word === 'ei') return { value: false };
  add(entry!.line, entry!.key, problem('content.key.yesNo', entry!.key, text));
  return false;
}

/**
 * A yes to a question `npm run uusi` asks on the terminal (`Tarkoititko "Sinivuokko"?`): `k`,
 * `kyllä` (`kylla`), `y`, or Enter alone, which takes the offer; any other answer is a no.
 */
export function isYesAnswer(answer: string): boolean {
  return ['', 'k', 'kylla', 'y'].includes(foldKey(answer));
}

/** What a run says when its cache (`.cache/`) could not be written: a warning, never fatal. */
import { formatProblem, type Problem } from './student-error.ts';

export const cacheMessages = {
  /** A kind's folder refused a write; `detail` is the system's own text. */
  writeFailed: (folder: string, detail: string) =>
    `välimuistiin ei voitu tallentaa kansioon ${folder} (${detail}). Mitään ei menetetty, mutta seuraava rakentaminen on hitaampi. ` +
    'Tarkista, että levyllä on tilaa ja että kansioon saa kirjoittaa.',
  /** The warnings as the terminal prints them, one line each. */
  warnings: (problems: readonly Problem[]) => problems.map((problem) => `varoitus: ${formatProblem(problem)}`).join('\n'),
};

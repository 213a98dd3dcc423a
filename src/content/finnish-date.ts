/** The spec's date form, `d.m.yyyy` (e.g. `7.6.2022`): parsed once here for checks and `<time>`. */
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';

export interface FinnishDate {
  day: number;
  month: number;
  year: number;
}

const DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Parses a `d.m.yyyy` date; `undefined` unless it names a real calendar day. */
export function parseFinnishDate(text: string): FinnishDate | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1800 ? { day, month, year } : undefined;
}

/** The furthest east a clock runs ahead of UTC (Kiribati, UTC+14), in milliseconds. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * Whether a day is after `today` everywhere on Earth: compared with the calendar day it already is
 * at UTC+14, so a build on a machine in UTC (GitHub's runners) never refuses a photo taken just
 * after midnight in Finland, and a build's verdict does not depend on the machine's time zone.
 */
function isFuture(date: FinnishDate, today: Date): boolean {
  const ahead = new Date(today.getTime() + FURTHEST_AHEAD_MS);
  const latest = [ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, ahead.getUTCDate()];
  const given = [date.year, date.month, date.day];
  const differs = given.findIndex((part, i) => part !== latest[i]);
  return differs >= 0 && given[differs]! > latest[differs]!;
}

/**
 * What is wrong with a date as the student wrote it, in Finnish, or `undefined` when it is a real
 * `d.m.yyyy` day no later than `today`. The common slips each get their own advice: `17.5.` (no
 * year), `17.5.24`, a year typed wrong into the future.
 */
export function dateProblem(text: string, today: Date): Finding | undefined {
  const date = parseFinnishDate(text);
  if (date) return isFuture(date, today) ? problem('content.date.future', text) : undefined;
  if (/^\d{1,2}\.\d{1,2}\.?$/.test(text)) return problem('content.date.noYear', text, today.getFullYear());
  const short = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/.exec(text);
  if (short) return problem('content.date.shortYear', text, `${short[1]}.${short[2]}.20${short[3]}`);
  const match = DATE.exec(text);
  if (!match) return problem('content.date.form', text);
  return Number(match[3]) < 1800 ? problem('content.date.tooOld', text) : problem('content.date.notReal', text);
}

/** `yyyy-mm-dd` for `<time datetime>`, or `undefined` if the text is not a real date. */
export function isoDate(text: string): string | undefined {
  const date = parseFinnishDate(text);
  return date && `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * Numbers and sizes as the student reads them, defined once: a decimal comma, and `kt`/`Mt` in
 * 1024s. Why 1024 and not the SI 1000: the budgets in src/config.ts are written in 1024s
 * (`120 * 1024`), and the sizes the student compares these with — Finnish Windows Explorer's and
 * macOS Finder's "kt" columns in practice, GitHub's file sizes — are in 1024s too, so "120 kt"
 * here is the 120 kt the student sees elsewhere. toFixed, not toLocaleString: the same text on
 * every machine, whatever ICU data Node was built with.
 */

/** Bytes in one `kt` (kilotavu). */
export const KT = 1024;
/** Bytes in one `Mt` (megatavu). */
export const MT = KT * KT;

/** A number with `digits` decimals and a decimal comma: `4,0`. */
export const decimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

/** Kilobytes with one decimal, no unit: `12,3`. */
export const kilobytes = (bytes: number): string => decimal(bytes / KT, 1);

/** Megabytes with at most one decimal, with the unit: `2,4 Mt`, `200 Mt`. */
export const megabytes = (bytes: number): string => `${decimal(bytes / MT, 1).replace(/,0$/, '')} Mt`;

/** A file's size beside a download or in a report: `2,4 Mt` from a megabyte on, else whole `kt` (at least 1). */
export const fileSize = (bytes: number): string => {
  if (bytes < MT) return `${Math.max(1, Math.round(bytes / KT))} kt`;
  const value = bytes / MT;
  return `${value < 10 ? decimal(value, 1) : decimal(value, 1).replace(/,0$/, '')} Mt`;
};

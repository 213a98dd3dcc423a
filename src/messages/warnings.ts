/**
 * Warnings: what builds but is worth a look (a photo no species uses, a face, a name the table
 * questions). The site core hands every warning over in one list; the code of each decides its
 * group here, and the group its heading. One printer (`warningsText`) serves the terminal (npm run
 * build, npm run dev, npm run uusi, npm run palautus) and the dev page's warnings box;
 * `src/report/github-report.ts` makes GitHub annotations from the same groups.
 *
 * A new kind of warning is a code (`codes.ts`), its Finnish text, and a group below (or a code
 * an existing group's prefix already holds).
 */
import { assignmentMessages } from './assignment.ts';
import { buildMessages } from './build.ts';
import { cacheMessages } from './cache.ts';
import { contentMessages } from './content.ts';
import type { ProblemCode } from './codes.ts';
import { formatProblem, type Problem } from './student-error.ts';

/** What the headings say besides the warnings themselves. */
export interface WarningContext {
  /** The assets folder as the settings name it (`assets`): where the unused photos are. */
  assetsDir: string;
  /** The assignment's checklist line (`Tehtävä: 18/20 lajia; …`), when there is a `tehtava.md`. */
  checklist?: string | undefined;
}

/** A code, or a prefix of codes ending in a dot (`assignment.`). */
export type CodePattern = ProblemCode | `${string}.`;

interface WarningGroup {
  codes: readonly CodePattern[];
  /** How GitHub shows each: a warning, or a notice (nothing is wrong, but have a look). */
  level: 'warning' | 'notice';
  /** The group as the terminal prints it: the heading, a line per warning, what to do. */
  text: (warnings: readonly Problem[], context: WarningContext) => string;
  /** What a build prints when the group is empty, if anything. */
  none?: (context: WarningContext) => string | undefined;
}

/** A heading, then each warning at its place. */
const listed = (heading: string, warnings: readonly Problem[]) => [heading, ...warnings.map((p) => `  - ${formatProblem(p)}`)].join('\n');

/** The groups in the order the terminal prints them. */
export const WARNING_GROUPS: readonly WarningGroup[] = [
  {
    codes: ['image.unused'],
    level: 'warning',
    text: (warnings, context) =>
      buildMessages.unusedPhotos(
        warnings.map((p) => p.photo ?? ''),
        context.assetsDir,
      ),
  },
  { codes: ['image.identity'], level: 'warning', text: (warnings) => listed(buildMessages.photoIdentityHeading(warnings.length), warnings) },
  { codes: ['image.face'], level: 'warning', text: (warnings) => listed(buildMessages.photoFaceHeading(warnings.length), warnings) },
  {
    codes: ['assignment.'],
    level: 'warning',
    // The checklist line first: what is done, then what is missing.
    text: (warnings, context) =>
      [...(context.checklist ? [context.checklist] : []), listed(assignmentMessages.warningsHeading(warnings.length), warnings)].join('\n'),
    none: (context) => context.checklist,
  },
  { codes: ['content.'], level: 'warning', text: (warnings) => listed(contentMessages.warningsHeading(warnings.length), warnings) },
  // A cache folder that refused a write: the site is whole, the next run slower.
  { codes: ['cache.writeFailed'], level: 'warning', text: (warnings) => cacheMessages.warnings(warnings) },
  {
    codes: ['image.qualityFloor'],
    level: 'notice',
    text: (warnings) => buildMessages.atQualityFloor(warnings.map((p) => ({ photo: p.photo ?? '', file: p.file ?? '', line: p.line ?? 0 }))),
  },
];

/** Whether `code` is one of `patterns`. */
export const matchesCode = (code: ProblemCode, patterns: readonly CodePattern[]): boolean =>
  patterns.some((pattern) => (pattern.endsWith('.') ? code.startsWith(pattern) : code === pattern));

/** The group a warning's code puts it in; `undefined` for a code no group holds (a test keeps every warning code in one). */
export const warningGroup = (code: ProblemCode): WarningGroup | undefined => WARNING_GROUPS.find((group) => matchesCode(code, group.codes));

/** The warnings by group, in the groups' order, each group's in the order given. */
export function groupWarnings(warnings: readonly Problem[]): { group: WarningGroup; warnings: Problem[] }[] {
  return WARNING_GROUPS.map((group) => ({ group, warnings: warnings.filter((warning) => warningGroup(warning.code) === group) }));
}

/** One printed block: `quiet` when it says nothing is wrong (the checklist line alone), for standard output. */
export interface WarningBlock {
  text: string;
  quiet: boolean;
}

/** What `npm run build` prints after its summary: a block per group with warnings, and the checklist line when nothing is missing. */
export function warningBlocks(warnings: readonly Problem[], context: WarningContext): WarningBlock[] {
  return groupWarnings(warnings).flatMap(({ group, warnings: some }): WarningBlock[] => {
    if (some.length > 0) return [{ text: group.text(some, context), quiet: false }];
    const none = group.none?.(context);
    return none ? [{ text: none, quiet: true }] : [];
  });
}

/**
 * The warnings as the terminal and the dev page show them: each group's heading and lines, in
 * order, a group per line on the terminal (`between`: a blank line in the page's small box); ''
 * when there are none.
 */
export function warningsText(warnings: readonly Problem[], context: WarningContext, between = '\n'): string {
  return warningBlocks(warnings, context)
    .filter((block) => !block.quiet)
    .map((block) => block.text)
    .join(between);
}

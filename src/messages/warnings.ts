/**
 * Warnings: what builds but is worth a look (a photo no species uses, a face, a name the table
 * questions). The site core hands every warning over in one list; the catalogue entry of each
 * code names its group (`warning:` in `problems/`), and the group here gives its heading and
 * order. One printer (`warningsText`) serves the terminal (npm run build, npm run dev, npm run
 * uusi, npm run palautus) and the dev page's warnings box; `src/report/github-report.ts` makes
 * GitHub annotations from the same groups.
 *
 * A new kind of warning is its catalogue entry (with `warning:` naming a group below) and the
 * code that raises it; a new group is also an entry here.
 */
import { assignmentMessages } from './assignment.ts';
import { buildMessages } from './build.ts';
import { cacheMessages } from './cache.ts';
import { contentMessages } from './content.ts';
import { type ProblemCode, problems } from './problems.ts';
import type { ProblemSpec, WarningGroupName } from './problems/spec.ts';
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
export const WARNING_GROUPS: Readonly<Record<WarningGroupName, WarningGroup>> = {
  unused: {
    level: 'warning',
    text: (warnings, context) =>
      buildMessages.unusedPhotos(
        warnings.map((p) => p.photo ?? ''),
        context.assetsDir,
      ),
  },
  identity: { level: 'warning', text: (warnings) => listed(buildMessages.photoIdentityHeading(warnings.length), warnings) },
  face: { level: 'warning', text: (warnings) => listed(buildMessages.photoFaceHeading(warnings.length), warnings) },
  assignment: {
    level: 'warning',
    // The checklist line first: what is done, then what is missing.
    text: (warnings, context) =>
      [...(context.checklist ? [context.checklist] : []), listed(assignmentMessages.warningsHeading(warnings.length), warnings)].join('\n'),
    none: (context) => context.checklist,
  },
  content: { level: 'warning', text: (warnings) => listed(contentMessages.warningsHeading(warnings.length), warnings) },
  // A cache folder that refused a write: the site is whole, the next run slower.
  cache: { level: 'warning', text: (warnings) => cacheMessages.warnings(warnings) },
  qualityFloor: {
    level: 'notice',
    text: (warnings) => buildMessages.atQualityFloor(warnings.map((p) => ({ photo: p.photo ?? '', file: p.file ?? '', line: p.line ?? 0 }))),
  },
};

/** Whether `code` is one of `patterns`. */
export const matchesCode = (code: ProblemCode, patterns: readonly CodePattern[]): boolean =>
  patterns.some((pattern) => (pattern.endsWith('.') ? code.startsWith(pattern) : code === pattern));

/** The group a warning's code puts it in, as its catalogue entry names it; `undefined` for a code that is no warning. */
export function warningGroup(code: ProblemCode): WarningGroup | undefined {
  const { warning } = problems[code] as ProblemSpec;
  return warning && WARNING_GROUPS[warning];
}

/** The warnings by group, in the groups' order, each group's in the order given. */
export function groupWarnings(warnings: readonly Problem[]): { group: WarningGroup; warnings: Problem[] }[] {
  return Object.values(WARNING_GROUPS).map((group) => ({ group, warnings: warnings.filter((warning) => warningGroup(warning.code) === group) }));
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

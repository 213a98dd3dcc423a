/**
 * The assignment check (`src/content/requirements.ts`) as the terminal and the dev page show it:
 * the checklist line, then each warning at its file and line through the reporter's
 * `formatProblem`. `npm run build`, `npm run dev` and the dev page's warnings list print this.
 */
import type { RequirementCheck } from '../content/requirements.ts';
import { assignmentMessages as say } from '../messages/assignment.ts';
import { formatProblem } from '../messages/student-error.ts';

/** `Tehtävä: 18/20 lajia; …`, and when something is missing, a heading and one line per warning. */
export function assignmentText(check: RequirementCheck): string {
  if (check.warnings.length === 0) return check.checklist;
  return [check.checklist, say.warningsHeading(check.warnings.length), ...check.warnings.map((problem) => `  - ${formatProblem(problem)}`)].join('\n');
}

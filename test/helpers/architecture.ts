/**
 * The architecture rules of `.dependency-cruiser.cjs`, run through dependency-cruiser's API on a
 * project folder: the real one, or a temp copy with bad imports planted in it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const require = createRequire(import.meta.url);

/** The project's rules and options, as the `depcruise` command reads them. */
export const RULES_FILE = path.resolve('.dependency-cruiser.cjs');

export interface Checked {
  result: ICruiseResult;
  /** `rule: from → to`, one line per broken rule. */
  violations: string[];
}

/**
 * Checks `files` (folders or files, relative to `root`) against the rules. `maxDepth` 1 reads
 * only their own imports, enough for rules about single imports and much quicker.
 */
export async function checkImports(root: string, files: readonly string[], maxDepth = 0): Promise<Checked> {
  const config = require(RULES_FILE) as IConfiguration;
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const reported = await cruise([...files], { ...options, baseDir: root, maxDepth, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } });
  const result = reported.output as ICruiseResult;
  const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  return { result, violations };
}

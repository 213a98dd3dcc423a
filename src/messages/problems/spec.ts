/**
 * The shape of one entry of the problem catalogue (`../problems.ts`), after Astro's
 * `core/errors/errors-data.ts`: everything about one problem in one place.
 */

/** A Finnish text: fixed, or made from the problem's arguments. */
export type Text = string | ((...args: never[]) => string);

/** The groups warnings are printed in; `../warnings.ts` gives each its heading and order. */
export type WarningGroupName = 'unused' | 'identity' | 'face' | 'assignment' | 'content' | 'cache' | 'qualityFloor';

export interface ProblemSpec {
  /**
   * When it fires, in English for engineers. Tests, GitHub annotations and tools match on the
   * code, so the Finnish text can change freely; a code never changes meaning once it is here.
   */
  when: string;
  /** The GitHub annotation's title: the kind of mistake in a few Finnish words (the message below it says where and what to do). */
  title: string;
  /**
   * Finnish: what is wrong and what to do, made from the arguments the call site names. A code
   * worded more than one way holds one text per way (`{ folder: …, special: … }`); the call site
   * names the way first.
   */
  fi: Text | Readonly<Record<string, Text>>;
  /** A warning (the build goes on): the group it is printed in. Without it, a mistake to fix. */
  warning?: WarningGroupName;
}

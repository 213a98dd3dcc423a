/**
 * The only module that writes the site. It wires the output folder's three guarantees, each in a
 * module of its own: the guard (`output-guard.ts`: only a missing, empty or marked folder, never
 * the project's own), the lock (`../fs/lock-file.ts`: one build at a time), and the staged swap
 * with recovery after a kill (`output-swap.ts`).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '../config.ts';
import { LockHeld, takeLock } from '../fs/lock-file.ts';
import { buildMessages } from '../messages/build.ts';
import { problem } from '../messages/problems.ts';
import { OutputError, writeFailure } from './output-error.ts';
import { type GuardedFolders, outputFolderProblem, replaceProblem } from './output-guard.ts';
import { type OutputFile, recoverSwap, sideFolders, stage, swapIn } from './output-swap.ts';

export { OutputError } from './output-error.ts';
export { BUILD_MARKER, outputFolderProblem } from './output-guard.ts';
export { type OutputFile, sideFolders } from './output-swap.ts';

const messages = buildMessages.output;
const refusal = (why: string) => new OutputError(problem('output.refused', why));

/**
 * Makes the output folder this build's own: refuses a folder that is not a build's, takes the
 * lock, and puts back a previous site that a killed build left aside. Call `release` when done.
 */
export async function claimOutputFolder(settings: Pick<Settings, 'outDir'> & GuardedFolders): Promise<{ release(): Promise<void> }> {
  const { outDir } = settings;
  const refused = (await outputFolderProblem(outDir, settings)) ?? (await replaceProblem(outDir));
  if (refused) throw refusal(refused);
  const side = sideFolders(outDir);
  let release: () => Promise<void>;
  try {
    await mkdir(path.dirname(side.lock), { recursive: true });
    release = await takeLock(side.lock);
  } catch (error) {
    if (error instanceof LockHeld) throw new OutputError(problem('output.locked', outDir, error.holder, error.lock));
    // A folder that cannot be created or written (no permission, a full disk) is the person's to fix.
    throw writeFailure(error, outDir, messages.state.untouched);
  }
  try {
    await recoverSwap(outDir);
    const afterRecovery = await replaceProblem(outDir);
    if (afterRecovery) throw refusal(afterRecovery);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

/** A `/`-separated path inside the site: no empty, `.` or `..` segment, not absolute. */
function isSitePath(file: string): boolean {
  return file !== '' && !file.includes('\\') && file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Writes the site: every file into a staging folder of this build's own, then swaps it in for
 * the old site. Call it while holding `claimOutputFolder`. Throws `OutputError` saying what
 * happened to the old site.
 */
export async function writeSite(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const bad = files.find((file) => !isSitePath(file.path));
  if (bad) throw new Error(`output path ${JSON.stringify(bad.path)} leaves the site folder or is not a file path`);
  const staging = await stage(outDir, files);
  await swapIn(staging, outDir, async () => {
    const problem = await replaceProblem(outDir);
    return problem ? refusal(problem) : undefined;
  });
}

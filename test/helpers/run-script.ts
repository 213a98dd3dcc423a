/**
 * Runs one of the project's commands (`scripts/*.ts`) in a temp copy of the project as npm does
 * (`node --import tsx scripts/<command>.ts`), and hands back its exit code and output whatever the
 * code: the tests read the student's messages.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * `script` as the command's file under `cwd` (`scripts/build.ts`). `leaveOut`: variables of this
 * process not passed on (e.g. the runner's own GITHUB_* when a test sets its own).
 */
export async function runScript(cwd: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}, leaveOut: readonly string[] = []) {
  // npm_lifecycle_event would make the commands name the npm script this test runner was started by.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'npm_lifecycle_event' && !leaveOut.includes(name)));
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd,
      env: { ...inherited, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

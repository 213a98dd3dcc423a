/**
 * The browser that prints the booklet: the Chrome or Chromium this machine has, never a
 * downloaded one. Looked for the way `chrome-launcher` (Lighthouse's launcher) looks on Windows,
 * macOS and Linux, after `CHROME_PATH` (chrome-launcher's own variable) and `CHROMIUM_PATH` (the
 * tests'); driven by `playwright-core`. Both are loaded only when a booklet is made, so a build
 * without one never needs them.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { bookletMessages as say } from '../messages/booklet.ts';
import { errorDetail, StudentError } from '../messages/student-error.ts';

/** Why no booklet was made, for the student: what to install or set. */
export class BookletError extends StudentError {
  constructor(message: string) {
    super(say.heading, [{ code: 'booklet.failed', message }], 'booklet.failed');
    this.name = 'BookletError';
  }
}

/** Where Debian, Ubuntu (snap) and Fedora put it, for when chrome-launcher is not installed. */
const LINUX_PATHS = ['/usr/bin/google-chrome-stable', '/usr/bin/google-chrome', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/**
 * The browser's executable, or `undefined` when this machine has none. A path set in `CHROME_PATH`
 * (or `CHROMIUM_PATH`) is the only one tried: a wrong path is said, not silently replaced.
 */
export async function findBrowser(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const given = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (given) return existsSync(given) ? given : undefined;
  try {
    const { Launcher } = await import('chrome-launcher');
    const found = Launcher.getFirstInstallation();
    if (found && existsSync(found)) return found;
  } catch {
    // Not installed (a production install), or its search failed: the common paths below.
  }
  return process.platform === 'linux' ? LINUX_PATHS.find((file) => existsSync(file)) : undefined;
}

/** Launches the browser headless; a `BookletError` when there is none or it does not start. */
export async function launchBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  const executablePath = await findBrowser(env);
  const given = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (!executablePath) throw new BookletError(given ? say.noBrowserAt(given) : say.noBrowser);
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    throw new BookletError(say.noPlaywright);
  }
  try {
    return await chromium.launch({
      executablePath,
      // The booklet needs no network but its own requests (answered in-process), nor a GPU.
      args: ['--disable-gpu', '--disable-background-networking', '--disable-extensions'],
      timeout: 60_000,
    });
  } catch (error) {
    const detail = errorDetail(error).split('\n')[0]!;
    throw new BookletError(say.browserFailed(executablePath, detail));
  }
}

/**
 * The browser that prints the booklet: the Chrome, Edge or Chromium this machine has, never a
 * downloaded one. `CHROME_PATH` (chrome-launcher's variable) or `CHROMIUM_PATH` (the tests') is
 * tried first and alone; otherwise the usual install places of the student's system, as a pure
 * list (`browserCandidates`) so every system's list is tested on any machine. Edge counts: it is
 * Chromium inside and on every Windows machine, so a school laptop needs nothing installed.
 * Driven by `playwright-core`, loaded only when a booklet is made.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { problem } from '../messages/problems.ts';
import { errorDetail, StudentError } from '../messages/student-error.ts';

/** Why no booklet was made, for the student: what to install or set. */
export class BookletError extends StudentError {
  /** `why` is one of `booklet.failed`'s wordings (`problem('booklet.failed', 'noBrowser')`). */
  constructor(why: { code: 'booklet.failed'; message: string }) {
    super(problem('booklet.failed', 'heading'), [why]);
    this.name = 'BookletError';
  }
}

/** Windows: per-user installs (LOCALAPPDATA) before machine-wide ones, Chrome before Chromium before Edge. */
function windowsCandidates(env: NodeJS.ProcessEnv): string[] {
  // Windows spells them LOCALAPPDATA, ProgramFiles, ProgramFiles(x86); its process.env ignores case, a plain object does not.
  const get = (name: string) => Object.entries(env).find(([key, value]) => key.toUpperCase() === name && value)?.[1];
  const roots = [get('LOCALAPPDATA'), get('PROGRAMFILES') ?? 'C:\\Program Files', get('PROGRAMFILES(X86)') ?? 'C:\\Program Files (x86)'].filter(
    (root): root is string => Boolean(root),
  );
  const apps = ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe'];
  return apps.flatMap((app) => roots.map((root) => path.win32.join(root, app)));
}

/** macOS: the app bundles in /Applications, then in the user's own ~/Applications. */
function macCandidates(env: NodeJS.ProcessEnv): string[] {
  const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge'];
  const roots = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
  return roots.flatMap((root) => apps.map((app) => path.posix.join(root, app)));
}

/** Linux: where Debian (chromium, also the devcontainer's), Ubuntu (snap), Fedora, Google and Microsoft packages put it. */
const LINUX_CANDIDATES = [
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/microsoft-edge-stable',
  '/usr/bin/microsoft-edge',
];

/**
 * Every place to look for the browser on `platform`, in order. A path set in `CHROME_PATH` (or
 * `CHROMIUM_PATH`) is the only one: a wrong path is said, not silently replaced.
 */
export function browserCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  const given = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (given) return [given];
  if (platform === 'win32') return windowsCandidates(env);
  if (platform === 'darwin') return macCandidates(env);
  return LINUX_CANDIDATES;
}

/** The browser's executable, or `undefined` when this machine has none. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | undefined {
  return browserCandidates(platform, env).find((file) => existsSync(file));
}

/** Launches the browser headless; a `BookletError` when there is none or it does not start. */
export async function launchBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  const executablePath = findBrowser(env);
  const given = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (!executablePath) throw new BookletError(given ? problem('booklet.failed', 'noBrowserAt', given) : problem('booklet.failed', 'noBrowser'));
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    throw new BookletError(problem('booklet.failed', 'noPlaywright'));
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
    throw new BookletError(problem('booklet.failed', 'browserFailed', executablePath, detail));
  }
}

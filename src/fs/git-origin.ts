/**
 * The `origin` remote's address of a git repository, read from its `.git/config` without running
 * git (a teacher's laptop may have the clones but not git on the PATH). The class report makes a
 * pupil's site address from it, `npm run aloita` the pupil's own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `url` under `[remote "origin"]`, or `undefined` when the folder has no such remote. */
export async function readOriginUrl(repo: string): Promise<string | undefined> {
  const config = await readFile(path.join(repo, '.git', 'config'), 'utf8').catch(() => undefined);
  const origin = config && /\[remote "origin"\]([^[]*)/.exec(config)?.[1];
  return (origin && /^\s*url\s*=\s*(\S+)/m.exec(origin)?.[1]) || undefined;
}

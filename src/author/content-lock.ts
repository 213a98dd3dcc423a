/**
 * One command at a time writes the student's content (`src/data` and the photos in `assets/`).
 * `npm run uusi` checks the collection and then writes into it: two runs at once could each pass
 * their checks against a collection the other is changing (both adding "Sinivuokko"), so each
 * holds this lock from its checks to its last write. A second command waits a short while for the
 * first to finish, then is refused in Finnish, having written nothing.
 */
import path from 'node:path';
import { LockHeld, takeLock } from '../fs/lock-file.ts';
import { problem } from '../messages/problems.ts';
import { StudentError } from '../messages/student-error.ts';
import type { Project } from './project.ts';

/** The lock file, in the project folder beside `src/` (ignored by git: `.gitignore`). */
export const CONTENT_LOCK = '.sisalto.lock';

/** How long a second command waits: `npm run uusi` holds the lock for a second or two. */
const WAIT_MS = 10_000;

/**
 * Runs `fn` holding the content lock of `project`, and releases it however `fn` ends. Throws a
 * `StudentError` (`author.locked`) when another command still holds it after `waitMs`.
 */
export async function withContentLock<T>(project: Project, fn: () => Promise<T>, { waitMs = WAIT_MS }: { waitMs?: number } = {}): Promise<T> {
  const release = await takeLock(path.join(project.root, CONTENT_LOCK), { waitMs }).catch((error: unknown) => {
    if (error instanceof LockHeld) throw new StudentError(problem('author.locked', error.holder, CONTENT_LOCK));
    // A project folder that cannot be written (a full disk, no permission) is the student's to fix.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw new StudentError(problem('author.writeFailed', 'project', code));
    throw error;
  });
  try {
    return await fn();
  } finally {
    await release();
  }
}

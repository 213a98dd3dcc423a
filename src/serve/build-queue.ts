/**
 * One build at a time for `npm run dev`: saves arriving while a build runs are merged and built
 * next, and files saved together (an editor's "save all", a photo and its species file) wait a
 * moment to be built as one.
 */
import type { Changes } from '../pipeline/dev-build.ts';
import { mergeChanges } from './dev-watch.ts';

export function createBuildQueue(build: (changes: Changes) => Promise<void>, settleMs: number) {
  let pending: Changes | undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const drain = async () => {
    while (pending) {
      const changes = pending;
      pending = undefined;
      await build(changes);
    }
    running = undefined;
  };
  const start = () => {
    running ??= drain();
    return running;
  };
  return {
    /** Builds these changes once the saves have settled (at once with `now`); resolves when built. */
    add(changes: Changes, now = false): Promise<void> {
      pending = pending ? mergeChanges(pending, changes) : changes;
      clearTimeout(timer);
      if (now) return start();
      timer = setTimeout(start, settleMs);
      return Promise.resolve();
    },
    /** Stops waiting for saves and resolves when the build running now has ended. */
    async stop() {
      clearTimeout(timer);
      pending = undefined;
      await running;
    },
  };
}

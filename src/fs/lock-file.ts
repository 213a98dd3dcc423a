/**
 * The project's one lock: a file that names the process holding it (process id, machine, start
 * time). The output folder has one (one build at a time), and so has the student's content (one
 * command that writes it at a time). A lock whose holder is gone (killed, or the machine
 * restarted) is taken over.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LockHolder {
  pid: number;
  host: string;
  started?: string;
}

/** The lock is held by a running process (or one that cannot be checked) after the wait. */
export class LockHeld extends Error {
  constructor(
    readonly lock: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(`${lock} is held${holder ? ` by process ${holder.pid} on ${holder.host}` : ''}`);
    this.name = 'LockHeld';
  }
}

/** How often a waiting process looks at the lock again. */
const POLL_MS = 50;

/**
 * Takes the lock at `lock`, waiting up to `waitMs` for its holder to release it, and resolves with
 * the function that releases it; throws `LockHeld` if it is still held then. The lock file is
 * created with its holder already written (written under a name of its own and hard-linked into
 * place, which fails if a lock exists), so no one ever reads a lock without its holder.
 */
export async function takeLock(lock: string, { waitMs = 0 }: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), started: new Date().toISOString() };
  const mine = `${lock}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const deadline = Date.now() + waitMs;
  await writeFile(mine, JSON.stringify(holder));
  try {
    for (;;) {
      if (await createLock(mine, lock, holder)) return () => rm(lock, { force: true });
      const other = await readHolder(lock);
      // Released meanwhile: try again at once.
      if (other === 'gone') continue;
      // The process that held it is gone: its lock means nothing.
      if (other && !isRunning(other)) await rm(lock, { force: true });
      else if (Date.now() < deadline) await sleep(POLL_MS);
      else throw new LockHeld(lock, other);
    }
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * Links `mine` to `lock`, false if a lock is there; on a disk without hard links (FAT, exFAT)
 * creates it exclusively and writes it.
 */
async function createLock(mine: string, lock: string, holder: LockHolder): Promise<boolean> {
  try {
    await link(mine, lock);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes(code)) throw error;
  }
  try {
    await writeFile(lock, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The holder the lock names; `undefined` when it names none that can be read, `'gone'` when there is no lock. */
async function readHolder(lock: string): Promise<LockHolder | undefined | 'gone'> {
  try {
    const holder = JSON.parse(await readFile(lock, 'utf8')) as Partial<LockHolder>;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? (holder as LockHolder) : undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : undefined;
  }
}

/** A holder on another machine (a shared folder) cannot be checked, so it counts as running; so does an unreadable lock. */
function isRunning(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

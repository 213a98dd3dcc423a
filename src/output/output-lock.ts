/**
 * One build at a time per output folder: a lock file beside the folder names the build holding it.
 * A lock whose build is gone (killed, or the machine restarted) is taken over.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { buildMessages } from '../messages/build.ts';
import { OutputError } from './output-error.ts';

interface LockHolder {
  pid: number;
  host: string;
  started?: string;
}

/**
 * Creates the lock file with its holder already written: the file is written under a name of its
 * own and hard-linked into place, which fails if a lock exists. A second build thus never sees a
 * lock without its holder. Resolves with the function that releases it.
 */
export async function takeLock(lock: string, outDir: string): Promise<() => Promise<void>> {
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), started: new Date().toISOString() };
  const mine = `${lock}-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(mine, JSON.stringify(holder));
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        await createLock(mine, lock, holder);
        return () => rm(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const other = await readHolder(lock);
      if (!other || isRunning(other)) {
        throw new OutputError('locked', buildMessages.output.locked(outDir, other, lock));
      }
      // The build that held it is gone: its lock means nothing.
      await rm(lock, { force: true });
    }
    throw new OutputError('locked', buildMessages.output.locked(outDir));
  } finally {
    await rm(mine, { force: true });
  }
}

/** Links `mine` to `lock`; on a disk without hard links (FAT, exFAT) creates it exclusively and writes it. */
async function createLock(mine: string, lock: string, holder: LockHolder): Promise<void> {
  try {
    await link(mine, lock);
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await writeFile(lock, JSON.stringify(holder), { flag: 'wx' });
  }
}

async function readHolder(lock: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lock, 'utf8')) as Partial<LockHolder>;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
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

/**
 * The project's one lock (src/fs/lock-file.ts), on a lock file in a temp folder: one holder at a
 * time, a wait for the holder to finish, and the lock of a process that is gone taken over.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LockHeld, takeLock } from '../../src/fs/lock-file.ts';

/** A process id no running process has: above the largest Linux allows (2^22), as if its process had ended. */
const DEAD_PID = 2 ** 22 + 1;

describe('the lock file (src/fs/lock-file.ts)', () => {
  let dir: string;
  let n = 0;
  /** A fresh lock path for each test. */
  const lockPath = () => path.join(dir, `test-${++n}.lock`);
  const heldBy = (pid: number | undefined) => (error: unknown) => error instanceof LockHeld && error.holder?.pid === pid;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-lock-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should write the holder into the lock, and leave nothing behind once released', async () => {
    const lock = lockPath();
    const release = await takeLock(lock);
    const holder = JSON.parse(await readFile(lock, 'utf8')) as { pid: number; host: string; started: string };
    assert.equal(holder.pid, process.pid, 'the lock names this process');
    assert.equal(holder.host, os.hostname(), 'and this machine');
    assert.ok(!Number.isNaN(Date.parse(holder.started)), `and when it was taken: ${holder.started}`);
    await release();
    assert.ok(!existsSync(lock), 'the lock is gone once released');
    assert.deepEqual(
      (await readdir(dir)).filter((file) => file.startsWith(path.basename(lock))),
      [],
      'no file of its own is left beside it',
    );
  });

  it('should refuse a second holder at once while a running process holds it, naming that process', async () => {
    const lock = lockPath();
    const release = await takeLock(lock);
    const started = Date.now();
    await assert.rejects(takeLock(lock), heldBy(process.pid));
    assert.ok(Date.now() - started < 1000, 'without waiting');
    await release();
  });

  it('should give the lock to a waiting process as soon as its holder releases it', async () => {
    const lock = lockPath();
    const release = await takeLock(lock);
    let releasedAt = 0;
    setTimeout(() => {
      releasedAt = Date.now();
      void release();
    }, 200);
    const second = await takeLock(lock, { waitMs: 5000 });
    assert.ok(releasedAt > 0, 'the second holder got the lock only after the first released it');
    assert.ok(Date.now() - releasedAt < 2000, 'and soon after');
    await second();
  });

  it('should refuse a waiting process once the wait is over and the holder still holds it', async () => {
    const lock = lockPath();
    const release = await takeLock(lock);
    const started = Date.now();
    await assert.rejects(takeLock(lock, { waitMs: 300 }), heldBy(process.pid));
    assert.ok(Date.now() - started >= 300, `it waited the whole 300 ms (${Date.now() - started} ms)`);
    assert.equal(JSON.parse(await readFile(lock, 'utf8')).pid, process.pid, "the holder's lock is untouched");
    await release();
  });

  it('should take over the lock of a process that has ended', async () => {
    const lock = lockPath();
    await writeFile(lock, JSON.stringify({ pid: DEAD_PID, host: os.hostname(), started: '2026-11-27T00:00:00.000Z' }));
    const release = await takeLock(lock);
    assert.equal(JSON.parse(await readFile(lock, 'utf8')).pid, process.pid, 'the lock now names this process');
    await release();
  });

  it('should count a lock it cannot read, or one held on another machine, as held', async () => {
    const unreadable = lockPath();
    await writeFile(unreadable, 'not a lock anyone wrote');
    await assert.rejects(takeLock(unreadable), heldBy(undefined));
    assert.equal(await readFile(unreadable, 'utf8'), 'not a lock anyone wrote', 'left as it was');

    const elsewhere = lockPath();
    await writeFile(elsewhere, JSON.stringify({ pid: DEAD_PID, host: `${os.hostname()}-toinen` }));
    await assert.rejects(takeLock(elsewhere), (error: unknown) => error instanceof LockHeld && error.holder?.host === `${os.hostname()}-toinen`);
  });

  it('should let only one of many takers that want it at once hold it at a time', async () => {
    const lock = lockPath();
    let holding = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const release = await takeLock(lock, { waitMs: 10_000 });
        most = Math.max(most, ++holding);
        await new Promise((resolve) => setTimeout(resolve, 20));
        holding--;
        await release();
      }),
    );
    assert.equal(most, 1, 'never two holders at once');
    assert.ok(!existsSync(lock), 'released by the last');
  });
});

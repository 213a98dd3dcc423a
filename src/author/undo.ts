/**
 * What a command has created so far, so that a failure or Ctrl+C can take all of it away again:
 * files it made (never one that was there before) and folders it made, removed only while empty,
 * so a photo another command put there meanwhile stays.
 */
import { mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

export class Undo {
  private readonly files: { file: string; kind: string }[] = [];
  private readonly folders: string[] = [];

  /** Records a file this command created, and what kind of file it is, for the message. */
  created(file: string, kind: string): void {
    this.files.push({ file, kind });
  }

  /** How many files of this kind were created. */
  count(kind: string): number {
    return this.files.filter((entry) => entry.kind === kind).length;
  }

  /** Makes the folder and any missing parent, recording each one made. */
  async makeFolder(folder: string): Promise<void> {
    const first = await mkdir(folder, { recursive: true });
    if (first === undefined) return;
    const made = [folder];
    for (let dir = path.dirname(folder); dir.length >= first.length && dir !== path.dirname(dir); dir = path.dirname(dir)) made.unshift(dir);
    this.folders.push(...made);
  }

  /** Removes every recorded file, then every recorded folder that is empty, newest first. */
  async run(): Promise<void> {
    for (const { file } of [...this.files].reverse()) await rm(file, { force: true });
    for (const folder of [...this.folders].reverse()) {
      await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    }
  }
}

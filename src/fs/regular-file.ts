/**
 * Reads a file only if it is a regular file of bounded size. Anything named like a photo may be
 * something else: a FIFO blocks a plain read forever and a device such as /dev/zero never ends,
 * so the file is opened without blocking and checked on the open handle before a byte is read.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

export type RegularFile = { data: Buffer; size: number } | { refused: 'folder' | 'special' } | { refused: 'too-large'; size: number };

// Windows has neither flag; there a FIFO cannot carry a photo's name in the first place.
const NONBLOCK = constants.O_NONBLOCK ?? 0;
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * The bytes of `file`, or why it was not read. `followLinks: false` refuses a symbolic link (ELOOP);
 * `read: false` checks the file the same way but reads nothing (`data` is then empty).
 */
export async function readRegularFile(file: string, maxBytes: number, { followLinks = true, read = true } = {}): Promise<RegularFile> {
  const handle = await open(file, constants.O_RDONLY | NONBLOCK | (followLinks ? 0 : NOFOLLOW));
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) return { refused: 'folder' };
    if (!stats.isFile()) return { refused: 'special' };
    if (stats.size > maxBytes) return { refused: 'too-large', size: stats.size };
    return { data: read ? await handle.readFile() : Buffer.alloc(0), size: stats.size };
  } finally {
    await handle.close();
  }
}

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a folder (dot files included) with the hash of its bytes, to compare two states of it. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const entries = await Promise.all(
    files.map(async (f) => {
      const full = path.join(f.parentPath, f.name);
      return [
        path.relative(dir, full),
        createHash('sha256')
          .update(await readFile(full))
          .digest('hex'),
      ] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * On-disk cache of processed image variants, so an unchanged photo is never encoded twice.
 * An entry is a folder named by its key (source bytes + pipeline settings + sharp version) holding
 * the encoded files and a manifest with each file's SHA-256: a damaged entry is detected on read,
 * discarded and rebuilt, never published.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../hash.ts';

export interface CachedFile {
  /** File name inside the entry folder (also the published file name). */
  name: string;
  sha256: string;
  bytes: number;
}

export interface CacheManifest<Meta> {
  key: string;
  files: CachedFile[];
  meta: Meta;
}

/** Reads an entry; `undefined` when it is missing or any file fails its checksum. */
export async function readEntry<Meta>(cacheDir: string, key: string): Promise<CacheManifest<Meta> | undefined> {
  const dir = path.join(cacheDir, key);
  let manifest: CacheManifest<Meta>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as CacheManifest<Meta>;
  } catch {
    return undefined;
  }
  if (manifest.key !== key || !Array.isArray(manifest.files)) return undefined;
  for (const file of manifest.files) {
    try {
      const data = await readFile(path.join(dir, file.name));
      if (data.length !== file.bytes || sha256(data) !== file.sha256) return undefined;
    } catch {
      return undefined;
    }
  }
  return manifest;
}

/** Writes an entry atomically: a crash mid-write leaves no half entry behind. */
export async function writeEntry<Meta>(
  cacheDir: string,
  key: string,
  files: { name: string; data: Buffer }[],
  meta: Meta,
): Promise<CacheManifest<Meta>> {
  const dir = path.join(cacheDir, key);
  const tmp = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(tmp, { recursive: true });
  const manifest: CacheManifest<Meta> = {
    key,
    files: files.map(({ name, data }) => ({ name, sha256: sha256(data), bytes: data.length })),
    meta,
  };
  await Promise.all(files.map(({ name, data }) => writeFile(path.join(tmp, name), data)));
  await writeFile(path.join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 1));
  await rm(dir, { recursive: true, force: true });
  await rename(tmp, dir);
  return manifest;
}

export const entryFilePath = (cacheDir: string, key: string, name: string): string => path.join(cacheDir, key, name);

/** Removes every entry not in `keep` (sources that were deleted or changed). Returns how many went. */
export async function pruneEntries(cacheDir: string, keep: ReadonlySet<string>): Promise<number> {
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return 0;
  }
  const stale = names.filter((name) => !keep.has(name));
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })));
  return stale.length;
}

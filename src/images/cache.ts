/**
 * On-disk cache of processed image variants, so an unchanged photo is never encoded twice.
 * An entry is a folder named by its key (source bytes + pipeline settings + sharp version) holding
 * the encoded files under plain names and a manifest with each file's SHA-256.
 *
 * The cache is input from outside like any other: CI keeps it between runs and anyone can edit
 * it. So nothing in an entry is trusted: every name must be a plain file name, every file a
 * regular file of the size and checksum the manifest gives, and the metadata must pass the
 * caller's check. Anything else is a miss: the entry is encoded again, never published.
 */
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../hash.ts';
import { readRegularFile } from '../fs/regular-file.ts';

export interface CachedFile {
  /** Plain file name inside the entry folder, e.g. `280.avif`; never a path. */
  name: string;
  sha256: string;
  bytes: number;
}

export interface CacheManifest<Meta> {
  key: string;
  files: CachedFile[];
  meta: Meta;
}

/** Checks an entry's metadata against the files it lists; the pipeline knows what both must be. */
export type MetaCheck<Meta> = (meta: unknown, files: readonly CachedFile[]) => meta is Meta;

/** Lowercase letters and digits, joined by single dots or dashes: no slash, backslash or `..`. */
const PLAIN_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const MANIFEST = 'manifest.json';
const MAX_MANIFEST_BYTES = 64 * 1024;
/** Far above any encoded variant (the large one is capped at a few hundred KB). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** A writer that died leaves its temp folder; after this long nobody is still writing it. */
const STALE_TEMP_MS = 60 * 60 * 1000;

const isPlainFileName = (name: unknown): name is string => typeof name === 'string' && name.length <= 64 && PLAIN_NAME.test(name);
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isPositiveInteger = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** Reads an entry; `undefined` when it is missing or anything in it fails a check. */
export async function readEntry<Meta>(cacheDir: string, key: string, isMeta: MetaCheck<Meta>): Promise<CacheManifest<Meta> | undefined> {
  const dir = path.join(cacheDir, key);
  try {
    const manifest = await readRegular(path.join(dir, MANIFEST), MAX_MANIFEST_BYTES);
    const parsed: unknown = manifest && JSON.parse(manifest.toString('utf8'));
    if (!isManifest(parsed, key) || !isMeta(parsed.meta, parsed.files)) return undefined;
    for (const file of parsed.files) {
      const data = await readRegular(path.join(dir, file.name), file.bytes);
      if (!data || data.length !== file.bytes || sha256(data) !== file.sha256) return undefined;
    }
    return parsed as CacheManifest<Meta>;
  } catch {
    return undefined;
  }
}

async function readRegular(file: string, maxBytes: number): Promise<Buffer | undefined> {
  const read = await readRegularFile(file, maxBytes, { followLinks: false });
  return 'data' in read ? read.data : undefined;
}

function isManifest(value: unknown, key: string): value is CacheManifest<unknown> {
  if (!isRecord(value) || value.key !== key || !Array.isArray(value.files) || value.files.length > 64) return false;
  const names = new Set<string>();
  for (const file of value.files as unknown[]) {
    if (!isRecord(file) || !isPlainFileName(file.name) || names.has(file.name) || file.name === MANIFEST) return false;
    if (typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256)) return false;
    if (!isPositiveInteger(file.bytes) || file.bytes > MAX_FILE_BYTES) return false;
    names.add(file.name);
  }
  return true;
}

/**
 * Writes an entry into a temp folder of its own and renames it into place, so a crash leaves no
 * half entry and two writers never touch each other's files. When the entry appeared meanwhile
 * (another build wrote it), that one is used; a damaged one is moved aside and replaced.
 */
export async function writeEntry<Meta>(
  cacheDir: string,
  key: string,
  files: { name: string; data: Buffer }[],
  meta: Meta,
  isMeta: MetaCheck<Meta>,
): Promise<CacheManifest<Meta>> {
  const bad = files.find((file) => !isPlainFileName(file.name));
  if (bad) throw new Error(`cache file name ${JSON.stringify(bad.name)} is not a plain file name`);
  const dir = path.join(cacheDir, key);
  const manifest: CacheManifest<Meta> = {
    key,
    files: files.map(({ name, data }) => ({ name, sha256: sha256(data), bytes: data.length })),
    meta,
  };
  await mkdir(cacheDir, { recursive: true });
  const tmp = await mkdtemp(`${dir}.tmp-`);
  try {
    await Promise.all(files.map(({ name, data }) => writeFile(path.join(tmp, name), data)));
    await writeFile(path.join(tmp, MANIFEST), JSON.stringify(manifest, null, 1));
    for (let attempt = 1; ; attempt++) {
      try {
        await rename(tmp, dir);
        return manifest;
      } catch (error) {
        if (!isTaken(error) || attempt === 3) throw error;
        const existing = await readEntry(cacheDir, key, isMeta);
        if (existing) return existing;
        await removeAside(dir);
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The rename found something at the entry's place: an entry another writer just finished, or a damaged one. */
const isTaken = (error: unknown) => ['EEXIST', 'ENOTEMPTY', 'EPERM', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Moves a damaged entry out of the way in one rename (readers never see half of it), then deletes it. */
async function removeAside(dir: string): Promise<void> {
  const aside = `${dir}.damaged-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    await rename(dir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}

export const entryFilePath = (cacheDir: string, key: string, name: string): string => path.join(cacheDir, key, name);

/**
 * Removes every entry not in `keep` (sources that were deleted or changed), and temp folders a
 * writer left behind over an hour ago; a younger temp folder may be another build's write in
 * progress. Returns how many went.
 */
export async function pruneEntries(cacheDir: string, keep: ReadonlySet<string>): Promise<number> {
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return 0;
  }
  const now = Date.now();
  const stale = await Promise.all(
    names.map(async (name) => {
      if (/^[0-9a-f]+$/.test(name)) return !keep.has(name);
      if (!/^[0-9a-f]+\.(tmp|damaged)-/.test(name)) return false;
      const { mtimeMs } = await stat(path.join(cacheDir, name)).catch(() => ({ mtimeMs: now }));
      return now - mtimeMs > STALE_TEMP_MS;
    }),
  );
  const gone = names.filter((_, i) => stale[i]);
  await Promise.all(gone.map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })));
  return gone.length;
}

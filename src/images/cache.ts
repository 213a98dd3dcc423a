/**
 * The image variants kept between runs, so an unchanged photo is never encoded twice: an entry of
 * the cache's `images` kind under a key of the source bytes, the pipeline settings and sharp's
 * version, holding the encoded files under plain names and a manifest with each file's SHA-256.
 *
 * The cache is input from outside like any other: CI keeps it between runs and anyone can edit
 * it. So nothing in an entry is trusted: every name must be a plain file name, every file a
 * regular file of the size and checksum the manifest gives, and the metadata must pass the
 * caller's check. Anything else is a miss: the entry is encoded again, never published.
 */
import { type CacheFolder, parseJson } from '../cache/store.ts';
import { sha256 } from '../hash.ts';

export interface CachedFile {
  /** The file's plain name in the entry, e.g. `card-280.avif`; never a path. */
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

const isPlainFileName = (name: unknown): name is string => typeof name === 'string' && name.length <= 64 && PLAIN_NAME.test(name);
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isPositiveInteger = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** Reads an entry; `undefined` when it is missing or anything in it fails a check. */
export async function readEntry<Meta>(cache: CacheFolder, key: string, isMeta: MetaCheck<Meta>): Promise<CacheManifest<Meta> | undefined> {
  const parsed = parseJson(await cache.get(key, MANIFEST, MAX_MANIFEST_BYTES));
  if (!isManifest(parsed, key) || !isMeta(parsed.meta, parsed.files)) return undefined;
  for (const file of parsed.files) {
    const data = await cache.get(key, file.name, file.bytes);
    if (!data || data.length !== file.bytes || sha256(data) !== file.sha256) return undefined;
  }
  return parsed as CacheManifest<Meta>;
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
 * Writes an entry: the files, and the manifest that lists them with their checksums. A reader
 * that finds a file not yet written, or another writer's, finds a checksum that does not match:
 * a miss. When the write fails but the entry is good meanwhile (another build wrote it, and this
 * system refuses to replace a file that build is reading), that one is used; else the error is
 * thrown, and the photo fails with it (its variants are published from the cache).
 */
export async function writeEntry<Meta>(
  cache: CacheFolder,
  key: string,
  files: { name: string; data: Buffer }[],
  meta: Meta,
  isMeta: MetaCheck<Meta>,
): Promise<CacheManifest<Meta>> {
  const bad = files.find((file) => !isPlainFileName(file.name) || file.name === MANIFEST);
  if (bad) throw new Error(`cache file name ${JSON.stringify(bad.name)} is not a plain file name`);
  const manifest: CacheManifest<Meta> = {
    key,
    files: files.map(({ name, data }) => ({ name, sha256: sha256(data), bytes: data.length })),
    meta,
  };
  const parts = Object.fromEntries([...files.map(({ name, data }) => [name, data] as const), [MANIFEST, JSON.stringify(manifest, null, 1)]]);
  const failed = await cache.put(key, parts);
  if (failed === undefined) return manifest;
  const existing = await readEntry(cache, key, isMeta);
  if (existing) return existing;
  throw failed;
}

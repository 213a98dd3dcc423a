/**
 * The one store for everything kept between runs, as Astro's content layer keeps one store and
 * one writer. Each kind of entry has a folder of its own under the cache folder (`.cache/images/`,
 * `.cache/faces/`, …). An entry is one or more parts under one key, each a file `<key>.<part>`
 * written through the one atomic writer, so a reader sees a whole part or none.
 *
 * The cache is input from outside like any other (CI restores it, anyone can edit it): a part
 * that is missing, not a regular file or over its size is a miss, and each kind checks what it
 * reads before using it. A write that fails never stops the run, since only the next run is
 * slower; it is recorded once per kind as a problem (`cache.writeFailed`) the run reports.
 *
 * Pruning is by use: in each kind a run opened, the entries it neither read nor wrote are
 * removed. Only a full build prunes (`npm run dev` never does, so a later save finds what an
 * earlier one stored).
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readRegularFile } from '../fs/regular-file.ts';
import { writeFileAtomic } from '../fs/write-atomic.ts';
import { problem } from '../messages/problems.ts';
import { errorDetail, type Problem } from '../messages/student-error.ts';

/** The kinds of entry, each kept in the folder of its name. */
export type CacheKind = 'images' | 'faces' | 'booklet' | 'bundles' | 'precompressed';

/** One kind's entries. */
export interface CacheFolder {
  /** A part's bytes; `undefined` when it is missing, not a regular file or over `maxBytes`. A part found marks its entry used. */
  get(key: string, part: string, maxBytes?: number): Promise<Buffer | undefined>;
  /**
   * Writes an entry's parts, each atomically, and marks it used. Resolves to `undefined`, or to
   * the error when a part could not be written: recorded in the cache's `problems`, never thrown.
   */
  put(key: string, parts: Readonly<Record<string, string | Uint8Array>>): Promise<unknown>;
  /** Where a part lies, for a reader that copies or serves the file after `get` checked it. */
  file(key: string, part: string): string;
}

export interface Cache {
  open(kind: CacheKind): CacheFolder;
  /** What could not be written (or pruned) this run, one problem per kind: warnings for the run's report. */
  readonly problems: readonly Problem[];
  /** In each kind opened, removes every entry this run did not use, and temp files a killed writer left over an hour ago. */
  prune(): Promise<void>;
}

/** Hex digests, as every kind keys its entries. */
const KEY = /^[0-9a-f]{16,64}$/;
/** Lowercase letters and digits, joined by single dots or dashes: no slash, backslash or `..`. */
const PART = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** An entry's file as this store names it, its key first. */
const ENTRY_FILE = /^([0-9a-f]{16,64})\.[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** Far above any part (an encoded photo is a few hundred KB). */
const MAX_PART_BYTES = 64 * 1024 * 1024;
/** A writer that died leaves its temp file (a dot name); after this long nobody is still writing it. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** A JSON part's value; `undefined` when it is missing or not JSON: a damaged entry is a miss. */
export function parseJson(bytes: Buffer | undefined): unknown {
  try {
    return bytes && JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The store in `dir` (the settings' `cacheDir`); a kind's folder is made on its first write. */
export function openCache(dir: string): Cache {
  const used = new Map<CacheKind, Set<string>>();
  const problems: Problem[] = [];
  const reported = new Set<CacheKind>();

  /** The first failure of a kind is the one reported: a folder that refuses one write refuses them all. */
  const failed = (kind: CacheKind, error: unknown) => {
    if (!reported.has(kind)) problems.push(problem('cache.writeFailed', path.join(dir, kind), errorDetail(error)));
    reported.add(kind);
    return error;
  };

  function open(kind: CacheKind): CacheFolder {
    const folder = path.join(dir, kind);
    const keys = used.get(kind) ?? new Set<string>();
    used.set(kind, keys);
    const file = (key: string, part: string) => {
      if (!KEY.test(key) || !PART.test(part)) throw new Error(`cache ${kind}: "${key}.${part}" is not a key and a plain part name`);
      return path.join(folder, `${key}.${part}`);
    };
    return {
      file,
      async get(key, part, maxBytes = MAX_PART_BYTES) {
        const read = await readRegularFile(file(key, part), maxBytes, { followLinks: false }).catch(() => undefined);
        if (!read || !('data' in read)) return undefined;
        keys.add(key);
        return read.data;
      },
      async put(key, parts) {
        const files = Object.entries(parts).map(([part, data]) => [file(key, part), data] as const);
        try {
          await mkdir(folder, { recursive: true });
          await Promise.all(files.map(([name, data]) => writeFileAtomic(name, data)));
        } catch (error) {
          return failed(kind, error);
        }
        keys.add(key);
        return undefined;
      },
    };
  }

  async function prune(): Promise<void> {
    for (const [kind, keys] of used) {
      const folder = path.join(dir, kind);
      try {
        const stale = await staleNames(folder, keys);
        await Promise.all(stale.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
      } catch (error) {
        // No folder: nothing was ever written in this kind.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') failed(kind, error);
      }
    }
  }

  return { open, problems, prune };
}

/**
 * What goes from a kind's folder: every entry whose key is not in `keep`, a writer's temp file (a
 * dot name) over an hour old, and anything else, which is not this store's (an older layout).
 */
async function staleNames(folder: string, keep: ReadonlySet<string>): Promise<string[]> {
  const names = await readdir(folder);
  const now = Date.now();
  const gone = await Promise.all(
    names.map(async (name) => {
      const key = ENTRY_FILE.exec(name)?.[1];
      if (key !== undefined) return !keep.has(key);
      if (!name.startsWith('.')) return true;
      const { mtimeMs } = await stat(path.join(folder, name)).catch(() => ({ mtimeMs: now }));
      return now - mtimeMs > STALE_TEMP_MS;
    }),
  );
  return names.filter((_, i) => gone[i]);
}

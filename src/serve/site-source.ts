/**
 * Where the servers find a site's files: a built folder on disk (`npm run serve`), or the pages
 * `npm run dev` keeps in memory with its photos in the cache. Paths are inside the site,
 * `/`-separated, without a leading slash (`some/page/index.html`; `''` is the root).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export type Entry = { kind: 'file'; size: number } | { kind: 'folder' } | undefined;

export interface SiteSource {
  lookup(sitePath: string): Promise<Entry>;
  /** A small text file (`_headers`), or `undefined` when there is none. */
  readText(sitePath: string): Promise<string | undefined>;
  /** The bytes `start` to `end` (inclusive) of a file `lookup` found. */
  open(sitePath: string, range: { start: number; end: number }): Readable;
}

const kindOf = async (file: string): Promise<Entry> => {
  const stats = await stat(file).catch(() => undefined);
  if (stats?.isFile()) return { kind: 'file', size: stats.size };
  return stats?.isDirectory() ? { kind: 'folder' } : undefined;
};

export function diskSource(dir: string): SiteSource {
  const at = (sitePath: string) => path.join(dir, ...sitePath.split('/'));
  return {
    lookup: (sitePath) => kindOf(at(sitePath)),
    readText: (sitePath) => readFile(at(sitePath), 'utf8').catch(() => undefined),
    open: (sitePath, { start, end }) => createReadStream(at(sitePath), { start, end }),
  };
}

/** A site held in memory: file contents, or the path of a file on disk to send (a cached photo). */
export type MemoryFile = Uint8Array | { copyFrom: string };

export function memorySource(files: () => ReadonlyMap<string, MemoryFile>): SiteSource {
  let folders: { of: ReadonlyMap<string, MemoryFile>; names: Set<string> } | undefined;
  const isFolder = (sitePath: string) => {
    const current = files();
    if (folders?.of !== current) {
      const names = new Set(['']);
      for (const file of current.keys()) for (let i = file.indexOf('/'); i > 0; i = file.indexOf('/', i + 1)) names.add(file.slice(0, i));
      folders = { of: current, names };
    }
    return folders.names.has(sitePath);
  };
  return {
    lookup: async (sitePath) => {
      const file = files().get(sitePath);
      if (file instanceof Uint8Array) return { kind: 'file', size: file.byteLength };
      if (file) return kindOf(file.copyFrom);
      return isFolder(sitePath) ? { kind: 'folder' } : undefined;
    },
    readText: async (sitePath) => {
      const file = files().get(sitePath);
      if (file instanceof Uint8Array) return new TextDecoder().decode(file);
      return file ? readFile(file.copyFrom, 'utf8').catch(() => undefined) : undefined;
    },
    open: (sitePath, { start, end }) => {
      const file = files().get(sitePath);
      if (file instanceof Uint8Array) return Readable.from([Buffer.from(file.buffer, file.byteOffset, file.byteLength).subarray(start, end + 1)]);
      if (file) return createReadStream(file.copyFrom, { start, end });
      throw new Error(`no file ${sitePath} in the dev site`);
    },
  };
}

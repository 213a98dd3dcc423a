/**
 * Rendered pages kept between runs, so a build with nothing changed neither loads React nor renders:
 * each page's HTML is stored with a key made of its view (the whole input of `renderView`) and a
 * fingerprint of the renderer (the templates, `render.tsx`, the site texts they import, the
 * React version). A page whose key matches is its stored HTML, byte for byte; anything else is
 * rendered again. One JSON file in the cache folder, rewritten only when a page changed; a
 * missing, damaged or unwritable cache only costs the render.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_FILE = 'pages.json';
const here = path.dirname(fileURLToPath(import.meta.url));
const templatesDir = path.join(here, '..', 'templates');
/** Besides `src/templates/`, the sources whose change changes a page without changing its view. */
const rendererFiles = [path.join(here, '..', 'pages', 'render.tsx'), path.join(here, '..', 'messages', 'site.ts')];

interface Stored {
  renderer: string;
  pages: Record<string, { key: string; html: string }>;
}

export interface PageCache {
  /** The stored HTML of the page at `file` when it was rendered from exactly `view`. */
  get(file: string, view: string): string | undefined;
  set(file: string, view: string, html: string): void;
  /** Writes the cache when a page was set since it was opened (or saved); pages not set or got are dropped. */
  save(): Promise<void>;
}

/** The renderer's fingerprint: its sources' bytes and React's version. */
async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const templates = (await readdir(templatesDir)).filter((name) => /\.tsx?$/.test(name)).sort();
  for (const file of [...templates.map((name) => path.join(templatesDir, name)), ...rendererFiles]) {
    hash
      .update(path.basename(file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  const require = createRequire(import.meta.url);
  hash.update((require('react-dom/package.json') as { version: string }).version);
  return hash.digest('hex');
}

const pageKey = (renderer: string, view: string) => createHash('sha256').update(renderer).update('\0').update(view).digest('hex');

/** Opens the cache in `cacheDir` (created on the first save). */
export async function openPageCache(cacheDir: string): Promise<PageCache> {
  const file = path.join(cacheDir, CACHE_FILE);
  const renderer = await rendererFingerprint();
  let stored: Stored['pages'] = {};
  try {
    const read = JSON.parse(await readFile(file, 'utf8')) as Stored;
    if (read.renderer === renderer && typeof read.pages === 'object' && read.pages !== null) stored = read.pages;
  } catch {}
  const used: Stored['pages'] = {};
  let changed = false;
  return {
    get(page, view) {
      const entry = Object.hasOwn(stored, page) ? stored[page] : undefined;
      if (!entry || typeof entry.html !== 'string' || entry.key !== pageKey(renderer, view)) return undefined;
      used[page] = entry;
      return entry.html;
    },
    set(page, view, html) {
      used[page] = { key: pageKey(renderer, view), html };
      changed = true;
    },
    async save() {
      if (!changed && Object.keys(used).length === Object.keys(stored).length) return;
      try {
        await mkdir(cacheDir, { recursive: true });
        // Renamed into place, not flushed: a cache torn by a power cut is unreadable JSON, i.e. empty.
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, JSON.stringify({ renderer, pages: used } satisfies Stored)).catch(async (error) => {
          await rm(temp, { force: true });
          throw error;
        });
        await rename(temp, file);
        stored = { ...used };
        changed = false;
      } catch {}
    },
  };
}

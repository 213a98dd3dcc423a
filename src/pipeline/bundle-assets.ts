/**
 * What every page carries inline besides its content: the stylesheet and the client script,
 * bundled and minified by esbuild, and the favicon as a `data:` URL.
 *
 * Inline, not files: all three are small (about 1.4, 0.5 and 0.3 KB gzip), and on a phone each
 * linked file costs a request, the first ones a new connection: the stylesheet blocked the first
 * paint for a round trip, and the script and favicon, fetched beside the first photo, held up
 * the moment it counts as shown. The stylesheet and script are the same bytes on every page, so
 * one hash each in the Content-Security-Policy allows them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile } from 'esbuild';
import { type Cache, type CacheFolder, parseJson } from '../cache/store.ts';
import type { ImageSettings, LayoutSettings } from '../config.ts';
import { isRecord } from '../images/cache.ts';
import { placeholderRules } from '../pages/placeholders.ts';
import { sha256 } from '../hash.ts';

const client = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
const STYLESHEET = path.join(client, 'site.css');
const CLIENT_SCRIPT = path.join(client, 'main.ts');
const FAVICON = path.join(client, 'favicon.svg');
/** `npm run dev` only: reloads the page after a rebuild. */
export const DEV_RELOAD_SCRIPT = path.join(client, 'dev-reload.ts');

/** What the stylesheet's layout follows: the layout settings and the shape of each image slot. */
export interface StyleSettings {
  layout: LayoutSettings;
  images: Pick<ImageSettings, 'slots'>;
}

/**
 * The value of each `var(--layout-…)` in `site.css`, from the settings. Widths are in rem (at the
 * browser's default 16 px text, so a reader's larger text widens them alike), as the spec gives
 * them; heights, gaps and padding in px.
 */
export function layoutValues({ layout, images }: StyleSettings): Record<string, string> {
  const rem = (px: number) => `${px / 16}rem`;
  const [cardW, cardH] = images.slots.card.aspect;
  const [detailW, detailH] = images.slots.detail.aspect;
  return {
    'card-width': rem(layout.cardWidth),
    'card-min-width': rem(layout.cardMinWidth),
    // The card's photo box has the card crop's shape at the card's full width.
    'card-height': `${Math.round((layout.cardWidth * cardH) / cardW)}px`,
    'grid-gap': `${layout.gridGap}px`,
    'page-padding': `${layout.pagePadding}px`,
    // Narrower than two cards, the gap between them and the page padding: one column.
    'one-column': rem(2 * layout.cardWidth + layout.gridGap + 2 * layout.pagePadding),
    'detail-width': rem(layout.detailWidth),
    'detail-aspect': `${detailW} / ${detailH}`,
  };
}

/**
 * `site.css` with every `var(--layout-…)` written as its value. Written in rather than declared
 * on `:root`: a media query cannot read a custom property. A name with no value is a mistake in
 * the stylesheet, and stops the build.
 */
export function applyLayout(css: string, settings: StyleSettings): string {
  const values = layoutValues(settings);
  return css.replace(/var\(--layout-([a-z-]+)\)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`site.css uses ${whole}, which layoutValues in src/pipeline/bundle-assets.ts does not define`);
    return value;
  });
}

/**
 * The stylesheet with the layout's numbers and the placeholder rule of each image colour: the
 * placeholders live in the stylesheet because a strict Content-Security-Policy forbids
 * `style=""` attributes. esbuild escapes any `</style` in it, so the text can sit inside
 * `<style>` as it is.
 */
export async function bundleStylesheet(colors: Iterable<string>, settings: StyleSettings, cache?: Cache): Promise<string> {
  const css = applyLayout(await readFile(STYLESHEET, 'utf8'), settings);
  const bytes = await bundle(
    {
      stdin: { contents: `${css}\n${placeholderRules(colors)}`, loader: 'css', resolveDir: client },
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
    },
    cache,
  );
  return new TextDecoder().decode(bytes).trim();
}

/** The client script: one small IIFE, no runtime; esbuild escapes any `</script` in it. */
export async function bundleClientScript(cache?: Cache): Promise<string> {
  return new TextDecoder().decode(await bundleBrowserScript(CLIENT_SCRIPT, cache)).trim();
}

/** Bundles one browser entry point as a minified IIFE (also the dev server's reload script). */
export async function bundleBrowserScript(entry: string, cache?: Cache): Promise<Uint8Array> {
  return bundle({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: ['es2020'], write: false, logLevel: 'silent' }, cache);
}

/** A bundle kept in the cache's `bundles` kind (`<key>.json`): what it was made from, and what esbuild made. */
interface StoredBundle {
  key: string;
  /** The sha256 of every file esbuild read, by absolute path. */
  inputs: Record<string, string>;
  /** The output's bytes, base64. */
  output: string;
}

const PART = 'json';

/**
 * esbuild's output for `options`; with `cache`, the output of an earlier run when esbuild, the
 * options and every file that bundle read (esbuild's own list of its inputs, its metafile) are
 * unchanged, so a build with nothing changed neither loads esbuild nor starts its service.
 */
async function bundle(options: BuildOptions, cache?: Cache): Promise<Uint8Array> {
  const key = sha256(JSON.stringify([createRequire(import.meta.url)('esbuild/package.json').version, options]));
  const bundles = cache?.open('bundles');
  const stored = bundles && (await readStoredBundle(bundles, key));
  if (stored) return stored;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({ ...options, metafile: true });
  const output = result.outputFiles![0]!.contents;
  if (bundles) {
    const entry: StoredBundle = { key, inputs: await recordInputs(result.metafile!, process.cwd()), output: Buffer.from(output).toString('base64') };
    await bundles.put(key, { [PART]: JSON.stringify(entry) });
  }
  return output;
}

async function readStoredBundle(bundles: CacheFolder, key: string): Promise<Uint8Array | undefined> {
  const stored = parseJson(await bundles.get(key, PART));
  if (!isRecord(stored) || stored.key !== key || typeof stored.output !== 'string' || !isRecord(stored.inputs)) return undefined;
  if (!(await inputsUnchanged(stored.inputs))) return undefined;
  return Buffer.from(stored.output, 'base64');
}

/** A file's sha256, or '' when it cannot be read (which no recorded input equals). */
const hashOf = (file: string): Promise<string> => readFile(file).then(sha256, () => '');

/**
 * The sha256 of each file the build read, by its absolute path. esbuild names its inputs from its
 * working folder; its virtual ones (`<stdin>`, already in the key, and `<define:…>`) are not files.
 */
async function recordInputs(metafile: Metafile, workingDir: string): Promise<Record<string, string>> {
  const files = Object.keys(metafile.inputs)
    .filter((name) => !name.startsWith('<'))
    .map((name) => path.resolve(workingDir, name))
    .sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await hashOf(file)] as const)));
}

/** True while every recorded file still has the bytes it had (re-hashing them is enough: the graph cannot change unless a file does). */
async function inputsUnchanged(inputs: Record<string, unknown>): Promise<boolean> {
  const recorded = Object.entries(inputs);
  const now = await Promise.all(recorded.map(([file]) => hashOf(file)));
  return recorded.every(([, hash], i) => typeof hash === 'string' && hash !== '' && hash === now[i]);
}

/**
 * The favicon, drawn here as SVG, as a `data:` URL: only the characters a URL cannot carry as
 * they are get percent-encoded, which keeps it shorter than base64.
 */
export async function faviconDataUrl(): Promise<string> {
  const svg = (await readFile(FAVICON, 'utf8')).trim();
  return `data:image/svg+xml,${svg.replace(/[\s"#%<>]/g, encodeURIComponent)}`;
}

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
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import type { ImageSettings, LayoutSettings } from '../config.ts';
import { placeholderRules } from '../pages/placeholders.ts';
import { sha256 } from '../hash.ts';
import { inputsUnchanged, recordInputs } from './esbuild-inputs.mjs';

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
export async function bundleStylesheet(colors: Iterable<string>, settings: StyleSettings, cacheDir?: string): Promise<string> {
  const css = applyLayout(await readFile(STYLESHEET, 'utf8'), settings);
  const bytes = await bundle(
    {
      stdin: { contents: `${css}\n${placeholderRules(colors)}`, loader: 'css', resolveDir: client },
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
    },
    cacheDir && path.join(cacheDir, 'bundle-stylesheet.json'),
  );
  return new TextDecoder().decode(bytes).trim();
}

/** The client script: one small IIFE, no runtime; esbuild escapes any `</script` in it. */
export async function bundleClientScript(cacheDir?: string): Promise<string> {
  return new TextDecoder().decode(await bundleBrowserScript(CLIENT_SCRIPT, cacheDir && path.join(cacheDir, 'bundle-client.json'))).trim();
}

/** Bundles one browser entry point as a minified IIFE (also the dev server's reload script). */
export async function bundleBrowserScript(entry: string, cacheFile?: string): Promise<Uint8Array> {
  return bundle({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: ['es2020'], write: false, logLevel: 'silent' }, cacheFile);
}

/** What a bundle was made from: esbuild's version and options, and the bytes of every file it read. */
interface StoredBundle {
  key: string;
  inputs: Record<string, string>;
  output: string;
}

/**
 * esbuild's output for `options`; with `cacheFile`, the output of an earlier run when esbuild,
 * the options and every file that bundle read (esbuild's own list of its inputs) are unchanged,
 * so a build with nothing changed neither loads esbuild nor starts its service. A missing or
 * damaged cache file only costs the bundling.
 */
async function bundle(options: BuildOptions, cacheFile?: string): Promise<Uint8Array> {
  const key = sha256(JSON.stringify([createRequire(import.meta.url)('esbuild/package.json').version, options]));
  const stored = cacheFile ? await readStoredBundle(cacheFile, key) : undefined;
  if (stored) return stored;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({ ...options, metafile: true });
  const output = result.outputFiles![0]!.contents;
  if (cacheFile) {
    try {
      // `<stdin>` is not a file, and is already in the key.
      const inputs = await recordInputs(result.metafile!, process.cwd());
      await mkdir(path.dirname(cacheFile), { recursive: true });
      const temp = `${cacheFile}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify({ key, inputs, output: Buffer.from(output).toString('base64') } satisfies StoredBundle));
      await rename(temp, cacheFile).catch(async (error) => {
        await rm(temp, { force: true });
        throw error;
      });
    } catch {}
  }
  return output;
}

async function readStoredBundle(cacheFile: string, key: string): Promise<Uint8Array | undefined> {
  try {
    const stored = JSON.parse(await readFile(cacheFile, 'utf8')) as StoredBundle;
    if (stored.key !== key || !(await inputsUnchanged(stored.inputs))) return undefined;
    return Buffer.from(stored.output, 'base64');
  } catch {
    return undefined;
  }
}

/**
 * The favicon, drawn here as SVG, as a `data:` URL: only the characters a URL cannot carry as
 * they are get percent-encoded, which keeps it shorter than base64.
 */
export async function faviconDataUrl(): Promise<string> {
  const svg = (await readFile(FAVICON, 'utf8')).trim();
  return `data:image/svg+xml,${svg.replace(/[\s"#%<>]/g, encodeURIComponent)}`;
}

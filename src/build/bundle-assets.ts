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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { placeholderRules } from '../pages/placeholders.ts';

const client = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
const STYLESHEET = path.join(client, 'site.css');
const CLIENT_SCRIPT = path.join(client, 'main.ts');
const FAVICON = path.join(client, 'favicon.svg');
/** `npm run dev` only: reloads the page after a rebuild. */
export const DEV_RELOAD_SCRIPT = path.join(client, 'dev-reload.ts');

/**
 * The stylesheet with the placeholder rule of each image colour: the placeholders live in the
 * stylesheet because a strict Content-Security-Policy forbids `style=""` attributes. esbuild
 * escapes any `</style` in it, so the text can sit inside `<style>` as it is.
 */
export async function bundleStylesheet(colors: Iterable<string>): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: `@import ${JSON.stringify(STYLESHEET)};\n${placeholderRules(colors)}`, loader: 'css', resolveDir: client },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}

/** The client script: one small IIFE, no runtime; esbuild escapes any `</script` in it. */
export async function bundleClientScript(): Promise<string> {
  return new TextDecoder().decode(await bundleBrowserScript(CLIENT_SCRIPT)).trim();
}

/** Bundles one browser entry point as a minified IIFE (also the dev server's reload script). */
export async function bundleBrowserScript(entry: string): Promise<Uint8Array> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

/**
 * The favicon, drawn here as SVG, as a `data:` URL: only the characters a URL cannot carry as
 * they are get percent-encoded, which keeps it shorter than base64.
 */
export async function faviconDataUrl(): Promise<string> {
  const svg = (await readFile(FAVICON, 'utf8')).trim();
  return `data:image/svg+xml,${svg.replace(/[\s"#%<>]/g, encodeURIComponent)}`;
}

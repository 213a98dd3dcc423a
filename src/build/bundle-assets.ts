/**
 * The stylesheet, the client script and the favicon, bundled and minified by esbuild and named by
 * a hash of their bytes, so they can be cached forever and a change gets a new URL.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { sha256 } from '../hash.ts';
import { placeholderRules } from '../pages/placeholders.ts';
import { assetPath } from '../pages/routes.ts';

const client = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
const STYLESHEET = path.join(client, 'site.css');
const CLIENT_SCRIPT = path.join(client, 'main.ts');
const FAVICON = path.join(client, 'favicon.svg');
/** `npm run dev` only: reloads the page after a rebuild. */
export const DEV_RELOAD_SCRIPT = path.join(client, 'dev-reload.ts');

export interface BuiltAsset {
  /** Path inside the output folder, e.g. `assets/site-1a2b3c4d.css`. */
  file: string;
  contents: Uint8Array;
}

const hashed = (stem: string, ext: string, contents: Uint8Array): BuiltAsset => ({
  file: assetPath(`${stem}-${sha256(contents).slice(0, 10)}.${ext}`),
  contents,
});

/**
 * Builds the stylesheet with one rule per image colour: the placeholders live in the stylesheet
 * because a strict Content-Security-Policy forbids `style=""` attributes.
 */
export async function bundleStylesheet(colors: Iterable<string>): Promise<BuiltAsset> {
  const result = await esbuild.build({
    stdin: { contents: `@import ${JSON.stringify(STYLESHEET)};\n${placeholderRules(colors)}`, loader: 'css', resolveDir: client },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return hashed('site', 'css', result.outputFiles[0]!.contents);
}

/** Bundles the client script for the browser: one small IIFE, no runtime, no source map. */
export async function bundleClientScript(): Promise<BuiltAsset> {
  return hashed('kuvat', 'js', await bundleBrowserScript(CLIENT_SCRIPT));
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

/** The favicon, drawn here as SVG, under a hashed name like the other assets. */
export async function loadFavicon(): Promise<BuiltAsset> {
  return hashed('favicon', 'svg', await readFile(FAVICON));
}

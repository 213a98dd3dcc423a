/**
 * The stylesheet and the client script, bundled and minified by esbuild and named by a hash of
 * their bytes, so they can be cached forever and a change gets a new URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { sha256 } from './image-cache.ts';
import { colorClass } from './render.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
export const STYLESHEET = path.join(here, 'styles', 'site.css');
export const CLIENT_SCRIPT = path.join(here, 'client', 'main.ts');
export const FAVICON = path.join(here, 'static', 'favicon.svg');

export interface BuiltAsset {
  /** Path inside the output folder, e.g. `assets/site-1a2b3c4d.css`. */
  file: string;
  contents: Uint8Array;
}

const hashed = (stem: string, ext: string, contents: Uint8Array): BuiltAsset => ({
  file: `assets/${stem}-${sha256(Buffer.from(contents)).slice(0, 10)}.${ext}`,
  contents,
});

/**
 * Builds the stylesheet with one rule per image colour: the placeholders live in the stylesheet
 * because a strict Content-Security-Policy forbids `style=""` attributes.
 */
export async function bundleStylesheet(colors: Iterable<string>): Promise<BuiltAsset> {
  const placeholders = [...new Set(colors)]
    .sort()
    .map((color) => `.${colorClass(color)}{background-color:${color}}`)
    .join('\n');
  const result = await esbuild.build({
    stdin: { contents: `@import ${JSON.stringify(STYLESHEET)};\n${placeholders}`, loader: 'css', resolveDir: here },
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

/** Bundles one browser entry point as a minified IIFE (also used for the dev server's reload script). */
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

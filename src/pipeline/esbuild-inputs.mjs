// @ts-check
/**
 * Whether an esbuild bundle is still what esbuild would make: the sha256 of every file a build read
 * (esbuild's own list, its metafile), checked again before the kept output is reused. Used by the
 * page assets' bundles (`bundle-assets.ts`) and by the commands' bundle (`scripts/lib/command-bundle.mjs`).
 * Plain JavaScript because the commands' launcher imports it before any TypeScript can run.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {string | Uint8Array} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The sha256 of each file the build read, by its absolute path. esbuild names its inputs from its
 * working folder (`workingDir`); its virtual ones (`<stdin>`, `<define:…>`) are not files.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} workingDir
 * @returns {Promise<Record<string, string>>}
 */
export async function recordInputs(metafile, workingDir) {
  const files = Object.keys(metafile.inputs)
    .filter((name) => !name.startsWith('<'))
    .map((name) => path.resolve(workingDir, name))
    .sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, sha256(await readFile(file))])));
}

/**
 * True while every recorded file still has the bytes it had; false as soon as one differs or
 * cannot be read.
 * @param {Record<string, string>} inputs
 */
export async function inputsUnchanged(inputs) {
  const hashes = await Promise.all(Object.keys(inputs).map((file) => readFile(file).then(sha256, () => '')));
  return Object.values(inputs).every((hash, i) => hash === hashes[i]);
}

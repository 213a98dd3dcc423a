/**
 * Temp copies of the project for `npm run uusi` tests: they write into src/data and assets/, so they
 * never run on the real ones.
 */
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveSettings, type Settings } from '../../src/config.ts';

export interface ProjectCopy {
  root: string;
  settings: Settings;
  /** A folder outside the project, where the student's photos come from. */
  photosDir: string;
  cleanup(): Promise<void>;
}

/**
 * `src/data` copied into a temp project with an empty `assets/` (enough for the author stage), or
 * with `whole`, everything `npm run uusi` and a build need: package.json, scripts, src, the sample's
 * assets, and a link to the installed node_modules.
 */
export async function copyProject(options: { whole?: boolean } = {}): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-uusi-'));
  const root = path.join(dir, 'projekti');
  const photosDir = path.join(dir, 'Kuvat');
  await mkdir(photosDir, { recursive: true });
  if (options.whole) {
    for (const entry of ['package.json', 'tsconfig.json', 'scripts', 'src', 'assets']) await cp(entry, path.join(root, entry), { recursive: true });
    await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  } else {
    await cp(path.join('src', 'data'), path.join(root, 'src', 'data'), { recursive: true });
    await mkdir(path.join(root, 'assets'), { recursive: true });
  }
  return {
    root,
    settings: resolveSettings({}, {}, { assetsDir: path.join(root, 'assets') }),
    photosDir,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Temp copies of the project for `npm run aloita` and `npm run uusi` tests: they write into
 * src/data and assets/, so they never run on the real ones. The content is always the frozen
 * sample (`test/fixtures/sample`), whatever the student has done to their own.
 */
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveSettings, type Settings } from '../../src/config.ts';
import { SAMPLE_ASSETS_DIR, SAMPLE_DATA_DIR } from './sample.ts';

export interface ProjectCopy {
  root: string;
  settings: Settings;
  /** A folder outside the project, where the student's photos come from. */
  photosDir: string;
  cleanup(): Promise<void>;
}

/**
 * The sample's `src/data` copied into a temp project with an empty `assets/` (enough for the author
 * stage), or with `whole`, everything `npm run uusi` and a build need: package.json, scripts, the
 * code in src (with the sample's `src/data`, not the student's), the sample's assets, and a link to
 * the installed node_modules.
 */
export async function copyProject(options: { whole?: boolean } = {}): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-uusi-'));
  const root = path.join(dir, 'projekti');
  const photosDir = path.join(dir, 'Kuvat');
  await mkdir(photosDir, { recursive: true });
  if (options.whole) {
    for (const entry of ['package.json', 'tsconfig.json', 'scripts']) await cp(entry, path.join(root, entry), { recursive: true });
    // The code, not the student's content: src/data/ holds content only (the types are src/model/).
    const content = [path.resolve('src', 'data', 'lajit'), path.resolve('src', 'data', 'kokoelma.md')];
    await cp('src', path.join(root, 'src'), { recursive: true, filter: (from) => !content.includes(path.resolve(from)) });
    await cp(SAMPLE_ASSETS_DIR, path.join(root, 'assets'), { recursive: true });
    await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  } else {
    await mkdir(path.join(root, 'assets'), { recursive: true });
  }
  await cp(SAMPLE_DATA_DIR, path.join(root, 'src', 'data'), { recursive: true });
  return {
    root,
    settings: resolveSettings({}, {}, { assetsDir: path.join(root, 'assets') }),
    photosDir,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

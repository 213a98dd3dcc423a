/**
 * One student's repository checked as its build checks it, encoding nothing: the site core's
 * `check` (content, names, photo privacy, faces). `npm run luokka` runs this for every repository
 * it finds and hands the results to `src/teacher/`, which formats them.
 */
import path from 'node:path';
import { resolveSettings } from '../config.ts';
import { readContent } from '../content/read-content.ts';
import type { FaceDetector } from '../privacy/faces/detect-faces.ts';
import { createSiteCore, type SiteCheck } from './site-core.ts';

/** What a test changes: where the face results are cached, and the detector. */
export interface RepositoryCheckOptions {
  cacheDir?: string;
  detectFaces?: FaceDetector;
}

/**
 * The check of the repository at `repo` on `today`. The content's paths are from the repository
 * (`src/data/lajit/…`), so a message that names a species file names it as the pupil and the
 * teacher find it, wherever the repository lies; the photos' paths are absolute. Face results are
 * cached in the working folder's cache, shared by every repository.
 */
export function checkRepository(repo: string, today: Date, options: RepositoryCheckOptions = {}): Promise<SiteCheck> {
  const root = path.resolve(repo);
  const settings = resolveSettings(
    {},
    {},
    { assetsDir: path.join(root, 'assets'), dataDir: path.join(root, 'src', 'data'), ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}) },
  );
  const core = createSiteCore(settings, {
    loadContent: () => readContent(settings.dataDir, root),
    today,
    ...(options.detectFaces ? { detectFaces: options.detectFaces } : {}),
  });
  return core.check();
}

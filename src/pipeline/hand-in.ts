/**
 * `npm run palautus -- --nimi "Eetu Virtanen"`: the hand-in copy. The live site keeps changing
 * after the deadline and carries only a first name; the teacher needs the full name and the
 * version. So this is the booklet (`src/booklet/`, through its public entry `makeBooklet`) of the
 * collection as committed, with the full name, the date and the commit on its cover and in every
 * page's footer, written to `palautus/` (in .gitignore).
 *
 * The full name goes only into memory and that one PDF: the content is parsed as the build
 * parses it, and the in-memory settings get the full name in place of the first name (the
 * booklet has no option for an author line of its own). Nothing is written under `src/` or
 * `dist/`, and no temp folder is needed: the booklet comes back as bytes.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeBooklet } from '../booklet/make-booklet.ts';
import { openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import type { Content } from '../content/model.ts';
import { imageProblems, parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import { slugify } from '../content/slug.ts';
import { processImages } from '../images/pipeline.ts';
import { UNKNOWN } from '../messages/class-report.ts';
import { handInMessages as say } from '../messages/hand-in.ts';
import { StudentError } from '../messages/student-error.ts';
import { imageRequests } from './site-core.ts';
import { checkPhotos } from '../privacy/check-photos.ts';

/** Where hand-in copies go; ignored by git (.gitignore), never part of the site. */
export const HAND_IN_DIR = 'palautus';

/** The name as given, checked: a first name and a surname, letters only. */
export function checkFullName(name: string | undefined): string {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (trimmed === '') throw new StudentError(say.noName, [], 'handin.noName');
  if (!/^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*)+$/u.test(trimmed)) {
    throw new StudentError(/\s/.test(trimmed) ? say.badCharacters(trimmed) : say.notFullName(trimmed), [], 'handin.name');
  }
  return trimmed;
}

/** `eetu-virtanen-2026-11-26.pdf`. */
export function handInFileName(fullName: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slugify(fullName, 'palautus')}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.pdf`;
}

/** The content as the hand-in's cover shows it: the full name, and the date and version after the class. */
export function handInContent(content: Content, fullName: string, date: string, commit: string): Content {
  return { ...content, site: { ...content.site, authorFirstName: fullName, className: `${content.site.className}. ${say.stamp(date, commit)}` } };
}

/** `git rev-parse --short HEAD` in `cwd`, "ei tiedossa" outside a repository. */
export async function shortCommit(cwd = process.cwd()): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', '--short', 'HEAD'], { cwd, timeout: 10_000 });
    return stdout.trim() || UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

export interface HandIn {
  file: string;
  pages: number;
}

/** Makes the hand-in PDF into `palautus/`; a `StudentError` for content mistakes or a missing browser. */
export async function makeHandIn(fullNameGiven: string | undefined, settings: Settings, today = new Date(), root = process.cwd()): Promise<HandIn> {
  const fullName = checkFullName(fullNameGiven);
  const parsed = parseContent(await readContent(settings.dataDir, root), settings.images.sourceExtensions, { today });
  // The build's photo checks: the copy is made of a collection that would build.
  const photos = await checkPhotos(parsed.images, settings, parsed.content?.site.showLocations === true);
  const problems = [...parsed.problems, ...photos.errors];
  if (problems.length > 0 || !parsed.content) throw new StudentError(say.heading, problems, 'handin.contentInvalid');
  const cache = openCache(settings.cacheDir);
  const images = await processImages(imageRequests(parsed.images), { assetsDir: settings.assetsDir, cache, settings: settings.images });
  const failed = imageProblems(parsed.images, images.failures);
  if (failed.length > 0) throw new StudentError(say.heading, failed, 'handin.contentInvalid');
  const date = `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`;
  const content = handInContent(parsed.content, fullName, date, await shortCommit(root));
  const booklet = await makeBooklet({ content, images: images.images, files: images.files, cache });
  const file = path.join(HAND_IN_DIR, handInFileName(fullName, today));
  await mkdir(path.resolve(root, HAND_IN_DIR), { recursive: true });
  await writeFile(path.resolve(root, file), booklet.pdf);
  // Like a build, the copy used every entry its collection needs: the rest goes.
  await cache.prune();
  return { file: file.split(path.sep).join('/'), pages: booklet.pages };
}

/**
 * `npm run palautus -- --nimi "Eetu Virtanen"`: the hand-in copy. The live site keeps changing
 * after the deadline; the teacher needs the version handed in. So this is the booklet
 * (`src/booklet/`, through its public entry `makeBooklet`) of the collection as committed, with
 * the name, the date and the commit on its cover and in every page's footer, written to
 * `palautus/` (in .gitignore). The name is the full name given, or without `--nimi` the first name
 * the site already shows (the copy a public repository's workflow makes, since others can read its
 * runs and files; the school's platform, where it is handed in, knows the full name).
 *
 * The collection goes through the site core as a build's does (`update`: content, names, photo
 * privacy, faces, the photos processed), then the booklet is printed from the core's state with
 * the cover's facts in the content, as `build-site.ts` prints the site's booklet. The full name
 * goes only into memory and that one PDF (the booklet has no option for an author line of its
 * own). Nothing is written under `src/` or `dist/`, and no temp folder is needed: the booklet
 * comes back as bytes.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeBooklet } from '../booklet/make-booklet.ts';
import { openCache } from '../cache/store.ts';
import type { Settings } from '../config.ts';
import type { Content } from '../content/model.ts';
import { readContent } from '../content/read-content.ts';
import { slugify } from '../content/slug.ts';
import { UNKNOWN } from '../messages/class-report.ts';
import { handInMessages as say } from '../messages/hand-in.ts';
import { problem } from '../messages/problems.ts';
import { type Problem, StudentError } from '../messages/student-error.ts';
import { type CodePattern, matchesCode } from '../messages/warnings.ts';
import type { FaceDetector } from '../privacy/faces/detect-faces.ts';
import { createSiteCore, EVERYTHING } from './site-core.ts';

/** Where hand-in copies go; ignored by git (.gitignore), never part of the site. */
export const HAND_IN_DIR = 'palautus';

/** The name as given, checked: a first name and a surname, letters only. */
export function checkFullName(name: string | undefined): string {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (trimmed === '') throw new StudentError(problem('handin.noName'));
  if (!/^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*)+$/u.test(trimmed)) {
    throw new StudentError(problem('handin.name', /\s/.test(trimmed) ? 'badCharacters' : 'notFullName', trimmed));
  }
  return trimmed;
}

/** `eetu-virtanen-2026-11-26.pdf` from the full name, `aino-8b-2026-11-26.pdf` from a first name and class. */
export function handInFileName(label: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slugify(label, 'palautus')}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.pdf`;
}

/**
 * Who the copy names on its cover (`name`) and in its file name (`label`): the full name given,
 * or, with none, the first name the site shows and the class, both from `kokoelma.md`.
 */
export function handInAuthor(site: Content['site'], fullName: string | undefined): { name: string; label: string } {
  return fullName === undefined ? { name: site.authorFirstName, label: `${site.authorFirstName} ${site.className}` } : { name: fullName, label: fullName };
}

/** The content as the hand-in's cover shows it: the name, and the date and version after the class. */
export function handInContent(content: Content, name: string, date: string, commit: string): Content {
  return { ...content, site: { ...content.site, authorFirstName: name, className: `${content.site.className}. ${say.stamp(date, commit)}` } };
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

/** The warnings the command prints: faces in photos and names the table questions, the checks a hand-in copy shares with the build. */
export const HAND_IN_WARNINGS: readonly CodePattern[] = ['image.face', 'content.name.'];

export interface HandIn {
  file: string;
  pages: number;
  /** No full name was given: the copy names the student by the first name only. */
  firstNameOnly: boolean;
  /** The collection's warnings of `HAND_IN_WARNINGS`: the copy is made, but the student should look. */
  warnings: Problem[];
}

export interface HandInOptions {
  today?: Date;
  /** The project folder: the content, git and `palautus/` are found from it. */
  root?: string;
  /** Replaces the face detector (tests). */
  detectFaces?: FaceDetector;
}

/**
 * Makes the hand-in PDF into `palautus/`, with the full name given or, with `undefined`, the first
 * name; a `StudentError` for a name that is not a full one, content mistakes or a missing browser.
 */
export async function makeHandIn(fullNameGiven: string | undefined, settings: Settings, options: HandInOptions = {}): Promise<HandIn> {
  const { today = new Date(), root = process.cwd() } = options;
  // Checked before any work is done.
  const fullName = fullNameGiven === undefined ? undefined : checkFullName(fullNameGiven);
  const cache = openCache(settings.cacheDir);
  const core = createSiteCore(settings, {
    cache,
    loadContent: () => readContent(settings.dataDir, root),
    today,
    ...(options.detectFaces ? { detectFaces: options.detectFaces } : {}),
  });
  // The copy is made of a collection that would build: the build's checks, with the hand-in's own heading.
  const site = await core.update(EVERYTHING).catch(asHandInMistake);
  const date = `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`;
  const author = handInAuthor(site.content.site, fullName);
  const content = handInContent(site.content, author.name, date, await shortCommit(root));
  const booklet = await makeBooklet({ content, images: site.images, files: site.imageFiles, cache });
  const file = path.join(HAND_IN_DIR, handInFileName(author.label, today));
  await mkdir(path.resolve(root, HAND_IN_DIR), { recursive: true });
  await writeFile(path.resolve(root, file), booklet.pdf);
  // Like a build, the copy used every entry its collection needs: the rest goes.
  await cache.prune();
  return {
    file: file.split(path.sep).join('/'),
    pages: booklet.pages,
    firstNameOnly: fullName === undefined,
    warnings: site.warnings.filter((warning) => matchesCode(warning.code, HAND_IN_WARNINGS)),
  };
}

/** The core's content mistakes under the hand-in's heading (nothing was made); anything else as it is. */
function asHandInMistake(error: unknown): never {
  if (error instanceof StudentError && error.code === 'content.invalid') throw new StudentError(problem('handin.contentInvalid'), error.problems);
  throw error;
}

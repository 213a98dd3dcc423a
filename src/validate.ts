/**
 * Content validation: every rule the spec sets on `src/data`, checked before anything is written.
 * Pure: it never touches the disk (image files are checked by the image pipeline, which has to
 * read them anyway). Every problem is collected, so the student fixes them all in one round.
 */
import path from 'node:path';
import type { Content } from './content.ts';
import { speciesId, unsafeIdReason } from './species-id.ts';

/** One thing wrong with the content: where (species and field) and what. */
export interface Problem {
  /** The species title, or a description of the entry when it has no usable title. */
  where: string;
  /** Field path inside the entry, e.g. `infoCard.kuvausaika` or `images[1]`. */
  field: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.where} → ${p.field}: ${p.message}`;
}

/** Thrown when the content cannot be published; its message lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `The content has ${count}; nothing was written and the previous site is unchanged.\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value));

const DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Parses a `d.m.yyyy` date; `undefined` unless it names a real calendar day. */
export function parseFinnishDate(text: string): { day: number; month: number; year: number } | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1800 ? { day, month, year } : undefined;
}

/**
 * Why an image path cannot be used, or `undefined`. Paths are relative to the assets folder and
 * must stay inside it: the build publishes nothing from anywhere else.
 */
export function imagePathProblem(imagePath: string, extensions: readonly string[]): string | undefined {
  if (imagePath.trim() === '') return 'is empty';
  if (imagePath.includes('\\')) return `${show(imagePath)} uses a backslash; write paths with "/" (e.g. "kasvit/haapa-1.jpg")`;
  if (path.posix.isAbsolute(imagePath) || /^[a-z]:/i.test(imagePath)) {
    return `${show(imagePath)} is an absolute path; write it relative to the assets folder`;
  }
  const normalised = path.posix.normalize(imagePath);
  if (normalised === '..' || normalised.startsWith('../')) {
    return `${show(imagePath)} points outside the assets folder; move the file into assets/`;
  }
  const ext = path.posix.extname(imagePath).toLowerCase();
  if (!extensions.includes(ext)) {
    const heic = ext === '.heic' || ext === '.heif';
    return (
      `${show(imagePath)} is not a supported image type (${extensions.join(', ')})` +
      (heic ? '; convert HEIC photos to JPEG first (on an iPhone: Settings → Camera → Formats → Most Compatible)' : '')
    );
  }
  return undefined;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks all content against the spec's rules; returns every problem found (empty = publishable). */
export function validateContent(content: Content, imageExtensions: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const site = content.site as unknown;
  if (!isRecord(site)) {
    problems.push({ where: 'site settings', field: '(all)', message: 'is missing; export `site` from src/data/site.ts' });
  } else {
    for (const field of ['title', 'authorFirstName', 'className'] as const) {
      if (!isString(site[field]) || site[field].trim() === '') {
        problems.push({ where: 'site settings', field, message: `must be a non-empty text, received ${show(site[field])}` });
      }
    }
  }

  const list = content.species as unknown;
  if (!Array.isArray(list)) {
    problems.push({ where: 'species list', field: '(all)', message: `must be an array, received ${show(list)}` });
    return problems;
  }

  const seenIds = new Map<string, string>();
  list.forEach((entry: unknown, index) => {
    const title = isRecord(entry) && isString(entry.title) && entry.title.trim() !== '' ? entry.title : undefined;
    const where = entryLabel(entry, index);
    const add = (field: string, message: string) => problems.push({ where, field, message });

    if (!isRecord(entry)) {
      add('(entry)', `must be an object, received ${show(entry)}`);
      return;
    }
    if (title === undefined) {
      add('title', `must be a non-empty text, received ${show(entry.title)}`);
    } else {
      const id = speciesId(title);
      const unsafe = unsafeIdReason(id);
      if (unsafe) add('title', `gives the id ${show(id)}, which cannot be a page address: ${unsafe}; change the title`);
      const clash = seenIds.get(id);
      if (clash !== undefined) {
        add('title', `gives the id ${show(id)}, the same as species "${clash}"; two species cannot share a page (ids ignore ä and ö)`);
      } else {
        seenIds.set(id, title);
      }
    }
    if ('id' in entry) add('id', 'must not be written by hand: it is derived from the title');

    if (entry.officName !== undefined && (!isString(entry.officName) || entry.officName.trim() === '')) {
      add('officName', `must be a non-empty text or left out, received ${show(entry.officName)}`);
    }

    if (!Array.isArray(entry.images)) {
      add('images', `must be a list of file names (use [] for none), received ${show(entry.images)}`);
    } else {
      entry.images.forEach((image: unknown, i) => {
        if (!isString(image)) return add(`images[${i}]`, `must be a file name, received ${show(image)}`);
        const problem = imagePathProblem(image, imageExtensions);
        if (problem) add(`images[${i}]`, problem);
      });
    }

    if (!Array.isArray(entry.contentArr)) {
      add('contentArr', `must be a list of paragraphs (use [] for none), received ${show(entry.contentArr)}`);
    } else {
      entry.contentArr.forEach((paragraph: unknown, i) => {
        if (!isString(paragraph) || paragraph.trim() === '') add(`contentArr[${i}]`, `must be a non-empty text, received ${show(paragraph)}`);
      });
    }

    if (entry.infoCard !== undefined) {
      if (!isRecord(entry.infoCard)) {
        add('infoCard', `must be an object or left out, received ${show(entry.infoCard)}`);
      } else {
        const { kuvausaika, kuvauspaikka } = entry.infoCard;
        if (kuvausaika !== undefined && !(isString(kuvausaika) && parseFinnishDate(kuvausaika))) {
          add('infoCard.kuvausaika', `${show(kuvausaika)} is not a real date (expected d.m.yyyy, e.g. "7.6.2022")`);
        }
        if (kuvauspaikka !== undefined && (!isString(kuvauspaikka) || kuvauspaikka.trim() === '')) {
          add('infoCard.kuvauspaikka', `must be a non-empty text or left out, received ${show(kuvauspaikka)}`);
        }
      }
    }

    if (entry.kasvupaikka !== undefined && (!isString(entry.kasvupaikka) || entry.kasvupaikka.trim() === '')) {
      add('kasvupaikka', `must be a non-empty text or left out, received ${show(entry.kasvupaikka)}`);
    }

    if (entry.lahteet !== undefined) {
      if (!Array.isArray(entry.lahteet)) {
        add('lahteet', `must be a list of { url, kohde } or left out, received ${show(entry.lahteet)}`);
      } else {
        entry.lahteet.forEach((source: unknown, i) => {
          if (!isRecord(source)) return add(`lahteet[${i}]`, `must be { url, kohde }, received ${show(source)}`);
          if (!isString(source.url) || !isHttpUrl(source.url)) {
            add(`lahteet[${i}].url`, `${show(source.url)} is not an http(s) address (expected e.g. "https://fi.wikipedia.org/wiki/Haapa")`);
          }
          if (!isString(source.kohde) || source.kohde.trim() === '') {
            add(`lahteet[${i}].kohde`, `must be the source's name, received ${show(source.kohde)}`);
          }
        });
      }
    }
  });
  return problems;
}

/** How messages name an entry: by its title, or by its position when it has none. */
export function entryLabel(entry: unknown, index: number): string {
  return isRecord(entry) && isString(entry.title) && entry.title.trim() !== '' ? `species "${entry.title}"` : `species #${index + 1}`;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

import path from 'node:path';
import type { Focus, SpeciesImage } from '../model/types.ts';
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';
import type { AddProblem } from './check-fields.ts';
import type { Value } from './front-matter.ts';
import { IMAGE_KEYS, knownKey, nearestKey } from './known-fields.ts';
import { readYesNo } from './yes-no.ts';

/**
 * Why an image path cannot be used (Finnish), or `undefined`. Paths are relative to the assets
 * folder and must stay inside it: the build publishes nothing from anywhere else.
 */
export function imagePathProblem(imagePath: string, extensions: readonly string[]): Finding | undefined {
  if (imagePath.trim() === '') return problem('content.image.empty');
  // A web address: the build publishes only photos on this machine (and `https://` would read as a path).
  if (/^(https?:\/*|www\.)/i.test(imagePath)) return problem('content.image.webAddress');
  const inAssets = /^(?:\.\/)?assets\/(.+)$/i.exec(imagePath);
  if (inAssets) return problem('content.image.assetsPrefix', imagePath, inAssets[1]!);
  if (imagePath.includes('\\')) return problem('content.image.backslash', imagePath);
  if (path.posix.isAbsolute(imagePath) || /^[a-z]:/i.test(imagePath)) return problem('content.image.absolute', imagePath);
  const normalised = path.posix.normalize(imagePath);
  if (normalised === '..' || normalised.startsWith('../')) return problem('content.image.outside', imagePath);
  const ext = path.posix.extname(imagePath).toLowerCase();
  if (!extensions.includes(ext)) return problem('content.image.type', imagePath, extensions);
  return undefined;
}

/** `50% 20%` (or `50 20`): horizontal, then vertical, each 0–100. */
export function parseFocus(text: string): Focus | undefined {
  const match = /^(\d{1,3}(?:[.,]\d+)?)\s*%?\s+(\d{1,3}(?:[.,]\d+)?)\s*%?$/.exec(text.trim());
  if (!match) return undefined;
  const [x, y] = [Number(match[1]!.replace(',', '.')), Number(match[2]!.replace(',', '.'))];
  return x <= 100 && y <= 100 ? { x, y } : undefined;
}

/**
 * The `kuvat` list's items, each a path or `{ tiedosto, kohde, lupa }`: the photos with their lines, or
 * `undefined` when any is wrong. Paths are normalised (`./t/x.jpg` and `t//x.jpg` are `t/x.jpg`),
 * so one file written two ways is one source, processed once.
 */
export function checkImages(items: readonly Value[], extensions: readonly string[], add: AddProblem): (SpeciesImage & { line: number })[] | undefined {
  const images: (SpeciesImage & { line: number })[] = [];
  let ok = true;
  const fail = (line: number, finding: Finding) => {
    add(line, 'kuvat', finding);
    ok = false;
  };
  for (const item of items) {
    let file: string | undefined;
    let focus: Focus | undefined;
    let permission = false;
    if (item.kind === 'text') {
      file = item.text;
    } else if (item.kind === 'map') {
      for (const entry of item.entries) {
        const key = knownKey(entry.key, IMAGE_KEYS);
        const text = entry.value.kind === 'text' ? entry.value.text : undefined;
        if (key === 'tiedosto' && text !== undefined) file = text;
        else if (key === 'kohde' && text !== undefined) {
          focus = parseFocus(text);
          if (!focus && text !== '') fail(entry.line, problem('content.image.focus', text));
        } else if (key === 'lupa') {
          // `lupa: kyllä`: the people in the photo (a guardian, under 15) allowed publishing it; silences the face warning.
          const yes = readYesNo(entry, add);
          if (yes === false) ok = false;
          else permission = yes?.value === true;
        } else if (key === undefined) fail(entry.line, problem('content.key.unknown', entry.key, nearestKey(entry.key, IMAGE_KEYS), IMAGE_KEYS));
        else fail(entry.line, problem('content.image.itemKeys'));
      }
      if (file === undefined) {
        fail(item.line, problem('content.image.noFile'));
        continue;
      }
    } else {
      fail(item.line, problem('content.image.itemKeys'));
      continue;
    }
    const badPath = imagePathProblem(file, extensions);
    if (badPath) fail(item.line, badPath);
    else images.push({ source: path.posix.normalize(file), ...(focus ? { focus } : {}), ...(permission ? { permission } : {}), line: item.line });
  }
  return ok ? images : undefined;
}

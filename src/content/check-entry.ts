import type { InfoCard } from '../data/types.ts';
import { isRecord, isString, isText } from './check-fields.ts';
import { parseFinnishDate } from './finnish-date.ts';
import { type AddProblem, show } from './problems.ts';
import { speciesId, unsafeIdReason } from './species-id.ts';

/**
 * The title and the id derived from it, or `undefined`. `seenIds` maps each id taken so far to
 * its title, so two species that would share a page are both named.
 */
export function checkTitle(title: unknown, seenIds: Map<string, string>, add: AddProblem): { title: string; id: string } | undefined {
  if (!isText(title)) {
    add('title', `must be a non-empty text, received ${show(title)}`);
    return undefined;
  }
  const id = speciesId(title);
  const unsafe = unsafeIdReason(id);
  if (unsafe) {
    add('title', `gives the id ${show(id)}, which cannot be a page address: ${unsafe}; change the title`);
    return undefined;
  }
  const clash = seenIds.get(id);
  if (clash !== undefined) {
    add('title', `gives the id ${show(id)}, the same as species "${clash}"; two species cannot share a page (ids ignore ä and ö)`);
    return undefined;
  }
  seenIds.set(id, title);
  return { title, id };
}

/** An optional text field: absent is fine, present must be a non-empty text. `false` when wrong. */
export function checkOptionalText(value: unknown, field: string, add: AddProblem): string | undefined | false {
  if (value === undefined) return undefined;
  if (isText(value)) return value;
  add(field, `must be a non-empty text or left out, received ${show(value)}`);
  return false;
}

/** `contentArr`: the description paragraphs, each a non-empty text. */
export function checkParagraphs(paragraphs: unknown, add: AddProblem): string[] | undefined {
  if (!Array.isArray(paragraphs)) {
    add('contentArr', `must be a list of paragraphs (use [] for none), received ${show(paragraphs)}`);
    return undefined;
  }
  let ok = true;
  paragraphs.forEach((paragraph: unknown, i) => {
    if (!isText(paragraph)) {
      add(`contentArr[${i}]`, `must be a non-empty text, received ${show(paragraph)}`);
      ok = false;
    }
  });
  return ok ? (paragraphs as string[]) : undefined;
}

/** `infoCard`: a real `d.m.yyyy` date and a place, both optional. `false` when wrong. */
export function checkInfoCard(infoCard: unknown, add: AddProblem): InfoCard | undefined | false {
  if (infoCard === undefined) return undefined;
  if (!isRecord(infoCard)) {
    add('infoCard', `must be an object or left out, received ${show(infoCard)}`);
    return false;
  }
  const { kuvausaika } = infoCard;
  let dateOk = true;
  if (kuvausaika !== undefined && !(isString(kuvausaika) && parseFinnishDate(kuvausaika))) {
    add('infoCard.kuvausaika', `${show(kuvausaika)} is not a real date (expected d.m.yyyy, e.g. "7.6.2022")`);
    dateOk = false;
  }
  const kuvauspaikka = checkOptionalText(infoCard.kuvauspaikka, 'infoCard.kuvauspaikka', add);
  if (!dateOk || kuvauspaikka === false) return false;
  return {
    ...(kuvausaika !== undefined ? { kuvausaika: kuvausaika as string } : {}),
    ...(kuvauspaikka !== undefined ? { kuvauspaikka } : {}),
  };
}

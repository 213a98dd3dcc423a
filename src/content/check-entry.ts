import type { InfoCard } from '../data/types.ts';
import { isRecord, isString, isText, loneSurrogateAt } from './check-fields.ts';
import { parseFinnishDate } from './finnish-date.ts';
import { checkKnownFields, INFO_CARD_FIELDS } from './known-fields.ts';
import { type AddProblem, show } from './problems.ts';
import { speciesId, unsafeIdReason } from './species-id.ts';

/** A species already named, by its page folder folded to lower case. */
export type SeenTitles = Map<string, { id: string; title: string }>;

/**
 * The title (NFC-normalised: the same name typed with combining accents is the same species) and
 * the id derived from it, or `undefined`. `seen` holds the folders taken so far, folded to lower
 * case: two species that would share a page, or whose folders differ only in case (one folder on
 * macOS and Windows disks), are both named.
 */
export function checkTitle(title: unknown, seen: SeenTitles, add: AddProblem): { title: string; id: string } | undefined {
  if (!isText(title)) {
    add('title', `must be a non-empty text, received ${show(title)}`);
    return undefined;
  }
  const broken = loneSurrogateAt(title);
  if (broken !== undefined) {
    add('title', `contains a broken character (a lone UTF-16 surrogate at position ${broken + 1}); type the title again`);
    return undefined;
  }
  const composed = title.normalize('NFC');
  const id = speciesId(composed);
  const unsafe = unsafeIdReason(id);
  if (unsafe) {
    add('title', `gives the id ${show(id)}, which cannot be a page address: ${unsafe}; change the title`);
    return undefined;
  }
  const folder = decodeURIComponent(id).toLowerCase();
  const clash = seen.get(folder);
  if (clash?.id === id) {
    add('title', `gives the id ${show(id)}, the same as species "${clash.title}"; two species cannot share a page (ids ignore ä and ö)`);
    return undefined;
  }
  if (clash) {
    add(
      'title',
      `gives the id ${show(id)}, which differs from the id of species "${clash.title}" only in case; ` +
        'macOS and Windows disks would keep both pages in one folder, so change one title',
    );
    return undefined;
  }
  seen.set(folder, { id, title: composed });
  return { title: composed, id };
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
  checkKnownFields(infoCard, INFO_CARD_FIELDS, add, { prefix: 'infoCard.', nearby: { kasvupaikka: 'kasvupaikka' } });
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

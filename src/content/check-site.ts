import type { SiteSettings } from '../data/types.ts';
import { isRecord, isText } from './check-fields.ts';
import { checkKnownFields, SITE_FIELDS } from './known-fields.ts';
import { type Problem, show } from './problems.ts';

/** The site settings from `src/data/site.ts`, or `undefined` with the problems added. */
export function checkSite(site: unknown, problems: Problem[]): SiteSettings | undefined {
  const add = (field: string, message: string) => problems.push({ where: 'site settings', field, message });
  if (!isRecord(site)) {
    add('(all)', 'is missing; export `site` from src/data/site.ts');
    return undefined;
  }
  checkKnownFields(site, SITE_FIELDS, add);
  let ok = true;
  for (const field of ['title', 'authorFirstName', 'className'] as const) {
    if (!isText(site[field])) {
      add(field, `must be a non-empty text, received ${show(site[field])}`);
      ok = false;
    }
  }
  return ok ? { title: site.title as string, authorFirstName: site.authorFirstName as string, className: site.className as string } : undefined;
}

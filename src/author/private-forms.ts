/**
 * The issue forms of a private repository (`npm run aloita -- --yksityinen`): their Kuvat field
 * takes no attachments, since the workflow cannot fetch a private repository's attachments. The
 * field keeps its label, so `issue-form.ts` still tells the forms apart by their headings; as a
 * checkbox it has no upload area, and the photos come from uudet-kuvat/ as for an empty field.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The forms with a Kuvat field, in `.github/ISSUE_TEMPLATE/`. */
export const PHOTO_FORMS = ['uusi-laji.yml', 'lisaa-kuvia.yml'] as const;
export const FORMS_FOLDER = '.github/ISSUE_TEMPLATE';

/** The Kuvat field of a private repository's form (YAML, as the body's other elements are indented). */
export const PRIVATE_PHOTO_FIELD = `  - type: checkboxes
    id: kuvat
    attributes:
      label: Kuvat
      description: >-
        Tämä repositorio on yksityinen, joten lomakkeeseen ei voi lisätä kuvia. Lataa kuvat ensin kansioon
        uudet-kuvat (Add file → Upload files); myös HEIC- ja WebP-kuvat käyvät. Lomake ottaa lajin kuviksi
        kansioon uudet-kuvat ladatut kuvat.
      options:
        - label: Kuvat ovat kansiossa uudet-kuvat
`;

/**
 * The form with its Kuvat textarea replaced by `PRIVATE_PHOTO_FIELD`; every other line as it was.
 * A form without that textarea (already rewritten, or changed by hand) comes back unchanged.
 */
export function privatePhotoField(form: string): string {
  const lines = form.split('\n');
  const start = lines.findIndex((line, i) => line === '  - type: textarea' && lines[i + 1] === '    id: kuvat');
  if (start === -1) return form;
  // The element ends where the next body element (or anything less indented) begins.
  let end = start + 1;
  while (end < lines.length && (lines[end] === '' || lines[end]!.startsWith('    '))) end++;
  // A blank line before the next element stays with it.
  while (end > start + 1 && lines[end - 1] === '') end--;
  return [...lines.slice(0, start), ...PRIVATE_PHOTO_FIELD.trimEnd().split('\n'), ...lines.slice(end)].join('\n');
}

/** Rewrites the photo forms under `root` for a private repository; the files changed. */
export async function makeFormsPrivate(root: string): Promise<string[]> {
  const changed: string[] = [];
  for (const name of PHOTO_FORMS) {
    const file = path.join(root, FORMS_FOLDER, name);
    const form = await readFile(file, 'utf8').catch(() => undefined);
    if (form === undefined) continue;
    const rewritten = privatePhotoField(form);
    if (rewritten === form) continue;
    await writeFile(file, rewritten);
    changed.push(path.posix.join(FORMS_FOLDER, name));
  }
  return changed;
}

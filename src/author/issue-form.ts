/**
 * A submitted issue form, read back from the issue's Markdown body. GitHub writes each field as
 * `### <label>`, a blank line and the answer (`_No response_` when empty; a checkbox as
 * `- [X] <label>`), so the labels here are the forms' labels (.github/ISSUE_TEMPLATE/*.yml; a test
 * keeps them equal). Everything in the body is data: it is split by its headings and checked
 * field by field, never evaluated, and a field holding YAML stays the text it is.
 *
 * `required:` in a form has no effect in a private repository, so every field is checked here,
 * and a mistake names the field to change.
 */
import { dateProblem } from '../content/finnish-date.ts';
import { checkSquare } from '../content/check-square.ts';
import { GROUPS, groupFolder } from '../content/groups.ts';
import { type FormMistake, formMessages as say } from '../messages/forms.ts';
import { formatProblem } from '../messages/student-error.ts';

export type FormKind = 'uusi' | 'muokkaa' | 'kuvia' | 'poista';

/** The forms, their files, the names GitHub lists them by, and their fields' labels in order. */
export const FORMS = [
  {
    kind: 'uusi',
    file: 'uusi-laji.yml',
    name: 'Uusi laji',
    labels: ['Lajin nimi', 'Tieteellinen nimi', 'Ryhmä', 'Kuvausaika', 'Kuvauspaikka', 'Ruutu', 'Kasvupaikka', 'Kuvaus', 'Lähteet', 'Kuvat', 'Luonnos'],
  },
  {
    kind: 'muokkaa',
    file: 'muokkaa-lajia.yml',
    name: 'Muokkaa lajia',
    labels: ['Lajin nimi', 'Tieteellinen nimi', 'Ryhmä', 'Kuvausaika', 'Kuvauspaikka', 'Ruutu', 'Kasvupaikka', 'Kuvaus', 'Lähteet', 'Luonnos'],
  },
  { kind: 'kuvia', file: 'lisaa-kuvia.yml', name: 'Lisää kuvia lajiin', labels: ['Lajin nimi', 'Kuvat'] },
  { kind: 'poista', file: 'poista-laji.yml', name: 'Poista laji', labels: ['Lajin nimi', 'Vahvistus'] },
] as const satisfies readonly { kind: FormKind; file: string; name: string; labels: readonly string[] }[];

export const DRAFT_LABEL = 'Luonnos: älä julkaise vielä';
export const CONFIRM_LABEL = 'Haluan poistaa lajin ja sen kuvat';
/** In "Muokkaa lajia", a field holding only this clears the key. */
const CLEAR = '-';
const NO_CHANGE = 'ei muutosta';
const PROGRAM_CHOOSES = 'ohjelma valitsee';

export type { FormMistake } from '../messages/forms.ts';

/** What a form asks, checked. `null` clears a key ("Muokkaa lajia" with `-`); undefined leaves it. */
export interface FormRequest {
  kind: FormKind;
  name: string;
  scientific?: string | null;
  /** A group folder (`jakalat`); undefined: the program chooses, or no change. */
  group?: string;
  date?: string | null;
  place?: string | null;
  square?: string | null;
  habitat?: string | null;
  /** The description's paragraphs. */
  description?: string[] | null;
  /** Each `address name`. */
  sources?: string[] | null;
  /** The Kuvat field as written (its attachments are read by attachments.ts). */
  photos?: string;
  draft?: boolean;
}

/** The form's fields by label, or undefined when the body is none of the forms. */
export function readIssueForm(body: string): { kind: FormKind; fields: Map<string, string> } | undefined {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  // The form with the most fields whose headings all stand in the body in order.
  for (const form of [...FORMS].sort((a, b) => b.labels.length - a.labels.length)) {
    const fields = fieldsInOrder(lines, form.labels);
    if (fields) return { kind: form.kind, fields };
  }
  return undefined;
}

function fieldsInOrder(lines: readonly string[], labels: readonly string[]): Map<string, string> | undefined {
  const starts: number[] = [];
  let from = 0;
  for (const label of labels) {
    const at = lines.findIndex((line, i) => i >= from && line.trim() === `### ${label}`);
    if (at === -1) return undefined;
    starts.push(at);
    from = at + 1;
  }
  const fields = new Map<string, string>();
  labels.forEach((label, i) => {
    const value = lines
      .slice(starts[i]! + 1, starts[i + 1] ?? lines.length)
      .join('\n')
      .trim();
    fields.set(label, value === '_No response_' ? '' : value);
  });
  return fields;
}

/** The form checked field by field: the request, or every field to change. */
export function checkIssueForm(kind: FormKind, fields: ReadonlyMap<string, string>, today = new Date()): FormRequest | FormMistake[] {
  const mistakes: FormMistake[] = [];
  const field = (label: string) => fields.get(label) ?? '';
  const wrong = (label: string, text: string) => mistakes.push({ label, text });
  const editing = kind === 'muokkaa';
  /** A one-line text field: undefined when empty, null for `-` in "Muokkaa lajia". */
  const line = (label: string, check?: (text: string) => string | undefined): string | null | undefined => {
    const text = field(label).trim();
    if (text === '') return undefined;
    if (editing && text === CLEAR) return null;
    if (text.includes('\n')) return void wrong(label, say.oneLine);
    const problem = check?.(text);
    return problem ? void wrong(label, problem) : text;
  };

  const name = field('Lajin nimi').trim();
  if (name === '') wrong('Lajin nimi', say.nameMissing);
  else if (name.includes('\n')) wrong('Lajin nimi', say.oneLine);
  const request: FormRequest = { kind, name };
  if (kind === 'poista') {
    if (!/^- \[[xX]\] /.test(field('Vahvistus'))) wrong('Vahvistus', say.confirmMissing);
    return mistakes.length > 0 ? mistakes : request;
  }
  if (fields.has('Kuvat')) request.photos = field('Kuvat');
  if (kind === 'kuvia') return mistakes.length > 0 ? mistakes : request;

  request.scientific = line('Tieteellinen nimi');
  const group = field('Ryhmä').trim();
  if (group !== '' && group !== NO_CHANGE && group !== PROGRAM_CHOOSES) {
    const known = GROUPS.find((g) => g.folder === groupFolder(group));
    if (known) request.group = known.folder;
    else wrong('Ryhmä', say.groupUnknown(group));
  }
  request.date = line('Kuvausaika', (text) => {
    const problem = dateProblem(text, today);
    return problem ? formatProblem(problem) : undefined;
  });
  request.place = line('Kuvauspaikka');
  request.square = line('Ruutu', (text) => {
    const checked = checkSquare(text, 'typed');
    return 'square' in checked ? undefined : formatProblem(checked);
  });
  if (typeof request.square === 'string') request.square = (checkSquare(request.square, 'typed') as { square: string }).square;
  request.habitat = line('Kasvupaikka');
  const description = field('Kuvaus').trim();
  // A line of three dashes in the description would read as a second front matter: the content
  // check refuses it, so the field is named here, before anything is written.
  if (/^\s*---\s*$/m.test(description)) wrong('Kuvaus', say.dashLine);
  else if (description !== '')
    request.description =
      editing && description === CLEAR
        ? null
        : description
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean);
  const sources = field('Lähteet').trim();
  if (sources !== '') {
    if (editing && sources === CLEAR) request.sources = null;
    else {
      const list = sources
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((s) => !/^https?:\/\/\S+\s+\S/.test(s));
      if (bad) wrong('Lähteet', say.sourceForm(bad));
      else request.sources = list;
    }
  }
  const draft = field('Luonnos').trim();
  if (editing) {
    if (draft === DRAFT_LABEL) request.draft = true;
    else if (draft === 'julkaise') request.draft = false;
    else if (draft !== '' && draft !== NO_CHANGE) wrong('Luonnos', say.draftUnknown);
  } else if (/^- \[[xX]\] /.test(draft)) request.draft = true;
  for (const key of Object.keys(request) as (keyof FormRequest)[]) if (request[key] === undefined) delete request[key];
  return mistakes.length > 0 ? mistakes : request;
}

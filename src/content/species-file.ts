/**
 * A species as the text of its file, in the form OHJE.md teaches: the keys a student writes, each
 * value plain unless YAML would read it otherwise (then in double quotes), and the description
 * paragraphs after the front matter. Pure; `npm run uusi` writes what this returns, and
 * `parseContent` reads it back to the same species.
 */
import { parseDocument } from 'yaml';
import type { SiteSettings, Species } from '../model/types.ts';
import { foldKey } from './known-fields.ts';
import { observationIdLine } from './observation-id.ts';

export interface SpeciesFileOptions {
  /**
   * Every key of the template, the ones without a value left empty, under a comment saying so:
   * the file `npm run uusi` writes is ready to fill in (an empty key is read as absent).
   */
  blanks?: boolean;
  /**
   * With `blanks`, whether the collection records squares (`ruutu: kyllä`): then an empty `ruutu`
   * line too, to fill in by hand when the photo gave none. Without it no `ruutu` line is offered,
   * so a collection that does not record places is never asked for one.
   */
  squares?: boolean;
}

/** A comment over the keys of a file with blanks: what to do with them (Finnish: the student reads it). */
const BLANKS_NOTE = '# Täydennä tyhjät rivit tai jätä ne tyhjiksi: tyhjä tieto ei näy sivulla. Ohje: src/data/lajit/MALLI.md';
/** A comment before the closing line of a file with blanks: where the description goes. */
const DESCRIPTION_NOTE = '# Kirjoita lajin kuvaus alla olevan kolmen viivan rivin (---) jälkeen.';

export function formatSpeciesFile(species: Species, { blanks = false, squares = false }: SpeciesFileOptions = {}): string {
  const lines = ['---', ...(blanks ? [BLANKS_NOTE] : []), `nimi: ${scalar(species.title)}`];
  const blank = (key: string) => {
    if (blanks) lines.push(`${key}:`);
  };
  if (!species.officName) blank('tieteellinen');
  if (species.officName) lines.push(`tieteellinen: ${scalar(species.officName)}`);
  if (species.images.length > 0) {
    lines.push('kuvat:');
    for (const image of species.images) {
      if (!image.focus && !image.permission) {
        lines.push(`  - ${item(image.source)}`);
        continue;
      }
      lines.push(`  - tiedosto: ${scalar(image.source)}`);
      if (image.focus) lines.push(`    kohde: ${image.focus.x}% ${image.focus.y}%`);
      if (image.permission) lines.push('    lupa: kyllä');
    }
  } else {
    lines.push('kuvat:');
  }
  if (species.infoCard?.kuvausaika) lines.push(`kuvausaika: ${scalar(species.infoCard.kuvausaika)}`);
  else blank('kuvausaika');
  if (species.infoCard?.kuvauspaikka) lines.push(`kuvauspaikka: ${scalar(species.infoCard.kuvauspaikka)}`);
  else blank('kuvauspaikka');
  if (species.square) lines.push(`ruutu: ${species.square}`);
  else if (squares) blank('ruutu');
  if (species.kasvupaikka) lines.push(`kasvupaikka: ${scalar(species.kasvupaikka)}`);
  else blank('kasvupaikka');
  if (species.lahteet && species.lahteet.length > 0) {
    lines.push('lähteet:');
    for (const source of species.lahteet) lines.push(`  - ${item(`${source.url} ${source.kohde}`, true)}`);
  } else blank('lähteet');
  if (species.observationId) lines.push(observationIdLine(species.observationId));
  if (blanks) lines.push(DESCRIPTION_NOTE);
  lines.push('---');
  const body = species.contentArr.map((paragraph) => `\n${paragraph}\n`).join('');
  return `${lines.join('\n')}\n${body}`;
}

/** `src/data/kokoelma.md` for these settings. */
export function formatCollectionFile(site: SiteSettings): string {
  return ['---', `otsikko: ${scalar(site.title)}`, `nimi: ${scalar(site.authorFirstName)}`, `luokka: ${scalar(site.className)}`, '---', ''].join('\n');
}

/**
 * `src/data/kokoelma.md` with its title, first name and class set, everything else kept as the
 * student wrote it: other keys (`pdf: kyllä`), comments, the order, the text after the front
 * matter and the line endings. A key that is missing is added before the closing `---`; a file
 * with no front matter to update is written anew. Each of `defaults` (`{ hakukoneet: 'ei' }`) is
 * added only where the file has no such key, so a value already written (a teacher's template's)
 * stays. Pure.
 */
export function updateCollectionFile(text: string | undefined, site: SiteSettings, defaults: Readonly<Record<string, string>> = {}): string {
  const given = text?.replace(/^\uFEFF/, '') ?? '';
  const split = given.split(/\r?\n/);
  const hasFrontMatter = split[0]?.trim() === '---' && split.some((line, i) => i > 0 && line.trim() === '---');
  const source = hasFrontMatter ? given : '---\n---\n';
  const lines = hasFrontMatter ? split : source.split('\n');
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  // A top-level key as the content stage reads it: any case, ä/ö or a/o, spaces before the colon.
  const lineOf = (key: string) => lines.findIndex((line, i) => i > 0 && i < close && foldedKeyOf(line) === foldKey(key));
  const missing: string[] = [];
  for (const [key, value] of [
    ['otsikko', site.title],
    ['nimi', site.authorFirstName],
    ['luokka', site.className],
  ] as const) {
    const at = lineOf(key);
    if (at === -1) missing.push(`${key}: ${scalar(value)}`);
    else lines[at] = `${key}: ${scalar(value)}`;
  }
  for (const [key, value] of Object.entries(defaults)) if (lineOf(key) === -1) missing.push(`${key}: ${scalar(value)}`);
  lines.splice(close, 0, ...missing);
  return lines.join(eol);
}

/** `Otsikko : x` → `otsikko`; undefined for a comment, an indented line or no key. */
function foldedKeyOf(line: string): string | undefined {
  const match = /^([^\s#:][^:]*?)\s*:(\s|$)/.exec(line);
  return match ? foldKey(match[1]!) : undefined;
}

/** The text as a value after `key: `, plain when YAML reads it back unchanged. */
function scalar(text: string): string {
  return readsBack(`k: ${text}`, (value) => isMapOf(value, 'k', text)) ? text : JSON.stringify(text);
}

/**
 * The text as a list item. A source line may stay plain when YAML reads it as `key: value` (its
 * name holds ": "): the content check joins the two back into the line written.
 */
function item(text: string, joinsBack = false): string {
  return readsBack(`- ${text}`, (value) => {
    const [first] = Array.isArray(value) && value.length === 1 ? value : [undefined];
    if (first === text) return true;
    if (!joinsBack || typeof first !== 'object' || first === null) return false;
    const entries = Object.entries(first);
    return entries.length === 1 && `${entries[0]![0]}: ${entries[0]![1]}` === text;
  })
    ? text
    : JSON.stringify(text);
}

function readsBack(source: string, check: (value: unknown) => boolean): boolean {
  const doc = parseDocument(source, { schema: 'failsafe' });
  return doc.errors.length === 0 && check(doc.toJS());
}

const isMapOf = (value: unknown, key: string, text: string) =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && (value as Record<string, unknown>)[key] === text;

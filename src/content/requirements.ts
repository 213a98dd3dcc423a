/**
 * The assignment's requirements: what the teacher writes once in `src/data/tehtava.md` (Finnish
 * keys, documented in OPETTAJA.md) and what a collection lacks of them. Every shortfall is a
 * WARNING with a stable code (the site still builds: a student half-way through the assignment
 * must still see their site), plus a one-line checklist for the job summary and the class report
 * ("Tehtävä: 18/20 lajia; 3 lajilta puuttuu tieto lähteet"). Pure: text and facts in, problems out.
 *
 * The facts are read from the species files' keys (`speciesFacts`) or from the trusted content
 * (`contentFacts`), so the class report can check a collection that does not build.
 */
import { assignmentMessages as say } from '../messages/assignment.ts';
import { problem } from '../messages/problems.ts';
import type { Problem, ProblemCode } from '../messages/student-error.ts';
import type { Entry, Value } from './front-matter.ts';
import { parseContentFile } from './front-matter.ts';
import { groupFolder, groupOf } from './groups.ts';
import { DRAFT_KEY } from './drafts.ts';
import { foldKey, knownKey, SPECIES_KEYS } from './known-fields.ts';
import type { Content } from './model.ts';
import type { ContentFile, ContentFiles } from './parse-content.ts';
import { readYesNo } from './yes-no.ts';

/** The keys of `tehtava.md`, as the teacher writes them. */
export const ASSIGNMENT_KEYS = ['lajeja vähintään', 'ryhmittäin', 'pakolliset tiedot', 'kuvauksen kappaleita vähintään'] as const;

/** The species keys a requirement may name (`nimi` is required of every species anyway; `luonnos` is no fact). */
const FIELD_KEYS = SPECIES_KEYS.filter((key) => key !== 'nimi' && key !== DRAFT_KEY);
type FieldKey = (typeof FIELD_KEYS)[number];

export interface Requirements {
  /** `lajeja vähintään`. */
  minSpecies?: number;
  /** `ryhmittäin`: group folder (`puut`) → minimum. */
  perGroup: { folder: string; name: string; minimum: number }[];
  /** `pakolliset tiedot`: keys every species must fill in. */
  fields: FieldKey[];
  /** `kuvauksen kappaleita vähintään`. */
  minParagraphs?: number;
}

/** The stable codes of the warnings, for annotations, the dev overlay and the class report. */
export type AssignmentCode = Extract<ProblemCode, `assignment.${string}`>;

export type AssignmentWarning = Problem & { code: AssignmentCode };

/** What a requirement needs to know of one species, however the species was read. */
export interface SpeciesFacts {
  file: string;
  /** The group folder, spelt as `groupFolder` spells it (`hyonteiset`); `''` outside one. */
  group: string;
  /** The species keys with a non-empty value (`lähteet`, `kuvat`, …). */
  filled: ReadonlySet<string>;
  paragraphs: number;
}

export interface RequirementCheck {
  /** One per requirement, in the file's order: what it asks, and whether the collection meets it. */
  items: { text: string; met: boolean }[];
  warnings: AssignmentWarning[];
  /** `Tehtävä: 18/20 lajia; 3 lajilta puuttuu tieto lähteet`. */
  checklist: string;
  met: boolean;
}

/** Reads `tehtava.md`; a wrong value is a warning at its line, and the requirement is left out. */
export function parseAssignment(file: ContentFile): { requirements: Requirements; warnings: AssignmentWarning[] } {
  const warnings: AssignmentWarning[] = [];
  const add: Add = (line, key, finding) => warnings.push({ file: file.path, line, key, ...finding });
  const requirements: Requirements = { perGroup: [], fields: [] };
  const parsed = parseContentFile(file.text);
  // A slip in the file's own lines (a tab, an open quote), worded as in a species file, under the assignment's code.
  for (const slip of parsed.problems) warnings.push({ ...slip, file: file.path, ...problem('assignment.badValue', 'syntax', slip) });
  for (const entry of parsed.entries ?? []) {
    const key = knownKey(entry.key, ASSIGNMENT_KEYS);
    if (key === 'lajeja vähintään') requirements.minSpecies = count(entry, add);
    else if (key === 'kuvauksen kappaleita vähintään') requirements.minParagraphs = count(entry, add);
    else if (key === 'ryhmittäin') requirements.perGroup = groups(entry, add);
    else if (key === 'pakolliset tiedot') requirements.fields = fields(entry, add);
    else add(entry.line, entry.key, problem('assignment.badValue', 'unknownKey', entry.key, ASSIGNMENT_KEYS));
  }
  if (requirements.minSpecies === undefined) delete requirements.minSpecies;
  if (requirements.minParagraphs === undefined) delete requirements.minParagraphs;
  return { requirements, warnings };
}

type Add = (line: number, key: string, finding: { code: 'assignment.badValue'; message: string }) => void;

function count(entry: Entry | { key: string; line: number; value: Value }, add: Add): number | undefined {
  const text = entry.value.kind === 'text' ? entry.value.text : '';
  if (entry.value.kind === 'text' && text === '') return undefined;
  if (!/^\d{1,4}$/.test(text)) {
    add(entry.line, entry.key, problem('assignment.badValue', 'notCount', entry.key, entry.value.kind === 'text' ? text : '…'));
    return undefined;
  }
  return Number(text);
}

function groups(entry: Entry, add: Add): Requirements['perGroup'] {
  if (entry.value.kind === 'text' && entry.value.text === '') return [];
  if (entry.value.kind !== 'map') {
    add(entry.line, entry.key, problem('assignment.badValue', 'notMap', entry.key));
    return [];
  }
  return entry.value.entries.flatMap((group) => {
    const minimum = count(group, add);
    if (minimum === undefined) return [];
    const { folder, name } = groupOf(groupFolder(group.key));
    return [{ folder, name, minimum }];
  });
}

function fields(entry: Entry, add: Add): FieldKey[] {
  const items = entry.value.kind === 'list' ? entry.value.items : entry.value.kind === 'text' && entry.value.text !== '' ? [entry.value] : [];
  if (entry.value.kind === 'map') add(entry.line, entry.key, problem('assignment.badValue', 'notList', entry.key));
  const found: FieldKey[] = [];
  for (const item of items) {
    const text = item.kind === 'text' ? item.text : '';
    const key = knownKey(text, FIELD_KEYS);
    if (key) {
      if (!found.includes(key)) found.push(key);
    } else if (foldKey(text) !== 'nimi') add(item.line, entry.key, problem('assignment.badValue', 'unknownField', entry.key, text, FIELD_KEYS));
  }
  return found;
}

/**
 * The facts of every species file, read leniently: a file with other mistakes still counts. A
 * draft (`luonnos: kyllä`) does not, as `contentFacts` of the published content has none.
 */
export function speciesFacts(files: ContentFiles): SpeciesFacts[] {
  return [...files.species]
    .sort((a, b) => a.path.localeCompare(b.path))
    .flatMap((file) => {
      const parsed = parseContentFile(file.text);
      const filled = new Set<string>();
      let draft = false;
      for (const entry of parsed.entries ?? []) {
        const key = knownKey(entry.key, SPECIES_KEYS);
        const yes = key === DRAFT_KEY ? readYesNo(entry, () => {}) : undefined;
        if (yes) draft = yes.value;
        if (key && !isEmpty(entry.value)) filled.add(key);
      }
      if (draft) return [];
      return [{ file: file.path, group: file.group === undefined ? '' : groupOf(file.group).folder, filled, paragraphs: parsed.paragraphs.length }];
    });
}

const isEmpty = (value: Value): boolean =>
  value.kind === 'text' ? value.text === '' : value.kind === 'list' ? value.items.every(isEmpty) : value.entries.length === 0;

/** The facts of trusted content (the build's `parseContent` result). */
export function contentFacts(content: Content): SpeciesFacts[] {
  return content.species.map((entry) => {
    const filled = new Set<string>(['nimi']);
    if (entry.officName) filled.add('tieteellinen');
    if (entry.images.length > 0) filled.add('kuvat');
    if (entry.infoCard?.kuvausaika) filled.add('kuvausaika');
    if (entry.infoCard?.kuvauspaikka) filled.add('kuvauspaikka');
    if (entry.kasvupaikka) filled.add('kasvupaikka');
    if (entry.lahteet?.length) filled.add('lähteet');
    return { file: entry.file, group: entry.group, filled, paragraphs: entry.contentArr.length };
  });
}

/** What the collection lacks of the requirements: warnings in file order, and the checklist. */
export function checkRequirements(requirements: Requirements, species: readonly SpeciesFacts[]): RequirementCheck {
  const items: RequirementCheck['items'] = [];
  const warnings: AssignmentWarning[] = [];
  const { minSpecies, minParagraphs } = requirements;
  if (minSpecies !== undefined) {
    const met = species.length >= minSpecies;
    items.push({ text: say.speciesItem(species.length, minSpecies), met });
    if (!met) warnings.push(problem('assignment.tooFewSpecies', species.length, minSpecies));
  }
  for (const group of requirements.perGroup) {
    const inGroup = species.filter((s) => s.group === group.folder).length;
    const met = inGroup >= group.minimum;
    items.push({ text: say.groupItem(group.name, inGroup, group.minimum), met });
    if (!met) warnings.push({ key: group.folder, ...problem('assignment.tooFewInGroup', group.name, inGroup, group.minimum) });
  }
  const perFile: AssignmentWarning[] = [];
  for (const key of requirements.fields) {
    const lacking = species.filter((s) => !s.filled.has(key));
    items.push({ text: say.fieldItem(key, lacking.length), met: lacking.length === 0 });
    for (const s of lacking) perFile.push({ file: s.file, line: 1, key, ...problem('assignment.missingField', key) });
  }
  if (minParagraphs !== undefined) {
    const short = species.filter((s) => s.paragraphs < minParagraphs);
    items.push({ text: say.paragraphsItem(minParagraphs, short.length), met: short.length === 0 });
    for (const s of short) perFile.push({ file: s.file, ...problem('assignment.tooFewParagraphs', s.paragraphs, minParagraphs) });
  }
  perFile.sort((a, b) => a.file!.localeCompare(b.file!));
  const met = items.every((item) => item.met);
  // The checklist names what is done in numbers and what is missing; a met field needs no words.
  const shown = items.filter((item, index) => !item.met || (index === 0 && minSpecies !== undefined)).map((item) => item.text);
  return { items, warnings: [...warnings, ...perFile], checklist: say.checklist(shown.length > 0 ? shown : [say.allMet]), met };
}

/**
 * The one call the build, `npm run dev` and the class report make: the collection's check against
 * its `tehtava.md`, with the file's own mistakes first among the warnings; `undefined` without
 * one. `content` is the trusted content when it parsed (each file is then not read again).
 */
export function checkAssignment(files: ContentFiles, content?: Content): RequirementCheck | undefined {
  if (!files.assignment) return undefined;
  const { requirements, warnings } = parseAssignment(files.assignment);
  const check = checkRequirements(requirements, content ? contentFacts(content) : speciesFacts(files));
  return { ...check, warnings: [...warnings, ...check.warnings] };
}

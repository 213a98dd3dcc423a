/**
 * What `npm run uusi` was asked to do: from its arguments when they name a species and photos,
 * otherwise by asking on the terminal, in Finnish, one thing at a time, each answer checked as
 * soon as it is given (a name taken by another species, a photo the build would refuse) and asked
 * again. Paths are resolved from the folder the student ran the command in.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSquare } from '../content/check-square.ts';
import type { Group } from '../content/groups.ts';
import type { Content } from '../content/model.ts';
import { isYesAnswer } from '../content/yes-no.ts';
import { readCommandLine } from '../flags.ts';
import { uusiMessages as say, uusiPrompts as prompts } from '../messages/author.ts';
import { problem } from '../messages/problems.ts';
import { type Finding, formatProblem, formatReport, StudentError } from '../messages/student-error.ts';
import { type CheckedPhoto, checkPhoto, checkPhotos } from './check-photo.ts';
import { cleanName, currentContent, nameProblem } from './current-content.ts';
import { findGroup, groupNames, offeredGroups, suggestGroup } from './offered-groups.ts';
import type { NewSpecies } from './add-species.ts';
import { capitalLike, type SpeciesName } from '../names/names.ts';
import { lookupName, suggestName } from '../names/table.ts';
import { type Project, shownPath } from './project.ts';
import type { Terminal } from './terminal.ts';

export interface CommandLine {
  help: boolean;
  title?: string;
  officName?: string;
  /** Photo paths as given, resolved later. */
  photos: string[];
  group?: string;
  /** `--ruutu 721:342`: the 10 km square, as typed (checked when the request is completed). */
  square?: string;
  /**
   * npm took options meant for this command (`npm run uusi Kurki --tieteellinen "Grus grus" …`
   * without `--`): npm sets `npm_config_<option>` for each, and passes only their values on.
   */
  npmTookOptions?: boolean;
}

/** This command's options as npm names them in `npm_config_*` when it keeps them for itself. */
const OWN_OPTIONS = new Set(['tieteellinen', 'ryhma', 'ryhmä', 'ruutu', 'apua']);

/** The arguments after `npm run uusi --`; a mistake in them is a `StudentError`. */
export function parseCommandLine(args: readonly string[], env: NodeJS.ProcessEnv = {}): CommandLine {
  const npmTookOptions = Object.keys(env).some((name) => name.startsWith('npm_config_') && OWN_OPTIONS.has(name.slice('npm_config_'.length).toLowerCase()));
  const { values, positionals } = readCommandLine(
    {
      tieteellinen: { type: 'string' },
      ryhmä: { type: 'string' },
      ryhma: { type: 'string' },
      ruutu: { type: 'string' },
      apua: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    args,
    { positionals: true, help: say.help },
  );
  const [title, ...photos] = positionals;
  const group = (values.ryhmä ?? values.ryhma) as string | undefined;
  return {
    help: Boolean(values.apua || values.help),
    ...(title !== undefined ? { title } : {}),
    ...(values.tieteellinen !== undefined ? { officName: values.tieteellinen as string } : {}),
    photos,
    ...(group !== undefined ? { group } : {}),
    ...(values.ruutu !== undefined ? { square: values.ruutu as string } : {}),
    ...(npmTookOptions ? { npmTookOptions } : {}),
  };
}

/**
 * `--ruutu` as given: the square (`721:342`, spaces around the colon allowed), undefined when
 * empty (the workflow "Lisää laji kuvista" passes its Ruutu field even when it was left empty),
 * a `StudentError` for anything else, before anything is asked or written.
 */
function typedSquare(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const checked = checkSquare(text, 'typed');
  if ('square' in checked) return checked.square;
  throw new StudentError(checked);
}

/**
 * Whether npm kept this command's options for itself (no `--` before them): it says so in the
 * environment for most, and `--ryhmä sienet` leaves a "photo" that is a group's name and no file.
 * Then the command as it should have been typed, as near as the words left allow.
 */
function withoutDashes(command: CommandLine, groups: readonly Group[], exists: (file: string) => boolean): string[] | undefined {
  const groupWord = (word: string) => findGroup(word, groups) !== undefined && !exists(word);
  if (!command.npmTookOptions && !command.photos.some(groupWord)) return undefined;
  const quote = (word: string) => (/[\s"']/.test(word) ? `"${word}"` : word);
  let scientificUsed = command.officName !== undefined;
  const words = [quote(command.title ?? '')];
  for (const word of command.photos) {
    if (groupWord(word)) words.push(`--ryhmä ${word}`);
    else if (!scientificUsed && command.npmTookOptions && !exists(word) && /^[A-ZÄÖ][a-zäö-]+( [a-zäö-]+)*$/.test(word)) {
      scientificUsed = true;
      words.push(`--tieteellinen ${quote(word)}`);
    } else words.push(quote(word));
  }
  return words;
}

/**
 * The full request, its photos checked: as given when the arguments name a species and at least
 * one photo; otherwise the missing parts are asked on `terminal`, or, with no terminal to ask on,
 * a `StudentError` says what to give.
 */
export async function completeRequest(command: CommandLine, project: Project, cwd: string, terminal: Terminal | undefined): Promise<NewSpecies> {
  const square = typedSquare(command.square);
  const groups = await offeredGroups(project);
  const resolve = (photo: string) => path.resolve(cwd, expandHome(photo));
  const withSquare = (request: NewSpecies): NewSpecies => (square ? { ...request, square } : request);
  if (command.title !== undefined && command.photos.length > 0)
    return withSquare(await requestFromArguments({ ...command, title: command.title }, project, groups, resolve));
  if (!terminal) throw new StudentError(problem('author.usage', 'uusi'));
  return withSquare(await askRequest(command, project, groups, resolve, terminal));
}

/** The request as the arguments give it: the first thing wrong with it is a `StudentError`. */
async function requestFromArguments(
  command: CommandLine & { title: string },
  project: Project,
  groups: readonly Group[],
  resolve: (photo: string) => string,
): Promise<NewSpecies> {
  const typed = withoutDashes(command, groups, (word) => existsSync(resolve(word)));
  if (typed) throw new StudentError(problem('author.usage.noDashes', typed));
  // The name first: it is quick to check, and a clash makes the photos' checks moot.
  const title = cleanName(command.title);
  const name = checkName(title, await currentContent(project), command.officName);
  if (name.problem) throw new StudentError(name.problem);
  // A name a letter or two off a known one is asked about before anything is written.
  if (name.suggestion) throw new StudentError(problem('author.name.didYouMean', title, name.suggestion));
  const { known } = name;
  const photos = await checkPhotos(command.photos.map(resolve), project);
  const fromTable = command.group === undefined && known ? findGroup(known.group, groups) : undefined;
  const group = fromTable ?? chooseGroup(command.group, photos, groups);
  if (!group) throw new StudentError(problem('author.group.unknown', command.group!, groupNames(groups)));
  return request(command.title, command.officName ?? known?.scientific, photos, group, {
    ...(command.officName === undefined && known ? { scientific: known.scientific } : {}),
    ...(fromTable ? { group: true } : {}),
  });
}

/** The request asked on the terminal, one thing at a time, each answer checked as it is given. */
async function askRequest(
  command: CommandLine,
  project: Project,
  groups: readonly Group[],
  resolve: (photo: string) => string,
  terminal: Terminal,
): Promise<NewSpecies> {
  // Read before the first question: a collection with problems is refused before anything is asked.
  const content = await currentContent(project);
  terminal.say(prompts.intro);
  const { title, known } = await askName(command, content, terminal);
  const typedScientific =
    command.officName ??
    (command.title === undefined ? (await terminal.ask(known ? prompts.scientificFromTable(known.scientific) : prompts.scientificName)).trim() : undefined);
  const officName = typedScientific || known?.scientific;
  // With a name and no photo on the command line, the photos are asked: there are none yet.
  const photos = await askPhotos(project, resolve, terminal);
  const fallback = (known ? findGroup(known.group, groups) : undefined) ?? chooseGroup(undefined, photos, groups)!;
  const group = await askGroup(command.group, groups, fallback, terminal);
  return request(title, officName, photos, group, !typedScientific && known ? { scientific: known.scientific } : {});
}

/** What the name check found: a problem, or the name's row in the table, or a known name a letter or two off it. */
interface NameCheck {
  problem?: Finding;
  known?: SpeciesName | undefined;
  /** The known name to offer instead, written with the typed name's capital. */
  suggestion?: string;
}

/**
 * A (cleaned) name checked against the collection and the name table. No suggestion for a name the
 * table knows, nor when a scientific name is given: the student knows the species, so it stands.
 */
function checkName(title: string, content: Content, officName: string | undefined): NameCheck {
  const badName = nameProblem(title, content);
  if (badName) return { problem: badName };
  const known = lookupName(title);
  const near = known || officName !== undefined ? undefined : suggestName(title);
  return { known, ...(near ? { suggestion: capitalLike(near, title) } : {}) };
}

/**
 * The name from the command line, or asked until one can be used; a name a letter or two off a
 * known one is offered first, before anything is written.
 */
async function askName(command: CommandLine, content: Content, terminal: Terminal): Promise<{ title: string; known: SpeciesName | undefined }> {
  let title = cleanName(command.title ?? '');
  // Undefined until there is a name to check: one given on the command line is asked again only when it cannot be used.
  let check = command.title === undefined ? undefined : checkName(title, content, command.officName);
  for (;;) {
    if (!check || check.problem) {
      if (check?.problem) terminal.say(formatProblem(check.problem));
      title = cleanName(await terminal.ask(prompts.name));
      check = checkName(title, content, command.officName);
      if (check.problem) continue;
    }
    if (check.suggestion && isYesAnswer(await terminal.ask(prompts.didYouMean(check.suggestion)))) {
      title = check.suggestion;
      check = checkName(title, content, command.officName);
      if (check.problem) continue;
    }
    return { title, known: check.known };
  }
}

/** Photos asked one line at a time until an empty line, each checked as the build will; at least one. */
async function askPhotos(project: Project, resolve: (photo: string) => string, terminal: Terminal): Promise<CheckedPhoto[]> {
  const photos: CheckedPhoto[] = [];
  terminal.say(prompts.photosIntro);
  for (;;) {
    const given = splitPaths(await terminal.ask(prompts.photo(photos.length + 1))).map(resolve);
    if (given.length === 0) {
      if (photos.length > 0) return photos;
      terminal.say(prompts.needPhoto);
      continue;
    }
    for (const file of given) {
      const photo = await checkPhoto(file, project).catch((error: unknown) => {
        if (!(error instanceof StudentError)) throw error;
        // Nothing is refused yet: the photo is told about and another one asked for.
        terminal.say(prompts.photoRefused(error.problems.length > 0 ? error.problems.map(formatProblem) : [formatReport(error)]));
        return undefined;
      });
      if (!photo) continue;
      if (photos.some((other) => other.real === photo.real)) terminal.say(formatProblem(problem('author.photo.twice', shownPath(project, file))));
      else {
        photos.push(photo);
        terminal.say(prompts.photoAccepted(shownPath(project, file)));
      }
    }
  }
}

/** The group given on the command line, or asked until a known one is typed; Enter alone takes `fallback`. */
async function askGroup(typed: string | undefined, groups: readonly Group[], fallback: Group, terminal: Terminal): Promise<Group> {
  let group = typed === undefined ? undefined : findGroup(typed, groups);
  if (typed !== undefined && !group) terminal.say(formatProblem(problem('author.group.unknown', typed, groupNames(groups))));
  while (!group) {
    const answer = (await terminal.ask(prompts.group(groupNames(groups), fallback.name.toLowerCase()))).trim();
    group = answer === '' ? fallback : findGroup(answer, groups);
    if (!group) terminal.say(formatProblem(problem('author.group.unknown', answer, groupNames(groups))));
  }
  return group;
}

/** The group typed (undefined when there is no such group), or without one the group of the folder the photos already lie in. */
const chooseGroup = (typed: string | undefined, photos: readonly CheckedPhoto[], groups: readonly Group[]) =>
  typed === undefined
    ? suggestGroup(
        photos.map((photo) => photo.inAssets),
        groups,
      )
    : findGroup(typed, groups);

const request = (title: string, officName: string | undefined, photos: CheckedPhoto[], group: Group, fromTable: NewSpecies['fromTable'] = {}): NewSpecies => ({
  title: cleanName(title),
  ...(officName ? { officName } : {}),
  photos,
  group,
  ...(fromTable && Object.keys(fromTable).length > 0 ? { fromTable } : {}),
});

/**
 * The paths on one typed or dropped line. Terminals quote a dropped file's path or escape its
 * spaces with `\`, and a line may hold several; on Windows a backslash is a folder separator.
 * PowerShell may put `& ` before a dropped path, and some Linux terminals drop `file://` addresses.
 */
export function splitPaths(line: string, windows = process.platform === 'win32'): string[] {
  const paths: string[] = [];
  let current = '';
  let started = false;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      started = true;
    } else if (c === '\\' && !windows && i + 1 < line.length) {
      current += line[++i];
      started = true;
    } else if (/\s/.test(c)) {
      if (started) paths.push(current);
      current = '';
      started = false;
    } else {
      current += c;
      started = true;
    }
  }
  if (started) paths.push(current);
  return paths.filter((word) => word !== '&').map((word) => (word.startsWith('file://') ? fileURLToPath(word) : word));
}

/** `~/Kuvat/x.jpg` → the home folder's `Kuvat/x.jpg`, as a shell would have expanded it. */
function expandHome(file: string): string {
  return file === '~' || file.startsWith('~/') ? path.join(os.homedir(), file.slice(1)) : file;
}

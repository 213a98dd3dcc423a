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
import type { Group } from '../content/groups.ts';
import { readCommandLine } from '../flags.ts';
import { uusiMessages as say, uusiPrompts as prompts } from '../messages/author.ts';
import { formatProblem, formatReport, StudentError } from '../messages/student-error.ts';
import { type CheckedPhoto, checkPhoto, checkPhotos } from './check-photo.ts';
import { cleanName, currentContent, nameProblem } from './current-content.ts';
import { findGroup, groupNames, offeredGroups, suggestGroup } from './offered-groups.ts';
import type { NewSpecies } from './add-species.ts';
import { capitalLike } from '../names/names.ts';
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
  /**
   * npm took options meant for this command (`npm run uusi Kurki --tieteellinen "Grus grus" …`
   * without `--`): npm sets `npm_config_<option>` for each, and passes only their values on.
   */
  npmTookOptions?: boolean;
}

/** This command's options as npm names them in `npm_config_*` when it keeps them for itself. */
const OWN_OPTIONS = new Set(['tieteellinen', 'ryhma', 'ryhmä', 'apua']);

/** The arguments after `npm run uusi --`; a mistake in them is a `StudentError`. */
export function parseCommandLine(args: readonly string[], env: NodeJS.ProcessEnv = {}): CommandLine {
  const npmTookOptions = Object.keys(env).some((name) => name.startsWith('npm_config_') && OWN_OPTIONS.has(name.slice('npm_config_'.length).toLowerCase()));
  const { values, positionals } = readCommandLine(
    {
      tieteellinen: { type: 'string' },
      ryhmä: { type: 'string' },
      ryhma: { type: 'string' },
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
    ...(npmTookOptions ? { npmTookOptions } : {}),
  };
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
  const groups = await offeredGroups(project);
  const resolve = (photo: string) => path.resolve(cwd, expandHome(photo));
  const chooseGroup = (typed: string | undefined, photos: readonly CheckedPhoto[]) =>
    typed === undefined
      ? suggestGroup(
          photos.map((photo) => photo.inAssets),
          groups,
        )
      : findGroup(typed, groups);

  if (command.title !== undefined && command.photos.length > 0) {
    const typed = withoutDashes(command, groups, (word) => existsSync(resolve(word)));
    if (typed) throw new StudentError(say.noDashes(typed), [], 'author.usage.noDashes');
    // The name first: it is quick to check, and a clash makes the photos' checks moot.
    const problem = nameProblem(cleanName(command.title), await currentContent(project));
    if (problem) throw StudentError.of(problem);
    const known = lookupName(command.title);
    // A name a letter or two off a known one is asked about before anything is written; a
    // scientific name given with it says the student knows the species, so it stands.
    const suggestion = known || command.officName !== undefined ? undefined : suggestName(command.title);
    if (suggestion) throw new StudentError(say.didYouMean(cleanName(command.title), capitalLike(suggestion, command.title)), [], 'author.name.didYouMean');
    const photos = await checkPhotos(command.photos.map(resolve), project);
    const fromTable = command.group === undefined && known ? findGroup(known.group, groups) : undefined;
    const group = fromTable ?? chooseGroup(command.group, photos);
    if (!group) throw new StudentError(say.unknownGroup(command.group!, groupNames(groups)), [], 'author.group.unknown');
    return request(command.title, command.officName ?? known?.scientific, photos, group, {
      ...(command.officName === undefined && known ? { scientific: known.scientific } : {}),
      ...(fromTable ? { group: true } : {}),
    });
  }
  if (!terminal) throw new StudentError(say.needNameAndPhotos, [], 'author.usage');

  // Read before the first question: a collection with problems is refused before anything is asked.
  const content = await currentContent(project);
  terminal.say(prompts.intro);
  let title = cleanName(command.title ?? '');
  let problem = command.title === undefined ? undefined : nameProblem(title, content);
  let asked = command.title === undefined || problem !== undefined;
  for (;;) {
    if (asked) {
      if (problem) terminal.say(formatProblem(problem));
      title = cleanName(await terminal.ask(prompts.name));
      problem = nameProblem(title, content);
      if (problem) continue;
    }
    // A name a letter or two off a known one: offered before anything is written.
    const suggestion = command.officName === undefined && !lookupName(title) ? suggestName(title) : undefined;
    if (suggestion) {
      const offered = capitalLike(suggestion, title);
      if (/^\s*(k|kyllä|kylla|y|)\s*$/i.test(await terminal.ask(prompts.didYouMean(offered)))) {
        title = offered;
        problem = nameProblem(title, content);
        asked = true;
        if (problem) continue;
      }
    }
    break;
  }
  const known = lookupName(title);
  const typedScientific =
    command.officName ??
    (command.title === undefined ? (await terminal.ask(known ? prompts.scientificFromTable(known.scientific) : prompts.scientificName)).trim() : undefined);
  const officName = typedScientific || known?.scientific;

  // With a name and no photo on the command line, the photos are asked: there are none yet.
  const photos: CheckedPhoto[] = [];
  terminal.say(prompts.photosIntro);
  for (;;) {
    const given = splitPaths(await terminal.ask(prompts.photo(photos.length + 1))).map(resolve);
    if (given.length === 0) {
      if (photos.length > 0) break;
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
      if (photos.some((other) => other.real === photo.real)) terminal.say(say.samePhotoTwice(shownPath(project, file)));
      else {
        photos.push(photo);
        terminal.say(prompts.photoAccepted(shownPath(project, file)));
      }
    }
  }

  let group = command.group === undefined ? undefined : findGroup(command.group, groups);
  if (command.group !== undefined && !group) terminal.say(say.unknownGroup(command.group, groupNames(groups)));
  const fallback = (known ? findGroup(known.group, groups) : undefined) ?? chooseGroup(undefined, photos)!;
  while (!group) {
    const typed = (await terminal.ask(prompts.group(groupNames(groups), fallback.name.toLowerCase()))).trim();
    group = typed === '' ? fallback : findGroup(typed, groups);
    if (!group) terminal.say(say.unknownGroup(typed, groupNames(groups)));
  }
  return request(title, officName, photos, group, !typedScientific && known ? { scientific: known.scientific } : {});
}

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

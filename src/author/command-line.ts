/**
 * What `npm run uusi` was asked to do: from its arguments when they name a species and photos,
 * otherwise by asking on the terminal, in Finnish. Paths are resolved from the folder the student
 * ran the command in (npm itself runs scripts in the project's folder).
 */
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AuthorError, listGroups, type NewSpecies, type Project, suggestGroup } from './add-species.ts';
import { messages, prompts } from './messages.ts';

export interface CommandLine {
  help: boolean;
  title?: string;
  officName?: string;
  /** Photo paths as given, resolved later. */
  photos: string[];
  group?: string;
}

/** The arguments after `npm run uusi --`; a mistake in them is an `AuthorError`. */
export function parseCommandLine(args: readonly string[]): CommandLine {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        tieteellinen: { type: 'string' },
        ryhma: { type: 'string' },
        apua: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [title, ...photos] = positionals;
    return {
      help: Boolean(values.apua || values.help),
      ...(title !== undefined ? { title } : {}),
      ...(values.tieteellinen !== undefined ? { officName: values.tieteellinen } : {}),
      photos,
      ...(values.ryhma !== undefined ? { group: values.ryhma } : {}),
    };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const option = /--?[\w-]+/.exec(message)?.[0] ?? '';
    throw new AuthorError(code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? messages.missingValue(option) : messages.unknownOption(option));
  }
}

/** A terminal to ask on; the script passes node:readline, tests a scripted one. */
export interface Terminal {
  ask(prompt: string): Promise<string>;
  say(text: string): void;
}

/**
 * The full request: as given when it names a species and at least one photo; otherwise the missing
 * parts are asked on `terminal`, or, with no terminal to ask on, an `AuthorError` says what to give.
 */
export async function completeRequest(command: CommandLine, project: Project, cwd: string, terminal: Terminal | undefined): Promise<NewSpecies> {
  const groups = await listGroups(project);
  const resolve = (photo: string) => path.resolve(cwd, expandHome(photo));
  if (command.title !== undefined && command.photos.length > 0) {
    const photos = command.photos.map(resolve);
    return request(command.title, command.officName, photos, command.group ?? suggestGroup(photos, groups, project));
  }
  if (!terminal) throw new AuthorError(messages.needNameAndPhotos);

  terminal.say(prompts.intro);
  let title = command.title?.trim() ?? '';
  while (title === '') title = (await terminal.ask(prompts.name)).trim();
  const officName = command.officName ?? (command.title === undefined ? (await terminal.ask(prompts.scientificName)).trim() : undefined);
  const photos = command.photos.map(resolve);
  if (photos.length === 0) {
    terminal.say(prompts.photosIntro);
    for (;;) {
      const line = await terminal.ask(prompts.photo(photos.length + 1));
      const given = splitPaths(line).map(resolve);
      if (given.length === 0) {
        if (photos.length > 0) break;
        terminal.say(prompts.needPhoto);
        continue;
      }
      for (const photo of given) {
        if (await stat(photo).then((s) => s.isFile(), () => false)) photos.push(photo);
        else terminal.say(messages.photoMissing(photo));
      }
    }
  }
  let group = command.group;
  const fallback = suggestGroup(photos, groups, project);
  while (group === undefined || !groups.includes(group)) {
    if (group !== undefined) terminal.say(messages.unknownGroup(group, groups));
    group = (await terminal.ask(prompts.group(groups, fallback))).trim() || fallback;
  }
  return request(title, officName, photos, group);
}

const request = (title: string, officName: string | undefined, photos: string[], group: string): NewSpecies => ({
  title,
  ...(officName ? { officName } : {}),
  photos,
  group,
});

/**
 * The paths on one typed or dropped line. Terminals quote a dropped file's path or escape its
 * spaces with `\`, and a line may hold several; on Windows a backslash is a folder separator.
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
  return paths;
}

/** `~/Kuvat/x.jpg` → the home folder's `Kuvat/x.jpg`, as a shell would have expanded it. */
function expandHome(file: string): string {
  return file === '~' || file.startsWith('~/') ? path.join(os.homedir(), file.slice(1)) : file;
}

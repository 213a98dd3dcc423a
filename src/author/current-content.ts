/**
 * The collection as it is now, read with the build's own loader (`readContent` + `parseContent`),
 * and whether a new name would clash with a species in it.
 */
import type { Content } from '../content/model.ts';
import { type ParsedContent, parseContent } from '../content/parse-content.ts';
import { readContent } from '../content/read-content.ts';
import { speciesFolderKey, speciesId, unsafeIdReason } from '../content/species-id.ts';
import { problem } from '../messages/problems.ts';
import { type Finding, StudentError } from '../messages/student-error.ts';
import { dataFolder, type Project } from './project.ts';

/** Every content file checked as the build checks it, read afresh from the disk. */
export async function parseCurrent(project: Project): Promise<ParsedContent> {
  return parseContent(await readContent(dataFolder(project), project.root), project.settings.images.sourceExtensions);
}

/** The content, or a `StudentError` listing its problems: a species added to it would not be published. */
export async function currentContent(project: Project): Promise<Content> {
  const parsed = await parseCurrent(project);
  if (!parsed.content) throw new StudentError(problem('author.contentInvalid'), parsed.problems);
  return parsed.content;
}

/**
 * Why a species cannot have this name (Finnish), or `undefined`: an empty name, one that makes no
 * page address, or one whose page is another species' (the same address, or one differing only
 * in case, which is one folder on Windows and macOS). The other species' file is named.
 */
export function nameProblem(title: string, content: Content): Finding | undefined {
  if (title === '') return problem('author.nameEmpty');
  const id = speciesId(title);
  const unsafe = unsafeIdReason(id);
  if (unsafe) return problem('author.nameUnsafe', title, unsafe);
  const folder = speciesFolderKey(id);
  const other = content.species.find((entry) => speciesFolderKey(entry.id) === folder);
  if (!other) return undefined;
  return other.title === title ? problem('author.nameTaken', title, other.file) : problem('author.addressTaken', title, other.title, other.file);
}

/** The name as the content stage reads it: trimmed, in the one Unicode form. */
export const cleanName = (typed: string): string => typed.trim().normalize('NFC');

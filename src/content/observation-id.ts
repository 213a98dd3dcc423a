/**
 * The `havaintotunnus` key of a species file: the observation's stable identifier,
 * `urn:uuid:…` (RFC 9562), written once by `npm run uusi` or, for a species without one, by
 * `npm run havainnot`. Laji.fi and Darwin Core know the observation by it, and the export's
 * ledger (src/data/viedyt-havainnot.txt) records it, so an observation exported once is not
 * exported again; it must therefore never change, and no page or booklet shows it. Pure.
 */
import { problem } from '../messages/problems.ts';
import { type AddProblem, optionalText } from './check-fields.ts';
import type { Entry } from './front-matter.ts';

/** The species file's key. */
export const OBSERVATION_ID_KEY = 'havaintotunnus';

/** What a student reads at the end of the line: not to change it. */
const NOTE = '# Laji.fi-viennin tunnus: älä muuta tätä riviä';

const UUID_URN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `randomUUID()`'s `0f8f…` → `urn:uuid:0f8f…`, the form the file holds. */
export const observationIdOf = (uuid: string) => `urn:uuid:${uuid.toLowerCase()}`;

/** The key's line as `npm run uusi` and the export write it: the id, and a comment not to change it. */
export const observationIdLine = (id: string) => `${OBSERVATION_ID_KEY}: ${id} ${NOTE}`;

/**
 * The species file's text with the id's line added before the closing `---` of its front matter,
 * everything else as it was (line endings too). Undefined when the text has no front matter to
 * add it to (the content check has already refused such a file).
 */
export function withObservationId(text: string, id: string): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const open = lines.findIndex((line) => line.trim() !== '');
  if (open === -1 || lines[open]!.replace(/^\uFEFF/, '').trim() !== '---') return undefined;
  const close = lines.findIndex((line, i) => i > open && /^---\s*$/.test(line));
  if (close === -1) return undefined;
  lines.splice(close, 0, observationIdLine(id));
  return lines.join(eol);
}

/** The `havaintotunnus` entry: the id, `undefined` when absent or empty, `false` after adding its problem. */
export function readObservationId(entry: Entry | undefined, add: AddProblem): string | undefined | false {
  const text = optionalText(entry, add);
  if (text === undefined || text === false) return text;
  if (UUID_URN.test(text)) return text;
  add(entry!.line, entry!.key, problem('content.observationId.form', text));
  return false;
}

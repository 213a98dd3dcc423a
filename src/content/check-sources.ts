import type { Source } from '../data/types.ts';
import { isRecord, isString, isText } from './check-fields.ts';
import { checkKnownFields, SOURCE_FIELDS } from './known-fields.ts';
import { type AddProblem, show } from './problems.ts';

/** `lahteet`: each an http(s) link with a name; `[]` when left out, `undefined` when wrong. */
export function checkSources(lahteet: unknown, add: AddProblem): Source[] | undefined {
  if (lahteet === undefined) return [];
  if (!Array.isArray(lahteet)) {
    add('lahteet', `must be a list of { url, kohde } or left out, received ${show(lahteet)}`);
    return undefined;
  }
  let ok = true;
  const fail = (field: string, message: string) => {
    add(field, message);
    ok = false;
  };
  lahteet.forEach((source: unknown, i) => {
    if (!isRecord(source)) return fail(`lahteet[${i}]`, `must be { url, kohde }, received ${show(source)}`);
    checkKnownFields(source, SOURCE_FIELDS, add, { prefix: `lahteet[${i}].` });
    if (!isString(source.url) || !isHttpUrl(source.url)) {
      fail(`lahteet[${i}].url`, `${show(source.url)} is not an http(s) address (expected e.g. "https://fi.wikipedia.org/wiki/Haapa")`);
    }
    if (!isText(source.kohde)) fail(`lahteet[${i}].kohde`, `must be the source's name, received ${show(source.kohde)}`);
  });
  return ok ? (lahteet as Source[]).map(({ url, kohde }) => ({ url, kohde })) : undefined;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

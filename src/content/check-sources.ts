import type { Source } from '../model/types.ts';
import { problem } from '../messages/problems.ts';
import type { Finding } from '../messages/student-error.ts';
import type { AddProblem } from './check-fields.ts';
import type { Value } from './front-matter.ts';

/**
 * `lähteet`: each line an http(s) address, a space and the source's name; `undefined` when any is
 * wrong. `- https://… Wikipedia: Kurki` reads in YAML as a key and a value (the name holds ": "),
 * so that form is put back together: it is what the student wrote.
 */
export function checkSources(items: readonly Value[], add: AddProblem): Source[] | undefined {
  const sources: Source[] = [];
  let ok = true;
  for (const item of items) {
    const text = lineText(item);
    const fail = (finding: Finding) => {
      add(item.line, 'lähteet', finding);
      ok = false;
    };
    if (text === undefined) {
      fail(problem('content.source.notAddress', ''));
      continue;
    }
    const [url = '', ...words] = text.split(/\s+/);
    const kohde = words.join(' ');
    if (/^www\./i.test(url)) fail(problem('content.source.noScheme', `https://${text}`));
    else if (!/^https?:\/\//i.test(url)) fail(problem('content.source.notAddress', text));
    else if (!isHttpUrl(url)) fail(problem('content.source.badAddress', url));
    else if (hasCredentials(url)) fail(problem('content.source.credentials', withoutCredentials(url)));
    else if (!hostHasDot(url)) fail(problem('content.source.hostWithoutDot', url, text));
    else if (kohde === '') fail(problem('content.source.noName', url));
    else if (splitWikiTitle(url, words[0]!)) fail(problem('content.source.spaceInAddress', `${url} ${words[0]}`, `${url}_${words[0]}`));
    else sources.push({ url, kohde });
  }
  return ok ? sources : undefined;
}

/** An item's text: a text as it is, a one-key map as `key: value`; anything else has none. */
function lineText(item: Value): string | undefined {
  if (item.kind === 'text') return item.text;
  if (item.kind === 'map' && item.entries.length === 1 && item.entries[0]!.value.kind === 'text') {
    const [entry] = item.entries;
    return `${entry!.key}: ${(entry!.value as { text: string }).text}`.trim();
  }
  return undefined;
}

/**
 * A Wikipedia address typed with a space (`…/wiki/Kuusen kaarnakuoriainen Wikipedia`): the link
 * would stop at the space. A source's name starts with a capital letter, a title's second word
 * does not, so a lower-case word right after `/wiki/Title` is the rest of the title.
 */
function splitWikiTitle(url: string, next: string): boolean {
  return /\/wiki\/[^/?#]+$/.test(url) && /^\p{Ll}/u.test(next);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * `https://exa mple.com Esimerkki` splits at the first space, so the address would be
 * `https://exa`: a link that goes nowhere. A public site's host name has a dot (`laji.fi`), so a
 * host without one is refused; `https://laji.fi Laji.fi` still reads as an address and a name.
 */
function hostHasDot(text: string): boolean {
  return new URL(text).hostname.includes('.');
}

/**
 * `https://user:password@host/…`: a browser logs in with what stands before the `@`, so on a
 * public page it would publish a password (and it is a phishing trick: `https://wikipedia.org@evil.example/`).
 */
function hasCredentials(text: string): boolean {
  const url = new URL(text);
  return url.username !== '' || url.password !== '';
}

/** The address with its user name and password replaced by `…`, so a message never repeats them. */
function withoutCredentials(text: string): string {
  const url = new URL(text);
  return `${url.protocol}//…@${url.host}${url.pathname}${url.search}${url.hash}`;
}

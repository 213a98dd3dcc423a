/**
 * Parses HTML the way a browser reads it, for DOM assertions. React writes some attribute names
 * with their JSX spelling (`srcSet`, `fetchPriority`); an HTML parser lowercases every attribute
 * name, but linkedom keeps them as written, so the names are lowercased here after parsing —
 * never by rewriting the HTML text.
 */
import { createRequire } from 'node:module';

// linkedom takes half a second to load: it is loaded on the first parse, so the many test files
// that import the fixtures but never parse a page do not pay for it.
let parseHTML: typeof import('linkedom').parseHTML | undefined;

export function parsePage(html: string): Document {
  parseHTML ??= (createRequire(import.meta.url)('linkedom') as typeof import('linkedom')).parseHTML;
  const { document } = parseHTML(html);
  lowercaseAttributeNames(document);
  return document as unknown as Document;
}

/** The elements inside a `<template>`, parsed on their own (a template's content is inert). */
export function templateContent(template: Element): Document {
  return parsePage(`<!DOCTYPE html><html><body>${template.innerHTML}</body></html>`);
}

function lowercaseAttributeNames(document: { querySelectorAll(selector: string): Iterable<Element> }): void {
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower !== name) {
        element.removeAttribute(name);
        element.setAttribute(lower, value);
      }
    }
  }
}

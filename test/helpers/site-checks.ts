/**
 * Whole-site checks used on fixture and sample sites: HTML validity (html-validate) and link
 * integrity (every href/src/srcset resolves to a file of the site). They work on a built folder
 * or on pages rendered in memory alike.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { parsePage, templateContent } from './dom.ts';

/** The pages of a site and a test for whether a file exists in it. */
export interface SiteFiles {
  /** HTML by output path. */
  pages: ReadonlyMap<string, string>;
  has(file: string): boolean;
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A built site on disk. */
export async function siteInFolder(dir: string): Promise<SiteFiles> {
  const files = await htmlFiles(dir);
  const pages = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)));
  return { pages, has: (file) => existsSync(path.join(dir, file)) };
}

/** Pages rendered in memory, with the other files the site would have. */
export function siteInMemory(pages: ReadonlyMap<string, string>, otherFiles: Iterable<string>): SiteFiles {
  const all = new Set([...pages.keys(), ...otherFiles]);
  return { pages, has: (file) => all.has(file) };
}

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules, not validity: React writes void elements as `<meta/>`, boolean attributes as
    // `defer=""`, and some attribute names in their JSX spelling (`srcSet`), all of which HTML
    // allows (attribute names are case-insensitive).
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
  },
});

/** Every validation error in every page, as `file:line:column rule message`. */
export async function htmlErrors(site: SiteFiles): Promise<string[]> {
  const errors: string[] = [];
  for (const [file, html] of site.pages) {
    const report = await validator.validateString(html, file);
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  return errors;
}

/** Every local URL in every page that does not resolve to a file; external links are listed apart. */
export function brokenLinks(site: SiteFiles, basePath = ''): { broken: string[]; external: string[] } {
  const broken: string[] = [];
  const external = new Set<string>();
  for (const [file, html] of site.pages) {
    const document = parsePage(html);
    // Templates hold the later pictures: their markup is inert to the DOM, so parse it too.
    const trees = [document, ...[...document.querySelectorAll('template')].map(templateContent)];
    const urls = [
      ...trees.flatMap((tree) => [...tree.querySelectorAll('[href]')].map((e) => e.getAttribute('href')!)),
      ...trees.flatMap((tree) => [...tree.querySelectorAll('[src]')].map((e) => e.getAttribute('src')!)),
      ...trees.flatMap((tree) =>
        [...tree.querySelectorAll('[srcset]')].flatMap((e) =>
          e
            .getAttribute('srcset')!
            .split(',')
            .map((c) => c.trim().split(/\s+/)[0]!),
        ),
      ),
      ...[...document.querySelectorAll('template[data-large]')].map((t) => t.getAttribute('data-large')!),
    ];
    for (const url of urls) {
      // The favicon is inline: nothing to resolve.
      if (url.startsWith('data:')) continue;
      if (/^https?:\/\//.test(url)) {
        external.add(url);
        continue;
      }
      if (!url.startsWith(`${basePath}/`)) {
        broken.push(`${file}: ${url} (not a site-absolute URL)`);
        continue;
      }
      const local = decodeURIComponent(url.slice(basePath.length + 1).split(/[?#]/)[0]!);
      const ok = local === '' || local.endsWith('/') ? site.has(`${local}index.html`) : site.has(local);
      if (!ok) broken.push(`${file}: ${url}`);
    }
  }
  return { broken, external: [...external].sort() };
}

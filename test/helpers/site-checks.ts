/**
 * Whole-site checks used on fixture and sample builds: HTML validity (html-validate) and link
 * integrity (every href/src/srcset resolves to a file in the build).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { parseHTML } from 'linkedom';

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules, not validity: React writes void elements as `<meta/>` and boolean attributes
    // as `defer=""`, both of which HTML allows.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
  },
});

/** Every validation error in every page, as `file:line:column rule message`. */
export async function htmlErrors(dir: string): Promise<string[]> {
  const errors: string[] = [];
  for (const file of await htmlFiles(dir)) {
    const report = await validator.validateString(await readFile(path.join(dir, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  return errors;
}

/** Every local URL in every page that does not resolve to a built file; external links are listed apart. */
export async function brokenLinks(dir: string, basePath = ''): Promise<{ broken: string[]; external: string[] }> {
  const broken: string[] = [];
  const external = new Set<string>();
  for (const file of await htmlFiles(dir)) {
    const { document } = parseHTML(await readFile(path.join(dir, file), 'utf8'));
    const urls = [
      ...[...document.querySelectorAll('[href]')].map((e) => e.getAttribute('href')!),
      ...[...document.querySelectorAll('[src]')].map((e) => e.getAttribute('src')!),
      ...[...document.querySelectorAll('[srcset]')].flatMap((e) => e.getAttribute('srcset')!.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
      ...[...document.querySelectorAll('template')].flatMap((t) => [t.getAttribute('data-large') ?? '']).filter(Boolean),
    ];
    // Templates hold the later pictures: their markup is inert text to the DOM, so parse it too.
    for (const template of document.querySelectorAll('template')) {
      const inner = parseHTML(`<html><body>${template.innerHTML}</body></html>`).document;
      for (const e of inner.querySelectorAll('[srcset]')) urls.push(...e.getAttribute('srcset')!.split(',').map((c) => c.trim().split(/\s+/)[0]!));
      for (const e of inner.querySelectorAll('[src]')) urls.push(e.getAttribute('src')!);
    }
    for (const url of urls) {
      if (/^https?:\/\//.test(url)) {
        external.add(url);
        continue;
      }
      if (!url.startsWith(`${basePath}/`)) {
        broken.push(`${file}: ${url} (not a site-absolute URL)`);
        continue;
      }
      const local = decodeURIComponent(url.slice(basePath.length).split(/[?#]/)[0]!);
      const target = path.join(dir, local);
      const ok = local.endsWith('/') ? existsSync(path.join(target, 'index.html')) : existsSync(target);
      if (!ok) broken.push(`${file}: ${url}`);
    }
  }
  return { broken, external: [...external].sort() };
}

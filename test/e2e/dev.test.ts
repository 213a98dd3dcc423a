import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { makeImage } from '../helpers/fixtures.ts';

const PORT = 4391;

/** A two-species collection, so the dev build in the copy is quick. */
const speciesIndex = (date: string) => `import type { Species } from '../types.ts';
export const species: Species[] = [
  { title: 'Haapa', officName: 'Populus tremula', images: ['a.png', 'b.png'], contentArr: ['Teksti.'], infoCard: { kuvausaika: '${date}' } },
  { title: 'Kurki', images: ['b.png'], contentArr: [] },
];
`;

describe('npm run dev', () => {
  let dir: string;
  let dev: ChildProcess;
  let browser: Browser;
  let output = '';

  before(async () => {
    // A copy of the project with a tiny collection: the test edits its files, never the real ones.
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-dev-'));
    for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json']) await cp(entry, path.join(dir, entry), { recursive: true });
    await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    await makeImage(path.join(dir, 'assets/a.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(dir, 'assets/b.png'), 400, 300, '#6b3a4a');
    await writeFile(path.join(dir, 'src/data/species/index.ts'), speciesIndex('7.6.2022'));
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', String(PORT)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    for (let i = 0; i < 600 && !output.includes('Dev server:'); i++) await new Promise((r) => setTimeout(r, 100));
    assert.match(output, /Dev server: http:\/\/127\.0\.0\.1:4391\//, output);
    browser = await launchBrowser();
  });
  after(async () => {
    dev?.kill();
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('should rebuild and reload the open tab when content changes', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    assert.match((await page.locator('main p').first().textContent()) ?? '', /^Aino, luokka 8b/);
    const site = path.join(dir, 'src/data/site.ts');
    await writeFile(site, (await readFile(site, 'utf8')).replace("authorFirstName: 'Aino'", "authorFirstName: 'Eero'"));
    await page.waitForFunction(() => document.querySelector('main p')?.textContent?.startsWith('Eero'), undefined, { timeout: 30_000 });
    await page.close();
  });

  it('should show a content error on the page and in the terminal, keep serving, and recover', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/kasvi/Haapa/`);
    const index = path.join(dir, 'src/data/species/index.ts');
    await writeFile(index, speciesIndex('31.2.2023'));
    const overlay = page.locator('#dev-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    assert.match((await overlay.textContent()) ?? '', /species "Haapa" → infoCard\.kuvausaika: "31\.2\.2023" is not a real date/);
    assert.match(output, /31\.2\.2023/, 'the terminal shows the error too');
    const stillServing = await fetch(`http://127.0.0.1:${PORT}/`);
    assert.equal(stillServing.status, 200, 'the last good site is still served');
    await writeFile(index, speciesIndex('28.2.2023'));
    await page.waitForFunction(() => document.body.textContent?.includes('28.2.2023'), undefined, { timeout: 30_000 });
    assert.equal(await overlay.count(), 0, 'the error is gone after the fix');
    await page.close();
  });
});

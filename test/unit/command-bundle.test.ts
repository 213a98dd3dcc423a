/**
 * The commands' launcher (`scripts/run.mjs`, `scripts/lib/command-bundle.mjs`) on a project of its
 * own in a temp folder: one command whose module finds a file beside its source by
 * `import.meta.url`, as the real commands find their templates and name table.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { commandModule } from '../../scripts/lib/command-bundle.mjs';

const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** A project with the real launcher, `scripts/hello.ts` and `src/where.ts`, linked to this checkout's node_modules. */
async function helloProject(root: string) {
  await mkdir(path.join(root, 'scripts', 'lib'), { recursive: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await cp(path.join(CHECKOUT, 'scripts', 'run.mjs'), path.join(root, 'scripts', 'run.mjs'));
  await cp(path.join(CHECKOUT, 'scripts', 'lib', 'command-bundle.mjs'), path.join(root, 'scripts', 'lib', 'command-bundle.mjs'));
  await cp(path.join(CHECKOUT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  await writeFile(path.join(root, 'package.json'), '{ "type": "module" }\n');
  await symlink(path.join(CHECKOUT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await writeFile(path.join(root, 'src', 'greeting.txt'), 'hei');
  await writeFile(
    path.join(root, 'src', 'where.ts'),
    "import { readFileSync } from 'node:fs';\nexport const here: string = import.meta.url;\nexport const greeting = (): string => readFileSync(new URL('./greeting.txt', import.meta.url), 'utf8');\n",
  );
  await writeFile(
    path.join(root, 'scripts', 'hello.ts'),
    "import { greeting, here } from '../src/where.ts';\nconsole.log(JSON.stringify({ argv: process.argv.slice(1), here, greeting: greeting(), env: process.env.NODE_ENV }));\n",
  );
}

const commandsOf = (root: string) => ({ root, cacheDir: path.join(root, '.cache', 'commands'), entries: ['hello'] });

/** `node scripts/run.mjs …` in `root`, as npm runs a command. */
async function run(root: string, args: string[]) {
  const { NODE_ENV: _, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'run.mjs'), ...args], { cwd: root, env });
  return JSON.parse(stdout) as { argv: string[]; here: string; greeting: string; env: string };
}

describe('the commands launcher (scripts/run.mjs)', () => {
  let dir: string;
  let root: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-launcher-'));
    root = path.join(dir, 'projekti');
    await helloProject(root);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("should run the command with its own file as argv[1], its arguments, import.meta.url naming each source, and React's production setting", async () => {
    const out = await run(root, ['hello', '--nimi', 'Aino']);
    assert.deepEqual(out.argv, [path.join(root, 'scripts', 'hello.ts'), '--nimi', 'Aino']);
    assert.equal(out.here, pathToFileURL(path.join(root, 'src', 'where.ts')).href);
    assert.equal(out.greeting, 'hei', 'a file beside the source is found');
    assert.equal(out.env, 'production');
  });

  it('should bundle once and reuse the bundle until a source changes, then bundle the change', async () => {
    const commands = commandsOf(root);
    await commandModule(commands, 'hello');
    const again = await commandModule(commands, 'hello');
    assert.equal(again.rebuilt, false, 'nothing changed: the kept bundle');
    const where = path.join(root, 'src', 'where.ts');
    await writeFile(where, (await readFile(where, 'utf8')).replace("'utf8')", "'utf8').toUpperCase()"));
    const edited = await commandModule(commands, 'hello');
    assert.equal(edited.rebuilt, true, 'an imported source changed');
    assert.notEqual(edited.url, again.url, 'into a folder of its own: a running command keeps its chunks');
    assert.equal((await run(root, ['hello'])).greeting, 'HEI');
  });

  it('should bundle again when the kept bundle is damaged or gone', async () => {
    const commands = commandsOf(root);
    const { url } = await commandModule(commands, 'hello');
    await writeFile(path.join(commands.cacheDir, `current-node${process.versions.node.split('.')[0]}.json`), '{ not json');
    assert.equal((await commandModule(commands, 'hello')).rebuilt, true, "a damaged pointer to this Node's bundle");
    await rm(path.dirname(fileURLToPath(url)), { recursive: true });
    const remade = await commandModule(commands, 'hello');
    assert.equal(remade.rebuilt, true, 'a deleted bundle folder');
    assert.ok((await stat(fileURLToPath(remade.url))).isFile(), 'the command is in the new bundle');
  });

  it('should keep the current bundle and the three newest others, and clear what an hour-old stopped bundling left', async () => {
    const commands = commandsOf(root);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const older = Array.from({ length: 5 }, (_, i) => String(i).repeat(64));
    for (const [i, name] of older.entries()) {
      await mkdir(path.join(commands.cacheDir, name), { recursive: true });
      await utimes(path.join(commands.cacheDir, name), hoursAgo(10 - i), hoursAgo(10 - i));
    }
    for (const [name, hours] of [
      ['.tmp-1-1', 2],
      ['.tmp-2-2', 0],
    ] as const) {
      await mkdir(path.join(commands.cacheDir, name), { recursive: true });
      await utimes(path.join(commands.cacheDir, name), hoursAgo(hours), hoursAgo(hours));
    }
    const where = path.join(root, 'src', 'where.ts');
    await writeFile(where, `${await readFile(where, 'utf8')}// edited\n`);
    const { url, rebuilt } = await commandModule(commands, 'hello');
    assert.equal(rebuilt, true);
    const left = (await readdir(commands.cacheDir)).filter((name) => !name.startsWith('current-')).sort();
    const current = path.basename(path.dirname(fileURLToPath(url)));
    assert.ok(left.includes(current), 'the current bundle');
    assert.ok(left.includes('.tmp-2-2'), 'a bundling that may still be running');
    assert.ok(!left.includes('.tmp-1-1'), 'an hour-old leftover');
    const bundles = left.filter((name) => /^[0-9a-f]{64}$/.test(name) && name !== current);
    assert.equal(bundles.length, 3, `three others kept: ${bundles.join(', ')}`);
    assert.ok(!bundles.includes(older[0]!) && !bundles.includes(older[1]!), 'the oldest go first');
  });

  it('should give a moved project a bundle naming its new folder, not the old one', async () => {
    const moved = path.join(dir, 'siirretty');
    await cp(root, moved, { recursive: true, verbatimSymlinks: true });
    const out = await run(moved, ['hello']);
    assert.equal(out.here, pathToFileURL(path.join(moved, 'src', 'where.ts')).href);
  });

  it('should still run the command, through tsx, when the cache cannot be written', async () => {
    const blocked = path.join(dir, 'kolmas');
    await helloProject(blocked);
    // A file where the cache folder should be: making the folder fails as on a full or read-only disk.
    await mkdir(path.join(blocked, '.cache'));
    await writeFile(path.join(blocked, '.cache', 'commands'), '');
    const out = await run(blocked, ['hello', '--nimi', 'Aino']);
    assert.deepEqual(out.argv, [path.join(blocked, 'scripts', 'hello.ts'), '--nimi', 'Aino']);
    assert.equal(out.greeting, 'hei');
  });

  it('should refuse a module that uses import.meta for anything but url, at its file and line', async () => {
    const other = path.join(dir, 'toinen');
    await helloProject(other);
    await writeFile(path.join(other, 'src', 'where.ts'), "export const here = '';\nexport const greeting = () => import.meta.dirname;\n");
    await assert.rejects(commandModule(commandsOf(other), 'hello'), (error: Error) => {
      assert.match(error.message, /Only import\.meta\.url can be used/);
      assert.match(error.message, /src\/where\.ts:2/);
      return true;
    });
  });

  it('should refuse a command that scripts/ does not have, listing the ones it has', async () => {
    await assert.rejects(commandModule(commandsOf(root), 'bulid'), /No command "bulid": scripts\/ has hello\./);
  });
});

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { SettingsError } from '../../src/config.ts';
import { readFlags } from '../../scripts/lib/flags.ts';

/** Runs a command's script as `npm run` would (without npm's own noise); resolves with its exit code and output. */
async function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const STACK_LINE = /^\s+at /m;

/** The mistakes a person can make end in a message and exit code 1, never a stack trace. */
describe('commands on a mistake', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-command-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should refuse a folder of photos as npm run build --out, and name SITE_URL with an example when it has no scheme', async () => {
    const photos = path.join(dir, 'kuvat');
    await mkdir(photos);
    await writeFile(path.join(photos, 'haapa.jpg'), 'not really a photo, but a file the build must not delete');
    // The preview server resolves the same settings and loads a fraction of the build's modules.
    const [out, siteUrl] = await Promise.all([run('scripts/build.ts', ['--out', photos]), run('scripts/serve.ts', [], { SITE_URL: 'aino.github.io/eliokokoelma' })]);

    assert.equal(out.code, 1, 'build: exit code 1');
    assert.match(out.stderr, /Refusing to build into this folder: ".*kuvat" holds files no build wrote \(haapa\.jpg\)/);
    assert.doesNotMatch(out.stderr, STACK_LINE, 'build: no stack trace');
    assert.deepEqual(await readdir(photos), ['haapa.jpg'], 'the photo is in place');

    assert.equal(siteUrl.code, 1, 'serve: exit code 1');
    assert.match(siteUrl.stderr, /SITE_URL \(--site-url\): "aino\.github\.io\/eliokokoelma" is not a full web address.*e\.g\. https:\/\//);
    assert.doesNotMatch(siteUrl.stderr, STACK_LINE, 'serve: no stack trace');
  });

  it('should name a stray flag or word and list the flags the command takes, instead of a stack trace', () => {
    const options = { out: { type: 'string' }, base: { type: 'string' } } as const;
    assert.deepEqual({ ...readFlags(options, ['--out', 'julkaisu']) }, { out: 'julkaisu' });
    for (const [args, pattern] of [
      [['--port', '5000'], /Unknown option '--port'\. This command takes: --out <value>, --base <value>/],
      [['julkaisu'], /Unexpected argument 'julkaisu'.* This command takes: --out <value>, --base <value>/],
      [['--out'], /'--out <value>' argument missing/],
    ] as const) {
      assert.throws(() => readFlags(options, [...args]), (error: unknown) => error instanceof SettingsError && pattern.test(error.message), args.join(' '));
    }
  });
});

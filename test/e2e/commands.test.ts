import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BUILD_MARKER } from '../../src/output/write-site.ts';
import { formatReport, StudentError } from '../../src/messages/student-error.ts';
import { readFlags } from '../../src/flags.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { runScript } from '../helpers/run-script.ts';
import { snapshot } from '../helpers/snapshot.ts';
import { problem } from '../../src/messages/problems.ts';

/** Runs a command's script in the project copy as `npm run` would (without npm's own noise); resolves with its exit code and output. */
const run = (cwd: string, script: string, args: string[], env: NodeJS.ProcessEnv = {}) => runScript(cwd, script, args, env);

/** A student's mistake is reported without a trace of the program: no stack frame, no Node internals. */
function assertNoStackTrace(output: string, what: string) {
  assert.doesNotMatch(output, /^\s+at /m, `${what}: no stack trace`);
  assert.doesNotMatch(output, /node:internal/, `${what}: no Node internals`);
}

/** The mistakes a person can make end in a Finnish message and exit code 1, never a stack trace. */
describe('commands on a mistake', () => {
  let project: ProjectCopy;
  /** A site an earlier build left in `dist/`: marked as a build's, so a build may replace it. */
  let previousSite: Record<string, string>;
  before(async () => {
    project = await copyProject({ whole: true });
    const dist = path.join(project.root, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), '<!DOCTYPE html><title>Eilinen sivusto</title>');
    await writeFile(path.join(dist, BUILD_MARKER), '');
    previousSite = await snapshot(dist);
  });
  after(() => project?.cleanup());

  it('should point at the file and line of a broken species file, and keep the previous site', async () => {
    const kurki = path.join(project.root, 'src/data/lajit/linnut/kurki.md');
    const original = await readFile(kurki, 'utf8');
    const lines = original.split('\n');
    const dateLine = lines.findIndex((line) => line.startsWith('kuvausaika:'));
    assert.ok(dateLine > 0, 'the sample kurki.md has a date');
    lines[dateLine] = 'kuvausaika: 17.5.';
    lines.splice(dateLine + 1, 0, 'kuvauspaika: Siikaneva');
    await writeFile(kurki, lines.join('\n'));
    try {
      const build = await run(project.root, 'scripts/build.ts', []);
      assert.equal(build.code, 1, 'exit code 1');
      assert.match(build.stderr, /^Sivustoa ei rakennettu: sisällössä on 2 virhettä\./m);
      assert.match(
        build.stderr,
        new RegExp(`src/data/lajit/linnut/kurki\\.md, rivi ${dateLine + 1} \\(kuvausaika\\): päivämäärästä "17\\.5\\." puuttuu vuosi`),
      );
      assert.match(
        build.stderr,
        new RegExp(`src/data/lajit/linnut/kurki\\.md, rivi ${dateLine + 2} \\(kuvauspaika\\): tuntematon avain "kuvauspaika": tarkoititko "kuvauspaikka"\\?`),
      );
      assertNoStackTrace(build.stderr, 'build');
      assert.deepEqual(await snapshot(path.join(project.root, 'dist')), previousSite, 'dist/ is as the last build left it');
    } finally {
      await writeFile(kurki, original);
    }
  });

  it('should refuse a folder of photos as npm run build --out, and name SITE_URL with an example when it has no scheme', async () => {
    const photos = path.join(project.root, 'kuvat');
    await mkdir(photos);
    await writeFile(path.join(photos, 'haapa.jpg'), 'not really a photo, but a file the build must not delete');
    // The preview server resolves the same settings and loads a fraction of the build's modules.
    const [out, siteUrl] = await Promise.all([
      run(project.root, 'scripts/build.ts', ['--out', photos]),
      run(project.root, 'scripts/serve.ts', [], { SITE_URL: 'aino.github.io/eliokokoelma' }),
    ]);

    assert.equal(out.code, 1, 'build: exit code 1');
    assert.match(out.stderr, /^Sivustoa ei rakennettu: kansiossa ".*kuvat" on tiedostoja, joita npm run build ei ole tehnyt \(haapa\.jpg\)/);
    assert.match(out.stderr, /Rakenna uuteen tai tyhjään kansioon, esimerkiksi --out dist\./, 'what to do instead');
    assertNoStackTrace(out.stderr, 'build');
    assert.deepEqual(await readdir(photos), ['haapa.jpg'], 'the photo is in place');

    assert.equal(siteUrl.code, 1, 'serve: exit code 1');
    assert.match(
      siteUrl.stderr,
      /^Mitään ei tehty: 1 asetus on väärin\.\n {2}- SITE_URL \(--site-url\): "aino\.github\.io\/eliokokoelma" ei ole kokonainen verkko-osoite.*esimerkiksi https:\/\//,
    );
    assertNoStackTrace(siteUrl.stderr, 'serve');
  });

  it('should refuse a folder that looks like a site but holds no marker, and a folder inside assets/, deleting nothing', async () => {
    const lookalike = path.join(project.root, 'vanha-sivusto');
    await mkdir(path.join(lookalike, 'assets'), { recursive: true });
    for (const file of ['index.html', '_headers', 'robots.txt']) await writeFile(path.join(lookalike, file), file);
    await writeFile(path.join(lookalike, 'assets', 'my-only-copy-of-photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const before = await snapshot(lookalike);
    const assetsBefore = await snapshot(path.join(project.root, 'assets'));
    const [site, inAssets] = await Promise.all([
      run(project.root, 'scripts/build.ts', ['--out', lookalike]),
      run(project.root, 'scripts/build.ts', ['--out', 'assets/new']),
    ]);
    assert.equal(site.code, 1, 'look-alike: exit code 1');
    assert.match(
      site.stderr,
      /^Sivustoa ei rakennettu: kansiossa ".*vanha-sivusto" on tiedostoja, joita npm run build ei ole tehnyt \(_headers, assets, index\.html, …\), eikä siinä ole tiedostoa \.eliokokoelma-build\./,
    );
    assertNoStackTrace(site.stderr, 'build --out look-alike');
    assert.deepEqual(await snapshot(lookalike), before, 'the photo and every other file are in place');
    assert.equal(inAssets.code, 1, 'assets/new: exit code 1');
    assert.match(inAssets.stderr, /^Sivustoa ei rakennettu: "assets\/new" \(.*\) on kuvakansion sisällä/);
    assertNoStackTrace(inAssets.stderr, 'build --out assets/new');
    assert.deepEqual(await snapshot(path.join(project.root, 'assets')), assetsBefore, 'nothing written into assets/');
  });

  it('should name a wrong PORT in Finnish in npm run uusi, without a stack trace', async () => {
    const uusi = await run(project.root, 'scripts/uusi.ts', ['Testilaji'], { PORT: 'abc' });
    assert.equal(uusi.code, 1, 'exit code 1');
    assert.equal(
      uusi.stderr.trim(),
      'Mitään ei tehty: 1 asetus on väärin.\n  - PORT (--port): "abc" ei ole portin numero: kirjoita kokonaisluku väliltä 0–65535, esimerkiksi 4173',
    );
  });

  it('should say the port is taken and how to start on another, in npm start and npm run serve', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      for (const [event, command] of [
        ['start', 'npm start'],
        ['serve', 'npm run serve'],
      ] as const) {
        const serve = await run(project.root, 'scripts/serve.ts', ['--port', String(port)], { npm_lifecycle_event: event });
        assert.equal(serve.code, 1, `${command}: exit code 1`);
        assert.equal(
          serve.stderr.trim(),
          `Portti ${port} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). ` +
            `Sulje se tai käynnistä toiseen porttiin: ${command} -- --port ${port + 1}`,
        );
        assertNoStackTrace(serve.stderr, command);
      }
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('should say what to run first when there is no built site to serve', async () => {
    const serve = await run(project.root, 'scripts/serve.ts', ['--dir', 'julkaisu', '--port', '0']);
    assert.equal(serve.code, 1, 'exit code 1');
    assert.match(serve.stderr, /^Kansiossa julkaisu\/ ei ole rakennettua sivustoa\. Rakenna se ensin komennolla npm run build/);
    assertNoStackTrace(serve.stderr, 'serve');
  });

  it('should name a stray flag or word in Finnish and list the flags the command takes, instead of a stack trace', async () => {
    const options = { out: { type: 'string' }, base: { type: 'string' }, 'root-404': { type: 'boolean' } } as const;
    assert.deepEqual({ ...readFlags(options, ['--out', 'julkaisu']) }, { out: 'julkaisu' });
    const accepted = 'Tämä komento hyväksyy: --out <arvo>, --base <arvo>, --root-404';
    for (const [args, expected] of [
      [['--port', '5000'], `Tuntematon valinta --port. ${accepted}`],
      [['-p'], `Tuntematon valinta -p. ${accepted}`],
      [['julkaisu'], `Ylimääräinen sana "julkaisu": tämä komento ottaa vain valintoja. Jos sana kuuluu valinnalle, kirjoita valinta sen eteen. ${accepted}`],
      [['--out'], 'Valinnalta --out puuttuu arvo: kirjoita arvo valinnan perään, esimerkiksi --out arvo tai --out=arvo'],
      [['--out', '--base', '/a'], 'Valinnalta --out puuttuu arvo: kirjoita arvo valinnan perään, esimerkiksi --out arvo tai --out=arvo'],
      [['--root-404=kylla'], 'Valinta --root-404 ei ota arvoa: kirjoita pelkkä --root-404'],
    ] as const) {
      assert.throws(
        () => readFlags(options, [...args]),
        (error: unknown) =>
          error instanceof StudentError &&
          error.code === 'settings.flag' &&
          formatReport(error) === `${problem('settings.flag', 'heading').message}\n  - ${expected}`,
        args.join(' '),
      );
    }

    const build = await run(project.root, 'scripts/build.ts', ['dist']);
    assert.equal(build.code, 1, 'npm run build dist: exit code 1');
    assert.match(build.stderr, /Ylimääräinen sana "dist": .* Tämä komento hyväksyy: --base <arvo>/);
    assertNoStackTrace(build.stderr, 'build');
  });
});

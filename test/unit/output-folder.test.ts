import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeFailure } from '../../src/output/output-error.ts';
import { BUILD_MARKER, claimOutputFolder, OutputError, type OutputFile, outputFolderProblem, sideFolders, writeSite } from '../../src/output/write-site.ts';
import { formatReport, StudentError } from '../../src/messages/student-error.ts';
import { buildInto, fixtureContent, fixtureSpecies, type Workspace } from '../helpers/fixtures.ts';
import { snapshot } from '../helpers/snapshot.ts';

/** A species without images: these builds test the writer, so they skip the image work. */
const imageless = () => fixtureContent([fixtureSpecies()[3]!]);
/** An `OutputError` whose printed report (Finnish, as the student reads it) matches `pattern`. */
const isOutputError = (pattern: RegExp) => (error: unknown) => {
  assert.ok(error instanceof OutputError, `an OutputError, not ${String(error)}`);
  assert.match(formatReport(error), pattern);
  return true;
};

describe('the output folder', () => {
  let ws: Workspace;
  let built: Record<string, string>;
  const build = (overrides = {}, content = imageless()) => buildInto(ws, content, overrides);
  before(async () => {
    // No photos are drawn: these builds publish none, and the assets folder only has to exist.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-output-'));
    ws = {
      dir,
      assetsDir: path.join(dir, 'assets'),
      outDir: path.join(dir, 'dist'),
      cacheDir: path.join(dir, 'cache'),
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
    await mkdir(ws.assetsDir);
    await writeFile(path.join(ws.assetsDir, 'haapa.jpg'), 'a photo');
    await build();
    built = await snapshot(ws.outDir);
  });
  after(() => ws.cleanup());
  /** `writeSite` as a build calls it, holding the folder; `check` judges what it threw. */
  const claimAndWrite = async (files: OutputFile[], check: (error: unknown) => boolean) => {
    const held = await claimOutputFolder(ws);
    try {
      await assert.rejects(writeSite(ws.outDir, files), check);
    } finally {
      await held.release();
    }
  };

  it('should mark every build, so the next one knows the folder is its own', () => {
    assert.ok(built[BUILD_MARKER], `${BUILD_MARKER} is written`);
  });

  it('should make the site as readable as any new folder, so a web server can serve it', async () => {
    const probe = path.join(ws.dir, 'uusi-kansio');
    await mkdir(probe);
    const mode = async (p: string) => (await stat(p)).mode & 0o777;
    assert.equal(await mode(ws.outDir), await mode(probe), 'the site folder has the usual mode (no private temp folder)');
    assert.equal(await mode(path.join(ws.outDir, 'kasvi')), await mode(probe), 'its folders too');
  });

  it('should refuse a folder that looks like a site but holds no marker, and delete nothing in it', async () => {
    // A student's folder with a site's top-level names and their only copy of a photo.
    const lookalike = path.join(ws.dir, 'sivusto-kopio');
    await mkdir(path.join(lookalike, 'assets'), { recursive: true });
    for (const file of ['index.html', '_headers', 'robots.txt']) await writeFile(path.join(lookalike, file), `my ${file}`);
    await writeFile(path.join(lookalike, 'assets', 'my-only-copy-of-photo.svg'), '<svg/>');
    const before = await snapshot(lookalike);
    await assert.rejects(
      build({ outDir: lookalike }),
      isOutputError(
        /^Sivustoa ei rakennettu: kansiossa ".*sivusto-kopio" on tiedostoja, joita npm run build ei ole tehnyt \(_headers, assets, index\.html, …\), eikä siinä ole tiedostoa \.eliokokoelma-build\./,
      ),
    );
    assert.deepEqual(await snapshot(lookalike), before, 'the photo and every other file are in place');
  });

  it('should refuse to replace a folder of files no build wrote (photos), and touch none of them', async () => {
    const photos = path.join(ws.dir, 'kuvat');
    await mkdir(photos);
    await writeFile(path.join(photos, 'haapa.jpg'), 'a photo');
    await writeFile(path.join(photos, 'muistiinpanot.txt'), 'omat muistiinpanot');
    const before = await snapshot(photos);
    await assert.rejects(
      build({ outDir: photos }),
      isOutputError(
        /^Sivustoa ei rakennettu: kansiossa ".*kuvat" on tiedostoja, joita npm run build ei ole tehnyt \(haapa\.jpg, muistiinpanot\.txt\).*mitään ei muutettu.*--out dist/s,
      ),
    );
    assert.deepEqual(await snapshot(photos), before, 'every file is in place');
    assert.deepEqual(
      (await readdir(ws.dir)).filter((name) => name.startsWith('.kuvat')),
      [],
      'no lock or staging folder is left beside it',
    );
  });

  it('should refuse a folder inside the assets, the source code or the cache', async () => {
    const folders = { assetsDir: ws.assetsDir, cacheDir: ws.cacheDir };
    assert.match((await outputFolderProblem(path.join(ws.assetsDir, 'new'), folders)) ?? '', /new" on kuvakansion sisällä \(".*assets"\)$/);
    assert.match((await outputFolderProblem(path.join(ws.cacheDir, 'site'), folders)) ?? '', /site" on välimuistin sisällä/);
    assert.match((await outputFolderProblem(path.resolve('src', 'dist'), folders)) ?? '', /src\/dist" on lähdekoodin kansion sisällä/);
    const workspace = await snapshot(ws.dir);
    await assert.rejects(build({ outDir: path.join(ws.assetsDir, 'new') }), isOutputError(/^Sivustoa ei rakennettu: ".*assets\/new" on kuvakansion sisällä/));
    assert.deepEqual(await snapshot(ws.dir), workspace, 'nothing was written');
  });

  it('should refuse the assets folder and the folder that holds it, even when they look like a build', async () => {
    await writeFile(path.join(ws.assetsDir, BUILD_MARKER), '');
    const workspace = await snapshot(ws.dir);
    await assert.rejects(build({ outDir: ws.assetsDir }), isOutputError(/assets" on kuvakansio\./));
    await assert.rejects(build({ outDir: ws.dir }), isOutputError(/sisältää kuvakansion \(".*assets"\)/));
    await assert.rejects(build({ outDir: path.join(ws.assetsDir, '..') }), isOutputError(/sisältää kuvakansion/));
    assert.deepEqual(await snapshot(ws.dir), workspace, 'every file of the workspace is in place');
  });

  it("should refuse the project's own folders and any folder above them", async () => {
    const project = path.resolve('.');
    for (const outDir of [project, path.join(project, 'src'), path.dirname(project), '/']) {
      const problem = await outputFolderProblem(outDir, { assetsDir: ws.assetsDir, cacheDir: ws.cacheDir });
      assert.match(
        problem ?? '',
        /on projektin kansio|sisältää projektin kansion|on lähdekoodin kansio|on kansio, jossa komento ajetaan|sisältää kansion, jossa komento ajetaan/,
        outDir,
      );
    }
    assert.equal(await outputFolderProblem(ws.outDir, { assetsDir: ws.assetsDir, cacheDir: ws.cacheDir }), undefined, 'a previous build may be replaced');
    assert.equal(await outputFolderProblem(path.join(ws.dir, 'uusi/kansio'), { assetsDir: ws.assetsDir, cacheDir: ws.cacheDir }), undefined, 'a new folder');
  });

  it('should build into a new or an empty folder', async () => {
    await mkdir(path.join(ws.dir, 'tyhja'));
    for (const outDir of [path.join(ws.dir, 'tyhja'), path.join(ws.dir, 'uusi/sivusto')]) {
      await build({ outDir });
      assert.ok(existsSync(path.join(outDir, 'index.html')), `${outDir} holds the site`);
    }
  });

  it('should let only one build at a time write a folder, and take over the lock of a build that died', async () => {
    const held = await claimOutputFolder(ws);
    try {
      await assert.rejects(build(), (error: unknown) => {
        assert.ok(error instanceof OutputError && error.code === 'output.locked', `refused as locked, not ${String(error)}`);
        assert.match(formatReport(error), /dist \(\D+ \d+, \D+ .*\)/, 'the folder, and the process holding it with when it started');
        return true;
      });
    } finally {
      await held.release();
    }
    assert.ok(!existsSync(sideFolders(ws.outDir).lock), 'the lock is gone once its holder releases it');
    await build();
    await writeFile(sideFolders(ws.outDir).lock, 'not a lock anyone wrote');
    await assert.rejects(
      build(),
      isOutputError(/^Toinen komento rakentaa jo sivustoa .*Jos mikään komento ei ole käynnissä, poista tiedosto .*\.dist\.lock\.$/s),
      'an unreadable lock counts as held',
    );
    // Above the largest pid Linux hands out: a build that no longer runs.
    await writeFile(sideFolders(ws.outDir).lock, JSON.stringify({ pid: 4_194_305, host: os.hostname() }));
    await build();
    assert.deepEqual(await snapshot(ws.outDir), built, 'the stale lock was taken over');
  });

  it('should put back the previous site that a build killed mid-swap left aside, before anything else', async () => {
    await rename(ws.outDir, sideFolders(ws.outDir).previous);
    const species = fixtureSpecies()[3]!;
    await assert.rejects(build({}, fixtureContent([{ ...species, infoCard: { kuvausaika: '31.2.2023' } }])), StudentError);
    assert.deepEqual(await snapshot(ws.outDir), built, 'dist/ is back, as the last good build left it');
    assert.ok(!existsSync(sideFolders(ws.outDir).previous));
  });

  it('should publish a file taken from disk with its bytes, as a hard link to it where the disk allows one', async () => {
    const outDir = path.join(ws.dir, 'linked');
    const cached = path.join(ws.dir, 'kuva-cache.webp');
    await writeFile(cached, 'kuvan tavut');
    const held = await claimOutputFolder({ ...ws, outDir });
    try {
      await writeSite(outDir, [{ path: 'img/kuva.webp', copyFrom: cached }]);
    } finally {
      await held.release();
    }
    const published = path.join(outDir, 'img', 'kuva.webp');
    assert.equal(await readFile(published, 'utf8'), 'kuvan tavut');
    assert.equal((await stat(published)).ino, (await stat(cached)).ino, 'one file, linked: a temp folder is on one disk');
    await rm(outDir, { recursive: true, force: true });
  });

  it('should keep the previous site and leave nothing beside it when a file of the new one cannot be written', async () => {
    await claimAndWrite(
      [
        { path: 'index.html', contents: 'uusi' },
        { path: 'img/kuva.webp', copyFrom: path.join(ws.dir, 'ei-ole.webp') },
      ],
      (error) => {
        assert.ok(error instanceof OutputError && error.code === 'output.writeFailed', `a write failure, not ${String(error)}`);
        assert.match(formatReport(error), /^Sivustoa ei voitu kirjoittaa kansioon .*dist \(ENOENT: .*ei-ole\.webp.*\)\. Kansio .*dist on ennallaan\./s);
        return true;
      },
    );
    assert.deepEqual(await snapshot(ws.outDir), built, 'the previous site is kept');
    assert.deepEqual(
      (await readdir(ws.dir)).filter((name) => name.startsWith('.dist')),
      [],
      'no staging folder or lock is left',
    );
  });

  it('should say the disk is full when a write fails with ENOSPC, with what became of the site', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const error = writeFailure(full, 'dist', 'Kansio dist on ennallaan.');
    assert.equal(error.code, 'output.writeFailed');
    assert.equal(error.cause, full);
    assert.equal(
      formatReport(error),
      'Levy on täynnä: sivustoa ei voitu kirjoittaa kansioon dist. Kansio dist on ennallaan. Vapauta levyltä tilaa ja rakenna uudelleen.',
    );
  });

  it('should say so when the folder beside the output cannot be written, instead of crashing', async () => {
    const file = path.join(ws.dir, 'tiedosto');
    await writeFile(file, 'a file, not a folder');
    await assert.rejects(
      build({ outDir: path.join(file, 'dist') }),
      isOutputError(/^Sivustoa ei voitu kirjoittaa kansioon .*tiedosto\/dist \(EEXIST: .*tiedosto.\)\. Mitään ei muutettu\. Tarkista/),
    );
  });

  it('should write nothing outside the output folder, whatever a file path says', async () => {
    for (const bad of ['../PWNED.txt', 'img/../../PWNED.txt', '/tmp/PWNED.txt', '']) {
      await assert.rejects(writeSite(ws.outDir, [{ path: bad, contents: 'x' }]), /leaves the site folder|is not a file path/, bad);
    }
    assert.ok(!existsSync(path.join(ws.dir, 'PWNED.txt')));
    assert.deepEqual(await snapshot(ws.outDir), built);
  });
});

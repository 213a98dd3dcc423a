/**
 * `npm run palautus -- --nimi "Helmi Saarikoski"` in a temp copy of the project with a git history:
 * the hand-in PDF carries the full name, the date and the commit on its cover (read back with
 * poppler's pdftotext), lands in palautus/, and leaves the working tree clean and the name out of
 * src/ and dist/.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findBrowser } from '../../src/booklet/browser.ts';
import { resolveSettings } from '../../src/config.ts';
import { makeHandIn } from '../../src/pipeline/hand-in.ts';
import { makeFaceRepository } from '../helpers/face-repository.ts';
import { quick } from '../helpers/fixtures.ts';
import { havePoppler, pdfText, squash } from '../helpers/pdf.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { runScript } from '../helpers/run-script.ts';

// Not a name the code uses as an example (`Eetu Virtanen` is in the messages): the grep must find nothing.
const NAME = 'Helmi Saarikoski';
/** A few species of the sample: the hand-in encodes every photo it prints, and the sample's 29 would take minutes on a cold cache. */
const KEEP = ['kasvit/kielo.md', 'linnut/kurki.md', 'perhoset/nokkosperhonen.md'];

describe('npm run palautus: the hand-in copy', {
  skip: !havePoppler() && !process.env.CI && 'poppler-utils is not installed (apt-get install -y poppler-utils)',
}, () => {
  let project: ProjectCopy;
  let commit: string;
  let run: { code: number; stdout: string; stderr: string };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Testi', '-c', 'user.email=testi@example.org', ...args], { cwd: project.root, encoding: 'utf8' }).trim();

  before(async () => {
    assert.ok(await findBrowser(), 'a Chrome or Chromium to print with');
    project = await copyProject({ whole: true });
    await cp('.gitignore', path.join(project.root, '.gitignore'));
    const species = path.join(project.root, 'src', 'data', 'lajit');
    for (const file of await readdir(species, { recursive: true })) {
      if (file.endsWith('.md') && !KEEP.includes(file.split(path.sep).join('/')) && !file.endsWith('MALLI.md')) await rm(path.join(species, file));
    }
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'Kokoelma');
    commit = git('rev-parse', '--short', 'HEAD');
    run = await runScript(project.root, 'scripts/palautus.ts', ['--nimi', NAME]);
  });
  after(() => project?.cleanup());

  it('should write one PDF into palautus/, named after the student and the day, and say where it is', async () => {
    assert.equal(run.code, 0, run.stderr);
    const files = await readdir(path.join(project.root, 'palautus'));
    assert.equal(files.length, 1, 'one PDF');
    assert.match(files[0]!, /^helmi-saarikoski-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.match(run.stdout, /Palautuskappale on valmis: palautus\/helmi-saarikoski-/);
  });

  it('should carry the full name, the date and the commit on its cover', async () => {
    const [file] = (await readdir(path.join(project.root, 'palautus'))).filter((name) => name.startsWith('helmi-'));
    const cover = squash(pdfText(path.join(project.root, 'palautus', file!), 1));
    const today = new Date();
    const date = `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`;
    assert.ok(cover.includes(`${NAME}, luokka`), cover);
    assert.ok(cover.includes(`Palautettu ${date}, versio ${commit}`), cover);
  });

  it('should leave git status clean and the full name out of src/ and dist/', () => {
    assert.equal(git('status', '--porcelain'), '');
    const grep = (dir: string) => {
      try {
        return execFileSync('grep', ['-rl', 'Saarikoski', dir], { cwd: project.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        return '';
      }
    };
    assert.equal(grep('src'), '');
    assert.equal(grep('dist'), '');
  });

  it('should make the first-name copy without --nimi: the first name and class in the file name, the first name on the cover', async () => {
    const firstName = await runScript(project.root, 'scripts/palautus.ts', []);
    assert.equal(firstName.code, 0, firstName.stderr);
    const files = (await readdir(path.join(project.root, 'palautus'))).filter((file) => file.startsWith('aino-'));
    assert.equal(files.length, 1);
    assert.match(files[0]!, /^aino-8b-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.match(firstName.stdout, /Siinä on vain etunimesi/);
    const cover = squash(pdfText(path.join(project.root, 'palautus', files[0]!), 1));
    assert.ok(cover.includes('Aino, luokka 8b'), cover);
    assert.ok(cover.includes(`versio ${commit}`), cover);
    assert.ok(!cover.includes('Saarikoski'), cover);
  });

  it('should refuse a first name alone in Finnish, without a stack trace', async () => {
    const alone = await runScript(project.root, 'scripts/palautus.ts', ['--nimi', 'Eetu']);
    assert.equal(alone.code, 1);
    assert.match(alone.stderr, /"Eetu" ei näytä koko nimeltä/);
    assert.doesNotMatch(alone.stderr, /\n\s+at /);
  });
});

describe("npm run palautus: the build's face and name checks (detector stubbed)", () => {
  let dir: string;
  after(() => rm(dir, { recursive: true, force: true }));

  it('should make the copy and return the face in a photo and the name the table questions, as the build and npm run luokka do', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-palautus-faces-'));
    const repo = path.join(dir, 'eliokokoelma-aino');
    const detect = await makeFaceRepository(repo);
    const settings = resolveSettings(
      {},
      {},
      quick({ dataDir: path.join(repo, 'src', 'data'), assetsDir: path.join(repo, 'assets'), cacheDir: path.join(dir, 'cache'), faces: { enabled: true } }),
    );
    const handIn = await makeHandIn('Aino Virtanen', settings, { root: repo, detectFaces: detect });
    assert.match(handIn.file, /^palautus\/aino-virtanen-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.deepEqual(
      handIn.warnings.map((w) => [w.code, path.basename(w.file ?? '')]),
      [
        ['image.face', 'kurki-1.jpg'],
        ['content.name.nearMiss', 'kurki.md'],
      ],
    );
  });
});

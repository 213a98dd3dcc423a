/**
 * The class report's figures for `npm run bench`: `npm run luokka` over 25 generated student
 * repositories (a class) and over 1 000 (a whole school), each with 30 species of one photo each,
 * against the goals 5 s and 60 s on the 2-core machine. The repositories are written once into a
 * temp folder (not timed); the time is the command's own work: find, read, check (the site core's
 * check: open every photo, read its metadata, look for faces, the result cached by the photo's
 * bytes), write the HTML and the CSV. In the class every photo's bytes differ (as a real class's
 * do), so the first run detects faces in all 750 photos (cold) and the second finds every result
 * in the face cache (warm: the workflow "Luokan kokoelmat" keeps .cache/faces between runs); the
 * school's 30 000 photos share their bytes, so it is timed warm only. Fetching the repositories
 * (the workflow's clones) is network time and not measured here.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { checkRepository } from '../../src/pipeline/check-repository.ts';
import { runClassReport } from '../../src/teacher/class-report-command.ts';
import { GROUPS } from '../../src/content/groups.ts';

type Row = [string, string, string];

const SPECIES = 30;
const ASSIGNMENT =
  '---\nlajeja vähintään: 30\nryhmittäin:\n  puut: 3\npakolliset tiedot:\n  - kuvausaika\n  - lähteet\nkuvauksen kappaleita vähintään: 2\n---\n';

/** `count` repositories of `SPECIES` species under `root`; every tenth lacks a source, as a class would. `photo` gives each photo's bytes. */
export async function generate(root: string, count: number, photo: (pupil: number, species: number) => Promise<Buffer>): Promise<void> {
  const one = async (n: number) => {
    const repo = path.join(root, `eliokokoelma-oppilas-${n}`);
    await mkdir(path.join(repo, 'src', 'data'), { recursive: true });
    await writeFile(path.join(repo, 'src', 'data', 'kokoelma.md'), `---\notsikko: Eliökokoelma\nnimi: Oppilas${n}\nluokka: 8b\n---\n`);
    for (let s = 0; s < SPECIES; s++) {
      const group = GROUPS[s % GROUPS.length]!.folder;
      const stem = `laji-${s}`;
      await mkdir(path.join(repo, 'src', 'data', 'lajit', group), { recursive: true });
      await mkdir(path.join(repo, 'assets', group), { recursive: true });
      await writeFile(path.join(repo, 'assets', group, `${stem}-1.jpg`), await photo(n, s));
      const sources = s % 10 === n % 10 ? 'lähteet:' : `lähteet:\n  - https://fi.wikipedia.org/wiki/Laji_${s} Wikipedia: Laji ${s}`;
      await writeFile(
        path.join(repo, 'src', 'data', 'lajit', group, `${stem}.md`),
        `---\nnimi: Laji ${s}\ntieteellinen: Species numerus${s}\nkuvat:\n  - ${group}/${stem}-1.jpg\nkuvausaika: 1.6.2026\nkuvauspaikka: Lähimetsä\n${sources}\n---\n\nEnsimmäinen kappale.\n\nToinen kappale.\n`,
      );
    }
  };
  for (let n = 0; n < count; n += 16) await Promise.all(Array.from({ length: Math.min(16, count - n) }, (_, i) => one(n + i)));
}

export async function benchClassReport(): Promise<Row[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-bench-luokka-'));
  try {
    const pixels = sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a6b3a' } });
    // The same pixels, each photo's bytes its own (a description in its metadata): the face cache cannot share a result.
    const unique = (pupil: number, species: number) =>
      pixels
        .clone()
        .jpeg()
        .withExif({ IFD0: { Make: 'Kamerafirma', Model: 'Puhelin 15', ImageDescription: `${pupil}-${species}` } })
        .toBuffer();
    const shared = await unique(0, 0);
    const assignment = path.join(dir, 'tehtava.md');
    await writeFile(assignment, ASSIGNMENT);
    const cacheDir = path.join(dir, 'cache');
    const time = async (root: string, count: number) => {
      const started = performance.now();
      const result = await runClassReport({
        folder: root,
        assignmentFile: assignment,
        check: (repo, today) => checkRepository(repo, today, { cacheDir }),
      });
      if (result.rows.length !== count) throw new Error(`class report found ${result.rows.length} of ${count} repositories`);
      return `${((performance.now() - started) / 1000).toFixed(2)} s`;
    };
    const rows: Row[] = [];
    const classRoot = path.join(dir, 'luokka-25');
    await generate(classRoot, 25, unique);
    rows.push([`npm run luokka: 25 collections × ${SPECIES} species, face cache cold (750 photos detected)`, await time(classRoot, 25), 'reported']);
    rows.push([`npm run luokka: 25 collections × ${SPECIES} species, face cache warm`, await time(classRoot, 25), '≤ 5 s']);
    const schoolRoot = path.join(dir, 'luokka-1000');
    await generate(schoolRoot, 1000, async () => shared);
    rows.push([`npm run luokka: 1000 collections × ${SPECIES} species, face cache warm`, await time(schoolRoot, 1000), '≤ 60 s']);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

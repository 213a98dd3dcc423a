/**
 * The class report's figures for `npm run bench`: `npm run luokka` over 25 generated student
 * repositories (a class) and over 1 000 (a whole school), each with 30 species of one photo each,
 * against the goals 5 s and 60 s on the 2-core machine. The repositories are written once into a
 * temp folder (not timed); the time is the command's own work: find, read, check (the site core's
 * check: open every photo, read its metadata, look for faces, the result cached by the photo's
 * bytes), write the HTML and the CSV.
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

/** `count` repositories of `SPECIES` species under `root`; every tenth lacks a source, as a class would. */
export async function generate(root: string, count: number, photo: Buffer): Promise<void> {
  const one = async (n: number) => {
    const repo = path.join(root, `eliokokoelma-oppilas-${n}`);
    await mkdir(path.join(repo, 'src', 'data'), { recursive: true });
    await writeFile(path.join(repo, 'src', 'data', 'kokoelma.md'), `---\notsikko: Eliökokoelma\nnimi: Oppilas${n}\nluokka: 8b\n---\n`);
    for (let s = 0; s < SPECIES; s++) {
      const group = GROUPS[s % GROUPS.length]!.folder;
      const stem = `laji-${s}`;
      await mkdir(path.join(repo, 'src', 'data', 'lajit', group), { recursive: true });
      await mkdir(path.join(repo, 'assets', group), { recursive: true });
      await writeFile(path.join(repo, 'assets', group, `${stem}-1.jpg`), photo);
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
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a6b3a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Kamerafirma', Model: 'Puhelin 15' } })
      .toBuffer();
    const assignment = path.join(dir, 'tehtava.md');
    await writeFile(assignment, ASSIGNMENT);
    const rows: Row[] = [];
    for (const [count, goal] of [
      [25, '≤ 5 s'],
      [1000, '≤ 60 s'],
    ] as const) {
      const root = path.join(dir, `luokka-${count}`);
      await generate(root, count, photo);
      const started = performance.now();
      const result = await runClassReport({ folder: root, assignmentFile: assignment, check: checkRepository });
      const seconds = (performance.now() - started) / 1000;
      if (result.rows.length !== count) throw new Error(`class report found ${result.rows.length} of ${count} repositories`);
      rows.push([`npm run luokka: ${count} collections × ${SPECIES} species`, `${seconds.toFixed(2)} s`, goal]);
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

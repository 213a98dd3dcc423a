/**
 * Three students' repositories for the class report (`npm run luokka`), in a temp folder laid out
 * as a teacher's download would be: two git clones with GitHub remotes (https and ssh) and one
 * unpacked ZIP (no `.git`) one folder deeper. Photos are generated with sharp.
 *
 * - `eliokokoelma-aino`: complete (3 species, every source, date and paragraph; `pdf: kyllä`);
 * - `eliokokoelma-eetu`: 2 species, one without sources (short of species, missing sources);
 * - `zipit/eliokokoelma-sofia-main`: a broken species file and a photo with GPS in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { privatePhoto } from './private-photo.ts';

export const CLASS_ASSIGNMENT = [
  '---',
  'lajeja vähintään: 3',
  'ryhmittäin:',
  '  linnut: 1',
  'pakolliset tiedot:',
  '  - kuvausaika',
  '  - lähteet',
  'kuvauksen kappaleita vähintään: 1',
  '---',
  '',
  'Kuvaa vähintään kolme lajia, joista yksi lintu.',
  '',
].join('\n');

/** The time of every commit, so the report's "last change" is known. */
export const COMMIT_DATE = '2026-11-20T14:05:00+02:00';

interface Sp {
  group: string;
  file: string;
  nimi: string;
  photo?: string;
  sources?: boolean;
  broken?: boolean;
}

const speciesText = (s: Sp) =>
  s.broken
    ? `---\nnimi: ${s.nimi}\nkuvausaika: 1.6.2026\n\nTiedot jäivät kesken.\n`
    : [
        '---',
        `nimi: ${s.nimi}`,
        s.photo ? `kuvat:\n  - ${s.photo}` : 'kuvat:',
        'kuvausaika: 1.6.2026',
        'kuvauspaikka: Koulun lähimetsä',
        ...(s.sources === false ? ['lähteet:'] : ['lähteet:', `  - https://fi.wikipedia.org/wiki/${encodeURIComponent(s.nimi)} Wikipedia: ${s.nimi}`]),
        '---',
        '',
        `${s.nimi} kasvaa ja elää koulun lähellä.`,
        '',
      ].join('\n');

async function makeRepo(dir: string, site: { nimi: string; luokka: string; pdf?: boolean }, species: Sp[], gps: string[] = []) {
  await mkdir(path.join(dir, 'src', 'data', 'lajit'), { recursive: true });
  await writeFile(
    path.join(dir, 'src', 'data', 'kokoelma.md'),
    `---\notsikko: Eliökokoelma\nnimi: ${site.nimi}\nluokka: ${site.luokka}\n${site.pdf ? 'pdf: kyllä\n' : ''}---\n`,
  );
  for (const s of species) {
    await mkdir(path.join(dir, 'src', 'data', 'lajit', s.group), { recursive: true });
    await writeFile(path.join(dir, 'src', 'data', 'lajit', s.group, `${s.file}.md`), speciesText(s));
    if (s.photo) {
      const file = path.join(dir, 'assets', s.photo);
      await mkdir(path.dirname(file), { recursive: true });
      const bytes = gps.includes(s.photo)
        ? await privatePhoto('jpeg', 64, 48)
        : await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a6b3a' } })
            .png()
            .toBuffer();
      await writeFile(file, bytes);
    }
  }
}

function gitInit(dir: string, remote: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE };
  const run = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Testi', '-c', 'user.email=testi@example.org', ...args], { cwd: dir, env, stdio: 'pipe' });
  run('init', '-q', '-b', 'main');
  run('remote', 'add', 'origin', remote);
  run('add', '-A');
  run('commit', '-q', '-m', 'Kokoelma');
}

export interface ClassFolder {
  root: string;
  cleanup(): Promise<void>;
}

export async function makeClassFolder(): Promise<ClassFolder> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-luokka-'));
  const aino = path.join(root, 'eliokokoelma-aino');
  await makeRepo(aino, { nimi: 'Aino', luokka: '8b', pdf: true }, [
    { group: 'kasvit', file: 'kielo', nimi: 'Kielo', photo: 'kasvit/kielo-1.png' },
    { group: 'linnut', file: 'kurki', nimi: 'Kurki', photo: 'linnut/kurki-1.png' },
    { group: 'puut', file: 'haapa', nimi: 'Haapa', photo: 'puut/haapa-1.png' },
  ]);
  gitInit(aino, 'https://github.com/koulu-8b/eliokokoelma-aino.git');

  const eetu = path.join(root, 'eliokokoelma-eetu');
  await makeRepo(eetu, { nimi: 'Eetu', luokka: '8b' }, [
    { group: 'kasvit', file: 'kielo', nimi: 'Kielo', photo: 'kasvit/kielo-1.png', sources: false },
    { group: 'linnut', file: 'kurki', nimi: 'Kurki', photo: 'linnut/kurki-1.png' },
  ]);
  gitInit(eetu, 'git@github.com:koulu-8b/eliokokoelma-eetu.git');

  const sofia = path.join(root, 'zipit', 'eliokokoelma-sofia-main');
  await makeRepo(
    sofia,
    { nimi: 'Sofia', luokka: '8c' },
    [
      { group: 'kasvit', file: 'kielo', nimi: 'Kielo', photo: 'kasvit/kielo-1.jpg' },
      { group: 'linnut', file: 'kurki', nimi: 'Kurki', broken: true },
      { group: 'sienet', file: 'karpassieni', nimi: 'Kärpässieni', photo: 'sienet/karpassieni-1.png' },
    ],
    ['kasvit/kielo-1.jpg'],
  );
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Test fixtures: a small collection covering every optional part of the content model, with images
 * drawn by sharp into a temp folder. Tests build into their own temp folders, never into `dist/`.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { buildSite, type BuildResult } from '../../src/build-site.ts';
import type { Content } from '../../src/content.ts';
import type { Species } from '../../src/data/types.ts';

/** A solid-colour test image with a diagonal stripe, so crops and rotations are visible. */
export async function makeImage(file: string, width: number, height: number, colour: string, format: 'png' | 'jpeg' = 'png', takenAt?: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><path d="M0 0L${width} ${height}" stroke="#fff" stroke-width="${Math.ceil(width / 20)}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  if (takenAt) image.withExif({ IFD2: { DateTimeOriginal: takenAt } });
  await (format === 'png' ? image.png() : image.jpeg()).toFile(file);
}

export const fixtureSpecies = (): Species[] => [
  {
    title: 'Metsämänty',
    officName: 'Pinus sylvestris',
    images: ['puut/manty-1.png', 'puut/manty-2.png', 'puut/manty-3.png'],
    contentArr: ['Mänty on Suomen yleisin puu.', 'Sen kaarna on ylhäällä oranssi.'],
    infoCard: { kuvausaika: '7.6.2022', kuvauspaikka: 'Nuuksio, Espoo' },
    kasvupaikka: 'Kuivat kankaat',
    lahteet: [
      { url: 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty', kohde: 'Wikipedia: Metsämänty' },
      { url: 'https://example.org/manty', kohde: 'Esimerkkilähde' },
    ],
  },
  {
    title: 'Haapa',
    officName: 'Populus tremula',
    images: ['puut/haapa.png'],
    contentArr: ['Haavan lehdet värisevät tuulessa.'],
    infoCard: { kuvausaika: '12.10.2023' },
  },
  {
    title: 'Rapuhämähäkki',
    images: ['hamahakki.jpg'],
    contentArr: [],
    infoCard: { kuvauspaikka: 'Oulu' },
  },
  {
    title: 'Iso kuovi',
    officName: 'Numenius arquata',
    images: [],
    contentArr: [],
  },
];

export const fixtureContent = (species: Species[] = fixtureSpecies()): Content => ({
  site: { title: 'Eliökokoelma', authorFirstName: 'Aino', className: '8b' },
  species,
});

export interface Workspace {
  dir: string;
  assetsDir: string;
  outDir: string;
  cacheDir: string;
  cleanup(): Promise<void>;
}

/** A temp folder with the fixture images drawn into `assets/`. */
export async function makeWorkspace(): Promise<Workspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-test-'));
  const assetsDir = path.join(dir, 'assets');
  await Promise.all([
    makeImage(path.join(assetsDir, 'puut/manty-1.png'), 800, 600, '#4a6b3a'),
    makeImage(path.join(assetsDir, 'puut/manty-2.png'), 600, 900, '#8a5a2b'),
    makeImage(path.join(assetsDir, 'puut/manty-3.png'), 640, 480, '#2b4a8a'),
    makeImage(path.join(assetsDir, 'puut/haapa.png'), 1000, 750, '#c8a030'),
    // A camera JPEG with a shooting date: Rapuhämähäkki has no written Kuvausaika.
    makeImage(path.join(assetsDir, 'hamahakki.jpg'), 300, 200, '#d0d0b0', 'jpeg', '2022:08:15 10:00:00'),
  ]);
  return {
    dir,
    assetsDir,
    outDir: path.join(dir, 'dist'),
    cacheDir: path.join(dir, 'cache'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function buildInto(ws: Workspace, content: Content = fixtureContent(), basePath = ''): Promise<BuildResult> {
  return buildSite({ content, assetsDir: ws.assetsDir, outDir: ws.outDir, cacheDir: ws.cacheDir, basePath });
}

/** Parses a built page into a DOM. */
export async function readPage(ws: Workspace, file: string) {
  const html = await readFile(path.join(ws.outDir, file), 'utf8');
  return { html, document: parseHTML(html).document };
}


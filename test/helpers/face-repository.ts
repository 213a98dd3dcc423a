/**
 * A student's repository whose one species has a photo with a drawn face and a name one letter off
 * the table's (`Kurkki`), and a detector stub that finds a face in that photo's bytes only: for
 * the commands that check a collection as the build does (npm run luokka, npm run palautus).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../../src/hash.ts';
import type { FaceDetector } from '../../src/privacy/faces/detect-faces.ts';
import { facePhoto } from './face-photo.ts';

const SPECIES = ['---', 'nimi: Kurkki', 'kuvat:', '  - linnut/kurki-1.jpg', 'lähteet:', '---', '', 'Kurki on iso harmaa lintu.', ''].join('\n');

/** Writes the repository into `repo`; returns the detector that sees the face (score 0.9, the mesh sure of it). */
export async function makeFaceRepository(repo: string): Promise<FaceDetector> {
  await mkdir(path.join(repo, 'src', 'data', 'lajit', 'linnut'), { recursive: true });
  await mkdir(path.join(repo, 'assets', 'linnut'), { recursive: true });
  await writeFile(path.join(repo, 'src', 'data', 'kokoelma.md'), '---\notsikko: Eliökokoelma\nnimi: Aino\nluokka: 8b\n---\n');
  await writeFile(path.join(repo, 'src', 'data', 'lajit', 'linnut', 'kurki.md'), SPECIES);
  const face = await facePhoto();
  await writeFile(path.join(repo, 'assets', 'linnut', 'kurki-1.jpg'), face);
  const faceHash = sha256(face);
  return async ({ bytes }) =>
    sha256(bytes) === faceHash ? { faces: [{ score: 0.9, mesh: 1, box: { x: 0.3, y: 0.3, width: 0.2, height: 0.25 } }] } : { faces: [] };
}

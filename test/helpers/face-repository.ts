/**
 * A student's repository whose one species has a photo with a drawn face, a photo without one and
 * a name one letter off the table's (`Kurkki`), and a detector stub that finds a face in the first
 * photo's bytes and, in the second's, a false face as issue 40's reed heads gave (BlazeFace 0.62, the
 * mesh 0): for the commands that check a collection as the build does (npm run luokka, npm run
 * palautus), which must warn about the first photo only.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../../src/hash.ts';
import type { FaceDetector } from '../../src/privacy/faces/detect-faces.ts';
import { facePhoto, sceneWithoutFace } from './face-photo.ts';

const SPECIES = [
  '---',
  'nimi: Kurkki',
  'kuvat:',
  '  - linnut/kurki-1.jpg',
  '  - linnut/kurki-2.jpg',
  'lähteet:',
  '---',
  '',
  'Kurki on iso harmaa lintu.',
  '',
].join('\n');

/** Writes the repository into `repo`; returns the detector stub (a face where the mesh is sure of it, else a false face it rejects). */
export async function makeFaceRepository(repo: string): Promise<FaceDetector> {
  await mkdir(path.join(repo, 'src', 'data', 'lajit', 'linnut'), { recursive: true });
  await mkdir(path.join(repo, 'assets', 'linnut'), { recursive: true });
  await writeFile(path.join(repo, 'src', 'data', 'kokoelma.md'), '---\notsikko: Eliökokoelma\nnimi: Aino\nluokka: 8b\n---\n');
  await writeFile(path.join(repo, 'src', 'data', 'lajit', 'linnut', 'kurki.md'), SPECIES);
  const face = await facePhoto();
  await writeFile(path.join(repo, 'assets', 'linnut', 'kurki-1.jpg'), face);
  await writeFile(path.join(repo, 'assets', 'linnut', 'kurki-2.jpg'), await sceneWithoutFace());
  const faceHash = sha256(face);
  const falseFace = { score: 0.62, mesh: 0, box: { x: 0.5, y: 0.2, width: 0.066, height: 0.048 } };
  return async ({ bytes }) =>
    sha256(bytes) === faceHash ? { faces: [{ score: 0.9, mesh: 1, box: { x: 0.3, y: 0.3, width: 0.2, height: 0.25 } }] } : { faces: [falseFace] };
}

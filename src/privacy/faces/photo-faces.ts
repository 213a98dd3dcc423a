/**
 * The face check of the photos the content uses (issues 31 and 40), as the site core runs it:
 * each photo's faces come from the cache or are detected on its decoded pixels, either the
 * encoder's (`facesInPixels`, while the photo is encoded) or decoded here for the check alone
 * (`detectPhotoFaces`: `npm run luokka` encodes nothing). `faceWarnings` turns the results into the
 * Finnish warnings, one per photo that probably shows a face and has no `lupa: kyllä` under it in
 * any `kuvat` list that names it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cache } from '../../cache/store.ts';
import type { Settings } from '../../config.ts';
import type { ImageUse } from '../../content/model.ts';
import { decodeImage, type Pixels } from '../../images/decode.ts';
import { problem } from '../../messages/problems.ts';
import type { Problem } from '../../messages/student-error.ts';
import { photoFile } from '../photo-privacy.ts';
import { detectFaces, type FaceDetection, type FaceDetector, faceSettings, hasProbableFace } from './detect-faces.ts';
import { checkFaces } from './face-cache.ts';

/**
 * Each photo's faces by its path in the assets folder, from the cache or decoded and detected
 * here (one at a time: the detector is one WebAssembly instance). A photo that cannot be read or
 * decoded is left out: the encoder reports it in its own words.
 */
export async function detectPhotoFaces(
  sources: readonly string[],
  settings: Settings,
  cache: Cache,
  detect: FaceDetector = detectFaces,
): Promise<Map<string, FaceDetection>> {
  const found = new Map<string, FaceDetection>();
  for (const source of sources) {
    try {
      found.set(source, await photoFaces(await readFile(path.join(settings.assetsDir, source)), settings, cache, detect));
    } catch {
      // Unreadable or undecodable: not cached, and the encoder's message says why.
    }
  }
  return found;
}

/**
 * One photo's faces, by its bytes: from the cache, or decoded as the encoder decodes it (an
 * iPhone HEIC too), detected and stored. Throws when the photo cannot be decoded. `npm run uusi`
 * calls this with the photo it copies, so the build after it finds the result cached.
 */
export function photoFaces(bytes: Buffer, settings: Settings, cache: Cache, detect: FaceDetector = detectFaces): Promise<FaceDetection> {
  return facesInPixels(bytes, async () => (await decodeImage(bytes, settings.images)).pixels, settings, cache, detect);
}

/**
 * One photo's faces from the cache, or from the detector on pixels decoded only then: the site
 * core passes the encoder's own (`ImageJob.onSource`), so a photo being encoded is decoded once.
 */
export async function facesInPixels(
  bytes: Buffer,
  pixels: () => Promise<Pixels>,
  settings: Settings,
  cache: Cache,
  detect: FaceDetector = detectFaces,
): Promise<FaceDetection> {
  const { faces } = await checkFaces({ bytes, pixels }, { cache, settings: faceSettings(settings.faces), detect });
  return { faces };
}

/**
 * The warnings for the photos in use that probably show a face, in path order: each on the photo
 * itself (GitHub annotates the photo), naming the species file and line where `lupa: kyllä` goes.
 * A photo with `lupa: kyllä` under any of its uses is not warned about: the permission is about
 * the photo, not one crop of it.
 */
export function faceWarnings(uses: readonly ImageUse[], detections: ReadonlyMap<string, FaceDetection>, settings: Settings): Problem[] {
  const bySource = new Map<string, ImageUse[]>();
  for (const use of uses) bySource.set(use.source, [...(bySource.get(use.source) ?? []), use]);
  const detector = faceSettings(settings.faces);
  const warnings: Problem[] = [];
  for (const source of [...bySource.keys()].sort()) {
    const sourceUses = bySource.get(source)!;
    const detection = detections.get(source);
    if (!detection || !hasProbableFace(detection, detector) || sourceUses.some((use) => use.permission)) continue;
    const first = sourceUses[0]!;
    warnings.push({ file: photoFile(settings.assetsDir, source), ...problem('image.face', source, first.file, first.line) });
  }
  return warnings;
}

/**
 * The face check of the photos the content uses (issue 31), as the site core runs it beside the
 * privacy check: `detectPhotoFaces` reads each photo and asks the cache (detecting only on a miss),
 * `faceWarnings` turns the results into the Finnish warnings, one per photo that probably shows a
 * face and has no `lupa: kyllä` under it in any `kuvat` list that names it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cache } from '../../cache/store.ts';
import type { FaceCheckSettings, Settings } from '../../config.ts';
import type { ImageUse } from '../../content/model.ts';
import { problem } from '../../messages/problems.ts';
import type { Problem } from '../../messages/student-error.ts';
import { decodeHeic, isHeic } from '../../images/heic.ts';
import { photoFile } from '../photo-privacy.ts';
import { detectFaces, type FaceDetection, type FaceDetector, type FaceSettings, hasProbableFace } from './detect-faces.ts';
import { checkFaces } from './face-cache.ts';

/** The detector's part of the settings (all but the on/off switch). */
export function detectorSettings(faces: FaceCheckSettings): FaceSettings {
  const { enabled: _enabled, ...detector } = faces;
  return detector;
}

/**
 * Each photo's faces by its path in the assets folder, from the cache or detected (one at a time:
 * the detector is one WebAssembly instance). A photo that cannot be read or decoded is left out:
 * the encoder reports it in its own words. iPhone HEIC photos are decoded first, as the encoder
 * does; the cache key is still the file's own bytes.
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
 * One photo's faces, by its bytes: from the cache, or detected and stored.
 * HEIC is decoded first. Throws when the photo cannot be decoded. `npm run uusi` calls this with
 * the photo it copies (then `hasProbableFace(result, detectorSettings(settings.faces))`), so the
 * build after it finds the result cached.
 */
export async function photoFaces(bytes: Uint8Array, settings: Settings, cache: Cache, detect: FaceDetector = detectFaces): Promise<FaceDetection> {
  const { faces } = await checkFaces(bytes, {
    cache,
    settings: detectorSettings(settings.faces),
    detect: async (photo, s) => detect(isHeic(Buffer.from(photo)) ? (await decodeHeic(Buffer.from(photo), settings.images)).png : photo, s),
  });
  return { faces };
}

/**
 * The warnings for the photos in use whose faces reach the threshold, in path order: each on the
 * photo itself (GitHub annotates the photo), naming the species file and line where `lupa: kyllä`
 * goes. A photo with `lupa: kyllä` under any of its uses is not warned about: the permission is
 * about the photo, not one crop of it.
 */
export function faceWarnings(uses: readonly ImageUse[], detections: ReadonlyMap<string, FaceDetection>, settings: Settings): Problem[] {
  const bySource = new Map<string, ImageUse[]>();
  for (const use of uses) bySource.set(use.source, [...(bySource.get(use.source) ?? []), use]);
  const detector = detectorSettings(settings.faces);
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

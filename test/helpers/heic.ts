/**
 * HEIC test photos, made the way the issue asks: a JPEG drawn by sharp, turned into HEIC by
 * Debian's `heif-enc` (package libheif-examples). Nothing is downloaded.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';

export const HEIF_ENC = '/usr/bin/heif-enc';

/** False (and the test skipped) without heif-enc; in CI a missing tool is a failure, not a skip. */
export function canMakeHeic(t: TestContext): boolean {
  if (existsSync(HEIF_ENC)) return true;
  if (process.env.CI) assert.fail('heif-enc is not installed; .ci/run installs libheif-examples');
  t.skip('heif-enc is not installed (apt-get install -y libheif-examples)');
  return false;
}

/** The JPEG as HEIC. heif-enc keeps the JPEG's EXIF (orientation included) and colour profile. */
export async function heicFromJpeg(jpeg: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-heic-'));
  try {
    await writeFile(path.join(dir, 'in.jpg'), jpeg);
    const run = spawnSync(HEIF_ENC, ['-q', '90', '-o', path.join(dir, 'out.heic'), path.join(dir, 'in.jpg')], { encoding: 'utf8' });
    assert.equal(run.status, 0, `heif-enc: ${run.stderr}`);
    return await readFile(path.join(dir, 'out.heic'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The HEIC as an iPhone writes it: the turn also in the container, as an `irot` property (angle in
 * quarter turns anticlockwise), besides the EXIF orientation. heif-enc 1.15 writes EXIF only, so
 * its 16-byte `pixi` property, which the decoder does not need, is rewritten in place as `irot`:
 * no offset in the file moves.
 */
export function withContainerRotation(heic: Buffer, quarterTurnsAnticlockwise: 1 | 2 | 3): Buffer {
  const at = heic.indexOf('pixi', 0, 'latin1');
  assert.ok(at > 4 && heic.readUInt32BE(at - 4) === 16, 'heif-enc wrote a 16-byte pixi property');
  const patched = Buffer.from(heic);
  patched.write('irot', at, 'latin1');
  patched[at + 4] = quarterTurnsAnticlockwise;
  return patched;
}

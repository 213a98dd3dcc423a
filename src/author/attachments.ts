/**
 * The photos a pupil attached to an issue form: found in the field's Markdown (`![](…)`,
 * `<img src="…">` or a bare address), fetched only from GitHub's attachment address, following
 * redirects only to GitHub's own hosts (`GITHUB_ATTACHMENTS`), at most `MAX_FILES` files of at most `MAX_BYTES` each, and each
 * checked by its first bytes, not by its name or the server's word. No token is sent: an
 * attachment of a public repository needs none, and a private one is not fetched at all.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formMessages as say } from '../messages/forms.ts';
import { errorDetail } from '../messages/student-error.ts';
import type { FormMistake } from './issue-form.ts';

export const ATTACHMENT_ORIGIN = 'https://github.com/user-attachments/assets/';
export const MAX_FILES = 10;
export const MAX_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const LABEL = 'Kuvat';

/** Where photos may come from: the attachment prefix, and the hosts a redirect may lead to. */
export interface AttachmentOrigin {
  prefix: string;
  redirectHost: (host: string) => boolean;
}

export const GITHUB_ATTACHMENTS: AttachmentOrigin = {
  prefix: ATTACHMENT_ORIGIN,
  // GitHub answers an attachment with a redirect to short-lived signed storage: its image hosts
  // (`*.githubusercontent.com`) or its own S3 bucket for user uploads (X-Amz-signed addresses).
  redirectHost: (host) => host === 'github.com' || host.endsWith('.githubusercontent.com') || host === 'github-production-user-asset-6210df.s3.amazonaws.com',
};

/** Every address in the field, in order, once each. */
export function addressesIn(text: string): string[] {
  const found = [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)|<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']|(https?:\/\/[^\s<>()"']+)/gi)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );
  return [...new Set(found)];
}

/**
 * The attachments to fetch, or the mistakes: any attachment in a private repository (it cannot
 * be fetched without a token: the answer points to uudet-kuvat/), an address from elsewhere, too
 * many files. A ticked checkbox (`- [X] …`, a private repository's form) holds no address.
 */
export function attachmentsIn(text: string, origin: AttachmentOrigin = GITHUB_ATTACHMENTS, privateRepository = false): string[] | FormMistake[] {
  const addresses = addressesIn(text);
  if (privateRepository && addresses.length > 0) return [{ label: LABEL, text: say.privateAttachments }];
  const foreign = addresses.filter((address) => !isAttachment(address, origin));
  if (foreign.length > 0) return foreign.map((address) => ({ label: LABEL, text: say.notAttachment(address) }));
  if (addresses.length > MAX_FILES) return [{ label: LABEL, text: say.tooManyPhotos(MAX_FILES) }];
  return addresses;
}

function isAttachment(address: string, origin: AttachmentOrigin): boolean {
  if (!address.startsWith(origin.prefix)) return false;
  // `…/assets/../x` or a query could point elsewhere on the host: only a plain id is taken.
  return /^[A-Za-z0-9-]+$/.test(address.slice(origin.prefix.length));
}

/** A photo's type by its first bytes: the extension it is saved under, or undefined. */
export function photoType(bytes: Uint8Array): '.jpg' | '.png' | '.gif' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return '.jpg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return '.png';
  if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'GIF8') return '.gif';
  return undefined;
}

/**
 * Fetches each attachment into `folder` as `kuva-<n>.<type>`; the files, or the mistakes naming
 * the field. Redirects are followed by hand, each checked against the origin's hosts.
 */
export async function downloadAttachments(
  addresses: readonly string[],
  folder: string,
  origin: AttachmentOrigin = GITHUB_ATTACHMENTS,
): Promise<string[] | FormMistake[]> {
  const files: string[] = [];
  const mistakes: FormMistake[] = [];
  for (const [i, address] of addresses.entries()) {
    const n = i + 1;
    const got = await fetchAttachment(address, origin).catch((error: unknown) => ({ failed: errorDetail(error) }));
    if ('failed' in got) mistakes.push({ label: LABEL, text: say.downloadFailed(n, got.failed) });
    else if ('tooBig' in got) mistakes.push({ label: LABEL, text: say.tooBig(n, MAX_BYTES / 1024 / 1024) });
    else {
      const type = photoType(got.bytes);
      if (!type) mistakes.push({ label: LABEL, text: say.notPhoto(n) });
      else {
        const file = path.join(folder, `kuva-${n}${type}`);
        await writeFile(file, got.bytes);
        files.push(file);
      }
    }
  }
  return mistakes.length > 0 ? mistakes : files;
}

async function fetchAttachment(address: string, origin: AttachmentOrigin): Promise<{ bytes: Uint8Array } | { tooBig: true } | { failed: string }> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const next = new URL(response.headers.get('location') ?? '', url);
      if (!(next.protocol === url.protocol && origin.redirectHost(next.hostname))) return { failed: `ohjaus osoitteeseen ${next.hostname}` };
      url = next;
      continue;
    }
    if (!response.ok || !response.body) return { failed: `HTTP ${response.status}` };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
      await response.body.cancel();
      return { tooBig: true };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > MAX_BYTES) {
        await reader.cancel();
        return { tooBig: true };
      }
      chunks.push(read.value);
    }
    return { bytes: Buffer.concat(chunks) };
  }
  return { failed: 'liian monta ohjausta' };
}

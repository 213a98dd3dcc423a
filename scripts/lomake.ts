/**
 * `npm run lomake -- <answer file>`: the workflow "Lomakkeet" (.github/workflows/lomake.yml) runs
 * it on an issue opened or edited with one of the forms. It reads the issue from the event payload
 * file GitHub gives (`$GITHUB_EVENT_PATH`) itself, so the form's text never passes through a shell,
 * carries the form out with `npm run uusi`'s code (src/author/form-species.ts), and writes the
 * Finnish answer for the issue into the answer file. Its step outputs tell the workflow whether to
 * commit (`outcome=saved`), what, and whether to close the issue. A mistake in the form is an
 * answer, not a failure; anything else is a bug and fails the run.
 *
 * `LOMAKE_ATTACHMENT_ORIGIN` replaces GitHub's attachment address with a local server's in the
 * tests; the workflow never sets it, and a form's text cannot set an environment variable.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AttachmentOrigin, attachmentsIn, downloadAttachments, GITHUB_ATTACHMENTS } from '../src/author/attachments.ts';
import { applyForm, type FormResult } from '../src/author/form-species.ts';
import { checkIssueForm, readIssueForm } from '../src/author/issue-form.ts';
import { resolveSettings } from '../src/config.ts';
import { formAnswer } from '../src/messages/forms.ts';
import { repositoryPath, setOutput } from './lib/github.ts';

const UPLOADS = 'uudet-kuvat';
const UPLOADS_NOTE = 'LUE-MINUT.md';

interface IssueEvent {
  issue: { number: number; body: string | null };
  repository?: { private?: boolean };
}

const answerFile = process.argv[2];
const eventFile = process.env.GITHUB_EVENT_PATH;
if (!answerFile || !eventFile) throw new Error('usage: GITHUB_EVENT_PATH=<event.json> npm run lomake -- <answer file>');
const event = JSON.parse(await readFile(eventFile, 'utf8')) as IssueEvent;
const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };

const form = readIssueForm(event.issue.body ?? '');
if (!form) {
  // An issue that is none of the forms (a question to the teacher) is left alone, unanswered.
  await setOutput('outcome', 'none');
} else {
  const checked = checkIssueForm(form.kind, form.fields);
  let answer: string;
  let outcome = 'mistake';
  if (Array.isArray(checked)) answer = formAnswer({ mistakes: checked });
  else {
    const work = await mkdtemp(path.join(os.tmpdir(), 'lomake-'));
    try {
      const photos = await photosOf(checked.photos, checked.kind, event.repository?.private === true, work);
      if ('mistakes' in photos) answer = formAnswer({ mistakes: photos.mistakes });
      else {
        const result = await applyForm(checked, photos.files, project);
        if (result.outcome === 'saved' && !photos.downloaded) for (const file of result.used) await rm(file, { force: true });
        answer = answerOf(result, photos.downloaded);
        outcome = result.outcome;
        await setOutput('species-file', result.file ? repositoryPath(result.file) : result.name);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  await writeFile(answerFile, answer);
  await setOutput('outcome', outcome);
  await setOutput('close', String(outcome !== 'mistake'));
  console.log(answer);
}

/** The form's photos: the attachments fetched, or (none given) the files in uudet-kuvat/. */
async function photosOf(
  field: string | undefined,
  kind: string,
  privateRepository: boolean,
  work: string,
): Promise<{ files: string[]; downloaded: boolean } | { mistakes: { label: string; text: string }[] }> {
  if (kind !== 'uusi' && kind !== 'kuvia') return { files: [], downloaded: false };
  const addresses = attachmentsIn(field ?? '', attachmentOrigin(), privateRepository);
  if (addresses.length > 0 && typeof addresses[0] !== 'string') return { mistakes: addresses as { label: string; text: string }[] };
  if (addresses.length > 0) {
    const files = await downloadAttachments(addresses as string[], work, attachmentOrigin());
    if (files.length > 0 && typeof files[0] !== 'string') return { mistakes: files as { label: string; text: string }[] };
    return { files: files as string[], downloaded: true };
  }
  const names = await readdir(UPLOADS).catch(() => [] as string[]);
  return { files: names.filter((name) => name !== UPLOADS_NOTE && !name.startsWith('.')).map((name) => path.resolve(UPLOADS, name)), downloaded: false };
}

function attachmentOrigin(): AttachmentOrigin {
  const local = process.env.LOMAKE_ATTACHMENT_ORIGIN;
  if (!local) return GITHUB_ATTACHMENTS;
  const host = new URL(local).hostname;
  return { prefix: local, redirectHost: (other) => other === host };
}

function answerOf(result: FormResult, downloaded: boolean): string {
  const base = { locationInAttachment: downloaded && result.locationRemoved, warnings: result.warnings };
  if (result.outcome === 'mistake')
    return formAnswer({ ...base, mistakes: result.mistakes, ...(result.report && result.mistakes.length === 0 ? { report: result.report } : {}) });
  if (result.outcome === 'unchanged') return formAnswer({ ...base, unchanged: `Laji ${result.name}` });
  return formAnswer({
    ...base,
    saved: {
      name: result.name,
      ...(result.address ? { address: result.address } : {}),
      ...(result.file ? { file: result.file } : {}),
      ...(result.deleted ? { deleted: true } : {}),
      ...(result.draft ? { draft: true } : {}),
    },
  });
}

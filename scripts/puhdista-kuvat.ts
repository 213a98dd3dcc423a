/**
 * `npm run puhdista-kuvat`: removes the location and camera identity from every photo under
 * assets/, in place and losslessly (src/author/clean-photos.ts). Says in Finnish which photos it
 * changed and what it removed, or that nothing needed cleaning. On GitHub Actions (the workflow
 * "Poista kuvien sijainnit") the same list goes to the job summary.
 */
import { cleanPhotos } from '../src/author/clean-photos.ts';
import { resolveSettings } from '../src/config.ts';
import { privacyMessages as say } from '../src/messages/privacy.ts';
import { appendSummary } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
  const { cleaned, total } = await cleanPhotos(project);
  const lines = cleaned.map((photo) => say.cleaned(photo.file, photo.removed));
  if (cleaned.length === 0) console.log(say.nothingToClean(total));
  else console.log([...lines, '', say.cleanedCount(cleaned.length, total)].join('\n'));
  await appendSummary(
    cleaned.length === 0
      ? say.summaryNothing
      : [say.summaryHeading, '', ...lines.map((line) => `- ${line}`), '', say.cleanedCount(cleaned.length, total), '', say.summaryCommitted].join('\n'),
  );
} catch (error) {
  reportMistake(error);
}

/**
 * `npm run puhdista-kuvat`: removes the location and camera identity from every photo under
 * assets/, in place and losslessly (src/author/clean-photos.ts). Says in Finnish which photos it
 * changed and what it removed, which it left as they were (their pixels would have changed), or
 * that nothing needed cleaning. On GitHub Actions (the workflow "Poista kuvien sijainnit") the same
 * list goes to the job summary. A photo left as it was does not fail the command: the others'
 * cleaning is still committed, and the build names the photo if it still carries a location.
 */
import { cleanPhotos } from '../src/author/clean-photos.ts';
import { resolveSettings } from '../src/config.ts';
import { privacyMessages as say } from '../src/messages/privacy.ts';
import { formatProblem } from '../src/messages/student-error.ts';
import { appendSummary } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const project = { root: process.cwd(), settings: resolveSettings({}, process.env) };
  const { cleaned, kept, total } = await cleanPhotos(project);
  const lines = [...cleaned.map((photo) => say.cleaned(photo.file, photo.removed)), ...kept.map(formatProblem)];
  if (lines.length === 0) console.log(say.nothingToClean(total));
  else console.log([...lines, '', say.cleanedCount(cleaned.length, total)].join('\n'));
  const heading = kept.length > 0 ? say.summaryKeptHeading : say.summaryHeading;
  await appendSummary(
    lines.length === 0
      ? say.summaryNothing
      : [
          heading,
          '',
          ...lines.map((line) => `- ${line}`),
          '',
          say.cleanedCount(cleaned.length, total),
          ...(cleaned.length > 0 ? ['', say.summaryCommitted] : []),
        ].join('\n'),
  );
} catch (error) {
  reportMistake(error);
}

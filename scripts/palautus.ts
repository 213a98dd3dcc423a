/**
 * `npm run palautus -- --nimi "Eetu Virtanen"`: the hand-in PDF with the full name, the date and
 * the commit on its cover, into palautus/ (never committed, never published); without `--nimi`,
 * the same with the first name only. See src/pipeline/hand-in.ts; the Palautus workflow runs the
 * first-name copy in a public repository.
 */
import './lib/production.ts';
import { makeHandIn } from '../src/pipeline/hand-in.ts';
import { resolveSettings } from '../src/config.ts';
import { handInMessages } from '../src/messages/hand-in.ts';
import { warningsText } from '../src/messages/warnings.ts';
import { readFlags } from '../src/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ nimi: { type: 'string' } });
  const settings = resolveSettings({}, process.env);
  console.log(handInMessages.making);
  const handIn = await makeHandIn(values.nimi, settings);
  console.log(handInMessages.written(handIn.file, handIn.pages, handIn.firstNameOnly));
  if (handIn.warnings.length > 0) console.warn(warningsText(handIn.warnings, { assetsDir: settings.assetsDir }));
} catch (error) {
  reportMistake(error);
}

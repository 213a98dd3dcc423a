/**
 * `npm run pdf`: builds the site as `npm run build` does, with the whole collection as one A4 PDF
 * in it (`dist/kokoelma.pdf`, linked from the home page). Takes the build's flags (`--out`,
 * `--base`, `--site-url`, `--budget`). The booklet itself is `src/booklet/`.
 */
import './lib/production.ts';
import { buildSite } from '../src/pipeline/build-site.ts';
import { resolveSettings } from '../src/config.ts';
import { readContent } from '../src/content/read-content.ts';
import { bookletMessages } from '../src/messages/booklet.ts';
import { reportBooklet } from './lib/booklet-report.ts';
import { readFlags } from '../src/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ base: { type: 'string' }, budget: { type: 'string' }, 'site-url': { type: 'string' }, out: { type: 'string' } });
  const settings = resolveSettings(values, process.env);
  const result = await buildSite({ content: await readContent(settings.dataDir), settings, pdf: true });
  console.log(bookletMessages.siteBuilt(settings.outDir, result.pages, result.seconds));
  reportBooklet(result.booklet, settings.outDir, { failOnProblem: true });
} catch (error) {
  reportMistake(error);
}

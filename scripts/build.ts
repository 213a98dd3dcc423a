/**
 * `npm run build`: parse the content, process the images, render every page and write `dist/`.
 * Mistakes (content problems, a wrong setting, an output folder that is not a build's, a full
 * disk) are printed as messages without a stack trace, and the previous `dist/` is kept.
 */
import { buildSite } from '../src/build/build-site.ts';
import { formatWeights } from '../src/build/page-weight.ts';
import { resolveSettings } from '../src/config.ts';
import { readContent } from '../src/content/read-content.ts';
import { buildMessages } from '../src/messages/build.ts';
import { reportBooklet } from './lib/booklet-report.ts';
import { readFlags } from './lib/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

const progress = (done: number, total: number) => {
  if (process.stdout.isTTY) {
    process.stdout.write(`\rKuvat ${done}/${total}${done === total ? '\n' : ''}`);
  } else if (done === total || done % 10 === 0) {
    console.log(`Kuvat ${done}/${total}`);
  }
};

try {
  const values = readFlags({
    base: { type: 'string' },
    budget: { type: 'string' },
    'site-url': { type: 'string' },
    out: { type: 'string' },
    // The PDF booklet too (npm run pdf); without it, as src/data/kokoelma.md says (pdf: kyllä).
    pdf: { type: 'boolean' },
  });
  const settings = resolveSettings(values, process.env);
  const result = await buildSite({
    content: await readContent(settings.dataDir),
    settings,
    onImageProgress: progress,
    pdf: values.pdf ? true : 'setting',
  });
  console.log(formatWeights(result.weights, settings.budgets));
  for (const problem of result.overBudget) console.warn(buildMessages.overBudgetWarning(problem));
  console.log(
    buildMessages.summary({
      pages: result.pages,
      imageFiles: result.images.files,
      sources: result.images.sources,
      cacheHits: result.images.cacheHits,
      outDir: settings.outDir,
      bytes: [...result.files.values()].reduce((a, b) => a + b, 0),
      seconds: result.seconds,
    }),
  );
  if (result.unusedPhotos.length > 0) console.warn(buildMessages.unusedPhotos(result.unusedPhotos, settings.assetsDir));
  reportBooklet(result.booklet, settings.outDir, { failOnProblem: values.pdf === true });
} catch (error) {
  reportMistake(error);
}

/**
 * `npm run build`: parse the content, process the images, render every page and write `dist/`.
 * Mistakes (content problems, a wrong setting, an output folder that is not a build's, a full
 * disk) are printed as messages without a stack trace, and the previous `dist/` is kept. In GitHub
 * Actions every problem and warning is also an annotation on its file and line, and the run's
 * Summary page says where the site is published, what it holds and what to fix.
 */
import './lib/production.ts';
import { type BuildResult, buildSite } from '../src/pipeline/build-site.ts';
import { failureSummary, mistakeAnnotations, overBudgetAnnotations, successSummary, warningAnnotations } from '../src/report/github-report.ts';
import { formatWeights } from '../src/pipeline/page-weight.ts';
import { resolveSettings, type Settings } from '../src/config.ts';
import type { ContentFiles } from '../src/content/parse-content.ts';
import { readContent } from '../src/content/read-content.ts';
import { checkAssignment } from '../src/content/requirements.ts';
import { buildMessages } from '../src/messages/build.ts';
import { warningBlocks } from '../src/messages/warnings.ts';
import { formatProblem } from '../src/messages/student-error.ts';
import { fileSize } from '../src/messages/site.ts';
import { reportBooklet } from './lib/booklet-report.ts';
import { readFlags } from '../src/flags.ts';
import { annotate, appendSummary, onGitHub, repository, repositoryPath } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

const progress = (done: number, total: number) => {
  if (process.stdout.isTTY) {
    process.stdout.write(`\r${buildMessages.imageProgress(done, total)}${done === total ? '\n' : ''}`);
  } else if (done === total || done % 10 === 0) {
    console.log(buildMessages.imageProgress(done, total));
  }
};

/** The student's files once read: a failed build's summary still says how the assignment stands. */
let read: ContentFiles | undefined;
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
  const content = await readContent(settings.dataDir);
  read = content;
  const result = await buildSite({
    content,
    settings,
    onImageProgress: progress,
    pdf: values.pdf ? true : 'setting',
  });
  console.log(formatWeights(result.weights, settings.budgets));
  for (const problem of result.overBudget) console.warn(buildMessages.overBudgetWarning(formatProblem(problem)));
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
  // The checklist line alone says nothing is wrong: standard output.
  for (const block of warningBlocks(result.warnings, { assetsDir: settings.assetsDir, checklist: result.checklist })) {
    (block.quiet ? console.log : console.warn)(block.text);
  }
  reportBooklet(result.booklet, settings.outDir, { failOnProblem: values.pdf === true });
  if (onGitHub()) await reportOnGitHub(result, settings, values.pdf === true);
} catch (error) {
  const mistake = reportMistake(error);
  // The core stopped before its own assignment check: the same check, on the files as written.
  const checklist = read ? checkAssignment(read)?.checklist : undefined;
  await appendSummary(failureSummary(mistake, (file) => repositoryPath(file), repository(), checklist));
}

/** The warnings as annotations on their files, and the run's summary. */
async function reportOnGitHub(result: BuildResult, settings: Settings, pdfAsked: boolean): Promise<void> {
  const where = (file: string) => repositoryPath(file);
  const booklet = result.booklet;
  annotate([
    ...(booklet && 'problem' in booklet ? mistakeAnnotations(booklet.problem, pdfAsked ? 'error' : 'warning', where) : []),
    ...overBudgetAnnotations(result.overBudget),
    ...warningAnnotations(result.warnings, where),
  ]);
  await appendSummary(
    successSummary({
      siteUrl: settings.siteUrl,
      species: result.species,
      photos: result.images.sources,
      pages: result.pages,
      weights: result.weights,
      viewport: settings.budgets.viewport,
      overBudget: result.overBudget,
      warnings: result.warnings.map((problem) => (problem.file ? { ...problem, file: where(problem.file) } : problem)),
      ...(result.checklist ? { checklist: result.checklist } : {}),
      ...(booklet
        ? { booklet: 'problem' in booklet ? { problem: booklet.problem } : { path: booklet.path, size: fileSize(booklet.bytes), pages: booklet.pages } }
        : {}),
    }),
  );
}

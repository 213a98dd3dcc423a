/**
 * `npm run build`: parse the content, process the images, render every page and write `dist/`.
 * Mistakes (content problems, a wrong setting, an output folder that is not a build's, a full
 * disk) are printed as messages without a stack trace, and the previous `dist/` is kept. In GitHub
 * Actions every problem and warning is also an annotation on its file and line, and the run's
 * Summary page says where the site is published, what it holds and what to fix.
 */
import './lib/production.ts';
import { type BuildResult, buildSite } from '../src/pipeline/build-site.ts';
import { failureSummary, mistakeAnnotations, overBudgetAnnotations, photoUse, successSummary, unusedPhotoAnnotations } from '../src/report/github-report.ts';
import { formatWeights } from '../src/pipeline/page-weight.ts';
import { photoWarningsText } from '../src/privacy/photo-privacy.ts';
import { faceWarningsText } from '../src/privacy/faces/photo-faces.ts';
import { resolveSettings, type Settings } from '../src/config.ts';
import { type ContentFiles, contentWarningsText } from '../src/content/parse-content.ts';
import { readContent, TEMPLATE_FILE } from '../src/content/read-content.ts';
import { checkAssignment } from '../src/content/requirements.ts';
import { assignmentText } from '../src/report/assignment-report.ts';
import { contentMessages } from '../src/messages/content.ts';
import { buildMessages } from '../src/messages/build.ts';
import { cacheMessages } from '../src/messages/cache.ts';
import { formatProblem } from '../src/messages/student-error.ts';
import { fileSize } from '../src/messages/site.ts';
import { reportBooklet } from './lib/booklet-report.ts';
import { readFlags } from '../src/flags.ts';
import { annotate, appendSummary, onGitHub, repository, repositoryPath } from './lib/github.ts';
import { reportMistake } from './lib/mistakes.ts';

const progress = (done: number, total: number) => {
  if (process.stdout.isTTY) {
    process.stdout.write(`\rKuvat ${done}/${total}${done === total ? '\n' : ''}`);
  } else if (done === total || done % 10 === 0) {
    console.log(`Kuvat ${done}/${total}`);
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
  if (result.unusedPhotos.length > 0) console.warn(buildMessages.unusedPhotos(result.unusedPhotos, settings.assetsDir));
  if (result.photoWarnings.length > 0) console.warn(photoWarningsText(result.photoWarnings));
  if (result.faceWarnings.length > 0) console.warn(faceWarningsText(result.faceWarnings));
  if (result.assignment) (result.assignment.warnings.length > 0 ? console.warn : console.log)(assignmentText(result.assignment));
  if (result.contentWarnings.length > 0) console.warn(contentWarningsText(result.contentWarnings));
  if (result.atQualityFloor.length > 0) console.warn(buildMessages.atQualityFloor(result.atQualityFloor));
  if (result.cacheWarnings.length > 0) console.warn(cacheMessages.warnings(result.cacheWarnings));
  reportBooklet(result.booklet, settings.outDir, { failOnProblem: values.pdf === true });
  if (onGitHub()) await reportOnGitHub(result, content, settings, values.pdf === true);
} catch (error) {
  const mistake = reportMistake(error);
  // The core stopped before its own assignment check: the same check, on the files as written.
  const checklist = read ? checkAssignment(read)?.checklist : undefined;
  await appendSummary(failureSummary(mistake, (file) => repositoryPath(file), repository(), checklist));
}

/** The warnings as annotations on their files, and the run's summary. */
async function reportOnGitHub(result: BuildResult, content: ContentFiles, settings: Settings, pdfAsked: boolean): Promise<void> {
  const template = `${content.speciesDir}/${TEMPLATE_FILE}`;
  const unused = result.unusedPhotos.map((photo) =>
    photoUse(
      photo,
      content.speciesDir,
      content.species.map((file) => file.path),
    ),
  );
  const assetsDir = repositoryPath(settings.assetsDir);
  const booklet = result.booklet;
  annotate([
    ...(booklet && 'problem' in booklet ? mistakeAnnotations(booklet.problem, pdfAsked ? 'error' : 'warning', (file) => repositoryPath(file)) : []),
    ...overBudgetAnnotations(result.overBudget),
    ...unusedPhotoAnnotations(unused, assetsDir, template),
    // Guarded: with no problems, mistakeAnnotations would make one annotation of the heading.
    ...(result.photoWarnings.length > 0
      ? mistakeAnnotations({ heading: buildMessages.photoIdentityHeading(result.photoWarnings.length), problems: result.photoWarnings }, 'warning', (file) =>
          repositoryPath(file),
        )
      : []),
    ...(result.faceWarnings.length > 0
      ? mistakeAnnotations({ heading: buildMessages.photoFaceHeading(result.faceWarnings.length), problems: result.faceWarnings }, 'warning', (file) =>
          repositoryPath(file),
        )
      : []),
    // Each shortfall on its species file (line 1) or the tehtava.md line; never fatal.
    ...(result.assignment && result.assignment.warnings.length > 0
      ? mistakeAnnotations({ heading: result.assignment.checklist, problems: result.assignment.warnings }, 'warning', (file) => repositoryPath(file))
      : []),
    ...(result.contentWarnings.length > 0
      ? mistakeAnnotations({ heading: contentMessages.warningsHeading(result.contentWarnings.length), problems: result.contentWarnings }, 'warning', (file) =>
          repositoryPath(file),
        )
      : []),
  ]);
  await appendSummary(
    successSummary({
      siteUrl: settings.siteUrl,
      // A build that succeeds made a page of every species file it read.
      species: content.species.length,
      photos: result.images.sources,
      pages: result.pages,
      weights: result.weights,
      viewport: settings.budgets.viewport,
      overBudget: result.overBudget,
      faces: result.faceWarnings.map((problem) => ({ ...problem, ...(problem.file ? { file: repositoryPath(problem.file) } : {}) })),
      unused,
      assetsDir,
      template,
      ...(result.assignment ? { assignment: result.assignment } : {}),
      ...(booklet
        ? { booklet: 'problem' in booklet ? { problem: booklet.problem } : { path: booklet.path, size: fileSize(booklet.bytes), pages: booklet.pages } }
        : {}),
    }),
  );
}

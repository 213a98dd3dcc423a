/**
 * What `npm run pdf` and `npm run build` (with `--pdf` or `pdf: kyllä`) print about the booklet:
 * where it is, its size and pages; or, when there was no browser to print it, the Finnish report
 * (the site itself was written). Asked for on the command line, that ends in exit code 1; asked for
 * by the setting, it is a warning, so the site's own build still succeeds.
 */
import path from 'node:path';
import type { BookletReport } from '../../src/booklet/build-booklet.ts';
import { bookletMessages } from '../../src/messages/booklet.ts';
import { formatReport } from '../../src/messages/student-error.ts';
import { fileSize } from '../../src/messages/site.ts';

export function reportBooklet(report: BookletReport | undefined, outDir: string, { failOnProblem }: { failOnProblem: boolean }): void {
  if (!report) return;
  if ('problem' in report) {
    console.error(formatReport(report.problem));
    if (failOnProblem) process.exitCode = 1;
    return;
  }
  console.log(bookletMessages.made(path.join(outDir, report.path), fileSize(report.bytes), report.pages, report.photos, report.seconds));
}

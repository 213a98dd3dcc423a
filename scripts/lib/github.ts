/**
 * The edge to GitHub Actions: when a command runs in a workflow (`GITHUB_ACTIONS=true`), its
 * annotations are printed as workflow commands and its job summary appended to
 * `$GITHUB_STEP_SUMMARY`. Anywhere else both do nothing, so the terminal shows the Finnish report
 * alone. The formats themselves are `src/report/github-report.ts`.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { type Annotation, capAnnotations, type Repository, workflowCommand } from '../../src/report/github-report.ts';

export const onGitHub = (env: NodeJS.ProcessEnv = process.env): boolean => env.GITHUB_ACTIONS === 'true';

/**
 * A path as messages print it (from the working folder) as GitHub names files: from the
 * repository's root (`GITHUB_WORKSPACE`), `/`-separated, so an annotation lands on the file even
 * when the project is a folder inside the repository.
 */
export function repositoryPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const root = env.GITHUB_WORKSPACE || process.cwd();
  return path.relative(root, path.resolve(file)).split(path.sep).join('/');
}

/**
 * Where links to a file's line point; undefined outside a workflow. The branch the run built, so
 * GitHub's pencil (edit) works there; a commit's page greys it out. A run not on a branch (a tag)
 * links to its commit.
 */
export function repository(env: NodeJS.ProcessEnv = process.env): Repository | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: name, GITHUB_SHA: sha, GITHUB_REF_NAME: branch, GITHUB_REF_TYPE: refType } = env;
  const ref = refType === 'branch' && branch ? branch : sha;
  return server && name && ref ? { server, name, ref } : undefined;
}

/** Prints the annotations GitHub will show (on stdout, where the runner reads commands). */
export function annotate(annotations: readonly Annotation[], env: NodeJS.ProcessEnv = process.env): void {
  if (!onGitHub(env)) return;
  for (const annotation of capAnnotations(annotations)) console.log(workflowCommand(annotation));
}

/**
 * Sets a step output (`steps.<id>.outputs.<name>` in the workflow), so a workflow decides by data,
 * never by reading a message back. A value is one line.
 */
export async function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const file = env.GITHUB_OUTPUT;
  if (!onGitHub(env) || !file) return;
  await appendFile(file, `${name}=${value.replace(/[\r\n]+/g, ' ')}\n`);
}

/** Adds Markdown to the step's summary page. */
export async function appendSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!onGitHub(env) || !file) return;
  await appendFile(file, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
}

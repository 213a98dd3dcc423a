/**
 * The pupils' repositories of the teacher's list, fetched for the class report: each a shallow
 * clone (`git clone --depth 1`, the newest commit only) into a folder of its own. Only files are
 * fetched, never run: git runs no hook of a cloned repository, submodules are not fetched, and
 * symbolic links are checked out as plain files (`core.symlinks=false`), so a link in a pupil's
 * repository cannot make the report read a file outside it. A token, when given, goes to git in
 * its environment as an HTTP header, the way actions/checkout passes one: never in an address,
 * an argument or a file.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { problem } from '../messages/problems.ts';
import { errorDetail, formatProblem, StudentError } from '../messages/student-error.ts';
import { type GitHubRepository, repositoryAddress, repositoryLabel } from '../github-address.ts';
import type { ListEntry } from './class-list.ts';
import type { ReportedRepository } from './class-report.ts';

const run = promisify(execFile);

export interface FetchOptions {
  /** A token that can read the private repositories (the workflow's `LUOKKA_TOKEN`); none for public ones. */
  token?: string;
  /** How many clones run at once. */
  parallel?: number;
  /** How long one clone may take. */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * Every entry of the list as the report takes it, in the list's order: a clone under `into`
 * (named `owner/name`), or the reason, in Finnish, it could not be fetched. Throws a
 * `StudentError` when git itself is missing.
 */
export async function fetchRepositories(entries: readonly ListEntry[], into: string, options: FetchOptions = {}): Promise<ReportedRepository[]> {
  const results: ReportedRepository[] = new Array(entries.length);
  const env = gitEnvironment(options.env ?? process.env, options.token);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const entry = entries[index]!;
      results[index] = entry.repository
        ? await cloneOne(entry.repository, into, env, options.timeoutMs ?? 10 * 60_000)
        : { folder: entry.text, failure: formatProblem(problem('teacher.listAddress', entry.text, entry.line)) };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 4) }, worker));
  return results;
}

async function cloneOne(repository: GitHubRepository, into: string, env: NodeJS.ProcessEnv, timeout: number): Promise<ReportedRepository> {
  const folder = repositoryLabel(repository);
  const target = path.join(into, repository.owner, repository.name);
  const args = ['clone', '--quiet', '--depth', '1', '--no-tags', '--config', 'core.symlinks=false', '--', repositoryAddress(repository), target];
  try {
    await run('git', args, { env, timeout, maxBuffer: 1 << 20 });
    return { folder, path: target };
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string; killed?: boolean };
    if (failed.code === 'ENOENT') throw new StudentError(problem('teacher.noGit'));
    // git's own words, for whoever reads the run's log; the report gives the reason in Finnish.
    console.error(`git clone ${folder}: ${(failed.stderr ?? '').trim() || errorDetail(failed)}`);
    return { folder, failure: formatProblem(problem('teacher.fetchFailed', fetchFailure(failed.stderr ?? '', failed.killed === true))) };
  }
}

/** Which reason a failed clone's stderr gives. */
export function fetchFailure(stderr: string, timedOut: boolean): 'notFound' | 'network' | 'other' {
  if (timedOut || /could not resolve host|failed to connect|timed out|connection (reset|refused)|early EOF|RPC failed/i.test(stderr)) return 'network';
  // GitHub answers a private repository without access as it answers one that does not exist.
  if (/not found|could not read username|terminal prompts disabled|authentication failed|returned error: 40[134]/i.test(stderr)) return 'notFound';
  return 'other';
}

/**
 * git's environment: never a question on the terminal (a missing login fails at once instead of
 * waiting), and the token as an `Authorization` header for github.com, added to any configuration
 * the environment already passes (`GIT_CONFIG_COUNT`).
 */
export function gitEnvironment(base: NodeJS.ProcessEnv, token: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, GIT_TERMINAL_PROMPT: '0', GIT_LFS_SKIP_SMUDGE: '1' };
  if (!token) return env;
  const count = Number(base.GIT_CONFIG_COUNT) || 0;
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return {
    ...env,
    GIT_CONFIG_COUNT: String(count + 1),
    [`GIT_CONFIG_KEY_${count}`]: 'http.https://github.com/.extraheader',
    [`GIT_CONFIG_VALUE_${count}`]: `AUTHORIZATION: basic ${basic}`,
  };
}

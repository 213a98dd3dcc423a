/**
 * The repository's GitHub Actions workflows as the workflow tests read them: one typed shape
 * (the keys the tests look at, all optional as GitHub allows) and one reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
  'continue-on-error'?: boolean;
}

export interface WorkflowInput {
  description?: string;
  required?: boolean;
  type?: string;
  default?: string;
  options?: string[];
}

export interface WorkflowJob {
  permissions?: Record<string, string>;
  'timeout-minutes'?: number;
  needs?: string | string[];
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  outputs?: Record<string, string>;
  env?: Record<string, string | number>;
  environment?: { name: string };
  steps?: WorkflowStep[];
}

export interface Workflow {
  name: string;
  on: {
    push?: { branches?: string[]; 'paths-ignore'?: string[] };
    workflow_dispatch?: { inputs?: Record<string, WorkflowInput> } | null;
    workflow_call?: unknown;
  };
  permissions?: Record<string, string>;
  jobs: Record<string, WorkflowJob>;
}

/** `.github/workflows/<file>`, parsed, from the checkout the tests run in. */
export const readWorkflow = (file: string): Workflow => parse(readFileSync(`.github/workflows/${file}`, 'utf8')) as Workflow;

/**
 * The project's own workflows, the ones the tests judge. A pupil's repository may hold other
 * tools' workflows (Classroom 50 adds `.github/workflows/autograde.yaml` to each pupil's copy):
 * those are not ours to judge, and a test that failed on them would stop every publish that runs
 * the tests. A new workflow of the project's is added here.
 */
export const PROJECT_WORKFLOWS = ['aloita.yml', 'lisaa-laji.yml', 'luokka.yml', 'pages.yml', 'palautus.yml', 'poista-sijainnit.yml'] as const;

/** Workflow files in the folder that are not the project's (another tool's, in a pupil's copy). */
export const foreignWorkflows = (): string[] =>
  readdirSync('.github/workflows').filter((file) => /\.ya?ml$/.test(file) && !(PROJECT_WORKFLOWS as readonly string[]).includes(file));

/**
 * The pupil's repository introduces itself: `.github/README.md`, which GitHub shows on the
 * repository's front page before the generator's README (GitHub looks in `.github/` first). It
 * holds the site's address, the next steps with links to the buttons that exist, and the
 * assignment's requirements when the template has `src/data/tehtava.md`. Built from data by one
 * function, so a new form or button is one more step. Pure; the words are in
 * `src/messages/pupil-readme.ts`.
 */
import type { Requirements } from '../content/requirements.ts';
import { type GitHubRepository, pagesAddress, parseGitHubAddress, repositoryAddress } from '../github-address.ts';
import { pupilReadmeMessages as say } from '../messages/pupil-readme.ts';

/** Where the introduction is written, from the project folder. */
export const PUPIL_README = '.github/README.md';

export interface PupilReadmeData {
  title: string;
  firstName: string;
  className: string;
  /** The pupil's repository, when it can be known; without it the text says where to look. */
  repository?: GitHubRepository;
  requirements?: Requirements;
}

/** The repository being started: `GITHUB_REPOSITORY` in a workflow, else the `origin` remote's address. */
export function startedRepository(env: NodeJS.ProcessEnv, origin: string | undefined): GitHubRepository | undefined {
  const [owner, name, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (owner && name && rest.length === 0) return { owner, name };
  return origin ? parseGitHubAddress(origin) : undefined;
}

/** The README's Markdown. Links go to the default branch (`HEAD`) of the repository on GitHub. */
export function pupilReadme(data: PupilReadmeData): string {
  const repository = data.repository ? repositoryAddress(data.repository) : undefined;
  const at = (kind: 'blob' | 'tree' | 'workflow' | 'form', target: string) =>
    repository &&
    (kind === 'workflow'
      ? `${repository}/actions/workflows/${target}`
      : kind === 'form'
        ? `${repository}/issues/new?template=${target}`
        : `${repository}/${kind}/HEAD/${target}`);
  const site = data.repository ? pagesAddress(data.repository) : undefined;
  const steps = [
    say.steps.newSpecies(at('form', 'uusi-laji.yml')),
    say.steps.addSpecies(at('tree', 'uudet-kuvat'), at('workflow', 'lisaa-laji.yml')),
    say.steps.edit(at('form', 'muokkaa-lajia.yml'), at('tree', 'src/data/lajit')),
    say.steps.photosAndRemoval(at('form', 'lisaa-kuvia.yml'), at('form', 'poista-laji.yml')),
    say.steps.publish(at('workflow', 'pages.yml')),
    say.steps.handIn(at('workflow', 'palautus.yml')),
    say.steps.guide(at('blob', 'OHJE.md')),
  ];
  const requirements = data.requirements ? requirementLines(data.requirements) : [];
  const sections: string[][] = [
    // The pupil's own words on the pupil's own page, as typed (GitHub sanitises the HTML).
    [`# ${data.title}`, '', say.byline(data.firstName, data.className)],
    site ? [say.site(site), '', say.siteNote] : [say.siteUnknown],
    [say.nextHeading, '', ...steps.map((step, index) => `${index + 1}. ${step}`)],
    ...(requirements.length > 0
      ? [
          [
            say.assignmentHeading,
            '',
            say.assignmentIntro(at('blob', 'src/data/tehtava.md')),
            '',
            ...requirements.map((line) => `- ${line}`),
            '',
            say.assignmentProgress,
          ],
        ]
      : []),
    [say.footer(at('blob', 'README.md'))],
  ];
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** What the assignment asks, one line per requirement, in the file's terms. */
function requirementLines(requirements: Requirements): string[] {
  const r = say.requirement;
  return [
    ...(requirements.minSpecies !== undefined ? [r.minSpecies(requirements.minSpecies)] : []),
    ...requirements.perGroup.map((group) => r.inGroup(group.name, group.minimum)),
    ...(requirements.fields.length > 0 ? [r.fields(requirements.fields)] : []),
    ...(requirements.minParagraphs !== undefined ? [r.paragraphs(requirements.minParagraphs)] : []),
  ];
}

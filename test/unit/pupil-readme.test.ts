/**
 * The pupil's repository introduces itself: `npm run aloita` (and so the workflow "Aloita oma
 * kokoelma") writes `.github/README.md` with the site's address, the next steps linked to the
 * buttons that exist and the assignment's requirements.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PUPIL_README, pupilReadme, startedRepository } from '../../src/author/pupil-readme.ts';
import { startCollection } from '../../src/author/start-collection.ts';
import { type AuthorProject, authorProject } from '../helpers/author-project.ts';
import { CLASS_ASSIGNMENT } from '../helpers/class-repos.ts';
import { parse } from 'yaml';
import { readWorkflow } from '../helpers/workflow.ts';

const PUPIL = { title: 'Ainon eliöt', firstName: 'Aino', className: '8b' };
const AINO = { owner: 'aino-k', name: 'eliokokoelma' };

describe('the repository being started', () => {
  it('should be GITHUB_REPOSITORY in a workflow, whatever the remote says', () => {
    assert.deepEqual(startedRepository({ GITHUB_REPOSITORY: 'aino-k/eliokokoelma' }, 'https://github.com/muu/x.git'), AINO);
  });

  it('should come from the origin remote in any form git writes it, else be unknown', () => {
    for (const remote of ['https://github.com/aino-k/eliokokoelma', 'https://github.com/aino-k/eliokokoelma.git', 'git@github.com:aino-k/eliokokoelma.git'])
      assert.deepEqual(startedRepository({}, remote), AINO, remote);
    assert.equal(startedRepository({}, undefined), undefined, 'no remote');
    assert.equal(startedRepository({}, 'https://gitlab.com/aino/eliokokoelma.git'), undefined, 'not on GitHub');
  });
});

describe('.github/README.md', () => {
  it("should give the site's address and link every step to its button on GitHub", () => {
    const text = pupilReadme({ ...PUPIL, repository: AINO });
    assert.match(text, /^# Ainon eliöt\n\nTekijä: Aino, 8b\n/);
    assert.match(text, /\*\*Sivusto:\*\* https:\/\/aino-k\.github\.io\/eliokokoelma\//);
    const links = [...text.matchAll(/\]\((https:\/\/github\.com\/[^)]+)\)/g)].map((m) => m[1]);
    assert.deepEqual(links, [
      'https://github.com/aino-k/eliokokoelma/issues/new?template=uusi-laji.yml',
      'https://github.com/aino-k/eliokokoelma/tree/HEAD/uudet-kuvat',
      'https://github.com/aino-k/eliokokoelma/actions/workflows/lisaa-laji.yml',
      'https://github.com/aino-k/eliokokoelma/issues/new?template=muokkaa-lajia.yml',
      'https://github.com/aino-k/eliokokoelma/tree/HEAD/src/data/lajit',
      'https://github.com/aino-k/eliokokoelma/issues/new?template=lisaa-kuvia.yml',
      'https://github.com/aino-k/eliokokoelma/issues/new?template=poista-laji.yml',
      'https://github.com/aino-k/eliokokoelma/actions/workflows/pages.yml',
      'https://github.com/aino-k/eliokokoelma/actions/workflows/palautus.yml',
      'https://github.com/aino-k/eliokokoelma/blob/HEAD/OHJE.md',
      'https://github.com/aino-k/eliokokoelma/blob/HEAD/README.md',
    ]);
    assert.doesNotMatch(text, /## Tehtävä/, 'no assignment, no section');
  });

  it('should link only workflows that exist, each under the name GitHub shows for it', () => {
    const text = pupilReadme({ ...PUPIL, repository: AINO });
    for (const [, name, file] of text.matchAll(/\[([^\]]+)\]\(https:\/\/github\.com\/[^)]+\/actions\/workflows\/([^)]+)\)/g))
      assert.equal(readWorkflow(file!).name, name, file);
  });

  it('should link each form under the name GitHub lists it by (issue 41: agreed names; checked against the files once they land)', () => {
    const text = pupilReadme({ ...PUPIL, repository: AINO });
    const forms = [...text.matchAll(/\[([^\]]+)\]\(https:\/\/github\.com\/[^)]+\/issues\/new\?template=([^)]+)\)/g)].map((m) => [m[2]!, m[1]!]);
    const agreed = [
      ['uusi-laji.yml', 'Uusi laji'],
      ['muokkaa-lajia.yml', 'Muokkaa lajia'],
      ['lisaa-kuvia.yml', 'Lisää kuvia lajiin'],
      ['poista-laji.yml', 'Poista laji'],
    ];
    assert.deepEqual(forms, agreed);
    for (const [file, name] of forms) {
      const template = path.join('.github/ISSUE_TEMPLATE', file!);
      if (existsSync(template)) assert.equal((parse(readFileSync(template, 'utf8')) as { name?: string }).name, name, file);
    }
  });

  it('should say where to find the address when the repository cannot be known, and still name every button', () => {
    const text = pupilReadme(PUPIL);
    assert.match(text, /avaa \*\*Settings\*\* → \*\*Pages\*\* ja paina \*\*Visit site\*\*/);
    assert.doesNotMatch(text, /github\.io|\]\(/, 'no address made up, no link');
    for (const name of ['Lisää laji kuvista', 'Julkaise GitHub Pagesiin', 'Palautus']) assert.ok(text.includes(`**Actions** → **${name}**`), name);
    for (const name of ['Uusi laji', 'Muokkaa lajia', 'Lisää kuvia lajiin', 'Poista laji'])
      assert.ok(text.includes(`**Issues** → **New issue** → **${name}**`), name);
  });

  it("should list the assignment's requirements", () => {
    const text = pupilReadme({
      ...PUPIL,
      repository: AINO,
      requirements: { minSpecies: 20, perGroup: [{ folder: 'puut', name: 'Puut', minimum: 1 }], fields: ['kuvausaika', 'lähteet'], minParagraphs: 2 },
    });
    assert.match(
      text,
      /## Tehtävä\n\nTehtävässä \(\[src\/data\/tehtava\.md\]\(https:\/\/github\.com\/aino-k\/eliokokoelma\/blob\/HEAD\/src\/data\/tehtava\.md\)\) pitää olla:\n\n- vähintään 20 lajia\n- ryhmässä Puut vähintään 1 laji\n- jokaisella lajilla tiedot kuvausaika ja lähteet\n- jokaisen lajin kuvauksessa vähintään 2 kappaletta\n/,
    );
  });
});

describe('npm run aloita writes the README', () => {
  let project: AuthorProject;
  before(async () => {
    project = await authorProject({ sampleAssets: true });
    await writeFile(path.join(project.root, 'src', 'data', 'tehtava.md'), CLASS_ASSIGNMENT);
  });
  after(() => project.cleanup());

  it("with the template's assignment and the pupil's site", async () => {
    const summary = await startCollection({ title: PUPIL.title, authorFirstName: PUPIL.firstName, className: PUPIL.className }, project, AINO);
    assert.equal(summary.readme, PUPIL_README);
    const text = await readFile(path.join(project.root, PUPIL_README), 'utf8');
    assert.match(text, /https:\/\/aino-k\.github\.io\/eliokokoelma\//);
    assert.match(
      text,
      /- vähintään 3 lajia\n- ryhmässä Linnut vähintään 1 laji\n- jokaisella lajilla tiedot kuvausaika ja lähteet\n- jokaisen lajin kuvauksessa vähintään 1 kappale\n/,
    );
  });
});

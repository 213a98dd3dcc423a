import assert from 'node:assert/strict';
import type http from 'node:http';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveSettings } from '../../src/config.ts';
import { readContent } from '../../src/content/read-content.ts';
import { checkAssignment } from '../../src/content/requirements.ts';
import { assignmentMessages } from '../../src/messages/assignment.ts';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { createDevBuild, EVERYTHING } from '../../src/pipeline/dev-build.ts';
import { warningBlocks, warningsText } from '../../src/messages/warnings.ts';
import { failureSummary, successSummary, warningAnnotations } from '../../src/report/github-report.ts';
import { createReloadChannel } from '../../src/serve/reload-channel.ts';
import { makeImage, quick } from '../helpers/fixtures.ts';

const species = (name: string, photo: string, source?: string) =>
  `---\nnimi: ${name}\nkuvat:\n  - ${photo}\n${source ? `lähteet:\n  - ${source}\n` : ''}---\nKuvaus.\n`;
const SOURCE = 'https://fi.wikipedia.org/wiki/Laji Wikipedia';
const TASK = '---\nlajeja vähintään: 3\npakolliset tiedot:\n  - lähteet\n---\n';

/** The assignment's warnings where a student looks: the core's result (build and dev), the terminal text, the job summary, the dev page. */
describe('assignment warnings, wired through the build', () => {
  let dir: string;
  let settings: ReturnType<typeof resolveSettings>;
  const file = (name: string) => path.join(dir, 'data', 'lajit', 'kasvit', name);
  const shown = (name: string) => path.relative(process.cwd(), file(name)).split(path.sep).join('/');

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-assignment-'));
    await mkdir(path.dirname(file('x')), { recursive: true });
    await writeFile(path.join(dir, 'data', 'kokoelma.md'), '---\notsikko: Kokoelma\nnimi: Aino\nluokka: 8b\n---\n');
    await writeFile(path.join(dir, 'data', 'tehtava.md'), TASK);
    await writeFile(file('haapa.md'), species('Haapa', 'a.png'));
    await writeFile(file('kielo.md'), species('Kielo', 'b.png', SOURCE));
    await makeImage(path.join(dir, 'assets', 'a.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(dir, 'assets', 'b.png'), 400, 300, '#6b3a4a');
    settings = resolveSettings(
      {},
      {},
      // Quick images, no face detection: the assignment's warnings are what is tested.
      quick({ dataDir: path.join(dir, 'data'), assetsDir: path.join(dir, 'assets'), cacheDir: path.join(dir, 'cache'), outDir: path.join(dir, 'dist') }),
    );
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should return the shortfalls from the build, coded, on the species file, and still build the site', async () => {
    const result = await buildSite({ content: await readContent(settings.dataDir), settings });
    assert.ok(result.pages > 0, 'the site is built');
    assert.equal(result.checklist, 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet');
    const warnings = result.warnings.filter((w) => w.code.startsWith('assignment.'));
    assert.deepEqual(
      warnings.map((w) => [w.code, w.file, w.line, w.key]),
      [
        ['assignment.tooFewSpecies', undefined, undefined, undefined],
        ['assignment.missingField', shown('haapa.md'), 1, 'lähteet'],
      ],
    );
    // As npm run build prints them: the checklist, the heading, one line per warning at its place.
    const text = warningsText(warnings, { assetsDir: 'assets', checklist: result.checklist }).split('\n');
    assert.equal(text[0], result.checklist);
    assert.equal(text[1], assignmentMessages.warningsHeading(2));
    assert.ok(text[3]!.startsWith(`  - ${shown('haapa.md')}, rivi 1 (lähteet): `), text[3]);
    // As GitHub annotates them: a warning on the species file's line.
    const annotations = warningAnnotations(warnings, (f) => f);
    assert.deepEqual(
      annotations.map((a) => [a.level, a.file, a.line, a.title]),
      [
        ['warning', undefined, undefined, 'Lajeja on vielä liian vähän'],
        ['warning', shown('haapa.md'), 1, 'Lajilta puuttuu pakollinen tieto'],
      ],
    );
  });

  it('should give npm run dev the same check on every save, and none once the collection meets it', async () => {
    const { build } = createDevBuild(settings, '/__dev/reload.js');
    const first = await build(EVERYTHING);
    const shortfalls = (result: typeof first) => result.warnings.filter((w) => w.code.startsWith('assignment.'));
    assert.equal(shortfalls(first).length, 2);
    await writeFile(file('haapa.md'), species('Haapa', 'a.png', SOURCE));
    await writeFile(file('kuusi.md'), species('Kuusi', 'b.png', SOURCE));
    const met = await build({ content: 'all', photos: [], client: false });
    assert.deepEqual(shortfalls(met), []);
    assert.equal(met.checklist, 'Tehtävä: 3/3 lajia');
    assert.deepEqual(
      warningBlocks(met.warnings, { assetsDir: 'assets', checklist: met.checklist }),
      [{ text: 'Tehtävä: 3/3 lajia', quiet: true }],
      'the checklist alone, for standard output, when nothing is missing',
    );
    assert.equal(warningsText(met.warnings, { assetsDir: 'assets', checklist: met.checklist }), '', 'nothing for the dev page');
    await unlink(path.join(dir, 'data', 'tehtava.md'));
    const none = await build({ content: 'all', photos: [], client: false });
    assert.equal(none.checklist, undefined, 'no tehtava.md, no check');
  });

  it('should check nothing in the frozen sample collection, which has no tehtava.md', async () => {
    assert.equal(checkAssignment(await readContent('test/fixtures/sample/src/data')), undefined);
  });
});

describe('assignment in the job summary and on the dev page', () => {
  /** A good build of two species, as the job summary gets it, without an assignment. */
  const SITE = {
    siteUrl: '',
    species: 2,
    photos: 2,
    pages: 5,
    weights: [],
    viewport: { width: 390, devicePixelRatio: 2 },
    overBudget: [],
    warnings: [],
  };
  const problem = { code: 'assignment.missingField' as const, file: 'src/data/lajit/puut/haapa.md', line: 1, key: 'lähteet', message: 'lähteet puuttuu' };

  it('should put the checklist line and each warning in a good build’s summary', () => {
    const summary = successSummary({ ...SITE, checklist: 'Tehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet', warnings: [problem] });
    assert.ok(
      summary.includes('\n\nTehtävä: 2/3 lajia; 1 lajilta puuttuu tieto lähteet\n\n- src/data/lajit/puut/haapa.md, rivi 1 (lähteet): lähteet puuttuu\n'),
      summary,
    );
    const without = successSummary(SITE);
    assert.ok(!without.includes('Tehtävä'), 'no tehtava.md, no line');
  });

  it('should end a failed build’s summary with the checklist line', () => {
    const summary = failureSummary({ heading: 'Korjaa', problems: [] }, (f) => f, undefined, 'Tehtävä: 2/3 lajia');
    assert.ok(summary.endsWith('\n\nTehtävä: 2/3 lajia\n'), summary);
    assert.ok(!failureSummary({ heading: 'Korjaa', problems: [] }, (f) => f).includes('Tehtävä'));
  });

  it('should send a tab the last good build’s warnings when it connects, and none after an error or a clean build', () => {
    const channel = createReloadChannel();
    const connect = () => {
      const written: string[] = [];
      const res = { writeHead: () => res, write: (chunk: string) => written.push(chunk) } as unknown as http.ServerResponse;
      const req = { on: () => req } as unknown as http.IncomingMessage;
      channel.connect(req, res, {});
      return written.join('');
    };
    channel.built('Tehtävä: 2/3 lajia');
    assert.match(connect(), /event: build-warnings\ndata: "Tehtävä: 2\/3 lajia"/);
    channel.failed('virhe');
    assert.doesNotMatch(connect(), /build-warnings/);
    channel.built();
    assert.doesNotMatch(connect(), /build-warnings/);
  });
});

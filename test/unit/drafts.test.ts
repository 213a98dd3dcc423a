/**
 * Drafts (`luonnos: kyllä`): the key's rule, the one function that decides what is published, and a
 * build and a dev build of the same collection, one species of which is a draft.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveSettings, type Settings } from '../../src/config.ts';
import { publishedContent, usesOf } from '../../src/content/drafts.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { readContent } from '../../src/content/read-content.ts';
import { serveMessages } from '../../src/messages/serve.ts';
import { type BuildResult, buildSite } from '../../src/pipeline/build-site.ts';
import { createDevBuild, type DevBuildResult, EVERYTHING } from '../../src/pipeline/dev-build.ts';
import { createSiteCore } from '../../src/pipeline/site-core.ts';
import { parsePage } from '../helpers/dom.ts';
import { makeImage, quick } from '../helpers/fixtures.ts';

const COLLECTION = '---\notsikko: Kokoelma\nnimi: Aino\nluokka: 8b\n---\n';
const species = (name: string, photo: string, extra = '') => `---\nnimi: ${name}\nkuvat:\n  - ${photo}\n${extra}---\n${name} on laji.\n`;

function parse(draftLine: string) {
  return parseContent(
    {
      collection: { path: 'src/data/kokoelma.md', text: COLLECTION },
      species: [
        { path: 'src/data/lajit/kasvit/haapa.md', text: species('Haapa', 'kasvit/haapa.png'), group: 'kasvit' },
        { path: 'src/data/lajit/kasvit/kielo.md', text: species('Kielo', 'kasvit/kielo.png', `${draftLine}\n`), group: 'kasvit' },
      ],
      speciesDir: 'src/data/lajit',
    },
    ['.png'],
  );
}

describe('the draft key luonnos', () => {
  it('should make a species a draft with kyllä (any case, kylla), and publish it with ei or without the key', () => {
    for (const line of ['luonnos: kyllä', 'Luonnos: KYLLA']) assert.equal(parse(line).content!.species.find((s) => s.title === 'Kielo')!.draft, true, line);
    for (const line of ['luonnos: ei', 'luonnos:', '']) assert.equal(parse(line).content!.species.find((s) => s.title === 'Kielo')!.draft, undefined, line);
  });

  it('should refuse any other value in Finnish, at its line', () => {
    const { problems } = parse('luonnos: joo');
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.code, 'content.key.yesNo');
    assert.equal(problems[0]!.file, 'src/data/lajit/kasvit/kielo.md');
    assert.equal(problems[0]!.line, 5);
    assert.match(problems[0]!.message, /luonnos-rivin arvo on kyllä tai ei \(nyt "joo"\)/);
  });

  it('should leave drafts and their photo uses out of the published content, and keep them when drafts are shown', () => {
    const parsed = parse('luonnos: kyllä');
    const published = publishedContent(parsed.content!);
    assert.deepEqual(
      published.species.map((s) => s.title),
      ['Haapa'],
    );
    assert.deepEqual(
      usesOf(published, parsed.images).map((use) => use.source),
      ['kasvit/haapa.png'],
    );
    assert.equal(publishedContent(parsed.content!, { drafts: 'show' }), parsed.content, 'npm run dev: everything');
  });
});

/** One collection, Kielo a draft with a photo of its own, built as `npm run build` and as `npm run dev` build it. */
describe('a draft in a build and in npm run dev', () => {
  let dir: string;
  let settings: Settings;
  let built: BuildResult;
  let dev: DevBuildResult;
  const page = async (file: string) => readFile(path.join(settings.outDir, file), 'utf8');
  const devPage = (file: string) => new TextDecoder().decode(dev.files.get(file) as Uint8Array);

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-drafts-'));
    const lajit = path.join(dir, 'data', 'lajit', 'kasvit');
    await mkdir(lajit, { recursive: true });
    await writeFile(path.join(dir, 'data', 'kokoelma.md'), COLLECTION);
    await writeFile(path.join(dir, 'data', 'tehtava.md'), '---\nlajeja vähintään: 2\n---\n');
    await writeFile(path.join(lajit, 'haapa.md'), species('Haapa', 'kasvit/haapa.png'));
    await writeFile(path.join(lajit, 'kielo.md'), species('Kielo', 'kasvit/kielo.png', 'luonnos: kyllä\n'));
    await makeImage(path.join(dir, 'assets', 'kasvit', 'haapa.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(dir, 'assets', 'kasvit', 'kielo.png'), 400, 300, '#6b3a4a');
    const folders = { dataDir: path.join(dir, 'data'), assetsDir: path.join(dir, 'assets'), cacheDir: path.join(dir, 'cache'), outDir: path.join(dir, 'dist') };
    settings = resolveSettings({}, {}, quick({ ...folders, siteUrl: 'https://aino.github.io/kokoelma/', basePath: '/kokoelma/' }));
    built = await buildSite({ content: await readContent(settings.dataDir), settings });
    dev = await createDevBuild(settings, '/__dev/reload.js').build(EVERYTHING);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("should publish neither the draft's page, its card, its photos nor its sitemap entry, and count only the published species", async () => {
    assert.equal(built.species, 1);
    assert.ok(built.files.has('kasvi/Haapa/index.html'));
    assert.deepEqual(
      [...built.files.keys()].filter((file) => /kielo/i.test(file)),
      [],
      'no page and no photo of the draft',
    );
    assert.equal(built.images.sources, 1, "only Haapa's photo is encoded");
    const home = parsePage(await page('index.html'));
    assert.deepEqual(
      [...home.querySelectorAll('.card-title')].map((title) => title.textContent),
      ['Haapa'],
    );
    assert.match(home.querySelector('.lead')!.textContent!, /Eliöiden määrä: 1$/);
    const sitemap = await page('sitemap.xml');
    assert.match(sitemap, /kasvi\/Haapa\//);
    assert.doesNotMatch(sitemap, /Kielo/);
    assert.deepEqual(
      built.weights.filter((weight) => weight.page.kind === 'species').map((weight) => weight.page),
      [{ kind: 'species', species: 'Haapa' }],
      'page budgets weigh published pages only',
    );
  });

  it("should not call the draft's photo unused, and count only published species toward the assignment", () => {
    assert.deepEqual(
      built.warnings.filter((warning) => warning.code === 'image.unused'),
      [],
    );
    assert.match(built.checklist!, /1\/2 lajia/);
  });

  it("should hand the class report (the core's check) the published species, having checked the draft's photo too", async () => {
    const checked = await createSiteCore(settings).check();
    assert.deepEqual(
      checked.content!.species.map((entry) => entry.title),
      ['Haapa'],
    );
    assert.deepEqual(checked.uses.map((use) => use.source).sort(), ['kasvit/haapa.png', 'kasvit/kielo.png']);
    assert.match(checked.checklist!, /1\/2 lajia/);
  });

  it('should show the draft in npm run dev, marked on its card and its page, and leave the published species unmarked', () => {
    const home = parsePage(devPage('index.html'));
    const cards = [...home.querySelectorAll('.card')].map((card) => card.textContent!);
    assert.equal(cards.length, 2);
    assert.ok(cards.find((card) => card.includes('Kielo'))!.includes(serveMessages.draftCard));
    assert.ok(!cards.find((card) => card.includes('Haapa'))!.includes(serveMessages.draftCard));
    assert.match(home.querySelector('.lead')!.textContent!, /Eliöiden määrä: 2$/);
    assert.ok(parsePage(devPage('kasvi/Kielo/index.html')).body.textContent!.includes(serveMessages.draftPage));
    assert.ok(!devPage('kasvi/Haapa/index.html').includes(serveMessages.draftPage));
  });
});

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDevBuild, type DevBuildResult, EVERYTHING } from '../../src/pipeline/dev-build.ts';
import { resolveSettings } from '../../src/config.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { makeImage, quick } from '../helpers/fixtures.ts';

const species = (name: string, photo: string, text: string) => `---\nnimi: ${name}\nkuvat:\n  - ${photo}\n---\n${text}\n`;
const text = (result: DevBuildResult, file: string) => new TextDecoder().decode(result.files.get(file) as Uint8Array);

/** The dev build on a two-species collection in a temp folder, saved to and rebuilt as `npm run dev` does. */
describe('the dev build, in memory', () => {
  let dir: string;
  let build: ReturnType<typeof createDevBuild>['build'];
  const file = (name: string) => path.join(dir, 'data', 'lajit', 'kasvit', name);
  const saved = (...files: string[]) => ({ content: files, photos: [], client: false });

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-dev-build-'));
    await mkdir(path.dirname(file('x')), { recursive: true });
    await writeFile(path.join(dir, 'data', 'kokoelma.md'), '---\notsikko: Kokoelma\nnimi: Aino\nluokka: 8b\n---\n');
    await writeFile(file('haapa.md'), species('Haapa', 'a.png', 'Ensimmäinen teksti.'));
    await writeFile(file('kielo.md'), species('Kielo', 'b.png', 'Kielon teksti.'));
    await makeImage(path.join(dir, 'assets', 'a.png'), 400, 300, '#3a6b4a');
    await makeImage(path.join(dir, 'assets', 'b.png'), 400, 300, '#6b3a4a');
    const settings = resolveSettings(
      {},
      {},
      // One WebP per slot, no faces: what is rebuilt after a save is what is tested.
      quick({ dataDir: path.join(dir, 'data'), assetsDir: path.join(dir, 'assets'), cacheDir: path.join(dir, 'cache'), outDir: path.join(dir, 'dist') }),
    );
    build = createDevBuild(settings, '/__dev/reload.js').build;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should build every page and photo at first, with the reload script and the host files, and write nothing', async () => {
    const result = await build(EVERYTHING);
    assert.equal(result.pages, 5, 'home, two species, two not-found pages');
    assert.equal(result.rendered, 5);
    assert.equal(result.processed, 2);
    assert.match(text(result, 'index.html'), /<script defer="" src="\/__dev\/reload\.js">/);
    for (const host of ['_headers', 'robots.txt']) assert.ok(result.files.has(host), host);
    assert.equal([...result.files.keys()].filter((name) => name.endsWith('.br') || name.endsWith('.gz')).length, 0, 'nothing precompressed');
    assert.deepEqual(result.warnings, []);
    await assert.rejects(
      import('node:fs/promises').then((fs) => fs.stat(path.join(dir, 'dist'))),
      { code: 'ENOENT' },
      'no site on disk',
    );
  });

  it('should render no page and process no photo when nothing changed', async () => {
    const result = await build({ content: [], photos: [], client: false });
    assert.equal(result.rendered, 0);
    assert.equal(result.processed, 0);
    assert.equal(result.pages, 5, 'every page is still served');
  });

  it("should render only a saved species' own page when its text changes, and encode no photo", async () => {
    await writeFile(file('haapa.md'), species('Haapa', 'a.png', 'Toinen teksti.'));
    const result = await build(saved(file('haapa.md')));
    assert.equal(result.rendered, 1);
    assert.equal(result.processed, 0);
    assert.match(text(result, 'kasvi/Haapa/index.html'), /Toinen teksti\./);
  });

  it('should render its page and the home page when its name changes, and drop the old page', async () => {
    await writeFile(file('haapa.md'), species('Vapiseva haapa', 'a.png', 'Toinen teksti.'));
    const result = await build(saved(file('haapa.md')));
    assert.equal(result.rendered, 2, 'the new page and the home page');
    assert.ok(result.files.has('kasvi/Vapiseva haapa/index.html'), 'the page at its new address');
    assert.ok(!result.files.has('kasvi/Haapa/index.html'), 'the old address is gone');
    assert.match(text(result, 'index.html'), /Vapiseva haapa/);
  });

  it('should encode only the photo that changed, and keep the cached files it replaced (npm run dev never prunes)', async () => {
    const cachedFiles = (result: DevBuildResult) =>
      [...result.files].flatMap(([name, file]) => (name.startsWith('img/a-') && 'copyFrom' in file ? [file.copyFrom] : []));
    const before = cachedFiles(await build({ content: [], photos: [], client: false }));
    await makeImage(path.join(dir, 'assets', 'a.png'), 400, 300, '#aa2222');
    const result = await build({ content: [], photos: ['a.png'], client: false });
    assert.equal(result.processed, 1);
    assert.notDeepEqual(cachedFiles(result), before, 'the new photo is published from new files');
    assert.ok(before.length > 0, 'the photo was published from cached files');
    for (const file of before) assert.ok((await stat(file)).isFile(), `${file} stays for a later save of the old photo`);
  });

  it('should read the content again when a species file is added or removed', async () => {
    await writeFile(file('mustikka.md'), species('Mustikka', 'b.png', 'Marjoja.'));
    assert.equal((await build(saved(file('mustikka.md')))).pages, 6);
    await unlink(file('mustikka.md'));
    assert.equal((await build(saved(file('mustikka.md')))).pages, 5);
  });

  it("should throw the student's mistake in Finnish, and build again from the next save", async () => {
    await writeFile(file('kielo.md'), '---\nnimi: Kielo\nkuvausaika: 31.2.2023\n---\n');
    await assert.rejects(
      build(saved(file('kielo.md'))),
      (error: unknown) => error instanceof StudentError && /kielo\.md, rivi 3 \(kuvausaika\)/.test(error.message),
    );
    await writeFile(file('kielo.md'), species('Kielo', 'b.png', 'Korjattu.'));
    assert.match(text(await build(saved(file('kielo.md'))), 'kasvi/Kielo/index.html'), /Korjattu\./);
  });
});

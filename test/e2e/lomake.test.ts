/**
 * `npm run lomake`, the step of the workflow "Lomakkeet" that carries out an issue form: recorded
 * `issues` event payloads for each form, written as GitHub writes a submitted form's body, run
 * against a temp project, with the attachments served by a local server (the allowed origin set
 * by LOMAKE_ATTACHMENT_ORIGIN, which the workflow never sets). Each run's species file, photos
 * (no location), Finnish answer and step outputs are checked; a second run with the same issue
 * changes nothing; shell and YAML tricks in a field stay text.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { parseContentFile } from '../../src/content/front-matter.ts';
import { findPrivateMetadata } from '../../src/privacy/private-metadata.ts';
import { type AuthorProject, authorProject, runScript } from '../helpers/author-project.ts';
import { privatePhoto } from '../helpers/private-photo.ts';

/** A submitted form's body as GitHub writes it: `### Label`, a blank line, the answer. */
const body = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([label, value]) => `### ${label}\n\n${value === '' ? '_No response_' : value}`)
    .join('\n\n');

const NEW = (photos: string, extra: Record<string, string> = {}) =>
  body({
    'Lajin nimi': 'Kevätesikko',
    'Tieteellinen nimi': '',
    Ryhmä: 'ohjelma valitsee',
    Kuvausaika: '14.6.2026',
    Kuvauspaikka: 'Koulun niitty',
    Ruutu: '',
    Kasvupaikka: 'kuiva niitty',
    Kuvaus: 'Keltainen kukka.\n\nKukkii keväällä.',
    Lähteet: 'https://laji.fi/taxon/MX.39048 Laji.fi',
    Kuvat: photos,
    Luonnos: '- [ ] Luonnos: älä julkaise vielä',
    ...extra,
  });

/** "Muokkaa lajia" for `name` with every field left as it is, but those in `fields`. */
const EDIT = (name: string, fields: Record<string, string> = {}) =>
  body({
    'Lajin nimi': name,
    'Tieteellinen nimi': '',
    Ryhmä: 'ei muutosta',
    Kuvausaika: '',
    Kuvauspaikka: '',
    Ruutu: '',
    Kasvupaikka: '',
    Kuvaus: '',
    Lähteet: '',
    Luonnos: 'ei muutosta',
    ...fields,
  });

interface Run {
  code: number | null;
  answer: string;
  outputs: Record<string, string>;
  log: string;
}

describe('npm run lomake: an issue form carried out', () => {
  let project: AuthorProject;
  let server: Server;
  let origin: string;
  let photo: Buffer;
  let issue = 0;

  before(async () => {
    project = await authorProject({ faces: false });
    photo = await privatePhoto('jpeg', 320, 240);
    server = createServer((request, response) => {
      if (request.url === '/user-attachments/assets/kuva-1') return void response.writeHead(302, { location: '/private/kuva-1.jpg' }).end();
      if (request.url === '/private/kuva-1.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      if (request.url === '/user-attachments/assets/teksti') return void response.writeHead(200).end('not a photo');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}/user-attachments/assets/`;
  });
  after(async () => {
    server?.close();
    await project?.cleanup();
  });

  async function run(text: string, repository: { private?: boolean } = {}): Promise<Run> {
    issue++;
    const event = path.join(project.dir, `event-${issue}.json`);
    const answer = path.join(project.dir, `vastaus-${issue}.md`);
    const output = path.join(project.dir, `output-${issue}`);
    await writeFile(event, JSON.stringify({ action: 'opened', issue: { number: 1, body: text, user: { login: 'aino' } }, repository }));
    await writeFile(output, '');
    const env = { GITHUB_EVENT_PATH: event, GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: output, GITHUB_WORKSPACE: project.root, LOMAKE_ATTACHMENT_ORIGIN: origin };
    const { finished } = runScript(project, 'lomake', [answer], { env });
    const done = await finished;
    const outputs = Object.fromEntries(
      (await readFile(output, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    return { code: done.code, answer: await readFile(answer, 'utf8').catch(() => ''), outputs, log: done.stdout + done.stderr };
  }

  const speciesFile = (folder: string, name: string) => readFile(path.join(project.root, 'src/data/lajit', folder, name), 'utf8');

  it('Uusi laji: should write the species with every field, the photo without location, and answer with its address and the location warning first', async () => {
    const result = await run(NEW(`<img width="320" alt="kuva" src="${origin}kuva-1" />`));
    assert.equal(result.code, 0, result.log);
    assert.equal(result.outputs.outcome, 'saved');
    assert.equal(result.outputs.close, 'true');
    assert.equal(result.outputs['species-file'], 'src/data/lajit/kasvit/kevatesikko.md');
    const text = await speciesFile('kasvit', 'kevatesikko.md');
    assert.match(text, /^tieteellinen: Primula veris$/m, 'from the name table');
    assert.match(text, /^kuvausaika: 14\.6\.2026$/m);
    assert.match(text, /^kuvauspaikka: Koulun niitty$/m);
    assert.match(text, /^kasvupaikka: kuiva niitty$/m);
    assert.match(text, /^ {2}- https:\/\/laji\.fi\/taxon\/MX\.39048 Laji\.fi$/m);
    assert.match(text, /\nKeltainen kukka\.\n\nKukkii keväällä\.\n$/);
    assert.doesNotMatch(text, /luonnos/);
    const photos = await readdir(path.join(project.root, 'assets', 'kasvit'));
    assert.equal(photos.length, 1);
    const { exif, xmp } = await sharp(path.join(project.root, 'assets', 'kasvit', photos[0]!)).metadata();
    assert.equal(exif !== undefined || xmp !== undefined, true, 'the copy keeps its harmless metadata, so the location check reads something');
    assert.equal(findPrivateMetadata({ exif, xmp }).location, false, 'the copy has no location');
    assert.match(result.answer, /^## Lisäämässäsi kuvassa oli sijainti/, 'the location first');
    assert.match(result.answer, /Delete revision from history/);
    assert.match(result.answer, /## Laji on tallennettu/);
    assert.match(result.answer, /Kevätesikko \(Primula veris\) on tallennettu\. Sen sivu päivittyy .*kevatesikko|Kevätesikko .* on tallennettu/);
  });

  it('Uusi laji again, the same issue: should change nothing and say so', async () => {
    const before = await speciesFile('kasvit', 'kevatesikko.md');
    const result = await run(NEW(`<img width="320" alt="kuva" src="${origin}kuva-1" />`));
    assert.equal(result.outputs.outcome, 'unchanged', result.log);
    assert.equal(result.outputs.close, 'true');
    assert.equal(await speciesFile('kasvit', 'kevatesikko.md'), before);
    assert.equal((await readdir(path.join(project.root, 'assets', 'kasvit'))).length, 1, 'the photo is not added twice');
    assert.match(result.answer, /## Ei muutoksia/);
  });

  it('Muokkaa lajia: should change only the fields given, keep the rest and comments, and shell and YAML tricks stay text', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text a pupil could type, on purpose
    const trick = 'nimi: x\n$(touch pwned) `touch pwned2` ${{ github.token }} "lainaus"';
    const result = await run(EDIT('kevätesikko', { Kuvauspaikka: '$(touch pwned3)', Kasvupaikka: '-', Kuvaus: trick }));
    assert.equal(result.outputs.outcome, 'saved', result.log);
    const text = await speciesFile('kasvit', 'kevatesikko.md');
    assert.match(text, /^# Täydennä tyhjät rivit/m, "uusi's comment is kept");
    assert.match(text, /^kuvausaika: 14\.6\.2026$/m, 'an empty field changes nothing');
    assert.match(text, /^kuvauspaikka: "?\$\(touch pwned3\)"?$/m);
    assert.doesNotMatch(text, /kasvupaikka: kuiva/, '- clears a field');
    const parsed = parseContentFile(text);
    const keys = parsed.entries?.map((e) => e.key) ?? [];
    assert.equal(keys.filter((k) => k === 'nimi').length, 1, 'the description made no key');
    assert.ok(text.endsWith(`${trick}\n`), 'the description is as typed');
    for (const file of ['pwned', 'pwned2', 'pwned3']) assert.ok(!(await readdir(project.root)).includes(file), 'nothing in a field ran');
  });

  it('Muokkaa lajia, Luonnos: should write luonnos: kyllä, and julkaise removes it', async () => {
    const draft = (choice: string) => EDIT('Kevätesikko', { Luonnos: choice });
    const result = await run(draft('Luonnos: älä julkaise vielä'));
    assert.equal(result.outputs.outcome, 'saved', result.log);
    assert.match(await speciesFile('kasvit', 'kevatesikko.md'), /^luonnos: kyllä$/m);
    assert.match(result.answer, /luonnoksena/);
    assert.equal((await run(draft('julkaise'))).outputs.outcome, 'saved');
    assert.doesNotMatch(await speciesFile('kasvit', 'kevatesikko.md'), /luonnos/);
  });

  it('Muokkaa lajia with a YAML document in the description: should name the field and change nothing', async () => {
    const before = await speciesFile('kasvit', 'kevatesikko.md');
    const result = await run(EDIT('Kevätesikko', { Kuvaus: '---\nnimi: x\n---' }));
    assert.equal(result.outputs.outcome, 'mistake');
    assert.match(result.answer, /- \*\*Kuvaus\*\*: Kuvauksessa ei voi olla riviä/);
    assert.equal(await speciesFile('kasvit', 'kevatesikko.md'), before);
  });

  it('Muokkaa lajia with a name a letter off: should ask "Tarkoititko …?" and change nothing', async () => {
    const before = await speciesFile('kasvit', 'kevatesikko.md');
    const result = await run(EDIT('Kevätesiko', { Kuvausaika: '1.1.2026' }));
    assert.equal(result.outputs.outcome, 'mistake');
    assert.equal(result.outputs.close, 'false');
    assert.match(result.answer, /- \*\*Lajin nimi\*\*: .*Tarkoititko Kevätesikko\?/);
    assert.equal(await speciesFile('kasvit', 'kevatesikko.md'), before);
  });

  it('a mistake in a field: should name the field, and change nothing', async () => {
    const result = await run(NEW('', { 'Lajin nimi': 'Kielo', Kuvausaika: '31.2.2026', Ruutu: '999', Lähteet: 'laji.fi' }));
    assert.equal(result.outputs.outcome, 'mistake');
    for (const label of ['Kuvausaika', 'Ruutu', 'Lähteet']) assert.match(result.answer, new RegExp(`- \\*\\*${label}\\*\\*: `));
  });

  it('Lisää kuvia lajiin: should refuse an address from elsewhere and a file that is no photo, by its bytes', async () => {
    const foreign = await run(body({ 'Lajin nimi': 'Kevätesikko', Kuvat: '![x](https://example.com/user-attachments/assets/kuva-1)' }));
    assert.match(foreign.answer, /- \*\*Kuvat\*\*: Osoite https:\/\/example\.com/);
    const text = await run(body({ 'Lajin nimi': 'Kevätesikko', Kuvat: `![x](${origin}teksti)` }));
    assert.match(text.answer, /- \*\*Kuvat\*\*: Tiedosto 1 ei ole JPEG-, PNG- tai GIF-kuva/);
    const privateRepo = await run(body({ 'Lajin nimi': 'Kevätesikko', Kuvat: `![x](${origin}kuva-1)` }), { private: true });
    assert.match(privateRepo.answer, /uudet-kuvat/);
    assert.equal((await readdir(path.join(project.root, 'assets', 'kasvit'))).length, 1);
  });

  it("Lisää kuvia lajiin with no photo in the form (empty, or a private repository's checkbox): should add the photos in uudet-kuvat/ and remove them from there", async () => {
    const cases = [
      { Kuvat: '', repository: {} },
      { Kuvat: '- [X] Kuvat ovat kansiossa uudet-kuvat', repository: { private: true } },
    ];
    for (const [i, { Kuvat, repository }] of cases.entries()) {
      await mkdir(path.join(project.root, 'uudet-kuvat'), { recursive: true });
      await writeFile(path.join(project.root, 'uudet-kuvat', `IMG_000${i + 2}.jpg`), await privatePhoto('jpeg', 240, 320 + i));
      const result = await run(body({ 'Lajin nimi': 'Kevätesikko', Kuvat }), repository);
      assert.equal(result.outputs.outcome, 'saved', result.log);
      assert.equal((await readdir(path.join(project.root, 'assets', 'kasvit'))).length, i + 2, Kuvat);
      assert.equal((parseContentFile(await speciesFile('kasvit', 'kevatesikko.md')).entries ?? []).filter((e) => e.key === 'kuvat').length, 1);
      assert.match(await speciesFile('kasvit', 'kevatesikko.md'), new RegExp(`^kuvat:(\\n {2}- kasvit\\/\\S+){${i + 2}}$`, 'm'));
      assert.deepEqual(await readdir(path.join(project.root, 'uudet-kuvat')), []);
      assert.doesNotMatch(result.answer, /Lisäämässäsi kuvassa oli sijainti/, 'not an attachment: nothing to delete from the issue');
    }
  });

  it('Poista laji: should remove the species and its photos, and a second run finds nothing to do', async () => {
    const form = body({ 'Lajin nimi': 'Kevätesikko', Vahvistus: '- [X] Haluan poistaa lajin ja sen kuvat' });
    const unconfirmed = await run(body({ 'Lajin nimi': 'Kevätesikko', Vahvistus: '- [ ] Haluan poistaa lajin ja sen kuvat' }));
    assert.match(unconfirmed.answer, /- \*\*Vahvistus\*\*/);
    const result = await run(form);
    assert.equal(result.outputs.outcome, 'saved', result.log);
    assert.match(result.answer, /## Laji on poistettu/);
    assert.deepEqual(await readdir(path.join(project.root, 'assets', 'kasvit')), []);
    assert.equal((await run(form)).outputs.outcome, 'unchanged');
  });

  it('an issue that is none of the forms: should answer nothing', async () => {
    const result = await run('Opettaja, miten tämä toimii?');
    assert.equal(result.outputs.outcome, 'none');
    assert.equal(result.answer, '');
  });
});

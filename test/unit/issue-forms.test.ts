/**
 * The issue forms (.github/ISSUE_TEMPLATE/*.yml) checked against GitHub's documented schema, since
 * GitHub shows a form it cannot read as nothing at all. The keys are those of GitHub's docs
 * "Syntax for issue forms" (top level) and "Syntax for GitHub's form schema" (body elements):
 * https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms
 * https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-githubs-form-schema
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { GROUPS, groupFolder } from '../../src/content/groups.ts';
import { FORMS, readIssueForm } from '../../src/author/issue-form.ts';
import { PHOTO_FORMS, privatePhotoField } from '../../src/author/private-forms.ts';

const FOLDER = '.github/ISSUE_TEMPLATE';
const TOP_LEVEL = ['name', 'description', 'body', 'assignees', 'labels', 'title', 'projects', 'type'];
const ELEMENT = ['type', 'id', 'attributes', 'validations'];
/** Per element type: its attributes (the required ones first in the docs). */
const ATTRIBUTES: Record<string, string[]> = {
  markdown: ['value'],
  input: ['label', 'description', 'placeholder', 'value'],
  textarea: ['label', 'description', 'placeholder', 'value', 'render'],
  dropdown: ['label', 'description', 'multiple', 'options', 'default'],
  checkboxes: ['label', 'description', 'options'],
};

interface Element {
  type: string;
  id?: string;
  attributes: Record<string, unknown> & { label?: string; options?: unknown[] };
  validations?: Record<string, unknown>;
}
type Form = Record<string, unknown> & { body: Element[] };
const text = (file: string) => readFileSync(`${FOLDER}/${file}`, 'utf8');
const read = (file: string) => parse(text(file)) as Form;
const formFiles = readdirSync(FOLDER).filter((file) => file !== 'config.yml');
/** Each form as committed, and the photo forms as `npm run aloita -- --yksityinen` rewrites them. */
const variants = [
  ...formFiles.map((file) => ({ file, name: file, form: read(file) })),
  ...PHOTO_FORMS.map((file) => ({ file, name: `${file} (private)`, form: parse(privatePhotoField(text(file))) as Form })),
];

describe('the issue forms', () => {
  it('should be exactly the four agreed forms and config.yml', () => {
    assert.deepEqual(readdirSync(FOLDER).sort(), ['config.yml', 'lisaa-kuvia.yml', 'muokkaa-lajia.yml', 'poista-laji.yml', 'uusi-laji.yml']);
  });

  for (const { file, name, form } of variants) {
    it(`${name}: should use only GitHub's documented keys, with the required ones`, () => {
      for (const key of Object.keys(form)) assert.ok(TOP_LEVEL.includes(key), `${key} is a top-level key`);
      for (const key of ['name', 'description', 'body']) assert.ok(typeof form[key] === 'string' ? form[key] !== '' : Array.isArray(form[key]), key);
      const ids = new Set<string>();
      const labels = new Set<string>();
      for (const element of form.body) {
        for (const key of Object.keys(element)) assert.ok(ELEMENT.includes(key), `${key} is an element key`);
        const allowed = ATTRIBUTES[element.type];
        assert.ok(allowed, `${element.type} is an element type`);
        for (const key of Object.keys(element.attributes)) assert.ok(allowed.includes(key), `${element.type} takes ${key}`);
        for (const key of Object.keys(element.validations ?? {})) assert.equal(key, 'required');
        if (element.type === 'markdown') {
          assert.equal(typeof element.attributes.value, 'string');
          assert.equal(element.validations, undefined, 'markdown takes no validations');
          continue;
        }
        assert.match(element.id ?? '', /^[a-z0-9_-]+$/, 'an id of letters, digits, - and _');
        assert.ok(!ids.has(element.id!), `${element.id} is unique`);
        ids.add(element.id!);
        assert.ok(element.attributes.label && !labels.has(element.attributes.label), `${element.attributes.label} is a unique label`);
        labels.add(element.attributes.label);
        if (element.type === 'dropdown' || element.type === 'checkboxes') {
          const options = element.attributes.options ?? [];
          assert.ok(options.length > 0, 'has options');
          const shown = options.map((option) => (element.type === 'checkboxes' ? (option as { label: string }).label : option));
          assert.equal(new Set(shown).size, shown.length, 'options are unique');
          if (element.type === 'checkboxes')
            for (const option of options) for (const key of Object.keys(option as object)) assert.ok(['label', 'required'].includes(key));
          const index = element.attributes.default;
          if (index !== undefined) assert.ok(Number.isInteger(index) && (index as number) < options.length, 'default is an option index');
        }
      }
    });

    it(`${name}: should ask, in order, exactly the fields the workflow reads`, () => {
      const expected = FORMS.find((f) => f.file === file);
      assert.ok(expected, `${file} is a form the workflow knows`);
      assert.equal(form.name, expected.name);
      assert.deepEqual(
        form.body.filter((e) => e.type !== 'markdown').map((e) => e.attributes.label),
        [...expected.labels],
      );
    });
  }

  it('config.yml: should allow no blank issue, with only documented keys', () => {
    const config = parse(readFileSync(`${FOLDER}/config.yml`, 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(config)) assert.ok(['blank_issues_enabled', 'contact_links'].includes(key));
    assert.equal(config.blank_issues_enabled, false);
  });

  it('should offer every group of the fixed list in the group dropdowns', () => {
    for (const file of ['uusi-laji.yml', 'muokkaa-lajia.yml']) {
      const options = read(file).body.find((e) => e.id === 'ryhma')!.attributes.options as string[];
      assert.deepEqual(
        options.slice(1).map(groupFolder),
        GROUPS.map((g) => g.folder),
        file,
      );
    }
  });

  it('should ask for photos without location, name the types GitHub attaches, and point HEIC to uudet-kuvat', () => {
    for (const file of ['uusi-laji.yml', 'lisaa-kuvia.yml']) {
      const photos = read(file).body.find((e) => e.attributes.label === 'Kuvat')!;
      const text = String(photos.attributes.description);
      assert.match(text, /Poista kuvista sijainti/);
      assert.match(text, /PNG-, GIF-, JPEG- ja SVG-kuvia, enintään 10 Mt/);
      assert.match(text, /HEIC/);
      assert.match(text, /Jos jätät tämän tyhjäksi, .* kansioon uudet-kuvat ladatut kuvat/);
    }
  });

  it('in a private repository: should replace only the Kuvat textarea by a checkbox pointing to uudet-kuvat, once', () => {
    for (const file of PHOTO_FORMS) {
      const [before, after] = [text(file), privatePhotoField(text(file))];
      assert.equal(privatePhotoField(after), after, `${file}: a second run changes nothing`);
      const photos = (parse(after) as Form).body.find((e) => e.attributes.label === 'Kuvat')!;
      assert.equal(photos.type, 'checkboxes');
      assert.deepEqual(photos.attributes.options, [{ label: 'Kuvat ovat kansiossa uudet-kuvat' }]);
      assert.match(
        String(photos.attributes.description),
        /yksityinen, joten lomakkeeseen ei voi lisätä kuvia\. Lataa kuvat ensin kansioon uudet-kuvat \(Add file → Upload files\); myös HEIC- ja WebP-kuvat/,
      );
      // Every other element byte for byte: the text around the replaced element is the same.
      const element = /\n {2}- type: textarea\n {4}id: kuvat\n(?: {4}.*\n|\n)*?(?= {2}- |$)/;
      const replaced = /\n {2}- type: checkboxes\n {4}id: kuvat\n(?: {4}.*\n|\n)*?(?= {2}- |$)/;
      assert.equal(after.replace(replaced, '\n<Kuvat>\n'), before.replace(element, '\n<Kuvat>\n'), file);
      assert.notEqual(after, before);
    }
  });

  it("in a private repository: should still be told apart by the workflow, the pupil's ticked box read as is", () => {
    const body = '### Lajin nimi\n\nKielo\n\n### Kuvat\n\n- [X] Kuvat ovat kansiossa uudet-kuvat\n';
    const form = readIssueForm(body);
    assert.equal(form?.kind, 'kuvia');
    assert.equal(form.fields.get('Kuvat'), '- [X] Kuvat ovat kansiossa uudet-kuvat');
  });

  it('Poista laji: should require the confirming checkbox', () => {
    const confirm = read('poista-laji.yml').body.find((e) => e.type === 'checkboxes')!;
    assert.deepEqual(confirm.attributes.options, [{ label: 'Haluan poistaa lajin ja sen kuvat', required: true }]);
  });
});

/**
 * The hand-in copy's name (src/pipeline/hand-in.ts): the full name given, or without one the first
 * name the site already shows, for a public repository's copy (its runs and artifacts are readable
 * by others). Printing the PDF needs a browser: test/e2e/palautus.test.ts makes both copies.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Content } from '../../src/content/model.ts';
import { checkFullName, handInAuthor, handInContent, handInFileName } from '../../src/pipeline/hand-in.ts';
import { StudentError } from '../../src/messages/student-error.ts';

const site: Content['site'] = { title: 'Ainon eliöt', authorFirstName: 'Äina', className: '8b' };
const content: Content = { site, species: [] };
const today = new Date(2026, 10, 3);

describe('the hand-in copy without a full name (a public repository)', () => {
  it('should name the student by the first name of kokoelma.md, as the site does', () => {
    const author = handInAuthor(site, undefined);
    assert.equal(author.name, 'Äina');
    assert.equal(handInContent(content, author.name, '3.11.2026', 'abc1234').site.authorFirstName, 'Äina', 'the cover shows the first name');
  });

  it('should call the file by the first name and class only, with the day', () => {
    assert.equal(handInFileName(handInAuthor(site, undefined).label, today), 'aina-8b-2026-11-03.pdf');
  });
});

describe('the hand-in copy with a full name (a private repository, or npm run palautus -- --nimi)', () => {
  it('should carry the full name on the cover and in the file name, the class and stamp after the class', () => {
    const author = handInAuthor(site, checkFullName('  Eetu   Virtanen '));
    assert.deepEqual(author, { name: 'Eetu Virtanen', label: 'Eetu Virtanen' });
    assert.equal(handInFileName(author.label, today), 'eetu-virtanen-2026-11-03.pdf');
    const cover = handInContent(content, author.name, '3.11.2026', 'abc1234').site;
    assert.equal(cover.authorFirstName, 'Eetu Virtanen');
    assert.equal(cover.className, '8b. Palautettu 3.11.2026, versio abc1234');
  });

  it('should refuse a name given empty or without a surname, by code', () => {
    assert.throws(
      () => checkFullName(' '),
      (error) => error instanceof StudentError && error.code === 'handin.noName',
    );
    assert.throws(
      () => checkFullName('Eetu'),
      (error) => error instanceof StudentError && error.code === 'handin.name',
    );
  });
});

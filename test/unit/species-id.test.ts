import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { speciesFolderKey, speciesId, unsafeIdReason } from '../../src/content/species-id.ts';

describe('species id', () => {
  it('should remove ä and ö and URL-encode, as in the spec examples', () => {
    assert.equal(speciesId('Metsämänty'), 'Metsmnty');
    assert.equal(speciesId('Pörrökääpä'), 'Prrkp');
    assert.equal(speciesId('Iso kuovi'), 'Iso%20kuovi');
  });

  it('should remove capital Ä and Ö too', () => {
    assert.equal(speciesId('Äimä Ötökkä'), 'im%20tkk');
  });

  it('should keep other letters such as å and é and encode them', () => {
    assert.equal(speciesId('Å'), '%C3%85');
  });

  it('should accept ordinary titles as one path segment', () => {
    for (const title of ['Haapa', 'Iso kuovi', 'Rapuhämähäkki']) {
      assert.equal(unsafeIdReason(speciesId(title)), undefined, title);
    }
  });

  it('should reject names Windows reserves, trailing dots and spaces, and : * ? " < > |', () => {
    for (const title of [
      'CON',
      'con',
      'Prn',
      'AUX',
      'NUL',
      'nul.txt',
      'COM1',
      'com9.jpg',
      'LPT1',
      'Lpt9',
      'Haapa.',
      'Haapa ',
      'a:b',
      'a*b',
      'a?b',
      'a"b',
      'a<b',
      'a>b',
      'a|b',
    ]) {
      assert.ok(unsafeIdReason(speciesId(title)), `"${title}" should be rejected`);
    }
    for (const title of ['Conidia', 'Com', 'Nulkka', 'LPT', 'COM10']) {
      assert.equal(unsafeIdReason(speciesId(title)), undefined, `"${title}" is an ordinary name`);
    }
  });

  it('should reject ids that are not one safe path segment', () => {
    for (const title of ['a/b', 'a\\b', '..', '.', 'ää', ' Haapa', 'x\u0001', '404', '<script>', 'Mikä?', 'Haapa.']) {
      assert.ok(unsafeIdReason(speciesId(title)), `"${title}" should be rejected`);
    }
  });

  it('should give one folder key to ids a case-blind disk stores in one folder, and two to the rest', () => {
    assert.equal(speciesFolderKey(speciesId('Kurki')), speciesFolderKey(speciesId('KURKI')));
    assert.equal(speciesFolderKey(speciesId('Metsä Kurki')), 'mets kurki', 'decoded, in lower case');
    assert.notEqual(speciesFolderKey(speciesId('Kurki')), speciesFolderKey(speciesId('Kurkku')));
  });
});

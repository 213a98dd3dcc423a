import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixtureContent, fixtureSpecies, renderFixture } from '../helpers/fixtures.ts';

describe('page rendering', () => {
  it('should escape HTML in content, so markup like <script> is shown as text', () => {
    const species = fixtureSpecies();
    species[1] = { ...species[1]!, officName: '<script>alert(1)</script>', contentArr: ['<b>lihava</b> & "lainaus"'] };
    const site = renderFixture(fixtureContent(species));
    assert.doesNotMatch(site.pages.get('index.html')!, /<script>alert/);
    const home = site.page('index.html');
    assert.ok([...home.querySelectorAll('.card-title')].some((h) => h.textContent === 'Haapa <script>alert(1)</script>'));
    assert.doesNotMatch(site.pages.get('kasvi/Haapa/index.html')!, /<script>alert/);
    const page = site.page('kasvi/Haapa/index.html');
    assert.equal(page.title, 'Haapa (<script>alert(1)</script>) – Eliökokoelma');
    assert.equal(page.querySelector('.description p')?.textContent, '<b>lihava</b> & "lainaus"');
    assert.equal(page.querySelectorAll('b').length, 0);
  });

  it('should print a genus-only name with "sp." upright, the genus in italics', () => {
    const species = fixtureSpecies();
    species[1] = { ...species[1]!, officName: 'Trombidium sp.' };
    const h1 = renderFixture(fixtureContent(species)).page('kasvi/Haapa/index.html').querySelector('h1')!;
    assert.equal(h1.textContent, 'Haapa Trombidium sp.');
    assert.equal(h1.querySelector('i')?.textContent, 'Trombidium', 'only the genus is italic');
    assert.equal(h1.querySelector('[lang="la"]')?.textContent, 'Trombidium sp.', 'the whole name is marked as Latin');
  });

  it('should be deterministic: the same content renders the same bytes', () => {
    assert.deepEqual(renderFixture().pages, renderFixture().pages);
  });
});

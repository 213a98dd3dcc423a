import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { colorClass, paletteColor, placeholderRules } from '../../src/pages/placeholders.ts';

describe('loading placeholders', () => {
  it('should round each channel to the nearest of six steps, written as #rgb', () => {
    assert.equal(paletteColor('#000000'), '#000');
    assert.equal(paletteColor('#ffffff'), '#fff');
    assert.equal(paletteColor('#4a6b3a'), '#363', '74 → 51, 107 → 102, 58 → 51');
    assert.equal(paletteColor('#191919'), '#000', '25 is nearer 0 than 51');
    assert.equal(paletteColor('#1A1A1A'), '#333', '26 is nearer 51 than 0; upper case is read too');
  });

  it('should name the class after the palette colour, so near colours share one rule', () => {
    assert.equal(colorClass('#4a6b3a'), 'ph-363');
    assert.equal(colorClass('#3b6a40'), 'ph-363', 'a near colour: the same class');
    assert.equal(placeholderRules(['#4a6b3a']), '.ph-363{background-color:#363}', 'the rule the class names');
  });

  it('should write at most 216 rules however many colours, in an order that does not depend on the input', () => {
    const colors = Array.from({ length: 4096 }, (_, i) => `#${(i * 4093).toString(16).padStart(6, '0').slice(-6)}`);
    const rules = placeholderRules(colors).split('\n');
    assert.ok(rules.length <= 216, `${rules.length} rules`);
    assert.equal(new Set(rules).size, rules.length, 'no rule twice');
    assert.equal(placeholderRules([...colors].reverse()), placeholderRules(colors), 'same bytes in any order');
  });

  it('should refuse a colour that is not #rrggbb, naming it', () => {
    assert.throws(() => paletteColor('rgb(1, 2, 3)'), /Received: rgb\(1, 2, 3\)/);
  });
});

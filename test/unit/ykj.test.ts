import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseYkjSquare, YKJ_SQUARE_UNCERTAINTY_METRES, ykjSquare, ykjSquareCentre } from '../../src/names/ykj.ts';

describe('YKJ 10 km square', () => {
  it("should put Oulu's centre in 721:342", () => {
    assert.equal(ykjSquare(65.01, 25.47), '721:342');
  });

  it('should put Helsinki cathedral (N 6 674 96x, E 3 386 50x) in 667:338', () => {
    assert.equal(ykjSquare(60.1705, 24.9522), '667:338');
  });

  it('should cover Finland from Åland to Ilomantsi and Hanko to Nuorgam', () => {
    assert.equal(ykjSquare(60.097, 19.935), '668:310'); // Maarianhamina
    assert.equal(ykjSquare(62.91, 31.59), '698:373'); // Ilomantsi, the east point
    assert.equal(ykjSquare(70.09, 27.92), '777:353'); // Nuorgam, the north point
  });

  it('should give no square outside Finland or for no position', () => {
    assert.equal(ykjSquare(40.4168, -3.7038), undefined); // Madrid
    assert.equal(ykjSquare(59.437, 24.7536), undefined); // Tallinn
    assert.equal(ykjSquare(Number.NaN, 25), undefined);
    assert.equal(ykjSquare(91, 25), undefined);
  });

  it('should read a typed square and refuse what is not one', () => {
    assert.deepEqual(parseYkjSquare('667:338'), { north: 667, east: 338 });
    assert.deepEqual(parseYkjSquare(' 721 : 342 '), { north: 721, east: 342 });
    for (const text of ['', '667338', '667:33', '6675:3385', '338:667', '667:338:1', 'a67:338', '600:338']) {
      assert.equal(parseYkjSquare(text), undefined, text);
    }
  });

  it("should give a square's centre, which lies in that square", () => {
    const centre = ykjSquareCentre('721:342')!;
    assert.equal(ykjSquare(centre.lat, centre.lon), '721:342');
    // Oulu's centre is a few kilometres from its square's centre, well within the uncertainty.
    assert.ok(Math.abs(centre.lat - 65.01) < 0.05 && Math.abs(centre.lon - 25.47) < 0.1, JSON.stringify(centre));
    assert.deepEqual(ykjSquareCentre({ north: 721, east: 342 }), centre);
    assert.equal(ykjSquareCentre('338:667'), undefined);
    assert.equal(YKJ_SQUARE_UNCERTAINTY_METRES, Math.ceil(5000 * Math.SQRT2));
  });
});

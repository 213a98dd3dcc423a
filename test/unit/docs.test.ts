import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { unusedPhotosWarning } from '../../src/author/unused-photos.ts';

const readme = readFileSync('README.md', 'utf8');
const guide = readFileSync('OHJE.md', 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

describe('README and the Finnish guide', () => {
  it("should keep the README's first screen: what it is, the guide's link, npm ci && npm start, then npm test", () => {
    const firstScreen = readme.split('\n').slice(0, 30).join('\n');
    const order = ['static site generator', '](OHJE.md)', 'npm ci && npm start', 'npm test'].map((text) => firstScreen.indexOf(text));
    assert.ok(order.every((at) => at >= 0), `all on the first screen: ${order}`);
    assert.deepEqual([...order].sort((a, b) => a - b), order, 'in this order');
  });

  it('should name only npm scripts that exist', () => {
    for (const [name, text] of [['README.md', readme], ['OHJE.md', guide]] as const) {
      const named = new Set([...text.matchAll(/npm run ([a-z0-9:-]+)/g)].map((m) => m[1]!));
      assert.deepEqual([...named].filter((script) => !scripts.includes(script)), [], `${name} names scripts package.json has`);
    }
  });

  it("should show the unused-photo warning as the build prints it", () => {
    const printed = unusedPhotosWarning(['kasvit/IMG_0412.HEIC'], 'assets').split('\n');
    assert.ok(guide.includes(printed.at(-1)!), 'the suggested command');
    assert.ok(guide.includes(printed[0]!.slice(0, printed[0]!.indexOf('.') + 1)), 'the warning line');
  });
});

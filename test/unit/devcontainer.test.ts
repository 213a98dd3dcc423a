import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { defaults } from '../../src/config.ts';

/** `.devcontainer/devcontainer.json` is JSON with comments, read here as Codespaces reads it (TypeScript's JSONC parser). */
function readDevcontainer(): Record<string, unknown> {
  const file = '.devcontainer/devcontainer.json';
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  assert.equal(error, undefined, 'it parses');
  return config as Record<string, unknown>;
}

describe('Codespaces: .devcontainer/devcontainer.json', () => {
  const config = readDevcontainer();

  it('should run on a Node.js LTS of at least 24, a line CI tests', () => {
    const image = String(config.image);
    const node = /^mcr\.microsoft\.com\/devcontainers\/(?:javascript|typescript)-node:(?:\d+-)?(\d+)(?:-[a-z]+)?$/.exec(image);
    assert.ok(node, `a Node.js dev container image: ${image}`);
    const major = Number(node[1]);
    assert.ok(major >= 24 && major % 2 === 0, `Node ${major}: an even (LTS) major of 24 or newer`);
  });

  it("should install Debian's chromium and then run npm ci once the container is made", () => {
    const command = String(config.postCreateCommand);
    assert.match(command, /apt-get update && .*apt-get install -y --no-install-recommends chromium && npm ci$/);
    assert.equal(config.features, undefined, 'plain apt-get, no dev container feature');
  });

  it("should be found by the booklet's browser finder: /usr/bin/chromium is one of its Linux candidates", () => {
    // The finder is being rewritten (issue 26); whatever its shape, Debian's path is in its list.
    assert.match(readFileSync('src/booklet/browser.ts', 'utf8'), /['"]\/usr\/bin\/chromium['"]/);
  });

  it('should forward and label the preview port, 4173, and open it', () => {
    assert.equal(defaults.port, 4173, 'npm start and npm run dev serve on it');
    assert.deepEqual(config.forwardPorts, [defaults.port]);
    const attributes = (config.portsAttributes as Record<string, { label?: string; onAutoForward?: string }>)[String(defaults.port)];
    assert.ok(attributes?.label, 'a label');
    assert.ok(['openPreview', 'openBrowser', 'notify'].includes(attributes.onAutoForward ?? ''), 'the student hears of it');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults, resolveSettings, SettingsError } from '../../src/config.ts';

/** The problems `resolveSettings` reports for these flags and environment, or [] when it accepts them. */
function problems(flags: Parameters<typeof resolveSettings>[0], env: NodeJS.ProcessEnv = {}): string[] {
  try {
    resolveSettings(flags, env);
    return [];
  } catch (error) {
    assert.ok(error instanceof SettingsError, `a SettingsError, not ${String(error)}`);
    return error.problems;
  }
}

describe('settings', () => {
  it('should take the defaults, and flags over environment variables', () => {
    assert.deepEqual(resolveSettings(), defaults);
    const settings = resolveSettings({ base: '/kokoelma', port: '5000' }, { BASE_PATH: '/muu', SITE_URL: 'https://aino.example.org/kokoelma/', PORT: '6000' });
    assert.equal(settings.basePath, '/kokoelma', 'the flag wins');
    assert.equal(settings.port, 5000, 'the flag wins');
    assert.equal(settings.siteUrl, 'https://aino.example.org/kokoelma/', 'the environment is used without a flag');
  });

  it('should refuse a SITE_URL without a scheme, naming SITE_URL and giving an example', () => {
    const [problem, ...rest] = problems({}, { SITE_URL: 'aino.github.io/eliokokoelma' });
    assert.deepEqual(rest, [], 'one problem');
    assert.match(problem ?? '', /^SITE_URL \(--site-url\): "aino\.github\.io\/eliokokoelma" is not a full web address/);
    assert.match(problem ?? '', /e\.g\. https:\/\/aino\.github\.io\/eliokokoelma\//, 'an example of the right form');
    assert.match(problems({ 'site-url': 'ftp://example.org/' })[0] ?? '', /must start with https:\/\/ or http:\/\//);
    assert.match(problems({ 'site-url': 'https://example.org/?a=1' })[0] ?? '', /must not have a \? or # part/);
  });

  it('should refuse a base path a URL cannot hold as it is', () => {
    for (const base of ['/oma kokoelma', '/a/../b', '/a//b', '/kokoelma?x', '/ä']) {
      const [problem] = problems({ base });
      assert.match(problem ?? '', /^BASE_PATH \(--base\): ".*" may only hold letters a–z, digits and - _ \. ~ between slashes/, base);
    }
    assert.equal(resolveSettings({ base: 'eliokokoelma/' }).basePath, 'eliokokoelma/', 'slashes are normalised later, by the routes');
  });

  it('should refuse a port that is not a whole number up to 65535', () => {
    for (const port of ['abc', '80.5', '70000', '-1', '']) {
      assert.match(problems({ port })[0] ?? '', /^PORT \(--port\): ".*" is not a port number \(a whole number 0–65535, e\.g\. 4173\)/, port);
    }
    assert.match(problems({}, { PORT: 'x' })[0] ?? '', /^PORT/);
  });

  it('should refuse a --budget other than fail or warn, and an empty --out', () => {
    assert.deepEqual(problems({ budget: 'warning' }), ['--budget: "warning" is not fail or warn']);
    assert.deepEqual(problems({ out: ' ' }), ['--out: must name a folder, received " "']);
  });

  it('should report every wrong setting at once, in one message', () => {
    assert.throws(
      () => resolveSettings({ port: 'x', budget: 'y' }, { SITE_URL: 'z' }),
      (error: unknown) => error instanceof SettingsError && /^3 settings are wrong; nothing was done\.\n {2}- /.test(error.message),
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaults, resolveSettings, SettingsError } from '../../src/config.ts';
import { formatProblem, formatReport } from '../../src/messages/student-error.ts';

/** The problems `resolveSettings` reports for these flags and environment, or [] when it accepts them. */
function problems(flags: Parameters<typeof resolveSettings>[0], env: NodeJS.ProcessEnv = {}): string[] {
  try {
    resolveSettings(flags, env);
    return [];
  } catch (error) {
    assert.ok(error instanceof SettingsError, `a SettingsError, not ${String(error)}`);
    assert.ok(error.problems.every((p) => p.code === 'settings.value'));
    return error.problems.map(formatProblem);
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

  it('should refuse a SITE_URL without a scheme in Finnish, naming SITE_URL and the value, and giving an example', () => {
    const [problem, ...rest] = problems({}, { SITE_URL: 'aino.github.io/eliokokoelma' });
    assert.deepEqual(rest, [], 'one problem');
    assert.match(problem ?? '', /^SITE_URL \(--site-url\): "aino\.github\.io\/eliokokoelma" ei ole kokonainen verkko-osoite/);
    assert.match(problem ?? '', /esimerkiksi https:\/\/aino\.github\.io\/eliokokoelma\/$/, 'an example of the right form');
    assert.match(problems({ 'site-url': 'ftp://example.org/' })[0] ?? '', /"ftp:\/\/example\.org\/" ei ala https:\/\/ tai http:\/\//);
    assert.match(problems({ 'site-url': 'https://example.org/?a=1' })[0] ?? '', /on \?- tai #-osa: kirjoita pelkkä etusivun osoite/);
  });

  it('should refuse a base path a URL cannot hold as it is, saying which characters it may have', () => {
    for (const base of ['/oma kokoelma', '/a/../b', '/a//b', '/kokoelma?x', '/ä']) {
      const [problem] = problems({ base });
      assert.match(
        problem ?? '',
        /^BASE_PATH \(--base\): ".*" ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ \. ~/,
        base,
      );
      assert.ok(problem?.includes(JSON.stringify(base)), `${base}: the value received`);
    }
    assert.equal(resolveSettings({ base: 'eliokokoelma/' }).basePath, 'eliokokoelma/', 'slashes are normalised later, by the routes');
  });

  it("should refuse a SITE_URL whose path a URL cannot hold as it is, with the base path's rule, since it becomes the base path", () => {
    for (const siteUrl of ['https://x.com/a%ZZ/', 'https://x.com/oma kokoelma/', 'https://x.com/a//b/', 'https://x.com/Eliö/']) {
      const [problem, ...rest] = problems({ 'site-url': siteUrl });
      assert.deepEqual(rest, [], `${siteUrl}: one problem`);
      assert.match(
        problem ?? '',
        /^SITE_URL \(--site-url\): osoitteen polku ".*" ei kelpaa: kauttaviivojen välissä saa olla vain kirjaimia a–z, numeroita ja merkkejä - _ \. ~/,
        siteUrl,
      );
    }
    for (const siteUrl of [
      'https://aino.github.io/eliokokoelma/',
      'https://aino.github.io/eliokokoelma',
      'https://aino.example.org',
      'http://127.0.0.1:4173/a.b_c~d-e/',
    ]) {
      assert.deepEqual(problems({}, { SITE_URL: siteUrl }), [], siteUrl);
    }
  });

  it('should refuse a port that is not a whole number up to 65535', () => {
    for (const port of ['abc', '80.5', '70000', '-1', '']) {
      assert.match(problems({ port })[0] ?? '', /^PORT \(--port\): ".*" ei ole portin numero: kirjoita kokonaisluku väliltä 0–65535, esimerkiksi 4173$/, port);
    }
    assert.match(problems({}, { PORT: 'x' })[0] ?? '', /^PORT \(--port\): "x"/);
  });

  it('should refuse a --budget other than fail or warn, and an empty --out, saying what to write', () => {
    assert.deepEqual(problems({ budget: 'warning' }), ['--budget: "warning" ei kelpaa: kirjoita --budget=fail tai --budget=warn']);
    assert.deepEqual(problems({ out: ' ' }), ['--out: kansion nimi puuttuu (nyt " "): kirjoita kansio, esimerkiksi --out dist']);
  });

  it('should report every wrong setting at once, under one Finnish heading', () => {
    assert.throws(
      () => resolveSettings({ port: 'x', budget: 'y' }, { SITE_URL: 'z' }),
      (error: unknown) => error instanceof SettingsError && /^Mitään ei tehty: 3 asetusta on väärin\.\n {2}- SITE_URL/.test(formatReport(error)),
    );
    assert.throws(
      () => resolveSettings({ port: 'x' }),
      (error: unknown) => error instanceof SettingsError && /^Mitään ei tehty: 1 asetus on väärin\.\n {2}- PORT/.test(formatReport(error)),
    );
  });
});

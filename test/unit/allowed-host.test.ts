import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOwnHost, ownHosts } from '../../src/serve/allowed-host.ts';

describe('the Host names the local servers answer', () => {
  it('should answer its own loopback names and port only', () => {
    const own = ownHosts(4173, '127.0.0.1', {});
    for (const host of ['127.0.0.1:4173', 'localhost:4173', 'LOCALHOST:4173', '[::1]:4173']) assert.ok(isOwnHost(host, own), host);
    for (const host of ['127.0.0.1:4174', 'evil.example:4173', 'localhost', undefined]) assert.ok(!isOwnHost(host, own), String(host));
  });

  it("should also answer a Codespace's own forwarded name for its port, and no other forwarded name", () => {
    const env = { CODESPACES: 'true', CODESPACE_NAME: 'aino-eliokokoelma-x7q9', GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: 'app.github.dev' };
    const own = ownHosts(4173, '127.0.0.1', env);
    assert.ok(isOwnHost('aino-eliokokoelma-x7q9-4173.app.github.dev', own));
    assert.ok(isOwnHost('aino-eliokokoelma-x7q9-4173.app.github.dev:443', own));
    assert.ok(!isOwnHost('someone-else-4173.app.github.dev', own), "another codespace's name");
    assert.ok(!isOwnHost('aino-eliokokoelma-x7q9-5000.app.github.dev', own), 'another port');
    assert.ok(!isOwnHost('aino-eliokokoelma-x7q9-4173.app.github.dev', ownHosts(4173, '127.0.0.1', { ...env, CODESPACES: undefined })), 'outside a Codespace');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagesAddress, parseGitHubAddress, repositoryAddress } from '../../src/github-address.ts';

describe('GitHub addresses', () => {
  it('should read the repository from every form git and the browser write', () => {
    const aino = { owner: 'koulu-8b', name: 'eliokokoelma-aino' };
    for (const address of [
      'https://github.com/koulu-8b/eliokokoelma-aino',
      'https://github.com/koulu-8b/eliokokoelma-aino.git',
      'https://github.com/koulu-8b/eliokokoelma-aino/',
      'https://github.com/koulu-8b/eliokokoelma-aino/tree/main/src/data',
      'http://www.github.com/koulu-8b/eliokokoelma-aino',
      'github.com/koulu-8b/eliokokoelma-aino',
      'https://x-access-token@github.com/koulu-8b/eliokokoelma-aino.git',
      'git@github.com:koulu-8b/eliokokoelma-aino.git',
      'git@github.com:koulu-8b/eliokokoelma-aino',
      'ssh://git@github.com/koulu-8b/eliokokoelma-aino.git',
      '  https://koulu-8b.github.io/eliokokoelma-aino/  ',
      'https://koulu-8b.github.io/eliokokoelma-aino/lajit/kielo/',
    ])
      assert.deepEqual(parseGitHubAddress(address), aino, address);
  });

  it('should name no repository for another host, a malformed address or a site at the owner root', () => {
    for (const address of [
      'https://gitlab.com/aino/kokoelma.git',
      'https://github.com/aino',
      'https://github.com/-aino/x',
      'https://aino.github.io/',
      'eliokokoelma-aino',
      '',
    ])
      assert.equal(parseGitHubAddress(address), undefined, address);
  });

  it('should make the Pages address (owner in lower case) and the repository address', () => {
    assert.equal(pagesAddress({ owner: 'Koulu', name: 'Kokoelma' }), 'https://koulu.github.io/Kokoelma/');
    assert.equal(pagesAddress({ owner: 'aino', name: 'Aino.github.io' }), 'https://aino.github.io/');
    assert.equal(repositoryAddress({ owner: 'Koulu', name: 'Kokoelma' }), 'https://github.com/Koulu/Kokoelma');
  });
});

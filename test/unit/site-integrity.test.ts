import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildInto, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';
import { brokenLinks, htmlErrors, htmlFiles } from '../helpers/site-checks.ts';

describe('built site integrity', () => {
  let ws: Workspace;
  let sub: Workspace;
  before(async () => {
    ws = await makeWorkspace();
    sub = await makeWorkspace();
    await buildInto(ws);
    await buildInto(sub, undefined, '/eliokokoelma');
  });
  after(async () => {
    await ws.cleanup();
    await sub.cleanup();
  });

  it('should pass html-validate on every page with zero errors', async () => {
    assert.equal((await htmlFiles(ws.outDir)).length, 7, 'home, 4 species, 2 not-found pages');
    assert.deepEqual(await htmlErrors(ws.outDir), []);
  });

  it('should resolve every href, src and srcset to a built file', async () => {
    const { broken, external } = await brokenLinks(ws.outDir);
    assert.deepEqual(broken, []);
    assert.deepEqual(external, ['https://example.org/manty', 'https://fi.wikipedia.org/wiki/Mets%C3%A4m%C3%A4nty'], 'only the sources leave the site');
  });

  it('should resolve every link under a base path too', async () => {
    const { broken } = await brokenLinks(sub.outDir, '/eliokokoelma');
    assert.deepEqual(broken, []);
  });
});

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formatReport, StudentError } from '../../src/messages/student-error.ts';
import { headersFile } from '../../src/pages/host-files.ts';
import { createRoutes } from '../../src/pages/routes.ts';
import { startPreviewServer, type PreviewServer } from '../../src/serve/preview-server.ts';
import { fixtureContent, fixtureSpecies, renderFixture, STUB_INLINE } from '../helpers/fixtures.ts';
import { parsePage } from '../helpers/dom.ts';

/** Titles with the characters a URL must percent-encode, as a student may well write them. */
const ODD_TITLES = ['Koivu #2', 'Tuomi & pihlaja', 'Kurki+haikara', 'Kuusi; kaarna', 'Sata %'];

/** A site rendered in memory with those titles, written to a folder with its `_headers` file. */
async function writeSite(dir: string, basePath = ''): Promise<string> {
  const species = [fixtureSpecies()[3]!, ...ODD_TITLES.map((title) => ({ title, images: [], contentArr: [] }))];
  const site = renderFixture(fixtureContent(species), { basePath });
  const files = new Map<string, string>([...site.pages, ['img/kuva-0123abcd-280.webp', 'image']]);
  files.set('_headers', headersFile(createRoutes(basePath), STUB_INLINE));
  files.set('.eliokokoelma-build', 'marker');
  for (const [file, contents] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
  return files.get('_headers')!;
}

const heading = async (response: Response) => parsePage(await response.text()).querySelector('h1')?.textContent;

describe('preview server', () => {
  let dir: string;
  let server: PreviewServer;
  let headers: string;
  const get = (url: string, init?: RequestInit) => fetch(new URL(url, server.url), { redirect: 'manual', ...init });
  /** A request with the path exactly as written: fetch would resolve `%2e%2e` and `//` itself. */
  const raw = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http.get(new URL(server.url), { path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      }).on('error', reject);
    });
  /** The value `_headers` gives a header under a path rule, read from the file itself. */
  const rule = (pattern: string, name: string) => new RegExp(`^${pattern.replace(/[*]/g, '\\*')}\\n(?:  .*\\n)*?  ${name}: (.*)$`, 'm').exec(headers)?.[1];

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-preview-'));
    headers = await writeSite(dir);
    server = await startPreviewServer({ dir });
  });
  after(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('should send the CSP and Referrer-Policy of _headers on the URLs visitors use, / included', async () => {
    const csp = rule('/', 'Content-Security-Policy');
    assert.ok(csp, '_headers has a policy for /');
    for (const url of ['/', '/index.html', '/kasvi/Iso%20kuovi/', '/kasvi/Iso%20kuovi']) {
      const response = await get(url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('content-security-policy'), csp, `${url}: CSP`);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${url}: Referrer-Policy`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${url}: nosniff`);
    }
  });

  it('should send the document rules with both 404 pages', async () => {
    for (const [url, title] of [['/ei/ole', '404 - Ei löydy'], ['/kasvi/Tuntematon/', 'Ei löydy'], ['/404.html', '404 - Ei löydy']] as const) {
      const response = await get(url);
      assert.equal(response.status, 404, url);
      assert.equal(response.headers.get('content-security-policy'), rule('/', 'Content-Security-Policy'), `${url}: CSP`);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${url}: Referrer-Policy`);
      assert.equal(await heading(response), title, `${url}: heading`);
    }
    const missingImage = await get('/img/puuttuu.webp');
    assert.equal(missingImage.status, 404);
    assert.notEqual(missingImage.headers.get('cache-control'), rule('/img/*', 'Cache-Control'), 'a miss is never cached for a year');
  });

  it('should send long caching and no CSP on hashed files', async () => {
    for (const url of ['/img/kuva-0123abcd-280.webp']) {
      const response = await get(url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
      assert.equal(response.headers.get('content-security-policy'), null, `${url}: a CSP would govern the browser's own image viewer`);
    }
    assert.equal((await get('/img/kuva-0123abcd-280.webp')).headers.get('content-type'), 'image/webp');
  });

  it('should serve a page whose title holds # & + ; or %, decoding the URL the way nginx does', async () => {
    for (const title of ODD_TITLES) {
      const url = `/kasvi/${encodeURIComponent(title)}/`;
      const response = await get(url);
      assert.equal(response.status, 200, url);
      assert.equal(await heading(response), title, url);
    }
    assert.equal(await heading(await get('/kasvi/Koivu%20%232')), 'Koivu #2', 'without the trailing slash too');
    assert.equal(parsePage((await raw('//kasvi//Koivu%20%232/')).body).querySelector('h1')?.textContent, 'Koivu #2', 'repeated slashes are merged');
    assert.equal(await heading(await get('/kasvi/%4Boivu%20%232/')), 'Koivu #2', 'any character may be percent-encoded');
  });

  it('should refuse a malformed or escaping path, and never serve _headers or dot files', async () => {
    assert.equal((await get('/kasvi/%E0%A4%A/')).status, 400, 'malformed percent-encoding');
    assert.equal((await raw('/%2e%2e/%2e%2e/etc/passwd')).status, 400, 'above the root');
    assert.equal((await raw('/kasvi/..%2f..%2f..%2fetc/passwd')).status, 400, 'above the root, slashes encoded');
    for (const url of ['/_headers', '/.eliokokoelma-build']) assert.equal((await get(url)).status, 404, url);
  });

  it('should serve the _headers file as written, whatever it says', async () => {
    const custom = headers.replace(/^(\/\n(?: {2}.*\n)*)/m, "$1  X-Eliokokoelma-Test: 1\n").replace('style-src ', "style-src 'sha256-abc=' ");
    await writeFile(path.join(dir, '_headers'), custom);
    try {
      const response = await get('/');
      assert.equal(response.headers.get('x-eliokokoelma-test'), '1');
      assert.match(response.headers.get('content-security-policy') ?? '', /style-src 'sha256-abc=' /, 'a style hash in the policy reaches the browser');
    } finally {
      await writeFile(path.join(dir, '_headers'), headers);
    }
  });

  it('should refuse a port that is taken in Finnish, with the command to start on another one', async () => {
    const port = Number(new URL(server.url).port);
    await assert.rejects(startPreviewServer({ dir, port, command: 'npm run dev' }), (error: unknown) => {
      assert.ok(error instanceof StudentError, `a StudentError, not ${String(error)}`);
      assert.equal(
        formatReport(error),
        `Portti ${port} on jo käytössä (ehkä toinen npm start tai npm run dev on vielä auki). Sulje se tai käynnistä toiseen porttiin: npm run dev -- --port ${port + 1}`,
      );
      return true;
    });
    assert.equal((await get('/')).status, 200, 'the server on that port is still serving');
  });

  it('should match the rules under a base path', async () => {
    const sub = await mkdtemp(path.join(os.tmpdir(), 'eliokokoelma-preview-sub-'));
    await writeSite(sub, '/eliokokoelma');
    const subServer = await startPreviewServer({ dir: sub, basePath: '/eliokokoelma' });
    try {
      const response = await fetch(`${subServer.url}kasvi/Koivu%20%232/`);
      assert.equal(response.status, 200);
      assert.equal(await heading(response), 'Koivu #2');
      assert.ok(response.headers.get('content-security-policy'), 'CSP under the base path');
      assert.ok((await fetch(subServer.url)).headers.get('content-security-policy'), 'CSP on the base path itself');
    } finally {
      await subServer.close();
      await rm(sub, { recursive: true, force: true });
    }
  });
});

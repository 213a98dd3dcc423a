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
  files.set('robots.txt', ROBOTS);
  files.set('kokoelma.pdf', PDF);
  // The build's compressed copies, told apart by their bytes (the tests read them raw).
  files.set('index.html.br', 'brotli copy');
  files.set('index.html.gz', 'gzip copy');
  for (const [file, contents] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
  return files.get('_headers')!;
}

const ROBOTS = 'User-agent: *\nAllow: /\n';
/** Twenty bytes of a PDF, enough to ask for parts of. */
const PDF = '%PDF-1.7 0123456789\n';

const heading = async (response: Response) => parsePage(await response.text()).querySelector('h1')?.textContent;

describe('preview server', () => {
  let dir: string;
  let server: PreviewServer;
  let headers: string;
  const get = (url: string, init?: RequestInit) => fetch(new URL(url, server.url), { redirect: 'manual', ...init });
  /**
   * A request with the path and headers exactly as written: fetch would resolve `%2e%2e` and `//`
   * itself, and send and decode its own `Accept-Encoding`.
   */
  const raw = (rawPath: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .request(new URL(server.url), { path: rawPath, headers, method }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body, headers: response.headers }));
        })
        .on('error', reject)
        .end();
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
    for (const [url, title] of [
      ['/ei/ole', '404 - Ei löydy'],
      ['/kasvi/Tuntematon/', 'Ei löydy'],
      ['/404.html', '404 - Ei löydy'],
    ] as const) {
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
    const custom = headers.replace(/^(\/\n(?: {2}.*\n)*)/m, '$1  X-Eliokokoelma-Test: 1\n').replace('style-src ', "style-src 'sha256-abc=' ");
    await writeFile(path.join(dir, '_headers'), custom);
    try {
      const response = await get('/');
      assert.equal(response.headers.get('x-eliokokoelma-test'), '1');
      assert.match(response.headers.get('content-security-policy') ?? '', /style-src 'sha256-abc=' /, 'a style hash in the policy reaches the browser');
    } finally {
      await writeFile(path.join(dir, '_headers'), headers);
    }
  });

  it('should send a compressed copy only in a coding the browser accepts, honouring q-values', async () => {
    const cases: [string | undefined, string][] = [
      ['br, gzip', 'brotli copy'],
      ['gzip, deflate, br;q=0', 'gzip copy'],
      ['br;q=0', 'plain'],
      ['br;q=0.5, gzip;q=0.8', 'gzip copy'],
      ['gzip;q=0', 'plain'],
      ['BR;Q=0, GZIP;Q=0', 'plain'],
      ['identity', 'plain'],
      ['*', 'brotli copy'],
      ['*;q=0, identity', 'plain'],
      ['br;q=0, *', 'gzip copy'],
      // Nothing acceptable: RFC 9110 asks for the file as it is rather than an error.
      ['identity;q=0', 'plain'],
      [undefined, 'plain'],
    ];
    for (const [accept, expected] of cases) {
      const response = await raw('/', accept === undefined ? {} : { 'Accept-Encoding': accept });
      const got = response.body.startsWith('<!DOCTYPE html>') ? 'plain' : response.body;
      assert.equal(got, expected, `Accept-Encoding: ${accept}`);
      const coding = { 'brotli copy': 'br', 'gzip copy': 'gzip', plain: undefined }[expected];
      assert.equal(response.headers['content-encoding'], coding, `Accept-Encoding: ${accept}: Content-Encoding`);
      assert.equal(response.headers.vary, 'Accept-Encoding');
    }
  });

  it('should answer a byte range with 206 and Content-Range, and an unsatisfiable one with 416', async () => {
    const size = Buffer.byteLength(PDF);
    const whole = await raw('/kokoelma.pdf');
    assert.equal(whole.status, 200);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.headers['content-type'], 'application/pdf');
    const cases: [string, number, string | undefined, string][] = [
      ['bytes=0-4', 206, `bytes 0-4/${size}`, '%PDF-'],
      ['bytes=9-', 206, `bytes 9-${size - 1}/${size}`, '0123456789\n'],
      ['bytes=-3', 206, `bytes ${size - 3}-${size - 1}/${size}`, '89\n'],
      ['bytes=15-999', 206, `bytes 15-${size - 1}/${size}`, '6789\n'],
      [`bytes=${size}-`, 416, `bytes */${size}`, ''],
      ['bytes=-0', 416, `bytes */${size}`, ''],
      // Several ranges, or one the header cannot mean: the whole file, as the RFC allows.
      ['bytes=0-1, 4-5', 200, undefined, PDF],
      ['bytes=5-2', 200, undefined, PDF],
      ['items=0-4', 200, undefined, PDF],
    ];
    for (const [range, status, contentRange, body] of cases) {
      const response = await raw('/kokoelma.pdf', { Range: range });
      assert.equal(response.status, status, range);
      assert.equal(response.headers['content-range'], contentRange, `${range}: Content-Range`);
      assert.equal(response.body, body, `${range}: body`);
      if (status !== 416) assert.equal(Number(response.headers['content-length']), Buffer.byteLength(body), `${range}: Content-Length`);
    }
    assert.equal((await raw('/kokoelma.pdf', { Range: 'bytes=0-4', 'If-Range': '"etag"' })).status, 200, 'If-Range with no validator to match: the whole file');
    assert.equal((await raw('/ei/ole', { Range: 'bytes=0-4' })).status, 404, 'a miss is never a part of the 404 page');
  });

  it('should send the security headers on every response: robots.txt, the PDF, redirects and errors', async () => {
    const csp = rule('/', 'Content-Security-Policy');
    const check = (response: { status: number; headers: http.IncomingHttpHeaders }, what: string, withCsp = true) => {
      assert.equal(response.headers['content-security-policy'], withCsp ? csp : undefined, `${what} (${response.status}): CSP`);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: Referrer-Policy`);
    };
    const robots = await raw('/robots.txt');
    assert.equal(robots.body, ROBOTS);
    check(robots, 'robots.txt');
    check(await raw('/kasvi/%E0%A4%A/'), '400');
    check(await raw('/%2e%2e/x'), '400 above the root');
    check(await raw('/', {}, 'POST'), '405');
    check(await raw('/ei/ole'), '404');
    check(await raw('/kokoelma.pdf', { Range: 'bytes=99-' }), '416');
    check(await raw('/', { Host: 'evil.example' }), '403');
    // The browser's PDF viewer is a page of its own, which the site's CSP would break.
    check(await raw('/kokoelma.pdf'), 'kokoelma.pdf', false);
    const image = await raw('/img/kuva-0123abcd-280.webp');
    assert.equal(image.headers['x-content-type-options'], 'nosniff', 'image: nosniff');
    assert.equal(image.headers['content-security-policy'], undefined, 'image: no CSP, as _headers says');
  });

  it('should answer only requests addressed to itself (DNS rebinding), in Finnish', async () => {
    const { port } = new URL(server.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      assert.equal((await raw('/', { Host: host })).status, 200, host);
    }
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `127.0.0.1:${Number(port) + 1}`, '127.0.0.1']) {
      const response = await raw('/', { Host: host });
      assert.equal(response.status, 403, host);
      assert.equal(
        response.body,
        `Tämä palvelin vastaa vain omaan osoitteeseensa ${server.url}. Avaa sivu siitä osoitteesta; muut sivustot eivät pääse lukemaan sitä.`,
        host,
      );
    }
    assert.equal((await raw('/_headers', { Host: 'evil.example' })).status, 403, 'before anything else');
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
      const redirect = await fetch(subServer.url.replace(/\/$/, ''), { redirect: 'manual' });
      assert.equal(redirect.status, 301);
      assert.equal(redirect.headers.get('location'), '/eliokokoelma/');
      assert.ok(redirect.headers.get('content-security-policy'), 'CSP on the redirect');
    } finally {
      await subServer.close();
      await rm(sub, { recursive: true, force: true });
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownHosts } from '../../src/serve/allowed-host.ts';
import { type RequestInfo, resolveRequest } from '../../src/serve/resolve-request.ts';
import { memorySource } from '../../src/serve/site-source.ts';

const encoder = new TextEncoder();
/** A site held in memory, as `npm run dev` holds one: no folder, no server, no network. */
const files = new Map(
  Object.entries({
    'index.html': '<!DOCTYPE html><title>Koti</title>',
    'sivu/index.html': '<!DOCTYPE html><title>Sivu</title>',
    '404.html': '<!DOCTYPE html><title>404</title>',
    _headers: "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: same-origin\n",
  }).map(([file, text]) => [file, encoder.encode(text)]),
);
const site = { source: memorySource(() => files), basePath: '/kokoelma', ownHosts: ownHosts(4173), url: 'http://127.0.0.1:4173/kokoelma/' };
const request = (url: string, headers: RequestInfo['headers'] = {}, method = 'GET'): RequestInfo => ({
  method,
  url,
  headers: { host: '127.0.0.1:4173', ...headers },
});

describe('the request resolver', () => {
  it('should name the file, status and headers of an answer without sending anything', async () => {
    const reply = await resolveRequest(request('/kokoelma/sivu/?x=1'), site);
    assert.ok('file' in reply);
    assert.equal(reply.status, 200);
    assert.equal(reply.file, 'sivu/index.html');
    assert.deepEqual(reply.range, { start: 0, end: files.get('sivu/index.html')!.byteLength - 1 });
    assert.equal(reply.headers['Content-Type'], 'text/html; charset=utf-8');
    assert.equal(reply.headers['Content-Security-Policy'], "default-src 'self'");
  });

  it('should redirect the base path to its folder, and answer a miss with the 404 page, each with the security headers', async () => {
    const redirect = await resolveRequest(request('/kokoelma'), site);
    assert.ok('body' in redirect);
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.Location, '/kokoelma/');
    assert.equal(redirect.headers['Referrer-Policy'], 'same-origin');
    const miss = await resolveRequest(request('/kokoelma/ei-ole'), site);
    assert.ok('file' in miss);
    assert.equal(miss.status, 404);
    assert.equal(miss.file, '404.html');
  });

  it('should hand the caller its own paths, but only after the Host check', async () => {
    const own = { ...site, ownPath: (pathname: string) => pathname.startsWith('/__dev/') };
    assert.deepEqual(await resolveRequest(request('/__dev/events'), own), { own: '/__dev/events' });
    const refused = await resolveRequest(request('/__dev/events', { host: 'attacker.example:4173' }), own);
    assert.ok('status' in refused);
    assert.equal(refused.status, 403);
  });
});

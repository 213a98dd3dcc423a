/**
 * The dev server's line to the open tabs: a tab whose page an earlier build made is told to reload
 * as soon as it connects, since the build that replaced its page may have ended before it connected.
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, it } from 'node:test';
import { createReloadChannel } from '../../src/serve/reload-channel.ts';

/** A tab's event stream: the request it connects with, and every event the server wrote to it. */
function tab(url: string) {
  const req = Object.assign(new EventEmitter(), { url }) as unknown as http.IncomingMessage;
  const written: string[] = [];
  const res = { writeHead: () => res, write: (text: string) => written.push(text) } as unknown as http.ServerResponse;
  const events = () => [...written.join('').matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
  return { req, res, events };
}

describe('the reload channel of npm run dev', () => {
  it('should tell a tab whose page an earlier build made to reload when it connects, and a current one nothing but hello', () => {
    const channel = createReloadChannel();
    assert.deepEqual(channel.buildHeader, { 'Server-Timing': 'dev-build;desc="0"' }, 'the waiting page, before the first build');
    channel.built();
    channel.built();
    assert.deepEqual(channel.buildHeader, { 'Server-Timing': 'dev-build;desc="2"' });
    const stale = tab('/__dev/events?build=1');
    const current = tab('/__dev/events?build=2');
    const unknown = tab('/__dev/events');
    for (const { req, res } of [stale, current, unknown]) channel.connect(req, res, {});
    assert.deepEqual(stale.events(), ['hello', 'reload']);
    assert.deepEqual(current.events(), ['hello']);
    assert.deepEqual(unknown.events(), ['hello'], 'a browser that gives no build number gets what it got before');
  });

  it('should count only good builds: after a failed one a current tab gets the report, a stale one the reload', () => {
    const channel = createReloadChannel();
    channel.built();
    channel.failed('Sivustoa ei rakennettu.');
    const current = tab('/__dev/events?build=1');
    const stale = tab('/__dev/events?build=0');
    channel.connect(current.req, current.res, {});
    channel.connect(stale.req, stale.res, {});
    assert.deepEqual(current.events(), ['hello', 'build-error']);
    assert.deepEqual(stale.events(), ['hello', 'reload']);
  });
});

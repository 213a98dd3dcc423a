import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chmod, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPreviewServer, type PreviewServer } from '../../src/serve/preview-server.ts';
import { parsePage } from '../helpers/dom.ts';
import { buildInto, fixtureContent, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';
import { HOSTING_GUIDE, type RunningServer, SERVERS } from '../helpers/web-servers.ts';

/** docs/hosting.md's nginx, as the hosting tests run it. */
const NGINX = SERVERS.find((server) => server.fence === 'nginx')!;

/** Titles with the characters a URL must percent-encode, as a student may well write them. */
const ODD_TITLES = ['Koivu #2', 'Tuomi & pihlaja', 'Kurki+haikara', 'Kuusi; kaarna', 'Sata %', 'Äimä'];

/** GET with the path exactly as written (fetch would normalise it), following one redirect. */
function get(origin: string, rawPath: string, redirects = 1): Promise<{ status: number; heading: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(origin), { path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => {
          const location = response.headers.location;
          if (location && redirects > 0) return void get(origin, new URL(location, origin).pathname, redirects - 1).then(resolve, reject);
          resolve({
            status: response.statusCode!,
            heading: body.includes('<h1') ? (parsePage(body).querySelector('h1')?.textContent ?? undefined) : undefined,
          });
        });
      })
      .on('error', reject);
  });
}

/** The preview must find every page nginx finds (docs/hosting.md's configuration), and miss the same URLs. */
describe('percent-encoded URLs: the preview decodes them as nginx does', () => {
  let ws: Workspace;
  let preview: PreviewServer;
  let nginx: RunningServer | undefined;

  before(async () => {
    ws = await makeWorkspace();
    await buildInto(ws, fixtureContent(ODD_TITLES.map((title) => ({ title, images: [], contentArr: [] }))));
    preview = await startPreviewServer({ dir: ws.outDir });
    if (!existsSync(NGINX.binary)) return;
    const snippet = /```nginx\n([\s\S]*?)```/.exec(await readFile(HOSTING_GUIDE, 'utf8'))?.[1];
    assert.ok(snippet, `${HOSTING_GUIDE} has an nginx block`);
    await chmod(ws.dir, 0o755);
    nginx = await NGINX.start(snippet.replace('/var/www/eliokokoelma', ws.outDir), path.join(ws.dir, 'nginx'));
  });
  after(async () => {
    await nginx?.stop();
    await preview?.close();
    await ws?.cleanup();
  });

  const urls = [
    ...ODD_TITLES.map((title) => `/kasvi/${encodeURIComponent(title.replace(/[äöÄÖ]/g, ''))}/`),
    '/kasvi/Koivu%20%232',
    '/kasvi/%4Boivu%20%232/',
    '/kasvi/Kurki+haikara/',
    '/kasvi/Kurki%20haikara/',
    '//kasvi//Koivu%20%232/',
    '/kasvi/Koivu%20%232/../Sata%20%25/',
    '/kasvi/Koivu%2520%25232/',
  ];

  it('should serve every species page, however its title is encoded', async () => {
    for (const title of ODD_TITLES) {
      const page = await get(preview.url, `/kasvi/${encodeURIComponent(title.replace(/[äöÄÖ]/g, ''))}/`);
      assert.deepEqual(page, { status: 200, heading: title }, title);
    }
  });

  it("should answer each URL with the status and page docs/hosting.md's nginx gives", async (t) => {
    if (!nginx) {
      if (process.env.CI) assert.fail('nginx is not installed; .ci/run installs it');
      t.skip('nginx is not installed (apt-get install -y nginx)');
      return;
    }
    for (const url of urls) {
      assert.deepEqual(await get(preview.url, url), await get(nginx.url, url), url);
    }
  });
});

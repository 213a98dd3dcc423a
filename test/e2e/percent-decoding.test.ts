import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPreviewServer, type PreviewServer } from '../../src/serve/preview-server.ts';
import { parsePage } from '../helpers/dom.ts';
import { buildInto, fixtureContent, makeWorkspace, type Workspace } from '../helpers/fixtures.ts';

/** Titles with the characters a URL must percent-encode, as a student may well write them. */
const ODD_TITLES = ['Koivu #2', 'Tuomi & pihlaja', 'Kurki+haikara', 'Kuusi; kaarna', 'Sata %', 'Äimä'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

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
          resolve({ status: response.statusCode!, heading: body.includes('<h1') ? parsePage(body).querySelector('h1')?.textContent ?? undefined : undefined });
        });
      })
      .on('error', reject);
  });
}

/** The preview must find every page nginx finds (the README's configuration), and miss the same URLs. */
describe('percent-encoded URLs: the preview decodes them as nginx does', () => {
  let ws: Workspace;
  let preview: PreviewServer;
  let nginx: ChildProcess | undefined;
  let nginxOrigin = '';

  before(async () => {
    ws = await makeWorkspace();
    await buildInto(ws, fixtureContent(ODD_TITLES.map((title) => ({ title, images: [], contentArr: [] }))));
    preview = await startPreviewServer({ dir: ws.outDir });
    if (!existsSync('/usr/sbin/nginx')) return;
    const snippet = /```nginx\n([\s\S]*?)```/.exec(await readFile('README.md', 'utf8'))?.[1];
    assert.ok(snippet, 'the README has an nginx block');
    await chmod(ws.dir, 0o755);
    const port = await freePort();
    const prefix = path.join(ws.dir, 'nginx');
    await mkdir(path.join(prefix, 'logs'), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix};\n`).join('');
    await writeFile(
      conf,
      `daemon off;\nworker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${temp}  server {\n    listen 127.0.0.1:${port};\n${snippet.replace('/var/www/eliokokoelma', ws.outDir)}\n  }\n}\n`,
    );
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', prefix], { stdio: 'ignore' });
    nginxOrigin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50 && !(await fetch(nginxOrigin).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  });
  after(async () => {
    nginx?.kill();
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

  it("should answer each URL with the status and page the README's nginx gives", async (t) => {
    if (!nginx) {
      if (process.env.CI) assert.fail('nginx is not installed; .ci/run installs it');
      t.skip('nginx is not installed (apt-get install -y nginx)');
      return;
    }
    for (const url of urls) {
      assert.deepEqual(await get(preview.url, url), await get(nginxOrigin, url), url);
    }
  });
});

/**
 * `npm run serve` (and the second half of `npm start`): serve the built site on 127.0.0.1 with the
 * same 404 behaviour and the same headers (the built `_headers` file) as a real host.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveSettings } from '../src/config.ts';
import { serveMessages } from '../src/messages/serve.ts';
import { problem } from '../src/messages/problems.ts';
import { StudentError } from '../src/messages/student-error.ts';
import { outputPath } from '../src/pages/routes.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { readFlags } from '../src/flags.ts';
import { npmCommand } from './lib/npm-command.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ port: { type: 'string' }, base: { type: 'string' }, dir: { type: 'string' }, 'root-404': { type: 'boolean' } });
  const settings = resolveSettings({ ...values, out: values.dir }, process.env);
  // Without a built site every address would be a bare 404: say what to run first instead.
  if (!existsSync(path.join(settings.outDir, outputPath({ kind: 'home' })))) throw new StudentError(problem('serve.noSite', settings.outDir));
  const server = await startPreviewServer({
    dir: settings.outDir,
    basePath: settings.basePath,
    port: settings.port,
    // --root-404 behaves like GitHub Pages: one 404.html for every miss.
    notFound: values['root-404'] ? 'root' : 'split',
    command: npmCommand('npm run serve'),
  });
  console.log(serveMessages.previewReady(server.url));
} catch (error) {
  reportMistake(error);
}

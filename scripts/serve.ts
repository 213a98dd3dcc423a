/**
 * `npm run serve` (and the second half of `npm start`): serve the built site on 127.0.0.1 with the
 * same 404 behaviour and the same headers (the built `_headers` file) as a real host.
 */
import { resolveSettings } from '../src/config.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { readFlags } from './lib/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ port: { type: 'string' }, base: { type: 'string' }, dir: { type: 'string' }, 'root-404': { type: 'boolean' } });
  const settings = resolveSettings({ ...values, out: values.dir }, process.env);
  const server = await startPreviewServer({
    dir: settings.outDir,
    basePath: settings.basePath,
    port: settings.port,
    // --root-404 behaves like GitHub Pages: one 404.html for every miss.
    notFound: values['root-404'] ? 'root' : 'split',
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${settings.port} is in use. Start on another one with: npm run serve -- --port 5000`);
      process.exit(1);
    }
    throw error;
  });
  console.log(`Preview: ${server.url}  (Ctrl+C stops)`);
} catch (error) {
  reportMistake(error);
}

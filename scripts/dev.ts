/** `npm run dev`: rebuild on every save under src/ or assets/ and reload the browser (see src/serve/dev-server.ts). */
import { resolveSettings } from '../src/config.ts';
import { serveMessages } from '../src/messages/serve.ts';
import { startDevServer } from '../src/serve/dev-server.ts';
import { npmCommand, readFlags } from './lib/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ port: { type: 'string' }, base: { type: 'string' } });
  const server = await startDevServer(resolveSettings(values, process.env), { command: npmCommand('npm run dev') });
  console.log(serveMessages.devReady(server.url, server.watchFolders));
} catch (error) {
  reportMistake(error);
}

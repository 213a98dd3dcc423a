/** `npm run dev`: rebuild on every save under src/ or assets/ and reload the browser (see src/serve/dev-server.ts). */
import { resolveSettings } from '../src/config.ts';
import { startDevServer } from '../src/serve/dev-server.ts';
import { readFlags } from './lib/flags.ts';
import { reportMistake } from './lib/mistakes.ts';

try {
  const values = readFlags({ port: { type: 'string' }, base: { type: 'string' } });
  const server = await startDevServer(resolveSettings(values, process.env));
  console.log(`Dev server: ${server.url}  (watching src/ and assets/; Ctrl+C stops)`);
} catch (error) {
  reportMistake(error);
}

/** `npm run dev`: rebuild on every save under src/ or assets/ and reload the browser (see src/serve/dev-server.ts). */
import { parseArgs } from 'node:util';
import { resolveSettings } from '../src/config.ts';
import { startDevServer } from '../src/serve/dev-server.ts';
import { reportMistake } from './lib/mistakes.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, base: { type: 'string' } } });
try {
  const server = await startDevServer(resolveSettings(values, process.env));
  console.log(`Dev server: ${server.url}  (watching src/ and assets/; Ctrl+C stops)`);
} catch (error) {
  reportMistake(error);
}

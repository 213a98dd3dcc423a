// @ts-check
/**
 * `node scripts/run.mjs <command> [arguments]`: how package.json runs every student command
 * (`build`, `serve`, `uusi`, …). It runs `scripts/<command>.ts` from the bundle that
 * `lib/command-bundle.mjs` keeps, made again first when a source has changed. The command sees
 * the arguments and `process.argv` it would see if Node had run its own file.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commandModule, projectCommands } from './lib/command-bundle.mjs';

// React's production build for every command (scripts/lib/production.ts says why). Set here, before
// the bundle loads: a bundle imports its packages before any of its own code runs.
process.env.NODE_ENV ??= 'production';
// Source maps lie beside the bundle, but Node reads them only when asked: reading them on every
// start cost about 60 ms of a 0.8 s build. An engineer after a stack trace in the TypeScript sources
// runs the command with NODE_OPTIONS=--enable-source-maps.

const [command, ...args] = process.argv.slice(2);
const commands = await projectCommands();
if (command === undefined) {
  console.error(`Usage: node scripts/run.mjs <command> [arguments]; the commands: ${commands.entries.join(', ')}.`);
  process.exit(2);
}
const file = fileURLToPath(new URL(`${command}.ts`, import.meta.url));
const url = await commandModule(commands, command).then(
  (made) => made.url,
  async (/** @type {NodeJS.ErrnoException} */ error) => {
    // A cache that cannot be written (a full disk, a read-only folder) must not stop the command:
    // it runs through tsx as before, and reports what it finds (a full disk too) in Finnish.
    if (!error.syscall) throw error;
    const { register } = await import('tsx/esm/api');
    register();
    return pathToFileURL(file).href;
  },
);
process.argv = [process.argv[0] ?? process.execPath, file, ...args];
await import(url);

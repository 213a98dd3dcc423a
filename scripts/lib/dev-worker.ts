/** The dev server's process, run by scripts/dev.ts: serves, rebuilds on save, and exits with `RESTART` when the program's code changes. */
import './production.ts';
import path from 'node:path';
import { resolveSettings } from '../../src/config.ts';
import { warningsText } from '../../src/messages/warnings.ts';
import type { Problem } from '../../src/messages/student-error.ts';
import { serveMessages } from '../../src/messages/serve.ts';
import { startDevServer } from '../../src/serve/dev-server.ts';
import { readFlags } from '../../src/flags.ts';
import { npmCommand } from './npm-command.ts';
import { reportMistake } from './mistakes.ts';

/** The exit code that asks scripts/dev.ts for a fresh worker (EX_TEMPFAIL: try again). */
export const RESTART = 75;

// Only as scripts/dev.ts's child: importing RESTART from it must not start a server.
if (process.send) {
  // The parent is gone (killed): so is the point of serving.
  process.on('disconnect', () => process.exit());
  try {
    const values = readFlags({ port: { type: 'string' }, base: { type: 'string' } });
    const settings = resolveSettings(values, process.env);
    // Every build lists the face warnings still open; the terminal repeats them only when they change.
    let faces = '';
    const server = await startDevServer(settings, {
      command: npmCommand('npm run dev'),
      onBuild: (result) => {
        if (typeof result === 'string') return console.error(result);
        console.log(serveMessages.devBuilt(result));
        const context = { assetsDir: settings.assetsDir, checklist: result.checklist };
        const isFace = (warning: Problem) => warning.code === 'image.face';
        const facesNow = warningsText(result.warnings.filter(isFace), context);
        const text = warningsText(facesNow === faces ? result.warnings.filter((warning) => !isFace(warning)) : result.warnings, context);
        if (text !== '') console.warn(text);
        faces = facesNow;
      },
      onCodeChange: (file) => {
        console.log(serveMessages.restarting(path.relative(process.cwd(), file)));
        void server.close().then(() => process.exit(RESTART));
      },
    });
    process.send({ port: server.port });
    console.log(serveMessages.devReady(server.url, server.watchFolders));
  } catch (error) {
    // Let the process end: the open channel to scripts/dev.ts would keep it running.
    process.disconnect();
    reportMistake(error);
  }
}

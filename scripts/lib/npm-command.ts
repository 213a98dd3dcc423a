/**
 * The npm command the student typed to start this script (`npm start`, `npm run dev`), from npm's
 * `npm_lifecycle_event`, so advice to run it again with a flag can be typed as it is shown.
 */
export function npmCommand(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const script = env.npm_lifecycle_event;
  if (script === 'start') return 'npm start';
  return script === 'serve' || script === 'dev' ? `npm run ${script}` : fallback;
}

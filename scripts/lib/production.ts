/**
 * React's production build, for every command that renders pages (imported first) and for
 * `npm test` (`--import ./scripts/lib/production.ts`): the one place NODE_ENV is set. Without
 * NODE_ENV, React loads its development build, which checks every element for the developer's
 * sake and renders the same HTML several times slower. Set here rather than in package.json's
 * scripts, where `NODE_ENV=production node …` would not run in Windows' command prompt. A value
 * already set (a test, an engineer debugging) is kept.
 */
process.env.NODE_ENV ??= 'production';

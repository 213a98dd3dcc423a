/**
 * Imported first by every command that renders pages: React's production build. Without
 * NODE_ENV, React loads its development build, which checks every element for the developer's
 * sake and renders the same HTML several times slower. Set here rather than in package.json's
 * scripts, where `NODE_ENV=production tsx …` would not run in Windows' command prompt. A value
 * already set (a test, an engineer debugging) is kept.
 */
process.env.NODE_ENV ??= 'production';

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { ICruiseResult } from 'dependency-cruiser';
import { checkImports } from '../helpers/architecture.ts';

/** The stage folders of src/ (the rules in `.dependency-cruiser.cjs` order them). */
const STAGES = ['messages', 'data', 'client', 'templates', 'content', 'images', 'pages', 'booklet', 'build', 'author', 'serve'];

describe('architecture (.dependency-cruiser.cjs)', () => {
  let result: ICruiseResult;
  let violations: string[];
  before(async () => {
    ({ result, violations } = await checkImports(process.cwd(), ['src', 'scripts', 'test']));
  });

  it('should find no import that breaks a rule in src/, scripts/ or test/', () => {
    assert.deepEqual(violations, []);
  });

  it('should have read every file and its imports, of every form the code uses: a parser that sees nothing cannot pass', () => {
    const read = new Set(result.modules.map((m) => m.source));
    const onDisk = ['src', 'scripts'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))));
    assert.deepEqual(onDisk.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !read.has(file)), [], 'every module of src/ and scripts/ read');
    const fromSrc = result.modules.filter((m) => m.source.startsWith('src/')).flatMap((m) => m.dependencies);
    // 237 when this was written; a parser that missed a form would drop far below.
    assert.ok(fromSrc.filter((d) => d.dependencyTypes.includes('local')).length >= 180, `imports between modules of src/: ${fromSrc.length}`);
    const forms = new Set(fromSrc.flatMap((d) => d.dependencyTypes));
    for (const form of ['import', 'type-only', 'dynamic-import', 'core', 'npm'] as const) assert.ok(forms.has(form), `${form} imports seen`);
  });

  it('should keep every module of src/ in a stage folder, with at most four shared files on top', () => {
    const sources = result.modules.map((m) => m.source).filter((file) => file.startsWith('src/') && /\.tsx?$/.test(file));
    const top = sources.filter((file) => file.split('/').length === 2);
    assert.deepEqual(sources.filter((file) => file.split('/').length > 2 && !STAGES.includes(file.split('/')[1]!)), []);
    assert.ok(top.length <= 4, `top of src/: ${top.join(', ')}`);
  });

  it('should spell the output folders in the routes module only', () => {
    const spelled = result.modules
      .map((m) => m.source)
      .filter((file) => /^(src|scripts)\//.test(file) && !file.startsWith('src/data/') && /\.tsx?$/.test(file))
      .filter((file) => /['`/](kasvi|img)[/'`]/.test(readFileSync(file, 'utf8')));
    assert.deepEqual(spelled, [path.posix.join('src', 'pages', 'routes.ts')]);
  });
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * The pipeline's stages in the order imports may point: a module imports from its own stage or a
 * lower one, never a higher one. The top of `src/` (config, texts, hash) is shared by all.
 */
const STAGES = ['', 'messages', 'data', 'templates', 'client', 'content', 'images', 'pages', 'booklet', 'build', 'author', 'serve'] as const;
// `author` (npm run uusi) sits beside `build`: it reads content, images and routes, and writes into
// src/data and assets/.
// `messages` (the Finnish catalogue of what the student reads) is shared like the top of `src/`.
const RANK: Record<string, number> = { '': 0, messages: 0, data: 1, templates: 1, client: 1, content: 2, images: 2, pages: 3, booklet: 3.5, build: 4, author: 4, serve: 5 };

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('src', file));
const stageOf = (file: string) => {
  const [first, ...rest] = path.relative('src', file).split(path.sep);
  return rest.length === 0 ? '' : first!;
};
const localImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '(\.[^']+)'/gm)].map((m) => path.join(path.dirname(file), m[1]!));

describe('architecture', () => {
  it('should keep every module in a known stage folder, with at most four shared files on top', () => {
    for (const file of sources) assert.ok((STAGES as readonly string[]).includes(stageOf(file)), `${file} is in a stage folder`);
    assert.ok(sources.filter((file) => stageOf(file) === '').length <= 4, 'top of src/');
  });

  it('should import only from the same stage or one below it', () => {
    const upward = sources.flatMap((file) =>
      localImports(file)
        .filter((target) => RANK[stageOf(target)]! > RANK[stageOf(file)]! && stageOf(target) !== stageOf(file))
        .map((target) => `${file} → ${target}`),
    );
    assert.deepEqual(upward, []);
  });

  it('should let npm run uusi (author) read content, images and the routes only, never the build or a page', () => {
    const wider = sources
      .filter((file) => stageOf(file) === 'author')
      .flatMap((file) => localImports(file).filter((t) => ['build', 'serve', 'templates', 'client'].includes(stageOf(t)) || (stageOf(t) === 'pages' && !t.endsWith('routes.ts'))).map((t) => `${file} → ${t}`));
    assert.deepEqual(wider, []);
  });

  it('should keep sharp out of the pages: they read image types and formats only', () => {
    const heavy = sources
      .filter((file) => ['pages', 'templates', 'client'].includes(stageOf(file)))
      .flatMap((file) => localImports(file).filter((t) => stageOf(t) === 'images' && !/(types|formats)\.ts$/.test(t)).map((t) => `${file} → ${t}`));
    assert.deepEqual(heavy, []);
  });

  it('should keep the message catalogue a leaf: messages import nothing but other messages', () => {
    const imports = sources
      .filter((file) => stageOf(file) === 'messages')
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map((m) => [file, m[1]!] as const))
      .filter(([file, target]) => !target.startsWith('./') || stageOf(path.join(path.dirname(file), target)) !== 'messages')
      .map(([file, target]) => `${file} → ${target}`);
    assert.deepEqual(imports, []);
  });

  it('should read content files from the disk in read-content.ts only: the content checks are pure', () => {
    const disk = sources
      .filter((file) => stageOf(file) === 'content')
      .filter((file) => /from '(node:fs|node:fs\/promises|fs|fast-glob)'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative('src', file));
    assert.deepEqual(disk, [path.join('content', 'read-content.ts')]);
  });

  it('should spell the output folders in the routes module only', () => {
    const spelled = sources
      .filter((file) => stageOf(file) !== 'data')
      .filter((file) => /['`/](kasvi|img)[/'`]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative('src', file));
    assert.deepEqual(spelled, [path.join('pages', 'routes.ts')]);
  });
});

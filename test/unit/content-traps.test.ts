
describe('issue 27: problems sorted by file and line', () => {
  it('sorts content and photo problems together by file and line', async () => {
    const { contentError } = await import('../../src/pipeline/site-core.ts');
    const error = contentError([
      { file: 'src/data/lajit/linnut/kurki.md', line: 9, code: 'image.missing', message: 'b' },
      { file: 'src/data/lajit/kasvit/kielo.md', line: 3, code: 'content.date.form', message: 'a' },
      { file: 'src/data/lajit/linnut/kurki.md', line: 2, code: 'content.date.form', message: 'c' },
    ]);
    assert.deepEqual(
      error.problems.map((p) => [p.file, p.line]),
      [
        ['src/data/lajit/kasvit/kielo.md', 3],
        ['src/data/lajit/linnut/kurki.md', 2],
        ['src/data/lajit/linnut/kurki.md', 9],
      ],
    );
  });
});

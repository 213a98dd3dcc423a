/**
 * The one flag parser (src/flags.ts) every command reads its command line with: each kind of
 * mistake is a `StudentError` with the code `settings.flag`, in Finnish, naming the word, listing
 * the flags the command takes and, when the command has one, where its help is.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCommandLine, readFlags } from '../../src/flags.ts';
import { settingsMessages } from '../../src/messages/settings.ts';
import { StudentError } from '../../src/messages/student-error.ts';
import { problem } from '../../src/messages/problems.ts';

const OPTIONS = { out: { type: 'string' }, 'root-404': { type: 'boolean' } } as const;

/** The one problem of the error `read` throws. */
function mistake(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    assert.ok(error instanceof StudentError);
    assert.equal(error.code, 'settings.flag');
    assert.equal(error.heading, problem('settings.flag', 'heading').message);
    assert.equal(error.problems.length, 1);
    assert.equal(error.problems[0]!.code, 'settings.flag');
    return error.problems[0]!.message;
  }
  assert.fail('no mistake found');
}

describe('the flag parser of every command', () => {
  it('should read flags and, where the command takes them, other words', () => {
    assert.deepEqual({ ...readFlags(OPTIONS, ['--out', 'julkaisu', '--root-404']) }, { out: 'julkaisu', 'root-404': true });
    const read = readCommandLine({ ryhmä: { type: 'string' } }, ['Kurki', '--ryhmä', 'linnut', 'kuva.jpg'], { positionals: true });
    assert.deepEqual([{ ...read.values }, read.positionals], [{ ryhmä: 'linnut' }, ['Kurki', 'kuva.jpg']]);
  });

  it('should name an unknown flag, a stray word, a missing value and a value given to a switch', () => {
    const accepted = '--out <arvo>, --root-404';
    assert.equal(
      mistake(() => readFlags(OPTIONS, ['--port', '1'])),
      problem('settings.flag', 'unknown', '--port', accepted).message,
    );
    assert.equal(
      mistake(() => readFlags(OPTIONS, ['dist'])),
      problem('settings.flag', 'stray', 'dist', accepted).message,
    );
    assert.equal(
      mistake(() => readFlags(OPTIONS, ['--out'])),
      problem('settings.flag', 'noValue', '--out').message,
    );
    assert.equal(
      mistake(() => readFlags(OPTIONS, ['--out', '--root-404'])),
      problem('settings.flag', 'noValue', '--out').message,
    );
    assert.equal(
      mistake(() => readFlags(OPTIONS, ['--root-404=kyllä'])),
      problem('settings.flag', 'noValueTaken', '--root-404').message,
    );
  });

  it("should add the command's help to the message when it has one", () => {
    const message = mistake(() => readCommandLine(OPTIONS, ['--vaara'], { positionals: true, help: 'npm run uusi -- --apua' }));
    assert.ok(message.endsWith(settingsMessages.flags.help('npm run uusi -- --apua')));
  });
});

/**
 * A command's options, read with `parseArgs`. A mistake in them (an unknown option, one without
 * its value) is told in Finnish from the loose parse's tokens, never from Node's English message.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { StudentError } from '../messages/student-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface OptionMessages {
  unknownOption(option: string): string;
  missingValue(option: string): string;
  noValueTaken(option: string): string;
  /** Without it, words that are not options are allowed. */
  strayWord?(word: string): string;
}

export function readOptions(
  args: readonly string[],
  options: Options,
  { allowPositionals, messages }: { allowPositionals: boolean; messages: OptionMessages },
) {
  const parsed = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  for (const token of parsed.tokens) {
    if (token.kind === 'positional' && !allowPositionals)
      throw new StudentError(messages.strayWord?.(token.value) ?? messages.unknownOption(token.value), [], 'author.usage');
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!option) throw new StudentError(messages.unknownOption(token.rawName), [], 'author.usage');
    // `--tieteellinen --ryhmä x`: the loose parse takes `--ryhmä` as the value.
    const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'));
    if (option.type === 'string' && missing) throw new StudentError(messages.missingValue(token.rawName), [], 'author.usage');
    if (option.type === 'boolean' && token.value !== undefined) throw new StudentError(messages.noValueTaken(token.rawName), [], 'author.usage');
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/**
 * A command's flags, read with `parseArgs`: an unknown flag or a stray word (`npm run build dist`)
 * is a mistake to name, not a stack trace, so it becomes a `SettingsError` listing the flags the
 * command does take.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SettingsError } from '../../src/config.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export function readFlags<const T extends Options>(options: T, args: string[] = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw error;
    const known = Object.entries(options).map(([name, option]) => `--${name}${option.type === 'string' ? ' <value>' : ''}`);
    throw new SettingsError([`${(error as Error).message.split('\n')[0]}. This command takes: ${known.join(', ')}`]);
  }
}

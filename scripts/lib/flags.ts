/**
 * A command's flags, read with `parseArgs`: an unknown flag, a flag without its value or a stray
 * word (`npm run build dist`) is a mistake to name in Finnish, not a stack trace or Node's English
 * message, so it becomes a `SettingsError` naming the word and listing the flags the command takes.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SettingsError } from '../../src/config.ts';
import { settingsMessages } from '../../src/messages/settings.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export function readFlags<const T extends Options>(options: T, args: string[] = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw error;
    const problem = flagProblem(options, args);
    if (problem === undefined) throw error;
    throw new SettingsError([problem]);
  }
}

/**
 * The first word of `args` the command cannot take, in Finnish. Read from the loose parse's
 * tokens rather than from Node's English error, whose wording is not an interface.
 */
function flagProblem(options: Options, args: string[]): string | undefined {
  const messages = settingsMessages.flags;
  const accepted =
    Object.entries(options)
      .map(([name, option]) => `--${name}${option.type === 'string' ? ` ${messages.valueName}` : ''}`)
      .join(', ') || messages.none;
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') return messages.stray(token.value, accepted);
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!option) return messages.unknown(token.rawName, accepted);
    // `--out --base x`: the loose parse takes `--base` as the value, the strict one calls it ambiguous.
    const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'));
    if (option.type === 'string' && missing) return messages.noValue(token.rawName);
    if (option.type === 'boolean' && token.value !== undefined) return messages.noValueTaken(token.rawName);
  }
  return undefined;
}

/**
 * The npm command the student typed to start this script (`npm start`, `npm run dev`), from npm's
 * `npm_lifecycle_event`, so advice to run it again with a flag can be typed as it is shown.
 */
export function npmCommand(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const script = env.npm_lifecycle_event;
  if (script === 'start') return 'npm start';
  return script === 'serve' || script === 'dev' ? `npm run ${script}` : fallback;
}

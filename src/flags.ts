/**
 * The one command-line flag parser of every command (`npm run build`, `serve`, `dev`, `pdf`,
 * `luokka`, `palautus`, `havainnot`, `uusi`, `aloita`), on Node's `parseArgs`. A mistake (an
 * unknown flag, a flag without its value, a value for a flag that takes none, a stray word) is
 * told in Finnish from the loose parse's tokens, never from Node's English message, whose wording
 * is no interface: one catalogue entry (`settings.flag`, src/messages/problems/build.ts), one error
 * (a `StudentError` of that code), the flags the command takes listed, and the
 * command's own help when it has one.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { problem } from './messages/problems.ts';
import { settingsMessages } from './messages/settings.ts';
import { type Finding, StudentError, within } from './messages/student-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface FlagRules {
  /** Words that are not flags are the command's (a species name, photos); otherwise each is a mistake. */
  positionals?: boolean;
  /** How to see the command's help (`npm run uusi -- --apua`), added to a mistake's message. */
  help?: string;
}

/** The flags and the other words of `args`; throws the Finnish `StudentError` for the first mistake. */
export function readCommandLine<const T extends Options>(options: T, args: readonly string[], rules: FlagRules = {}) {
  const parsed = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const mistake = flagProblem(options, parsed.tokens, rules);
  if (mistake) throw new StudentError(problem('settings.flag', 'heading'), [mistake]);
  return { values: parsed.values as ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>['values'], positionals: parsed.positionals };
}

/** The flags of a command that takes no other words (`npm run build`, `npm run serve` …). */
export function readFlags<const T extends Options>(options: T, args: readonly string[] = process.argv.slice(2), rules: Omit<FlagRules, 'positionals'> = {}) {
  return readCommandLine(options, args, rules).values;
}

/** The first word of the command line the command cannot take, in Finnish, or undefined. */
function flagProblem(options: Options, tokens: ReturnType<typeof parseArgs>['tokens'] = [], rules: FlagRules): Finding | undefined {
  const say = settingsMessages.flags;
  const accepted =
    Object.entries(options)
      .map(([name, option]) => `--${name}${option.type === 'string' ? ` ${say.valueName}` : ''}`)
      .join(', ') || say.none;
  const { help } = rules;
  const withHelp = (finding: Finding) => (help ? within(finding, (message) => `${message} ${say.help(help)}`) : finding);
  for (const token of tokens) {
    if (token.kind === 'positional' && !rules.positionals) return withHelp(problem('settings.flag', 'stray', token.value, accepted));
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!option) return withHelp(problem('settings.flag', 'unknown', token.rawName, accepted));
    // `--out --base x`: the loose parse takes `--base` as the value, the strict one calls it ambiguous.
    const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'));
    if (option.type === 'string' && missing) return withHelp(problem('settings.flag', 'noValue', token.rawName));
    if (option.type === 'boolean' && token.value !== undefined) return withHelp(problem('settings.flag', 'noValueTaken', token.rawName));
  }
  return undefined;
}

/**
 * What a command says about its flags in Finnish besides the problems (whose texts are in the
 * catalogue entries `settings.value` and `settings.flag`, `problems/build.ts`): the pieces those
 * are made of.
 */

export const settingsMessages = {
  /** A command line the command cannot read; `accepted` lists its flags as `--out <arvo>`. */
  flags: {
    /** After a flag's problem, when the command has its own help. */
    help: (command: string) => `Ohje: ${command}`,
    none: 'ei valintoja',
    valueName: '<arvo>',
  },
} as const;

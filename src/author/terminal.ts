/** The terminal `npm run uusi` and `npm run aloita` ask their questions on. */
import { createInterface } from 'node:readline/promises';

/** A terminal to ask questions on: the scripts use `openTerminal`, tests a scripted one. */
export interface Terminal {
  /** Shows the prompt and resolves with the line typed (without its line end). */
  ask(prompt: string): Promise<string>;
  say(text: string): void;
}

/**
 * Questions on this process's terminal. Ctrl+C while a question waits (the terminal is then in
 * raw mode, so it is a key, not a signal) prints `cancelled` and ends the command: nothing has
 * been written before the questions are over.
 */
export function openTerminal(cancelled: string): Terminal & { close(): void } {
  const readline = createInterface({ input: process.stdin, output: process.stdout });
  readline.on('SIGINT', () => {
    console.log(`\n${cancelled}`);
    process.exit(130);
  });
  return { ask: (prompt) => readline.question(prompt), say: (text) => console.log(text), close: () => readline.close() };
}

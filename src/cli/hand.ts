/**
 * The authors' checker: `npm run hand`. Reads PBN and LIN files, checks every board with the
 * engine, and scores them under one or more rule sets (ARCHITECTURE.md "The hand checker").
 *
 * ```
 * npm run --silent hand -- check FILE...
 * npm run --silent hand -- score [--rules ID[,ID...]] [--rubber] [--json] FILE...
 * npm run --silent hand -- analyse [--json] [--rules ID[,ID...]] [--trace] FILE...
 * ```
 *
 * `check` exits 1 on any error and prints each as `file:line:column: error CODE: message` with
 * the line and a caret. `score --json` prints one JSON object, format version 1. A usage error
 * (an unknown command or option, an option without a value, no file) exits 2 with the usage.
 *
 * Subcommands are rows of {@link COMMANDS}: a new one (such as `analyse`) is a module with a
 * `run` function and one more row.
 *
 * @packageDocumentation
 */
import { argv, stderr, stdout } from 'node:process';
import { RULE_SET_IDS } from '../engine/rules/index.ts';
import { parseLine, type OptionSpec, type ParsedLine } from './args.ts';
import { runAnalyse } from './analyse.ts';
import { runCheck } from './check.ts';
import { streamOutput, type CommandIo } from './io.ts';
import { runScore } from './score.ts';

export { SCORE_JSON_VERSION } from './score.ts';

/** A subcommand: its usage line, its options, and what it does (returns the exit code). */
export interface Command {
  readonly usage: string;
  readonly options: OptionSpec;
  readonly run: (line: ParsedLine, io: CommandIo) => Promise<number>;
}

/** The subcommands, by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  check: { usage: 'check FILE...', options: {}, run: runCheck },
  score: {
    usage: 'score [--rules ID[,ID...]] [--rubber] [--json] FILE...',
    options: { rules: { type: 'string', multiple: true }, rubber: { type: 'boolean' }, json: { type: 'boolean' } },
    run: runScore,
  },
  analyse: {
    usage: 'analyse [--json] [--rules ID[,ID...]] [--trace] FILE...',
    options: { rules: { type: 'string', multiple: true }, trace: { type: 'boolean' }, json: { type: 'boolean' } },
    run: runAnalyse,
  },
};

/** The usage text: every subcommand, then the file formats and rule set ids. */
export const usage = (): string =>
  [
    'Usage:',
    ...Object.values(COMMANDS).map((c) => `  npm run --silent hand -- ${c.usage}`),
    '',
    `Files are PBN (.pbn) or LIN (.lin). Rule set ids: ${RULE_SET_IDS.join(', ')}.`,
  ].join('\n');

/**
 * Runs the checker with command-line arguments and returns the exit code; everything written
 * has been handed to the streams of `io` when the promise settles.
 */
export const main = async (args: readonly string[], io: CommandIo): Promise<number> => {
  const [name, ...rest] = args;
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  let code: number;
  if (!command) {
    await io.err.write(`${name === undefined ? 'No command given.' : `Unknown command "${name}".`}\n${usage()}\n`);
    code = 2;
  } else {
    const line = parseLine(rest, command.options);
    if (line.ok) code = await command.run(line.value, io);
    else {
      await io.err.write(`${line.error}\n${usage()}\n`);
      code = 2;
    }
  }
  await io.out.flush();
  await io.err.flush();
  return code;
};

/** Whether this module is the program being run (not imported by a test). */
const isEntry = (): boolean => import.meta.url === `file://${argv[1]}` || argv[1]?.endsWith('src/cli/hand.ts') === true;

if (isEntry()) {
  // `exitCode`, never `process.exit()`: Node ends once every pending write has reached the pipe.
  void main(argv.slice(2), { out: streamOutput(stdout), err: streamOutput(stderr) }).then((code) => {
    process.exitCode = code;
  });
}

/**
 * The checker's command line, read with Node's own `util.parseArgs`: unknown options, an
 * option without its value (`--rules` at the end, or followed by another option) and an empty
 * value (`--rules=`, `--rules ,`) are refused with a message, never ignored (issue 17).
 *
 * @packageDocumentation
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { err, ok, type Result } from '../engine/result.ts';

/** The options a subcommand takes, in `util.parseArgs` form. */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** A command line as read: option values by name, then the files. */
export interface ParsedLine {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly files: readonly string[];
}

/** The message of a `util.parseArgs` error, without Node's advice about `--`. */
const reasonOf = (e: unknown): string => {
  const message = e instanceof Error ? e.message : String(e);
  return message.split('\n')[0]!.replace(/\s*To specify a positional argument.*$/, '');
};

/**
 * Reads `args` against `options`. Every string option must have a value that is not empty
 * (for a comma list, at least one item); at least one file must be named.
 */
export const parseLine = (args: readonly string[], options: OptionSpec): Result<ParsedLine, string> => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    return err(reasonOf(e));
  }
  for (const [name, value] of Object.entries(parsed.values)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'string' && v.split(',').every((item) => item.trim() === '')) {
        return err(`Option '--${name}' needs a value: it was given an empty one.`);
      }
    }
  }
  if (parsed.positionals.length === 0) return err('No file was named.');
  return ok({ values: parsed.values, files: parsed.positionals });
};

/** The items of a comma-separated option given once or more (`--rules a,b --rules c`). */
export const listOption = (value: ParsedLine['values'][string]): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

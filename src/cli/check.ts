/**
 * `hand check FILE...`: every problem of every file as `file:line:column: error CODE: message`
 * with the line and a caret, then a count; exit code 1 on any error.
 *
 * @packageDocumentation
 */
import type { ParsedLine } from './args.ts';
import { printDiagnostics, readBoards } from './boards.ts';
import type { CommandIo } from './io.ts';

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Runs `check`: diagnostics and the summary line go to `err`. */
export const runCheck = async (line: ParsedLine, io: CommandIo): Promise<number> => {
  let errors = 0;
  let boards = 0;
  for (const file of line.files) {
    const report = await readBoards(file);
    boards += report.boards.length;
    errors += await printDiagnostics(report, io.err);
  }
  await io.err.write(`${count(line.files.length, 'file')}, ${count(boards, 'board')}, ${count(errors, 'error')}\n`);
  return errors > 0 ? 1 : 0;
};

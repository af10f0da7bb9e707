/**
 * `hand check FILE...`: every problem of every file as `file:line:column: error CODE: message`
 * with the line and a caret, then a count; exit code 1 on any error. A board that carries German
 * notes (`{de: ...}`, `TitleDe`: engine/notes/lang.ts) is checked for notes, a title or a
 * description in one language only, as the hand collection checks it.
 *
 * @packageDocumentation
 */
import { hasGerman, languageGaps } from '../engine/notes/lang.ts';
import type { ParsedLine } from './args.ts';
import { openBoards, printPiece, type Board } from './boards.ts';
import type { CommandIo } from './io.ts';

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A board with its language gaps added to its problems when it carries German. */
const withLanguageGaps = (b: Board): Board =>
  b.record !== null && hasGerman(b.record)
    ? {
        ...b,
        diagnostics: [
          ...b.diagnostics,
          ...languageGaps(b.record).map((d) => (d.pos !== undefined || b.record?.pos === undefined ? d : { ...d, pos: b.record.pos })),
        ],
      }
    : b;

/**
 * Runs `check`: diagnostics and the summary line go to `err`. Each board's problems are
 * written as soon as the board is read, so memory does not grow with the number of boards.
 */
export const runCheck = async (line: ParsedLine, io: CommandIo): Promise<number> => {
  let errors = 0;
  let boards = 0;
  for (const file of line.files) {
    const opened = await openBoards(file);
    for (const piece of opened.pieces) {
      if (piece.board) boards += 1;
      errors += await printPiece(opened, piece.board ? { ...piece, board: withLanguageGaps(piece.board) } : piece, io.err);
    }
  }
  await io.err.write(`${count(line.files.length, 'file')}, ${count(boards, 'board')}, ${count(errors, 'error')}\n`);
  return errors > 0 ? 1 : 0;
};

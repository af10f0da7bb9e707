/**
 * One input file read and checked board by board: each board as the PBN or LIN reader gives
 * it, checked by the engine, with every problem found and its position. A PBN file is read
 * one game at a time (`readPbnGames`), so that a command holds the text and one board, not
 * every board of a 50 MB file (issue 17).
 *
 * @packageDocumentation
 */
import { decodeBytes } from '../engine/formats/encoding.ts';
import { formatDiagnostic, formatDiagnosticHeader } from '../engine/formats/diagnostics.ts';
import { parseLin } from '../engine/formats/lin.ts';
import { readPbnGames } from '../engine/formats/pbn.ts';
import { checkRecord, type CheckedHand, type HandRecord } from '../engine/record.ts';
import type { Diagnostic } from '../engine/source.ts';
import type { Output } from './io.ts';
import { readInput } from './read.ts';

/** One board as read from a file, with what the checker found. */
export interface Board {
  readonly record: HandRecord | null;
  readonly checked: CheckedHand | null;
  /** The checker's problems with the record (the reader's are in {@link Piece.problems}). */
  readonly diagnostics: readonly Diagnostic[];
}

/** A piece of a file: a board, or (`board` is `null`) problems that belong to no board. */
export interface Piece {
  readonly board: Board | null;
  /** The reader's problems of this piece, in order: the board's, or the file's own. */
  readonly problems: readonly Diagnostic[];
}

/** A file opened for reading: its text, and its pieces, each read and checked when asked for. */
export interface OpenedFile {
  readonly file: string;
  readonly text: string;
  /** In file order; read once. A file that cannot be read is one piece with its problem. */
  readonly pieces: Iterable<Piece>;
}

/** Whether a file is LIN: by its extension, else (no `.pbn`) by a first `xx|` pair. */
const isLinFile = (file: string, text: string): boolean => /\.lin$/i.test(file) || (!/\.pbn$/i.test(file) && /^\s*[a-z]{2}\|/.test(text));

/** A board checked by the engine. */
const checkBoard = (record: HandRecord | null): Board => {
  if (!record) return { record, checked: null, diagnostics: [] };
  const checked = checkRecord(record);
  return checked.ok ? { record, checked: checked.value, diagnostics: [] } : { record, checked: null, diagnostics: checked.error };
};

/** The pieces of a PBN text, game by game as the reader ends each. */
function* pbnPieces(text: string, file: string): Generator<Piece, void, undefined> {
  for (const read of readPbnGames(text, { file })) {
    yield { board: read.game ? checkBoard(read.record) : null, problems: read.diagnostics };
  }
}

/** The pieces of a LIN text: the reader's problems first, then the boards (LIN files are small). */
function* linPieces(text: string, file: string): Generator<Piece, void, undefined> {
  const parsed = parseLin(text, { file });
  if (parsed.diagnostics.length > 0) yield { board: null, problems: parsed.diagnostics };
  for (const record of parsed.records) yield { board: checkBoard(record), problems: [] };
}

/**
 * Opens one file: reads its bytes (with the size limit of `readInput`) and decodes them; the
 * boards are read and checked as the caller walks `pieces`. Never throws: a file that cannot be
 * read is a piece of problems.
 */
export const openBoards = async (file: string): Promise<OpenedFile> => {
  const bytes = await readInput(file);
  if (!bytes.ok) return { file, text: '', pieces: [{ board: null, problems: [bytes.error] }] };
  const { text } = decodeBytes(bytes.value);
  return { file, text, pieces: isLinFile(file, text) ? linPieces(text, file) : pbnPieces(text, file) };
};

/**
 * Writes every problem of a piece, the reader's then the checker's, as
 * `file:line:column: severity CODE: message` (with the line and a caret when there is a
 * position) and returns how many are errors.
 */
export const printPiece = async (opened: OpenedFile, piece: Piece, err: Output): Promise<number> => {
  let errors = 0;
  for (const list of [piece.problems, piece.board?.diagnostics ?? []]) {
    for (const d of list) {
      if (d.severity === 'error') errors += 1;
      const text = d.pos ? formatDiagnostic(d, opened.text, opened.file) : formatDiagnosticHeader(d, opened.file);
      await err.write(`${text}\n`);
    }
  }
  return errors;
};

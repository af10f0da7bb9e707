/**
 * One input file read and checked: its boards as the PBN or LIN reader gives them, each checked
 * by the engine, and every problem found, with its position.
 *
 * @packageDocumentation
 */
import { decodeBytes } from '../engine/formats/encoding.ts';
import { formatDiagnostic, formatDiagnosticHeader } from '../engine/formats/diagnostics.ts';
import { parseLin } from '../engine/formats/lin.ts';
import { parsePbn } from '../engine/formats/pbn.ts';
import { checkRecord, type CheckedHand, type HandRecord } from '../engine/record.ts';
import type { Diagnostic } from '../engine/source.ts';
import type { Output } from './io.ts';
import { readInput } from './read.ts';

/** One board as read from a file, with what the checker found. */
export interface Board {
  readonly record: HandRecord | null;
  readonly checked: CheckedHand | null;
  readonly diagnostics: readonly Diagnostic[];
}

/** A file read and checked. */
export interface FileReport {
  readonly file: string;
  readonly text: string;
  readonly boards: readonly Board[];
  /** Problems of the file itself (unreadable, too large, a parse error outside any board). */
  readonly diagnostics: readonly Diagnostic[];
}

/** Whether a file is LIN: by its extension, else (no `.pbn`) by a first `xx|` pair. */
const isLinFile = (file: string, text: string): boolean => /\.lin$/i.test(file) || (!/\.pbn$/i.test(file) && /^\s*[a-z]{2}\|/.test(text));

/** A board checked by the engine. */
const checkBoard = (record: HandRecord | null): Board => {
  if (!record) return { record, checked: null, diagnostics: [] };
  const checked = checkRecord(record);
  return checked.ok ? { record, checked: checked.value, diagnostics: [] } : { record, checked: null, diagnostics: checked.error };
};

/** Reads, parses and checks one file. Never throws: a file that cannot be read is a diagnostic. */
export const readBoards = async (file: string): Promise<FileReport> => {
  const bytes = await readInput(file);
  if (!bytes.ok) return { file, text: '', boards: [], diagnostics: [bytes.error] };
  const { text } = decodeBytes(bytes.value);
  const parsed = isLinFile(file, text) ? parseLin(text, { file }) : parsePbn(text, { file });
  return { file, text, boards: parsed.records.map(checkBoard), diagnostics: parsed.diagnostics };
};

/** Every problem of a report: the file's own, then each board's. */
const allDiagnostics = (report: FileReport): Diagnostic[] => [...report.diagnostics, ...report.boards.flatMap((b) => b.diagnostics)];

/**
 * Writes every problem of a report as `file:line:column: severity CODE: message` (with the
 * line and a caret when there is a position) and returns how many are errors.
 */
export const printDiagnostics = async (report: FileReport, err: Output): Promise<number> => {
  let errors = 0;
  for (const d of allDiagnostics(report)) {
    if (d.severity === 'error') errors += 1;
    const text = d.pos ? formatDiagnostic(d, report.text, report.file) : formatDiagnosticHeader(d, report.file);
    await err.write(`${text}\n`);
  }
  return errors;
};

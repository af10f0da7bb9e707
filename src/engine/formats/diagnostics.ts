/**
 * Printing diagnostics for people: `file:line:column: error CODE: message`, then the offending
 * line of the source with a caret (or a run of carets) under the column, then the hint.
 * Shared by the PBN and LIN readers, the hands loader and `npm run hand`.
 *
 * ```text
 * hands/lesson3.pbn:11:21: error PBN_DEAL_CARD_TWICE: The ♠K is dealt twice: to West and to North.
 *   11 | [Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]
 *      |                           ^
 *   hint: Each card is dealt once; remove the ♠K from one of the two hands.
 * ```
 *
 * Total: any diagnostic and any text give a string, even when the position lies outside the
 * text. Linear: a text's line starts are found once ({@link lineIndex}), not once per
 * diagnostic, so a file with tens of thousands of problems prints in time linear in its size.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../source.ts';

/**
 * Where each line of a text starts, computed once: line `n` (1-based) runs from `starts[n - 1]`
 * to the next line end. Any line ending counts (CRLF, LF or a lone CR).
 */
export interface LineIndex {
  readonly text: string;
  /** The offset of the first character of each line. */
  readonly starts: readonly number[];
}

/** Builds the {@link LineIndex} of a text in one pass. */
export const lineIndex = (text: string): LineIndex => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) starts.push(i + 1);
  }
  return { text, starts };
};

/** Line `n` (1-based) of an indexed text without its line end, or `undefined` past the end. */
export const lineAt = (index: LineIndex, n: number): string | undefined => {
  const start = index.starts[n - 1];
  if (start === undefined) return undefined;
  const { text } = index;
  let end = index.starts[n] ?? text.length;
  if (end > start && text.charCodeAt(end - 1) === 10) end--;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return text.slice(start, end);
};

/**
 * The index of the last text formatted: callers that format many diagnostics of one text one
 * at a time (the CLI, the build) then index the text once, not once per diagnostic.
 */
let lastIndex: LineIndex = lineIndex('');
const indexOf = (text: string | LineIndex): LineIndex => {
  if (typeof text !== 'string') return text;
  if (lastIndex.text !== text) lastIndex = lineIndex(text);
  return lastIndex;
};

/**
 * Makes a source line printable under a fixed-width caret: tabs become one space each (so the
 * caret column still counts characters) and other control characters become `·`.
 */
const printable = (line: string): string =>
  // eslint-disable-next-line no-control-regex
  line.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '·');

/**
 * The header of a diagnostic: `file:line:column: severity CODE: message`. Parts that are not
 * known are left out (`file:` without a file, `line:column:` without a position).
 */
export const formatDiagnosticHeader = (d: Diagnostic, file?: string): string => {
  const where: string[] = [];
  if (file !== undefined && file !== '') where.push(file);
  if (d.pos) where.push(String(d.pos.line), String(d.pos.column));
  const prefix = where.length > 0 ? `${where.join(':')}: ` : '';
  const step = d.pos === undefined && d.step !== undefined ? ` (step ${d.step})` : '';
  return `${prefix}${d.severity} ${d.code}: ${d.message}${step}`;
};

/**
 * A diagnostic as a few lines of text for a terminal or a build log:
 *
 * 1. `file:line:column: error CODE: message` (see {@link formatDiagnosticHeader});
 * 2. the source line, numbered, when the position falls inside `text`;
 * 3. a caret under the column, as wide as `pos.length` (at least one, at most to the end of
 *    the line);
 * 4. `hint: ...` when the diagnostic has a hint.
 *
 * Lines are joined with `\n`, without a trailing newline. `text` may be given as its
 * {@link LineIndex}; a string is indexed once and the index kept for the next call with the same
 * text, so that formatting every diagnostic of a file takes time linear in the file.
 */
export const formatDiagnostic = (d: Diagnostic, text: string | LineIndex, file?: string): string => {
  const out = [formatDiagnosticHeader(d, file)];
  const pos = d.pos;
  if (pos && Number.isInteger(pos.line) && pos.line >= 1) {
    const line = lineAt(indexOf(text), pos.line);
    if (line !== undefined) {
      const number = String(pos.line);
      const gutter = ' '.repeat(number.length);
      const shown = printable(line);
      const column = Math.max(1, Math.min(Number.isInteger(pos.column) ? pos.column : 1, shown.length + 1));
      const room = Math.max(1, shown.length - column + 1);
      const width = Math.max(1, Math.min(pos.length ?? 1, room));
      out.push(`  ${number} | ${shown}`);
      out.push(`  ${gutter} | ${' '.repeat(column - 1)}${'^'.repeat(width)}`);
    }
  }
  if (d.hint !== undefined && d.hint !== '') out.push(`  hint: ${d.hint}`);
  return out.join('\n');
};

/** Every diagnostic formatted with {@link formatDiagnostic}, separated by blank lines. */
export const formatDiagnostics = (ds: readonly Diagnostic[], text: string | LineIndex, file?: string): string => {
  const index = indexOf(text);
  return ds.map((d) => formatDiagnostic(d, index, file)).join('\n\n');
};

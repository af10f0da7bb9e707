/**
 * The LIN text itself: offsets to line and column, the `cc|value|` tokeniser, and commentary
 * text as BBO shows it (pbn-lin.md §2).
 *
 * @packageDocumentation
 */
import type { SourcePos } from '../../source.ts';
import { SUIT_SYMBOLS, type Suit } from '../../types.ts';
import type { LinDiagnostic } from '../lin-codes.ts';

/** Line starts of a text (after LF, CRLF or a lone CR, as the diagnostics printer counts lines). */
const lineStarts = (text: string): number[] => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
};

/** A function from offset to {@link SourcePos}. */
export type Locate = (offset: number, length?: number) => SourcePos;

export const locator = (text: string): Locate => {
  const starts = lineStarts(text);
  return (offset, length = 1) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1, length: Math.max(1, length) };
  };
};

/** One `cc|value|` pair, with the offsets of the command and of the value. */
export interface LinPair {
  /** The command, lower case. */
  readonly cmd: string;
  /** The command as written. */
  readonly raw: string;
  readonly value: string;
  /** Offset of the command's first letter. */
  readonly at: number;
  /** Offset of the value's first character. */
  readonly valueAt: number;
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xfeff;
const pairAt = (text: string, i: number): boolean =>
  i + 2 < text.length && isLetter(text.charCodeAt(i)) && isLetter(text.charCodeAt(i + 1)) && text.charCodeAt(i + 2) === 124;

/**
 * Splits a LIN text into pairs. Whitespace between pairs is skipped; a line whose first
 * non-blank character is `%` is a comment (aaBridge writes `%%` headers); any other text
 * outside a pair is reported once per run (`LIN_STRAY_TEXT`) and skipped, resynchronising on
 * the next `cc|` (pbn-lin.md §2: aaBridge resynchronises on known pairs). A value with no
 * closing bar runs to the end of the text (`LIN_UNTERMINATED`). Linear in the text's length.
 */
export const tokenizeLin = (text: string, strict = true): { pairs: LinPair[]; diagnostics: LinDiagnostic[] } => {
  const at = locator(text);
  const pairs: LinPair[] = [];
  const diagnostics: LinDiagnostic[] = [];
  const severity = strict ? 'error' : 'warning';
  let lineStart = true;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      if (c === 10 || c === 13) lineStart = true;
      i++;
      continue;
    }
    if (c === 37 /* % */ && lineStart) {
      while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
      continue;
    }
    lineStart = false;
    if (pairAt(text, i)) {
      const raw = text.slice(i, i + 2);
      const end = text.indexOf('|', i + 3);
      if (end < 0) {
        diagnostics.push({
          code: 'LIN_UNTERMINATED',
          message: `The value of "${raw}|" has no closing bar: it runs to the end of the text.`,
          hint: 'End every LIN value with "|", even an empty one ("pg||").',
          severity,
          pos: at(i, 3),
          args: { text: raw },
        });
        pairs.push({ cmd: raw.toLowerCase(), raw, value: text.slice(i + 3), at: i, valueAt: i + 3 });
        i = text.length;
      } else {
        pairs.push({ cmd: raw.toLowerCase(), raw, value: text.slice(i + 3, end), at: i, valueAt: i + 3 });
        i = end + 1;
      }
      continue;
    }
    // Stray text: skip to the next pair or the end of the line.
    const start = i;
    while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13 && !(i > start && pairAt(text, i))) i++;
    const stray = text.slice(start, i).trimEnd();
    diagnostics.push({
      code: 'LIN_STRAY_TEXT',
      message: `"${clip(stray)}" is not a LIN command: LIN is a run of two-letter commands, each followed by a value between bars.`,
      hint: 'Remove the text, or write it as commentary: nt|your text|.',
      severity,
      pos: at(start, stray.length),
      args: { text: clip(stray) },
    });
  }
  return { pairs, diagnostics };
};

export const clip = (s: string, n = 40): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Commentary text as BBO shows it: `!S !H !D !C` (and the `@S` form vugraph commentators and
 * aaBridge use) become suit symbols, either case (pbn-lin.md §2, `an`; the pitfall that a
 * literal "!s" is converted too is BBO's behaviour, kept). Stray control bytes between the mark
 * and the letter, seen in vugraph commentary, are dropped as aaBridge does (pbn-lin.md §2
 * pitfalls). Line ends are normalised to `\n`.
 */
export const linText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[!@][\u0000-\u0009\u000b-\u001f\u007f-\u009f]*([SHDCshdc])/g, (_, s: string) => SUIT_SYMBOLS[s.toUpperCase() as Suit]);

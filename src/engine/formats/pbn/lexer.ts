/**
 * The lexer: a PBN text as tags, comments, words, quoted strings, `%` escape lines and blank
 * lines, with the syntax problems of each (PBN 2.1 §3; pbn-lin.md §3 "File level").
 *
 * @packageDocumentation
 */
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { posAt, type Sink } from './sink.ts';
import { PBN_MAX_LINE } from './standard.ts';
import type { PbnComment } from './types.ts';

export type Lexeme =
  | {
      readonly t: 'tag';
      readonly name: string;
      readonly value: string;
      readonly pos: SourcePos;
      readonly valuePos: SourcePos;
      readonly line: number;
      readonly endLine: number;
    }
  | { readonly t: 'comment'; readonly comment: PbnComment; readonly line: number; readonly endLine: number }
  | { readonly t: 'word'; readonly text: string; readonly pos: SourcePos; readonly line: number }
  | { readonly t: 'string'; readonly text: string; readonly pos: SourcePos; readonly line: number }
  | { readonly t: 'blank'; readonly line: number }
  | { readonly t: 'escape'; readonly text: string; readonly line: number };

/** Whether a UTF-16 code unit is white space as `\s` sees it (tested once per code unit, so a table for ASCII). */
const SPACE = ((): Uint8Array => {
  const t = new Uint8Array(128);
  for (const c of [9, 10, 11, 12, 13, 32]) t[c] = 1;
  return t;
})();
const isSpaceCode = (c: number): boolean => (c < 128 ? SPACE[c] === 1 : /\s/.test(String.fromCharCode(c)));
/** Characters that end a word: whitespace and the PBN delimiters `[ ] { } ; "`. */
const DELIMITER = ((): Uint8Array => {
  const t = new Uint8Array(128);
  for (const c of [9, 10, 11, 12, 13, 32]) t[c] = 1;
  for (const ch of '[]{};"') t[ch.charCodeAt(0)] = 1;
  return t;
})();
const isDelimiterCode = (c: number): boolean => (c < 128 ? DELIMITER[c] === 1 : /\s/.test(String.fromCharCode(c)));
/** Control characters the standard does not allow in tag values (a tab included). */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_VALUE = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a character code may stand in a tag name: `[A-Za-z0-9_]`. */
const isNameCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/**
 * Where each line of the text starts and ends (before its line end: `\r\n`, `\r` or `\n`), found
 * in one pass, so that the lexer reads the text in place instead of as one string per line.
 */
const lineBounds = (text: string): { starts: number[]; ends: number[] } => {
  const starts: number[] = [0];
  const ends: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    ends.push(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    starts.push(i + 1);
  }
  ends.push(text.length);
  return { starts, ends };
};

/** A comment's text over several lines: its line ends written `\n`. */
const joinLines = (raw: string): string => (raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw);

/**
 * Splits the text into lexemes. Tags may spread over several lines (PBN allows a token per
 * line); a tag's value ends at its line. `%` is special only in column 1; `;` runs to the end of
 * the line; `{` runs to the next `}`, over lines and blank lines. A whitespace-only line outside
 * a comment ends a game. Each lexeme goes to `emit` as soon as it is read, so that none is kept
 * longer than its reader needs it. The text is read in place, by character codes: `li` is the
 * line, `ci` the offset in it, and only tokens become strings.
 */
export const lex = (text: string, sink: Sink, emit: (lx: Lexeme) => void): void => {
  const { starts, ends } = lineBounds(text);
  const count = starts.length;
  for (let i = 0; i < count; i++) {
    const length = ends[i]! - starts[i]!;
    if (length > PBN_MAX_LINE) {
      sink.problem(
        'PBN_LINE_TOO_LONG',
        `Line ${i + 1} has ${length} characters; a PBN line holds at most ${PBN_MAX_LINE} and its line end.`,
        posAt(i + 1, PBN_MAX_LINE + 1, length - PBN_MAX_LINE),
        'Break the line (commentary may run over several lines).',
        { line: i + 1, length, max: PBN_MAX_LINE },
      );
    }
  }
  let li = 0;
  let ci = 0;
  let atLineStart = true;
  /** The length of line `li` (0 past the end). */
  const len = (): number => (li < count ? ends[li]! - starts[li]! : 0);
  /** The character code at offset `i` of line `li` (NaN past its end). */
  const at = (i: number): number => (i < len() ? text.charCodeAt(starts[li]! + i) : NaN);
  /** Skips spaces, tabs and, when `overLines`, line ends. Returns false at the end of the text. */
  const skipSpace = (overLines: boolean): boolean => {
    for (;;) {
      const n = len();
      while (ci < n && isSpaceCode(at(ci))) ci++;
      if (ci < n) return true;
      if (!overLines || li >= count - 1) return false;
      li++;
      ci = 0;
    }
  };
  while (li < count) {
    const base = starts[li]!;
    const n = len();
    if (atLineStart) {
      let blank = true;
      for (let i = base; i < base + n; i++) {
        if (!isSpaceCode(text.charCodeAt(i))) {
          blank = false;
          break;
        }
      }
      if (blank) {
        emit({ t: 'blank', line: li + 1 });
        li++;
        continue;
      }
      if (text.charCodeAt(base) === 37) {
        emit({ t: 'escape', text: text.slice(base + 1, base + n), line: li + 1 });
        li++;
        continue;
      }
      ci = 0;
      atLineStart = false;
    }
    while (ci < n && isSpaceCode(text.charCodeAt(base + ci))) ci++;
    if (ci >= n) {
      li++;
      atLineStart = true;
      continue;
    }
    const c = text.charCodeAt(base + ci);
    if (c === 59) {
      emit({
        t: 'comment',
        comment: { text: text.slice(base + ci + 1, base + n), style: 'line', pos: posAt(li + 1, ci + 1, n - ci) },
        line: li + 1,
        endLine: li + 1,
      });
      li++;
      atLineStart = true;
      continue;
    }
    if (c === 123) {
      lexBraceComment();
      continue;
    }
    if (c === 91) {
      lexTag();
      continue;
    }
    if (c === 34) {
      const here = posAt(li + 1, ci + 1);
      const end = findQuote(text, base + ci + 1, base + n) - base;
      if (end < 0) {
        sink.problem('PBN_STRING_UNCLOSED', 'This quoted text is not closed on its line.', here, 'End it with a double quote.', NO_ARGS);
        emit({ t: 'string', text: unescape(text.slice(base + ci + 1, base + n)), pos: posAt(li + 1, ci + 1, n - ci), line: li + 1 });
        ci = n;
      } else {
        emit({
          t: 'string',
          text: unescape(text.slice(base + ci + 1, base + end)),
          pos: posAt(li + 1, ci + 1, end - ci + 1),
          line: li + 1,
        });
        ci = end + 1;
      }
      continue;
    }
    if (c === 93 || c === 125) {
      const ch = c === 93 ? ']' : '}';
      const here = posAt(li + 1, ci + 1);
      sink.problem(
        ch === ']' ? 'PBN_STRAY_BRACKET' : 'PBN_STRAY_BRACE',
        `This "${ch}" closes nothing: there is no "${ch === ']' ? '[' : '{'}" before it.`,
        here,
        ch === ']' ? 'A tag is written [Name "value"].' : 'Commentary is written {like this}.',
        NO_ARGS,
      );
      ci++;
      continue;
    }
    let end = ci;
    let control = false;
    for (; end < n; end++) {
      const d = text.charCodeAt(base + end);
      if (isDelimiterCode(d)) break;
      // A control character in a word: U+0000 to U+001F (the white space among them ends the
      // word) and U+007F to U+009F, tested here rather than by a regular expression per word.
      if (d < 32 || (d >= 0x7f && d <= 0x9f)) control = true;
    }
    const word = text.slice(base + ci, base + end);
    if (control) {
      sink.problem(
        'PBN_BAD_CHARACTER',
        'This token holds a control character, which PBN does not allow.',
        posAt(li + 1, ci + 1, word.length),
        undefined,
        NO_ARGS,
        'PBN_BAD_CHARACTER.token',
      );
    }
    emit({ t: 'word', text: word, pos: posAt(li + 1, ci + 1, word.length), line: li + 1 });
    ci = end;
  }

  /** Reads `{...}` from `ci`, over lines; an unclosed one runs to the end of the text. */
  function lexBraceComment(): void {
    const here = posAt(li + 1, ci + 1);
    const startLine = li;
    const from = starts[li]! + ci + 1;
    const close = text.indexOf('}', from);
    const closed = close >= 0;
    const stop = closed ? close : text.length;
    while (li < count - 1 && ends[li]! < stop) li++;
    // Reported before the comment is read, as when every lexeme was read before the games.
    if (!closed)
      sink.fatal(
        'PBN_COMMENT_UNCLOSED',
        'This comment is never closed: there is no "}" after it.',
        here,
        'Close the comment with "}".',
        NO_ARGS,
      );
    emit({
      t: 'comment',
      comment: { text: joinLines(text.slice(from, stop)), style: 'brace', pos: here },
      line: startLine + 1,
      endLine: li + 1,
    });
    if (closed) ci = close - starts[li]! + 1;
    else li = count;
  }

  /** Reads `[Name "value"]`, possibly over several lines; reports and skips a broken tag. */
  function lexTag(): void {
    const open = posAt(li + 1, ci + 1);
    const startLine = li;
    ci++;
    const skipRestOfTag = (): void => {
      const n = len();
      while (ci < n && at(ci) !== 93) ci++;
      if (ci < n) ci++;
    };
    if (!skipSpace(true)) {
      sink.problem(
        'PBN_TAG_SYNTAX',
        'A tag is opened with "[" but the file ends.',
        open,
        'A tag is written [Name "value"].',
        NO_ARGS,
        'PBN_TAG_SYNTAX.end',
      );
      li = count;
      return;
    }
    let nameEnd = ci;
    while (isNameCode(at(nameEnd))) nameEnd++;
    if (nameEnd === ci) {
      sink.problem(
        'PBN_TAG_SYNTAX',
        'A tag needs a name after "[".',
        posAt(li + 1, ci + 1),
        'A tag is written [Name "value"].',
        NO_ARGS,
        'PBN_TAG_SYNTAX.name',
      );
      skipRestOfTag();
      return;
    }
    const name = text.slice(starts[li]! + ci, starts[li]! + nameEnd);
    const namePos = posAt(li + 1, ci + 1, name.length);
    const initial = at(ci);
    ci = nameEnd;
    if (!(initial >= 65 && initial <= 90)) {
      sink.problem(
        'PBN_TAG_NAME',
        `The tag name "${name}" must start with a capital letter.`,
        namePos,
        'Tag names are case-sensitive: Event, Deal, Auction...',
        { tag: name },
      );
    }
    if (!skipSpace(true)) {
      sink.problem(
        'PBN_TAG_NO_VALUE',
        `The tag [${name}] has no value and is never closed.`,
        namePos,
        `Write [${name} "value"].`,
        { tag: name },
        'PBN_TAG_NO_VALUE.unclosed',
      );
      li = count;
      return;
    }
    if (at(ci) === 93) {
      sink.problem(
        'PBN_TAG_NO_VALUE',
        `The tag [${name}] has no value.`,
        posAt(li + 1, ci + 1),
        `Write [${name} "value"]; an empty value is [${name} ""].`,
        { tag: name },
        'PBN_TAG_NO_VALUE.empty',
      );
      ci++;
      return;
    }
    if (at(ci) !== 34) {
      sink.problem(
        'PBN_TAG_VALUE_UNQUOTED',
        `The value of [${name}] must be in double quotes.`,
        posAt(li + 1, ci + 1),
        `Write [${name} "value"].`,
        { tag: name },
      );
      skipRestOfTag();
      return;
    }
    const base = starts[li]!;
    const n = len();
    const valuePos = posAt(li + 1, ci + 2);
    const end = findQuote(text, base + ci + 1, base + n) - base;
    if (end < 0) {
      sink.problem(
        'PBN_TAG_UNTERMINATED',
        `The value of [${name}] has no closing double quote on its line.`,
        posAt(li + 1, ci + 1, n - ci),
        'End the value with a double quote; a double quote inside a value is written \\".',
        { tag: name },
      );
      li++;
      ci = 0;
      atLineStart = true;
      return;
    }
    const raw = text.slice(base + ci + 1, base + end);
    const value = unescape(raw);
    if (CONTROL_IN_VALUE.test(raw)) reportControl(raw, name, posAt(li + 1, ci + 2 + raw.search(CONTROL_IN_VALUE)));
    ci = end + 1;
    const valueLine = li;
    const closing = skipSpace(true) && at(ci) === 93;
    if (closing) ci++;
    else {
      li = valueLine;
      ci = end + 1;
      sink.problem('PBN_TAG_UNCLOSED', `The tag [${name}] is not closed with "]".`, posAt(li + 1, ci + 1), 'A tag ends with "]".', {
        tag: name,
      });
    }
    emit({ t: 'tag', name, value, pos: open, valuePos, line: startLine + 1, endLine: li + 1 });
  }

  /** A tab or another control character in a tag value. */
  function reportControl(raw: string, name: string, pos: SourcePos): void {
    const tab = raw[raw.search(CONTROL_IN_VALUE)] === '\t';
    sink.problem(
      'PBN_BAD_CHARACTER',
      `The value of [${name}] holds a ${tab ? 'tab' : 'control character'}, which a tag value may not.`,
      pos,
      'Use spaces and printable characters only.',
      { tag: name },
      tab ? 'PBN_BAD_CHARACTER.tab' : 'PBN_BAD_CHARACTER.control',
    );
  }
};

/**
 * The index of the closing double quote of a value that starts at `from`, skipping `\"` and
 * `\\`, before `to` (the end of its line); -1 when there is none.
 */
const findQuote = (text: string, from: number, to: number): number => {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d === 34 || d === 92) i++;
    } else if (c === 34) return i;
  }
  return -1;
};

/** Decodes the two escapes of a tag value: `\"` and `\\`. Any other backslash is text (`Result\2R`). */
const unescape = (raw: string): string => (raw.includes('\\') ? raw.replace(/\\(["\\])/g, '$1') : raw);

/** Encodes a value for a tag: the inverse of {@link unescape}. */
export const escapeValue = (value: string): string => value.replace(/\\(?=["\\]|$)/g, '\\\\').replace(/"/g, '\\"');

/**
 * The lexer: a PBN text as tags, comments, words, quoted strings, `%` escape lines and blank
 * lines, with the syntax problems of each (PBN 2.1 §3; pbn-lin.md §3 "File level").
 *
 * @packageDocumentation
 */
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { posAt, type Sink } from './sink.ts';
import { lineBounds } from './lines.ts';
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

/** The longest word {@link Lexer.word} shares the string of (ASCII: 7 bits a character, within a small integer). */
const SHORT_WORD = 4;

/** Whether a character code may stand in a tag name: `[A-Za-z0-9_]`. */
const isNameCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** A comment's text over several lines: its line ends written `\n`. */
const joinLines = (raw: string): string => (raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw);

/**
 * Splits the text into lexemes, on demand. Tags may spread over several lines (PBN allows a
 * token per line); a tag's value ends at its line. `%` is special only in column 1; `;` runs to
 * the end of the line; `{` runs to the next `}`, over lines and blank lines. A whitespace-only
 * line outside a comment ends a game. Each lexeme goes to `emit` as soon as it is read, so that
 * none is kept longer than its reader needs it. The text is read in place, by character codes
 * (see {@link Lexer}): only tokens become strings.
 *
 * Made, the lexer has reported the over-long lines of the whole text; `run(pause)` reads
 * lexemes until the text ends (false) or `pause()` is true before the next one (true: call
 * `run` again for the rest).
 */
export const makeLexer = (text: string, sink: Sink, emit: (lx: Lexeme) => void): { run(pause: () => boolean): boolean } =>
  new Lexer(text, sink, emit);

/**
 * The lexer's state as it reads: `li` is the line, `ci` the offset in it. A class, so that each
 * step is a method of its own that reads and moves the same two cursors.
 */
class Lexer {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly count: number;
  private li = 0;
  private ci = 0;
  private atLineStart = true;
  /** The short words read so far, by {@link shortWord}'s key. */
  private readonly shortWords = new Map<number, string>();

  constructor(
    private readonly text: string,
    private readonly sink: Sink,
    private readonly emit: (lx: Lexeme) => void,
  ) {
    const { starts, ends } = lineBounds(text);
    this.starts = starts;
    this.ends = ends;
    this.count = starts.length;
    this.reportLongLines();
  }

  /** Reads until the end (false) or until `pause()` is true before a step (true). */
  run(pause: () => boolean): boolean {
    while (this.li < this.count) {
      if (pause()) return true;
      if (this.atLineStart && this.lineStart()) continue;
      this.step();
    }
    return false;
  }

  /** Lines longer than the standard allows. */
  private reportLongLines(): void {
    const { starts, ends, count } = this;
    for (let i = 0; i < count; i++) {
      const length = ends[i]! - starts[i]!;
      if (length > PBN_MAX_LINE) {
        this.sink.problem(
          'PBN_LINE_TOO_LONG',
          `Line ${i + 1} has ${length} characters; a PBN line holds at most ${PBN_MAX_LINE} and its line end.`,
          posAt(i + 1, PBN_MAX_LINE + 1, length - PBN_MAX_LINE),
          'Break the line (commentary may run over several lines).',
          { line: i + 1, length, max: PBN_MAX_LINE },
        );
      }
    }
  }

  /** The length of line `li` (0 past the end). */
  private len(): number {
    return this.li < this.count ? this.ends[this.li]! - this.starts[this.li]! : 0;
  }

  /** The character code at offset `i` of line `li` (NaN past its end). */
  private at(i: number): number {
    return i < this.len() ? this.text.charCodeAt(this.starts[this.li]! + i) : NaN;
  }

  /** Skips spaces, tabs and, when `overLines`, line ends. Returns false at the end of the text. */
  private skipSpace(overLines: boolean): boolean {
    for (;;) {
      const n = this.len();
      while (this.ci < n && isSpaceCode(this.at(this.ci))) this.ci++;
      if (this.ci < n) return true;
      if (!overLines || this.li >= this.count - 1) return false;
      this.li++;
      this.ci = 0;
    }
  }

  /** Moves to the start of the next line. */
  private nextLine(): void {
    this.li++;
    this.atLineStart = true;
  }

  /** At the start of a line: a blank line or a `%` escape line is a lexeme of its own (true when it was one). */
  private lineStart(): boolean {
    const { text, li } = this;
    const base = this.starts[li]!;
    const n = this.len();
    let blank = true;
    for (let i = base; i < base + n; i++) {
      if (!isSpaceCode(text.charCodeAt(i))) {
        blank = false;
        break;
      }
    }
    if (blank) {
      this.emit({ t: 'blank', line: li + 1 });
      this.li++;
      return true;
    }
    if (text.charCodeAt(base) === 37) {
      this.emit({ t: 'escape', text: text.slice(base + 1, base + n), line: li + 1 });
      this.li++;
      return true;
    }
    this.ci = 0;
    this.atLineStart = false;
    return false;
  }

  /** Reads the next lexeme of the line, or moves to the next line at its end. */
  private step(): void {
    const base = this.starts[this.li]!;
    const n = this.len();
    const { text } = this;
    while (this.ci < n && isSpaceCode(text.charCodeAt(base + this.ci))) this.ci++;
    if (this.ci >= n) return this.nextLine();
    const c = text.charCodeAt(base + this.ci);
    if (c === 59) return this.lineComment(base, n);
    if (c === 123) return this.braceComment();
    if (c === 91) return this.tag();
    if (c === 34) return this.quoted(base, n);
    if (c === 93 || c === 125) return this.stray(c);
    this.word(base, n);
  }

  /** `;` to the end of the line. */
  private lineComment(base: number, n: number): void {
    const { li, ci } = this;
    this.emit({
      t: 'comment',
      comment: { text: this.text.slice(base + ci + 1, base + n), style: 'line', pos: posAt(li + 1, ci + 1, n - ci) },
      line: li + 1,
      endLine: li + 1,
    });
    this.nextLine();
  }

  /** Quoted text outside a tag, closed on its line or reported. */
  private quoted(base: number, n: number): void {
    const { li, ci, text } = this;
    const end = findQuote(text, base + ci + 1, base + n) - base;
    if (end < 0) {
      this.sink.problem(
        'PBN_STRING_UNCLOSED',
        'This quoted text is not closed on its line.',
        posAt(li + 1, ci + 1),
        'End it with a double quote.',
        NO_ARGS,
      );
      this.emit({ t: 'string', text: unescape(text.slice(base + ci + 1, base + n)), pos: posAt(li + 1, ci + 1, n - ci), line: li + 1 });
      this.ci = n;
      return;
    }
    this.emit({
      t: 'string',
      text: unescape(text.slice(base + ci + 1, base + end)),
      pos: posAt(li + 1, ci + 1, end - ci + 1),
      line: li + 1,
    });
    this.ci = end + 1;
  }

  /** A `]` or `}` that closes nothing. */
  private stray(c: number): void {
    const bracket = c === 93;
    this.sink.problem(
      bracket ? 'PBN_STRAY_BRACKET' : 'PBN_STRAY_BRACE',
      bracket ? 'This "]" closes nothing: there is no "[" before it.' : 'This "}" closes nothing: there is no "{" before it.',
      posAt(this.li + 1, this.ci + 1),
      bracket ? 'A tag is written [Name "value"].' : 'Commentary is written {like this}.',
      NO_ARGS,
    );
    this.ci++;
  }

  /** A word: everything up to white space or a delimiter. */
  private word(base: number, n: number): void {
    const { text, li, ci } = this;
    let end = ci;
    let control = false;
    // The short ASCII words (calls, cards, `-`: nearly every word) as a number, to share their string.
    let key = 0;
    for (; end < n; end++) {
      const d = text.charCodeAt(base + end);
      if (isDelimiterCode(d)) break;
      // A control character in a word: U+0000 to U+001F (the white space among them ends the
      // word) and U+007F to U+009F, tested here rather than by a regular expression per word.
      if (d < 32 || (d >= 0x7f && d <= 0x9f)) control = true;
      key = key >= 0 && d < 128 && end - ci < SHORT_WORD ? key * 128 + d : -1;
    }
    const word = key > 0 ? this.shortWord(key, base + ci, base + end) : text.slice(base + ci, base + end);
    if (control) {
      this.sink.problem(
        'PBN_BAD_CHARACTER',
        'This token holds a control character, which PBN does not allow.',
        posAt(li + 1, ci + 1, word.length),
        undefined,
        NO_ARGS,
        'PBN_BAD_CHARACTER.token',
      );
    }
    this.emit({ t: 'word', text: word, pos: posAt(li + 1, ci + 1, word.length), line: li + 1 });
    this.ci = end;
  }

  /** A short word's string, made once per text and shared: the games keep one string per call or card (300,000 in a large file). */
  private shortWord(key: number, from: number, to: number): string {
    const k = key * 8 + (to - from);
    let word = this.shortWords.get(k);
    if (word === undefined) this.shortWords.set(k, (word = this.text.slice(from, to)));
    return word;
  }

  /** Reads `{...}` from `ci`, over lines; an unclosed one runs to the end of the text. */
  private braceComment(): void {
    const { text, starts, ends, count } = this;
    const here = posAt(this.li + 1, this.ci + 1);
    const startLine = this.li;
    const from = starts[this.li]! + this.ci + 1;
    const close = text.indexOf('}', from);
    const closed = close >= 0;
    const stop = closed ? close : text.length;
    while (this.li < count - 1 && ends[this.li]! < stop) this.li++;
    // Reported before the comment is read, as when every lexeme was read before the games.
    if (!closed)
      this.sink.fatal(
        'PBN_COMMENT_UNCLOSED',
        'This comment is never closed: there is no "}" after it.',
        here,
        'Close the comment with "}".',
        NO_ARGS,
      );
    this.emit({
      t: 'comment',
      comment: { text: joinLines(text.slice(from, stop)), style: 'brace', pos: here },
      line: startLine + 1,
      endLine: this.li + 1,
    });
    if (closed) this.ci = close - starts[this.li]! + 1;
    else this.li = count;
  }

  /** Skips a broken tag to its `]` on the line. */
  private skipRestOfTag(): void {
    const n = this.len();
    while (this.ci < n && this.at(this.ci) !== 93) this.ci++;
    if (this.ci < n) this.ci++;
  }

  /** Reads `[Name "value"]`, possibly over several lines; reports and skips a broken tag. */
  private tag(): void {
    const open = posAt(this.li + 1, this.ci + 1);
    const startLine = this.li;
    this.ci++;
    const name = this.tagName(open);
    if (name === undefined) return;
    const namePos = posAt(this.li + 1, this.ci - name.length + 1, name.length);
    if (!this.tagValueStart(name, namePos)) return;
    const valuePos = posAt(this.li + 1, this.ci + 2);
    const value = this.tagValue(name);
    if (value === undefined) return;
    this.tagClose(name);
    this.emit({ t: 'tag', name, value, pos: open, valuePos, line: startLine + 1, endLine: this.li + 1 });
  }

  /** The tag's name, checked, with `ci` after it; `undefined` (reported) when there is none. */
  private tagName(open: SourcePos): string | undefined {
    if (!this.skipSpace(true)) {
      this.sink.problem(
        'PBN_TAG_SYNTAX',
        'A tag is opened with "[" but the file ends.',
        open,
        'A tag is written [Name "value"].',
        NO_ARGS,
        'PBN_TAG_SYNTAX.end',
      );
      this.li = this.count;
      return undefined;
    }
    const { ci } = this;
    let nameEnd = ci;
    while (isNameCode(this.at(nameEnd))) nameEnd++;
    if (nameEnd === ci) {
      this.sink.problem(
        'PBN_TAG_SYNTAX',
        'A tag needs a name after "[".',
        posAt(this.li + 1, ci + 1),
        'A tag is written [Name "value"].',
        NO_ARGS,
        'PBN_TAG_SYNTAX.name',
      );
      this.skipRestOfTag();
      return undefined;
    }
    const base = this.starts[this.li]!;
    const name = this.text.slice(base + ci, base + nameEnd);
    const initial = this.at(ci);
    this.ci = nameEnd;
    if (!(initial >= 65 && initial <= 90)) {
      this.sink.problem(
        'PBN_TAG_NAME',
        `The tag name "${name}" must start with a capital letter.`,
        posAt(this.li + 1, ci + 1, name.length),
        'Tag names are case-sensitive: Event, Deal, Auction...',
        { tag: name },
      );
    }
    return name;
  }

  /** Moves to the opening double quote of the value; false (reported) when there is none. */
  private tagValueStart(name: string, namePos: SourcePos): boolean {
    if (!this.skipSpace(true)) {
      this.sink.problem(
        'PBN_TAG_NO_VALUE',
        `The tag [${name}] has no value and is never closed.`,
        namePos,
        `Write [${name} "value"].`,
        { tag: name },
        'PBN_TAG_NO_VALUE.unclosed',
      );
      this.li = this.count;
      return false;
    }
    const c = this.at(this.ci);
    if (c === 93) {
      this.sink.problem(
        'PBN_TAG_NO_VALUE',
        `The tag [${name}] has no value.`,
        posAt(this.li + 1, this.ci + 1),
        `Write [${name} "value"]; an empty value is [${name} ""].`,
        { tag: name },
        'PBN_TAG_NO_VALUE.empty',
      );
      this.ci++;
      return false;
    }
    if (c !== 34) {
      this.sink.problem(
        'PBN_TAG_VALUE_UNQUOTED',
        `The value of [${name}] must be in double quotes.`,
        posAt(this.li + 1, this.ci + 1),
        `Write [${name} "value"].`,
        { tag: name },
      );
      this.skipRestOfTag();
      return false;
    }
    return true;
  }

  /** The value from its opening double quote to the closing one on its line; `undefined` (reported) when unterminated. */
  private tagValue(name: string): string | undefined {
    const { li, ci, text } = this;
    const base = this.starts[li]!;
    const n = this.len();
    const end = findQuote(text, base + ci + 1, base + n) - base;
    if (end < 0) {
      this.sink.problem(
        'PBN_TAG_UNTERMINATED',
        `The value of [${name}] has no closing double quote on its line.`,
        posAt(li + 1, ci + 1, n - ci),
        'End the value with a double quote; a double quote inside a value is written \\".',
        { tag: name },
      );
      this.li++;
      this.ci = 0;
      this.atLineStart = true;
      return undefined;
    }
    const raw = text.slice(base + ci + 1, base + end);
    if (CONTROL_IN_VALUE.test(raw)) this.reportControl(raw, name, posAt(li + 1, ci + 2 + raw.search(CONTROL_IN_VALUE)));
    this.ci = end + 1;
    return unescape(raw);
  }

  /** The `]` after the value, possibly on a later line; reported when missing. */
  private tagClose(name: string): void {
    const valueLine = this.li;
    const afterValue = this.ci;
    if (this.skipSpace(true) && this.at(this.ci) === 93) {
      this.ci++;
      return;
    }
    this.li = valueLine;
    this.ci = afterValue;
    this.sink.problem(
      'PBN_TAG_UNCLOSED',
      `The tag [${name}] is not closed with "]".`,
      posAt(this.li + 1, this.ci + 1),
      'A tag ends with "]".',
      { tag: name },
    );
  }

  /** A tab or another control character in a tag value. */
  private reportControl(raw: string, name: string, pos: SourcePos): void {
    const tab = raw[raw.search(CONTROL_IN_VALUE)] === '\t';
    this.sink.problem(
      'PBN_BAD_CHARACTER',
      `The value of [${name}] holds a ${tab ? 'tab' : 'control character'}, which a tag value may not.`,
      pos,
      'Use spaces and printable characters only.',
      { tag: name },
      tab ? 'PBN_BAD_CHARACTER.tab' : 'PBN_BAD_CHARACTER.control',
    );
  }
}

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

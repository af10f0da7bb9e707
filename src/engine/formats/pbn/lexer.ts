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
  | { readonly t: 'tag'; readonly name: string; readonly value: string; readonly pos: SourcePos; readonly valuePos: SourcePos; readonly line: number; readonly endLine: number }
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
/** Whether a line holds only white space. */
const isBlank = (line: string): boolean => {
  for (let i = 0; i < line.length; i++) if (!isSpaceCode(line.charCodeAt(i))) return false;
  return true;
};
/** Control characters the standard does not allow in tag values (a tab included). */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_VALUE = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Splits the text into lexemes. Tags may spread over several lines (PBN allows a token per
 * line); a tag's value ends at its line. `%` is special only in column 1; `;` runs to the end of
 * the line; `{` runs to the next `}`, over lines and blank lines. A whitespace-only line outside
 * a comment ends a game. Each lexeme goes to `emit` as soon as it is read, so that none is kept
 * longer than its reader needs it.
 */
export const lex = (text: string, sink: Sink, emit: (lx: Lexeme) => void): void => {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > PBN_MAX_LINE) {
      sink.problem(
        'PBN_LINE_TOO_LONG',
        `Line ${i + 1} has ${line.length} characters; a PBN line holds at most ${PBN_MAX_LINE} and its line end.`,
        posAt(i + 1, PBN_MAX_LINE + 1, line.length - PBN_MAX_LINE),
        'Break the line (commentary may run over several lines).',
        { line: i + 1, length: line.length, max: PBN_MAX_LINE },
      );
    }
  }
  let li = 0;
  let ci = 0;
  let atLineStart = true;
  const cur = (): string => lines[li] ?? '';
  /** Skips spaces, tabs and, when `overLines`, line ends. Returns false at the end of the text. */
  const skipSpace = (overLines: boolean): boolean => {
    for (;;) {
      const line = cur();
      while (ci < line.length && isSpaceCode(line.charCodeAt(ci))) ci++;
      if (ci < line.length) return true;
      if (!overLines || li >= lines.length - 1) return false;
      li++;
      ci = 0;
    }
  };
  while (li < lines.length) {
    const line = cur();
    if (atLineStart) {
      if (isBlank(line)) {
        emit({ t: 'blank', line: li + 1 });
        li++;
        continue;
      }
      if (line[0] === '%') {
        emit({ t: 'escape', text: line.slice(1), line: li + 1 });
        li++;
        continue;
      }
      ci = 0;
      atLineStart = false;
    }
    while (ci < line.length && isSpaceCode(line.charCodeAt(ci))) ci++;
    if (ci >= line.length) {
      li++;
      atLineStart = true;
      continue;
    }
    const ch = line[ci]!;
    if (ch === ';') {
      emit({ t: 'comment', comment: { text: line.slice(ci + 1), style: 'line', pos: posAt(li + 1, ci + 1, line.length - ci) }, line: li + 1, endLine: li + 1 });
      li++;
      atLineStart = true;
      continue;
    }
    if (ch === '{') {
      const here = posAt(li + 1, ci + 1);
      const startLine = li;
      const parts: string[] = [];
      let from = ci + 1;
      let closed = false;
      for (;;) {
        const l = cur();
        const end = l.indexOf('}', from);
        if (end >= 0) {
          parts.push(l.slice(from, end));
          ci = end + 1;
          closed = true;
          break;
        }
        parts.push(l.slice(from));
        if (li >= lines.length - 1) break;
        li++;
        from = 0;
      }
      // Reported before the comment is read, as when every lexeme was read before the games.
      if (!closed) sink.fatal('PBN_COMMENT_UNCLOSED', 'This comment is never closed: there is no "}" after it.', here, 'Close the comment with "}".', NO_ARGS);
      emit({ t: 'comment', comment: { text: parts.join('\n'), style: 'brace', pos: here }, line: startLine + 1, endLine: li + 1 });
      if (!closed) li = lines.length;
      continue;
    }
    if (ch === '[') {
      lexTag();
      continue;
    }
    if (ch === '"') {
      const here = posAt(li + 1, ci + 1);
      const end = findQuote(line, ci + 1);
      if (end < 0) {
        sink.problem('PBN_STRING_UNCLOSED', 'This quoted text is not closed on its line.', here, 'End it with a double quote.', NO_ARGS);
        emit({ t: 'string', text: unescape(line.slice(ci + 1)), pos: posAt(li + 1, ci + 1, line.length - ci), line: li + 1 });
        ci = line.length;
      } else {
        emit({ t: 'string', text: unescape(line.slice(ci + 1, end)), pos: posAt(li + 1, ci + 1, end - ci + 1), line: li + 1 });
        ci = end + 1;
      }
      continue;
    }
    if (ch === ']' || ch === '}') {
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
    for (; end < line.length; end++) {
      const c = line.charCodeAt(end);
      if (isDelimiterCode(c)) break;
      // A control character in a word: U+0000 to U+001F (the white space among them ends the
      // word) and U+007F to U+009F, tested here rather than by a regular expression per word.
      if (c < 32 || (c >= 0x7f && c <= 0x9f)) control = true;
    }
    const word = line.slice(ci, end);
    if (control) {
      sink.problem('PBN_BAD_CHARACTER', 'This token holds a control character, which PBN does not allow.', posAt(li + 1, ci + 1, word.length), undefined, NO_ARGS, 'PBN_BAD_CHARACTER.token');
    }
    emit({ t: 'word', text: word, pos: posAt(li + 1, ci + 1, word.length), line: li + 1 });
    ci = end;
  }

  /** Reads `[Name "value"]`, possibly over several lines; reports and skips a broken tag. */
  function lexTag(): void {
    const open = posAt(li + 1, ci + 1);
    const startLine = li;
    ci++;
    const skipRestOfTag = (): void => {
      const l = cur();
      const close = l.indexOf(']', ci);
      ci = close >= 0 ? close + 1 : l.length;
    };
    if (!skipSpace(true)) {
      sink.problem('PBN_TAG_SYNTAX', 'A tag is opened with "[" but the file ends.', open, 'A tag is written [Name "value"].', NO_ARGS, 'PBN_TAG_SYNTAX.end');
      li = lines.length;
      return;
    }
    const nameMatch = /^[A-Za-z0-9_]+/.exec(cur().slice(ci));
    if (!nameMatch) {
      sink.problem('PBN_TAG_SYNTAX', 'A tag needs a name after "[".', posAt(li + 1, ci + 1), 'A tag is written [Name "value"].', NO_ARGS, 'PBN_TAG_SYNTAX.name');
      skipRestOfTag();
      return;
    }
    const name = nameMatch[0];
    const namePos = posAt(li + 1, ci + 1, name.length);
    ci += name.length;
    if (!/^[A-Z]/.test(name)) {
      sink.problem('PBN_TAG_NAME', `The tag name "${name}" must start with a capital letter.`, namePos, 'Tag names are case-sensitive: Event, Deal, Auction...', { tag: name });
    }
    if (!skipSpace(true)) {
      sink.problem('PBN_TAG_NO_VALUE', `The tag [${name}] has no value and is never closed.`, namePos, `Write [${name} "value"].`, { tag: name }, 'PBN_TAG_NO_VALUE.unclosed');
      li = lines.length;
      return;
    }
    const l = cur();
    if (l[ci] === ']') {
      sink.problem('PBN_TAG_NO_VALUE', `The tag [${name}] has no value.`, posAt(li + 1, ci + 1), `Write [${name} "value"]; an empty value is [${name} ""].`, { tag: name }, 'PBN_TAG_NO_VALUE.empty');
      ci++;
      return;
    }
    if (l[ci] !== '"') {
      sink.problem('PBN_TAG_VALUE_UNQUOTED', `The value of [${name}] must be in double quotes.`, posAt(li + 1, ci + 1), `Write [${name} "value"].`, { tag: name });
      skipRestOfTag();
      return;
    }
    const valuePos = posAt(li + 1, ci + 2);
    const end = findQuote(l, ci + 1);
    if (end < 0) {
      sink.problem(
        'PBN_TAG_UNTERMINATED',
        `The value of [${name}] has no closing double quote on its line.`,
        posAt(li + 1, ci + 1, l.length - ci),
        'End the value with a double quote; a double quote inside a value is written \\".',
        { tag: name },
      );
      li++;
      ci = 0;
      atLineStart = true;
      return;
    }
    const raw = l.slice(ci + 1, end);
    const value = unescape(raw);
    if (CONTROL_IN_VALUE.test(raw)) {
      const at = raw.search(CONTROL_IN_VALUE);
      sink.problem(
        'PBN_BAD_CHARACTER',
        `The value of [${name}] holds a ${raw[at] === '\t' ? 'tab' : 'control character'}, which a tag value may not.`,
        posAt(li + 1, ci + 2 + at),
        'Use spaces and printable characters only.',
        { tag: name },
        raw[at] === '\t' ? 'PBN_BAD_CHARACTER.tab' : 'PBN_BAD_CHARACTER.control',
      );
    }
    ci = end + 1;
    const valueLine = li;
    const closing = skipSpace(true) && cur()[ci] === ']';
    if (closing) ci++;
    else {
      li = valueLine;
      ci = end + 1;
      sink.problem('PBN_TAG_UNCLOSED', `The tag [${name}] is not closed with "]".`, posAt(li + 1, ci + 1), 'A tag ends with "]".', { tag: name });
    }
    emit({ t: 'tag', name, value, pos: open, valuePos, line: startLine + 1, endLine: li + 1 });
  }
};

/** The index of the closing double quote of a value that starts at `from`, skipping `\"` and `\\`. */
const findQuote = (line: string, from: number): number => {
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (c === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) i++;
    else if (c === '"') return i;
  }
  return -1;
};

/** Decodes the two escapes of a tag value: `\"` and `\\`. Any other backslash is text (`Result\2R`). */
const unescape = (raw: string): string => (raw.includes('\\') ? raw.replace(/\\(["\\])/g, '$1') : raw);

/** Encodes a value for a tag: the inverse of {@link unescape}. */
export const escapeValue = (value: string): string => value.replace(/\\(?=["\\]|$)/g, '\\\\').replace(/"/g, '\\"');

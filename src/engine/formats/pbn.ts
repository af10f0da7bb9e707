/**
 * PBN 2.1: reading the whole import format into games and {@link HandRecord}s, and writing the
 * strict export format.
 *
 * What the reader handles, and why, is in `shared/formats/pbn-lin.md` §3 (a summary of the PBN
 * 2.1 standard) and the corpus README: tags with `\"` and `\\` escapes (a `]` inside a value is
 * text); `#` (copy the previous game's value) and `##text` (a default for the following games);
 * `%` escape lines (`% PBN 2.1`, `% EXPORT`) and `;` rest-of-line comments; `{...}` commentary,
 * attached to the token before it, over several lines and blank lines; notes `=n=` numbered per
 * section with `[Note "n:text"]`; suffixes `!` `?` `!!` `??` `!?` `?!` and NAGs `$n`; the
 * Auction section (`Pass` `X` `XX` bids, `AP`, `-`, `+`, `*`, `^I`, `^S`); the Play section
 * (one column per seat, reordered into the order played from the trump suit and each trick's
 * winner; `-`, `+`, `*`, `^R`, `^L`); claims (`*` then `Result`); Deal strings from any seat with
 * `-` for an unknown hand; CRLF and tabs; unknown tags (kept); the supplemental tables
 * (OptimumResultTable, ActionTable, ScoreTable...) and the `DoubleDummyTricks` tag in both of
 * its encodings, each labelled.
 *
 * ## The Auction Bridge dialect
 *
 * Auction Bridge hands are ordinary PBN with three extensions (ARCHITECTURE.md "The hand-record
 * dialect"; pbn-lin.md §5). Other PBN programs skip the tags they do not know, as the standard
 * asks of them, so a dialect file stays valid PBN.
 *
 * - `[RuleSet "whist-club-1926"]` names the rule set (an id of `RULE_SETS`: `whist-club-1926`,
 *   `whist-club-1915`, `royal-auction-1912`, `bridge-count-1908`, `seed-000`, `contract-rubber`,
 *   `contract-duplicate`). A game without it is modern contract bridge: `contract-duplicate`.
 *   `Scoring` keeps its PBN meaning and is not read for the rule set.
 * - `[RuleSetOptions "nullos;three-handed"]` switches options on, separated by `;`: `nullos`,
 *   `three-handed`, `duplicate`, and `redeal=same-dealer` or `redeal=next-dealer`.
 * - Two more strain tokens in the Auction section and the Contract tag: `R` for royal spades
 *   (`1R`, `[Contract "2RX"]`, the royal count of 1912) and `NL` for nullos (`3NL`). They are
 *   accepted only under a rule set that has the strain (`RuleSet.auction.strains`, so nullos
 *   need the `nullos` option).
 * - `[Vulnerable "None"]`: Auction Bridge has no vulnerability; another value is a problem.
 * - `[Title "..."]`, optional, a title for readers when it differs from `Event`.
 *
 * ```pbn
 * [Event "Lesson 4: the royal count"]
 * [Dealer "S"]
 * [Vulnerable "None"]
 * [Deal "S:A5.AKJ83.Q62.K74 QJT.76.KJT94.QJ3 K843.Q952.A7.982 9762.T4.853.AT65"]
 * [RuleSet "royal-auction-1912"]
 * [Auction "S"]
 * 1S {the dealer's defensive one spade} 1R Pass 2H
 * ```
 *
 * ## Strict and lenient
 *
 * Nothing here throws; every problem is a {@link Diagnostic} with a stable code, a sentence in
 * bridge words, a hint where one helps, and the line and column. Problems that leave a game
 * without a usable deal, auction or play are always errors. The others (a card that does not
 * follow suit, a Result that cannot be right, a note that is missing, a tag value that breaks
 * the standard...) are errors in strict mode (the default) and warnings in lenient mode, for
 * archives that must load anyway. A game with an error gets no record. Lenient mode also
 * repairs what it safely can, with a warning: tricks written in the order played instead of
 * in seat columns, and passes left out before the opening bid when Contract and Declarer show
 * how many.
 *
 * @packageDocumentation
 */
import {
  applyCall,
  callName,
  declarerOf,
  formatCall,
  formatContract,
  startAuction,
  trumpOf,
  type AuctionState,
  type CallError,
  type SeatedCall,
} from '../auction.ts';
import { cardSymbol, compareForDisplay, rankIndex, rankOf, suitOf } from '../card.ts';
import { trickWinner, type PlayedCard } from '../play.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../record.ts';
import { err, ok, type Result } from '../result.ts';
import { RULE_SET_IDS, getRuleSet, withOptions, type RuleOptions, type RuleSet } from '../rules/index.ts';
import { distance, leftHandOpponent, nextSeat, partner, rotate, seatsFrom, sideOf } from '../seat.ts';
import type { Diagnostic, SourcePos } from '../source.ts';
import {
  SEATS,
  SEAT_NAMES,
  STRAIN_NAMES,
  SUITS,
  SUIT_NAMES,
  type Bid,
  type BySeat,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type Doubling,
  type Level,
  type Seat,
  type Side,
  type Strain,
  type Suit,
  type Vulnerability,
} from '../types.ts';

// =============================================================================================
// Public types

/** A comment as written: `{...}` (brace) or `; ...` to the end of the line (line). */
export interface PbnComment {
  /** The text between the braces (or after the semicolon), line endings as `\n`, untrimmed. */
  readonly text: string;
  readonly style: 'brace' | 'line';
  readonly pos: SourcePos;
}

/** A tag pair `[Name "value"]`. */
export interface PbnTag {
  readonly name: string;
  /**
   * The value, escapes decoded. For `"#"` and `"##text"` this is the value that applies to the
   * game after inheritance; what was written is then in {@link PbnTag.written}.
   */
  readonly value: string;
  /** What the file said when the value came from inheritance: `#` or `##text`. */
  readonly written?: string;
  /**
   * Where an inherited value came from: `previous` for `#`; `default` when a `##` default of an
   * earlier game fills a missing tag; `carried` when a game with no Deal takes the deal tags of
   * the game before (Pavlicek's files write the second table of a board that way).
   * Tags with `default` or `carried` were not written in this game at all.
   */
  readonly inherited?: 'previous' | 'default' | 'carried';
  /** A repeated tag: ignored, as the import format says (only `Note` may repeat). */
  readonly repeated?: boolean;
  /** The `[` of the tag. */
  readonly pos: SourcePos;
  /** The first character of the value. */
  readonly valuePos: SourcePos;
  /** Comments written after the tag (before the next tag or token). */
  readonly commentary: PbnComment[];
}

/** A `[Note "n:text"]` tag, belonging to the section it follows. */
export interface PbnNote {
  readonly number: number;
  readonly text: string;
  readonly pos: SourcePos;
}

/** The kinds of token in the Auction and Play sections. */
export type PbnItemKind =
  /** A call: `Pass`, `X`, `XX`, `1C`…`7NT` (and the dialect's `1R`, `1NL`). */
  | 'call'
  /** A card: `SA`…`C2`. */
  | 'card'
  /** `-`: a seat before the dealer (Auction), a card not known (Play). */
  | 'placeholder'
  /** `+`: the call or card still to be made. */
  | 'next'
  /** `*`: the section stops here; nothing more is given. */
  | 'end'
  /** `AP`: all the remaining players pass. */
  | 'all-pass'
  /** `^S`: a turn skipped because of a call out of rotation. */
  | 'skip'
  /** Anything else: an error was reported for it. */
  | 'unknown';

/** A token of the Auction or Play section with its annotations. */
export interface PbnItem {
  readonly kind: PbnItemKind;
  /** The token as written. */
  readonly text: string;
  readonly pos: SourcePos;
  readonly call?: Call;
  readonly card?: Card;
  /** An irregularity mark written before the token: `^I` insufficient bid accepted, `^R` revoke, `^L` lead out of turn. */
  readonly irregularity?: 'I' | 'R' | 'L';
  /** `!`, `?`, `!!`, `??`, `!?` or `?!`. */
  suffix?: string;
  /** NAGs `$n`. */
  readonly nags: number[];
  /** Note references `=n=`. */
  readonly noteRefs: number[];
  readonly commentary: PbnComment[];
}

/** A column of a supplemental table, from the tag's column spec (`Name\2R`, `+Rank\3R`). */
export interface PbnColumn {
  readonly name: string;
  /** Minimum width, `\n`. */
  readonly width?: number;
  readonly align?: 'left' | 'right';
  /** A leading `+` (descending) or `-` (ascending): the order the rows are sorted in. */
  readonly sort?: 'ascending' | 'descending';
}

/** A supplemental table: `[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]` and its rows. */
export interface PbnTable {
  readonly name: string;
  readonly columns: PbnColumn[];
  /** The rows, as written (quotes removed from quoted elements). */
  readonly rows: string[][];
  readonly pos: SourcePos;
}

/** The five strains of a double-dummy table. */
export type DdStrain = 'NT' | 'S' | 'H' | 'D' | 'C';
/** Tricks for each strain; `null` where the source did not give one. */
export type DdRow = { readonly [S in DdStrain]: number | null };

/**
 * A double-dummy table: the tricks each declarer takes in each strain. Labelled with where it
 * came from and, for `DoubleDummyTricks`, which of the two encodings was read:
 *
 * - `declarer-nsew` (Bridge Composer, the common one): 20 hex digits, declarers N, S, E, W,
 *   each with NT, S, H, D, C; each digit is declarer's tricks (corpus README §5);
 * - `leader-nsew-gib` (Ginsberg's double-dummy library): groups of four per strain NT, S, H, D,
 *   C; within a group declarers E, N, W, S (opening leaders S, E, N, W); each digit is the
 *   tricks North-South take (corpus README §5, pbn-lin.md §3).
 */
export interface DoubleDummyTable {
  readonly source: 'DoubleDummyTricks' | 'OptimumResultTable';
  readonly encoding?: 'declarer-nsew' | 'leader-nsew-gib';
  /** Declarer's tricks, by declarer and strain. */
  readonly tricks: BySeat<DdRow>;
}

/** The supplemental data of a game, decoded and labelled. */
export interface PbnSupplement {
  /** From the non-standard `[DoubleDummyTricks "..."]` tag. */
  doubleDummyTricks?: DoubleDummyTable;
  /** From the `OptimumResultTable` rows, matched by their labels (never by row order). */
  optimumResultTable?: DoubleDummyTable;
  /** Every table section of the game, as written. */
  readonly tables: PbnTable[];
}

/** A section: the data lines after an `Auction`, `Play`, table or unknown tag. */
export interface PbnSection {
  /** The tag that opens it. */
  readonly name: string;
  readonly kind: 'auction' | 'play' | 'table' | 'other';
  /** The tag's value (after inheritance): the first seat for Auction and Play, the column spec of a table. */
  readonly value: string;
  /** The opening tag. */
  readonly pos: SourcePos;
  /** The tokens of an Auction or Play section. */
  readonly items: PbnItem[];
  /** The elements of a table or unknown section, in order. */
  readonly elements: { readonly text: string; readonly pos: SourcePos; readonly quoted: boolean }[];
  /** The `[Note]` tags of this section (note numbers are per section). */
  readonly notes: PbnNote[];
  /** The decoded table, for a table section. */
  table?: PbnTable;
}

/** One game of a PBN file, raw as written (plus inheritance resolved and labelled). */
export interface PbnGame {
  /** Position in the file, from 0. */
  readonly index: number;
  /** Every tag in order: unknown and supplemental ones included, `Note` tags too. */
  readonly tags: PbnTag[];
  readonly sections: PbnSection[];
  /** Comments before the first tag of the game. */
  readonly commentary: PbnComment[];
  readonly supplement: PbnSupplement;
  /** The first token of the game. */
  readonly pos: SourcePos;
  /** The last line of the game. */
  readonly endLine: number;
}

/** Options of {@link parsePbn} and {@link pbnToRecord}. */
export interface PbnOptions {
  /** Strict (the default): every problem is an error. Lenient (`false`): recoverable problems are warnings. */
  readonly strict?: boolean;
  /** The file name, for callers that format diagnostics. */
  readonly file?: string;
}

/** What {@link parsePbn} returns. */
export interface PbnParse {
  readonly games: PbnGame[];
  /**
   * One entry per game: the record, or `null` where the game has no deal to speak of (a game of
   * tags only) or, in strict mode, where it has an error.
   */
  readonly records: (HandRecord | null)[];
  /** Every problem in the file, in order. */
  readonly diagnostics: Diagnostic[];
  /** The problems of each game (the file-level ones, outside any game, are only in `diagnostics`). */
  readonly byGame: Diagnostic[][];
  /** From a `% PBN x.y` line at the top, if any. */
  readonly version?: string;
  /** Whether the file declares itself in export format (`% EXPORT`). */
  readonly exportFormat: boolean;
}

// =============================================================================================
// Constants from the standard

/** The fifteen tags of the export format, in their fixed order (PBN 2.1 §3; pbn-lin.md §3). */
export const PBN_MANDATORY_TAGS = [
  'Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South',
  'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result',
] as const;

/** The supplemental tags of PBN 2.1, and the dialect's own (RuleSet, RuleSetOptions, Title). */
const KNOWN_TAGS = new Set<string>([
  ...PBN_MANDATORY_TAGS,
  'Annotator', 'AnnotatorNA', 'Application', 'Auction', 'BidSystemEW', 'BidSystemNS', 'Competition',
  'DealId', 'Description', 'EastNA', 'EastType', 'EventDate', 'EventSponsor', 'FrenchMP', 'Generator',
  'Hidden', 'HomeTeam', 'Mode', 'NorthNA', 'NorthType', 'Note', 'OptimumScore', 'PairEW', 'PairNS',
  'Play', 'Room', 'Round', 'Score', 'ScoreIMP', 'ScoreMP', 'ScorePercentage', 'ScoreRubber',
  'ScoreRubberHistory', 'Section', 'SouthNA', 'SouthType', 'Stage', 'Table', 'Termination', 'Time',
  'TimeCall', 'TimeCard', 'TimeControl', 'UTCDate', 'UTCTime', 'VisitTeam', 'WestNA', 'WestType',
  'ActionTable', 'AuctionTimeTable', 'InstantScoreTable', 'OptimumPlayTable', 'OptimumResultTable',
  'PlayTimeTable', 'ScoreTable', 'TotalScoreTable',
  // de-facto extensions seen in the corpus (README §2): Bridge Composer's tags
  'DoubleDummyTricks', 'BCFlags',
  // the Auction Bridge dialect
  'RuleSet', 'RuleSetOptions', 'Title',
]);

/** Tags whose value is a table column spec and which are followed by rows (PBN 2.1 §5). */
const TABLE_TAGS = new Set([
  'ActionTable', 'AuctionTimeTable', 'InstantScoreTable', 'OptimumPlayTable', 'OptimumResultTable',
  'PlayTimeTable', 'ScoreTable', 'TotalScoreTable',
]);
const isTableTag = (name: string): boolean => TABLE_TAGS.has(name);

/** Tags that may not be inherited with `#` or `##` (pbn-lin.md §3). */
const NO_INHERIT = new Set(['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note']);

/** Tags a game without a Deal takes from the game before (see {@link PbnTag.inherited}). */
const CARRIED_TAGS = [
  'Event', 'Site', 'Date', 'Round', 'Stage', 'Board', 'Dealer', 'Vulnerable', 'Deal', 'Scoring',
  'Competition', 'HomeTeam', 'VisitTeam', 'RuleSet', 'RuleSetOptions', 'Title',
] as const;

/**
 * The longest line PBN allows, in characters before the line end: 255 with the line end
 * (PBN 2.1 §3). The PBN verifier's own tests agree: correct_10.pbn's "line of 255 characters"
 * holds 254 and a line end, and errors_10.pbn's 255-character lines are "too long".
 */
export const PBN_MAX_LINE = 254;

/** The rule set of a game that does not name one: modern contract bridge (ARCHITECTURE.md). */
export const PBN_DEFAULT_RULE_SET = 'contract-duplicate';

// =============================================================================================
// Small helpers

type Severity = Diagnostic['severity'];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Appends `items` to `target` one by one: `target.push(...items)` passes every item as an
 * argument and overflows the stack on a game of some 125,000 comments.
 */
const append = <T>(target: T[], items: readonly T[]): void => {
  for (const item of items) target.push(item);
};

const posAt = (line: number, column: number, length = 1): SourcePos => ({ line, column, length: Math.max(1, length) });

const seatWord = (s: Seat): string => SEAT_NAMES[s];
const possessive = (s: Seat): string => `${SEAT_NAMES[s]}'s`;
const the = (c: Card): string => `the ${cardSymbol(c)}`;

/** Collects diagnostics with the right severity for the mode. */
interface Sink {
  readonly strict: boolean;
  readonly list: Diagnostic[];
  /** A problem that leaves no usable data: always an error. */
  fatal(code: string, message: string, pos: SourcePos | undefined, hint?: string): void;
  /** A problem the reader can work around: an error when strict, a warning when lenient. */
  problem(code: string, message: string, pos: SourcePos | undefined, hint?: string): void;
  /** Worth saying, never an error. */
  warn(code: string, message: string, pos: SourcePos | undefined, hint?: string): void;
}

const makeSink = (strict: boolean): Sink => {
  const list: Diagnostic[] = [];
  const add = (code: string, severity: Severity, message: string, pos: SourcePos | undefined, hint?: string): void => {
    list.push({ code, message, severity, ...(hint !== undefined ? { hint } : {}), ...(pos !== undefined ? { pos } : {}) });
  };
  return {
    strict,
    list,
    fatal: (code, message, pos, hint) => add(code, 'error', message, pos, hint),
    problem: (code, message, pos, hint) => add(code, strict ? 'error' : 'warning', message, pos, hint),
    warn: (code, message, pos, hint) => add(code, 'warning', message, pos, hint),
  };
};

// =============================================================================================
// Lexer: the text as tags, comments, words, strings, escape lines and blank lines

type Lexeme =
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
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

interface LexResult {
  readonly lexemes: Lexeme[];
  readonly lines: string[];
}

/**
 * Splits the text into lexemes. Tags may spread over several lines (PBN allows a token per
 * line); a tag's value ends at its line. `%` is special only in column 1; `;` runs to the end of
 * the line; `{` runs to the next `}`, over lines and blank lines. A whitespace-only line outside
 * a comment ends a game.
 */
const lex = (text: string, sink: Sink): LexResult => {
  const lines = text.split(/\r\n|\r|\n/);
  const out: Lexeme[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.length > PBN_MAX_LINE) {
      sink.problem(
        'PBN_LINE_TOO_LONG',
        `Line ${i + 1} has ${line.length} characters; a PBN line holds at most ${PBN_MAX_LINE} and its line end.`,
        posAt(i + 1, PBN_MAX_LINE + 1, line.length - PBN_MAX_LINE),
        'Break the line (commentary may run over several lines).',
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
        out.push({ t: 'blank', line: li + 1 });
        li++;
        continue;
      }
      if (line[0] === '%') {
        out.push({ t: 'escape', text: line.slice(1), line: li + 1 });
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
    const here = posAt(li + 1, ci + 1);
    if (ch === ';') {
      out.push({ t: 'comment', comment: { text: line.slice(ci + 1), style: 'line', pos: posAt(li + 1, ci + 1, line.length - ci) }, line: li + 1, endLine: li + 1 });
      li++;
      atLineStart = true;
      continue;
    }
    if (ch === '{') {
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
      out.push({ t: 'comment', comment: { text: parts.join('\n'), style: 'brace', pos: here }, line: startLine + 1, endLine: li + 1 });
      if (!closed) {
        sink.fatal('PBN_COMMENT_UNCLOSED', 'This comment is never closed: there is no "}" after it.', here, 'Close the comment with "}".');
        li = lines.length;
      }
      continue;
    }
    if (ch === '[') {
      lexTag();
      continue;
    }
    if (ch === '"') {
      const end = findQuote(line, ci + 1);
      if (end < 0) {
        sink.problem('PBN_STRING_UNCLOSED', 'This quoted text is not closed on its line.', here, 'End it with a double quote.');
        out.push({ t: 'string', text: unescape(line.slice(ci + 1)), pos: posAt(li + 1, ci + 1, line.length - ci), line: li + 1 });
        ci = line.length;
      } else {
        out.push({ t: 'string', text: unescape(line.slice(ci + 1, end)), pos: posAt(li + 1, ci + 1, end - ci + 1), line: li + 1 });
        ci = end + 1;
      }
      continue;
    }
    if (ch === ']' || ch === '}') {
      sink.problem(
        ch === ']' ? 'PBN_STRAY_BRACKET' : 'PBN_STRAY_BRACE',
        `This "${ch}" closes nothing: there is no "${ch === ']' ? '[' : '{'}" before it.`,
        here,
        ch === ']' ? 'A tag is written [Name "value"].' : 'Commentary is written {like this}.',
      );
      ci++;
      continue;
    }
    let end = ci;
    while (end < line.length && !isDelimiterCode(line.charCodeAt(end))) end++;
    const word = line.slice(ci, end);
    if (CONTROL_IN_TEXT.test(word)) {
      sink.problem('PBN_BAD_CHARACTER', 'This token holds a control character, which PBN does not allow.', posAt(li + 1, ci + 1, word.length));
    }
    out.push({ t: 'word', text: word, pos: posAt(li + 1, ci + 1, word.length), line: li + 1 });
    ci = end;
  }
  return { lexemes: out, lines };

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
      sink.problem('PBN_TAG_SYNTAX', 'A tag is opened with "[" but the file ends.', open, 'A tag is written [Name "value"].');
      li = lines.length;
      return;
    }
    const nameMatch = /^[A-Za-z0-9_]+/.exec(cur().slice(ci));
    if (!nameMatch) {
      sink.problem('PBN_TAG_SYNTAX', 'A tag needs a name after "[".', posAt(li + 1, ci + 1), 'A tag is written [Name "value"].');
      skipRestOfTag();
      return;
    }
    const name = nameMatch[0];
    const namePos = posAt(li + 1, ci + 1, name.length);
    ci += name.length;
    if (!/^[A-Z]/.test(name)) {
      sink.problem('PBN_TAG_NAME', `The tag name "${name}" must start with a capital letter.`, namePos, 'Tag names are case-sensitive: Event, Deal, Auction...');
    }
    if (!skipSpace(true)) {
      sink.problem('PBN_TAG_NO_VALUE', `The tag [${name}] has no value and is never closed.`, namePos, `Write [${name} "value"].`);
      li = lines.length;
      return;
    }
    const l = cur();
    if (l[ci] === ']') {
      sink.problem('PBN_TAG_NO_VALUE', `The tag [${name}] has no value.`, posAt(li + 1, ci + 1), `Write [${name} "value"]; an empty value is [${name} ""].`);
      ci++;
      return;
    }
    if (l[ci] !== '"') {
      sink.problem('PBN_TAG_VALUE_UNQUOTED', `The value of [${name}] must be in double quotes.`, posAt(li + 1, ci + 1), `Write [${name} "value"].`);
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
      );
    }
    ci = end + 1;
    const valueLine = li;
    const closing = skipSpace(true) && cur()[ci] === ']';
    if (closing) ci++;
    else {
      li = valueLine;
      ci = end + 1;
      sink.problem('PBN_TAG_UNCLOSED', `The tag [${name}] is not closed with "]".`, posAt(li + 1, ci + 1), 'A tag ends with "]".');
    }
    out.push({ t: 'tag', name, value, pos: open, valuePos, line: startLine + 1, endLine: li + 1 });
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
const escapeValue = (value: string): string => value.replace(/\\(?=["\\]|$)/g, '\\\\').replace(/"/g, '\\"');

// =============================================================================================
// Assembling games: tags, sections, tokens, comments, inheritance

/** Valid suffixes and the NAG each stands for (PBN 2.1 §3.9: `!` = $1 ... `?!` = $6 on calls, +6 on cards). */
const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'] as const;

/** Pieces of a section word: `^x`, `=n=`, `$n`, suffix, or the token itself (`2NT?=1=` is three pieces). */
const PIECE = /\^[A-Za-z]?|=[^=\s]*=?|\$[^\s=$!?^]*|[!?]+|[^=$!?^\s]+/y;

interface Draft {
  game: PbnGame;
  /** Line where the game's first lexeme starts, and where it ends. */
  startLine: number;
  endLine: number;
  diagnostics: Diagnostic[];
}

interface Assembly {
  readonly drafts: Draft[];
  readonly version?: string;
  readonly exportFormat: boolean;
}

const CALL_TOKEN = /^(?:(pass)|(p)|(xx)|(x)|([1-7])(nt|nl|n|c|d|h|s|r))$/i;
const CARD_TOKEN = /^([shdc])(10|[2-9tjqka])$/i;

/** Reads a call token of the Auction section; `nonstandard` for forms PBN does not allow (`P`, `1N`). */
const readCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const known = CALLS_READ.get(text);
  if (known) return known;
  const read = matchCall(text);
  if (read) CALLS_READ.set(text, read);
  return read;
};

/** The calls read so far, by token: a finite set (the tokens {@link CALL_TOKEN} matches), read once each. */
const CALLS_READ = new Map<string, { call: Call; nonstandard: boolean }>();

const matchCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const m = CALL_TOKEN.exec(text);
  if (!m) return undefined;
  if (m[1]) return { call: { type: 'pass' }, nonstandard: false };
  if (m[2]) return { call: { type: 'pass' }, nonstandard: true };
  if (m[3]) return { call: { type: 'redouble' }, nonstandard: false };
  if (m[4]) return { call: { type: 'double' }, nonstandard: false };
  const strainText = m[6]!.toUpperCase();
  const strain: Strain = strainText === 'N' ? 'NT' : (strainText as Strain);
  return { call: { type: 'bid', level: Number(m[5]) as Level, strain }, nonstandard: strainText === 'N' };
};

/** Reads a card token of the Play section, suit first, any case; `10` for the ten is non-standard. */
const readCard = (text: string): { card: Card; nonstandard: boolean } | undefined => {
  const known = CARDS_READ.get(text);
  if (known) return known;
  const m = CARD_TOKEN.exec(text);
  if (!m) return undefined;
  const rank = m[2] === '10' ? 'T' : m[2]!.toUpperCase();
  const read = { card: `${m[1]!.toUpperCase()}${rank}` as Card, nonstandard: m[2] === '10' };
  CARDS_READ.set(text, read);
  return read;
};

/** The cards read so far, by token: a finite set (the tokens {@link CARD_TOKEN} matches), read once each. */
const CARDS_READ = new Map<string, { card: Card; nonstandard: boolean }>();

const newSection = (name: string, kind: PbnSection['kind'], value: string, pos: SourcePos): PbnSection => ({
  name, kind, value, pos, items: [], elements: [], notes: [],
});

/** Groups the lexemes into games and builds each game's tags, sections, tokens and comments. */
const assemble = (lexemes: readonly Lexeme[], sink: Sink): Assembly => {
  const drafts: Draft[] = [];
  let version: string | undefined;
  let exportFormat = false;
  let seenGame = false;

  // Inheritance across games (PBN 2.1 §3.4: "#" and "##").
  let previous = new Map<string, string>();
  const defaults = new Map<string, string>();

  // The chunk being read (the lexemes between two blank lines).
  let game = null as Mutable<PbnGame> | null;
  let chunkStart: number | null = null;
  let chunkPos: SourcePos | null = null;
  let chunkEnd = 0;
  let orphanComments: PbnComment[] = [];
  let section = null as PbnSection | null;
  let noteSection = null as PbnSection | null;
  let lastTag = null as PbnTag | null;
  let lastItem = null as PbnItem | null;
  let attach = null as PbnComment[] | null;
  let pendingMark = null as { mark: 'I' | 'R' | 'L'; pos: SourcePos } | null;
  let unexpectedReported = false;
  let lastTagLine = -1;
  let tableCommentLine = -1;
  /** The last line holding an element of the current table. */
  let tableElementLine = -1;
  /** The tag names written in the game so far (a second one is a repeat). */
  let gameNames = new Set<string>();

  const finishGame = (): void => {
    if (game) {
      const g = game;
      const written = new Set(g.tags.map((t) => t.name));
      for (const [name, value] of defaults) {
        if (!written.has(name)) g.tags.push({ name, value, inherited: 'default', pos: g.pos, valuePos: g.pos, commentary: [] });
      }
      const has = (name: string): boolean => g.tags.some((t) => t.name === name && !t.repeated);
      // Pavlicek's files write the other table of a board with no Board, Dealer or Deal tag
      // (corpus README §3, example3.pbn and shared_deals.pbn): such a game plays the board before.
      const contract = g.tags.find((t) => t.name === 'Contract' && !t.repeated)?.value.trim() ?? '';
      const needsDeal = has('Auction') || has('Play') || (contract !== '' && contract !== '?');
      if (!has('Deal') && !has('Dealer') && !has('Board') && needsDeal && previous.has('Deal')) {
        for (const name of CARRIED_TAGS) {
          const value = previous.get(name);
          if (value !== undefined && !has(name)) g.tags.push({ name, value, inherited: 'carried', pos: g.pos, valuePos: g.pos, commentary: [] });
        }
        sink.warn(
          'PBN_DEAL_CARRIED',
          'This game has no Deal: it is read as another table of the board before it, with the same deal, dealer and vulnerability.',
          g.pos,
          'Write the Deal, Dealer and Vulnerable tags (or "#" where the standard allows it) to make this explicit.',
        );
      }
      const effective = new Map<string, string>();
      for (const t of g.tags) if (!t.repeated && !effective.has(t.name) && t.name !== 'Note') effective.set(t.name, t.value);
      previous = effective;
      drafts.push({ game: g, startLine: chunkStart ?? g.pos.line, endLine: chunkEnd, diagnostics: [] });
    }
    // A chunk of text without a single tag is not a game (its text was reported as unexpected).
    game = null;
    gameNames = new Set();
    chunkStart = null;
    chunkPos = null;
    orphanComments = [];
    section = null;
    noteSection = null;
    lastTag = null;
    lastItem = null;
    attach = null;
    pendingMark = null;
    unexpectedReported = false;
  };

  const reportUnexpected = (pos: SourcePos, what: string): void => {
    if (unexpectedReported) return;
    unexpectedReported = true;
    sink.problem(
      'PBN_UNEXPECTED_TEXT',
      `${what} stands outside any section: only tags, commentary and the data lines of a section (Auction, Play, a table) may appear here.`,
      pos,
      'Put commentary in {braces}, or start a section with its tag.',
    );
  };

  const startChunk = (line: number, pos: SourcePos): void => {
    if (chunkStart === null) {
      chunkStart = line;
      chunkPos = pos;
    }
  };

  const onTag = (lx: Extract<Lexeme, { t: 'tag' }>): void => {
    startChunk(lx.line, lx.pos);
    if (!game) {
      seenGame = true;
      game = { index: drafts.length, tags: [], sections: [], commentary: orphanComments, supplement: { tables: [] }, pos: chunkPos ?? lx.pos, endLine: lx.endLine };
    }
    const g = game;
    if (exportFormat && (lx.pos.column !== 1 || lx.line === lastTagLine)) {
      sink.problem(
        'PBN_EXPORT_LAYOUT',
        `The file says it is in export format, where each tag stands alone on its line from the first column; [${lx.name}] does not.`,
        lx.pos,
        'Put one tag per line, starting in column 1, or remove the "% EXPORT" line.',
      );
    }
    lastTagLine = lx.endLine;
    let value = lx.value;
    let written: string | undefined;
    let inherited: PbnTag['inherited'];
    if (value === '#' || value.startsWith('##')) {
      written = value;
      if (NO_INHERIT.has(lx.name)) {
        sink.problem(
          'PBN_INHERIT_NOT_ALLOWED',
          `[${lx.name}] may not be copied from another game with "${value === '#' ? '#' : '##'}": it must be written out.`,
          lx.valuePos,
          'Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play and Note are written in every game.',
        );
      }
      if (value === '#') {
        inherited = 'previous';
        const before = previous.get(lx.name);
        if (before === undefined) {
          sink.problem('PBN_INHERIT_NOTHING', `[${lx.name} "#"] copies the value of the game before, but that game has no ${lx.name} tag.`, lx.valuePos, `Write the value of [${lx.name}] out.`);
          value = '';
        } else value = before;
        defaults.delete(lx.name);
      } else {
        value = value.slice(2);
        if (value === '') defaults.delete(lx.name);
        else defaults.set(lx.name, value);
      }
    }
    const repeated = lx.name !== 'Note' && gameNames.has(lx.name);
    gameNames.add(lx.name);
    if (repeated) {
      sink.problem('PBN_TAG_REPEATED', `[${lx.name}] appears twice in this game; the second one is ignored.`, lx.pos, 'Remove one of them.');
    }
    const tag: PbnTag = {
      name: lx.name,
      value,
      ...(written !== undefined ? { written } : {}),
      ...(inherited !== undefined ? { inherited } : {}),
      ...(repeated ? { repeated } : {}),
      pos: lx.pos,
      valuePos: lx.valuePos,
      commentary: [],
    };
    g.tags.push(tag);
    g.endLine = lx.endLine;
    lastTag = tag;
    lastItem = null;
    attach = tag.commentary;
    pendingMark = null;
    unexpectedReported = false;
    if (lx.name === 'Note') {
      if (!noteSection) {
        sink.problem('PBN_NOTE_OUTSIDE_SECTION', 'A [Note] belongs after an Auction or Play section, and this game has none before it.', lx.pos, 'Put the note after the calls or cards that refer to it.');
        return;
      }
      addNote(noteSection, tag);
      return;
    }
    if (repeated) {
      section = null;
      return;
    }
    if (lx.name === 'Auction' || lx.name === 'Play') {
      section = newSection(lx.name, lx.name === 'Auction' ? 'auction' : 'play', value, lx.pos);
      g.sections.push(section);
      noteSection = section;
    } else if (isTableTag(lx.name)) {
      section = newSection(lx.name, 'table', value, lx.pos);
      g.sections.push(section);
    } else {
      section = null;
    }
    tableCommentLine = -1;
    tableElementLine = -1;
  };

  const addNote = (target: PbnSection, tag: PbnTag): void => {
    const m = /^\s*(\d+)\s*:([\s\S]*)$/.exec(tag.value);
    if (!m) {
      sink.problem('PBN_NOTE_SYNTAX', `A note is written [Note "n:text"] with a number from 1 to 32; "${tag.value}" is not.`, tag.valuePos, 'For example [Note "1:weak two"].');
      return;
    }
    const n = Number(m[1]);
    if (n < 1 || n > 32) {
      sink.problem('PBN_NOTE_NUMBER', `Notes are numbered from 1 to 32; ${m[1]} is out of range.`, tag.valuePos, 'Renumber the note and its =n= references.');
      return;
    }
    if (target.notes.some((x) => x.number === n)) {
      sink.problem('PBN_NOTE_REPEATED', `Note ${n} of the ${target.name} section is given twice.`, tag.pos, 'Give each note its own number.');
      return;
    }
    target.notes.push({ number: n, text: m[2]!.trim(), pos: tag.pos });
  };

  const addPieces = (sec: PbnSection, word: string, pos: SourcePos): void => {
    const isAuction = sec.kind === 'auction';
    PIECE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while (PIECE.lastIndex < word.length && (m = PIECE.exec(word)) !== null) {
      const piece = m[0];
      const at = posAt(pos.line, pos.column + m.index, piece.length);
      const owner = lastItem;
      const needOwner = (what: string): PbnItem | null => {
        if (!owner) sink.problem('PBN_ANNOTATION_WITHOUT_TOKEN', `${what} must follow the ${isAuction ? 'call' : 'card'} it annotates.`, at);
        return owner;
      };
      if (piece.startsWith('^')) {
        const mark = piece.slice(1).toUpperCase();
        if (isAuction && mark === 'S') {
          if (pendingMark) sink.problem('PBN_IRREGULARITY', 'Two irregularity marks stand before one token.', at);
          pendingMark = null;
          const item: PbnItem = { kind: 'skip', text: piece, pos: at, nags: [], noteRefs: [], commentary: [] };
          sec.items.push(item);
          lastItem = item;
          attach = item.commentary;
          continue;
        }
        const allowed = isAuction ? ['I'] : ['R', 'L'];
        if (!allowed.includes(mark)) {
          sink.problem(
            'PBN_IRREGULARITY',
            `"${piece}" is not an irregularity mark of the ${sec.name} section.`,
            at,
            isAuction ? 'The Auction section knows ^I (insufficient bid accepted) and ^S (turn skipped).' : 'The Play section knows ^R (revoke) and ^L (lead out of turn).',
          );
          continue;
        }
        if (pendingMark) {
          sink.problem('PBN_IRREGULARITY', `Two irregularity marks (^${pendingMark.mark} and ${piece}) stand before one ${isAuction ? 'call' : 'card'}.`, at, 'A token carries at most one irregularity.');
          continue;
        }
        pendingMark = { mark: mark as 'I' | 'R' | 'L', pos: at };
        continue;
      }
      if (piece.startsWith('=')) {
        const item = needOwner('A note reference');
        const nm = /^=(\d+)=$/.exec(piece);
        if (!nm || Number(nm[1]) < 1 || Number(nm[1]) > 32) {
          sink.problem('PBN_NOTE_REF', `"${piece}" is not a note reference: write =n= with n from 1 to 32.`, at);
          continue;
        }
        if (!item) continue;
        if (item.noteRefs.length > 0) {
          sink.problem('PBN_NOTE_REF_TWICE', `This ${isAuction ? 'call' : 'card'} already refers to note ${item.noteRefs[0]}; a token may refer to one note only.`, at, 'Put both remarks in one note.');
          continue;
        }
        item.noteRefs.push(Number(nm[1]));
        continue;
      }
      if (piece.startsWith('$')) {
        const item = needOwner('A NAG');
        const nm = /^\$(\d{1,3})$/.exec(piece);
        const n = nm ? Number(nm[1]) : NaN;
        if (!nm || n > 255) {
          sink.problem('PBN_NAG', `"${piece}" is not a NAG: write $n with n from 0 to 255.`, at);
          continue;
        }
        const quality = isAuction ? n >= 1 && n <= 6 : n >= 7 && n <= 12;
        const wrongKind = isAuction ? n >= 7 && n <= 12 : n >= 1 && n <= 6;
        if (wrongKind) {
          sink.problem('PBN_NAG', `$${n} judges a ${isAuction ? 'card' : 'call'}, so it cannot follow a ${isAuction ? 'call' : 'card'}.`, at, isAuction ? 'Calls take $1 to $6.' : 'Cards take $7 to $12.');
          continue;
        }
        if (!item) continue;
        if (quality && (item.suffix !== undefined || item.nags.some((x) => (isAuction ? x >= 1 && x <= 6 : x >= 7 && x <= 12)))) {
          sink.problem('PBN_NAG_TWICE', `This ${isAuction ? 'call' : 'card'} is already judged (by a suffix or a NAG); it takes one judgement only.`, at);
          continue;
        }
        item.nags.push(n);
        continue;
      }
      if (/^[!?]/.test(piece)) {
        const item = needOwner('A suffix');
        if (!(SUFFIXES as readonly string[]).includes(piece)) {
          sink.problem('PBN_SUFFIX', `"${piece}" is not a suffix: PBN knows ! ? !! ?? !? and ?!.`, at);
          continue;
        }
        if (!item) continue;
        if (item.suffix !== undefined || item.nags.some((x) => (isAuction ? x >= 1 && x <= 6 : x >= 7 && x <= 12))) {
          sink.problem('PBN_SUFFIX_TWICE', `This ${isAuction ? 'call' : 'card'} already has a suffix or a judging NAG; it takes one only.`, at);
          continue;
        }
        item.suffix = piece;
        continue;
      }
      const item = readItem(sec, piece, at);
      if (pendingMark) {
        if (item.kind === (isAuction ? 'call' : 'card')) Object.assign(item, { irregularity: pendingMark.mark });
        else sink.problem('PBN_IRREGULARITY', `The mark ^${pendingMark.mark} must stand before a ${isAuction ? 'call' : 'card'}.`, pendingMark.pos);
        pendingMark = null;
      }
      sec.items.push(item);
      lastItem = item;
      attach = item.commentary;
    }
  };

  const readItem = (sec: PbnSection, piece: string, at: SourcePos): PbnItem => {
    const base = { text: piece, pos: at, nags: [] as number[], noteRefs: [] as number[], commentary: [] as PbnComment[] };
    if (piece === '-' || piece === '--') {
      if (piece === '--') sink.problem('PBN_NONSTANDARD', '"--" is not PBN: an unknown card or an empty place is written "-".', at, 'Write "-".');
      return { kind: 'placeholder', ...base };
    }
    if (piece === '+') return { kind: 'next', ...base };
    if (piece === '*') return { kind: 'end', ...base };
    if (sec.kind === 'auction') {
      if (/^ap$/i.test(piece)) return { kind: 'all-pass', ...base };
      const c = readCall(piece);
      if (c) {
        if (c.nonstandard) {
          sink.problem('PBN_NONSTANDARD', `"${piece}" is not standard PBN.`, at, c.call.type === 'pass' ? 'Write "Pass".' : `Write "${piece.slice(0, 1)}NT".`);
        }
        return { kind: 'call', call: c.call, ...base };
      }
      sink.fatal(
        'PBN_BAD_CALL',
        `"${piece}" is not a call. A call is Pass, X, XX, or a level from 1 to 7 and a strain: C, D, H, S, NT (and R or NL under the rule sets that have them).`,
        at,
        /^[1-7]/.test(piece) ? 'Name the strain with one letter, or NT for no-trump: 1C, 2D, 3H, 4S, 1NT.' : undefined,
      );
      return { kind: 'unknown', ...base };
    }
    const c = readCard(piece);
    if (c) {
      if (c.nonstandard) sink.problem('PBN_NONSTANDARD', `"${piece}" is not standard PBN: the ten is written T.`, at, `Write "${piece.slice(0, 1)}T".`);
      return { kind: 'card', card: c.card, ...base };
    }
    const suit = piece[0]?.toUpperCase();
    sink.fatal(
      'PBN_BAD_CARD',
      suit !== undefined && 'SHDC'.includes(suit)
        ? `"${piece}" is not a card: after the suit letter comes one rank, A K Q J T or 9 down to 2.`
        : `"${piece}" is not a card: a card is a suit letter (S, H, D, C) and a rank (A K Q J T 9 ... 2), like SA or HT.`,
      at,
    );
    return { kind: 'unknown', ...base };
  };

  for (const lx of lexemes) {
    switch (lx.t) {
      case 'blank':
        finishGame();
        break;
      case 'escape':
        // `% PBN x.y` heads the file; `% EXPORT` declares the export format for what follows
        // (the verifier's errors_10.pbn declares it before its last game).
        if (!seenGame && game === null) {
          const vm = /^\s*PBN\s+(\d+(?:\.\d+)*)/i.exec(lx.text);
          if (vm && version === undefined) version = vm[1];
        }
        if (game === null && /^\s*EXPORT\s*$/i.test(lx.text)) exportFormat = true;
        break;
      case 'comment': {
        startChunk(lx.line, lx.comment.pos);
        if (section && section.kind === 'table') {
          if (tableElementLine === lx.line) sink.problem('PBN_TABLE_COMMENT', 'A comment may not stand among the elements of a table row.', lx.comment.pos, 'Put the comment on a line of its own.');
          tableCommentLine = lx.endLine;
        }
        if (attach) attach.push(lx.comment);
        else orphanComments.push(lx.comment);
        if (game) game.endLine = Math.max(game.endLine, lx.endLine);
        chunkEnd = Math.max(chunkEnd, lx.endLine);
        break;
      }
      case 'tag':
        chunkEnd = Math.max(chunkEnd, lx.endLine);
        onTag(lx);
        break;
      case 'word':
      case 'string': {
        startChunk(lx.line, lx.pos);
        chunkEnd = Math.max(chunkEnd, lx.line);
        if (game) game.endLine = Math.max(game.endLine, lx.line);
        if (!game) {
          reportUnexpected(lx.pos, lx.t === 'word' ? `"${lx.text}"` : 'Quoted text');
          break;
        }
        if (!section && lastTag && !KNOWN_TAGS.has(lastTag.name) && !lastTag.repeated) {
          section = newSection(lastTag.name, 'other', lastTag.value, lastTag.pos);
          game.sections.push(section);
          sink.warn('PBN_UNKNOWN_SECTION', `[${lastTag.name}] is not a PBN tag, and the lines after it are kept but not read.`, lx.pos);
        }
        if (!section) {
          reportUnexpected(lx.pos, lx.t === 'word' ? `"${lx.text}"` : 'Quoted text');
          break;
        }
        if (section.kind === 'auction' || section.kind === 'play') {
          if (lx.t === 'string') {
            sink.problem('PBN_UNEXPECTED_TEXT', `Quoted text has no place in the ${section.name} section.`, lx.pos, 'Put commentary in {braces}.');
            break;
          }
          addPieces(section, lx.text, lx.pos);
          break;
        }
        if (section.kind === 'table') {
          if (tableCommentLine === lx.line) sink.problem('PBN_TABLE_COMMENT', 'A comment may not stand among the elements of a table row.', lx.pos, 'Put the comment on a line of its own.');
          if (lx.t === 'word' && /[%]/.test(lx.text)) {
            sink.problem('PBN_TABLE_ELEMENT', `"${lx.text}" cannot be a table element: "%" is not allowed in one.`, lx.pos);
          }
        }
        section.elements.push({ text: lx.text, pos: lx.pos, quoted: lx.t === 'string' });
        tableElementLine = lx.line;
        lastItem = null;
        attach = null;
        break;
      }
    }
  }
  finishGame();
  return { drafts, ...(version !== undefined ? { version } : {}), exportFormat };
};

// =============================================================================================
// Tag values (PBN 2.1 §3 and §4, as the verifier's test files exercise them)

const NUMBER = String.raw`[+-]?\d+`;
const DECIMAL = String.raw`[+-]?\d+(?:\.\d*)?`;
const sided = (n: string): RegExp => new RegExp(`^(?:(?:NS|EW) )?${n}(?: (?:NS|EW) ${n})?$`);

/** Value checks by tag: a pattern and what to say when a value does not match. */
const VALUE_RULES: Readonly<Record<string, { readonly ok: RegExp; readonly expected: string }>> = {
  Date: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits' },
  EventDate: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits' },
  UTCDate: { ok: /^(?:\?|[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2})?$/, expected: 'a date YYYY.MM.DD, with ? for unknown digits' },
  Time: { ok: /^(?:\?|[0-9?]{2}:[0-9?]{2}:[0-9?]{2})?$/, expected: 'a time HH:MM:SS' },
  UTCTime: { ok: /^(?:\?|[0-9?]{2}:[0-9?]{2}:[0-9?]{2})?$/, expected: 'a time HH:MM:SS' },
  Round: { ok: /^(?:\?|[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)?$/, expected: 'a round number such as 1 or 1.A.2' },
  Dealer: { ok: /^(?:[NESW]|\?)?$/i, expected: 'a seat: N, E, S or W' },
  Vulnerable: { ok: /^(?:None|Love|-|NS|EW|All|Both|\?)?$/i, expected: 'None (or Love, -), NS, EW or All (or Both)' },
  Declarer: { ok: /^(?:\^?[NESW]|\?)?$/i, expected: 'a seat: N, E, S or W (^N when declarer and dummy swapped places)' },
  Contract: {
    ok: /^(?:Pass|[1-7](?:NT|NL|N|C|D|H|S|R)(?:XX|X)?|NT|NL|N|C|D|H|S|R|\?)?$/i,
    expected: 'Pass, or a level 1 to 7, a strain (C, D, H, S, NT) and X or XX if doubled, like 4HX',
  },
  Result: {
    ok: /^(?:\^?\d{1,2}|(?:NS|EW) \^?\d{1,2}(?: (?:NS|EW) \^?\d{1,2})?|\?)?$/,
    expected: 'the tricks won by declarer (0 to 13), or "NS n", "EW n"',
  },
  Score: { ok: new RegExp(`${sided(NUMBER).source}|^\\??$`), expected: 'a score such as "NS 620" or "-100"' },
  ScoreIMP: { ok: new RegExp(`${sided(DECIMAL).source}|^\\??$`), expected: 'IMPs such as "NS 2.5"' },
  ScoreMP: { ok: new RegExp(`${sided(DECIMAL).source}|^\\??$`), expected: 'match points such as "NS 12.5"' },
  ScorePercentage: { ok: new RegExp(`${sided(String.raw`\d+(?:\.\d*)?`).source}|^\\??$`), expected: 'a percentage from 0 to 100 such as "NS 55.2"' },
  ScoreRubber: {
    ok: /^(?:(?:(?:NS|EW) )?\d+\s*\/\s*\d+(?:\s+(?:NS|EW) \d+\s*\/\s*\d+)?\s*|\??)$/,
    expected: 'points above and below the line, "above/below", such as "EW 300/40"',
  },
  OptimumScore: { ok: /^(?:(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?|\??)$/, expected: 'a side and a score, such as "NS 620"' },
  Scoring: { ok: /^(?:\?|[A-Za-z][A-Za-z0-9_]*(?:;[A-Za-z][A-Za-z0-9_]*)*)?$/, expected: 'scoring names separated by ";", such as "IMP" or "MP;MP1"' },
  Competition: { ok: /^(?:Individuals?|Pairs|Teams|Chicago|Rubber|\?)?$/i, expected: 'Individuals, Pairs, Teams, Chicago or Rubber' },
  WestType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program' },
  NorthType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program' },
  EastType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program' },
  SouthType: { ok: /^(?:human|program|\?)?$/i, expected: 'human or program' },
  Mode: { ok: /^(?:EMB|IBS|OKB|TABLE|TC|\?)?$/i, expected: 'EMB, IBS, OKB, TABLE or TC' },
  FrenchMP: { ok: /^(?:Yes|No|\?)?$/i, expected: 'Yes or No' },
  Room: { ok: /^(?:Open|Closed|\?)?$/i, expected: 'Open or Closed' },
  Hidden: { ok: /^[NESW]*$/i, expected: 'the seats to hide, such as "EW"' },
  DoubleDummyTricks: { ok: /^(?:[0-9a-dA-D]{20})?$/, expected: '20 hexadecimal digits (0 to d), five per declarer' },
};

/** Checks every tag value that the standard gives a syntax to, and a few consistency rules. */
const checkTagValues = (game: PbnGame, sink: Sink): void => {
  for (const tag of game.tags) {
    if (tag.repeated || tag.inherited === 'default' || tag.inherited === 'carried') continue;
    if (!KNOWN_TAGS.has(tag.name)) {
      sink.warn('PBN_UNKNOWN_TAG', `[${tag.name}] is not a PBN tag; it is kept as written.`, tag.pos, 'Check the spelling if you meant a standard tag.');
      continue;
    }
    const rule = VALUE_RULES[tag.name];
    if (rule && !rule.ok.test(tag.value)) {
      sink.problem('PBN_TAG_VALUE', `[${tag.name} "${tag.value}"]: the value should be ${rule.expected}.`, tag.valuePos);
      continue;
    }
    if (tag.name === 'Result') {
      const parts = [...tag.value.matchAll(/(NS|EW)? ?\^?(\d{1,2})/g)].map((m) => Number(m[2]));
      if (parts.some((n) => n > 13)) {
        sink.problem('PBN_TAG_VALUE', `[Result "${tag.value}"]: a side takes at most 13 tricks.`, tag.valuePos);
      } else if (parts.length === 2 && parts[0]! + parts[1]! !== 13) {
        sink.problem('PBN_RESULT_SUM', `[Result "${tag.value}"]: the two sides' tricks add up to ${parts[0]! + parts[1]!}, not 13.`, tag.valuePos);
      }
    }
    if (tag.name === 'ScorePercentage') {
      for (const m of tag.value.matchAll(/\d+(?:\.\d*)?/g)) {
        if (Number(m[0]) > 100) sink.problem('PBN_TAG_VALUE', `[ScorePercentage "${tag.value}"]: a percentage is at most 100.`, tag.valuePos);
      }
    }
  }
  checkRubberHistory(game, sink);
};

/**
 * `ScoreRubberHistory "NS a b / g1 g2 ... EW ..."`: the games below the line; a side with a
 * finished game of 100 or more is vulnerable, and the Vulnerable tag must agree (PBN 2.0;
 * errors_20 games 3 to 6).
 */
const checkRubberHistory = (game: PbnGame, sink: Sink): void => {
  const history = firstTag(game, 'ScoreRubberHistory');
  const vul = firstTag(game, 'Vulnerable');
  if (!history || !vul) return;
  const sides = [...history.value.matchAll(/(NS|EW)\s+([\d\s]*)\/([\d\s]*)/g)];
  if (sides.length === 0) {
    sink.problem('PBN_TAG_VALUE', `[ScoreRubberHistory "${history.value}"] should read like "NS 0 0 / 100 0 EW 0 0 / 0 0".`, history.valuePos);
    return;
  }
  const vulnerable = new Set<string>();
  for (const m of sides) {
    const games = m[3]!.trim().split(/\s+/).filter((x) => x !== '').map(Number);
    if (games.slice(0, -1).some((x) => x >= 100)) vulnerable.add(m[1]!);
  }
  const expected: Vulnerability = vulnerable.size === 2 ? 'All' : vulnerable.has('NS') ? 'NS' : vulnerable.has('EW') ? 'EW' : 'None';
  const written = readVulnerability(vul.value);
  if (written !== undefined && written !== expected) {
    sink.problem(
      'PBN_VULNERABLE_HISTORY',
      `[Vulnerable "${vul.value}"] disagrees with the rubber so far: by ScoreRubberHistory the vulnerability is ${expected}.`,
      vul.valuePos,
      'A side that has won a game is vulnerable.',
    );
  }
};

/** The first tag of a name that applies to the game (not a repeat). */
const firstTag = (game: PbnGame, name: string): PbnTag | undefined => game.tags.find((t) => t.name === name && !t.repeated);

/** A tag's value, or `undefined` when absent or unknown (`""` and `"?"` say nothing). */
const known = (tag: PbnTag | undefined): string | undefined =>
  tag === undefined || tag.value.trim() === '' || tag.value.trim() === '?' ? undefined : tag.value.trim();

const readVulnerability = (text: string): Vulnerability | undefined => {
  switch (text.trim().toLowerCase()) {
    case 'none':
    case 'love':
    case '-':
      return 'None';
    case 'ns':
      return 'NS';
    case 'ew':
      return 'EW';
    case 'all':
    case 'both':
      return 'All';
    default:
      return undefined;
  }
};

const readSeat = (text: string | undefined): Seat | undefined => {
  const s = text?.trim().toUpperCase();
  return s === 'N' || s === 'E' || s === 'S' || s === 'W' ? s : undefined;
};

// =============================================================================================
// Tables (PBN 2.1 §5) and double-dummy data

const COLUMN_SPEC = /^([+-]?)([A-Za-z][A-Za-z0-9_]*)(?:\\(\d+)([LR])?)?$/;

/** Reads a table's column spec and rows; checks widths, row counts and sort order. */
const readTable = (section: PbnSection, sink: Sink): PbnTable | undefined => {
  const columns: PbnColumn[] = [];
  for (const field of section.value.split(';')) {
    const m = COLUMN_SPEC.exec(field.trim());
    if (!m) {
      sink.problem(
        'PBN_TABLE_COLUMNS',
        `"${field}" is not a column of [${section.name}]: a column is a name, then optionally \\ and a width with L or R.`,
        section.pos,
        'For example "Declarer;Denomination\\2R;Result\\2R".',
      );
      return undefined;
    }
    columns.push({
      name: m[2]!,
      ...(m[3] !== undefined ? { width: Number(m[3]) } : {}),
      ...(m[4] !== undefined ? { align: m[4] === 'L' ? ('left' as const) : ('right' as const) } : {}),
      ...(m[1] ? { sort: m[1] === '+' ? ('descending' as const) : ('ascending' as const) } : {}),
    });
  }
  const rows: string[][] = [];
  const els = section.elements;
  for (let i = 0; i < els.length; i += columns.length) {
    const row = els.slice(i, i + columns.length);
    if (row.length < columns.length) {
      sink.problem(
        'PBN_TABLE_INCOMPLETE',
        `The last row of [${section.name}] has ${row.length} of its ${columns.length} elements.`,
        row[0]!.pos,
        'Write "-" for an empty element.',
      );
      break;
    }
    rows.push(row.map((e) => e.text));
  }
  for (const [c, column] of columns.entries()) {
    if (!column.sort) continue;
    for (let r = 1; r < rows.length; r++) {
      const a = Number(rows[r - 1]![c]);
      const b = Number(rows[r]![c]);
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      if (column.sort === 'ascending' ? b < a : b > a) {
        sink.problem(
          'PBN_TABLE_ORDER',
          `Column ${column.name} of [${section.name}] is marked ${column.sort === 'ascending' ? '"-" (ascending)' : '"+" (descending)'}, but row ${r + 1} breaks that order.`,
          els[r * columns.length + c]?.pos ?? section.pos,
        );
        break;
      }
    }
  }
  return { name: section.name, columns, rows, pos: section.pos };
};

const DD_STRAINS: readonly DdStrain[] = ['NT', 'S', 'H', 'D', 'C'];
const emptyRow = (): { -readonly [S in DdStrain]: number | null } => ({ NT: null, S: null, H: null, D: null, C: null });

/**
 * Decodes a 20-digit `DoubleDummyTricks` value in one of its two encodings (see
 * {@link DoubleDummyTable}); `undefined` if the value is not 20 digits from 0 to d.
 */
export const decodeDoubleDummyTricks = (hex: string, encoding: NonNullable<DoubleDummyTable['encoding']>): DoubleDummyTable | undefined => {
  if (!/^[0-9a-dA-D]{20}$/.test(hex)) return undefined;
  const digits = [...hex].map((d) => parseInt(d, 16));
  const rows: BySeat<{ -readonly [S in DdStrain]: number | null }> = { N: emptyRow(), E: emptyRow(), S: emptyRow(), W: emptyRow() };
  if (encoding === 'declarer-nsew') {
    (['N', 'S', 'E', 'W'] as const).forEach((seat, i) => DD_STRAINS.forEach((strain, j) => (rows[seat][strain] = digits[i * 5 + j]!)));
  } else {
    DD_STRAINS.forEach((strain, i) =>
      (['E', 'N', 'W', 'S'] as const).forEach((seat, j) => {
        const ns = digits[i * 4 + j]!;
        rows[seat][strain] = sideOf(seat) === 'NS' ? ns : 13 - ns;
      }),
    );
  }
  return { source: 'DoubleDummyTricks', encoding, tricks: rows };
};

/** Reads an OptimumResultTable's rows by their labels: Declarer, Denomination, Result. */
const readOptimumResults = (table: PbnTable, sink: Sink): DoubleDummyTable | undefined => {
  const col = (name: string): number => table.columns.findIndex((c) => c.name.toLowerCase() === name.toLowerCase());
  const [d, s, r] = [col('Declarer'), col('Denomination'), col('Result')];
  if (d < 0 || s < 0 || r < 0) return undefined;
  const rows: BySeat<{ -readonly [S in DdStrain]: number | null }> = { N: emptyRow(), E: emptyRow(), S: emptyRow(), W: emptyRow() };
  for (const row of table.rows) {
    const seat = readSeat(row[d]);
    const strainText = row[s]?.toUpperCase();
    const strain = strainText === 'N' ? 'NT' : (DD_STRAINS as readonly string[]).includes(strainText ?? '') ? (strainText as DdStrain) : undefined;
    if (row[r] === '?' || row[r] === '-') continue;
    const tricks = Number(row[r]);
    if (!seat || !strain || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
      sink.problem('PBN_TABLE_ELEMENT', `The row "${row.join(' ')}" of [OptimumResultTable] is not a declarer, a denomination and a number of tricks.`, table.pos);
      continue;
    }
    rows[seat][strain] = tricks;
  }
  return { source: 'OptimumResultTable', tricks: rows };
};

const sameTable = (a: DoubleDummyTable, b: DoubleDummyTable): boolean =>
  SEATS.every((seat) => DD_STRAINS.every((s) => a.tricks[seat][s] === null || b.tricks[seat][s] === null || a.tricks[seat][s] === b.tricks[seat][s]));

/** Fills a game's supplement: tables, the OptimumResultTable and the DoubleDummyTricks tag. */
const readSupplement = (game: PbnGame, sink: Sink): PbnSupplement => {
  const tables: PbnTable[] = [];
  let optimum: DoubleDummyTable | undefined;
  for (const section of game.sections) {
    if (section.kind !== 'table') continue;
    const table = readTable(section, sink);
    if (!table) continue;
    section.table = table;
    tables.push(table);
    if (table.name === 'OptimumResultTable') optimum = readOptimumResults(table, sink) ?? optimum;
  }
  const supplement: PbnSupplement = { tables };
  if (optimum) supplement.optimumResultTable = optimum;
  const ddTag = firstTag(game, 'DoubleDummyTricks');
  const hex = known(ddTag);
  if (ddTag && hex) {
    const bc = decodeDoubleDummyTricks(hex, 'declarer-nsew');
    const gib = decodeDoubleDummyTricks(hex, 'leader-nsew-gib');
    if (bc && gib) {
      // Bridge Composer's order is the usual one; Ginsberg's is chosen only when the file's own
      // OptimumResultTable says so (corpus README §5: never confuse the two).
      const chosen = optimum && !sameTable(bc, optimum) && sameTable(gib, optimum) ? gib : bc;
      supplement.doubleDummyTricks = chosen;
      if (optimum && !sameTable(chosen, optimum)) {
        sink.warn('PBN_DD_DISAGREE', 'DoubleDummyTricks and OptimumResultTable give different trick counts for this deal.', ddTag.valuePos);
      }
    }
  }
  return supplement;
};

// =============================================================================================
// Deal

const RANK_ORDER = 'AKQJT98765432';

/**
 * Reads `[Deal "F:h1 h2 h3 h4"]`: F names the first hand, the others follow clockwise; each hand
 * is spades.hearts.diamonds.clubs; `-` is a hand not given (PBN 2.1 §3.4.11; pbn-lin.md §3).
 * Returns `undefined` when the deal cannot be read at all.
 */
const readDeal = (tag: PbnTag, sink: Sink): Deal | undefined => {
  const value = tag.value;
  const at = (i: number, length = 1): SourcePos => posAt(tag.valuePos.line, tag.valuePos.column + i, length);
  const m = /^(\s*)([NESWnesw]):(.*)$/s.exec(value);
  if (!m) {
    sink.fatal(
      'PBN_DEAL_SYNTAX',
      `[Deal "${value}"] should start with the first seat and a colon, then four hands: "N:AKQ.JT9.876.5432 ..."`,
      tag.valuePos,
      'Each hand is spades.hearts.diamonds.clubs; write - for a hand not given.',
    );
    return undefined;
  }
  const first = m[2]!.toUpperCase() as Seat;
  const body = m[3]!;
  const bodyStart = m[1]!.length + 2;
  if (m[1]!.length > 0 || /\s\s|\t|^\s|\s$/.test(body)) {
    sink.problem('PBN_DEAL_SPACING', 'The hands of a Deal are separated by exactly one space, with none before or after.', tag.valuePos, 'Remove the extra spaces.');
  }
  const handTexts: { text: string; start: number }[] = [];
  const re = /\S+/g;
  let hm: RegExpExecArray | null;
  while ((hm = re.exec(body)) !== null) handTexts.push({ text: hm[0], start: bodyStart + hm.index });
  if (handTexts.length !== 4) {
    sink.fatal(
      'PBN_DEAL_SYNTAX',
      `A Deal gives four hands (or - for a hand not given); this one gives ${handTexts.length}.`,
      tag.valuePos,
      'Separate the four hands with spaces.',
    );
    return undefined;
  }
  const deal: { -readonly [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  const where = new Map<Card, Seat>();
  const twice: { card: Card; seats: [Seat, Seat]; pos: SourcePos }[] = [];
  let ok = true;
  seatsFrom(first).forEach((seat, h) => {
    const { text, start } = handTexts[h]!;
    if (text === '-') return;
    const suits = text.split('.');
    if (suits.length !== 4) {
      sink.fatal(
        'PBN_DEAL_SYNTAX',
        `${possessive(seat)} hand "${text}" should have four suits separated by three dots (spades.hearts.diamonds.clubs).`,
        at(start, text.length),
        'A void is an empty suit: "AKQ..JT98.765432" has no hearts.',
      );
      ok = false;
      return;
    }
    const cards: Card[] = [];
    // Written as the standard asks (suits S H D C, ranks high to low) a hand needs no sorting.
    let inOrder = true;
    let offset = start;
    suits.forEach((ranksText, s) => {
      const suit = SUITS[s]!;
      let previous = -1;
      let ranks = ranksText;
      let skip = 0;
      if (ranks.length > 0 && ranks[0]!.toUpperCase() === suit && !RANK_ORDER.includes(suit)) {
        sink.problem('PBN_NONSTANDARD', `A Deal does not repeat the suit letter: "${ranksText}" should be "${ranksText.slice(1)}".`, at(offset, 1));
        ranks = ranks.slice(1);
        skip = 1;
      }
      let i = 0;
      while (i < ranks.length) {
        const ch = ranks[i]!;
        let r = ch >= 'a' && ch <= 'z' ? ch.toUpperCase() : ch;
        let width = 1;
        if (ranks.startsWith('10', i)) {
          sink.problem('PBN_NONSTANDARD', 'The ten is written T in a Deal, not 10.', at(offset + skip + i, 2));
          r = 'T';
          width = 2;
        }
        const order = RANK_ORDER.indexOf(r);
        if (order < 0) {
          sink.fatal(
            'PBN_DEAL_BAD_RANK',
            `"${ranks[i]}" in ${possessive(seat)} ${SUIT_NAMES[suit].many} is not a rank: ranks are A K Q J T 9 8 7 6 5 4 3 2.`,
            at(offset + skip + i),
          );
          ok = false;
          i += width;
          continue;
        }
        if (order <= previous) inOrder = false;
        previous = order;
        const card = `${suit}${r}` as Card;
        const holder = where.get(card);
        if (holder !== undefined) twice.push({ card, seats: [holder, seat], pos: at(offset + skip + i, width) });
        else where.set(card, seat);
        cards.push(card);
        i += width;
      }
      offset += ranksText.length + 1;
    });
    deal[seat] = inOrder ? cards : cards.sort(compareForDisplay);
  });
  if (!ok) return undefined;
  for (const t of twice) {
    const [a, b] = t.seats;
    sink.fatal(
      'PBN_DEAL_CARD_TWICE',
      a === b ? `${the(t.card)} appears twice in ${possessive(a)} hand.` : `${cap(the(t.card))} is dealt twice: to ${seatWord(a)} and to ${seatWord(b)}.`,
      t.pos,
      'Each card is dealt once; remove it from one hand.',
    );
  }
  const given = seatsFrom(first).filter((s) => deal[s] !== null);
  if (given.length === 0 || given.every((s) => deal[s]!.length === 0)) {
    sink.fatal('PBN_DEAL_EMPTY', 'This Deal gives no cards at all.', tag.valuePos, 'Give at least one hand, or leave the Deal tag out.');
    return undefined;
  }
  const sizes = given.map((s) => deal[s]!.length);
  const over = given.filter((s) => deal[s]!.length > 13);
  for (const s of over) {
    const dup = twice.find((t) => t.seats.includes(s));
    const other = dup ? dup.seats.find((x) => x !== s) ?? s : undefined;
    const short = given.filter((x) => deal[x]!.length < 13).map((x) => `${seatWord(x)} ${deal[x]!.length}`);
    sink.fatal(
      'PBN_DEAL_HAND_SIZE',
      `${seatWord(s)} holds ${deal[s]!.length} cards` +
        (dup && other !== undefined && other !== s
          ? `: ${the(dup.card)} is also in ${possessive(other)} hand.`
          : `${short.length > 0 ? ` (and ${short.join(', ')})` : ''}; a hand holds at most 13.`),
      tag.valuePos,
    );
  }
  if (over.length === 0 && new Set(sizes).size > 1) {
    const described = given.map((s) => `${seatWord(s)} ${deal[s]!.length}`).join(', ');
    sink.fatal('PBN_DEAL_HAND_SIZE', `The hands given hold different numbers of cards (${described}); every hand must hold as many as the others.`, tag.valuePos);
  }
  return deal;
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// =============================================================================================
// Contract, declarer and result tags

interface ContractTag {
  readonly passed: boolean;
  readonly level?: Level;
  readonly strain?: Strain;
  readonly doubled: Doubling;
}

const readContractTag = (text: string | undefined): ContractTag | undefined => {
  if (text === undefined) return undefined;
  if (/^pass$/i.test(text)) return { passed: true, doubled: 0 };
  const m = /^([1-7])?(NT|NL|N|C|D|H|S|R)(XX|X)?$/i.exec(text);
  if (!m) return undefined;
  const st = m[2]!.toUpperCase();
  return {
    passed: false,
    ...(m[1] !== undefined ? { level: Number(m[1]) as Level } : {}),
    strain: st === 'N' ? 'NT' : (st as Strain),
    doubled: (m[3]?.length ?? 0) as Doubling,
  };
};

const contractText = (c: ContractTag): string =>
  c.passed ? 'Pass' : `${c.level ?? ''}${c.strain ?? ''}${'X'.repeat(c.doubled)}`;

/** Reads `Result` as the declaring side's tricks. `^` means "differs from the tricks played". */
const readResult = (text: string | undefined, side: Side | undefined): { tricks?: number; caret: boolean; sided: boolean } => {
  if (text === undefined) return { caret: false, sided: false };
  const plain = /^(\^?)(\d{1,2})$/.exec(text);
  if (plain) return { tricks: Number(plain[2]), caret: plain[1] === '^', sided: false };
  const parts = [...text.matchAll(/(NS|EW) (\^?)(\d{1,2})/g)];
  if (parts.length === 0) return { caret: false, sided: true };
  const caret = parts.some((p) => p[2] === '^');
  if (!side) return { caret, sided: true };
  const mine = parts.find((p) => p[1] === side);
  if (mine) return { tricks: Number(mine[3]), caret, sided: true };
  return { tricks: 13 - Number(parts[0]![3]), caret, sided: true };
};

// =============================================================================================
// Commentary and notes

const SUIT_ESCAPES: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * The text of a comment for a record: blank first and last lines dropped, trailing spaces
 * removed, the first line trimmed when the text starts on the brace's line (so that indented
 * diagrams keep their indentation), and `\S \H \D \C` turned into suit symbols (PBN 2.1 §3.8).
 */
export const commentText = (raw: string): string => {
  const lines = raw.split('\n').map((l) => l.replace(/\s+$/, ''));
  let start = 0;
  while (start < lines.length && lines[start] === '') start++;
  let end = lines.length;
  while (end > start && lines[end - 1] === '') end--;
  const kept = lines.slice(start, end);
  if (start === 0 && kept.length > 0) kept[0] = kept[0]!.replace(/^\s+/, '');
  return kept.join('\n').replace(/\\([SHDC])/g, (_m, s: string) => SUIT_ESCAPES[s]!);
};

const joinNotes = (texts: readonly string[]): string | undefined => {
  const kept = texts.filter((t) => t !== '');
  return kept.length > 0 ? kept.join('\n\n') : undefined;
};

const sectionRefs = new WeakMap<PbnSection, Set<number>>();
/** The note numbers a section's tokens refer to. */
const refsOf = (section: PbnSection): Set<number> => {
  let refs = sectionRefs.get(section);
  if (!refs) sectionRefs.set(section, (refs = new Set(section.items.flatMap((i) => i.noteRefs))));
  return refs;
};

/** The texts an item's note references point to, looked up in its own section first. */
const noteTexts = (item: PbnItem, section: PbnSection, game: PbnGame, sink: Sink, used: Set<PbnNote>): string[] =>
  item.noteRefs.flatMap((n) => {
    const own = section.notes.find((x) => x.number === n);
    if (own) {
      used.add(own);
      return [commentText(own.text)];
    }
    // Some writers put the auction's notes after the play (pbn-lin.md §3, endplay #44): take a
    // note of another section only if that section does not use the number itself.
    for (const other of game.sections) {
      if (other === section) continue;
      const note = other.notes.find((x) => x.number === n);
      if (note && !refsOf(other).has(n)) {
        used.add(note);
        sink.problem('PBN_NOTE_MISPLACED', `Note ${n} is referred to in the ${section.name} section but written after the ${other.name} section.`, note.pos, 'Put each note after the section that refers to it.');
        return [commentText(note.text)];
      }
    }
    sink.problem('PBN_NOTE_MISSING', `This refers to note ${n}, but the ${section.name} section has no [Note "${n}:..."].`, item.pos, `Add [Note "${n}:..."] after the ${section.name} section.`);
    return [];
  });

const itemNote = (item: PbnItem, section: PbnSection, game: PbnGame, sink: Sink, used: Set<PbnNote>): string | undefined =>
  item.noteRefs.length === 0 && item.commentary.length === 0 ? undefined : joinNotes([...noteTexts(item, section, game, sink, used), ...item.commentary.map((c) => commentText(c.text))]);

// =============================================================================================
// Auction section

interface AuctionRead {
  readonly entries: CallEntry[];
  readonly complete: boolean;
  readonly passedOut: boolean;
  readonly contract: Contract | null;
  /** An irregularity (^S, ^I, a misplaced dealer) makes the derived contract unreliable. */
  readonly irregular: boolean;
  /** Comments on the leading `-` placeholders: part of the introduction. */
  readonly leadingComments: string[];
  readonly firstItemPos?: SourcePos;
}

/** Where the calls of a seated sequence stand: complete, passed out, the contract (law 46 for the declarer). */
const summariseAuction = (calls: readonly SeatedCall[]): { complete: boolean; passedOut: boolean; contract: Contract | null } => {
  let last: { bid: Bid; seat: Seat } | null = null;
  let doubled: Doubling = 0;
  let passes = 0;
  let complete = false;
  let passedOut = false;
  for (const { seat, call } of calls) {
    if (call.type === 'bid') [last, doubled, passes] = [{ bid: call, seat }, 0, 0];
    else if (call.type === 'double') [doubled, passes] = [1, 0];
    else if (call.type === 'redouble') [doubled, passes] = [2, 0];
    else passes++;
    if (last === null && passes >= 4) passedOut = complete = true;
    if (last !== null && passes >= 3) complete = true;
  }
  if (!complete || last === null) return { complete, passedOut, contract: null };
  const side = sideOf(last.seat);
  const declarer = declarerOf(calls, last.bid.strain, side) ?? last.seat;
  return { complete, passedOut, contract: { level: last.bid.level, strain: last.bid.strain, doubled, declarer } };
};

/** The rules the reader checks calls with: the rule set's ladder, leaving "the dealer must bid" to `checkRecord`. */
const parserRules = (rules: RuleSet): RuleSet => ({ ...rules, auction: { ...rules.auction, dealerMustBid: false } });

const readAuction = (
  section: PbnSection,
  dealer: Seat,
  rules: RuleSet | undefined,
  game: PbnGame,
  sink: Sink,
  used: Set<PbnNote>,
  prefixPasses = 0,
): AuctionRead => {
  const first = readSeat(section.value);
  if (!first) sink.problem('PBN_SECTION_SEAT', `[Auction "${section.value}"] should name the seat of the first column: N, E, S or W.`, section.pos, 'Write the dealer\'s seat.');
  const expectedDashes = first ? distance(first, dealer) : 0;
  const entries: { -readonly [K in keyof CallEntry]: CallEntry[K] }[] = [];
  const seated: SeatedCall[] = [];
  const leadingComments: string[] = [];
  let dashes = 0;
  let started = false;
  let irregular = false;
  let stop: 'next' | 'end' | null = null;
  let afterStopReported = false;
  let tracking: { rules: RuleSet; state: AuctionState } | null = rules ? { rules: parserRules(rules), state: startAuction(dealer) } : null;
  let firstItemPos: SourcePos | undefined;
  for (let i = 0; i < prefixPasses; i++) {
    entries.push({ call: { type: 'pass' }, pos: section.pos });
    seated.push({ seat: rotate(dealer, i), call: { type: 'pass' } });
    if (tracking) {
      const next = applyCall(tracking.rules, tracking.state, { type: 'pass' });
      tracking = next.ok ? { rules: tracking.rules, state: next.value } : null;
    }
  }

  const attachTo = (texts: (string | undefined)[]): void => {
    const text = joinNotes(texts.filter((t): t is string => t !== undefined));
    if (text === undefined) return;
    const last = entries[entries.length - 1];
    if (last) last.note = joinNotes([last.note ?? '', text]);
    else leadingComments.push(text);
  };

  const push = (item: PbnItem, call: Call, note: string | undefined): void => {
    const seat = rotate(dealer, seated.length);
    const entry: { -readonly [K in keyof CallEntry]: CallEntry[K] } = { call, pos: item.pos };
    if (item.suffix === '!' || item.nags.includes(1)) entry.alert = true;
    if (note !== undefined) entry.note = note;
    entries.push(entry);
    seated.push({ seat, call });
  };

  for (const item of section.items) {
    firstItemPos ??= item.pos;
    if (stop !== null) {
      if (item.kind === 'call' || item.kind === 'all-pass' || item.kind === 'next' || item.kind === 'end' || item.kind === 'skip') {
        if (!afterStopReported) {
          sink.problem(
            stop === 'next' ? 'PBN_AFTER_NEXT' : 'PBN_AFTER_END',
            stop === 'next'
              ? 'Nothing may follow "+", which marks the call still to be made.'
              : 'Nothing may follow "*", which ends the calls given.',
            item.pos,
          );
          afterStopReported = true;
        }
      }
      attachTo(item.commentary.map((c) => commentText(c.text)));
      continue;
    }
    if (item.kind === 'placeholder') {
      if (started) {
        sink.problem('PBN_AUCTION_PLACEHOLDER', '"-" stands only for the seats before the dealer, at the start of the auction.', item.pos);
      } else {
        dashes++;
        for (const c of item.commentary) {
          const text = commentText(c.text);
          if (text !== '') leadingComments.push(text);
        }
      }
      continue;
    }
    if (!started && item.kind !== 'unknown') {
      started = true;
      if (first && dashes !== expectedDashes) {
        irregular = true;
        sink.problem(
          'PBN_AUCTION_DEALER_FIRST',
          `${seatWord(dealer)} deals, so ${seatWord(dealer)} calls first; with the first column at ${seatWord(first)} the calls need ${expectedDashes} "-" before them, not ${dashes}.`,
          item.pos,
          expectedDashes === 0 ? 'Remove the "-".' : `Write ${Array(expectedDashes).fill('-').join(' ')} for the seats before the dealer.`,
        );
      }
    }
    switch (item.kind) {
      case 'call': {
        const call = item.call!;
        const note = itemNote(item, section, game, sink, used);
        if (call.type === 'bid' && rules && !rules.auction.strains.includes(call.strain)) {
          sink.problem(
            'PBN_STRAIN_NOT_IN_RULE_SET',
            `${cap(callName(call))}: there are no ${STRAIN_NAMES[call.strain].many} under ${rules.label}.`,
            item.pos,
            call.strain === 'NL'
              ? 'Nullos need the nullos option: [RuleSetOptions "nullos"].'
              : call.strain === 'R'
                ? 'Royal spades belong to the royal count: [RuleSet "royal-auction-1912"].'
                : undefined,
          );
          tracking = null;
        }
        if (tracking) {
          const next = applyCall(tracking.rules, tracking.state, call);
          if (next.ok) {
            if (item.irregularity === 'I') {
              sink.problem('PBN_IRREGULARITY_MARK', `"^I" marks an insufficient bid, but ${callName(call)} is sufficient.`, item.pos, 'Remove the ^I.');
            }
            tracking = { rules: tracking.rules, state: next.value };
          } else {
            if (next.error.code === 'BID_INSUFFICIENT' && item.irregularity === 'I') irregular = true;
            else reportCallProblem(next.error, item.pos, sink);
            tracking = null;
          }
        }
        push(item, call, note);
        break;
      }
      case 'all-pass': {
        const { passes } = passesToEnd(seated);
        const note = itemNote(item, section, game, sink, used);
        for (let i = 0; i < passes; i++) push(item, { type: 'pass' }, i === passes - 1 ? note : undefined);
        if (passes === 0) attachTo([note]);
        tracking = null;
        stop = 'end';
        afterStopReported = false;
        break;
      }
      case 'skip':
        irregular = true;
        tracking = null;
        sink.warn('PBN_IRREGULARITY_DROPPED', 'A turn skipped by a call out of rotation (^S) cannot be shown in a hand record; the calls are kept in turn order.', item.pos);
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      case 'next':
        stop = 'next';
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      case 'end':
        stop = 'end';
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      default:
        break;
    }
  }
  const summary = summariseAuction(seated);
  // After AP the auction must be over; "AP" itself ends the section (further calls are reported above).
  return { entries, ...summary, irregular, leadingComments, ...(firstItemPos ? { firstItemPos } : {}) };
};

/**
 * Whether an auction that disagrees with its Contract and Declarer tags agrees with them once
 * one to three passes are put before it (rpbridge.net files leave out the passes before the
 * opening bid; corpus README §3). Returns how many, or 0.
 */
const missingPasses = (
  auction: AuctionRead,
  dealer: Seat,
  contract: ContractTag | undefined,
  declarer: Seat | undefined,
  swapped: boolean,
): number => {
  if (!auction.complete || auction.irregular || !auction.contract || !contract || contract.level === undefined || !declarer) return 0;
  // Level, strain and declarer must agree; a double the Contract tag forgot is reported apart.
  const agrees = (c: Contract | null): boolean =>
    c !== null && c.level === contract.level && c.strain === contract.strain &&
    (swapped ? partner(c.declarer) === declarer : c.declarer === declarer);
  if (agrees(auction.contract) || auction.entries[0]?.call.type !== 'bid') return 0;
  for (let k = 1; k <= 3; k++) {
    const calls: SeatedCall[] = [
      ...Array.from({ length: k }, (_, i): SeatedCall => ({ seat: rotate(dealer, i), call: { type: 'pass' } })),
      ...auction.entries.map((e, i): SeatedCall => ({ seat: rotate(dealer, i + k), call: e.call })),
    ];
    if (agrees(summariseAuction(calls).contract)) return k;
  }
  return 0;
};

/** How many passes `AP` stands for: to four passes with no bid, or three after the last bid. */
const passesToEnd = (calls: readonly SeatedCall[]): { passes: number } => {
  const anyBid = calls.some((c) => c.call.type === 'bid');
  let trailing = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i]!.call.type === 'pass'; i--) trailing++;
  return { passes: Math.max(0, (anyBid ? 3 : 4) - trailing) };
};

/** Reports a call the rules refuse, in the engine's words (auction.ts), under a PBN code. */
const reportCallProblem = (e: CallError, pos: SourcePos, sink: Sink): void => {
  const code: Partial<Record<CallError['code'], string>> = {
    AUCTION_OVER: 'PBN_CALL_AFTER_END',
    BID_INSUFFICIENT: 'PBN_CALL_INSUFFICIENT',
    DOUBLE_NOTHING: 'PBN_CALL_ILLEGAL',
    DOUBLE_OWN_SIDE: 'PBN_CALL_ILLEGAL',
    DOUBLE_AGAIN: 'PBN_CALL_ILLEGAL',
    REDOUBLE_NOT_DOUBLED: 'PBN_CALL_ILLEGAL',
    REDOUBLE_BY_DOUBLERS: 'PBN_CALL_ILLEGAL',
    REDOUBLE_AGAIN: 'PBN_CALL_ILLEGAL',
  };
  const mapped = code[e.code];
  if (mapped !== undefined) sink.problem(mapped, e.message, pos, e.hint);
};

// =============================================================================================
// Play section: seat columns back into the order played

interface PlayRead {
  readonly entries: PlayEntry[];
  /** Tricks finished (four known cards). */
  readonly tricks: number;
  /** Tricks won by each side in the finished tricks. */
  readonly won: Record<Side, number>;
  /** Tricks in the deal: 13, or fewer in an end position. */
  readonly total: number;
  /** Where `*` stopped the play before its end: a claim when a Result goes with it. */
  readonly stopPos?: SourcePos;
  /** The cards still held after the play given (`null` for a hand not known). */
  readonly remaining: { readonly [S in Seat]: readonly Card[] | null };
  readonly firstItemPos?: SourcePos;
}

/**
 * Reads the Play section. Each line is a trick in fixed seat columns starting with the seat the
 * tag names, not in the order played (pbn-lin.md §3): the lead of the first trick is the
 * declarer's left-hand opponent (law 58, 1912) and each later trick is led by the winner of the
 * one before (auction-laws.md §4.3), found with the trump suit (`trickWinner`, play.ts).
 * `-` is a card not known, `+` the card still to be played, `*` the end of what is given.
 */
const readPlay = (
  section: PbnSection,
  deal: Deal,
  trump: Suit | null,
  declarer: Seat | undefined,
  game: PbnGame,
  sink: Sink,
  used: Set<PbnNote>,
  onOrphanComment: (text: string) => void,
): PlayRead => {
  const first = readSeat(section.value) ?? (declarer ? leftHandOpponent(declarer) : 'N');
  if (!readSeat(section.value)) sink.problem('PBN_SECTION_SEAT', `[Play "${section.value}"] should name the seat of the first column: N, E, S or W.`, section.pos, 'Write the opening leader\'s seat.');
  const handSizes = SEATS.map((s) => deal[s]?.length).filter((n): n is number => n !== undefined);
  const total = handSizes.length > 0 ? Math.max(...handSizes) : 13;
  const remaining: { -readonly [S in Seat]: Card[] | null } = {
    N: deal.N ? [...deal.N] : null, E: deal.E ? [...deal.E] : null, S: deal.S ? [...deal.S] : null, W: deal.W ? [...deal.W] : null,
  };
  const holders = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of deal[s] ?? []) holders.set(c, s);
  const holderOfCard = (card: Card): Seat | undefined => holders.get(card);
  const played = new Set<Card>();
  const entries: { -readonly [K in keyof PlayEntry]: PlayEntry[K] }[] = [];
  const won: Record<Side, number> = { NS: 0, EW: 0 };
  let tricks = 0;
  let stopPos: SourcePos | undefined;
  let firstItemPos: SourcePos | undefined;

  // The column tokens, trick by trick, and what ended them.
  const columns: PbnItem[] = [];
  let ended: PbnItem | undefined;
  for (const item of section.items) {
    firstItemPos ??= item.pos;
    if (ended) {
      if (item.kind === 'card' || item.kind === 'placeholder' || item.kind === 'next' || item.kind === 'end') {
        sink.problem('PBN_AFTER_END', 'Nothing may follow "*", which ends the cards given.', item.pos);
        break;
      }
      continue;
    }
    if (item.kind === 'end') ended = item;
    else columns.push(item);
  }
  for (const c of ended?.commentary ?? []) onOrphanComment(commentText(c.text));

  let leader: Seat = declarer ? leftHandOpponent(declarer) : first;
  if (declarer && first !== leader && !columns.slice(0, 4).some((i) => i.irregularity === 'L')) {
    sink.problem(
      'PBN_PLAY_FIRST_SEAT',
      `[Play "${section.value}"] should name the opening leader: ${seatWord(leader)}, on the declarer's left.`,
      section.pos,
      `Write [Play "${leader}"] and start each line with ${possessive(leader)} card.`,
    );
  }
  let stopped: 'next' | 'unknown' | null = null;
  let droppedReported = false;
  let orderReported = false;
  const fullDeal = SEATS.every((x) => deal[x] !== null);
  const misfits = (seating: readonly { seat: Seat; item: PbnItem | undefined }[]): number =>
    seating.filter(({ seat, item }) => {
      const holder = item?.kind === 'card' ? holderOfCard(item.card!) : undefined;
      return holder !== undefined && holder !== seat;
    }).length;
  let nextCount = 0;
  for (let t = 0; t * 4 < columns.length; t++) {
    const trick = columns.slice(t * 4, t * 4 + 4);
    const outOfTurn = trick.findIndex((i) => i.irregularity === 'L');
    if (outOfTurn >= 0) {
      const seat = rotate(first, outOfTurn);
      if (stopped === null && seat === leader) {
        sink.problem('PBN_IRREGULARITY_MARK', `"^L" marks a lead out of turn, but it was ${possessive(seat)} turn to lead.`, trick[outOfTurn]!.pos, 'Remove the ^L.');
      }
      leader = seat;
    }
    const cards: PlayedCard[] = [];
    let seating = seatsFrom(leader).map((seat) => ({ seat, item: trick[distance(first, seat)] }));
    // Some archives (rpbridge.net, corpus README §3) write some tricks in the order played,
    // from the leader, against the standard's seat columns. With a full deal the cards say
    // which: a trick is read in played order only when its columns give cards to the wrong
    // hands and the played order does not.
    if (fullDeal && misfits(seating) > 0) {
      const played = seatsFrom(leader).map((seat, k) => ({ seat, item: trick[k] }));
      if (misfits(played) === 0) {
        seating = played;
        if (!orderReported) {
          orderReported = true;
          sink.problem(
            'PBN_PLAY_ORDER',
            `Some tricks of this Play section are listed in the order played, from their leader; PBN writes the cards of every trick in fixed seat columns starting with ${seatWord(first)}.`,
            trick[0]!.pos,
            'Put each card in its seat\'s column.',
          );
        }
      }
    }
    for (const { seat, item } of seating) {
      if (!item) continue;
      if (item.kind === 'next') {
        nextCount++;
        if (nextCount > 1 || stopped === 'next') sink.problem('PBN_AFTER_NEXT', 'Only one "+" may mark the card still to be played.', item.pos);
        if (stopped === null) stopped = 'next';
        continue;
      }
      if (stopped !== null) {
        if (item.kind === 'card') {
          if (stopped === 'next') {
            sink.problem('PBN_AFTER_NEXT', `${cap(the(item.card!))} comes after "+", the card still to be played; nothing is played after it.`, item.pos);
          } else if (!droppedReported) {
            droppedReported = true;
            sink.warn(
              'PBN_PLAY_AFTER_UNKNOWN',
              'The cards after an unknown card ("-") cannot be put in the order played; the hand record stops at the unknown card.',
              item.pos,
            );
          }
        }
        for (const c of item.commentary) onOrphanComment(commentText(c.text));
        continue;
      }
      if (item.kind !== 'card') {
        stopped = 'unknown';
        for (const c of item.commentary) onOrphanComment(commentText(c.text));
        continue;
      }
      const card = item.card!;
      const ledSuit = cards[0] ? suitOf(cards[0].card) : null;
      checkCardPlayed(item, card, seat, ledSuit, remaining, played, holderOfCard, sink);
      played.add(card);
      const hand = remaining[seat];
      if (hand) {
        const at = hand.indexOf(card);
        if (at >= 0) hand.splice(at, 1);
      }
      cards.push({ seat, card });
      const entry: { -readonly [K in keyof PlayEntry]: PlayEntry[K] } = { card, pos: item.pos };
      const note = itemNote(item, section, game, sink, used);
      if (note !== undefined) entry.note = note;
      entries.push(entry);
    }
    if (cards.length === 4 && stopped === null) {
      const winner = trickWinner(cards as [PlayedCard, ...PlayedCard[]], trump);
      won[sideOf(winner)]++;
      tricks++;
      leader = winner;
    } else if (stopped === null) {
      stopped = 'unknown';
    }
  }
  if (ended && tricks < total) stopPos = ended.pos;
  return { entries, tricks, won, total, remaining, ...(stopPos ? { stopPos } : {}), ...(firstItemPos ? { firstItemPos } : {}) };
};

/** Whether the highest trump still held is in a defender's hand (all four hands known). */
const defenderHoldsTopTrump = (remaining: PlayRead['remaining'], trump: Suit, declaringSide: Side): boolean => {
  if (!SEATS.every((s) => remaining[s] !== null)) return false;
  let best: { seat: Seat; rank: number } | undefined;
  for (const seat of SEATS) {
    for (const card of remaining[seat]!) {
      if (suitOf(card) !== trump) continue;
      const rank = rankIndex(rankOf(card));
      if (!best || rank > best.rank) best = { seat, rank };
    }
  }
  return best !== undefined && sideOf(best.seat) !== declaringSide;
};

/** Checks one card against the deal: not played before, held by the seat, following suit (or marked ^R). */
const checkCardPlayed = (
  item: PbnItem,
  card: Card,
  seat: Seat,
  ledSuit: Suit | null,
  remaining: { readonly [S in Seat]: Card[] | null },
  played: ReadonlySet<Card>,
  holderOfCard: (card: Card) => Seat | undefined,
  sink: Sink,
): void => {
  if (played.has(card)) {
    sink.problem('PBN_PLAY_CARD_TWICE', `${cap(the(card))} is played twice.`, item.pos, 'Each card is played once; check the trick.');
    return;
  }
  const holder = holderOfCard(card);
  if (holder !== undefined && holder !== seat) {
    sink.problem(
      'PBN_PLAY_CARD_NOT_HELD',
      `${seatWord(seat)} plays ${the(card)}, but it is in ${possessive(holder)} hand.`,
      item.pos,
      'Each line lists the cards in seat columns, starting with the seat named in [Play].',
    );
    return;
  }
  const hand = remaining[seat];
  if (hand && holder === undefined) {
    sink.problem('PBN_PLAY_CARD_NOT_HELD', `${seatWord(seat)} plays ${the(card)}, which is not in ${possessive(seat)} hand.`, item.pos);
    return;
  }
  if (ledSuit === null) {
    if (item.irregularity === 'R') sink.problem('PBN_IRREGULARITY_MARK', '"^R" marks a revoke, but this card is a lead.', item.pos, 'Remove the ^R.');
    return;
  }
  if (!hand) return;
  const follow = hand.filter((c) => suitOf(c) === ledSuit);
  const revoke = suitOf(card) !== ledSuit && follow.length > 0;
  if (revoke && item.irregularity !== 'R') {
    sink.problem(
      'PBN_PLAY_REVOKE',
      `${seatWord(seat)} plays ${the(card)} to a ${SUIT_NAMES[ledSuit].one} lead while holding ${the(follow[0]!)}: a player must follow suit.`,
      item.pos,
      'If the revoke really happened, mark the card ^R.',
    );
  } else if (!revoke && item.irregularity === 'R') {
    sink.problem('PBN_IRREGULARITY_MARK', `"^R" marks a revoke, but ${seatWord(seat)} ${suitOf(card) === ledSuit ? 'follows suit' : 'has no ' + SUIT_NAMES[ledSuit].many} here.`, item.pos, 'Remove the ^R.');
  }
};

// =============================================================================================
// Game → HandRecord

/** Reads `[RuleSetOptions "nullos;three-handed;duplicate;redeal=next-dealer"]`. */
const readOptions = (tag: PbnTag, sink: Sink): RuleOptions => {
  const options: { -readonly [K in keyof RuleOptions]: RuleOptions[K] } = {};
  for (const raw of tag.value.split(/[;,\s]+/)) {
    const word = raw.trim().toLowerCase();
    if (word === '') continue;
    if (word === 'nullos') options.nullos = true;
    else if (word === 'three-handed') options.threeHanded = true;
    else if (word === 'duplicate') options.duplicate = true;
    else if (word === 'redeal=same-dealer') options.passedOutRedeal = 'sameDealer';
    else if (word === 'redeal=next-dealer') options.passedOutRedeal = 'nextDealer';
    else {
      sink.problem(
        'PBN_RULE_OPTION',
        `"${raw}" is not a rule-set option.`,
        tag.valuePos,
        'The options are nullos, three-handed, duplicate, redeal=same-dealer and redeal=next-dealer, separated by ";".',
      );
    }
  }
  return options;
};

/** Writes options back in the order {@link readOptions} documents. */
const writeOptions = (o: RuleOptions): string =>
  [
    o.nullos ? 'nullos' : '',
    o.threeHanded ? 'three-handed' : '',
    o.duplicate ? 'duplicate' : '',
    o.passedOutRedeal === 'sameDealer' ? 'redeal=same-dealer' : o.passedOutRedeal === 'nextDealer' ? 'redeal=next-dealer' : '',
  ].filter((x) => x !== '').join(';');

const before = (a: SourcePos, b: SourcePos | undefined): boolean => b === undefined || a.line < b.line || (a.line === b.line && a.column < b.column);

/** Tags a record reads into its own fields (and sections it reads), which `record.tags` does not repeat. */
const CONSUMED = new Set(['Board', 'Dealer', 'Vulnerable', 'Deal', 'RuleSet', 'RuleSetOptions', 'Title', 'Event', 'Auction', 'Play', 'Note', 'Declarer', 'Contract', 'Result']);

/** Tags the export always writes, with "?" when unknown; "?" read back means "not given". */
const PLACEHOLDER_TAGS = new Set(['Site', 'Date', 'West', 'North', 'East', 'South', 'Scoring']);
const isPlaceholder = (name: string, value: string): boolean => value === '?' || (name === 'Date' && value === '????.??.??');

/**
 * The Declarer, Contract and Result that {@link makePbn} writes for a record from its calls,
 * play and result alone. On import a tag that says the same is dropped from `record.tags`; one
 * that says more (a swapped declarer `^N`, `"NS 9 EW 4"`, a contract without an auction) is kept.
 */
const derivedMandatory = (calls: readonly CallEntry[], dealer: Seat, result: number | undefined): { Declarer: string; Contract: string; Result: string } => {
  const summary = summariseAuction(calls.map((c, i) => ({ seat: rotate(dealer, i), call: c.call })));
  if (summary.passedOut) return { Declarer: '', Contract: 'Pass', Result: '' };
  const c = summary.contract;
  return {
    Declarer: c ? c.declarer : '?',
    Contract: c ? formatContract(c) : '?',
    Result: result !== undefined ? String(result) : '?',
  };
};

/** Builds the record of one game. Reports problems to `sink`; `null` when there is nothing to build on. */
const buildRecord = (game: PbnGame, sink: Sink): HandRecord | null => {
  const tag = (name: string): PbnTag | undefined => firstTag(game, name);
  const auctionSection = game.sections.find((s) => s.kind === 'auction');
  const playSection = game.sections.find((s) => s.kind === 'play');
  for (const extra of game.sections.filter((s) => (s.kind === 'auction' && s !== auctionSection) || (s.kind === 'play' && s !== playSection))) {
    sink.problem('PBN_SECTION_REPEATED', `This game has a second ${extra.name} section; it is ignored.`, extra.pos);
  }
  // `[Deal ""]` and `[Deal "?"]` give no deal (the writer's form for a record without one).
  const dealTag = known(tag('Deal')) !== undefined ? tag('Deal') : undefined;
  const hasData = dealTag !== undefined || auctionSection !== undefined || playSection !== undefined || known(tag('Contract')) !== undefined;
  if (!hasData) return null;

  // The rule set (the dialect's RuleSet and RuleSetOptions tags; see the module comment).
  const ruleSetTag = tag('RuleSet');
  const ruleSet = known(ruleSetTag) ?? PBN_DEFAULT_RULE_SET;
  const base = getRuleSet(ruleSet);
  if (!base && ruleSetTag) {
    sink.problem('PBN_RULE_SET_UNKNOWN', `"${ruleSet}" is not a rule set.`, ruleSetTag.valuePos, `The rule sets are ${RULE_SET_IDS.join(', ')}.`);
  }
  const optionsTag = tag('RuleSetOptions');
  const readOpts = optionsTag ? readOptions(optionsTag, sink) : undefined;
  const options = readOpts && Object.keys(readOpts).length > 0 ? readOpts : undefined;
  const rules = base ? (options ? withOptions(base, options) : base) : undefined;

  // The deal and the dealer.
  const readDealResult = dealTag ? readDeal(dealTag, sink) : undefined;
  if (dealTag && !readDealResult) return null;
  const deal: Deal = readDealResult ?? { N: null, E: null, S: null, W: null };
  const dealerTag = tag('Dealer');
  let dealer = readSeat(known(dealerTag));
  if (!dealer && auctionSection) {
    sink.fatal('PBN_NO_DEALER', 'This game has an Auction but no Dealer: the calls cannot be given to their seats.', auctionSection.pos, 'Add [Dealer "N"] (or E, S, W).');
    return null;
  }
  if (!dealer) {
    const board = Number(known(tag('Board')));
    dealer = Number.isInteger(board) && board > 0 ? SEATS[(board - 1) % 4]! : (readSeat(dealTag?.value.trim()[0]) ?? 'N');
  }

  // Vulnerability: contract bridge only; the dialect writes None (ARCHITECTURE.md).
  const vulTag = tag('Vulnerable');
  const vulnerability = known(vulTag) !== undefined ? readVulnerability(vulTag!.value) : undefined;
  if (rules && rules.scoring.kind === 'auction' && vulnerability !== undefined && vulnerability !== 'None') {
    sink.problem('PBN_VULNERABLE_AUCTION', `Auction Bridge has no vulnerability, but this hand says [Vulnerable "${vulTag!.value}"].`, vulTag!.valuePos, 'Write [Vulnerable "None"].');
  }

  const used = new Set<PbnNote>();
  const contractTag = tag('Contract');
  const declarerTag = tag('Declarer');
  const writtenContract = readContractTag(known(contractTag));
  const declarerText = known(declarerTag);
  const writtenDeclarer = readSeat(declarerText?.replace('^', ''));
  const swapped = declarerText?.startsWith('^') ?? false;
  let missing = 0;
  // Lenient mode only: a strict reader reports the disagreement and builds no record anyway.
  if (auctionSection && !sink.strict) {
    const trial = readAuction(auctionSection, dealer, rules, game, makeSink(sink.strict), new Set(used));
    missing = missingPasses(trial, dealer, writtenContract, writtenDeclarer, swapped);
  }
  const auction = auctionSection ? readAuction(auctionSection, dealer, rules, game, sink, used, missing) : undefined;
  if (auctionSection && missing > 0) {
    sink.problem(
      'PBN_AUCTION_PASSES_MISSING',
      `The auction seems to leave out the first ${missing === 1 ? 'pass' : `${missing} passes`}: ${seatWord(dealer)} deals, and only with ${missing === 1 ? 'a pass' : `${missing} passes`} first does it end in the Contract and Declarer given.`,
      auctionSection.pos,
      `Write ${Array(missing).fill('Pass').join(' ')} before the first bid.`,
    );
  }
  const calls = auction?.entries ?? [];

  // Contract and declarer as written, checked against the auction where it is complete.
  if (writtenContract?.strain && rules && !rules.auction.strains.includes(writtenContract.strain)) {
    sink.problem('PBN_STRAIN_NOT_IN_RULE_SET', `[Contract "${contractTag!.value}"]: there are no ${STRAIN_NAMES[writtenContract.strain].many} under ${rules.label}.`, contractTag!.valuePos);
  }
  if (writtenContract && /^[1-7]?N$/i.test(known(contractTag)!.replace(/X+$/i, ''))) {
    sink.problem('PBN_NONSTANDARD', `[Contract "${contractTag!.value}"] is not standard PBN: no-trump is written NT.`, contractTag!.valuePos);
  }
  const derived = auction && auction.complete && !auction.irregular ? auction : undefined;
  if (derived) {
    if (contractTag && known(contractTag) !== undefined || (contractTag && contractTag.value === '' && derived.contract)) {
      const expected = derived.passedOut ? 'Pass' : formatContract(derived.contract!);
      const got = writtenContract ? contractText(writtenContract) : contractTag!.value;
      if (got.toUpperCase() !== expected.toUpperCase()) {
        sink.problem('PBN_CONTRACT_MISMATCH', `[Contract "${contractTag!.value}"] disagrees with the auction, which ends in ${derived.passedOut ? 'four passes' : expected}.`, contractTag!.valuePos, `Write [Contract "${expected}"].`);
      }
    }
    if (declarerTag && (declarerText !== undefined || declarerTag.value === '')) {
      const d = derived.contract?.declarer;
      const ok = d === undefined ? declarerText === undefined : writtenDeclarer !== undefined && (swapped ? writtenDeclarer === partner(d) : writtenDeclarer === d);
      if (!ok) {
        sink.problem(
          'PBN_DECLARER_MISMATCH',
          d === undefined
            ? `[Declarer "${declarerTag.value}"]: the auction was passed out, so there is no declarer.`
            : `[Declarer "${declarerTag.value}"] disagrees with the auction: ${seatWord(d)} first named ${STRAIN_NAMES[derived.contract!.strain].many} for the declaring side.`,
          declarerTag.valuePos,
          d === undefined ? 'Write [Declarer ""].' : `Write [Declarer "${d}"] (or "^${partner(d)}" if declarer and dummy swapped places).`,
        );
      }
    }
  }
  const passedOut = derived ? derived.passedOut : writtenContract?.passed === true;
  const playDeclarer: Seat | undefined = writtenDeclarer ?? derived?.contract?.declarer ?? undefined;
  const playStrain: Strain | undefined = derived?.contract?.strain ?? writtenContract?.strain;

  // The play.
  let play: PlayRead | undefined;
  const orphan: string[] = [];
  if (playSection) {
    if (!dealTag) {
      sink.fatal('PBN_NO_DEAL', 'This game has a Play section but no Deal: the cards cannot be put in the order played.', playSection.pos, 'Add the Deal tag.');
      return null;
    }
    if (passedOut && playSection.items.some((i) => i.kind === 'card')) {
      sink.problem('PBN_PLAY_PASSED_OUT', 'The hand was passed out, yet the Play section gives cards.', playSection.pos);
    } else if (playStrain === undefined && !passedOut) {
      sink.fatal('PBN_NO_CONTRACT', 'This game has a Play section but no contract: without the trump suit the tricks cannot be read.', playSection.pos, 'Add the Contract tag or the auction.');
      return null;
    } else if (playDeclarer === undefined && writtenContract?.level !== undefined && !derived) {
      sink.fatal('PBN_NO_DECLARER', 'This game has a Play section but no declarer: the opening leader is unknown.', playSection.pos, 'Add the Declarer tag or the auction.');
      return null;
    }
    if (!passedOut) {
      play = readPlay(playSection, deal, playStrain ? trumpOf(playStrain) : null, playDeclarer, game, sink, used, (t) => orphan.push(t));
    }
  }
  const playEntries = play?.entries ?? [];
  for (const text of orphan) {
    if (text === '') continue;
    const last = playEntries[playEntries.length - 1] as { note?: string } | undefined;
    if (last) last.note = joinNotes([last.note ?? '', text]);
  }

  // Result and claim.
  const resultTag = tag('Result');
  const declaringSide = playDeclarer ? sideOf(playDeclarer) : undefined;
  const result = readResult(known(resultTag), declaringSide);
  if (result.tricks !== undefined && (passedOut || (declarerTag && declarerTag.value.trim() === ''))) {
    sink.problem('PBN_RESULT_WITHOUT_CONTRACT', `[Result "${resultTag!.value}"] gives tricks, but ${passedOut ? 'the hand was passed out' : 'there is no declarer'}.`, resultTag!.valuePos, 'Write [Result ""].');
  }
  if (play && declaringSide && result.tricks !== undefined && !result.caret) {
    const mine = play.won[declaringSide];
    const trump = playStrain ? trumpOf(playStrain) : null;
    // The highest trump still held wins a trick whenever it is played (auction-laws.md §4.3):
    // if a defender holds it, the declaring side cannot win every trick left.
    const lost = trump !== null && defenderHoldsTopTrump(play.remaining, trump, declaringSide) ? 1 : 0;
    const possible = mine + (play.total - play.tricks) - lost;
    if (result.tricks < mine || result.tricks > possible) {
      sink.problem(
        'PBN_RESULT_IMPOSSIBLE',
        play.tricks === play.total
          ? `[Result "${resultTag!.value}"], but the declaring side won ${mine} tricks in the play.`
          : `[Result "${resultTag!.value}"] cannot be right: the declaring side has won ${mine} of the ${play.tricks} tricks played and can win at most ${possible}${lost ? ', since a defender holds the highest trump left' : ''}.`,
        resultTag!.valuePos,
        play.stopPos ? 'If the defenders accepted a claim they could have beaten, write the result with a caret: [Result "^n"].' : undefined,
      );
    }
  }

  // Notes: every note should be referred to (PBN 2.1 §3.9).
  for (const section of game.sections) {
    for (const note of section.notes) {
      if (!used.has(note)) sink.warn('PBN_NOTE_UNUSED', `Note ${note.number} of the ${section.name} section is never referred to.`, note.pos);
    }
  }

  // The Play tag's own commentary follows the auction: it goes with the last call.
  const playTag = playSection ? game.tags.find((t) => t.name === 'Play' && t.pos === playSection.pos) : undefined;
  const firstItem = auction?.firstItemPos ?? play?.firstItemPos;
  const intro: string[] = [...game.commentary.map((c) => commentText(c.text))];
  for (const t of game.tags) {
    if (t.name === 'Note' || t.inherited === 'default' || t.inherited === 'carried') continue;
    const texts = t.commentary.map((c) => commentText(c.text));
    if (t === playTag && calls.length > 0) {
      const last = calls[calls.length - 1] as { note?: string };
      last.note = joinNotes([last.note ?? '', ...texts]);
    } else if (before(t.pos, firstItem)) append(intro, texts);
  }
  append(intro, auction?.leadingComments ?? []);

  // Tags kept as written: everything the record's fields do not say.
  const mandatory = derivedMandatory(calls, dealer, result.tricks);
  // A Map, not an object: a tag may be named anything, "__proto__" included.
  const tags = new Map<string, string>();
  const otherSections = new Set(game.sections.filter((s) => s.kind === 'other').map((s) => s.pos));
  for (const t of game.tags) {
    if (t.repeated || tags.has(t.name) || isTableTag(t.name) || otherSections.has(t.pos)) continue;
    if (t.name === 'Declarer' || t.name === 'Contract' || t.name === 'Result') {
      if (t.value !== mandatory[t.name]) tags.set(t.name, t.value);
      continue;
    }
    if (CONSUMED.has(t.name)) continue;
    if (PLACEHOLDER_TAGS.has(t.name) && isPlaceholder(t.name, t.value)) continue;
    tags.set(t.name, t.value);
  }
  const title = known(tag('Title')) ?? known(tag('Event'));
  const event = tag('Event');
  if (event && known(event) !== undefined && known(event) !== title) tags.set('Event', event.value);
  else if (event && event.value === '' && title === undefined) tags.set('Event', '');

  const board = known(tag('Board'));
  const introText = joinNotes(intro);
  const claim = play?.stopPos && result.tricks !== undefined ? { tricks: result.tricks, pos: play.stopPos } : undefined;
  const record: HandRecord = {
    ...(title !== undefined ? { title } : {}),
    ruleSet,
    ...(options ? { options } : {}),
    ...(board !== undefined ? { board } : {}),
    dealer,
    deal,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(introText !== undefined ? { intro: introText } : {}),
    calls,
    play: playEntries,
    ...(claim ? { claim } : {}),
    ...(result.tricks !== undefined ? { result: result.tricks } : {}),
    ...(tags.size > 0 ? { tags: Object.fromEntries(tags) } : {}),
    pos: game.pos,
  };
  return record;
};

// =============================================================================================
// Entry points

/** Which game a line belongs to: the last game starting at or before it. */
const gameOfLine = (drafts: readonly Draft[], line: number): Draft | undefined => {
  let lo = 0;
  let hi = drafts.length - 1;
  let found: Draft | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = drafts[mid]!;
    if (d.startLine <= line) {
      found = d;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && line <= found.endLine ? found : undefined;
};

/**
 * Reads a PBN file: every game, a {@link HandRecord} for each game that has a deal or an
 * auction, and every problem found, with its line and column. Strict by default (see the module
 * comment). Never throws.
 *
 * ```ts
 * const { records, diagnostics } = parsePbn(text, { file: 'lesson3.pbn' });
 * for (const d of diagnostics) console.log(formatDiagnostic(d, text, 'lesson3.pbn'));
 * ```
 */
export const parsePbn = (text: string, opts: PbnOptions = {}): PbnParse => {
  const strict = opts.strict ?? true;
  try {
    const fileSink = makeSink(strict);
    const { lexemes } = lex(text, fileSink);
    const assembly = assemble(lexemes, fileSink);
    const drafts = assembly.drafts;
    const outside: Diagnostic[] = [];
    for (const d of fileSink.list) {
      const owner = d.pos ? gameOfLine(drafts, d.pos.line) : undefined;
      (owner ? owner.diagnostics : outside).push(d);
    }
    const records: (HandRecord | null)[] = [];
    for (const draft of drafts) {
      const sink = makeSink(strict);
      const supplement = readSupplement(draft.game, sink);
      Object.assign(draft.game.supplement, supplement);
      checkTagValues(draft.game, sink);
      const record = buildRecord(draft.game, sink);
      append(draft.diagnostics, sink.list);
      draft.diagnostics.sort(byPosition);
      // An error means no record: in strict mode any problem, in lenient mode only the ones that
      // leave no usable deal, auction or play (the others are warnings there).
      const failed = draft.diagnostics.some((x) => x.severity === 'error');
      records.push(record && !failed ? record : null);
    }
    const diagnostics = [...outside, ...drafts.flatMap((d) => d.diagnostics)].sort(byPosition);
    return {
      games: drafts.map((d) => d.game),
      records,
      diagnostics,
      byGame: drafts.map((d) => d.diagnostics),
      ...(assembly.version !== undefined ? { version: assembly.version } : {}),
      exportFormat: assembly.exportFormat,
    };
  } catch (e) {
    // A safety net: the reader is written not to throw, and the tests check that this never fires.
    const d: Diagnostic = {
      code: 'PBN_INTERNAL',
      message: `The PBN reader failed on this text (${e instanceof Error ? e.message : String(e)}); this is a bug in the reader.`,
      severity: 'error',
      pos: posAt(1, 1),
    };
    return { games: [], records: [], diagnostics: [d], byGame: [], exportFormat: false };
  }
};

const byPosition = (a: Diagnostic, b: Diagnostic): number =>
  (a.pos?.line ?? 0) - (b.pos?.line ?? 0) || (a.pos?.column ?? 0) - (b.pos?.column ?? 0);

/**
 * The record of one game of {@link parsePbn}: the checks of tag values, sections and the record,
 * for one game. Inheritance was resolved, and the text's own syntax checked, when the file was
 * read: those problems are in `parsePbn(...).byGame`. `err` carries every problem found here
 * (warnings too) when one is an error (in strict mode, any problem) or there is no record.
 */
export const pbnToRecord = (game: PbnGame, opts: PbnOptions = {}): Result<HandRecord, Diagnostic[]> => {
  const sink = makeSink(opts.strict ?? true);
  try {
    checkTagValues(game, sink);
    const record = buildRecord(game, sink);
    if (record && !sink.list.some((d) => d.severity === 'error')) return ok(record);
    if (!record && sink.list.length === 0) {
      sink.fatal('PBN_NO_DEAL', 'This game has no deal, auction or play to make a hand record of.', game.pos, 'Add the Deal and Dealer tags.');
    }
    return err(sink.list);
  } catch (e) {
    return err([{ code: 'PBN_INTERNAL', message: `The PBN reader failed on this game (${e instanceof Error ? e.message : String(e)}); this is a bug in the reader.`, severity: 'error', pos: game.pos }]);
  }
};

// =============================================================================================
// Export

const CRLF = '\r\n';
const SYMBOL_ESCAPES: Readonly<Record<string, string>> = { '♠': '\\S', '♥': '\\H', '♦': '\\D', '♣': '\\C' };

/** A tag line: `[Name "value"]`, the value escaped, line breaks and control characters as spaces. */
// eslint-disable-next-line no-control-regex
const tagLine = (name: string, value: string): string => `[${name} "${escapeValue(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' '))}"]`;

/** Breaks a long line at spaces so that it fits in `width` characters (words longer than that stay whole). */
const wrap = (line: string, width: number): string[] => {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
};

/** Commentary as a `{...}` block: on one line when short, else with the braces on lines of their own. */
const commentBlock = (text: string): string => {
  const escaped = text.replace(/[♠♥♦♣]/g, (s) => SYMBOL_ESCAPES[s]!).replace(/}/g, ')');
  if (!escaped.includes('\n') && !/^\s/.test(escaped) && escaped.length <= 200) return `{${escaped}}`;
  const lines = escaped.split('\n').flatMap((l) => wrap(l, PBN_MAX_LINE));
  return ['{', ...lines, '}'].join(CRLF);
};

/**
 * How a note is written: commentary, or a numbered `[Note]` when it holds a `}` and fits on one
 * line (the same text keeps its number; a section has notes 1 to 32 at most, PBN 2.1 §3.9).
 */
const noteAnnotation = (text: string, notes: string[]): string => {
  if (text.includes('}') && !text.includes('\n') && text.length <= 200) {
    const known = notes.indexOf(text);
    if (known >= 0) return `=${known + 1}=`;
    if (notes.length < 32) {
      notes.push(text);
      return `=${notes.length}=`;
    }
  }
  return commentBlock(text);
};

const noteTags = (notes: readonly string[]): string[] =>
  notes.map((text, i) => tagLine('Note', `${i + 1}:${text.replace(/[♠♥♦♣]/g, (s) => SYMBOL_ESCAPES[s]!)}`));

/** Groups tokens four to a line (a trick, or a round of calls). */
const fourPerLine = (tokens: readonly string[]): string[] => {
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(' '));
  return lines;
};

const dealString = (record: HandRecord): string =>
  SEATS.every((s) => !record.deal[s]) ? '' : `${record.dealer}:` +
  seatsFrom(record.dealer)
    .map((seat) => {
      const hand = record.deal[seat];
      if (!hand) return '-';
      return SUITS.map((suit) =>
        hand
          .filter((c) => suitOf(c) === suit)
          .map(rankOf)
          .sort((a, b) => rankIndex(b) - rankIndex(a))
          .join(''),
      ).join('.');
    })
    .join(' ');

/** The seat of each card of `record.play`, from the contract and the trick winners (or the deal). */
const playSeats = (record: HandRecord, declarer: Seat | undefined, strain: Strain | undefined): Seat[] => {
  const holder = (card: Card): Seat | undefined => SEATS.find((s) => record.deal[s]?.includes(card));
  const seats: Seat[] = [];
  let leader: Seat = declarer ? leftHandOpponent(declarer) : (record.play[0] ? holder(record.play[0].card) : undefined) ?? nextSeat(record.dealer);
  for (let t = 0; t * 4 < record.play.length; t++) {
    const trick = record.play.slice(t * 4, t * 4 + 4);
    const order = strain !== undefined || !holder(trick[0]!.card) ? seatsFrom(leader) : seatsFrom(holder(trick[0]!.card)!);
    trick.forEach((_, i) => seats.push(order[i]!));
    if (trick.length === 4) {
      const cards = trick.map((p, i) => ({ seat: order[i]!, card: p.card })) as [PlayedCard, ...PlayedCard[]];
      leader = strain !== undefined ? trickWinner(cards, trumpOf(strain)) : order[0]!;
    }
  }
  return seats;
};

/** One record in the export format. */
const gameLines = (record: HandRecord): string[] => {
  const tags = record.tags ?? {};
  const result = record.result ?? record.claim?.tricks;
  const mandatory = derivedMandatory(record.calls, record.dealer, result);
  const title = record.title;
  const event = title !== undefined ? (tags.Event !== undefined && tags.Event !== title ? tags.Event : title) : (tags.Event ?? '?');
  const values: Record<(typeof PBN_MANDATORY_TAGS)[number], string> = {
    Event: event,
    Site: tags.Site ?? '?',
    Date: tags.Date ?? '????.??.??',
    Board: record.board ?? '?',
    West: tags.West ?? '?',
    North: tags.North ?? '?',
    East: tags.East ?? '?',
    South: tags.South ?? '?',
    Dealer: record.dealer,
    // No vulnerability given: an empty value, as the PBN verifier's correct_10.pbn writes it.
    Vulnerable: record.vulnerability ?? '',
    Deal: dealString(record),
    Scoring: tags.Scoring ?? '?',
    Declarer: tags.Declarer ?? mandatory.Declarer,
    Contract: tags.Contract ?? mandatory.Contract,
    Result: tags.Result ?? mandatory.Result,
  };
  const lines = PBN_MANDATORY_TAGS.map((name) => tagLine(name, values[name]));
  if (record.intro !== undefined && record.intro !== '') lines.push(commentBlock(record.intro));

  // Everything else in alphabetical order (export format), the sections among them.
  const blocks: { name: string; lines: string[] }[] = [];
  for (const [name, value] of Object.entries(tags)) {
    if ((PBN_MANDATORY_TAGS as readonly string[]).includes(name) || CONSUMED.has(name) || !/^[A-Z][A-Za-z0-9_]*$/.test(name)) continue;
    blocks.push({ name, lines: [tagLine(name, value)] });
  }
  blocks.push({ name: 'RuleSet', lines: [tagLine('RuleSet', record.ruleSet)] });
  const options = record.options ? writeOptions(record.options) : '';
  if (options !== '') blocks.push({ name: 'RuleSetOptions', lines: [tagLine('RuleSetOptions', options)] });
  if (title !== undefined && title !== event) blocks.push({ name: 'Title', lines: [tagLine('Title', title)] });
  if (record.calls.length > 0) {
    const notes: string[] = [];
    const tokens = record.calls.map((c) => {
      let token = formatCall(c.call);
      if (c.alert) token += ' $1';
      if (c.note !== undefined && c.note !== '') token += ` ${noteAnnotation(c.note, notes)}`;
      return token;
    });
    blocks.push({ name: 'Auction', lines: [tagLine('Auction', record.dealer), ...fourPerLine(tokens), ...noteTags(notes)] });
  }
  if (record.play.length > 0) {
    const summary = summariseAuction(record.calls.map((c, i) => ({ seat: rotate(record.dealer, i), call: c.call })));
    const writtenContract = readContractTag(tags.Contract);
    const declarer = readSeat(tags.Declarer?.replace('^', '')) ?? summary.contract?.declarer;
    const strain = summary.contract?.strain ?? writtenContract?.strain;
    const seats = playSeats(record, declarer, strain);
    const first = seats[0] ?? record.dealer;
    const notes: string[] = [];
    const playLines: string[] = [];
    for (let t = 0; t * 4 < record.play.length; t++) {
      const columns = ['-', '-', '-', '-'];
      record.play.slice(t * 4, t * 4 + 4).forEach((p, i) => {
        let token: string = p.card;
        if (p.note !== undefined && p.note !== '') token += ` ${noteAnnotation(p.note, notes)}`;
        columns[distance(first, seats[t * 4 + i]!)] = token;
      });
      playLines.push(columns.join(' '));
    }
    if (record.claim) playLines.push('*');
    blocks.push({ name: 'Play', lines: [tagLine('Play', first), ...playLines, ...noteTags(notes)] });
  }
  blocks.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const b of blocks) append(lines, b.lines);
  return lines;
};

/**
 * Writes records in the PBN export format (PBN 2.1 §3; pbn-lin.md §3): a `% PBN 2.1` and
 * `% EXPORT` header; per game the fifteen mandatory tags in their fixed order ("?" where
 * unknown), then every other tag and section in alphabetical order, one tag per line; the Deal
 * from the dealer; the Auction from the dealer, four calls a line, alerts as `$1`; the Play from
 * the opening leader, one trick a line in seat columns rebuilt from the order played, `*` after
 * a claim; commentary in braces after the token it belongs to (suit symbols as `\S \H \D \C`);
 * CRLF line ends; games separated by a blank line. The dialect's tags (`RuleSet`,
 * `RuleSetOptions`, `Title`) carry the rule set (see the module comment).
 *
 * `parsePbn(makePbn(r))` gives `r` back (positions aside) for records in the form the reader
 * produces. What cannot survive: commentary lines longer than the line limit are broken at
 * spaces; a `}` in the intro, in a note of several lines or in the 33rd different such note of
 * a section becomes `)`; tag names that are not PBN names are left out; a tag value too long
 * for one line is written whole. The text is returned as a string; to write a Latin-1 file use `encodeLatin1`.
 */
export const makePbn = (records: readonly HandRecord[] | HandRecord): string => {
  const list: readonly HandRecord[] = Array.isArray(records) ? records : [records as HandRecord];
  const out: string[] = ['% PBN 2.1', '% EXPORT'];
  for (const record of list) out.push('', ...gameLines(record));
  return out.join(CRLF) + CRLF;
};

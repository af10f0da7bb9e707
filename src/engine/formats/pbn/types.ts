/**
 * The public types of the PBN reader: games as written, with inheritance resolved and labelled.
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../record.ts';
import type { Result } from '../../result.ts';
import type { SourcePos } from '../../source.ts';
import type { PbnDiagnostic } from './codes.ts';
import type { BySeat, Call, Card } from '../../types.ts';

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

/**
 * What {@link parsePbn} returns: `ok` when no problem is an error, else `err`; either way the
 * whole file as read.
 */
export type PbnResult = Result<PbnParse, PbnParse>;

/** A PBN file as read: its games, their records, and every problem. */
export interface PbnParse {
  readonly games: PbnGame[];
  /**
   * One entry per game: the record, or `null` where the game has no deal to speak of (a game of
   * tags only) or, in strict mode, where it has an error.
   */
  readonly records: (HandRecord | null)[];
  /** Every problem in the file, in order. */
  readonly diagnostics: PbnDiagnostic[];
  /** The problems of each game (the file-level ones, outside any game, are only in `diagnostics`). */
  readonly byGame: PbnDiagnostic[][];
  /** From a `% PBN x.y` line at the top, if any. */
  readonly version?: string;
  /** Whether the file declares itself in export format (`% EXPORT`). */
  readonly exportFormat: boolean;
}

/**
 * One piece of a file read game by game ({@link readPbnGames}): a game with its record and its
 * problems, or (`game` is `null`) problems that stand outside any game.
 */
export interface PbnRead {
  /** The game, or `null` for a piece of problems outside any game. */
  readonly game: PbnGame | null;
  /** The game's record: `null` as in {@link PbnParse.records}, and for a piece without a game. */
  readonly record: HandRecord | null;
  /** The game's problems, or the problems outside any game, in order of position. */
  readonly diagnostics: PbnDiagnostic[];
}

/** What {@link readPbnGames} knows of the whole file once it has read the last game. */
export interface PbnFileInfo {
  /** From a `% PBN x.y` line at the top, if any. */
  readonly version?: string;
  /** Whether the file declares itself in export format (`% EXPORT`). */
  readonly exportFormat: boolean;
}

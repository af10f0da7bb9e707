/**
 * The vocabulary of scoring: what goes into scoring one deal, and the itemised entries that
 * come out. Everything is JSON-safe plain data, so that a score pad widget can show each entry
 * with its reason and its source.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../source.ts';
import type { Confidence } from '../rules/types.ts';
import type { Contract, Deal, Side, Vulnerability } from '../types.ts';

/** Where an entry is written on the score sheet (auction-laws.md §6.2; contract-scoring.md §3). */
export type Line = 'above' | 'below';

/**
 * Why points were scored: a stable code for widgets and lessons.
 *
 * - `trick-points`: odd tricks below the line (auction: every odd trick won; contract: tricks bid).
 * - `overtricks`: contract only, tricks beyond the bid, above the line.
 * - `double-bonus`: auction, the bonus for making a doubled or redoubled contract (law 56).
 * - `insult`: contract, the premium for making a doubled or redoubled contract.
 * - `undertricks`: the penalty, to the defenders.
 * - `honours`, `chicane`: the honour column (law 6, law 9).
 * - `little-slam`, `grand-slam`: slams (law 7–8; contract: bid and made).
 * - `game-premium`: three-handed auction 125 for a game; contract duplicate 300/500.
 * - `part-score-premium`: contract duplicate 50.
 * - `duplicate-premium`: duplicate auction, 125 for 30 or more below in one deal.
 * - `rubber-bonus`, `unfinished-game`, `unfinished-part-score`: written by the rubber ledger.
 * - `revoke-penalty`: points in the honour column for the other side's revoke (revoke.ts).
 */
export type ReasonCode =
  | 'trick-points'
  | 'overtricks'
  | 'double-bonus'
  | 'insult'
  | 'undertricks'
  | 'honours'
  | 'chicane'
  | 'little-slam'
  | 'grand-slam'
  | 'game-premium'
  | 'part-score-premium'
  | 'duplicate-premium'
  | 'rubber-bonus'
  | 'unfinished-game'
  | 'unfinished-part-score'
  | 'revoke-penalty';

/**
 * A value in the arithmetic of an entry, language-neutral: a number; the key of a word or fixed
 * phrase (`'detail.strain.H'`, `'detail.doubled'`); or a phrase with values of its own.
 */
export type DetailArg = number | string | DetailPhrase;

/** The values of a detail template's placeholders, by name. */
export type DetailArgs = Readonly<Record<string, DetailArg>>;

/**
 * A phrase of a detail: a template key and its values. With `count`, the key names a pair of
 * templates, `<key>.one` for a count of one and `<key>.other` otherwise, whose `{n}` is the count
 * ("1 odd trick", "3 odd tricks").
 */
export interface DetailPhrase {
  readonly key: string;
  readonly args?: DetailArgs;
  readonly count?: number;
}

/** A counted phrase: `counted('detail.oddTricks', 3)` reads "3 odd tricks". */
export const counted = (key: string, count: number): DetailPhrase => ({ key, count });

/** The detail of an entry with its template: `detail`, `detailKey` and (when given) `detailArgs`. */
export const detailOf = (detail: string, key: string, args?: DetailArgs): Pick<ScoreEntry, 'detail' | 'detailKey' | 'detailArgs'> =>
  args === undefined ? { detail, detailKey: key } : { detail, detailKey: key, detailArgs: args };

/** The detail of an entry as a phrase (to nest it in another), or `undefined` without a template. */
export const detailPhraseOf = (entry: ScoreEntry): DetailPhrase | undefined =>
  entry.detailKey === undefined
    ? undefined
    : entry.detailArgs === undefined
      ? { key: entry.detailKey }
      : { key: entry.detailKey, args: entry.detailArgs };

/**
 * One item on the score sheet. Exactly one of `side` (four-handed play) and `player`
 * (three-handed auction, where each player scores for himself) is present.
 */
export interface ScoreEntry {
  readonly side?: Side;
  readonly player?: string;
  readonly line: Line;
  /** Points; negative only for a chicane deducted from the opponents' honours (law 9, 1912). */
  readonly points: number;
  readonly reason: ReasonCode;
  /** Short citation: law and book, or section of the project's rules documents. */
  readonly source: string;
  /** The arithmetic in words: "3 odd tricks × 9". */
  readonly detail: string;
  /**
   * The same arithmetic without its words, for other languages (`i18n/score-details.ts`): the
   * key of a template in `i18n/en-score-details.ts`, whose English filled with
   * {@link ScoreEntry.detailArgs} is exactly `detail`. Absent where an entry has no template.
   */
  readonly detailKey?: string;
  /** The values of the placeholders of `detailKey`'s template (numbers, words by key, phrases). */
  readonly detailArgs?: DetailArgs;
  /** How sure we are, where the rule set marks the parameter (auction-laws.md §11). */
  readonly confidence?: Confidence;
}

/** Above, below and their sum, for one side or player. */
export interface LineTotals {
  readonly above: number;
  readonly below: number;
  readonly total: number;
}

/** A position at the table relative to the declarer, as the case files list honours. */
export type Position = 'declarer' | 'dummy' | 'lho' | 'rho';

/** The four positions, in playing order from the declarer. */
export const POSITIONS: readonly Position[] = ['declarer', 'lho', 'dummy', 'rho'];

/**
 * Honours given as lists per position, as the case files write them: ranks of the trump suit
 * (`'A' 'K' 'Q' 'J' 'T'`, `'10'` accepted) in a trump contract, aces (`'AS'` or `'SA'`) at
 * no-trump. `voids` names the positions void of trumps (chicane, law 9, 1912).
 */
export interface HonourListing {
  readonly declarer: readonly string[];
  readonly dummy: readonly string[];
  readonly lho: readonly string[];
  readonly rho: readonly string[];
  readonly voids?: readonly Position[];
}

/** Three-handed auction: who sits where for this deal; the dummy is opposite the declarer. */
export interface ThreeHandedSeating {
  /** The final bidder, who plays the dummy. */
  readonly declarer: string;
  /** The declarer's left-hand opponent (the opening leader). */
  readonly lho: string;
  /** The declarer's right-hand opponent. */
  readonly rho: string;
}

/** What is needed to score one deal. */
export interface DealInput {
  /** The final contract, or `null` when all four passed. */
  readonly contract: Contract | null;
  /** Tricks won by the declaring side, 0 to 13 (ignored when passed out). */
  readonly tricks: number;
  /** The deal, from which honours and voids are read. */
  readonly deal?: Deal;
  /** Honours listed per position (used when `deal` is absent). */
  readonly honours?: HonourListing;
  /** Law 48 (1912): the contract is the dealer's original bid of one (plain) spade. */
  readonly dealersOriginalOneSpade?: boolean;
  /** Contract only: the board's vulnerability (duplicate) or the rubber's (rubber). */
  readonly vulnerability?: Vulnerability;
  /** Three-handed auction: the players at this deal. Required when the option is on. */
  readonly threeHanded?: ThreeHandedSeating;
  /**
   * Below-the-line points each side (or player) already has toward the current game. Only
   * three-handed auction needs it, for its 125 game premium; missing means from love.
   */
  readonly partScoreBefore?: Readonly<Record<string, number>>;
}

/** How the deal went, in numbers. */
export interface DealOutcome {
  readonly passedOut: boolean;
  /** Whether the declarer made the contract (false when passed out). */
  readonly made: boolean;
  /** Tricks the declaring side won. */
  readonly tricks: number;
  /** Odd tricks won (lost, at nullos) when the contract is made; 0 otherwise. */
  readonly oddTricks: number;
  /** Tricks beyond the contract when made. */
  readonly overtricks: number;
  /** Tricks short of the contract when failed. */
  readonly undertricks: number;
  /** The side (four-handed) or player (three-handed) that declared. */
  readonly declarer: string | null;
  /** Contract only: whether the declaring side was vulnerable. */
  readonly vulnerable?: boolean;
}

/** The score of one deal: itemised entries and their totals. */
export interface DealScore {
  /** Who scores: `['NS', 'EW']`, or the three players. */
  readonly parties: readonly string[];
  readonly entries: readonly ScoreEntry[];
  /** Totals per party (every party present, zero if it scored nothing). */
  readonly totals: Readonly<Record<string, LineTotals>>;
  readonly outcome: DealOutcome;
  /** Problems that did not stop scoring (e.g. no honours given). */
  readonly warnings: readonly Diagnostic[];
}

/** The party an entry belongs to: its side or its player. */
export const partyOf = (entry: ScoreEntry): string => entry.side ?? entry.player ?? '';

/** Adds up entries per party and line. Every party listed appears, with zeros if need be. */
export const totalEntries = (parties: readonly string[], entries: readonly ScoreEntry[]): Record<string, LineTotals> => {
  const out: Record<string, { above: number; below: number; total: number }> = {};
  for (const p of parties) out[p] = { above: 0, below: 0, total: 0 };
  for (const e of entries) {
    const t = (out[partyOf(e)] ??= { above: 0, below: 0, total: 0 });
    t[e.line] += e.points;
    t.total += e.points;
  }
  return out;
};

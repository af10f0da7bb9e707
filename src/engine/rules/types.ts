/**
 * The shape of a rule set. Every difference between the historical codes is a value here,
 * never an `if` in the engine. Each parameter can carry its provenance: how sure we are and
 * which source says so (auction-laws.md §11 and §12), so that the site can show it.
 *
 * @packageDocumentation
 */
import type { Strain } from '../types.ts';
import type { IrregularityRules } from './irregularities.ts';

/** The ids of the rule sets the site offers (ARCHITECTURE.md "Rule sets"). */
export const RULE_SET_IDS = [
  'whist-club-1926',
  'whist-club-1915',
  'royal-auction-1912',
  'bridge-count-1908',
  'seed-000',
  'contract-rubber',
  'contract-duplicate',
] as const;
/** A rule set id. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** The ids of the auction-era rule sets. */
export const AUCTION_RULE_SET_IDS = [
  'whist-club-1926',
  'whist-club-1915',
  'royal-auction-1912',
  'bridge-count-1908',
  'seed-000',
] as const satisfies readonly RuleSetId[];
/** An auction-era rule set id. */
export type AuctionRuleSetId = (typeof AUCTION_RULE_SET_IDS)[number];

/**
 * How sure we are of a parameter (auction-laws.md, "Confidence labels"):
 * - `law`: read in the text of an official code;
 * - `period`: read in a period book, magazine or newspaper;
 * - `inferred`: deduced from indirect evidence (auction-laws.md §11);
 * - `literal`: the seed text taken at its word, right or wrong (auction-laws.md §10);
 * - `modern`: today's laws (contract-scoring.md).
 */
export type Confidence = 'law' | 'period' | 'inferred' | 'literal' | 'modern';

/** Where a parameter's value comes from. */
export interface Provenance {
  readonly confidence: Confidence;
  /** Short citation: law number, book, or section of auction-laws.md. */
  readonly source: string;
  /** Optional remark for readers, e.g. what the alternative reading would be. */
  readonly note?: string;
}

/** How bids are ranked (auction-laws.md §5). */
export type BidRanking =
  /** Level × trick value; equal value → more tricks is higher (law 44, 1912). */
  | 'value'
  /** Level first, then the strain order of `RuleSet.strains` (C < D < H < S < NT). */
  | 'majority';

/** Who deals after four opening passes (auction-laws.md §4.2; addendum Q3b). */
export type PassedOutRedeal = 'sameDealer' | 'nextDealer';

/** The rules of the auction. */
export interface AuctionParams {
  /**
   * The strains a bid may name, from lowest to highest at the same level. Under majority
   * calling this is the order; under value calling it breaks ties that value and level leave
   * (e.g. nullo just below no-trump, auction-laws.md §8.2).
   */
  readonly strains: readonly Strain[];
  /** Points per odd trick for each strain this rule set has (auction-laws.md §6.1). */
  readonly trickValues: Readonly<Partial<Record<Strain, number>>>;
  readonly bidRanking: BidRanking;
  /** The dealer may not pass his first call (law 42, 1912). */
  readonly dealerMustBid: boolean;
  /** Who deals after four passes. Irrelevant where the dealer must bid. */
  readonly passedOutRedeal: PassedOutRedeal;
  /** Highest legal level (addendum §3: seven, explicit from 1926). */
  readonly maxBidLevel: number;
}

/** Which honour table (auction-laws.md §6.5). */
export type HonourScale =
  /** Scale A: multiples of the trick value (2/4/5/8/9/10 tricks). */
  | 'trickMultiple'
  /** Scale B: flat 30/40/50/80/90/100. */
  | 'flat'
  /** Seed 000 read literally: only A-K-Q-J together count as "four in one hand". */
  | 'seedLiteral'
  /** Contract: 100 for four trump honours in one hand, 150 for five or four aces (contract-scoring.md). */
  | 'contract';

/** A figure with the citation it is read from, as data, so that score entries can quote it. */
export interface CitedFigure {
  readonly points: number;
  /** Short citation: law and book, or section of the project's rules documents. */
  readonly source: string;
}

/**
 * Three-handed auction (Laws of Three-Hand Auction, 1913, printed in HOYLE14 p. 67;
 * auction-laws.md §8.1): the figures of the option, read when `options.threeHanded` is on.
 */
export interface ThreeHandedParams {
  /** To a player for each game he wins (three-hand laws 12 and 14). */
  readonly gamePremium: CitedFigure;
  /** Honours, scored by each player for himself (three-hand law 13). */
  readonly honours: {
    /** Tricks for 0, 1, 2, 3, 4 and 5 trump honours in one hand. */
    readonly tricksByCount: readonly number[];
    /**
     * What one "trick" of honours is worth: the strain's trick value, or a flat figure
     * where the code's honour table is flat (10, [inferred]: no later three-hand law read).
     */
    readonly unit: 'trickValue' | number;
    /** Each ace at no-trump. */
    readonly acePoints: number;
    /** Four aces in one hand at no-trump. */
    readonly fourAcesInOneHand: number;
    readonly source: string;
  };
  /** Citation for the rubber (two games to one player; 250) three-handed. */
  readonly rubberSource: string;
}

/** Nullos (auction-laws.md §8.2; addendum Q6; never official, [inferred]). */
export interface NulloParams {
  /** Points per odd trick lost, like no-trump. */
  readonly trickValue: number;
  /** Whether slams are scored at nullos. */
  readonly slams: boolean;
  readonly source: string;
}

/**
 * An honour table (auction-laws.md §6.5): what each trump holding of a side is worth, in
 * tricks at the strain's trick value (`unit: 'trickValue'`, Scale A) or in points (Scale B).
 * Chicane is worth `simple`, double chicane `fourDivided` (law 9, 1912).
 */
export interface HonourValues {
  readonly unit: 'trickValue' | 'points';
  /** Three honours between partners. */
  readonly simple: number;
  readonly fourDivided: number;
  readonly fiveDivided: number;
  readonly fourInOneHand: number;
  readonly fourInOneHandFifthWithPartner: number;
  readonly fiveInOneHand: number;
  readonly source: string;
}

/** The scoring rules of an auction-era code (auction-laws.md §6 and §12.3). */
export interface AuctionScoringParams {
  readonly kind: 'auction';
  /** Below-the-line points that make a game (law 2). */
  readonly gameTarget: number;
  /** Multiplier of trick points for undoubled, doubled, redoubled (law 53). */
  readonly doubleMultiplier: readonly [number, number, number];
  /** Bonus above the line for making a doubled contract (law 56). Redoubled: × `redoubleBonusFactor`. */
  readonly doubledMadeBonus: { readonly base: number; readonly perOvertrick: number };
  readonly redoubleBonusFactor: number;
  /** Each undertrick, to the defenders, above the line: undoubled, doubled, redoubled (law 47). */
  readonly undertrick: readonly [number, number, number];
  readonly honourScale: HonourScale;
  /**
   * The figures of the honour table. Under `seedLiteral` the seed's reading decides which
   * holdings count as four in one hand; the figures are these.
   */
  readonly honourValues: HonourValues;
  /** No-trump aces: three aces, four divided, four in one hand. */
  readonly ntAces: { readonly three: number; readonly fourDivided: number; readonly fourInOneHand: number };
  /** Honours are scored when the contract fails (HOYLE14). */
  readonly honoursOnFailedContract: boolean;
  /** Chicane: a hand void of trumps is worth simple honours (law 9, 1912). */
  readonly chicane: boolean;
  /** Little and grand slam (law 7). */
  readonly slamValues: { readonly little: number; readonly grand: number };
  /** The defenders may score a slam too (law 7 "by either side"). */
  readonly slamEitherSide: boolean;
  /** A declarer who bids seven and takes twelve still scores the little slam (HOYLE14 fn. 3). */
  readonly littleSlamOnFailedGrand: boolean;
  /** Loss limit on the dealer's original one (plain) spade, unless redoubled (law 48); null if none. */
  readonly oneSpadeLossLimit: number | null;
  /** Added to the winners of the rubber (law 11). */
  readonly rubberBonus: number;
  /** Settlement of a rubber that stops before two games (auction-laws.md §6.7). */
  readonly unfinishedRubber: 'pointsOnly' | 'perGame125';
  /** Under `perGame125`: points for each game won in a rubber stopped early (§6.7, §11.5). */
  readonly unfinishedPerGame: CitedFigure;
  /** Duplicate auction option: premium for `gameTarget` or more below in one deal (§8.3). */
  readonly duplicatePremium: CitedFigure;
  /** Three-handed option (§8.1). */
  readonly threeHanded: ThreeHandedParams;
  /** Nullos option (§8.2). */
  readonly nullos: NulloParams;
}

/** A pair of figures by the declarer's vulnerability: `[not vulnerable, vulnerable]`. */
export type ByVulnerability = readonly [number, number];

/**
 * An undertrick schedule for one doubling and vulnerability: each of the first undertrick,
 * of the second and third, and of the fourth and later (WBF Law 77).
 */
export type UndertrickSteps = readonly [number, number, number];

/** Contract honours, rubber only (contract-scoring.md §3): in one hand, to either side. */
export interface ContractHonourParams {
  readonly fourInOneHand: number;
  readonly fiveInOneHand: number;
  /** Four aces in one hand at no-trump. */
  readonly fourAcesInOneHand: number;
  readonly source: string;
}

/** Premiums scored on every board (duplicate, WBF Law 77). */
export interface PerDealPremiums {
  /** A trick score of `gameTarget` or more. */
  readonly game: ByVulnerability;
  /** Any smaller trick score. */
  readonly partScore: number;
}

/** The scoring rules of Contract Bridge (contract-scoring.md). */
export interface ContractScoringParams {
  readonly kind: 'contract';
  /** `rubber`: game 100, vulnerability after a game. `duplicate`: each board alone (Law 77). */
  readonly form: 'rubber' | 'duplicate';
  /** Unfinished rubber: bonus for a game up and for a part-score (contract-scoring.md). */
  readonly unfinishedGame: number;
  readonly unfinishedPartScore: number;
  /** Trick points that make a game (L77; RB73). */
  readonly gameTarget: number;
  /** Points per odd trick bid (L77); no-trump scores `ntFirstTrick` for its first. */
  readonly trickValues: Readonly<Partial<Record<Strain, number>>>;
  readonly ntFirstTrick: number;
  /** Multiplier of trick points: undoubled, doubled, redoubled (L77). */
  readonly doubleMultiplier: readonly [number, number, number];
  /** Each overtrick doubled, then redoubled, by vulnerability (undoubled: the trick value). */
  readonly doubledOvertrick: readonly [ByVulnerability, ByVulnerability];
  /** Making a doubled or redoubled contract (the "insult"): undoubled, doubled, redoubled. */
  readonly insult: readonly [number, number, number];
  /** Slams bid and made, by vulnerability. */
  readonly slamBonus: { readonly little: ByVulnerability; readonly grand: ByVulnerability };
  /** Undertricks by doubling (undoubled, doubled, redoubled), then vulnerability. */
  readonly undertrick: readonly [
    readonly [UndertrickSteps, UndertrickSteps],
    readonly [UndertrickSteps, UndertrickSteps],
    readonly [UndertrickSteps, UndertrickSteps],
  ];
  /** Per-board game and part-score premiums (duplicate); `null` where games are played out (rubber). */
  readonly perDealPremiums: PerDealPremiums | null;
  /** Honours; `null` where they do not score (duplicate, Law 77). */
  readonly honours: ContractHonourParams | null;
  /** Rubber bonus by the losers' games: 2–0 and 2–1 (RB74); `null` where there are no rubbers. */
  readonly rubberBonuses: { readonly twoNil: number; readonly twoOne: number; readonly source: string } | null;
  /** Citation written on every entry of a deal scored under this form. */
  readonly source: string;
  /** Citation of the unfinished-rubber settlement. */
  readonly unfinishedSource: string;
}

/** Three-handed, nullos and duplicate are options on any auction rule set (auction-laws.md §8). */
export interface RuleOptions {
  /** Three-handed auction: each player for himself (1913 laws, auction-laws.md §8.1). */
  readonly threeHanded?: boolean;
  /** Nullo bids (about 1913–1920, never official; auction-laws.md §8.2). */
  readonly nullos?: boolean;
  /** Duplicate/progressive auction: 125 premium for 30 or more below in one deal (§8.3). */
  readonly duplicate?: boolean;
  /** Override who deals after four passes. */
  readonly passedOutRedeal?: PassedOutRedeal;
}

/** A named rule set: data only. */
export interface RuleSet {
  readonly id: RuleSetId;
  /** The label shown on the site. */
  readonly label: string;
  /** The years the code was in force, for readers. */
  readonly years: string;
  /** One or two sentences for the rule-set picker. */
  readonly summary: string;
  /** The sources this rule set rests on (short keys of auction-laws.md §2, or contract-scoring.md). */
  readonly sources: readonly string[];
  readonly auction: AuctionParams;
  readonly scoring: AuctionScoringParams | ContractScoringParams;
  /** Options applied on top of the base code (empty for the base rule sets). */
  readonly options: RuleOptions;
  /**
   * Provenance of individual parameters, keyed by parameter name (`bidRanking`,
   * `honourScale`, ...). A parameter not listed here is sourced as the rule set's `sources` say.
   */
  readonly provenance: Readonly<Record<string, Provenance>>;
  /**
   * Where each numeric scoring figure is read, keyed by parameter name (`gameTarget`,
   * `undertrick`, ...): the law and book, or section of the rules documents. Unlike
   * `provenance` it carries no confidence and changes no score entry; the reference page
   * prints it beside the value. Figures that carry their own `source` (the options' figures,
   * contract honours and rubber bonuses) need no entry here.
   */
  readonly citations: Readonly<Record<string, string>>;
  /**
   * What the code did about revokes, insufficient bids, cards faced in the deal and the like,
   * rule by rule with source and confidence; unknown where our sources do not give it
   * (irregularities.ts). Auction rule sets only.
   */
  readonly irregularities?: IrregularityRules;
}

/**
 * The vocabulary of the engine: seats, sides, suits, strains, ranks, cards and calls.
 *
 * Every type is derived from an `as const` array, so that code can iterate over the values
 * and the compiler knows the union. Everything is plain JSON-safe data: no classes.
 *
 * @packageDocumentation
 */

/** The four seats, clockwise from North. The order matters: `SEATS[i + 1]` is the left-hand neighbour. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
/** A seat at the table. */
export type Seat = (typeof SEATS)[number];

/** The two partnerships. */
export const SIDES = ['NS', 'EW'] as const;
/** A partnership. */
export type Side = (typeof SIDES)[number];

/** The suits in the order bridge books print them: ♠ ♥ ♦ ♣. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A suit. */
export type Suit = (typeof SUITS)[number];

/** The ranks from low to high. `T` is the ten. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** A rank. */
export type Rank = (typeof RANKS)[number];

/**
 * A card as a two-character string, suit then rank: `'SA'` is the ace of spades, `'HT'` the
 * ten of hearts. Strings survive JSON and island props unchanged.
 */
export type Card = `${Suit}${Rank}`;

/**
 * Every strain a bid may name in any rule set. Which of them a given rule set allows is data
 * (`RuleSet.strains`), never code.
 *
 * - `C` `D` `H` `S`: the suits. Under the royal count (1912) `S` is the old 2-point spade.
 * - `R`: royal spades ("lilies"), 9 points a trick, only under the royal count
 *   (auction-laws.md §7). Played with spades as trumps.
 * - `NL`: nullos, a bid to lose tricks, played without trumps (auction-laws.md §8.2).
 * - `NT`: no-trump.
 */
export const STRAINS = ['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const;
/** A strain (denomination) of a bid. */
export type Strain = (typeof STRAINS)[number];

/** The levels of a bid: the number of odd tricks (tricks over six) promised. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A bid level. */
export type Level = (typeof LEVELS)[number];

/** A bid: a level and a strain. */
export interface Bid {
  readonly type: 'bid';
  readonly level: Level;
  readonly strain: Strain;
}

/** A call in the auction. */
export type Call = Bid | { readonly type: 'pass' } | { readonly type: 'double' } | { readonly type: 'redouble' };

/** How far the final bid was doubled: 0 undoubled, 1 doubled, 2 redoubled. */
export type Doubling = 0 | 1 | 2;

/** A value for each seat. */
export type BySeat<T> = { [S in Seat]: T };
/** A value for each side. */
export type BySide<T> = { [S in Side]: T };
/** A value for each suit. */
export type BySuit<T> = { [S in Suit]: T };

/** The final contract of an auction that was not passed out. */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubled: Doubling;
  /** The member of the declaring side who first named the strain (law 46). */
  readonly declarer: Seat;
}

/** Full English names, for prose and screen readers. */
export const SEAT_NAMES: BySeat<string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
/** Suit symbols as bridge books print them. */
export const SUIT_SYMBOLS: BySuit<string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
/** Suit names, singular and plural. */
export const SUIT_NAMES: BySuit<{ one: string; many: string }> = {
  S: { one: 'spade', many: 'spades' },
  H: { one: 'heart', many: 'hearts' },
  D: { one: 'diamond', many: 'diamonds' },
  C: { one: 'club', many: 'clubs' },
};
/** Rank names for prose ("the king of hearts"). */
export const RANK_NAMES: { [R in Rank]: string } = {
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  A: 'ace',
};
/** Strain names for prose, singular and plural ("one heart", "two no-trumps"). */
export const STRAIN_NAMES: { [S in Strain]: { one: string; many: string; symbol: string } } = {
  C: { one: 'club', many: 'clubs', symbol: '♣' },
  D: { one: 'diamond', many: 'diamonds', symbol: '♦' },
  H: { one: 'heart', many: 'hearts', symbol: '♥' },
  S: { one: 'spade', many: 'spades', symbol: '♠' },
  R: { one: 'royal spade', many: 'royal spades', symbol: 'R♠' },
  NL: { one: 'nullo', many: 'nullos', symbol: 'Nul' },
  NT: { one: 'no-trump', many: 'no-trumps', symbol: 'NT' },
};

/** A hand: the cards one player holds. */
export type Hand = readonly Card[];

/**
 * A deal: the four hands. A hand may be `null` where it is unknown (partial deals for
 * diagrams and problems); such a deal is flagged as partial by `validateDeal`.
 */
export type Deal = BySeat<Hand | null>;

/** A complete deal: all four hands known. */
export type FullDeal = BySeat<Hand>;

/** Vulnerability, used only by Contract scoring (auction had none: the dialect writes `None`). */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
/** Vulnerability of a board. */
export type Vulnerability = (typeof VULNERABILITIES)[number];

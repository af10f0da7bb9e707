/**
 * The figures of the auction options (three-handed, duplicate, nullos) and of the 125-a-game
 * settlement, as the auction rule sets carry them in `scoring`. They are the same in every
 * auction code read so far; a rule set that differs overrides a field (the three-handed honour
 * unit follows the code's honour table).
 *
 * @packageDocumentation
 */
import type { AuctionScoringParams } from './types.ts';

/** The scoring fields every auction rule set shares for its options (auction-laws.md §8, §6.7). */
export type AuctionOptionFigures = Pick<AuctionScoringParams, 'unfinishedPerGame' | 'duplicatePremium' | 'threeHanded' | 'nullos'>;

/**
 * The option figures of the codes whose honours are multiples of the trick value (Scale A):
 * three-handed honours count in tricks of the trump suit, as the 1913 law says.
 */
export const AUCTION_OPTION_FIGURES = {
  // 125 a game won, by analogy with three-hand law 14 and duplicate law A [inferred].
  unfinishedPerGame: { points: 125, source: 'auction-laws.md §6.7, §11.5 [inferred]' },
  // Laws of Duplicate Auction, law A (HOYLE14 p. 67): 125 for 30 or more below in one deal.
  duplicatePremium: { points: 125, source: 'Laws of Duplicate Auction, law A (HOYLE14); auction-laws.md §8.3' },
  threeHanded: {
    // Three-hand laws 12 and 14 (HOYLE14 p. 67): 125 for each game won.
    gamePremium: { points: 125, source: 'Laws of Three-Hand Auction, laws 12 and 14 (HOYLE14); auction-laws.md §8.1' },
    honours: {
      // Three-hand law 13: 1, 2, 3 honours so many tricks, 4 = 8 tricks, 5 = 10 tricks.
      tricksByCount: [0, 1, 2, 3, 8, 10],
      unit: 'trickValue',
      // Three-hand law 13: 10 an ace at no-trump, 100 for four in one hand.
      acePoints: 10,
      fourAcesInOneHand: 100,
      source: 'Laws of Three-Hand Auction, law 13 (HOYLE14); auction-laws.md §8.1',
    },
    rubberSource: 'Laws of Three-Hand Auction, laws 11 and 14 (HOYLE14); auction-laws.md §8.1',
  },
  // Nullos: 10 per odd trick lost, like no-trump; no slams (and no honours) [inferred].
  nullos: { trickValue: 10, slams: false, source: 'auction-laws.md §8.2 [inferred]; addendum Q6' },
} as const satisfies AuctionOptionFigures;

/**
 * The option figures of the codes with a flat honour table (Scale B, and the seed text): the
 * 1913 three-hand law speaks of tricks, taken as 10 points each [inferred: no three-hand law
 * for the 1926 code was read].
 */
export const FLAT_AUCTION_OPTION_FIGURES = {
  ...AUCTION_OPTION_FIGURES,
  threeHanded: {
    ...AUCTION_OPTION_FIGURES.threeHanded,
    honours: { ...AUCTION_OPTION_FIGURES.threeHanded.honours, unit: 10 },
  },
} as const satisfies AuctionOptionFigures;

/**
 * Whist Club code of November 1912, the "Royal Auction" count: the best-documented set, with
 * the full law text in Work, *Auction of To-day* (1913) (auction-laws.md §7, §12.2).
 */
import { AUCTION_OPTION_FIGURES } from './auction-options.ts';
import { SCALE_A } from './honour-tables.ts';
import { IRREGULARITIES_1912 } from './irregularities.ts';
import type { RuleSet } from './types.ts';

/** The `royal-auction-1912` rule set: the Whist Club code of November 1912 (auction-laws.md §7, §12.2). */
export const royalAuction1912 = {
  id: 'royal-auction-1912',
  label: 'Whist Club Laws 1912 (Royal Auction)',
  years: '1912–1915',
  summary:
    'The royal count: plain spades at 2 and royal spades at 9, no-trump lowered to 10. The dealer must bid, bids rank by value, slams 20 and 40, chicane.',
  sources: ['WORK13', 'HOYLE14', 'Clark 1913', 'Bergholt c. 1913', 'Webster 1913'],
  auction: {
    // Under value calling ties of value and level cannot occur between these strains except
    // plain spades; the order is the printed one (WORK13 law 4).
    strains: ['S', 'C', 'D', 'H', 'R', 'NT'],
    trickValues: { S: 2, C: 6, D: 7, H: 8, R: 9, NT: 10 }, // law 4 (1912)
    bidRanking: 'value', // law 44; law 53
    dealerMustBid: true, // law 42
    passedOutRedeal: 'sameDealer', // cannot arise while the dealer must bid
    maxBidLevel: 7,
  },
  scoring: {
    kind: 'auction',
    gameTarget: 30, // law 2
    doubleMultiplier: [1, 2, 4], // law 53
    doubledMadeBonus: { base: 50, perOvertrick: 50 }, // law 56
    redoubleBonusFactor: 2,
    undertrick: [50, 100, 200], // law 47
    honourScale: 'trickMultiple', // law 6
    honourValues: SCALE_A, // law 6 (1912): 2, 4, 5, 8, 9, 10 tricks
    ntAces: { three: 30, fourDivided: 40, fourInOneHand: 100 }, // law 6
    honoursOnFailedContract: true, // HOYLE14
    chicane: true, // law 9 (abolished Nov. 1913)
    slamValues: { little: 20, grand: 40 }, // laws 7–8
    slamEitherSide: true, // law 7 "by either side"
    littleSlamOnFailedGrand: true, // HOYLE14 footnote 3
    oneSpadeLossLimit: 100, // law 48
    rubberBonus: 250, // law 11
    unfinishedRubber: 'pointsOnly',
    ...AUCTION_OPTION_FIGURES, // auction-laws.md §8; three-handed honours in tricks (Scale A)
  },
  options: {},
  irregularities: IRREGULARITIES_1912,
  citations: {
    trickValues: 'law 4 (1912), WORK13; auction-laws.md §6.1',
    gameTarget: 'law 2 (1912), WORK13; auction-laws.md §6.2',
    doubleMultiplier: 'law 53 (1912), WORK13; auction-laws.md §6.3',
    doubledMadeBonus: 'law 56 (1912), WORK13; auction-laws.md §6.3',
    redoubleBonusFactor: 'law 56 (1912), WORK13; auction-laws.md §6.3',
    undertrick: 'law 47 (1912), WORK13; auction-laws.md §6.3–6.4',
    ntAces: 'law 6 (1912), WORK13; auction-laws.md §6.5',
    slamValues: 'laws 7–8 (1912), WORK13; HOYLE14; auction-laws.md §6.6',
    oneSpadeLossLimit: 'law 48 (1912), WORK13; auction-laws.md §4.2',
    rubberBonus: 'law 11 (1912), WORK13; auction-laws.md §6.7',
  },
  provenance: {
    chicane: {
      confidence: 'law',
      source: 'law 9 (1912); SPEC14a; DEV13',
      note: 'Abolished by the Whist Club in November 1913.',
    },
    unfinishedRubber: {
      confidence: 'inferred',
      source: 'auction-laws.md §6.7, §11.5',
      note: 'No law found; Work (Dec. 1913) has an unread section "Shortening the Last Rubber".',
    },
  },
} as const satisfies RuleSet;

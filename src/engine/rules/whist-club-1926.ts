/**
 * Whist Club Laws 1926: the last American auction code and the site's default
 * (auction-laws.md §12.1; addendum §5).
 */
import { FLAT_AUCTION_OPTION_FIGURES } from './auction-options.ts';
import { SCALE_B } from './honour-tables.ts';
import { IRREGULARITIES_1926 } from './irregularities.ts';
import type { RuleSet } from './types.ts';

/** The `whist-club-1926` rule set, the site's default (auction-laws.md §12.1). */
export const whistClub1926 = {
  id: 'whist-club-1926',
  label: 'Whist Club Laws 1926',
  years: '1926–1930',
  summary:
    'The last American auction code, the form the game had when Contract replaced it. Spades 9, no-trump 10, bids ranked by number of tricks first, honours on the flat 30–100 table.',
  sources: ['VF26b', 'TIME26b', 'SPEC27', 'ODT27', 'WIKI', 'auction-laws.md §12.1'],
  auction: {
    // Majority calling: level first, then C < D < H < S < NT (auction-laws.md §5; SPEC27).
    strains: ['C', 'D', 'H', 'S', 'NT'],
    // Standard count from 1915 (auction-laws.md §6.1; TIME26a; WIKI).
    trickValues: { C: 6, D: 7, H: 8, S: 9, NT: 10 },
    bidRanking: 'majority',
    dealerMustBid: false,
    passedOutRedeal: 'nextDealer',
    maxBidLevel: 7,
  },
  scoring: {
    kind: 'auction',
    gameTarget: 30, // law 2: thirty points from tricks alone
    doubleMultiplier: [1, 2, 4], // law 53
    doubledMadeBonus: { base: 50, perOvertrick: 50 }, // law 56; BOS16; WIKI
    redoubleBonusFactor: 2,
    undertrick: [50, 100, 200], // law 47
    honourScale: 'flat',
    honourValues: SCALE_B, // auction-laws.md §6.5 Scale B [inferred, see provenance]
    ntAces: { three: 30, fourDivided: 40, fourInOneHand: 100 },
    honoursOnFailedContract: true, // HOYLE14 "scores nothing but honours as actually held"
    chicane: false, // abolished Nov. 1913 (SPEC14a; DEV13)
    slamValues: { little: 50, grand: 100 }, // 1915 "increase of slam values" (ATH16; TIME26a)
    slamEitherSide: true,
    littleSlamOnFailedGrand: true,
    oneSpadeLossLimit: null,
    rubberBonus: 250, // law 11
    unfinishedRubber: 'pointsOnly',
    ...FLAT_AUCTION_OPTION_FIGURES, // auction-laws.md §8; three-handed honours at 10 a trick (flat table) [inferred]
  },
  options: {},
  irregularities: IRREGULARITIES_1926,
  citations: {
    trickValues: 'TIME26a; WIKI; auction-laws.md §6.1',
    gameTarget: 'law 2 (1912); auction-laws.md §6.2, §12.3',
    doubleMultiplier: 'law 53 (1912); auction-laws.md §6.3, §12.3',
    doubledMadeBonus: 'law 56 (1912); BOS16; WIKI; auction-laws.md §6.3',
    redoubleBonusFactor: 'law 56 (1912); auction-laws.md §6.3, §12.3',
    undertrick: 'law 47 (1912); auction-laws.md §6.3–6.4, §12.3',
    ntAces: 'law 6 (1912); WIKI; auction-laws.md §6.5 (the same on both scales)',
    slamValues: 'ATH16 "increase of slam values" (1915); TIME26a; WIKI; auction-laws.md §6.6',
    oneSpadeLossLimit: 'auction-laws.md §12.3: none (the 2-point spade is gone from 1915)',
    rubberBonus: 'law 11 (1912); auction-laws.md §6.7, §12.3',
  },
  provenance: {
    bidRanking: {
      confidence: 'inferred',
      source: 'SPEC27; HALL; auction-laws.md §11.2, addendum Q2',
      note: 'Majority calling was "the American rule" by April 1927; which code adopted it (1915, 1920 or 1926) is not established.',
    },
    honourScale: {
      confidence: 'inferred',
      source: 'VF24; TIME26a; ODT27; WIKI; auction-laws.md §6.5, §11.1, addendum Q1',
      note: 'The 1926 honour law itself was not read; the flat table is dated by indirect evidence.',
    },
    dealerMustBid: {
      confidence: 'inferred',
      source: 'WORK20; addendum Q3a',
      note: 'The dealer could pass by 1920, probably from June 1915.',
    },
    passedOutRedeal: {
      confidence: 'inferred',
      source: 'SHEP29-idx law 17(b) (1927 contract code); addendum Q3b',
      note: 'The next dealer deals after four passes; the seed text says the same dealer.',
    },
    maxBidLevel: { confidence: 'period', source: 'TIME26b: "Seven odd tricks is the highest legal bid"' },
    slamEitherSide: {
      confidence: 'inferred',
      source: 'law 7 (1912); HOYLE14; auction-laws.md §11.4',
      note: 'Explicit in 1912–13, assumed unchanged.',
    },
    littleSlamOnFailedGrand: {
      confidence: 'inferred',
      source: 'HOYLE14 footnote 3; auction-laws.md §11.4',
      note: 'Explicit in 1913, assumed unchanged.',
    },
    unfinishedRubber: {
      confidence: 'inferred',
      source: 'VF20; auction-laws.md §6.7, §11.5',
      note: 'No law found; in 1920 bets on the rubber went to the side with more points.',
    },
  },
} as const satisfies RuleSet;

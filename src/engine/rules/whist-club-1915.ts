/**
 * Whist Club codes 1915–1925: the "classic" game. Same values and slams as 1926, honours as
 * multiples of the trick value (auction-laws.md §12.2; cases key `WC1920`).
 */
import { AUCTION_OPTION_FIGURES } from './auction-options.ts';
import { SCALE_A } from './honour-tables.ts';
import { IRREGULARITIES_1915 } from './irregularities.ts';
import type { RuleSet } from './types.ts';
import { whistClub1926 } from './whist-club-1926.ts';

/** The `whist-club-1915` rule set: the Whist Club codes 1915–1925 (auction-laws.md §12.2). */
export const whistClub1915 = {
  id: 'whist-club-1915',
  label: 'Whist Club Laws 1915–1925',
  years: '1915–1925',
  summary:
    'The classic American game after the 1915 code: the 2-point spade is gone and spades count 9, slams 50 and 100, honours worth so many tricks of the trump suit.',
  sources: ['GB15', 'ATH16', 'WORK15', 'WORK20', 'TIME26a', 'auction-laws.md §12.2'],
  auction: {
    strains: ['C', 'D', 'H', 'S', 'NT'],
    trickValues: { C: 6, D: 7, H: 8, S: 9, NT: 10 }, // GB15 example: spades 9 in 1915
    bidRanking: 'value',
    dealerMustBid: false,
    passedOutRedeal: 'nextDealer',
    maxBidLevel: 7,
  },
  scoring: {
    ...whistClub1926.scoring,
    honourScale: 'trickMultiple', // law 6 (1912); HOYLE14; TIME26a (90 for five spade honours, March 1926)
    honourValues: SCALE_A,
    threeHanded: AUCTION_OPTION_FIGURES.threeHanded, // three-hand law 13 counts honours in tricks of the trump suit
  },
  options: {},
  irregularities: IRREGULARITIES_1915,
  citations: {
    ...whistClub1926.citations,
    trickValues: 'GB15 (spades 9 in 1915); auction-laws.md §6.1',
  },
  provenance: {
    bidRanking: {
      confidence: 'inferred',
      source: 'GB15-pp p. 23; auction-laws.md §5, addendum Q2',
      note: 'The 1915 example (three clubs over two spades) holds under both rankings; value calling for 1915–25 is a weak inference.',
    },
    dealerMustBid: {
      confidence: 'inferred',
      source: 'ROY15; WORK17; WORK20; addendum Q3a',
      note: 'Probably from the June 1915 code; certain by 1920.',
    },
    passedOutRedeal: {
      confidence: 'inferred',
      source: 'SHEP29-idx law 17(b); addendum Q3b',
      note: 'Read in the 1927 contract code, three codes later.',
    },
    slamValues: { confidence: 'period', source: 'ATH16 heading "increase of slam values"; TIME26a' },
    slamEitherSide: whistClub1926.provenance.slamEitherSide,
    littleSlamOnFailedGrand: whistClub1926.provenance.littleSlamOnFailedGrand,
    unfinishedRubber: whistClub1926.provenance.unfinishedRubber,
  },
} as const satisfies RuleSet;

/**
 * Bath and Portland Clubs, August 1908 (and Whist Club 1910–11): the original "bridge count"
 * (auction-laws.md §3, §6.1, §12.2).
 */
import { IRREGULARITIES_1908 } from './irregularities.ts';
import type { RuleSet } from './types.ts';
import { royalAuction1912 } from './royal-auction-1912.ts';

/** The `bridge-count-1908` rule set: the 1908 bridge count (auction-laws.md §12.2). */
export const bridgeCount1908 = {
  id: 'bridge-count-1908',
  label: 'Bath & Portland Clubs 1908 (bridge count)',
  years: '1908–1912',
  summary:
    'The original auction with the values of bridge: spades 2, clubs 4, diamonds 6, hearts 8, no-trump 12. Three no-trumps or four hearts is game from love; the dealer must bid.',
  sources: ['EB11', 'SPEC08', 'STREET09', 'EB22', 'WORK13 intro'],
  auction: {
    strains: ['S', 'C', 'D', 'H', 'NT'],
    trickValues: { S: 2, C: 4, D: 6, H: 8, NT: 12 }, // EB11; SPEC08
    bidRanking: 'value', // SPEC08: equal value and more tricks is higher
    dealerMustBid: true, // SPEC08; STREET09
    passedOutRedeal: 'sameDealer', // cannot arise while the dealer must bid
    maxBidLevel: 7,
  },
  scoring: {
    ...royalAuction1912.scoring,
    oneSpadeLossLimit: null,
  },
  options: {},
  irregularities: IRREGULARITIES_1908,
  // The 1908 laws themselves were not read: what EB11 and SPEC08 report of them is cited as
  // such, and what is taken over from the 1912 code says so (auction-laws.md §3, §12.2).
  citations: {
    trickValues: 'EB11; SPEC08; auction-laws.md §6.1',
    gameTarget: 'EB11; SPEC08 (three no-trumps or four hearts is game from love); auction-laws.md §3',
    doubleMultiplier: 'law 53 (1912), WORK13, assumed for 1908; auction-laws.md §12.2',
    doubledMadeBonus: 'law 56 (1912), WORK13, assumed for 1908; auction-laws.md §12.2',
    redoubleBonusFactor: 'law 56 (1912), WORK13, assumed for 1908; auction-laws.md §12.2',
    undertrick: 'EB11; SPEC08 (50 an undertrick); doubled as law 47 (1912), WORK13; auction-laws.md §3',
    ntAces: 'law 6 (1912), WORK13, assumed for 1908; auction-laws.md §12.2',
    slamValues: 'laws 7–8 (1912); HOYLE14; auction-laws.md §6.6 (20 / 40 in 1908–1914)',
    rubberBonus: 'EB11; SPEC08 (raised from bridge’s 100 to 250); auction-laws.md §3',
  },
  provenance: {
    doubledMadeBonus: {
      confidence: 'inferred',
      source: 'auction-laws.md §12.2',
      note: 'The 1908–10 doubled-overtrick bonus was not read; assumed as in 1912.',
    },
    littleSlamOnFailedGrand: { confidence: 'inferred', source: 'auction-laws.md §12.3 (unknown for 1908)' },
    oneSpadeLossLimit: { confidence: 'inferred', source: 'auction-laws.md §12.3 (unknown for 1908; none assumed)' },
    unfinishedRubber: royalAuction1912.provenance.unfinishedRubber,
  },
} as const satisfies RuleSet;

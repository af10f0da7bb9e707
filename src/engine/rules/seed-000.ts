/**
 * The project's main seed text taken literally, errors included, so that the site can show
 * where a popular modern description goes wrong (auction-laws.md §10, §12.2).
 */
import { IRREGULARITIES_SEED } from './irregularities.ts';
import type { RuleSet } from './types.ts';
import { whistClub1926 } from './whist-club-1926.ts';

/** The `seed-000` rule set: the seed text read literally (auction-laws.md §10). */
export const seed000 = {
  id: 'seed-000',
  label: 'Seed text (as written)',
  years: 'modern description',
  summary:
    'A popular modern description read at its word: four honours means A-K-Q-J only, a flat 50 bonus for a doubled contract made, the same dealer redeals after four passes.',
  sources: ['seed 000', 'auction-laws.md §10'],
  auction: {
    strains: ['C', 'D', 'H', 'S', 'NT'],
    trickValues: { C: 6, D: 7, H: 8, S: 9, NT: 10 },
    bidRanking: 'majority', // §10 row 11
    dealerMustBid: false,
    passedOutRedeal: 'sameDealer', // §10 row 9
    maxBidLevel: 7,
  },
  scoring: {
    ...whistClub1926.scoring,
    doubledMadeBonus: { base: 50, perOvertrick: 0 }, // §10 row 2: flat bonus, no overtrick part
    honourScale: 'seedLiteral', // §10 rows 3–4
    honourValues: { ...whistClub1926.scoring.honourValues, source: 'seed 000; auction-laws.md §10 rows 3–4' }, // the flat figures, read the seed's way
  },
  options: {},
  irregularities: IRREGULARITIES_SEED,
  citations: {
    ...whistClub1926.citations,
    trickValues: 'seed 000; auction-laws.md §10, §12.3',
    doubledMadeBonus: 'seed 000; auction-laws.md §10 row 2',
  },
  provenance: {
    doubledMadeBonus: {
      confidence: 'literal',
      source: 'seed 000; auction-laws.md §10 row 2',
      note: 'Wrong: law 56 (1912) adds 50 for each overtrick.',
    },
    honourScale: {
      confidence: 'literal',
      source: 'seed 000; auction-laws.md §10 rows 3–4',
      note: 'Wrong: any four of A K Q J 10 in one hand count as four in one hand (law 6).',
    },
    passedOutRedeal: {
      confidence: 'literal',
      source: 'seed 000; auction-laws.md §10 row 9',
      note: 'Unsupported: the 1927 code has the next dealer deal (addendum Q3b).',
    },
    unfinishedRubber: {
      confidence: 'literal',
      source: 'seed 000; auction-laws.md §10 row 16',
      note: 'Higher net score wins; no law found.',
    },
  },
} as const satisfies RuleSet;

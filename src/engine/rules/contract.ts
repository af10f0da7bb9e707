/**
 * Contract Bridge, for contrast: rubber (ACBL/Portland laws 72–81) and duplicate (WBF Law 77).
 * The scores themselves are in contract-scoring.md; these are the bidding rules and the
 * scoring form.
 */
import type { RuleSet } from './types.ts';

const contractAuction = {
  // The modern ladder: level first, then C < D < H < S < NT.
  strains: ['C', 'D', 'H', 'S', 'NT'],
  // Trick values for display; contract scoring has its own table (contract-scoring.md §2).
  trickValues: { C: 20, D: 20, H: 30, S: 30, NT: 30 },
  bidRanking: 'majority',
  dealerMustBid: false,
  passedOutRedeal: 'nextDealer',
  maxBidLevel: 7,
} as const;

const L77 = 'WBF Law 77 (2017); contract-scoring.md §2';

/**
 * The Law 77 table (contract-scoring.md §2): the trick score, overtricks, the insult, slams and
 * undertricks, the same in rubber and duplicate (contract-scoring.md §3). Pairs are
 * `[not vulnerable, vulnerable]`; triples `[undoubled, doubled, redoubled]`.
 */
const lawSeventySevenTable = {
  gameTarget: 100, // L77: a trick score of 100 or more is a game; RB73
  trickValues: { C: 20, D: 20, H: 30, S: 30, NT: 30 }, // L77: minors 20, majors 30, no-trump 30 after the first
  ntFirstTrick: 40, // L77: no-trump 40 for the first trick
  doubleMultiplier: [1, 2, 4], // L77: doubling × 2, redoubling × 4
  doubledOvertrick: [
    [100, 200], // L77: each doubled overtrick
    [200, 400], // L77: each redoubled overtrick
  ],
  insult: [0, 50, 100], // L77: making a doubled contract 50, redoubled 100 (2007 Laws on)
  slamBonus: { little: [500, 750], grand: [1000, 1500] }, // L77: bid and made
  // L77: [first, second and third, fourth and later] each; 300 for the fourth doubled not vulnerable since 1987.
  undertrick: [
    [
      [50, 50, 50],
      [100, 100, 100],
    ],
    [
      [100, 200, 300],
      [200, 300, 300],
    ],
    [
      [200, 400, 600],
      [400, 600, 600],
    ],
  ],
} as const;

/** Where each figure of the Law 77 table is read. */
const lawSeventySevenCitations = {
  gameTarget: `${L77}; RB73`,
  trickValues: L77,
  ntFirstTrick: L77,
  doubleMultiplier: L77,
  doubledOvertrick: L77,
  insult: `${L77} (2007 Laws on; 50 for both before)`,
  slamBonus: L77,
  undertrick: `${L77} (300 for the fourth doubled not vulnerable since 1987)`,
};

/** The `contract-rubber` rule set: rubber bridge (ACBL rubber laws 72–74; contract-scoring.md §3). */
export const contractRubber = {
  id: 'contract-rubber',
  label: 'Contract Bridge (rubber)',
  years: 'today',
  summary: 'Modern rubber bridge: only the tricks bid count toward a game of 100, vulnerability after a game, rubber 700 or 500.',
  sources: ['RB72-74', 'RB2014', 'S1', 'S2', 'contract-scoring.md §3'],
  auction: contractAuction,
  scoring: {
    kind: 'contract',
    form: 'rubber',
    unfinishedGame: 300, // contract-scoring.md §3 (S2, S3)
    unfinishedPartScore: 100, // contract-scoring.md §3 (S2; S3 gives 50)
    ...lawSeventySevenTable,
    perDealPremiums: null, // RB72-73: no per-deal premium; games are played out
    // S1, S2 (RB2014 law 81 not read): four trump honours in one hand 100, five 150, four aces 150.
    honours: {
      fourInOneHand: 100,
      fiveInOneHand: 150,
      fourAcesInOneHand: 150,
      source: 'contract-scoring.md §3 (S1, S2; RB2014 law 81 not read)',
    },
    rubberBonuses: { twoNil: 700, twoOne: 500, source: 'ACBL rubber law 74; contract-scoring.md §3' }, // RB74
    source: `ACBL rubber laws 72–74; contract-scoring.md §3; ${L77}`,
    unfinishedSource: 'contract-scoring.md §3 (S2, S3; RB2014 law 80 not read)',
  },
  options: {},
  citations: {
    ...lawSeventySevenCitations,
    unfinishedGame: 'contract-scoring.md §3 (S2, S3; RB2014 law 80 not read)',
    unfinishedPartScore: 'contract-scoring.md §3 (S2; S3 gives 50)',
  },
  provenance: {
    unfinishedPartScore: {
      confidence: 'modern',
      source: 'S2; contract-scoring.md §3',
      note: 'Some sources give 50 for a part-score in an unfinished rubber.',
    },
  },
} as const satisfies RuleSet;

/** The `contract-duplicate` rule set: duplicate bridge (WBF Law 77; contract-scoring.md §2). */
export const contractDuplicate = {
  id: 'contract-duplicate',
  label: 'Contract Bridge (duplicate)',
  years: 'today',
  summary: 'Modern duplicate bridge (WBF Law 77): each board scored alone, vulnerability from the board.',
  sources: ['L77', 'contract-scoring.md §2'],
  auction: contractAuction,
  scoring: {
    kind: 'contract',
    form: 'duplicate',
    unfinishedGame: 0, // no rubbers in duplicate
    unfinishedPartScore: 0,
    ...lawSeventySevenTable,
    perDealPremiums: { game: [300, 500], partScore: 50 }, // L77: game 300/500, part-score 50
    honours: null, // L77: honours do not score in duplicate
    rubberBonuses: null, // no rubbers in duplicate
    source: L77,
    unfinishedSource: 'contract-scoring.md §3 (no rubbers in duplicate)',
  },
  options: {},
  citations: {
    ...lawSeventySevenCitations,
    unfinishedGame: 'no rubbers in duplicate (L77)',
    unfinishedPartScore: 'no rubbers in duplicate (L77)',
    perDealPremiums: L77,
  },
  provenance: {},
} as const satisfies RuleSet;

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

export const contractRubber = {
  id: 'contract-rubber',
  label: 'Contract Bridge (rubber)',
  years: 'today',
  summary:
    'Modern rubber bridge: only the tricks bid count toward a game of 100, vulnerability after a game, rubber 700 or 500.',
  sources: ['RB72-74', 'RB2014', 'S1', 'S2', 'contract-scoring.md §3'],
  auction: contractAuction,
  scoring: { kind: 'contract', form: 'rubber', unfinishedGame: 300, unfinishedPartScore: 100 },
  options: {},
  provenance: {
    unfinishedPartScore: {
      confidence: 'modern',
      source: 'S2; contract-scoring.md §3',
      note: 'Some sources give 50 for a part-score in an unfinished rubber.',
    },
  },
} as const satisfies RuleSet;

export const contractDuplicate = {
  id: 'contract-duplicate',
  label: 'Contract Bridge (duplicate)',
  years: 'today',
  summary: 'Modern duplicate bridge (WBF Law 77): each board scored alone, vulnerability from the board.',
  sources: ['L77', 'contract-scoring.md §2'],
  auction: contractAuction,
  scoring: { kind: 'contract', form: 'duplicate', unfinishedGame: 0, unfinishedPartScore: 0 },
  options: {},
  provenance: {},
} as const satisfies RuleSet;

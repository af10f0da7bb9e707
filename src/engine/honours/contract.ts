/**
 * Contract rubber honours (contract-scoring.md §3): four or five trump honours, or the four
 * aces at no-trump, in one hand, to either side.
 *
 * @packageDocumentation
 */
import type { ContractHonourParams } from '../rules/types.ts';
import { detailOf, type ScoreEntry } from '../score/types.ts';
import { sideOf } from '../seat.ts';
import { SEATS } from '../types.ts';
import type { HonourHoldings } from './holdings.ts';

/** Contract rubber honours: 100 or 150 in one hand, to either side (contract-scoring.md §3), from the rule set's figures. */
export const contractEntries = (holdings: HonourHoldings, figures: ContractHonourParams): ScoreEntry[] => {
  const entries: ScoreEntry[] = [];
  for (const seat of SEATS) {
    const n = holdings.cards[seat].length;
    let points = 0;
    let detail = '';
    let key = '';
    if (holdings.kind === 'aces' && n === 4) {
      points = figures.fourAcesInOneHand;
      detail = `four aces in one hand: ${points}`;
      key = 'detail.honours.fourAcesInOneHand';
    } else if (holdings.kind === 'trumps' && n === 5) {
      points = figures.fiveInOneHand;
      detail = `five trump honours in one hand: ${points}`;
      key = 'detail.honours.fiveTrumpsInOneHand';
    } else if (holdings.kind === 'trumps' && n === 4) {
      points = figures.fourInOneHand;
      detail = `four trump honours in one hand: ${points}`;
      key = 'detail.honours.fourTrumpsInOneHand';
    }
    if (points > 0)
      entries.push({
        side: sideOf(seat),
        line: 'above',
        points,
        reason: 'honours',
        source: figures.source,
        ...detailOf(detail, key, { points }),
      });
  }
  return entries;
};

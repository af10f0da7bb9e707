/**
 * How a side's honours are classed (auction-laws.md §6.5): simple honours, four or five
 * divided, four or five in one hand, and the aces at no-trump.
 *
 * @packageDocumentation
 */
import { seatsOf } from '../seat.ts';
import type { Side } from '../types.ts';
import type { HonourHoldings } from './holdings.ts';

/** How a side's honours are classed (auction-laws.md §6.5). */
export type HonourHolding =
  | 'none'
  | 'simple'
  | 'fourDivided'
  | 'fiveDivided'
  | 'fourInOneHand'
  | 'fourInOneHandFifthWithPartner'
  | 'fiveInOneHand'
  | 'threeAces'
  | 'fourAcesDivided'
  | 'fourAcesInOneHand';

/** One side's honours: how many, the most in one hand, and the class. */
export interface SideHonours {
  readonly count: number;
  readonly maxInOneHand: number;
  readonly holding: HonourHolding;
}

/**
 * Classes one side's honours (auction-laws.md §6.5): "four in one hand" means any four of the
 * five (law 6, 1912), whoever holds the fifth.
 */
export const classifySide = (holdings: HonourHoldings, side: Side): SideHonours => {
  const [a, b] = seatsOf(side).map((s) => holdings.cards[s].length) as [number, number];
  const count = a + b;
  const maxInOneHand = Math.max(a, b);
  let holding: HonourHolding = 'none';
  if (holdings.kind === 'aces') {
    holding = maxInOneHand === 4 ? 'fourAcesInOneHand' : count === 4 ? 'fourAcesDivided' : count === 3 ? 'threeAces' : 'none';
  } else if (holdings.kind === 'trumps') {
    if (maxInOneHand === 5) holding = 'fiveInOneHand';
    else if (maxInOneHand === 4) holding = count === 5 ? 'fourInOneHandFifthWithPartner' : 'fourInOneHand';
    else if (count === 5) holding = 'fiveDivided';
    else if (count === 4) holding = 'fourDivided';
    else if (count === 3) holding = 'simple';
  }
  return { count, maxInOneHand, holding };
};

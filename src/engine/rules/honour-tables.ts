/**
 * The two honour tables of the auction codes (auction-laws.md §6.5), as the rule sets carry
 * them in `scoring.honourValues`: Scale A in tricks of the trump suit, Scale B in flat points.
 * "Four in one hand" is any four of the five honours (law 6, 1912).
 *
 * @packageDocumentation
 */
import type { HonourValues } from './types.ts';

/** Scale A: multiples of the trick value (law 6, 1912, WORK13; HOYLE14 table; TIME26a). */
export const SCALE_A = {
  unit: 'trickValue',
  simple: 2, // three honours between partners: 2 tricks
  fourDivided: 4,
  fiveDivided: 5,
  fourInOneHand: 8,
  fourInOneHandFifthWithPartner: 9,
  fiveInOneHand: 10,
  source: 'law 6 (1912), WORK13; auction-laws.md §6.5 Scale A',
} as const satisfies HonourValues;

/** Scale B: flat points (Whist Club 1926 [inferred]; USPCC 1973 via WIKI; auction-laws.md §6.5). */
export const SCALE_B = {
  unit: 'points',
  simple: 30, // in effect 10 an honour, 80 for four in one hand, 100 for five
  fourDivided: 40,
  fiveDivided: 50,
  fourInOneHand: 80,
  fourInOneHandFifthWithPartner: 90,
  fiveInOneHand: 100,
  source: 'auction-laws.md §6.5 Scale B',
} as const satisfies HonourValues;

/**
 * The honour tables as lessons quote them (`<RuleValue table="...">`): views of the rule sets'
 * figures, which the scorer reads, so that a lesson and the scorer cannot disagree.
 *
 * @packageDocumentation
 */
import { contractRubber } from '../rules/contract.ts';
import { royalAuction1912 } from '../rules/royal-auction-1912.ts';
import { seed000 } from '../rules/seed-000.ts';
import { whistClub1926 } from '../rules/whist-club-1926.ts';
import type { ContractHonourParams, HonourScale, HonourValues } from '../rules/types.ts';

/** The six figures of an honour table, by holding. */
export const tableOf = (v: HonourValues): Readonly<Record<string, number>> => ({
  simple: v.simple,
  fourDivided: v.fourDivided,
  fiveDivided: v.fiveDivided,
  fourInOneHand: v.fourInOneHand,
  fourInOneHandFifthWithPartner: v.fourInOneHandFifthWithPartner,
  fiveInOneHand: v.fiveInOneHand,
});

/**
 * Scale A in tricks, as lessons quote it (`<RuleValue table="scaleA">`): a view of the
 * `honourValues` of the Scale A codes (law 6, 1912; HOYLE14; auction-laws.md §6.5).
 */
export const SCALE_A_TRICKS: Readonly<Record<string, number>> = tableOf(royalAuction1912.scoring.honourValues);

/**
 * Scale B in points, as lessons quote it (`<RuleValue table="scaleB">`): a view of the
 * `honourValues` of the 1926 code (auction-laws.md §6.5; Whist Club 1926 [inferred]; WIKI).
 */
export const SCALE_B_POINTS: Readonly<Record<string, number>> = tableOf(whistClub1926.scoring.honourValues);

/**
 * Three-handed honours as lessons quote them through `<RuleValue table="threeHandedHonours">`
 * (Laws of Three-Hand Auction, law 13, HOYLE14 p. 67; auction-laws.md §8.1). A view of the
 * rule sets' `scoring.threeHanded.honours`, which the scorer reads; `unit` is the figure per
 * honour scale as the rule sets with that scale give it.
 */
export const THREE_HANDED_HONOURS = {
  tricksByCount: royalAuction1912.scoring.threeHanded.honours.tricksByCount,
  unit: {
    trickMultiple: royalAuction1912.scoring.threeHanded.honours.unit,
    flat: whistClub1926.scoring.threeHanded.honours.unit,
    seedLiteral: seed000.scoring.threeHanded.honours.unit,
    contract: whistClub1926.scoring.threeHanded.honours.unit,
  } satisfies Record<HonourScale, 'trickValue' | number>,
  acePoints: royalAuction1912.scoring.threeHanded.honours.acePoints,
  fourAcesInOneHand: royalAuction1912.scoring.threeHanded.honours.fourAcesInOneHand,
  source: royalAuction1912.scoring.threeHanded.honours.source,
} as const;

/**
 * Contract honours, rubber only, as lessons quote them (`<RuleValue table="contractHonours">`;
 * contract-scoring.md §3): a view of `contract-rubber`'s `scoring.honours`, which the scorer reads.
 */
export const CONTRACT_HONOURS: ContractHonourParams = contractRubber.scoring.honours;

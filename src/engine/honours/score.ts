/**
 * Scoring the honours of one deal under a rule set: the counts by hand and by side, and the
 * entries of the four-handed, three-handed or contract scale the rule set names.
 *
 * @packageDocumentation
 */
import type { RuleSet } from '../rules/types.ts';
import type { ScoreEntry, ThreeHandedSeating } from '../score/types.ts';
import { SEATS, type BySeat, type BySide, type Seat } from '../types.ts';
import { classifySide, type SideHonours } from './classify.ts';
import { contractEntries } from './contract.ts';
import { auctionEntries } from './four-handed.ts';
import type { HonourHoldings, HonourKind } from './holdings.ts';
import { threeHandedEntries } from './three-handed.ts';

/** Honours by hand, by side, (three-handed) by player, and the entries they score. */
export interface HonoursReport {
  readonly kind: HonourKind;
  /** Number of honours (or aces) in each hand. */
  readonly perHand: BySeat<number>;
  readonly perSide: BySide<SideHonours>;
  /** Three-handed: honours each player counts (the declarer's include the dummy's). */
  readonly perPlayer?: Readonly<Record<string, number>>;
  /** The honour and chicane entries, all above the line. */
  readonly entries: readonly ScoreEntry[];
}

/** Options for {@link scoreHonours}. */
export interface HonourOptions {
  /** The strain's trick value (auction, Scale A and three-handed). */
  readonly trickValue?: number;
  /** Three-handed auction: the players and the declarer's seat. */
  readonly threeHanded?: { readonly seating: ThreeHandedSeating; readonly declarer: Seat };
}

/**
 * Scores the honours of one deal under a rule set: per hand, per side, (three-handed) per
 * player, and the above-the-line entries. A contract rule set with no honour figures scores
 * none (duplicate, Law 77); nullos have none [inferred].
 */
export const scoreHonours = (holdings: HonourHoldings, rules: RuleSet, options: HonourOptions = {}): HonoursReport => {
  const perHand: BySeat<number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const s of SEATS) perHand[s] = holdings.cards[s].length;
  const perSide: BySide<SideHonours> = { NS: classifySide(holdings, 'NS'), EW: classifySide(holdings, 'EW') };
  const scoring = rules.scoring;
  if (holdings.kind === 'none') return { kind: holdings.kind, perHand, perSide, entries: [] };
  if (scoring.kind === 'contract') {
    return { kind: holdings.kind, perHand, perSide, entries: scoring.honours === null ? [] : contractEntries(holdings, scoring.honours) };
  }
  const trickValue = options.trickValue ?? 0;
  if (options.threeHanded !== undefined) {
    const { entries, perPlayer } = threeHandedEntries(
      holdings,
      scoring,
      trickValue,
      options.threeHanded.seating,
      options.threeHanded.declarer,
    );
    return { kind: holdings.kind, perHand, perSide, perPlayer, entries };
  }
  return { kind: holdings.kind, perHand, perSide, entries: auctionEntries(holdings, rules, scoring, trickValue) };
};

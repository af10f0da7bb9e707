/**
 * How bids rank under a rule set: by value (law 44, 1912) or by majority (SPEC27), up to the
 * rule set's highest level (addendum §3).
 *
 * @packageDocumentation
 */
import type { RuleSet } from '../rules/types.ts';
import { LEVELS, type Bid, type Strain } from '../types.ts';

/**
 * A bid's value: level × the strain's trick value, ignoring any double (law 53, 1912). A strain
 * the rule set does not have is worth 0.
 */
export const bidValue = (rules: RuleSet, bid: Bid): number => bid.level * (rules.auction.trickValues[bid.strain] ?? 0);

/** Position of a strain in the rule set's order; −1 for a strain it does not have. */
const strainRank = (rules: RuleSet, strain: Strain): number => rules.auction.strains.indexOf(strain);

/**
 * Compares two bids under the rule set: negative if `a` ranks lower, 0 if they are the same
 * bid, positive if `a` ranks higher.
 *
 * - Value calling (law 44, 1912; SPEC08; auction-laws.md §5): higher value wins; at equal value
 *   more tricks wins; the order of `rules.auction.strains` breaks any tie left (nullo just below
 *   no-trump, auction-laws.md §8.2).
 * - Majority calling (SPEC27; auction-laws.md §5): more tricks wins; at the same level the
 *   order of `rules.auction.strains`.
 */
export const compareBids = (rules: RuleSet, a: Bid, b: Bid): number => {
  const byLevel = a.level - b.level;
  const byStrain = strainRank(rules, a.strain) - strainRank(rules, b.strain);
  if (rules.auction.bidRanking === 'value') {
    return bidValue(rules, a) - bidValue(rules, b) || byLevel || byStrain;
  }
  return byLevel || byStrain;
};

/** The highest level a bid may name: the rule set's `maxBidLevel`, and never above seven (addendum §3). */
export const maxLevel = (rules: RuleSet): number => Math.min(rules.auction.maxBidLevel, LEVELS.length);

/** Every bid the rule set allows, from the lowest to the highest. */
export const bidLadder = (rules: RuleSet): Bid[] =>
  LEVELS.filter((level) => level <= maxLevel(rules))
    .flatMap((level) => rules.auction.strains.map((strain): Bid => ({ type: 'bid', level, strain })))
    .sort((a, b) => compareBids(rules, a, b));

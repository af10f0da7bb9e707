/**
 * The registry of rule sets, and the options that apply on top of any auction rule set.
 *
 * @packageDocumentation
 */
import type { Strain } from '../types.ts';
import { bridgeCount1908 } from './bridge-count-1908.ts';
import { contractDuplicate, contractRubber } from './contract.ts';
import { royalAuction1912 } from './royal-auction-1912.ts';
import { seed000 } from './seed-000.ts';
import type { RuleOptions, RuleSet, RuleSetId } from './types.ts';
import { RULE_SET_IDS } from './types.ts';
import { whistClub1915 } from './whist-club-1915.ts';
import { whistClub1926 } from './whist-club-1926.ts';

export * from './types.ts';
export * from './irregularities.ts';

/** The default rule set of the site (auction-laws.md §12.1). */
export const DEFAULT_RULE_SET_ID: RuleSetId = 'whist-club-1926';

/** Every rule set, by id. */
export const RULE_SETS: { readonly [K in RuleSetId]: RuleSet } = {
  'whist-club-1926': whistClub1926,
  'whist-club-1915': whistClub1915,
  'royal-auction-1912': royalAuction1912,
  'bridge-count-1908': bridgeCount1908,
  'seed-000': seed000,
  'contract-rubber': contractRubber,
  'contract-duplicate': contractDuplicate,
};

/** Whether a string is a known rule set id. */
export const isRuleSetId = (id: string): id is RuleSetId => (RULE_SET_IDS as readonly string[]).includes(id);

/** The rule set with this id, or `undefined`. */
export const getRuleSet = (id: string): RuleSet | undefined => (isRuleSetId(id) ? RULE_SETS[id] : undefined);

/**
 * Applies options (three-handed, nullos, duplicate, pass-out redeal) to a rule set and
 * returns the derived rule set. Options are data on the result; the engine reads them there,
 * with the figures of each option from the rule set's `scoring`. Nullos rank just below
 * no-trump and score `scoring.nullos.trickValue` per odd trick lost (auction-laws.md §8.2,
 * [inferred]).
 * Options do not apply to the contract rule sets, which are returned unchanged.
 */
export const withOptions = (base: RuleSet, options: RuleOptions): RuleSet => {
  if (base.scoring.kind === 'contract') return base;
  const merged: RuleOptions = { ...base.options, ...options };
  let strains: readonly Strain[] = base.auction.strains;
  let trickValues = base.auction.trickValues;
  if (merged.nullos && !strains.includes('NL')) {
    const nt = strains.indexOf('NT');
    strains = [...strains.slice(0, nt), 'NL', ...strains.slice(nt)];
    trickValues = { ...trickValues, NL: base.scoring.nullos.trickValue };
  }
  return {
    ...base,
    options: merged,
    auction: {
      ...base.auction,
      strains,
      trickValues,
      passedOutRedeal: merged.passedOutRedeal ?? base.auction.passedOutRedeal,
    },
    provenance: {
      ...base.provenance,
      ...(merged.nullos ? { nullos: { confidence: 'inferred', source: 'Robertson 1914; SPEC14b; HOYLE14; auction-laws.md §8.2' } } : {}),
      ...(merged.threeHanded ? { threeHanded: { confidence: 'law', source: 'HOYLE14, Laws of Three-Hand Auction (1913)' } } : {}),
      ...(merged.duplicate ? { duplicate: { confidence: 'law', source: 'HOYLE14, Laws of Duplicate Auction; auction-laws.md §8.3' } } : {}),
    },
  };
};

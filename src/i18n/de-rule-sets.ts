import type { RuleSetId } from '../engine/rules/types.ts';

/**
 * The rule sets' names in German (the English names are the engine's `label`s, in
 * `engine/rules/*.ts`; `rule-sets.ts` picks one by the page's language).
 */
export const deRuleSets: { readonly [K in `ruleSet.${RuleSetId}`]: string } = {
  'ruleSet.whist-club-1926': 'Regeln des Whist Club von 1926',
  'ruleSet.whist-club-1915': 'Regeln des Whist Club 1915–1925',
  'ruleSet.royal-auction-1912': 'Regeln des Whist Club von 1912 (Royal Auction)',
  'ruleSet.bridge-count-1908': 'Bath & Portland Clubs 1908 (Bridge-Zählung)',
  'ruleSet.seed-000': 'Vorlagetext (wörtlich genommen)',
  'ruleSet.contract-rubber': 'Contract-Bridge (Robber)',
  'ruleSet.contract-duplicate': 'Contract-Bridge (Turnier)',
};

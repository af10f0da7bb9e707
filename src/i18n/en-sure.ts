/**
 * How sure the site is of a rule, in the words the reference pages print beside it (the rule
 * set's `provenance[rule].confidence`, and `unknown` for an irregularity no source gives): the
 * scoring summary (`ScoringSummary`), the rule-set reference (`RuleSetTable.astro`) and the
 * irregularities lesson (`RuleValue/irregularities.ts`). `sure.ts` picks the page's language.
 *
 * @packageDocumentation
 */
export const enSure = {
  'sure.law': 'read in the law',
  'sure.period': 'read in a period source',
  'sure.inferred': 'inferred',
  'sure.literal': 'the seed text, taken literally',
  'sure.modern': 'modern laws',
  'sure.unknown': 'not in our sources',
} as const;

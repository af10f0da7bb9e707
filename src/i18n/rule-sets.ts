/**
 * A rule set's name in the page's language: the engine's `label` in English, the German one
 * from the page's strings (`de-rule-sets.ts`) on a German page.
 *
 * ```ts
 * ruleSetName(RULE_SETS['whist-club-1926']); // 'Whist Club Laws 1926', or 'Regeln des Whist Club von 1926' under /de/
 * ```
 *
 * @packageDocumentation
 */
import { effectiveLang, localString } from './ambient.ts';

/** The name of a rule set (anything with the engine's `id` and `label`) in a language (the page's when not given). */
export const ruleSetName = (rules: { readonly id: string; readonly label: string }, lang?: string): string =>
  localString(effectiveLang(lang), `ruleSet.${rules.id}`) ?? rules.label;

/** The English names as keys (`ruleSet.<id>` → label), for the page's German strings (`families.ts`). */
export const ruleSetKeys = (sets: readonly { readonly id: string; readonly label: string }[]): Record<string, string> =>
  Object.fromEntries(sets.map((r) => [`ruleSet.${r.id}`, r.label]));

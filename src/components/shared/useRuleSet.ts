/**
 * Preact hooks that follow the reader's choices made in the rule-set picker.
 *
 * `useRuleSet` returns the chosen rule set's data, so it loads the engine's rule sets. The
 * lighter `useRuleSetId` and `useDeck` live in `RuleSetPicker/hooks.ts` (re-exported here):
 * an island that needs no rule-set data should import them from there, so that the rule sets
 * are not bundled for it.
 *
 * All start from the default on the first render, so that the hydrated island matches the
 * static HTML built without a browser, then switch to the stored choice and follow every change
 * (this page's picker, or another tab).
 *
 * ```tsx
 * const rules = useRuleSet();
 * return <p>Scored under {rules.label}</p>;
 * ```
 *
 * @packageDocumentation
 */
import { RULE_SETS, type RuleSet } from '../../engine/rules/index.ts';
import type { PickerEnv } from '../RuleSetPicker/choice.ts';
import { useRuleSetId } from '../RuleSetPicker/hooks.ts';

export { useDeck, useRuleSetId } from '../RuleSetPicker/hooks.ts';

/** The chosen rule set (engine data), kept up to date. */
export function useRuleSet(env: PickerEnv = {}): RuleSet {
  return RULE_SETS[useRuleSetId(env)];
}

/**
 * Preact hooks that follow the reader's choices made in the rule-set picker.
 *
 * Both start from the default on the first render, so that the hydrated island matches the
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
import { useEffect, useState } from 'preact/hooks';
import { RULE_SETS, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import {
  DEFAULT_RULE_SET_ID,
  onDeckChange,
  onRuleSetChange,
  readDeck,
  readRuleSetId,
  type Deck,
  type PickerEnv,
} from '../RuleSetPicker/model.ts';

/** The id of the chosen rule set, kept up to date. */
export function useRuleSetId(env: PickerEnv = {}): RuleSetId {
  const [id, setId] = useState<RuleSetId>(DEFAULT_RULE_SET_ID);
  useEffect(() => {
    setId(readRuleSetId(env));
    return onRuleSetChange(setId, env);
    // The environment is fixed for the life of an island.
  }, []);
  return id;
}

/** The chosen rule set (engine data), kept up to date. */
export function useRuleSet(env: PickerEnv = {}): RuleSet {
  return RULE_SETS[useRuleSetId(env)];
}

/** The chosen deck colouring, kept up to date. */
export function useDeck(env: PickerEnv = {}): Deck {
  const [deck, setDeck] = useState<Deck>('two-colour');
  useEffect(() => {
    setDeck(readDeck(env));
    return onDeckChange(setDeck, env);
  }, []);
  return deck;
}

/**
 * Preact hooks that follow the reader's choices (rule set id and deck colours) without loading
 * any rule set's data: an island that only needs the deck, or only the id, imports these and
 * stays small. `shared/useRuleSet.ts` adds the hook that returns the rule set itself.
 *
 * Both start from the default on the first render, so that a hydrated island matches the static
 * HTML built without a browser, then switch to the stored choice and follow every change (the
 * picker on this page, or another tab).
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { DEFAULT_RULE_SET_ID, onDeckChange, onRuleSetChange, readDeck, readRuleSetId, type Deck, type PickerEnv } from './choice.ts';

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

/** The chosen deck colouring, kept up to date. */
export function useDeck(env: PickerEnv = {}): Deck {
  const [deck, setDeck] = useState<Deck>('two-colour');
  useEffect(() => {
    setDeck(readDeck(env));
    return onDeckChange(setDeck, env);
  }, []);
  return deck;
}

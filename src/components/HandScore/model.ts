/**
 * The score of a whole hand as the engine computes it, under every code a reader can choose in
 * the rule-set picker and under Contract, for the replay's last step, the hand pages and the
 * printable sheet. Build time only: pages render it as static HTML (`HandScore.tsx`), so no
 * scoring code reaches the browser; the replay shows the block of the reader's chosen code.
 *
 * It computes nothing itself: the scorer's input is the engine's `dealInputOf` (contract,
 * tricks, the deal for honours, law 48 of 1912), the rule set is the engine's (the hand's own
 * options, such as duplicate auction, applied to its own code), and every entry is the engine's
 * `scoreDeal` entry with its arithmetic and source.
 *
 * @packageDocumentation
 */
import { dealInputOf } from '../../engine/outcome.ts';
import type { CheckedHand } from '../../engine/record.ts';
import { AUCTION_RULE_SET_IDS, RULE_SETS, withOptions, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { scoreDeal, type DealScore } from '../../engine/score/index.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** The Contract code a hand is compared with: rubber bridge, the game the auction grew into. */
export const CONTRACT_CODE: RuleSetId = 'contract-rubber';

/** One code's score of the hand, or why it cannot be scored under that code. */
export interface CodeScore {
  readonly id: RuleSetId;
  readonly label: string;
  /** The hand's own code (shown when the reader has chosen none). */
  readonly own: boolean;
  /** Contract, shown beside whichever auction code is chosen. */
  readonly contract: boolean;
  readonly score: DealScore | null;
  /** The engine's message when the hand cannot be scored under this code (a royal spade bid under Contract). */
  readonly problem: string | null;
}

/** The codes a hand is scored under: every pickable auction code, then Contract. */
export const scoredCodes = (own: RuleSetId): RuleSetId[] => [...AUCTION_RULE_SET_IDS, ...(own === CONTRACT_CODE ? [] : [CONTRACT_CODE])];

/**
 * The rule set to score under: the hand's own keeps its options (duplicate, nullos). A
 * three-handed hand stays three-handed under every auction code, since its players score each
 * for himself whatever the code (Contract has no such option and is scored four-handed).
 */
const rulesFor = (hand: CheckedHand, id: RuleSetId): RuleSet => {
  if (id === hand.rules.id) return hand.rules;
  return hand.rules.options.threeHanded === true ? withOptions(RULE_SETS[id], { threeHanded: true }) : RULE_SETS[id];
};

/**
 * The hand's score under each code, or `null` when there is nothing to score (no result yet).
 * The hand's own code comes first in its list position; unscorable codes carry the engine's reason.
 */
export const handScores = (hand: CheckedHand): CodeScore[] | null => {
  const input = dealInputOf(hand);
  if (input === null) return null;
  const own = hand.rules.id;
  return scoredCodes(own).map((id) => {
    const rules = rulesFor(hand, id);
    const scored = scoreDeal(rules, input);
    return {
      id,
      label: ruleSetName(RULE_SETS[id]),
      own: id === own,
      contract: id === CONTRACT_CODE,
      score: scored.ok ? scored.value : null,
      problem: scored.ok ? null : scored.error.message,
    };
  });
};

/**
 * The data of "Play it yourself" for a hand, written at build time (`/hands/<slug>.play.json`):
 * the deal, the contract, the recorded play with the number of its cards at each step of the
 * replay, and the engine's score for every number of tricks the declaring side could end with,
 * under the hand's own code and under Contract. The browser fetches it only when the reader
 * asks to play, so none of it, and no scoring code, weighs on the page. The Lab builds
 * the same data in the browser, on the press (`local.ts`).
 *
 * @packageDocumentation
 */
import type { CheckedHand, Timeline } from '../../engine/record.ts';
import { handScores } from '../HandScore/model.ts';
import type { PlayData } from './game.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';
import { playable } from './playable.ts';

export { playable };

/** The play data of a checked hand, or `null` when it cannot be played ({@link playable}). */
export const playData = (slug: string, title: string, hand: CheckedHand, timeline: Timeline): PlayData | null => {
  const { contract, record } = hand;
  const deal = record.deal;
  if (!playable(hand) || contract === null || deal.N === null || deal.E === null || deal.S === null || deal.W === null) return null;
  let played = 0;
  const steps = timeline.steps.map((s) => (s.event.type === 'card' ? ++played : played));
  const scores = Array.from({ length: 14 }, (_, tricks) => (handScores({ ...hand, tricks }) ?? []).filter((s) => s.own || s.contract));
  return {
    version: 1,
    slug,
    title,
    deal: { N: deal.N, E: deal.E, S: deal.S, W: deal.W },
    contract,
    // Nullos: both sides try to lose tricks (auction-laws.md §8.2).
    objective: contract.strain === 'NL' ? 'fewest' : 'most',
    rules: { id: hand.rules.id, label: ruleSetName(hand.rules) },
    cards: record.play.map((p) => p.card),
    steps,
    scores,
  };
};

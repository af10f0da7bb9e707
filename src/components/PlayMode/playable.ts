/**
 * Whether a hand can be played from its replay ("Play it yourself"): light on purpose (types
 * only), so that the Lab can decide whether to offer "Play from here"
 * without loading the play data's builder (`data.ts`, which carries the scoring).
 *
 * @packageDocumentation
 */
import type { CheckedHand } from '../../engine/record.ts';

/** Whether a hand can be played from its replay: a contract, four whole hands, no irregularity. */
export const playable = (hand: CheckedHand): boolean => {
  const deal = hand.record.deal;
  return (
    hand.contract !== null &&
    !hand.partialDeal &&
    hand.irregularity === null &&
    [deal.N, deal.E, deal.S, deal.W].every((cards) => cards !== null && cards.length === 13)
  );
};

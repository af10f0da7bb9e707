/**
 * From a checked hand to what the scorer needs: the contract, the tricks, the deal (for honours
 * and chicane), and the facts of the auction that a scoring law depends on.
 *
 * @packageDocumentation
 */
import type { AuctionState } from './auction.ts';
import type { CheckedHand } from './record.ts';
import type { DealInput } from './score/types.ts';

/**
 * Law 48 (Whist Club code of 1912, auction-laws.md §4.2 and §6.3): the loss on "the dealer's
 * original bid of one spade" is limited. That is the dealer's first call, one (plain, 2-point)
 * spade, standing as the final contract: nobody overcalled it, doubled or not. Whether the limit
 * applies, and how much it is, is the rule set's `oneSpadeLossLimit`; this only reads the
 * auction.
 */
export const isDealersOriginalOneSpade = (auction: AuctionState): boolean => {
  const last = auction.lastBid;
  return (
    auction.complete &&
    last !== null &&
    last.index === 0 &&
    last.seat === auction.dealer &&
    last.bid.level === 1 &&
    last.bid.strain === 'S'
  );
};

/**
 * The scorer's input for a checked hand, or `null` when there is nothing to score yet (the
 * auction is unfinished, or no play, claim or result says how many tricks were won). A
 * passed-out hand scores as passed out.
 */
export const dealInputOf = (hand: CheckedHand): DealInput | null => {
  if (hand.auction.passedOut) return { contract: null, tricks: 0 };
  if (!hand.contract || hand.tricks === null) return null;
  const deal = hand.record.deal;
  const full = deal.N !== null && deal.E !== null && deal.S !== null && deal.W !== null;
  return {
    contract: hand.contract,
    tricks: hand.tricks,
    ...(full && !hand.partialDeal ? { deal } : {}),
    ...(hand.record.vulnerability ? { vulnerability: hand.record.vulnerability } : {}),
    ...(isDealersOriginalOneSpade(hand.auction) ? { dealersOriginalOneSpade: true } : {}),
  };
};

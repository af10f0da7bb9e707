/**
 * From a checked hand to what the scorer needs: the contract, the tricks, the deal (for honours
 * and chicane), and the facts of the auction that a scoring law depends on.
 *
 * @packageDocumentation
 */
import type { AuctionState } from './auction.ts';
import type { CheckedHand } from './record.ts';
import type { DealInput, ThreeHandedSeating } from './score/types.ts';
import { leftHandOpponent, rightHandOpponent } from './seat.ts';
import { SEAT_NAMES, type Seat } from './types.ts';

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
    auction.complete && last !== null && last.index === 0 && last.seat === auction.dealer && last.bid.level === 1 && last.bid.strain === 'S'
  );
};

/** A player's name from the record's seat tag (`[South "Ada"]`), or `undefined` when missing or "?". */
const playerAt = (hand: CheckedHand, seat: Seat): string | undefined => {
  const name = hand.record.tags?.[SEAT_NAMES[seat]]?.trim();
  return name === undefined || name === '' || name === '?' ? undefined : name;
};

/**
 * Three-handed auction (Laws of Three-Hand Auction, laws 7 and 12–13, HOYLE14; auction-laws.md
 * §8.1): each player scores for himself, so the scorer needs the players' names. A record names
 * them in its seat tags; the declarer's seat holds the final bidder, the seat opposite the dummy,
 * and the declarer's left- and right-hand seats his two opponents for the deal. `undefined` when
 * the option is off or a name is missing (the scorer then says that it needs the players).
 */
export const threeHandedSeatingOf = (hand: CheckedHand): ThreeHandedSeating | undefined => {
  if (hand.rules.options.threeHanded !== true || !hand.contract) return undefined;
  const d = hand.contract.declarer;
  const declarer = playerAt(hand, d);
  const lho = playerAt(hand, leftHandOpponent(d));
  const rho = playerAt(hand, rightHandOpponent(d));
  return declarer !== undefined && lho !== undefined && rho !== undefined ? { declarer, lho, rho } : undefined;
};

/**
 * The scorer's input for a checked hand, or `null` when there is nothing to score yet (the
 * auction is unfinished, or no play, claim or result says how many tricks were won). A
 * passed-out hand scores as passed out. Three-handed, the players come from the seat tags.
 */
export const dealInputOf = (hand: CheckedHand): DealInput | null => {
  if (hand.auction.passedOut) return { contract: null, tricks: 0 };
  if (!hand.contract || hand.tricks === null) return null;
  const deal = hand.record.deal;
  const seating = threeHandedSeatingOf(hand);
  const full = deal.N !== null && deal.E !== null && deal.S !== null && deal.W !== null;
  return {
    contract: hand.contract,
    tricks: hand.tricks,
    ...(full && !hand.partialDeal ? { deal } : {}),
    ...(hand.record.vulnerability ? { vulnerability: hand.record.vulnerability } : {}),
    ...(isDealersOriginalOneSpade(hand.auction) ? { dealersOriginalOneSpade: true } : {}),
    ...(seating !== undefined ? { threeHanded: seating } : {}),
  };
};

/**
 * Move ordering for the double-dummy search (search.ts): a weight per candidate card, higher
 * tried first. Our own code, in the spirit of the seat-by-seat weights Haglund and Hein
 * describe for DDS (ch. 5; research/dd-solver.md §3.5); the terms taken from there are credited
 * where they are used, with the node counts that kept them.
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

// Module-local copies (see search.ts).
const POPCOUNT = bits.POPCOUNT;
const NO_TRUMP = bits.NO_TRUMP;
const highBit = (mask: number): number => 31 - Math.clz32(mask);

/**
 * The part of a lead's weight that depends on its card (the rest is {@link MoveOrder.leadSuit}):
 * its run's top card is `top`, the highest card out of the suit `highest`.
 */
export const leadCard = (top: number, highest: number): number =>
  // High cards first (measured on list100 deals 0-5: weighing the rank twice searched 3% fewer
  // nodes than once; leading low, or by length, searched more).
  (top === highest ? 40 : 0) + 2 * top;

/** The number of cards a seat holds. */
const cardsOf = (h: Int32Array, seat: number): number =>
  POPCOUNT[h[seat * 4]!]! + POPCOUNT[h[seat * 4 + 1]!]! + POPCOUNT[h[seat * 4 + 2]!]! + POPCOUNT[h[seat * 4 + 3]!]!;

/** Weighs candidate cards over a search's hands, cards out and trick stacks (shared arrays). */
export class MoveOrder {
  /** The trump suit index, or `NO_TRUMP`. */
  trump = NO_TRUMP;

  constructor(
    private readonly hands: Int32Array,
    private readonly rem: Int32Array,
    /** Per level: the seat, suit and rank winning the trick after that card. */
    private readonly winSeat: Int8Array,
    private readonly winSuit: Int8Array,
    private readonly winRank: Int8Array,
  ) {}

  /**
   * A move's weight for ordering (higher is tried first), in the spirit of DDS's seat-by-seat
   * weights (Haglund and Hein, ch. 5): cash winners and lead towards partner's winners; ruff when
   * it wins; discard the least useful card (the following hands' cards that follow suit are
   * ordered by `generateFollow` in search.ts). A lead's weight is {@link leadSuit} for its suit
   * plus {@link leadCard}; this is for the cards of a hand void in the suit led.
   */
  weigh(level: number, seat: number, suit: number, top: number, low: number): number {
    return this.follow(level, seat, suit, top, low);
  }

  /** The part of a lead's weight that depends only on its suit (computed once a suit). */
  leadSuit(seat: number, suit: number): number {
    const h = this.hands;
    const out = this.rem[suit]!;
    const trump = this.trump;
    const partnerBase = ((seat + 2) & 3) * 4;
    const highest = highBit(out);
    const lho = ((seat + 1) & 3) * 4;
    const rho = ((seat + 3) & 3) * 4;
    let weight = 0;
    // The highest card out: the leader's earns 40 (leadCard), partner's 30, an opponent's -10.
    if ((h[partnerBase + suit]! & (1 << highest)) !== 0) weight += 30;
    else if (((h[lho + suit]! | h[rho + suit]!) & (1 << highest)) !== 0) weight -= 10;
    if (trump !== NO_TRUMP && suit !== trump) {
      if ((h[lho + suit] === 0 && h[lho + trump] !== 0) || (h[rho + suit] === 0 && h[rho + trump] !== 0)) weight -= 25;
      if (h[partnerBase + suit] === 0 && h[partnerBase + trump] !== 0) weight += 15;
    }
    const ourSide = h[seat * 4 + suit]! | h[partnerBase + suit]!;
    const top = 1 << highest;
    if ((ourSide & top) === 0) {
      // The opponents hold the top card. After DDS's WeightAllocNT0 (Haglund and Hein, ch. 5),
      // weights of our own: away from a suit whose top or second card right-hand opponent holds
      // (not a singleton: the lead would run round to it); towards partner's second card when
      // left-hand opponent holds the top (partner not singleton); and towards a suit where our
      // side holds the second and third cards, which wins the next round. List100 deals 0-9:
      // 18,975,070 -> 17,530,107 nodes; deals 10-29: 42,509,029 -> 40,868,622.
      const rest = out & ~top;
      const second = rest === 0 ? 0 : 1 << highBit(rest);
      const rhoCards = h[rho + suit]!;
      const pd = h[partnerBase + suit]!;
      if ((rhoCards & (top | second)) !== 0 && POPCOUNT[rhoCards] !== 1) weight -= 20;
      else if ((h[lho + suit]! & top) !== 0 && (pd & second) !== 0 && POPCOUNT[pd] !== 1) weight += 20;
      const rest2 = rest & ~second;
      if ((ourSide & second) !== 0 && rest2 !== 0 && (ourSide & (1 << highBit(rest2))) !== 0) weight += 20;
    }
    const nl = h[lho + suit] === 0 ? cardsOf(h, seat) + 1 : POPCOUNT[h[lho + suit]!]!;
    const nr = h[rho + suit] === 0 ? cardsOf(h, seat) + 1 : POPCOUNT[h[rho + suit]!]!;
    return weight - (trump === NO_TRUMP ? 7 : 14) * (nl + nr);
  }

  /**
   * The weight of a card played `pos` (1…3) cards into a trick by a hand void in the suit led: a
   * ruff or a discard. Cards that follow suit are ordered by `generateFollow` in search.ts.
   */
  private follow(level: number, seat: number, suit: number, top: number, low: number): number {
    const trump = this.trump;
    const winSeat = this.winSeat[level - 1]!;
    const partnerWinning = ((winSeat ^ seat) & 1) === 0;
    const beats = suit === this.winSuit[level - 1] ? top > this.winRank[level - 1]! : suit === trump;
    if (suit === trump) {
      if (partnerWinning) return -40 - low;
      if (beats) return 55 - low;
      return -30 - low;
    }
    // A discard: the lowest card of the longest suit first.
    return POPCOUNT[this.hands[seat * 4 + suit]!]! - low - 20;
  }
}

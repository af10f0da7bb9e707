/**
 * Bit tricks for 13-bit suit masks, shared by the double-dummy modules.
 *
 * A suit holding is a 13-bit mask: bit 0 is the two, bit 12 the ace. Seats are numbered
 * N 0, E 1, S 2, W 3 (clockwise, as `SEATS`), suits S 0, H 1, D 2, C 3 (the order of
 * `SUITS`, which is also the order DDS uses for its tables), and `NO_TRUMP` (4) stands for a
 * strain without trumps. JavaScript's bitwise operators are 32-bit, so a suit fits one int and
 * a hand is four of them: no BigInt anywhere (research/dd-solver.md §5).
 *
 * @packageDocumentation
 */

import { RANKS, SEATS, SUITS, type Card, type Seat, type Suit } from '../types.ts';

/** The trump index of a strain without trumps. */
export const NO_TRUMP = 4;

/** Every rank of a suit. */
export const FULL_SUIT = 0x1fff;

/** The number of cards in each 13-bit mask. */
export const POPCOUNT = new Uint8Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) POPCOUNT[m] = (POPCOUNT[m >> 1] ?? 0) + (m & 1);

/** The index of the highest set bit of a non-zero mask. */
export const highBit = (mask: number): number => 31 - Math.clz32(mask);

/** The mask of the `k` highest cards of `mask` (all of them when it has fewer). */
export const topCards = (mask: number, k: number): number => {
  let out = 0;
  let rest = mask;
  for (let i = 0; i < k && rest !== 0; i++) {
    const b = 1 << highBit(rest);
    out |= b;
    rest ^= b;
  }
  return out;
};

/** A seat's index (N 0, E 1, S 2, W 3). */
export const seatIndex = (seat: Seat): number => SEATS.indexOf(seat);
/** A suit's index (S 0, H 1, D 2, C 3). */
export const suitIndex = (suit: Suit): number => SUITS.indexOf(suit);

/** A card as a suit index and a rank bit. */
export const cardBits = (card: Card): { readonly suit: number; readonly rank: number } => ({
  suit: SUITS.indexOf(card[0] as Suit),
  rank: RANKS.indexOf(card[1] as (typeof RANKS)[number]),
});

/** The card of a suit index and a rank bit. */
export const bitsCard = (suit: number, rank: number): Card => `${SUITS[suit]!}${RANKS[rank]!}` as Card;

/** A card packed into one small int: suit × 16 + rank. */
export const packCard = (suit: number, rank: number): number => (suit << 4) | rank;

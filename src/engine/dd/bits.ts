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

/** `SPREAD[m]`: the 13-bit mask `m` with bit i moved to bit 2i (two-bit lanes, for owner patterns). */
export const SPREAD = new Int32Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) SPREAD[m] = (SPREAD[m >> 1]! << 2) | (m & 1);

/** `COMPRESS_LO[mask * 64 + v]`: the bits of `v` where the 6-bit `mask` has ones, packed low, in order. */
export const COMPRESS_LO = new Uint8Array(64 * 64);
/** The same for 7-bit masks: `COMPRESS_HI[mask * 128 + v]`. */
export const COMPRESS_HI = new Uint8Array(128 * 128);
for (const [table, width] of [
  [COMPRESS_LO, 6],
  [COMPRESS_HI, 7],
] as const) {
  for (let mask = 0; mask < 1 << width; mask++) {
    for (let v = 0; v < 1 << width; v++) {
      let out = 0;
      let n = 0;
      for (let b = 0; b < width; b++) {
        if ((mask & (1 << b)) === 0) continue;
        if ((v & (1 << b)) !== 0) out |= 1 << n;
        n++;
      }
      table[(mask << width) | v] = out;
    }
  }
}

/**
 * The bits of `v` at the places where the 13-bit `mask` has ones, packed into the low bits in
 * order (a table-driven "parallel bit extract"): with `mask` the cards still out of a suit and `v`
 * some of them, bit i says whether the i-th lowest card out is in `v`.
 */
export const compress = (v: number, mask: number): number =>
  (COMPRESS_HI[((mask >> 6) << 7) | (v >> 6)]! << POPCOUNT[mask & 63]!) | COMPRESS_LO[((mask & 63) << 6) | (v & 63)]!;

/** The index of the highest set bit of a non-zero mask. */
export const highBit = (mask: number): number => 31 - Math.clz32(mask);

/**
 * The mask of the `k` highest cards of `mask` (all of them when it has fewer): the top `k` taken
 * one by one, or the others dropped from the bottom, whichever takes fewer steps.
 */
export const topCards = (mask: number, k: number): number => {
  let drop = POPCOUNT[mask]! - k;
  if (drop <= 0) return mask;
  if (drop <= k) {
    let out = mask;
    for (; drop > 0; drop--) out &= out - 1;
    return out;
  }
  let out = 0;
  let rest = mask;
  for (let i = 0; i < k; i++) {
    const b = 1 << (31 - Math.clz32(rest));
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

/**
 * Sure tricks for the side playing second to a trick, before it plays: the cutoff DDS calls
 * "quick tricks in the second hand" (QuickTricksSecondHand in Haglund and Hein's description,
 * research/dd-solver.md §3.2). Our own code, written from that description.
 *
 * When the second hand or its partner (fourth hand) is sure to win the trick on the table, that
 * is one trick for their side; without trumps, the hand that wins it then leads, and every top
 * card it holds in another suit, in a row, is one more.
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

const NO_TRUMP = bits.NO_TRUMP;
const highBit = (mask: number): number => 31 - Math.clz32(mask);
const topCards = bits.topCards;

/**
 * The tricks the side of `seat` (second to play to a trick led with `led`, rank `ledRank`) is
 * sure to take from here, this trick included, or 0 when it has no easy win of this trick.
 * `rem` holds the cards out at the trick's start (the led card included). Writes the ranks it
 * relied on to `wr[w…w+3]` when it returns more than 0.
 */
export const secondHandTricks = (
  h: Int32Array,
  rem: Int32Array,
  trump: number,
  seat: number,
  led: number,
  ledRank: number,
  wr: Int32Array,
  w: number,
): number => {
  const sb = seat * 4;
  const pb = ((seat + 2) & 3) * 4;
  const tb = ((seat + 1) & 3) * 4; // third hand, the leader's partner
  const thirdRuffs = trump !== NO_TRUMP && led !== trump && h[tb + led] === 0 && h[tb + trump] !== 0;
  if (thirdRuffs) return 0;
  const ours = h[sb + led]! | h[pb + led]!;
  let winBit = 0;
  if (trump !== NO_TRUMP && led !== trump && ((h[sb + led] === 0 && h[sb + trump] !== 0) || (h[pb + led] === 0 && h[pb + trump] !== 0))) {
    // One of us ruffs, and the third hand must follow or discard: no rank matters.
  } else if (ours !== 0 && highBit(ours) > ledRank && (h[tb + led] === 0 || highBit(ours) > highBit(h[tb + led]!))) {
    winBit = 1 << highBit(ours);
  } else return 0;
  wr[w] = 0;
  wr[w + 1] = 0;
  wr[w + 2] = 0;
  wr[w + 3] = 0;
  wr[w + led] = winBit;
  if (trump !== NO_TRUMP) return 1;
  // Without trumps, the hand holding our top card of the suit led wins and leads next: its runs
  // of top cards in the other suits cash (after DDS's "top winners in other suits").
  const hb = (h[sb + led]! & winBit) !== 0 ? sb : pb;
  let sure = 1;
  for (let s = 0; s < 4; s++) {
    if (s === led) continue;
    const hand = h[hb + s]!;
    const out = rem[s]!;
    if (hand === 0) continue;
    let run = 0;
    let rest = out;
    while (rest !== 0) {
      const bit = 1 << highBit(rest);
      if ((hand & bit) === 0) break;
      run++;
      rest ^= bit;
    }
    if (run === 0) continue;
    sure += run;
    // A suit only this hand holds needs no rank.
    if (hand !== out) wr[w + s] = topCards(out, run);
  }
  return sure;
};

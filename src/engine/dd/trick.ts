/**
 * The trick-by-trick bookkeeping of the double-dummy search (search.ts): per level, the card
 * played there and the card winning the trick after it; the rank that won a finished trick by
 * rank (the only rank of that trick a transposition needs to match: Ginsberg's partition
 * search, DDS's "winning ranks", research/dd-solver.md §3.4); and the last trick, played out
 * directly. Our own code; no DDS source was copied.
 *
 * A "level" is the number of cards played since the start of the root's trick, so levels 0…3
 * are the root trick and a trick boundary is a level ≡ 0 (mod 4).
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

// Module-local copies (see search.ts).
const NO_TRUMP = bits.NO_TRUMP;
const highBit = (mask: number): number => 31 - Math.clz32(mask);

/** The deepest level: 52 cards and a spare trick of slack for the root's cards. */
export const LEVELS = 56;

/** The stacks of the cards played and of the trick's winner, per level. */
export class TrickStacks {
  /** The trump suit index, or `NO_TRUMP`. */
  trump = NO_TRUMP;
  /** Per level: the seat, suit and rank of the card played there. */
  readonly playSeat = new Int8Array(LEVELS);
  readonly playSuit = new Int8Array(LEVELS);
  readonly playRank = new Int8Array(LEVELS);
  /** Per level: the seat, suit and rank winning the trick after that card. */
  readonly winSeat = new Int8Array(LEVELS);
  readonly winSuit = new Int8Array(LEVELS);
  readonly winRank = new Int8Array(LEVELS);
  /** Per level: the lowest card of the run the played card stood for, and the winning card's. */
  readonly playLow = new Int8Array(LEVELS);
  readonly winLow = new Int8Array(LEVELS);

  /** Records the card played at `level`, standing for its run down to `low`, and who then wins the trick. */
  play(level: number, seat: number, suit: number, rank: number, low: number): void {
    this.playSeat[level] = seat;
    this.playSuit[level] = suit;
    this.playRank[level] = rank;
    this.playLow[level] = low;
    if ((level & 3) !== 0) {
      const ws = this.winSuit[level - 1]!;
      const beats = suit === ws ? rank > this.winRank[level - 1]! : suit === this.trump;
      if (!beats) {
        this.winSeat[level] = this.winSeat[level - 1]!;
        this.winSuit[level] = ws;
        this.winRank[level] = this.winRank[level - 1]!;
        this.winLow[level] = this.winLow[level - 1]!;
        return;
      }
    }
    this.winSeat[level] = seat;
    this.winSuit[level] = suit;
    this.winRank[level] = rank;
    this.winLow[level] = low;
  }

  /**
   * The rank that won the trick ending at `level` by rank (when another card of the winning suit
   * was played to it), else 0: only such ranks need to match in a transposition.
   *
   * The winning card stood for its whole run of equivalent cards (the search tries one card per
   * run), so the bit is the run's **lowest** card: had the search tried that card instead, it
   * would have won the trick by that rank. Recording the top card alone was wrong (list100 deal
   * 32 after 24 cards gave 9 where DDS gives 10); adding the low card of every run at every node
   * whose moves all failed (the first fix) was right but made four times the nodes, since runs of
   * small cards that never win a trick then pinned every rank of their suit.
   */
  trickRankBit(level: number): number {
    const ws = this.winSuit[level]!;
    let same = 0;
    for (let i = level - 3; i <= level; i++) if (this.playSuit[i] === ws) same++;
    return same > 1 ? 1 << this.winLow[level]! : 0;
  }
}

/**
 * The last trick, played out directly (one card each, from `hands[seat * 4 + suit]`): returns the
 * seat that wins it, and writes to `wr[w…w+3]` the rank it won by, if any.
 */
export const lastTrickWinner = (h: Int32Array, trump: number, leader: number, wr: Int32Array, w: number): number => {
  let ledSuit = 0;
  for (let s = 0; s < 4; s++) if (h[leader * 4 + s] !== 0) ledSuit = s;
  let winSeat = leader;
  let winSuit = ledSuit;
  let winRank = highBit(h[leader * 4 + ledSuit]!);
  let sameSuit = 0;
  for (let i = 1; i < 4; i++) {
    const seat = (leader + i) & 3;
    let suit = 0;
    for (let s = 0; s < 4; s++) if (h[seat * 4 + s] !== 0) suit = s;
    const rank = highBit(h[seat * 4 + suit]!);
    if (suit === winSuit) {
      sameSuit++;
      if (rank > winRank) {
        winSeat = seat;
        winRank = rank;
      }
    } else if (suit === trump) {
      winSeat = seat;
      winSuit = suit;
      winRank = rank;
      sameSuit = 0;
    }
  }
  wr[w] = 0;
  wr[w + 1] = 0;
  wr[w + 2] = 0;
  wr[w + 3] = 0;
  if (sameSuit > 0) wr[w + winSuit] = 1 << winRank;
  return winSeat;
};

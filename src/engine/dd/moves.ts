/**
 * Move generation for the double-dummy search (search.ts): the candidate cards of the hand to
 * play, one per run of equivalent cards (cards of one hand with no outstanding card between them
 * win and lose alike), best first. Leads and discards are weighed by `order.ts` and sorted; the
 * cards of a hand that follows suit are laid out in order by rank bands, with no weights. Our own
 * code, after the seat-by-seat ordering Haglund and Hein describe for DDS (ch. 5;
 * research/dd-solver.md §3.5); no DDS source was copied.
 *
 * @packageDocumentation
 */

import type { MoveOrder } from './order.ts';
import { LEVELS, type TrickStacks } from './trick.ts';
import { leadCard } from './order.ts';

const highBit = (mask: number): number => 31 - Math.clz32(mask);

/** The candidate moves of every level, over a search's hands, cards out and trick stacks (shared arrays). */
export class MoveGen {
  /** Per level: the candidate cards (suit × 16 + rank), best first. */
  readonly moves = new Int32Array(LEVELS * 13);
  /** Per level: the lowest card of each candidate's run. */
  readonly lows = new Int32Array(LEVELS * 13);
  /** Per level: the candidates' weights, while a list is sorted. */
  private readonly weights = new Int32Array(LEVELS * 13);
  /** Per level: the card that last caused a cutoff there (suit × 16 + rank), or -1. */
  readonly killer = new Int32Array(LEVELS).fill(-1);
  /** Per level: the best lead a table entry suggests, or -1. */
  readonly hint = new Int32Array(LEVELS).fill(-1);

  constructor(
    /** `hands[seat * 4 + suit]`, as search.ts keeps them. */
    private readonly hands: Int32Array,
    /** The cards still out at the start of the current trick. */
    private readonly rem: Int32Array,
    private readonly trick: TrickStacks,
    private readonly order: MoveOrder,
  ) {}

  /**
   * The candidate cards at `level`, for `seat`, `pos` (0…3) cards into the trick, one per run of
   * equivalent cards, sorted best first into {@link moves} and {@link lows}. Returns the count.
   */
  generate(level: number, seat: number, pos: number): number {
    const h = this.hands;
    const base = level * 13;
    let count = 0;
    if (pos > 0) {
      const led = this.trick.playSuit[level - pos]!;
      if (h[seat * 4 + led] !== 0) {
        return this.generateFollow(level, seat, pos, led);
      }
    }
    const killer = this.killer[level]!;
    const hint = pos === 0 ? this.hint[level]! : -1;
    for (let s = 0; s < 4; s++) {
      const hand = h[seat * 4 + s]!;
      if (hand === 0) continue;
      const others = this.rem[s]! & ~hand;
      const suitWeight = pos === 0 ? this.order.leadSuit(seat, s) : 0;
      const highest = highBit(this.rem[s]!);
      let rest = hand;
      while (rest !== 0) {
        const top = highBit(rest);
        // The run: our cards from `top` down to the highest outstanding card of another hand
        // below it (none: to our lowest card).
        const below = others & ((1 << top) - 1);
        const floor = below === 0 ? 1 : 2 << highBit(below);
        const run = hand & ((2 << top) - 1) & -floor;
        const low = 31 - Math.clz32(run & -run);
        rest &= ~run;
        // A run of two or more cards stands for all of them only while the cards between them
        // stay out of play: its lowest card joins the ranks that matter (see search.ts `node`).
        const move = (s << 4) | top;
        let weight = pos === 0 ? suitWeight + leadCard(top, highest) : this.order.weigh(level, seat, s, top, low);
        if (move === hint) weight += 30;
        // The lead that last cut off at this depth. After DDS's WeightAllocNT0 (bestMove above
        // bestMoveTT), both are nudges, not orders: on list100 deals 0-4, with the
        // opponents'-length term of `weigh`, TT move +2000 and killer +10 searched 16.1 M nodes,
        // +30 and +40 searched 15.6 M.
        else if (move === killer && pos === 0) weight += 40;
        count = this.insert(base, count, move, low, weight);
      }
    }
    return count;
  }

  /** Inserts a candidate by weight, highest first, into a list of `count`; returns the new count. */
  private insert(base: number, count: number, move: number, low: number, weight: number): number {
    const moves = this.moves;
    const lows = this.lows;
    const weights = this.weights;
    let j = count;
    while (j > 0 && weights[base + j - 1]! < weight) {
      moves[base + j] = moves[base + j - 1]!;
      lows[base + j] = lows[base + j - 1]!;
      weights[base + j] = weights[base + j - 1]!;
      j--;
    }
    moves[base + j] = move;
    lows[base + j] = low;
    weights[base + j] = weight;
    return count + 1;
  }

  /**
   * The candidates of a hand that follows suit (`pos` 1…3), in the order {@link MoveOrder}
   * weighs them, built without weights or sorting (the following hands' move lists outnumber the
   * leads three to one): the runs fall into at most three rank bands, each in a fixed order.
   * The trick's cards and the next hand's top card split runs (they are in `rem` and not ours), so
   * no run straddles a band's edge.
   *
   * - Fourth hand: the runs that beat the trick's winner, cheapest first, then the others, lowest
   *   first (none beats when partner wins or the trick is ruffed).
   * - Third hand, partner winning: the runs above the fourth hand's top card when that beats
   *   partner's card (cheapest first), then the others, lowest first. Opponent winning: the runs
   *   that beat it, highest first, then the others, lowest first.
   * - Second hand: low when partner's top card beats the lead and the third hand's; else the runs
   *   above both, cheapest first, then those that beat the lead only, then the others, lowest first.
   *
   * After DDS's seat-by-seat weights (Haglund and Hein, ch. 5): the third hand's cover of partner's
   * card only when the fourth hand would beat it took list100 deals 0-4 from 12.6 M to 11.0 M
   * nodes, the second hand's rule (after WeightAllocNTNotvoid1) from 15.6 M to 12.6 M against "top
   * card or low". Building the lists here instead of weighing and sorting each card: same nodes,
   * list100 deals 0-9 about 15% less CPU.
   */
  private generateFollow(level: number, seat: number, pos: number, suit: number): number {
    const h = this.hands;
    const hand = h[seat * 4 + suit]!;
    const others = this.rem[suit]! & ~hand;
    const base = level * 13;
    const trick = this.trick;
    const winRank = trick.winRank[level - 1]!;
    const winning = trick.winSuit[level - 1] === suit;
    const partnerWinning = ((trick.winSeat[level - 1]! ^ seat) & 1) === 0;
    const moves = this.moves;
    const lows = this.lows;
    const next = h[((seat + 1) & 3) * 4 + suit]!;
    const nextMax = next === 0 ? -1 : highBit(next);
    let hi = 15;
    let mid = 15;
    if (pos === 3) hi = partnerWinning || !winning ? 15 : winRank;
    else if (pos === 2 && partnerWinning) hi = nextMax > winRank ? nextMax : 15;
    else if (pos === 2) {
      // Third hand over an opponent's card: win as high as it can, else play low.
      const cut = winning ? winRank : 15;
      const at = pushRunsUp(moves, lows, base, suit, hand, others, above(cut));
      reverse(moves, lows, base, at);
      return pushRunsUp(moves, lows, at, suit, hand, others, ~above(cut)) - base;
    } else {
      const pd = h[((seat + 2) & 3) * 4 + suit]!;
      const pdMax = pd === 0 ? -1 : highBit(pd);
      if (!(pdMax > winRank && pdMax > nextMax)) {
        hi = nextMax > winRank ? nextMax : winRank;
        mid = winRank;
      }
    }
    let at = pushRunsUp(moves, lows, base, suit, hand, others, above(hi));
    at = pushRunsUp(moves, lows, at, suit, hand, others, above(mid) & ~above(hi));
    return pushRunsUp(moves, lows, at, suit, hand, others, ~(above(mid) | above(hi))) - base;
  }
}

/**
 * Writes the runs of `hand` within `range` (one card per run, its top), lowest run first, at
 * `at` onwards of `moves` and `lows`; returns the new count. Runs are split by the cards of
 * `others` (every other card out of the suit, the trick's cards included), as in `generate`.
 */
const pushRunsUp = (moves: Int32Array, lows: Int32Array, at: number, suit: number, hand: number, others: number, range: number): number => {
  let rest = hand & range;
  let count = at;
  while (rest !== 0) {
    const low = 31 - Math.clz32(rest & -rest);
    const above = others & -(2 << low);
    const run = above === 0 ? rest : rest & ((above & -above) - 1);
    rest &= ~run;
    moves[count] = (suit << 4) | (31 - Math.clz32(run));
    lows[count] = low;
    count++;
  }
  return count;
};

/** The ranks above `rank` (none for 15). */
const above = (rank: number): number => 0x1fff & -(2 << rank);

/** Reverses `moves` and `lows` from `from` to before `to`. */
const reverse = (moves: Int32Array, lows: Int32Array, from: number, to: number): void => {
  for (let i = from, j = to - 1; i < j; i++, j--) {
    const m = moves[i]!;
    moves[i] = moves[j]!;
    moves[j] = m;
    const l = lows[i]!;
    lows[i] = lows[j]!;
    lows[j] = l;
  }
};

/**
 * The double-dummy search: can North–South take at least `target` of the remaining tricks
 * against best defence?
 *
 * This is our own code, written from the published algorithms that make DDS fast (credited in
 * `research/dd-solver.md` §3 and §7; no DDS source was copied):
 *
 * - a zero-window (boolean) search on the trick count, driven from outside by
 *   {@link Search.tricksNS} in the manner of MTD(f) (Pearl 1980; Plaat et al. 1996);
 * - a transposition table at trick boundaries keyed by suit lengths and **relative** ranks,
 *   whose entries cover a partition of positions: only the ranks that won a trick by rank
 *   (and everything above them) are stored (Ginsberg's partition search, DDS's "winning ranks");
 * - sure-trick cutoffs at each trick boundary and before the second hand plays (`sure.ts`);
 * - one card per run of equivalent cards, and a move order by seat in the trick with a killer
 *   move per depth (`moves.ts`, `order.ts`; Haglund and Hein, ch. 5); once a move fails without
 *   relying on any rank of its suit at or below it, the suit's lower cards are skipped (DDS's
 *   MakeNext);
 * - all state in typed arrays, made and unmade in place: no allocation in the search.
 *
 * Seats, suits and ranks are small ints (see `bits.ts`). `hands[seat * 4 + suit]` is a 13-bit
 * mask. A "level" is the number of cards played since the start of the current trick at the
 * root, so levels 0…3 are the root trick and a trick boundary is a level ≡ 0 (mod 4).
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

// Module-local copies: some loaders (tsx, CommonJS output) turn imported bindings into getter
// calls, which cost more than the search's whole inner loop.
const POPCOUNT = bits.POPCOUNT;
const NO_TRUMP = bits.NO_TRUMP;
const topCards = bits.topCards;
const SPREAD = bits.SPREAD;
const COMPRESS_LO = bits.COMPRESS_LO;
const COMPRESS_HI = bits.COMPRESS_HI;
import { TranspositionTable } from './tt.ts';
import { secondHandTricks, SureTricks } from './sure.ts';
import { MoveOrder } from './order.ts';
import { MoveGen } from './moves.ts';
import { LEVELS, lastTrickWinner, TrickStacks } from './trick.ts';

/** Whether a seat index belongs to North–South. */
const isNS = (seat: number): boolean => (seat & 1) === 0;

/**
 * From this many tricks left, a trick boundary probes the transposition table before the
 * sure-trick counts, as DDS does from depth 20 (Haglund and Hein, ch. 2): early in the play most
 * probes hit (list100 deals 0-9: 53% of boundaries), and a hit then saves the quick and later
 * tricks. Nearer the end the counts are cheaper than a probe and cut more often. List100 deals
 * 0-14: 12% less CPU (paired runs, median of 4) for 0.4% more nodes; 4 and 8 measured alike.
 */
const EARLY_PROBE = 6;

/** Options of a {@link Search}. */
export interface SearchOptions {
  /** log2 of the number of transposition-table entries (each 32 bytes). Default 20 (32 MB). */
  readonly ttLog2?: number;
  /** Store exact positions only (no partition search): for tests that check the partitions. */
  readonly exact?: boolean;
}

/**
 * One solver: its hands, its stacks and its transposition table. Not re-entrant; make one per
 * thread (a worker, or the CLI) and reuse it: the table is never cleared, since an entry
 * describes a position, whatever deal it came from.
 */
export class Search {
  /** `hands[seat * 4 + suit]`: the cards each seat still holds. */
  readonly hands = new Int32Array(16);
  /** The trump suit index, or `NO_TRUMP`. */
  trump = NO_TRUMP;
  /**
   * Which side wants tricks: 1 when North–South tries to reach the target (ordinary play), 0 when
   * East–West tries to push North–South up to it (nullos, where each side wants to lose tricks:
   * auction-laws.md §8.2). The sure-trick cutoffs hold only for ordinary play.
   */
  orNS = 1;
  /** Search nodes visited (cards tried), for the bench. */
  nodes = 0;
  /** Trick boundaries searched, of them cut by sure tricks, and by the table: for the bench. */
  boundaries = 0;
  quickCuts = 0;
  laterCuts = 0;
  ttHits = 0;

  /** The cards played and the trick's winner, per level (trick.ts), and its arrays. */
  private readonly trick = new TrickStacks();
  private readonly playSuit = this.trick.playSuit;
  private readonly playRank = this.trick.playRank;
  private readonly winSeat = this.trick.winSeat;
  private readonly winSuit = this.trick.winSuit;
  /** The cards still out at the start of the current trick (including the trick's own cards). */
  private readonly rem = new Int32Array(4);
  /** Per level and suit: the ranks whose order decided a result below that node. */
  private readonly wr = new Int32Array(LEVELS * 4);
  /** Per level and suit: the rank below which moves are skipped (see {@link node}). */
  private readonly skip = new Int32Array(LEVELS * 4);
  /** The best lead of each level's search: the card that cut off there, or -1. */
  private readonly best = new Int32Array(LEVELS).fill(-1);
  /** Per level and suit: the owner pattern at a trick boundary (see {@link fillPatterns}). */
  private readonly patterns = new Int32Array(LEVELS * 4);
  private readonly tt: TranspositionTable;
  /** The sure-trick counts and the move weights, over the same arrays. */
  private readonly sure: SureTricks;
  private readonly order: MoveOrder;
  /** The candidate moves per level (moves.ts), and its arrays. */
  private readonly gen: MoveGen;
  private readonly moves: Int32Array;
  private readonly lows: Int32Array;
  private readonly killer: Int32Array;
  /** The level of the root (the number of cards on the root's trick). */
  private rootLevel = 0;
  /**
   * The cards of a hand yet to play to the root's trick: at level `l`, a hand yet to play to its
   * trick holds `rootCards - (l >> 2)` (the tricks left at a boundary), without counting them.
   */
  private rootCards = 0;

  constructor(options: SearchOptions = {}) {
    this.tt = new TranspositionTable(options.ttLog2 ?? 20, options.exact ?? false, this.trick.playSeat, this.playSuit);
    this.sure = new SureTricks(this.hands, this.rem, this.wr);
    this.order = new MoveOrder(this.hands, this.rem, this.winSeat, this.winSuit, this.trick.winRank);
    this.gen = new MoveGen(this.hands, this.rem, this.trick, this.order);
    this.moves = this.gen.moves;
    this.lows = this.gen.lows;
    this.killer = this.gen.killer;
  }

  /** Empties the transposition table (see {@link TranspositionTable.clear}). */
  clearTable(): void {
    this.tt.clear();
  }

  /**
   * Sets up a position: `hands` as 16 masks, the trump index, and the cards already on the
   * current trick, in order from its leader (`trick[i] = suit × 16 + rank`, played by
   * `leader + i`). The trick's cards must not be in `hands`.
   */
  setPosition(hands: ArrayLike<number>, trump: number, leader: number, trick: ArrayLike<number>): void {
    for (let i = 0; i < 16; i++) this.hands[i] = hands[i]! | 0;
    this.trump = trump;
    this.sure.trump = trump;
    this.order.trump = trump;
    this.trick.trump = trump;
    for (let s = 0; s < 4; s++) {
      this.rem[s] = this.hands[s]! | this.hands[4 + s]! | this.hands[8 + s]! | this.hands[12 + s]!;
    }
    this.rootLevel = trick.length;
    this.rootCards = 0;
    for (let seat = 0; seat < 4; seat++) this.rootCards = Math.max(this.rootCards, this.tricksAt(seat));
    for (let i = 0; i < trick.length; i++) {
      const suit = trick[i]! >> 4;
      const rank = trick[i]! & 15;
      const seat = (leader + i) & 3;
      this.rem[suit]! |= 1 << rank;
      this.trick.play(i, seat, suit, rank, rank);
    }
  }

  /** The seat to play at the root. */
  private rootSeat(leader: number): number {
    return (leader + this.rootLevel) & 3;
  }

  /** Tricks still to be won, counting the trick on the table. */
  tricksLeft(leader: number): number {
    const seat = this.rootSeat(leader);
    let n = 0;
    for (let s = 0; s < 4; s++) n += POPCOUNT[this.hands[seat * 4 + s]!]!;
    return n;
  }

  /** Whether North–South can take at least `target` of the remaining tricks (the root's trick included). */
  reaches(leader: number, target: number): boolean {
    if (this.rootLevel === 0) return this.boundary(0, leader, target);
    return this.node(this.rootLevel, this.rootSeat(leader), this.rootLevel, target);
  }

  /**
   * The tricks North–South takes from the position set, with best play on both sides: a
   * sequence of zero-window searches stepping from `guess` until the bounds meet.
   */
  tricksNS(leader: number, guess = -1): number {
    let lo = 0;
    let hi = this.tricksLeft(leader);
    let t = guess < 0 ? (hi + 1) >> 1 : guess;
    while (lo < hi) {
      if (t <= lo) t = lo + 1;
      if (t > hi) t = hi;
      if (this.reaches(leader, t)) {
        lo = t;
        t = lo + 1;
      } else {
        hi = t - 1;
        t = hi;
      }
    }
    return lo;
  }

  /** A trick boundary: cutoffs, the transposition table, then the leader's cards. */
  private boundary(level: number, leader: number, target: number): boolean {
    const w = level * 4;
    const wr = this.wr;
    const n = this.rootCards - (level >> 2);
    if (target <= 0 || target > n) {
      wr[w] = 0;
      wr[w + 1] = 0;
      wr[w + 2] = 0;
      wr[w + 3] = 0;
      return target <= 0;
    }
    if (n === 1) return this.lastTrick(level, leader, target);
    this.boundaries++;
    const tt = this.tt;
    const early = n >= EARLY_PROBE;
    if (early) {
      const found = this.probe(level, leader, target);
      if (found !== 0) return found > 0;
    }
    if (this.orNS === 1) {
      const quick = this.sure.quickTricks(level, leader);
      if (isNS(leader)) {
        if (quick >= target) {
          this.quickCuts++;
          return true;
        }
      } else if (n - quick < target) {
        this.quickCuts++;
        return false;
      }
      const later = this.sure.laterTricks(level, leader);
      if (isNS(leader) ? n - later < target : later >= target) {
        this.laterCuts++;
        return !isNS(leader);
      }
    }
    if (!early) {
      const found = this.probe(level, leader, target);
      if (found !== 0) return found > 0;
    }
    this.gen.hint[level] = tt.hint;
    this.best[level] = -1;
    const result = this.node(level, leader, 0, target);
    tt.store(level, this.patterns, w, this.rem, wr, w, n, target, result, this.best[level]);
    return result;
  }

  /**
   * The transposition table at a trick boundary: 1 or -1 when an entry decides (North–South
   * reaches `target`, or cannot), with the ranks it relied on in the level's winning ranks; else 0.
   */
  private probe(level: number, leader: number, target: number): number {
    const w = level * 4;
    const tt = this.tt;
    this.fillPatterns(level);
    const found = tt.probe(level, this.hands, leader, this.trump, this.orNS, this.patterns, w, this.rem, target, this.rootLevel);
    if (found !== 0) {
      this.ttHits++;
      for (let s = 0; s < 4; s++) this.wr[w + s] = topCards(this.rem[s]!, tt.matchedTop(s));
    }
    return found;
  }

  /** The number of cards in a seat's hand. */
  private tricksAt(seat: number): number {
    const h = this.hands;
    const b = seat * 4;
    return POPCOUNT[h[b]!]! + POPCOUNT[h[b + 1]!]! + POPCOUNT[h[b + 2]!]! + POPCOUNT[h[b + 3]!]!;
  }

  /**
   * For each suit, two bits per outstanding card from the top down: which seat holds it (N 0, E 1,
   * S 2, W 3). The low bit of an owner is set for East and West, the high bit for South and West,
   * so each lane is two extracts of the cards out, interleaved: table lookups, no loop over cards
   * (at a boundary every card out is in a hand). A suit the last trick did not touch keeps the
   * pattern of the boundary before it, which was probed before its search: most tricks touch one
   * or two suits.
   */
  private fillPatterns(level: number): void {
    const h = this.hands;
    const at = level * 4;
    let changed = 15;
    if (level - 4 >= this.rootLevel) {
      const ps = this.playSuit;
      changed = (1 << ps[level - 4]!) | (1 << ps[level - 3]!) | (1 << ps[level - 2]!) | (1 << ps[level - 1]!);
    }
    for (let s = 0; s < 4; s++) {
      if (((changed >> s) & 1) === 0) {
        this.patterns[at + s] = this.patterns[at - 16 + s]!;
        continue;
      }
      const out = this.rem[s]!;
      const lo = h[4 + s]! | h[12 + s]!;
      const hi = h[8 + s]! | h[12 + s]!;
      const mHi = (out >> 6) << 7;
      const mLo = (out & 63) << 6;
      const shift = POPCOUNT[out & 63]!;
      const cLo = (COMPRESS_HI[mHi | (lo >> 6)]! << shift) | COMPRESS_LO[mLo | (lo & 63)]!;
      const cHi = (COMPRESS_HI[mHi | (hi >> 6)]! << shift) | COMPRESS_LO[mLo | (hi & 63)]!;
      this.patterns[at + s] = (SPREAD[cHi]! << 1) | SPREAD[cLo]!;
    }
  }

  /** The last trick, played out directly: one card each. */
  private lastTrick(level: number, leader: number, target: number): boolean {
    this.nodes += 4;
    return (isNS(lastTrickWinner(this.hands, this.trump, leader, this.wr, level * 4)) ? 1 : 0) >= target;
  }

  /**
   * Quick tricks in the second hand (sure.ts) for the side of `seat`, about to play second:
   * 1 when they show North–South reach `target`, -1 when they show it cannot, else 0.
   */
  private secondHandCut(level: number, seat: number, target: number): number {
    const led = this.playSuit[level - 1]!;
    const sure = secondHandTricks(this.hands, this.rem, this.trump, seat, led, this.playRank[level - 1]!, this.wr, level * 4);
    if (sure === 0) return 0;
    if (isNS(seat)) return sure >= target ? 1 : 0;
    return this.rootCards - (level >> 2) - sure < target ? -1 : 0;
  }

  /** After the trick's fourth card (at `level`): its winner leads the next trick, at a boundary. */
  private finishTrick(level: number, target: number): boolean {
    const rem = this.rem;
    const winner = this.winSeat[level]!;
    const saved0 = rem[0]!;
    const saved1 = rem[1]!;
    const saved2 = rem[2]!;
    const saved3 = rem[3]!;
    const ps = this.playSuit;
    const pr = this.playRank;
    rem[ps[level - 3]!]! &= ~(1 << pr[level - 3]!);
    rem[ps[level - 2]!]! &= ~(1 << pr[level - 2]!);
    rem[ps[level - 1]!]! &= ~(1 << pr[level - 1]!);
    rem[ps[level]!]! &= ~(1 << pr[level]!);
    const result = this.boundary(level + 1, winner, isNS(winner) ? target - 1 : target);
    rem[0] = saved0;
    rem[1] = saved1;
    rem[2] = saved2;
    rem[3] = saved3;
    return result;
  }

  /**
   * A node inside a trick: `seat` plays the card at `level`, `pos` (0…3) cards into the trick.
   * North–South (or East–West under {@link orNS} 0) is the side that needs one success; the
   * other side needs one refutation.
   */
  private node(level: number, seat: number, pos: number, target: number): boolean {
    const isOr = (isNS(seat) ? 1 : 0) === this.orNS;
    if (pos === 1 && this.orNS === 1 && level > this.rootLevel) {
      const cut = this.secondHandCut(level, seat, target);
      if (cut !== 0) return cut > 0;
    }
    const count = this.gen.generate(level, seat, pos);
    const base = level * 13;
    const wr = this.wr;
    const w = level * 4;
    const c = w + 4;
    const h = this.hands;
    // The union of the failed moves' ranks builds up in the level's own winning ranks; per suit,
    // moves below `skip` are not tried (see `skipBelow`), 0 while none is skipped.
    const skip = this.skip;
    wr0(wr, w);
    wr0(skip, w);
    for (let i = 0; i < count; i++) {
      const move = this.moves[base + i]!;
      const suit = move >> 4;
      const rank = move & 15;
      if (rank < skip[w + suit]!) continue;
      const bit = 1 << rank;
      h[seat * 4 + suit]! ^= bit;
      this.trick.play(level, seat, suit, rank, this.lows[base + i]!);
      this.nodes++;
      let result: boolean;
      let trickBit = 0;
      let trickSuit = 0;
      if (pos === 3) {
        trickBit = this.trick.trickRankBit(level);
        trickSuit = this.winSuit[level]!;
        result = this.finishTrick(level, target);
      } else {
        result = this.node(level + 1, (seat + 1) & 3, pos + 1, target);
      }
      h[seat * 4 + suit]! ^= bit;
      let r0 = wr[c]!;
      let r1 = wr[c + 1]!;
      let r2 = wr[c + 2]!;
      let r3 = wr[c + 3]!;
      if (trickBit !== 0) {
        if (trickSuit === 0) r0 |= trickBit;
        else if (trickSuit === 1) r1 |= trickBit;
        else if (trickSuit === 2) r2 |= trickBit;
        else r3 |= trickBit;
      }
      if (result === isOr) {
        wr[w] = r0;
        wr[w + 1] = r1;
        wr[w + 2] = r2;
        wr[w + 3] = r3;
        this.killer[level] = move;
        this.best[level] = move;
        return result;
      }
      wr[w]! |= r0;
      wr[w + 1]! |= r1;
      wr[w + 2]! |= r2;
      wr[w + 3]! |= r3;
      // After DDS's Moves::MakeNext (winning ranks, Haglund and Hein ch. 4): the move failed
      // relying on no rank of its suit at or below its own, so any lower card of the suit would
      // give a position of the same partition and fail alike: skip them. The first failed move of
      // a suit sets the threshold; the union of ranks only grows, so it stays valid.
      if (skip[w + suit] === 0) skip[w + suit] = skipBelow(wr[w + suit]!, rank);
    }
    // Every move failed: the result holds for the cards tried, and for the runs they stood for
    // (a run's card that won a trick recorded the run's lowest card: see trick.ts `trickRankBit`).
    return !isOr;
  }
}

/**
 * The rank below which a suit's further moves are skipped, after a move of `rank` failed while
 * the failed moves so far relied on the ranks `ranks` of its suit: the lowest of them (or 15, no
 * card, when none mattered) if the move was below it, else 0 (skip nothing).
 */
const skipBelow = (ranks: number, rank: number): number => {
  const low = ranks === 0 ? 15 : 31 - Math.clz32(ranks & -ranks);
  return rank < low ? low : 0;
};

/** Clears a level's winning ranks. */
const wr0 = (wr: Int32Array, w: number): void => {
  wr[w] = 0;
  wr[w + 1] = 0;
  wr[w + 2] = 0;
  wr[w + 3] = 0;
};

/**
 * Sure-trick counts at trick boundaries and before the second hand plays, for the double-dummy
 * search (search.ts): cutoffs that end a search before any card is tried. Our own code, written
 * from the rules Haglund and Hein describe for DDS (quick tricks, later tricks, quick tricks in
 * the second hand; research/dd-solver.md §3.2); no DDS source was copied.
 *
 * @packageDocumentation
 */

import * as bits from './bits.ts';

// Module-local copies (see search.ts).
const POPCOUNT = bits.POPCOUNT;
const NO_TRUMP = bits.NO_TRUMP;
const highBit = (mask: number): number => 31 - Math.clz32(mask);
const topCards = bits.topCards;

/**
 * How many of the top outstanding cards of a suit (`out`), in a row, are in `hand`: the cards out
 * above the highest one `hand` lacks.
 */
const topRun = (hand: number, out: number): number => {
  const others = out & ~hand;
  return others === 0 ? POPCOUNT[out]! : POPCOUNT[out & -(2 << highBit(others))]!;
};

/** The sure-trick counts over a search's hands, cards out and winning ranks (shared arrays). */
export class SureTricks {
  /** The trump suit index, or `NO_TRUMP`. */
  trump = NO_TRUMP;

  constructor(
    /** `hands[seat * 4 + suit]`, as search.ts keeps them. */
    private readonly hands: Int32Array,
    /** The cards still out at the start of the current trick. */
    private readonly rem: Int32Array,
    /** Per level and suit: the ranks a result relied on. */
    private readonly wr: Int32Array,
  ) {}

  /**
   * Sure tricks for the side on lead at a trick boundary: the better of the winners the leader
   * can cash from its own hand and, when the leader can reach partner with a low card in a suit
   * where partner holds the top card, partner's winners (research/dd-solver.md §3.2); with
   * trumps, at least the side's trumps above all of the opponents' ({@link trumpsAbove}). Writes
   * the ranks it relied on into the level's winning ranks.
   */
  quickTricks(level: number, leader: number): number {
    const cash = this.cashTricks(level, leader);
    if (this.trump === NO_TRUMP) return cash;
    const trumps = this.trumpsAbove(leader);
    if (trumps <= cash) return cash;
    const w = level * 4;
    const wr = this.wr;
    wr[w] = 0;
    wr[w + 1] = 0;
    wr[w + 2] = 0;
    wr[w + 3] = 0;
    wr[w + this.trump] = this.trumpRanks;
    return trumps;
  }

  /** The cashing part of {@link quickTricks}. */
  private cashTricks(level: number, leader: number): number {
    const w = level * 4;
    const wr = this.wr;
    const mine = this.cashFrom(leader);
    wr[w] = this.qwr[0]!;
    wr[w + 1] = this.qwr[1]!;
    wr[w + 2] = this.qwr[2]!;
    wr[w + 3] = this.qwr[3]!;
    const h = this.hands;
    const partner = (leader + 2) & 3;
    const lb = leader * 4;
    const pb = partner * 4;
    const o1 = ((leader + 1) & 3) * 4;
    const o2 = ((leader + 3) & 3) * 4;
    const trump = this.trump;
    const oppTrumps = trump !== NO_TRUMP && (h[o1 + trump] !== 0 || h[o2 + trump] !== 0);
    for (let e = 0; e < 4; e++) {
      if (h[lb + e] === 0 || h[pb + e] === 0) continue;
      const out = this.rem[e]!;
      const top = 1 << highBit(out);
      if ((h[pb + e]! & top) === 0) continue;
      // The crossing trick must not be ruffed.
      if (oppTrumps && e !== trump && (h[o1 + e] === 0 || h[o2 + e] === 0)) continue;
      // Partner's count does not depend on the suit crossed in: the first entry will do.
      const p0 = this.per[0]!;
      const p1 = this.per[1]!;
      const p2 = this.per[2]!;
      const p3 = this.per[3]!;
      const theirs = this.cashFrom(partner);
      {
        const both = this.bothHands(pb, mine, p0, p1, p2, p3);
        if (both > theirs && both > mine) {
          const q = this.qwr;
          wr[w]! |= q[0]!;
          wr[w + 1]! |= q[1]!;
          wr[w + 2]! |= q[2]!;
          wr[w + 3]! |= q[3]!;
          wr[w + e]! |= top;
          return both;
        }
      }
      if (theirs <= mine) break;
      wr[w] = this.qwr[0]!;
      wr[w + 1] = this.qwr[1]!;
      wr[w + 2] = this.qwr[2]!;
      wr[w + 3] = this.qwr[3]!;
      wr[w + e]! |= top;
      return theirs;
    }
    if (mine === 0 && trump !== NO_TRUMP) return this.partnerRuff(leader, w);
    return mine;
  }

  /**
   * Both hands' winners: the leader cashes its own (`mine`, `p0`…`p3` a suit), then crosses to
   * partner, who cashes its winners in the suits where the leader had none (the last
   * {@link cashFrom}'s `per`). After DDS's QuickTricks, which counts partner's winners after an
   * entry (Haglund and Hein, ch. 3). On each of the leader's tricks partner follows suit or
   * discards, from cards it does not count on (its cards of the leader's suits are among them), so
   * the sum needs that many spare cards; otherwise 0. The crossing suit's top card is partner's, so
   * the leader had no winner there and partner's count includes the crossing. Against trumps, an
   * opponent who still holds trumps has only followed suit to the leader's winners (cashFrom's
   * limits), so it keeps its lengths in partner's suits and the crossing suit, and one who has
   * run out of trumps can ruff nothing. NT and no opponent trump (list100 deals 0-9):
   * 19,525,679 -> 18,971,319 nodes; with trumps too: -> 18,901,534.
   */
  private bothHands(pb: number, mine: number, p0: number, p1: number, p2: number, p3: number): number {
    const per = this.per;
    const h = this.hands;
    let theirs = 0;
    if (p0 === 0) theirs += per[0]!;
    if (p1 === 0) theirs += per[1]!;
    if (p2 === 0) theirs += per[2]!;
    if (p3 === 0) theirs += per[3]!;
    const length = POPCOUNT[h[pb]!]! + POPCOUNT[h[pb + 1]!]! + POPCOUNT[h[pb + 2]!]! + POPCOUNT[h[pb + 3]!]!;
    return mine <= length - theirs ? mine + theirs : 0;
  }

  /**
   * One sure trick when nothing cashes: a lead partner ruffs while neither opponent can
   * overruff, as each follows suit or holds no trump (after the one-trick ruff in DDS's
   * QuickTricks, Haglund and Hein). It relies on lengths only, so no rank is recorded.
   */
  private partnerRuff(leader: number, w: number): number {
    const h = this.hands;
    const trump = this.trump;
    const lb = leader * 4;
    const pb = ((leader + 2) & 3) * 4;
    const o1 = ((leader + 1) & 3) * 4;
    const o2 = ((leader + 3) & 3) * 4;
    if (h[pb + trump] === 0) return 0;
    for (let s = 0; s < 4; s++) {
      if (s === trump || h[lb + s] === 0 || h[pb + s] !== 0) continue;
      if ((h[o1 + s] !== 0 || h[o1 + trump] === 0) && (h[o2 + s] !== 0 || h[o2 + trump] === 0)) {
        const wr = this.wr;
        wr[w] = 0;
        wr[w + 1] = 0;
        wr[w + 2] = 0;
        wr[w + 3] = 0;
        return 1;
      }
    }
    return 0;
  }

  /**
   * The winners `seat` can cash from its own hand, on lead: in each suit the run of top
   * outstanding cards it holds. Against trumps they count only as far as the opponents must
   * follow, or all of them once top trumps have drawn the opponents' trumps. With `entry` ≥ 0,
   * partner crossed to `seat` in that suit, winning with `seat`'s top card there: the crossing
   * is the first round of that suit's run, which both opponents followed (quickTricks checks
   * it), so the count is the same as if `seat` had led. The ranks relied on go to `qwr`.
   */
  private cashFrom(seat: number): number {
    const h = this.hands;
    const rem = this.rem;
    const trump = this.trump;
    const sb = seat * 4;
    const o1 = ((seat + 1) & 3) * 4;
    const o2 = ((seat + 3) & 3) * 4;
    const oppTrumps1 = trump !== NO_TRUMP && h[o1 + trump] !== 0;
    const oppTrumps2 = trump !== NO_TRUMP && h[o2 + trump] !== 0;
    const q = this.qwr;
    q[0] = 0;
    q[1] = 0;
    q[2] = 0;
    q[3] = 0;
    const runs = this.runs;
    for (let s = 0; s < 4; s++) runs[s] = this.leaderRun(h[sb + s]!, rem[s]!);
    let allSafe = !oppTrumps1 && !oppTrumps2;
    if (!allSafe) {
      const oppTrumpLength = Math.max(POPCOUNT[h[o1 + trump]!]!, POPCOUNT[h[o2 + trump]!]!);
      allSafe = runs[trump]! >= oppTrumpLength;
    }
    const per = this.per;
    if (allSafe) {
      let total = 0;
      for (let s = 0; s < 4; s++) {
        const run = runs[s]!;
        per[s] = 0;
        if (run === 0) continue;
        if (h[sb + s] !== rem[s]) q[s] = topCards(rem[s]!, run);
        // Long cards (after DDS's QtricksLeadHandNT): once the other three hands have no more
        // cards of the suit than the run, they are out of it and the rest of ours are winners.
        const pb = ((seat + 2) & 3) * 4;
        if (POPCOUNT[h[o1 + s]!]! <= run && POPCOUNT[h[o2 + s]!]! <= run && POPCOUNT[h[pb + s]!]! <= run) per[s] = POPCOUNT[h[sb + s]!]!;
        else per[s] = run;
        total += per[s]!;
      }
      return total;
    }
    // The opponents keep trumps: the top trumps, then in every side suit the winners cashed
    // while each opponent who holds trumps still follows (after DDS's QuickTricks, which sums
    // the side suits too). An opponent who follows to every round discards nothing, so the
    // lengths the limits use hold; one who runs out of trumps early can no longer ruff. Summing
    // the suits instead of taking the best one: list100 deals 0-9, 21.581 M -> 21.571 M nodes.
    const trumpRun = runs[trump]!;
    let total = trumpRun;
    if (trumpRun > 0) q[trump] = topCards(rem[trump]!, trumpRun);
    for (let s = 0; s < 4; s++) {
      per[s] = 0;
      if (s === trump) continue;
      let run = runs[s]!;
      if (oppTrumps1) run = Math.min(run, POPCOUNT[h[o1 + s]!]!);
      if (oppTrumps2) run = Math.min(run, POPCOUNT[h[o2 + s]!]!);
      if (run === 0) continue;
      total += run;
      per[s] = run;
      q[s] = topCards(rem[s]!, run);
    }
    per[trump] = trumpRun;
    return total;
  }

  /**
   * Sure tricks for the side **not** on lead at a trick boundary (DDS's "later tricks",
   * research/dd-solver.md §3.2), writing the ranks relied on into the level's winning ranks:
   *
   * - with trumps, the trumps one opponent of the leader holds above every trump of the leader's
   *   side ({@link trumpsAbove}): each wins the trick it is played to, and no two fall on one trick;
   * - this trick, when in every suit the leader can lead an opponent holds the top card and the
   *   leader's partner cannot ruff it (in no-trump, or the suit is trumps, or partner follows or
   *   holds no trump): whatever is led, that opponent wins it.
   *
   * The two are not added (the top trump may be the card that wins this trick): the larger counts.
   */
  laterTricks(level: number, leader: number): number {
    const h = this.hands;
    const rem = this.rem;
    const trump = this.trump;
    const w = level * 4;
    const wr = this.wr;
    const o1 = ((leader + 1) & 3) * 4;
    const o3 = ((leader + 3) & 3) * 4;
    const pb = ((leader + 2) & 3) * 4;
    const lb = leader * 4;
    // This trick: every suit the leader holds is topped by an opponent, and unruffable by partner.
    let thisTrick = 1;
    let m0 = 0;
    let m1 = 0;
    let m2 = 0;
    let m3 = 0;
    for (let s = 0; s < 4 && thisTrick === 1; s++) {
      if (h[lb + s] === 0) continue;
      const top = 1 << highBit(rem[s]!);
      if (((h[o1 + s]! | h[o3 + s]!) & top) === 0) thisTrick = 0;
      else if (trump !== NO_TRUMP && s !== trump && h[pb + s] === 0 && h[pb + trump] !== 0) thisTrick = 0;
      else if (s === 0) m0 = top;
      else if (s === 1) m1 = top;
      else if (s === 2) m2 = top;
      else m3 = top;
    }
    const trumps = this.trumpsAbove((leader + 1) & 3);
    const trumpRanks = this.trumpRanks;
    if (trumps === 0 && thisTrick === 0) return 0;
    if (trumps >= thisTrick) {
      wr[w] = 0;
      wr[w + 1] = 0;
      wr[w + 2] = 0;
      wr[w + 3] = 0;
      wr[w + trump] = trumpRanks;
      return trumps;
    }
    wr[w] = m0;
    wr[w + 1] = m1;
    wr[w + 2] = m2;
    wr[w + 3] = m3;
    return 1;
  }

  /**
   * Sure trump tricks for the side of `seat`, whoever leads (at a trick boundary): each trump one
   * of its hands holds above every trump of the other side wins the trick it is played to (at
   * worst partner's higher trump wins it), and a hand plays one card a trick, so the side takes
   * at least as many tricks as one of its hands holds such trumps. With no trump on the other
   * side, every trump counts, whatever the ranks. The trump ranks relied on (the other side's
   * highest trump and all above it) go to {@link trumpRanks}.
   */
  trumpsAbove(seat: number): number {
    const trump = this.trump;
    this.trumpRanks = 0;
    if (trump === NO_TRUMP) return 0;
    const h = this.hands;
    const theirs = h[((seat + 1) & 3) * 4 + trump]! | h[((seat + 3) & 3) * 4 + trump]!;
    const above = theirs === 0 ? 0x1fff : 0x1fff & -(2 << highBit(theirs));
    const n = Math.max(POPCOUNT[h[seat * 4 + trump]! & above]!, POPCOUNT[h[((seat + 2) & 3) * 4 + trump]! & above]!);
    if (n > 0 && theirs !== 0) this.trumpRanks = this.rem[trump]! & -(1 << highBit(theirs));
    return n;
  }

  /** The trump ranks the last {@link trumpsAbove} relied on. */
  trumpRanks = 0;

  /** Scratch: the tricks {@link cashFrom} counted in each suit (when the opponents cannot ruff). */
  private readonly per = new Int32Array(4);

  /** Scratch: the ranks {@link cashFrom} relied on. */
  private readonly qwr = new Int32Array(4);

  /** Scratch for {@link quickTricks}. */
  private readonly runs = new Int32Array(4);

  /** How many of the top outstanding cards of a suit, in a row, are in `hand`. */
  private leaderRun(hand: number, out: number): number {
    return topRun(hand, out);
  }
}

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
    const run = topRun(hand, out);
    if (run === 0) continue;
    sure += run;
    // A suit only this hand holds needs no rank.
    if (hand !== out) wr[w + s] = topCards(out, run);
  }
  return sure;
};
